// Client applications and sessions; members, their sessions and one-time tokens. Tokens are
// stored only as SHA-256 digests: the database never holds a usable token.
import type { Queryable } from './db';
import { randomToken, sha256 } from '../auth/crypto';
import { cachePerDb } from '../cache';
import { joinableProgram } from './programs-repo';
import { GENDERS, type MemberProfile, type MemberProvider, type User } from '../../contract';
import { localised } from '../../contract/rules/localised';

export async function findClientApp(db: Queryable, key: string): Promise<{ id: number; secret_hash: string } | undefined> {
  const [row] = await db.query<{ id: number; secret_hash: string }>('select id, secret_hash from client_apps where key = $1', [key]);
  return row;
}

export async function createClientSession(db: Queryable, clientAppId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query('insert into client_sessions (token_hash, client_app_id, expires_at) values ($1, $2, $3)', [
    sha256(token),
    clientAppId,
    expiresAt.toISOString(),
  ]);
  // Expired sessions are of no use to anyone: drop a few on the way.
  await db.query(`delete from client_sessions where token_hash in (select token_hash from client_sessions where expires_at < now() - interval '1 day' limit 100)`);
  return { token, expiresAt };
}

// A valid client session stays valid until it expires: remember it for a minute at most.
const validSessions = cachePerDb<string, true>(60_000, 10_000);

export async function isClientSessionValid(db: Queryable, token: string): Promise<boolean> {
  const hash = sha256(token);
  if (validSessions(db).get(hash)) return true;
  const [row] = await db.query<{ ms: number }>(
    'select extract(epoch from (expires_at - now())) * 1000 as ms from client_sessions where token_hash = $1 and expires_at > now()',
    [hash],
  );
  if (!row) return false;
  validSessions(db).set(hash, true, Math.min(60_000, Number(row.ms)));
  return true;
}

interface MemberRow {
  id: number;
  confirmed_at: string | null;
  brand_id: number;
  membership_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  locale: User['locale'];
  provider: User['provider'];
  program_id: number | null;
  rank_id: number | null;
  rank_code: string | null;
  rank_name: Record<string, string> | null;
  organization_id: number | null;
  organization_name: string | null;
  organization_display_name: string | null;
  organization_role: string | null;
  point_program_enabled: boolean | null;
  profile: Record<string, unknown> | null;
  pending_email: string | null;
  update_member_profile_enabled: boolean | null;
  other_program_ids: number[] | null;
  has_password: boolean;
}

const MEMBER_SELECT = `
  select m.id, m.confirmed_at, m.brand_id, m.membership_id, m.email, m.first_name, m.last_name, m.first_name_kana, m.last_name_kana,
         m.locale, m.provider, m.program_id, m.rank_id, r.code as rank_code, r.name as rank_name,
         m.organization_id, o.name as organization_name, o.display_name as organization_display_name, m.organization_role,
         coalesce((p.settings->>'point_program_enabled')::boolean, false) as point_program_enabled,
         m.profile, m.pending_email, coalesce((p.settings->>'update_member_profile_enabled')::boolean, false) as update_member_profile_enabled,
         (select coalesce(json_agg(o.id order by o.id), '[]'::json) from membership_programs o where o.brand_id = m.brand_id and o.id is distinct from m.program_id) as other_program_ids,
         m.password_hash is not null as has_password
    from members m
    left join membership_ranks r on r.id = m.rank_id
    left join membership_programs p on p.id = m.program_id
    left join organizations o on o.id = m.organization_id`;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const GENDER_VALUES: readonly string[] = GENDERS;

/** The profile as the wire has it; older rows named the opt-in promotion_email. */
export function profileOf(raw: Record<string, unknown> | null): MemberProfile {
  const p = raw ?? {};
  const gender = text(p.gender);
  return {
    first_name_kanji: text(p.first_name_kanji),
    last_name_kanji: text(p.last_name_kanji),
    dob: text(p.dob),
    gender: gender && GENDER_VALUES.includes(gender) ? (gender as MemberProfile['gender']) : null,
    nationality: text(p.nationality),
    occupation: text(p.occupation),
    phone: text(p.phone),
    postal_code: text(p.postal_code),
    prefecture_or_state: text(p.prefecture_or_state),
    street_address: text(p.street_address),
    building_name_and_number: text(p.building_name_and_number),
    receipt_title: text(p.receipt_title),
    receipt_unicode: text(p.receipt_unicode),
    promotion_email_opt_in: p.promotion_email_opt_in === true || (p.promotion_email_opt_in === undefined && p.promotion_email === true),
  };
}

export type { MemberRow };

export function toUser(row: MemberRow, locale: string): User {
  return {
    id: row.id,
    membership_id: row.membership_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    first_name_kana: row.first_name_kana,
    last_name_kana: row.last_name_kana,
    locale: row.locale,
    provider: row.provider,
    program_id: row.program_id,
    rank_id: row.rank_id,
    rank: row.rank_code ? { code: row.rank_code, name: localised(row.rank_name, locale, row.rank_code) } : null,
    hotel_brand_id: row.brand_id,
    organization:
      row.organization_id !== null
        ? { id: row.organization_id, name: row.organization_name ?? '', display_name: row.organization_display_name ?? '' }
        : null,
    organization_role: row.organization_role,
    point_program_enabled: row.point_program_enabled ?? false,
    profile: profileOf(row.profile),
    pending_email: row.pending_email,
    non_signed_in_program_ids: row.other_program_ids ?? [],
    social: row.provider === 'facebook' || row.provider === 'line',
    profile_update_allowed: row.provider !== 'custom' && row.update_member_profile_enabled === true,
  };
}

