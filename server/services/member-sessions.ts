// Opening member sessions. Every sign-in (password, social, single sign-on, a brand's own sign-in,
// a refresh-token exchange) opens a NEW session with a refresh token in a chain of its own. The
// session travels in the answer only: the widget keeps it and sends it as a bearer header, and no
// cookie carries it. The refresh token rotates on every exchange; a spent one presented again ends
// its whole chain (it was copied).
import { randomUUID } from 'node:crypto';
import type { MemberSessionAnswer } from '../../contract';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { createMemberSession, findMemberById, toUser } from '../db/identity-repo';
import { insertRefreshToken } from '../db/member-sessions-repo';
import { randomToken, sha256 } from '../auth/crypto';
import { fail } from '../errors';

const REFRESH_DAYS = 60;

export interface OpenedSession {
  session: string;
  access_token: string;
  refresh_token: string;
}

/** A new session for the member, with a refresh token (a new chain unless one is given). */
export async function openMemberSession(db: Queryable, memberId: number, hotel: Hotel, chain: string = randomUUID()): Promise<OpenedSession> {
  const session = await createMemberSession(db, memberId, hotel.brand_id, hotel.id);
  const refresh = randomToken(32);
  await insertRefreshToken(db, {
    tokenHash: sha256(refresh),
    memberId,
    brandId: hotel.brand_id,
    chain,
    sessionHash: sha256(session.token),
    expiresAt: new Date(Date.now() + REFRESH_DAYS * 86_400_000),
  });
  return { session: session.token, access_token: session.token, refresh_token: refresh };
}

/** The sign-in answer for a member: a new session and the user. */
export async function signedInAnswer(db: Queryable, memberId: number, hotel: Hotel, chain?: string): Promise<MemberSessionAnswer> {
  const member = await findMemberById(db, memberId);
  if (!member) throw fail.unauthorized();
  const opened = await openMemberSession(db, member.id, hotel, chain);
  const user = toUser(member, member.locale ?? 'en');
  return { data: { ...opened, user, social: user.social ?? false }, meta: { reset_code: null } };
}
