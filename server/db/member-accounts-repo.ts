// Members' accounts as they change (document 2 §7.7): made by a sign-up, confirmed, their
// passwords and the earlier ones, their profile and address, their points, their deletion.
import type { Queryable } from './db';
import type { SignUpDetails } from './member-tokens-repo';

export interface SignUpMember {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  firstNameKana: string | null;
  lastNameKana: string | null;
  locale: string;
  programId: number | null;
  rankId: number | null;
  profile: Record<string, unknown>;
}

/** A member made by a sign-up, not confirmed yet. Returns the id. */
export async function insertSignUpMember(db: Queryable, brandId: number, m: SignUpMember): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into members (brand_id, email, password_hash, first_name, last_name, first_name_kana, last_name_kana, locale, program_id, rank_id, profile)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb) returning id`,
    [brandId, m.email, m.passwordHash, m.firstName, m.lastName, m.firstNameKana, m.lastNameKana, m.locale, m.programId, m.rankId, JSON.stringify(m.profile)],
  );
  return row!.id;
}

/** Keeps a password the member chose, so that it cannot come back soon. */
export async function addPasswordHistory(db: Queryable, memberId: number, passwordHash: string): Promise<void> {
  await db.query('insert into password_history (member_id, password_hash) values ($1, $2)', [memberId, passwordHash]);
}

/** The member's current password and the `earlier` newest before it (digests). */
export async function recentPasswordHashes(db: Queryable, memberId: number, earlier: number): Promise<string[]> {
  const rows = await db.query<{ password_hash: string }>(
    `select password_hash from members where id = $1 and password_hash is not null
     union all (select password_hash from password_history where member_id = $1 order by id desc limit $2)`,
    [memberId, earlier],
  );
  return rows.map((r) => r.password_hash);
}

/** What a password sign-in checks: the password (none for a provider's member or one the hotel made), the confirmation, the provider. */
export async function signInSecretOf(db: Queryable, memberId: number): Promise<{ password_hash: string | null; confirmed_at: string | null; provider: string | null } | undefined> {
  const [row] = await db.query<{ password_hash: string | null; confirmed_at: string | null; provider: string | null }>(
    'select password_hash, confirmed_at, provider from members where id = $1',
    [memberId],
  );
  return row;
}

/** A later sign-up's own details, now that its link is opened for an address that waited. */
export async function applySignUpDetails(db: Queryable, memberId: number, d: SignUpDetails): Promise<void> {
  await db.query(
    `update members set password_hash = $2, first_name = $3, last_name = $4, first_name_kana = $5, last_name_kana = $6, locale = $7, profile = profile || $8::jsonb,
            program_id = coalesce($9, program_id), rank_id = case when $9::int is null then rank_id else $10 end where id = $1`,
    [memberId, d.password_hash, d.first_name, d.last_name, d.first_name_kana, d.last_name_kana, d.locale, JSON.stringify(d.profile), d.program_id, d.rank_id],
  );
}

/** No password at all: two sign-ups chose one for the address, and its owner chooses anew. */
export async function clearPassword(db: Queryable, memberId: number): Promise<void> {
  await db.query('update members set password_hash = null where id = $1', [memberId]);
}

/** The address is confirmed; the membership number comes with it (kept if it had one). */
export async function markConfirmed(db: Queryable, memberId: number, membershipId: string): Promise<void> {
  await db.query('update members set confirmed_at = now(), membership_id = coalesce(membership_id, $2) where id = $1', [memberId, membershipId]);
}

/** A new password; `confirm` when a mailed link set it (it reached the address). */
export async function setPassword(db: Queryable, memberId: number, passwordHash: string, confirm: boolean): Promise<void> {
  await db.query(
    confirm
      ? 'update members set password_hash = $2, confirmed_at = coalesce(confirmed_at, now()) where id = $1'
      : 'update members set password_hash = $2 where id = $1',
    [memberId, passwordHash],
  );
}

/** Points to spend now, and the points gained in all (what ranks are reckoned by). */
export async function pointsOf(db: Queryable, memberId: number): Promise<{ total_point: number; ranking: number } | undefined> {
  const [row] = await db.query<{ total_point: number; ranking: number }>(
    `select m.points_balance as total_point, coalesce((select sum(amount) from point_transactions where member_id = m.id and kind = 'gained'), 0)::int as ranking
       from members m where m.id = $1`,
    [memberId],
  );
  return row;
}

export interface ProfileChange {
  firstName: string | null;
  lastName: string | null;
  /** Undefined leaves the kana as it is; null or a value sets it. */
  firstNameKana: string | null | undefined;
  lastNameKana: string | null | undefined;
  locale: string | null;
  /** Profile keys to set (null clears one). */
  profile: Record<string, unknown>;
  /** A profile key to drop (an older name of one set), or ''. */
  drop: string;
}

export async function updateProfile(db: Queryable, memberId: number, c: ProfileChange): Promise<void> {
  await db.query(
    `update members set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
            first_name_kana = case when $4::boolean then $5 else first_name_kana end,
            last_name_kana = case when $6::boolean then $7 else last_name_kana end,
            locale = coalesce($8, locale), profile = (profile - $10::text) || $9::jsonb
      where id = $1`,
    [memberId, c.firstName, c.lastName, c.firstNameKana !== undefined, c.firstNameKana ?? null, c.lastNameKana !== undefined, c.lastNameKana ?? null, c.locale, JSON.stringify(c.profile), c.drop],
  );
}

/** Whether an account of the brand (not deleted) has the address, in any case. */
export async function addressHasAccount(db: Queryable, brandId: number, email: string): Promise<boolean> {
  const [taken] = await db.query('select id from members where brand_id = $1 and lower(email) = lower($2) and deleted_at is null', [brandId, email]);
  return taken !== undefined;
}

/** Whether another member of the brand (deleted or not) has the address, in any case. */
export async function addressOfAnother(db: Queryable, brandId: number, email: string, memberId: number): Promise<boolean> {
  const [taken] = await db.query('select id from members where brand_id = $1 and lower(email) = lower($2) and id <> $3', [brandId, email, memberId]);
  return taken !== undefined;
}

/** A new address waits for its link. */
export async function setPendingEmail(db: Queryable, memberId: number, email: string): Promise<void> {
  await db.query('update members set pending_email = $2 where id = $1', [memberId, email]);
}

/** The changed address's link was opened: the address is the account's (no longer pending, if it was the one waiting). */
export async function changeEmail(db: Queryable, memberId: number, email: string): Promise<void> {
  await db.query(`update members set email = $2, pending_email = case when lower(pending_email) = lower($2) then null else pending_email end where id = $1`, [memberId, email]);
}

/**
 * Deletes an account: its links, identities and tokens go, its personal details are erased (the
 * reason kept, if given) and its address is free again. The sessions are ended apart.
 */
export async function eraseMember(db: Queryable, memberId: number, reason: string | undefined): Promise<void> {
  for (const table of ['member_identities', 'line_accounts', 'chatbot_links', 'member_tokens', 'password_history', 'one_time_tokens']) {
    await db.query(`delete from ${table} where member_id = $1`, [memberId]);
  }
  await db.query(
    `update members set email = 'deleted-' || id || '@deleted.invalid', password_hash = null, first_name = '', last_name = '',
            first_name_kana = null, last_name_kana = null, profile = $2::jsonb, pending_email = null, membership_id = null,
            points_balance = 0, deleted_at = now()
      where id = $1`,
    [memberId, JSON.stringify(reason ? { deletion_reason: reason } : {})],
  );
}

/** Moves the member to another program at the rank given (nothing changes when already in it). */
export async function switchProgram(db: Queryable, memberId: number, programId: number, rankId: number | null): Promise<void> {
  await db.query('update members set program_id = $2, rank_id = $3 where id = $1 and program_id is distinct from $2', [memberId, programId, rankId]);
}
