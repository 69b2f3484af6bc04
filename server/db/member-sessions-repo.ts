// Members' refresh tokens and the ending of sessions. Every sign-in opens a session with a refresh
// token in a chain of its own; the token rotates on every exchange, and the chain's sessions end
// together (a sign-out, a spent token shown again).
import type { Queryable } from './db';

export async function insertRefreshToken(
  db: Queryable,
  t: { tokenHash: string; memberId: number; brandId: number; chain: string; sessionHash: string; expiresAt: Date },
): Promise<void> {
  await db.query('insert into member_refresh_tokens (token_hash, member_id, brand_id, chain, session_hash, expires_at) values ($1, $2, $3, $4, $5, $6)', [
    t.tokenHash,
    t.memberId,
    t.brandId,
    t.chain,
    t.sessionHash,
    t.expiresAt.toISOString(),
  ]);
}

export interface RefreshTokenRow {
  member_id: number;
  brand_id: number;
  chain: string;
  used_at: string | null;
  revoked_at: string | null;
  expired: boolean;
}

export async function findRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.query<RefreshTokenRow>(
    'select member_id, brand_id, chain, used_at, revoked_at, expires_at < now() as expired from member_refresh_tokens where token_hash = $1',
    [tokenHash],
  );
  return row;
}

/** Spends a refresh token: true for the one caller that spent it (not when spent or ended before). */
export async function spendRefreshToken(db: Queryable, tokenHash: string): Promise<boolean> {
  const [won] = await db.query('update member_refresh_tokens set used_at = now() where token_hash = $1 and used_at is null and revoked_at is null returning token_hash', [tokenHash]);
  return won !== undefined;
}

/** The sessions (digests) a chain opened. */
export async function sessionsOfChain(db: Queryable, chain: string): Promise<string[]> {
  const rows = await db.query<{ session_hash: string }>('select session_hash from member_refresh_tokens where chain = $1', [chain]);
  return rows.map((r) => r.session_hash);
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

/** Ends every session and refresh token of the member, but for the chain of `keep` (a session digest). */
export async function endMemberSessions(db: Queryable, memberId: number, keep?: string): Promise<void> {
  const kept = keep
    ? (await db.query<{ session_hash: string }>('select session_hash from member_refresh_tokens where chain in (select chain from member_refresh_tokens where session_hash = $1)', [keep]))
        .map((r) => r.session_hash)
        .concat(keep)
    : [];
  await db.query('update member_sessions set revoked_at = now() where member_id = $1 and revoked_at is null and not (token_hash = any($2::text[]))', [memberId, kept]);
  await db.query('update member_refresh_tokens set revoked_at = now() where member_id = $1 and revoked_at is null and not (session_hash = any($2::text[]))', [memberId, kept]);
}
