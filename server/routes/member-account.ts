// The member's account (document 2 §7.7 update, update_email, cancel, program, switch; programs by
// id and by brand; document 1 §4 "a changed email is pending verification until confirmed", §5
// "profile update is allowed only for a signed-in user who is not a custom provider user and whose
// program has update_member_profile_enabled").
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  CATALOGUE,
  CancelMembershipRequestSchema,
  HotelRefSchema,
  LocaleQuerySchema,
  MEMBER_ERRORS,
  MemberUpdateRequestSchema,
  ProgramQuerySchema,
  SwitchProgramRequestSchema,
  UpdateEmailRequestSchema,
  type CancelMembershipAnswerSchema,
  type MemberAnswerSchema,
  type MembershipProgram,
  type MembershipProgramAnswerSchema,
  type MembershipProgramsAnswerSchema,
  type Translations,
  type UpdateEmailAnswerSchema,
} from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import type { Queryable } from '../db/db';
import { findMemberById, toUser } from '../db/identity-repo';
import { sendMemberMail } from '../mail/member-mail';
import { requireClientSession, requireHotel } from '../http/guards';
import { endMemberSessions, requireMember } from './member-session';
import { checkCurrentPassword, checkNames, checkReceivable, forgetSignInFailures, parseMemberInput } from './membership';
import { issueMemberToken, widgetLink } from '../services/member-links';

const EMAIL_CHANGE_HOURS = 24;

interface ProgramRow {
  id: number;
  code: string;
  name: Translations;
  settings: { point_program_enabled?: unknown; update_member_profile_enabled?: unknown; additional_tiers_attributes?: unknown };
  brand_id: number;
  ranks: { id: number; code: string; name: Translations; position: number; discount_percent: number; benefits: Record<string, unknown> }[];
}

const PROGRAM_SELECT = `
  select p.id, p.code, p.name, p.settings, p.brand_id,
         coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'position', r.position,
                                                     'discount_percent', r.discount_percent, 'benefits', r.benefits) order by r.position)
                     from membership_ranks r where r.program_id = p.id), '[]'::json) as ranks
    from membership_programs p`;

const translated = (t: Translations, locale: string, fallback: string) => t[locale as keyof Translations] ?? t.en ?? fallback;
const BenefitValue = z.union([z.number(), z.boolean(), z.string()]);
const TierSchema = z.looseObject({ code: z.string(), is_active: z.boolean(), translations: z.record(z.string(), z.string()) });

function toProgram(row: ProgramRow, locale: string): MembershipProgram {
  const tiers = Array.isArray(row.settings.additional_tiers_attributes) ? row.settings.additional_tiers_attributes : [];
  return {
    id: row.id,
    code: row.code,
    name: translated(row.name, locale, row.code),
    translations: row.name,
    hotel_brand_id: row.brand_id,
    point_program_enabled: row.settings.point_program_enabled === true,
    update_member_profile_enabled: row.settings.update_member_profile_enabled === true,
    additional_tiers_attributes: tiers.flatMap((t) => {
      const parsed = TierSchema.safeParse(t);
      return parsed.success ? [parsed.data] : [];
    }),
    ranks: row.ranks.map((r) => ({
      id: r.id,
      code: r.code,
      name: translated(r.name, locale, r.code),
      translations: r.name,
      position: r.position,
      discount_percent: r.discount_percent,
      benefits: Object.fromEntries(Object.entries(r.benefits ?? {}).filter(([, v]) => BenefitValue.safeParse(v).success)) as Record<string, number | boolean | string>,
    })),
  };
}

async function programOfBrand(db: Queryable, brandId: number, programId: number): Promise<ProgramRow> {
  const [row] = await db.query<ProgramRow>(`${PROGRAM_SELECT} where p.id = $1 and p.brand_id = $2`, [programId, brandId]);
  if (!row) throw new ApiError(404, CATALOGUE.INVALID.code, 'Not Found', `${MEMBER_ERRORS.programNotFound}: no such program for this hotel`, 'program_id');
  return row;
}

