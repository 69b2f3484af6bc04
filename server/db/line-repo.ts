// LINE users linked to members (one per brand and LINE user), and the one-use states of LINE Login.
import type { LineIdClaims } from '../../contract';
import type { Queryable } from './db';

export async function findLineAccount(db: Queryable, brandId: number, lineUserId: string): Promise<{ id: number; member_id: number } | undefined> {
  const [linked] = await db.query<{ id: number; member_id: number }>('select id, member_id from line_accounts where brand_id = $1 and line_user_id = $2', [brandId, lineUserId]);
  return linked;
}

/** A sign-in by the linked LINE user: when, and the display name LINE gave (if it gave one). */
export async function touchLineAccount(db: Queryable, accountId: number, displayName: string | null): Promise<void> {
  await db.query('update line_accounts set last_sign_in_at = now(), display_name = coalesce($2, display_name) where id = $1', [accountId, displayName]);
}

export async function insertLineAccount(
  db: Queryable,
  a: { brandId: number; channelId: string; lineUserId: string; memberId: number; displayName: string | null; pictureUrl: string | null },
): Promise<void> {
  await db.query('insert into line_accounts (brand_id, channel_id, line_user_id, member_id, display_name, picture_url) values ($1, $2, $3, $4, $5, $6)', [
    a.brandId,
    a.channelId,
    a.lineUserId,
    a.memberId,
    a.displayName,
    a.pictureUrl,
  ]);
}

/** The chatbot user the LINE user came from last. */
export async function setLineChatbotUser(db: Queryable, brandId: number, lineUserId: string, chatbotUserId: string): Promise<void> {
  await db.query('update line_accounts set chatbot_user_id = $3 where brand_id = $1 and line_user_id = $2', [brandId, lineUserId, chatbotUserId]);
}

export async function insertLineLoginState(db: Queryable, s: { stateHash: string; hotelId: number; redirectPath: string; expiresAt: Date }): Promise<void> {
  await db.query('insert into line_login_states (state_hash, hotel_id, redirect_path, expires_at) values ($1, $2, $3, $4)', [
    s.stateHash,
    s.hotelId,
    s.redirectPath,
    s.expiresAt.toISOString(),
  ]);
}

export interface LineLoginState {
  hotel_id: number;
  used_at: string | null;
  expired: boolean;
  code_hash: string | null;
  claims: LineIdClaims | null;
}

export async function findLineLoginState(db: Queryable, stateHash: string): Promise<LineLoginState | undefined> {
  const [state] = await db.query<LineLoginState>('select hotel_id, used_at, expires_at < now() as expired, code_hash, claims from line_login_states where state_hash = $1', [stateHash]);
  return state;
}

/** Spends a state: true for the one caller that spent it. */
export async function spendLineLoginState(db: Queryable, stateHash: string): Promise<boolean> {
  const [won] = await db.query('update line_login_states set used_at = now() where state_hash = $1 and used_at is null returning state_hash', [stateHash]);
  return won !== undefined;
}

/**
 * After a needs_profile answer the state keeps the code (a digest) and the LINE user it verified,
 * so that the sign-up details can follow with the same code; otherwise it keeps neither.
 */
export async function keepLineLoginClaims(db: Queryable, stateHash: string, codeHash: string | null, claims: LineIdClaims | null): Promise<void> {
  await db.query('update line_login_states set code_hash = $2, claims = $3::jsonb where state_hash = $1', [stateHash, codeHash, claims ? JSON.stringify(claims) : null]);
}

/** An unused, fresh state: its hotel's code and the path to come back to. */
export async function openLineLoginState(db: Queryable, stateHash: string): Promise<{ code: string; redirect_path: string } | undefined> {
  const [state] = await db.query<{ code: string; redirect_path: string }>(
    'select h.code, s.redirect_path from line_login_states s join hotels h on h.id = s.hotel_id where s.state_hash = $1 and s.used_at is null and s.expires_at > now()',
    [stateHash],
  );
  return state;
}
