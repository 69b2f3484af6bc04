// Opening and ending member sessions. Every sign-in (password, social, single sign-on, a brand's own
// sign-in, a refresh-token exchange) opens a NEW session with a refresh token in a chain of its
// own. The session travels in the answer only: the widget keeps it and sends it as a bearer header,
// and no cookie carries it. The refresh token rotates on every exchange; a spent one presented
// again ends its whole chain (it was copied).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { createMemberSession, findMemberById, findMemberSession, toUser } from '../db/identity-repo';
import { randomToken, sha256 } from '../auth/crypto';
import type { MemberSessionAnswer } from '../../contract';
import { fail } from '../errors';
import { memberTokenOf } from '../http/guards';

const REFRESH_DAYS = 60;

/**
 * A member cookie the API no longer sets or reads (`yadori_member`, HttpOnly, Partitioned) may
 * still sit in a browser for up to 30 days: any answer to a request that carries one expires it.
 */
export function expireRetiredMemberCookie(req: FastifyRequest, reply: FastifyReply): void {
  const header = req.headers.cookie;
  if (typeof header !== 'string' || !/(?:^|;)\s*yadori_member=/.test(header)) return;
  reply.header('set-cookie', 'yadori_member=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=None; Partitioned');
}

export interface OpenedSession {
  session: string;
  access_token: string;
  refresh_token: string;
}

/** A new session for the member, with a refresh token (a new chain unless one is given). */
export async function openMemberSession(db: Queryable, memberId: number, hotel: Hotel, chain: string = randomUUID()): Promise<OpenedSession> {
  const session = await createMemberSession(db, memberId, hotel.brand_id, hotel.id);
  const refresh = randomToken(32);
  await db.query(
    'insert into member_refresh_tokens (token_hash, member_id, brand_id, chain, session_hash, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [sha256(refresh), memberId, hotel.brand_id, chain, sha256(session.token), new Date(Date.now() + REFRESH_DAYS * 86_400_000).toISOString()],
  );
  return { session: session.token, access_token: session.token, refresh_token: refresh };
}

/** The sign-in answer for a member: a new session and the user. */
export async function signedInAnswer(db: Queryable, reply: FastifyReply, memberId: number, hotel: Hotel, chain?: string): Promise<MemberSessionAnswer> {
  const member = await findMemberById(db, memberId);
  if (!member) throw fail.unauthorized();
  const opened = await openMemberSession(db, member.id, hotel, chain);
  const user = toUser(member, member.locale ?? 'en');
  return { data: { ...opened, user, social: user.social ?? false }, meta: { reset_code: null } };
}

/** Ends the sessions of the chains the given sessions belong to, and the chains' refresh tokens. */
export async function endChainsOf(db: Queryable, sessionHashes: readonly string[]): Promise<void> {
  if (sessionHashes.length === 0) return;
  const chains = `select distinct chain from member_refresh_tokens where session_hash = any($1::text[])`;
  await db.query(
    `update member_sessions set revoked_at = now()
      where revoked_at is null and (token_hash = any($1::text[]) or token_hash in (select session_hash from member_refresh_tokens where chain in (${chains})))`,
    [sessionHashes],
  );
  await db.query(`update member_refresh_tokens set revoked_at = now() where revoked_at is null and chain in (${chains})`, [sessionHashes]);
}

/** Ends every session and refresh token of the member, but for the chain of `keep` (a session hash). */
export async function endMemberSessions(db: Queryable, memberId: number, keep?: string): Promise<void> {
  const kept = keep
    ? (await db.query<{ session_hash: string }>(
        'select session_hash from member_refresh_tokens where chain in (select chain from member_refresh_tokens where session_hash = $1)',
        [keep],
      )).map((r) => r.session_hash).concat(keep)
    : [];
  await db.query('update member_sessions set revoked_at = now() where member_id = $1 and revoked_at is null and not (token_hash = any($2::text[]))', [memberId, kept]);
  await db.query('update member_refresh_tokens set revoked_at = now() where member_id = $1 and revoked_at is null and not (session_hash = any($2::text[]))', [memberId, kept]);
}

export interface SignedInMember {
  token: string;
  sessionHash: string;
  memberId: number;
}

/** The signed-in member of this hotel's brand, or 401 (code 1400). */
export async function requireMember(req: FastifyRequest, hotel: Hotel): Promise<SignedInMember> {
  const token = memberTokenOf(req);
  const session = token ? await findMemberSession(req.server.db, token) : undefined;
  if (!token || !session || session.brand_id !== hotel.brand_id) throw fail.unauthorized();
  return { token, sessionHash: sha256(token), memberId: session.member_id };
}
