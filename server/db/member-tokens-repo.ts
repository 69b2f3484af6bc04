// The one-use links members are mailed (document 2 §7.7): confirming a sign-up or a changed
// address, and resetting a password. Stored as digests only, with what the link carries (where to
// go after, the chatbot user a sign-up in a chat links, a later sign-up's own details).
import type { Queryable } from './db';

export type MemberTokenKind = 'confirm' | 'reset_password' | 'email_update';

/** What a sign-up chose, kept with its confirmation link when the address already waits for one. */
export interface SignUpDetails {
  password_hash: string;
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  locale: string;
  profile: Record<string, unknown>;
  program_id: number | null;
  rank_id: number | null;
}

export interface NewMemberToken {
  tokenHash: string;
  memberId: number;
  kind: MemberTokenKind;
  redirectUrl: string | null;
  newEmail: string | null;
  expiresAt: Date;
  chatbotUserId: string | null;
  signUp: SignUpDetails | null;
  contested: boolean;
}

export async function insertMemberToken(db: Queryable, t: NewMemberToken): Promise<void> {
  await db.query(
    'insert into member_tokens (token_hash, member_id, kind, redirect_url, new_email, expires_at, chatbot_user_id, sign_up, contested) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)',
    [t.tokenHash, t.memberId, t.kind, t.redirectUrl, t.newEmail, t.expiresAt.toISOString(), t.chatbotUserId, t.signUp ? JSON.stringify(t.signUp) : null, t.contested],
  );
}

/** Marks the member's open confirmation links contested; whether there was any. */
export async function contestOpenConfirmations(db: Queryable, memberId: number): Promise<boolean> {
  const open = await db.query(
    `update member_tokens set contested = true where member_id = $1 and kind = 'confirm' and used_at is null and expires_at > now() returning token_hash`,
    [memberId],
  );
  return open.length > 0;
}

/** A confirmation link (a sign-up's or a changed address's), with its member. */
export interface MailedLink {
  member_id: number;
  kind: 'confirm' | 'email_update';
  expired: boolean;
  used_at: string | null;
  redirect_url: string | null;
  new_email: string | null;
  confirmed_at: string | null;
  brand_id: number;
  deleted_at: string | null;
  chatbot_user_id: string | null;
  sign_up: SignUpDetails | null;
  contested: boolean;
  email: string;
  locale: string;
}

export async function findConfirmationLink(db: Queryable, tokenHash: string): Promise<MailedLink | undefined> {
  const [row] = await db.query<MailedLink>(
    `select t.member_id, t.kind, t.expires_at < now() as expired, t.used_at, t.redirect_url, t.new_email, m.confirmed_at, m.brand_id, m.deleted_at, t.chatbot_user_id,
            t.sign_up, t.contested, m.email, m.locale
       from member_tokens t join members m on m.id = t.member_id where t.token_hash = $1 and t.kind in ('confirm', 'email_update')`,
    [tokenHash],
  );
  return row;
}

/** Spends a link: true for the one caller that spent it. */
export async function spendMemberToken(db: Queryable, tokenHash: string): Promise<boolean> {
  const [spent] = await db.query('update member_tokens set used_at = now() where token_hash = $1 and used_at is null returning token_hash', [tokenHash]);
  return spent !== undefined;
}

/** Spends every open link of a kind the member has. */
export async function spendOpenTokensOf(db: Queryable, memberId: number, kind: MemberTokenKind): Promise<void> {
  await db.query('update member_tokens set used_at = now() where member_id = $1 and kind = $2 and used_at is null', [memberId, kind]);
}

/** The newest sign-up's link of a member, with what it chose; contested once two sign-ups waited. */
export async function lastConfirmationOf(
  db: Queryable,
  memberId: number,
): Promise<{ redirect_url: string | null; chatbot_user_id: string | null; sign_up: SignUpDetails | null; contested: boolean } | undefined> {
  const [last] = await db.query<{ redirect_url: string | null; chatbot_user_id: string | null; sign_up: SignUpDetails | null; contested: boolean }>(
    `select redirect_url, chatbot_user_id, sign_up,
            exists (select 1 from member_tokens c where c.member_id = $1 and c.kind = 'confirm' and c.contested) as contested
       from member_tokens where member_id = $1 and kind = 'confirm' order by created_at desc limit 1`,
    [memberId],
  );
  return last;
}

/** A password reset link of a member not deleted, with the member's brand and address. */
export async function findResetLink(
  db: Queryable,
  tokenHash: string,
): Promise<{ member_id: number; expired: boolean; used_at: string | null; brand_id: number; email: string } | undefined> {
  const [row] = await db.query<{ member_id: number; expired: boolean; used_at: string | null; brand_id: number; email: string }>(
    `select t.member_id, t.expires_at < now() as expired, t.used_at, m.brand_id, m.email from member_tokens t join members m on m.id = t.member_id
      where t.token_hash = $1 and t.kind = 'reset_password' and m.deleted_at is null`,
    [tokenHash],
  );
  return row;
}
