// Members (document 2 §7.7): sign-up (provisional until the e-mail is confirmed), its check and
// its mail again, confirm (sign-up and e-mail change links), sign-in (a new session every time;
// also the custom-code login of single sign-on), sign-out, the current member, points, password
// reset and change. The sign-in ceiling is server/services/sign-in.ts's.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CODES, INVALID, MEMBER_ERRORS } from '../../contract';
import { confirmSignUp, getMemberPoints, resendConfirmEmail, resendConfirmation, showMember, signUp, updatePassword, verifySignUp } from '../../contract/endpoints/membership';
import { signIn, signOut, startPasswordReset } from '../../contract/endpoints/sign-in';
import { signInChallenge } from '../../contract/endpoints/person-check';
import { ApiError, fail } from '../errors';
import { verifyChatbotAssertion } from '../auth/chatbot-assertion';
import { findMemberByEmail, findMemberById, toUser } from '../db/identity-repo';
import { addPasswordHistory, insertSignUpMember, pointsOf } from '../db/member-accounts-repo';
import { contestOpenConfirmations, findConfirmationLink, findResetLink, lastConfirmationOf } from '../db/member-tokens-repo';
import { endChainsOf } from '../db/member-sessions-repo';
import { joinableProgram } from '../db/programs-repo';
import { hashPassword, sha256 } from '../auth/crypto';
import { challengeOf } from '../auth/turnstile';
import { sendMemberMail } from '../mail/member-mail';
import { requireClientSession, requireHotel } from '../http/guards';
import { requireMember } from '../http/member';
import { route } from '../http/route';
import { CONFIRM_HOURS, sendConfirmation, sendEmailChange, sendPasswordReset, widgetLink, type SignUpDetails } from '../services/member-links';
import { checkCurrentPassword, checkNames, checkNotReused, checkPassword, checkReceivable } from '../services/member-checks';
import { changePassword, completePasswordReset, confirmEmailChangeByLink, confirmSignUpByLink, expiredResetLink } from '../services/member-accounts';
import { signedInAnswer } from '../services/member-sessions';
import { passwordSignIn } from '../services/sign-in';
import { signInWithOpenId } from '../services/sign-on';
import { programNotFound } from '../services/programs';

export { SIGN_IN_CEILING } from '../services/sign-in';

