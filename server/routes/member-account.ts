// The member's account (document 2 §7.7 update, update_email, cancel, program, switch; programs by
// id and by brand; document 1 §4 "a changed email is pending verification until confirmed", §5
// "profile update is allowed only for a signed-in user who is not a custom provider user and whose
// program has update_member_profile_enabled").
import type { FastifyInstance } from 'fastify';
import { INVALID, MEMBER_ERRORS } from '../../contract';
import {
  cancelMembership,
  getMembershipProgram,
  getMembershipProgramById,
  listBrandMembershipPrograms,
  switchMembershipProgram,
  updateMember,
  updateMemberEmail,
} from '../../contract/endpoints/membership';
import { ApiError, fail } from '../errors';
import { findMemberById, toUser } from '../db/identity-repo';
import { addressHasAccount, setPendingEmail, switchProgram, updateProfile } from '../db/member-accounts-repo';
import { spendOpenTokensOf } from '../db/member-tokens-repo';
import { brandIdOf, programById, programsOfBrand } from '../db/programs-repo';
import { sendMemberMail } from '../mail/member-mail';
import { requireClientSession, requireHotel } from '../http/guards';
import { requireMember } from '../http/member';
import { route } from '../http/route';
import { checkCurrentPassword, checkNames, checkReceivable } from '../services/member-checks';
import { sendEmailChange, widgetLink } from '../services/member-links';
import { deleteAccount } from '../services/member-accounts';
import { programNotFound, requireProgramOfBrand, toProgram } from '../services/programs';

const EMAIL_CHANGE_HOURS = 24;

/** The profile fields the update call may set, kept in members.profile. */
const PROFILE_KEYS = [
  'first_name_kanji', 'last_name_kanji', 'dob', 'gender', 'nationality', 'occupation', 'phone', 'postal_code', 'prefecture_or_state',
  'street_address', 'building_name_and_number', 'receipt_title', 'receipt_unicode', 'promotion_email_opt_in',
] as const;

export async function memberAccountRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  route(app, updateMember, async ({ body }, req) => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    if (!toUser(member, 'en').profile_update_allowed) {
      throw new ApiError(403, INVALID.code, 'Forbidden', `${MEMBER_ERRORS.profileUpdateNotAllowed}: this account's details cannot be changed here`);
    }
    const locale = body.locale ?? member.locale ?? 'en';
    checkNames({ first_name: body.first_name, last_name: body.last_name, first_name_kanji: body.first_name_kanji, last_name_kanji: body.last_name_kanji }, locale);
    const profile: Record<string, unknown> = {};
    for (const key of PROFILE_KEYS) if (body[key] !== undefined) profile[key] = body[key] === '' ? null : body[key];
    await updateProfile(app.db, memberId, {
      firstName: body.first_name ?? null,
      lastName: body.last_name ?? null,
      firstNameKana: body.first_name_kana === undefined ? undefined : body.first_name_kana || null,
      lastNameKana: body.last_name_kana === undefined ? undefined : body.last_name_kana || null,
      locale: body.locale ?? null,
      profile,
      // The old name of the opt-in goes with the first update that sets the new one.
      drop: body.promotion_email_opt_in !== undefined ? 'promotion_email' : '',
    });
    const updated = await findMemberById(app.db, memberId);
    return { data: toUser(updated!, updated!.locale ?? 'en') };
  });

  route(app, updateMemberEmail, async ({ body }, req) => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    checkReceivable(body.email);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    await checkCurrentPassword(app.db, memberId, body.current_password);
    if (member.email.toLowerCase() === body.email.toLowerCase()) throw fail.badRequest('email is already the address of this account', 'email');
    const taken = await addressHasAccount(app.db, hotel.brand_id, body.email);
    await setPendingEmail(app.db, memberId, body.email);
    // Earlier change links die: only the newest address can be confirmed.
    await spendOpenTokensOf(app.db, memberId, 'email_update');
    if (taken) {
      // The same answer: whether the address has an account is not told. Its owner hears of it.
      await sendMemberMail(app.db, body.email, body.locale, 'email_taken', widgetLink(app, hotel, '/sign-in', {}));
    } else {
      await sendEmailChange(app, hotel, memberId, body.email, body.locale, EMAIL_CHANGE_HOURS);
    }
    await sendMemberMail(app.db, member.email, body.locale, 'email_change_notice', widgetLink(app, hotel, '/forgot-password', {}));
    return { data: { status: 'pending' as const, pending_email: body.email } };
  });

  /** Account deletion: every session ends, personal details are erased, the address is free again. */
  route(app, cancelMembership, async ({ body }, req) => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    await checkCurrentPassword(app.db, memberId, body.current_password);
    await deleteAccount(app.db, hotel, member, body.reason);
    req.log.info({ member_id: memberId }, 'member account deleted');
    await sendMemberMail(app.db, member.email, body.locale, 'deleted', widgetLink(app, hotel, '/sign-up', {}));
    return { data: { deleted: true as const } };
  });

  /** The signed-in member's program (or another program of the brand, by id). */
  route(app, getMembershipProgram, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    const programId = q.program_id ?? member.program_id;
    if (programId === null) throw programNotFound('this member belongs to no program');
    return { data: toProgram(await requireProgramOfBrand(app.db, hotel.brand_id, programId), q.locale ?? member.locale ?? 'en') };
  });

  route(app, switchMembershipProgram, async ({ body }, req) => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const program = await requireProgramOfBrand(app.db, hotel.brand_id, body.program_id);
    await switchProgram(app.db, memberId, program.id, program.ranks[0]?.id ?? null);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    return { data: toUser(member, member.locale ?? 'en') };
  });

  route(app, getMembershipProgramById, async ({ params, query: q }) => {
    const row = await programById(app.db, Number(params.id));
    if (!row) throw fail.notFound(`${MEMBER_ERRORS.programNotFound}: no program ${params.id}`);
    return { data: toProgram(row, q.locale ?? 'en') };
  });

  route(app, listBrandMembershipPrograms, async ({ params, query: q }) => {
    const brandId = await brandIdOf(app.db, params.id);
    if (brandId === undefined) throw fail.notFound(`No hotel brand ${params.id}`);
    const rows = await programsOfBrand(app.db, brandId);
    return { data: rows.map((r) => toProgram(r, q.locale ?? 'en')) };
  });
}