export async function findMemberByEmail(db: Queryable, brandId: number, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.query<MemberRow>(`${MEMBER_SELECT} where m.brand_id = $1 and lower(m.email) = lower($2) and m.deleted_at is null`, [brandId, email]);
  return row;
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.query<MemberRow>(`${MEMBER_SELECT} where m.id = $1 and m.deleted_at is null`, [id]);
  return row;
}

const MEMBER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A member made by a sign-in provider (LINE, Facebook, single sign-on), with no password. Its
 * address is confirmed at once only when the provider itself vouched for that very address
 * (`verifiedEmail`, compared without case); a typed one waits for its confirmation link. It joins
 * the brand's first program at its first rank. Returns the id.
 */
export async function insertProviderMember(
  tx: Queryable,
  brandId: number,
  m: { email: string; firstName: string; lastName: string; locale: string; provider: MemberProvider },
  verifiedEmail: string | null | undefined,
): Promise<{ id: number; confirmed: boolean }> {
  const confirmed = !!verifiedEmail && verifiedEmail.trim().toLowerCase() === m.email.trim().toLowerCase();
  const program = await joinableProgram(tx, brandId);
  const [row] = await tx.query<{ id: number }>(
    `insert into members (brand_id, email, first_name, last_name, locale, provider, program_id, rank_id, confirmed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, case when $9 then now() end) returning id`,
    [brandId, m.email, m.firstName, m.lastName, m.locale, m.provider, program?.id ?? null, program?.rank_id ?? null, confirmed],
  );
  // Confirmed from the start: the membership number comes with the account (else with the link).
  if (confirmed) await tx.query('update members set membership_id = $2 where id = $1', [row!.id, membershipNumber(row!.id)]);
  return { id: row!.id, confirmed };
}

/** A member's membership number, made from the account's id once it is confirmed. */
export function membershipNumber(id: number): string {
  return `YM-${String(id).padStart(9, '0')}`;
}

export async function createMemberSession(
  db: Queryable,
  memberId: number,
  brandId: number,
  hotelId: number | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + MEMBER_SESSION_TTL_MS);
  await db.query('insert into member_sessions (token_hash, member_id, brand_id, hotel_id, expires_at) values ($1, $2, $3, $4, $5)', [
    sha256(token),
    memberId,
    brandId,
    hotelId,
    expiresAt.toISOString(),
  ]);
  return { token, expiresAt };
}

export async function findMemberSession(db: Queryable, token: string): Promise<{ member_id: number; brand_id: number; hotel_id: number | null } | undefined> {
  const [row] = await db.query<{ member_id: number; brand_id: number; hotel_id: number | null }>(
    'select member_id, brand_id, hotel_id from member_sessions where token_hash = $1 and revoked_at is null and expires_at > now()',
    [sha256(token)],
  );
  return row;
}

export async function createOneTimeToken(db: Queryable, memberId: number, brandId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query('insert into one_time_tokens (token_hash, member_id, brand_id, expires_at) values ($1, $2, $3, $4)', [
    sha256(token),
    memberId,
    brandId,
    expiresAt.toISOString(),
  ]);
  return { token, expiresAt };
}

export type OneTimeTokenOutcome =
  | { kind: 'ok'; memberId: number; brandId: number }
  | { kind: 'not_found' }
  | { kind: 'spent' };

/** Spends a one-time token: the first caller wins, every later one learns it was spent. */
export async function spendOneTimeToken(db: Queryable, token: string): Promise<OneTimeTokenOutcome> {
  const hash = sha256(token);
  const [won] = await db.query<{ member_id: number; brand_id: number }>(
    `update one_time_tokens set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning member_id, brand_id`,
    [hash],
  );
  if (won) return { kind: 'ok', memberId: won.member_id, brandId: won.brand_id };
  const [seen] = await db.query<{ used_at: string | null }>('select used_at from one_time_tokens where token_hash = $1', [hash]);
  return seen?.used_at ? { kind: 'spent' } : { kind: 'not_found' };
}

/** The percentage the member's rank takes off members' rates (0 without a rank). */
export async function memberRankDiscount(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ discount_percent: number }>(
    'select r.discount_percent from members m join membership_ranks r on r.id = m.rank_id where m.id = $1 and m.deleted_at is null',
    [memberId],
  );
  return row?.discount_percent ?? 0;
}

/** The brand a one-time token belongs to, spent or not (undefined when there is no such token). */
export async function oneTimeTokenBrand(db: Queryable, token: string): Promise<number | undefined> {
  const [owner] = await db.query<{ brand_id: number }>('select brand_id from one_time_tokens where token_hash = $1', [sha256(token)]);
  return owner?.brand_id;
}