const SENT = { data: { sent: true as const } };

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  route(app, signUp, async ({ body }, req, reply) => {
    const hotel = await requireHotel(req);
    // Document 1 §5: sign-up only where the hotel takes sign-ups and offers membership login.
    if (!hotel.loginWidget.allow_signup || !hotel.loginWidget.membership_login_enabled) throw fail.forbidden('This hotel does not take sign-ups.');
    checkReceivable(body.email);
    checkPassword(body.password);
    // Mails to one address are counted whoever asks, whether or not it has an account.
    await app.limitTarget(req, 'mail', body.email);
    checkNames({ first_name: body.first_name, last_name: body.last_name, first_name_kanji: body.first_name_kanji, last_name_kanji: body.last_name_kanji }, body.locale);
    checkNames({ first_name_kana: body.first_name_kana, last_name_kana: body.last_name_kana }, 'ja');
    const program = await joinableProgram(app.db, hotel.brand_id, body.program_id ?? null);
    if (body.program_id !== undefined && !program) throw programNotFound('no such program for this hotel');
    // A sign-up inside a chat: the chatbot user its confirmation will link, as the chatbot signed it.
    const chatUser = body.chatbot_user_id ? (await verifyChatbotAssertion(app.db, hotel, body.chatbot_user_id, 'chatbot_user_id')).userId : undefined;
    const existing = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    reply.status(201);
    const provisional = { data: { email: body.email, status: 'provisional' as const } };
    // The same answer whether or not the address has an account: nothing to learn from it.
    if (existing && existing.confirmed_at) {
      await sendMemberMail(app.db, body.email, body.locale, 'exists', widgetLink(app, hotel, '/forgot-password', {}));
      return provisional;
    }
    const hash = await hashPassword(body.password);
    const profile = { promotion_email_opt_in: body.promotion_email_opt_in, first_name_kanji: body.first_name_kanji || null, last_name_kanji: body.last_name_kanji || null };
    const link = { redirectUrl: body.redirect_url, programId: body.program_id, chatbotUserId: chatUser };
    if (existing) {
      // The address already waits for a confirmation: this sign-up changes nothing of the account.
      // Its details go with its own link; while another sign-up's link is still open, both are
      // contested, and whichever is opened keeps no password either chose (see confirm).
      const contested = await contestOpenConfirmations(app.db, existing.id);
      const signUpDetails: SignUpDetails = {
        password_hash: hash, first_name: body.first_name, last_name: body.last_name, first_name_kana: body.first_name_kana ?? null, last_name_kana: body.last_name_kana ?? null,
        locale: body.locale, profile, program_id: body.program_id ?? null, rank_id: program?.rank_id ?? null,
      };
      await sendConfirmation(app, hotel, { id: existing.id, email: body.email, locale: body.locale }, { ...link, signUp: signUpDetails, contested });
      return provisional;
    }
    const memberId = await insertSignUpMember(app.db, hotel.brand_id, {
      email: body.email, passwordHash: hash, firstName: body.first_name, lastName: body.last_name, firstNameKana: body.first_name_kana ?? null,
      lastNameKana: body.last_name_kana ?? null, locale: body.locale, programId: program?.id ?? null, rankId: program?.rank_id ?? null, profile,
    });
    await addPasswordHistory(app.db, memberId, hash);
    await sendConfirmation(app, hotel, { id: memberId, email: body.email, locale: body.locale }, link);
    return provisional;
  });

  /** The sign-up form's checks, without creating anything (and without saying whether the address has an account). */
  route(app, verifySignUp, async ({ body }, req) => {
    await requireHotel(req);
    checkReceivable(body.email);
    if (body.password !== undefined) checkPassword(body.password);
    checkNames({ first_name: body.first_name, last_name: body.last_name }, body.locale);
    return { data: { valid: true as const } };
  });

  route(app, confirmSignUp, async ({ query }, req) => {
    const hotel = await requireHotel(req);
    const hash = sha256(query.confirmation_token);
    const link = await findConfirmationLink(app.db, hash);
    if (!link || link.brand_id !== hotel.brand_id || link.deleted_at) throw fail.notFound('This confirmation link is not valid.');
    if (link.kind === 'email_update') {
      if (link.used_at) throw new ApiError(400, ACCOUNT_CODES.ALREADY_CONFIRMED.code, 'Bad Request', 'This address is already confirmed.');
      if (link.expired) throw new ApiError(400, ACCOUNT_CODES.EXPIRED.code, 'Bad Request', 'This link has expired. Please change the address again.');
      const email = await confirmEmailChangeByLink(app.db, link, hash);
      return { data: { confirmed: true as const, redirect_url: link.redirect_url, email_update: true, email, session: null, refresh_token: null, user: null } };
    }
    if (link.confirmed_at || link.used_at) throw new ApiError(400, ACCOUNT_CODES.ALREADY_CONFIRMED.code, 'Bad Request', 'This account is already confirmed.');
    if (link.expired) throw new ApiError(400, ACCOUNT_CODES.SIGN_UP_CONFIRMATION_EXPIRED.code, 'Bad Request', 'This confirmation link has expired.');
    await confirmSignUpByLink(app.db, hotel, link, hash);
    if (link.contested) {
      await sendPasswordReset(app, hotel, { id: link.member_id, email: link.email, locale: link.locale });
      return {
        data: { confirmed: true as const, redirect_url: link.redirect_url, email_update: false, email: link.email, session: null, refresh_token: null, user: null, password_reset_sent: true },
      };
    }
    // The link reached the address's owner, who chose the password minutes ago: they are signed in.
    const signed = await signedInAnswer(app.db, link.member_id, hotel);
    return {
      data: {
        confirmed: true as const, redirect_url: link.redirect_url, email_update: false, email: signed.data.user.email, session: signed.data.session, refresh_token: signed.data.refresh_token, user: signed.data.user,
        chatbot_linked: link.chatbot_user_id !== null,
      },
    };
  });

  route(app, resendConfirmation, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    await app.limitTarget(req, 'mail', q.email);
    const member = await findMemberByEmail(app.db, hotel.brand_id, q.email);
    // The same answer whatever the address is: nobody learns who signed up. A confirmed owner is
    // told by mail how to sign in instead.
    if (!member) return SENT;
    if (member.confirmed_at) {
      await sendMemberMail(app.db, member.email, q.locale, 'exists', widgetLink(app, hotel, '/forgot-password', {}));
      return SENT;
    }
    // The newest sign-up's link again, with what it chose; contested once two sign-ups waited.
    const last = await lastConfirmationOf(app.db, member.id);
    await sendConfirmation(app, hotel, { id: member.id, email: member.email, locale: q.locale }, {
      redirectUrl: last?.redirect_url ?? undefined,
      chatbotUserId: last?.chatbot_user_id,
      ...(last?.sign_up ? { signUp: last.sign_up } : {}),
      contested: last?.contested ?? false,
    });
    return SENT;
  });

  route(app, resendConfirmEmail, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    if (!member.pending_email) throw new ApiError(404, INVALID.code, 'Not Found', `${MEMBER_ERRORS.noPendingEmail}: no e-mail change is waiting`);
    await sendEmailChange(app, hotel, member.id, member.pending_email, q.locale, CONFIRM_HOURS);
    return SENT;
  });

  /** The check a sign-in past the ceiling must pass, where the hotel asks for one. */
  route(app, signInChallenge, async (_input, req) => {
    const hotel = await requireHotel(req);
    const challenge = hotel.settings.turnstile_verification_enabled ? challengeOf(app.config) : null;
    if (!challenge) throw fail.notFound('This hotel asks for no person check at sign-in.');
    return { data: challenge };
  });

  route(app, signIn, async ({ body }, req, reply) => {
    const hotel = await requireHotel(req);
    // Custom-code login (document 2 §7.7): the single sign-on code the callback page received.
    if (body.grant_type === 'custom_authentication_code') return signInWithOpenId(app, hotel, body.code, body.state);
    return passwordSignIn(app, reply, hotel, body, req.ip);
  });

  route(app, signOut, async (_input, req, reply) => {
    const hotel = await requireHotel(req);
    const { sessionHash } = await requireMember(req, hotel);
    await endChainsOf(app.db, [sessionHash]);
    return reply.status(204).send();
  });

  route(app, showMember, async (_input, req) => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    return { data: toUser(member, member.locale ?? 'en') };
  });

  /** Points to spend now, and the points gained in all (what ranks are reckoned by). */
  route(app, getMemberPoints, async (_input, req) => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const points = await pointsOf(app.db, memberId);
    if (!points) throw fail.unauthorized();
    return { data: { total_point: points.total_point, ranking_points_value: points.ranking } };
  });

  route(app, startPasswordReset, async ({ body }, req) => {
    const hotel = await requireHotel(req);
    await app.limitTarget(req, 'mail', body.email);
    const member = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    // The same answer whether or not an account has the address: nobody learns who is a member.
    if (!member) return SENT;
    await sendPasswordReset(app, hotel, { id: member.id, email: member.email, locale: body.locale });
    return SENT;
  });

  /** Completes a reset (the mailed token) or, signed in, changes the password with the current one. */
  route(app, updatePassword, async ({ body }, req) => {
    const hotel = await requireHotel(req);
    if ('current_password' in body) {
      const { memberId, sessionHash } = await requireMember(req, hotel);
      await checkCurrentPassword(app.db, memberId, body.current_password);
      checkPassword(body.password);
      await checkNotReused(app.db, memberId, body.password);
      // Everywhere else the old password was used is signed out; this browser stays signed in.
      await changePassword(app.db, memberId, await hashPassword(body.password), sessionHash);
      return { data: { updated: true as const } };
    }
    checkPassword(body.password);
    const tokenHash = sha256(body.reset_password_token);
    const reset = await findResetLink(app.db, tokenHash);
    if (!reset || reset.brand_id !== hotel.brand_id || reset.used_at || reset.expired) throw expiredResetLink();
    await checkNotReused(app.db, reset.member_id, body.password);
    await completePasswordReset(app.db, hotel, reset, tokenHash, await hashPassword(body.password));
    return { data: { updated: true as const } };
  });
}