const IdParamsSchema = z.object({ id: z.string().check(z.regex(/^\d{1,9}$/, 'must be a program id')) });
const BrandParamsSchema = z.object({ brand: HotelRefSchema });

/** The profile fields the update call may set, kept in members.profile. */
const PROFILE_KEYS = [
  'first_name_kanji', 'last_name_kanji', 'dob', 'gender', 'nationality', 'occupation', 'phone', 'postal_code', 'prefecture_or_state',
  'street_address', 'building_name_and_number', 'receipt_title', 'receipt_unicode', 'promotion_email_opt_in',
] as const;

export async function memberAccountRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  app.put('/hotels/:hotel/memberships/update', async (req): Promise<z.infer<typeof MemberAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const body = parseInput(MemberUpdateRequestSchema, req.body, 'body');
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    if (!toUser(member, 'en').profile_update_allowed) {
      throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', `${MEMBER_ERRORS.profileUpdateNotAllowed}: this account's details cannot be changed here`);
    }
    const locale = body.locale ?? member.locale ?? 'en';
    checkNames({ first_name: body.first_name, last_name: body.last_name, first_name_kanji: body.first_name_kanji, last_name_kanji: body.last_name_kanji }, locale);
    const profile: Record<string, unknown> = {};
    for (const key of PROFILE_KEYS) if (body[key] !== undefined) profile[key] = body[key] === '' ? null : body[key];
    // The old name of the opt-in goes with the first update that sets the new one.
    const drop = body.promotion_email_opt_in !== undefined ? 'promotion_email' : '';
    await app.db.query(
      `update members set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              first_name_kana = case when $4::boolean then $5 else first_name_kana end,
              last_name_kana = case when $6::boolean then $7 else last_name_kana end,
              locale = coalesce($8, locale), profile = (profile - $10::text) || $9::jsonb
        where id = $1`,
      [memberId, body.first_name ?? null, body.last_name ?? null, body.first_name_kana !== undefined, body.first_name_kana || null,
       body.last_name_kana !== undefined, body.last_name_kana || null, body.locale ?? null, JSON.stringify(profile), drop],
    );
    const updated = await findMemberById(app.db, memberId);
    return { data: toUser(updated!, updated!.locale ?? 'en') };
  });

  app.put('/hotels/:hotel/memberships/update_email', async (req): Promise<z.infer<typeof UpdateEmailAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const body = parseMemberInput(UpdateEmailRequestSchema, req.body, 'body');
    checkReceivable(body.email);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    await checkCurrentPassword(app.db, memberId, body.current_password);
    if (member.email.toLowerCase() === body.email.toLowerCase()) throw fail.badRequest('email is already the address of this account', 'email');
    const [taken] = await app.db.query('select id from members where brand_id = $1 and lower(email) = lower($2) and deleted_at is null', [hotel.brand_id, body.email]);
    await app.db.query(`update members set pending_email = $2 where id = $1`, [memberId, body.email]);
    // Earlier change links die: only the newest address can be confirmed.
    await app.db.query(`update member_tokens set used_at = now() where member_id = $1 and kind = 'email_update' and used_at is null`, [memberId]);
    if (taken) {
      // The same answer: whether the address has an account is not told. Its owner hears of it.
      await sendMemberMail(app.db, body.email, body.locale, 'email_taken', widgetLink(app, hotel, '/sign-in', {}));
    } else {
      const token = await issueMemberToken(app.db, memberId, 'email_update', EMAIL_CHANGE_HOURS * 60, { newEmail: body.email });
      await sendMemberMail(app.db, body.email, body.locale, 'email_change', widgetLink(app, hotel, '/member-confirmation', { confirmation_token: token, email_update: 'true' }));
    }
    await sendMemberMail(app.db, member.email, body.locale, 'email_change_notice', widgetLink(app, hotel, '/forgot-password', {}));
    return { data: { status: 'pending', pending_email: body.email } };
  });

  /** Account deletion: every session ends, personal details are erased, the address is free again. */
  app.post('/hotels/:hotel/memberships/cancel', async (req): Promise<z.infer<typeof CancelMembershipAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const body = parseInput(CancelMembershipRequestSchema, req.body ?? {}, 'body');
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    await checkCurrentPassword(app.db, memberId, body.current_password);
    await app.db.transaction(async (tx) => {
      await endMemberSessions(tx, memberId);
      for (const table of ['member_identities', 'line_accounts', 'chatbot_links', 'member_tokens', 'password_history', 'one_time_tokens']) {
        await tx.query(`delete from ${table} where member_id = $1`, [memberId]);
      }
      await forgetSignInFailures(tx, hotel.brand_id, member.email);
      await tx.query(
        `update members set email = 'deleted-' || id || '@deleted.invalid', password_hash = null, first_name = '', last_name = '',
                first_name_kana = null, last_name_kana = null, profile = $2::jsonb, pending_email = null, membership_id = null,
                points_balance = 0, deleted_at = now()
          where id = $1`,
        [memberId, JSON.stringify(body.reason ? { deletion_reason: body.reason } : {})],
      );
    });
    req.log.info({ member_id: memberId }, 'member account deleted');
    await sendMemberMail(app.db, member.email, body.locale, 'deleted', widgetLink(app, hotel, '/sign-up', {}));
    return { data: { deleted: true } };
  });

  /** The signed-in member's program (or another program of the brand, by id). */
  app.get('/hotels/:hotel/memberships/program', async (req): Promise<z.infer<typeof MembershipProgramAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(ProgramQuerySchema, req.query, 'query');
    const { memberId } = await requireMember(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    const programId = q.program_id ?? member.program_id;
    if (programId === null) throw new ApiError(404, CATALOGUE.INVALID.code, 'Not Found', `${MEMBER_ERRORS.programNotFound}: this member belongs to no program`, 'program_id');
    return { data: toProgram(await programOfBrand(app.db, hotel.brand_id, programId), q.locale ?? member.locale ?? 'en') };
  });

  app.put('/hotels/:hotel/memberships/switch', async (req): Promise<z.infer<typeof MemberAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const body = parseInput(SwitchProgramRequestSchema, req.body, 'body');
    const program = await programOfBrand(app.db, hotel.brand_id, body.program_id);
    const firstRank = program.ranks[0]?.id ?? null;
    await app.db.query('update members set program_id = $2, rank_id = $3 where id = $1 and program_id is distinct from $2', [memberId, program.id, firstRank]);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    return { data: toUser(member, member.locale ?? 'en') };
  });

  app.get('/membership_programs/:id', async (req): Promise<z.infer<typeof MembershipProgramAnswerSchema>> => {
    const { id } = parseInput(IdParamsSchema, req.params, 'params');
    const q = parseInput(LocaleQuerySchema, req.query, 'query');
    const [row] = await app.db.query<ProgramRow>(`${PROGRAM_SELECT} where p.id = $1`, [Number(id)]);
    if (!row) throw fail.notFound(`${MEMBER_ERRORS.programNotFound}: no program ${id}`);
    return { data: toProgram(row, q.locale ?? 'en') };
  });

  app.get('/hotel_brands/:brand/membership_programs', async (req): Promise<z.infer<typeof MembershipProgramsAnswerSchema>> => {
    const { brand } = parseInput(BrandParamsSchema, req.params, 'params');
    const q = parseInput(LocaleQuerySchema, req.query, 'query');
    const [found] = await app.db.query<{ id: number }>('select id from hotel_brands where code = $1 or ($2::int is not null and id = $2)', [
      brand,
      /^\d{1,9}$/.test(brand) ? Number(brand) : null,
    ]);
    if (!found) throw fail.notFound(`No hotel brand ${brand}`);
    const rows = await app.db.query<ProgramRow>(`${PROGRAM_SELECT} where p.brand_id = $1 order by p.id`, [found.id]);
    return { data: rows.map((r) => toProgram(r, q.locale ?? 'en')) };
  });
}
