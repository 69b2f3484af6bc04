// Members (document 2 §7.7): sign-up (provisional until the e-mail is confirmed), its check and
// its mail again, confirm (sign-up and e-mail change links), sign-in (a new session every time;
// also the custom-code login of single sign-on), sign-out, the current member, points, password
// reset and change.
//
// The sign-in ceiling: failed sign-ins are counted per account, whatever address, client session
// or screen they come from (an address without an account is counted the same, so the answers say
// nothing of who is a member). Once SIGN_IN_CEILING.failures have failed within the last
// SIGN_IN_CEILING.windowMinutes, the account is guarded: at a hotel that asks for a person check
// (`turnstile_verification_enabled`), a sign-in must carry a passed check's token (refused without
// one: `challenge_required`, or with a bad or spent one: `challenge_failed`), and with it the right
// password signs in; anyone guessing must pass a check for every further guess, while the member
// passes one and is in. Elsewhere the account is refused for the rest of the window (1301 with
// Retry-After), even with the right password. A success forgets the account's failures, and so
// does a password reset, so the mailed link always lets the member back in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  CATALOGUE,
  ConfirmQuerySchema,
  CustomCodeSignInRequestSchema,
  HEADERS,
  MEMBER_ERRORS,
  ResendConfirmEmailQuerySchema,
  ResendConfirmationQuerySchema,
  ResetStartRequestSchema,
  SIGN_IN_CHALLENGE_ERRORS,
  SignInRequestSchema,
  SignUpRequestSchema,
  SignUpVerifyRequestSchema,
  UpdatePasswordRequestSchema,
  nameProblem,
  passwordProblems,
  type ConfirmAnswerSchema,
  type MemberAnswerSchema,
  type MemberSessionAnswer,
  type PointAnswerSchema,
  type SentAnswerSchema,
  type SignInChallengeAnswerSchema,
  type SignUpAnswerSchema,
  type SignUpVerifyAnswerSchema,
  type UpdatePasswordAnswerSchema,
} from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import { verifyChatbotAssertion } from '../auth/chatbot-assertion';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { findMemberById, findMemberByEmail, membershipNumber, toUser } from '../db/identity-repo';
import { hashPassword, sha256, verifyPassword } from '../auth/crypto';
import { challengeOf, verifyChallengeToken } from '../auth/turnstile';
import { sendMemberMail } from '../mail/member-mail';
import { requireClientSession, requireHotel } from '../http/guards';
import { endChainsOf, endMemberSessions, requireMember, signedInAnswer } from './member-session';
import { openIdSignIn } from './sign-on';
import { CONFIRM_HOURS, issueMemberToken, widgetLink, type SignUpDetails } from '../services/member-links';

/**
 * Failed sign-ins an account may take within the window before it is guarded: a person check where
 * the hotel asks for one, a wait otherwise. Fifteen minutes lets a member who forgot the password
 * try again soon, and holds anyone guessing to a handful of tries a quarter hour.
 */
export const SIGN_IN_CEILING = { failures: 5, windowMinutes: 15 } as const;
const RESET_MINUTES = 60;
/** How many earlier passwords may not come back (besides the current one). */
const PASSWORD_HISTORY = 5;
/** The chat's sign-up done page (document 1 §2), where a sign-up started in the chat is confirmed. */
const CHAT_SIGN_UP_DONE = '/chat-sign-up-done';
/** Spent on an unknown address, so timing tells nothing about which addresses have accounts. */
const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The account a sign-in names: the brand and the address as typed, in any case (a digest: no address is kept). */
function signInAccount(brandId: number, email: string): string {
  return sha256(`${brandId}:${email.trim().toLowerCase()}`);
}

/** Forgets the failed sign-ins of an address (a password reset, an account deleted). */
export async function forgetSignInFailures(db: Queryable, brandId: number, email: string): Promise<void> {
  await db.query('delete from sign_in_failures where account = $1', [signInAccount(brandId, email)]);
}

/** Parses a member call's input; a bad e-mail address is answered with 3704, as document 2 §8 has it. */
export function parseMemberInput<S extends z.ZodMiniType>(schema: S, value: unknown, where: 'body' | 'query'): z.infer<S> {
  try {
    return parseInput(schema, value, where);
  } catch (err) {
    if (err instanceof ApiError && err.field === 'email') throw new ApiError(400, CATALOGUE.EMAIL_INVALID.code, 'Bad Request', 'This e-mail address is not valid.', 'email');
    throw err;
  }
}

/** Addresses that can never receive mail (the reserved .invalid and .localhost names, or no domain dot). */
export function checkReceivable(email: string, field = 'email'): void {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain.includes('.') || domain.endsWith('.invalid') || domain.endsWith('.localhost')) {
    throw new ApiError(400, CATALOGUE.EMAIL_INVALID.code, 'Bad Request', 'This e-mail address cannot receive mail.', field);
  }
}

export function checkPassword(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new ApiError(400, CATALOGUE.PASSWORD_STRENGTH.code, 'Bad Request', problems.join(','), 'password');
}

export function checkNames(names: Record<string, string | null | undefined>, locale: string): void {
  for (const [field, value] of Object.entries(names)) {
    if (value && nameProblem(value, locale)) throw fail.badRequest(`${MEMBER_ERRORS.nameScript}: ${field} must be written in letters of the chosen language`, field);
  }
}

/** 1302 when the password is the current one or one of the last five. */
export async function checkNotReused(db: Queryable, memberId: number, password: string): Promise<void> {
  const earlier = await db.query<{ password_hash: string }>(
    `select password_hash from members where id = $1 and password_hash is not null
     union all (select password_hash from password_history where member_id = $1 order by id desc limit ${PASSWORD_HISTORY})`,
    [memberId],
  );
  for (const e of earlier) {
    if (await verifyPassword(password, e.password_hash)) throw new ApiError(400, CATALOGUE.PASSWORD_ALREADY_USED.code, 'Bad Request', 'This password was used before. Please choose another.', 'password');
  }
}

/** Checks a signed-in member's current password (400, never 401: a typo must not sign them out). */
export async function checkCurrentPassword(db: Queryable, memberId: number, given: string | undefined): Promise<void> {
  const [row] = await db.query<{ password_hash: string | null }>('select password_hash from members where id = $1', [memberId]);
  if (!row?.password_hash) return;
  if (!given || !(await verifyPassword(given, row.password_hash))) {
    throw new ApiError(400, CATALOGUE.INVALID.code, 'Bad Request', `${MEMBER_ERRORS.currentPasswordWrong}: the current password is not right`, 'current_password');
  }
}

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);
  const link = (hotel: Hotel, path: string, params: Record<string, string>) => widgetLink(app, hotel, path, params);

  async function sendConfirmation(
    hotel: Hotel,
    memberId: number,
    email: string,
    locale: string,
    redirectUrl: string | undefined,
    programId?: number,
    chatbotUserId?: string | null,
    attempt: { signUp?: SignUpDetails; contested?: boolean } = {},
  ): Promise<void> {
    const token = await issueMemberToken(app.db, memberId, 'confirm', CONFIRM_HOURS * 60, { redirectUrl, chatbotUserId, ...attempt });
    // A sign-up started in the chat confirms on the chat's own done page; every other one on the member confirmation page.
    const page = redirectUrl === CHAT_SIGN_UP_DONE ? CHAT_SIGN_UP_DONE : '/member-confirmation';
    await sendMemberMail(app.db, email, locale, 'confirm', link(hotel, page, { confirmation_token: token, ...(programId ? { program_id: String(programId) } : {}) }));
  }

  async function programFor(hotel: Hotel, programId: number | undefined): Promise<{ id: number; rank_id: number | null } | undefined> {
    const [program] = await app.db.query<{ id: number; rank_id: number | null }>(
      `select p.id, (select r.id from membership_ranks r where r.program_id = p.id order by r.position limit 1) as rank_id
         from membership_programs p where p.brand_id = $1 and ($2::int is null or p.id = $2) order by p.id limit 1`,
      [hotel.brand_id, programId ?? null],
    );
    if (programId !== undefined && !program) throw new ApiError(404, CATALOGUE.INVALID.code, 'Not Found', `${MEMBER_ERRORS.programNotFound}: no such program for this hotel`, 'program_id');
    return program;
  }

  app.post('/hotels/:hotel/memberships/sign_up', async (req, reply): Promise<z.infer<typeof SignUpAnswerSchema>> => {
    const hotel = await requireHotel(req);
    // Document 1 §5: sign-up only where the hotel takes sign-ups and offers membership login.
    if (!hotel.loginWidget.allow_signup || !hotel.loginWidget.membership_login_enabled) throw fail.forbidden('This hotel does not take sign-ups.');
    const body = parseMemberInput(SignUpRequestSchema, req.body, 'body');
    checkReceivable(body.email);
    checkPassword(body.password);
    // Mails to one address are counted whoever asks, whether or not it has an account.
    await app.limitTarget(req, 'mail', body.email);
    checkNames({ first_name: body.first_name, last_name: body.last_name, first_name_kanji: body.first_name_kanji, last_name_kanji: body.last_name_kanji }, body.locale);
    checkNames({ first_name_kana: body.first_name_kana, last_name_kana: body.last_name_kana }, 'ja');
    const program = await programFor(hotel, body.program_id);
    // A sign-up inside a chat: the chatbot user its confirmation will link, as the chatbot signed it.
    const chatUser = body.chatbot_user_id ? (await verifyChatbotAssertion(app.db, hotel, body.chatbot_user_id, 'chatbot_user_id')).userId : undefined;
    const existing = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    reply.status(201);
    // The same answer whether or not the address has an account: nothing to learn from it.
    if (existing && existing.confirmed_at) {
      await sendMemberMail(app.db, body.email, body.locale, 'exists', link(hotel, '/forgot-password', {}));
      return { data: { email: body.email, status: 'provisional' } };
    }
    const hash = await hashPassword(body.password);
    const profile = { promotion_email_opt_in: body.promotion_email_opt_in, first_name_kanji: body.first_name_kanji || null, last_name_kanji: body.last_name_kanji || null };
    if (existing) {
      // The address already waits for a confirmation: this sign-up changes nothing of the account.
      // Its details go with its own link; while another sign-up's link is still open, both are
      // contested, and whichever is opened keeps no password either chose (see confirm).
      const open = await app.db.query(
        `update member_tokens set contested = true where member_id = $1 and kind = 'confirm' and used_at is null and expires_at > now() returning token_hash`,
        [existing.id],
      );
      const signUp: SignUpDetails = {
        password_hash: hash, first_name: body.first_name, last_name: body.last_name, first_name_kana: body.first_name_kana ?? null, last_name_kana: body.last_name_kana ?? null,
        locale: body.locale, profile, program_id: body.program_id ?? null, rank_id: program?.rank_id ?? null,
      };
      await sendConfirmation(hotel, existing.id, body.email, body.locale, body.redirect_url, body.program_id, chatUser, { signUp, contested: open.length > 0 });
      return { data: { email: body.email, status: 'provisional' } };
    }
    const [row] = await app.db.query<{ id: number }>(
      `insert into members (brand_id, email, password_hash, first_name, last_name, first_name_kana, last_name_kana, locale, program_id, rank_id, profile)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb) returning id`,
      [hotel.brand_id, body.email, hash, body.first_name, body.last_name, body.first_name_kana ?? null, body.last_name_kana ?? null, body.locale,
       program?.id ?? null, program?.rank_id ?? null, JSON.stringify(profile)],
    );
    const memberId = row!.id;
    await app.db.query('insert into password_history (member_id, password_hash) values ($1, $2)', [memberId, hash]);
    await sendConfirmation(hotel, memberId, body.email, body.locale, body.redirect_url, body.program_id, chatUser);
    return { data: { email: body.email, status: 'provisional' } };
  });

  /** The sign-up form's checks, without creating anything (and without saying whether the address has an account). */
  app.post('/hotels/:hotel/memberships/sign_up/verify', async (req): Promise<z.infer<typeof SignUpVerifyAnswerSchema>> => {
    await requireHotel(req);
    const body = parseMemberInput(SignUpVerifyRequestSchema, req.body, 'body');
    checkReceivable(body.email);
    if (body.password !== undefined) checkPassword(body.password);
    checkNames({ first_name: body.first_name, last_name: body.last_name }, body.locale);
    return { data: { valid: true } };
  });

  app.get('/hotels/:hotel/memberships/confirm', async (req, reply): Promise<z.infer<typeof ConfirmAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { confirmation_token } = parseInput(ConfirmQuerySchema, req.query, 'query');
    const hash = sha256(confirmation_token);
    const [row] = await app.db.query<{
      member_id: number; kind: string; expired: boolean; used_at: string | null; redirect_url: string | null; new_email: string | null; confirmed_at: string | null;
      brand_id: number; deleted_at: string | null; chatbot_user_id: string | null; sign_up: SignUpDetails | null; contested: boolean; email: string; locale: string;
    }>(
      `select t.member_id, t.kind, t.expires_at < now() as expired, t.used_at, t.redirect_url, t.new_email, m.confirmed_at, m.brand_id, m.deleted_at, t.chatbot_user_id,
              t.sign_up, t.contested, m.email, m.locale
         from member_tokens t join members m on m.id = t.member_id where t.token_hash = $1 and t.kind in ('confirm', 'email_update')`,
      [hash],
    );
    if (!row || row.brand_id !== hotel.brand_id || row.deleted_at) throw fail.notFound('This confirmation link is not valid.');
    if (row.kind === 'email_update') {
      if (row.used_at) throw new ApiError(400, CATALOGUE.ALREADY_CONFIRMED.code, 'Bad Request', 'This address is already confirmed.');
      if (row.expired) throw new ApiError(400, CATALOGUE.EXPIRED.code, 'Bad Request', 'This link has expired. Please change the address again.');
      const email = row.new_email!;
      await app.db.transaction(async (tx) => {
        const [spent] = await tx.query('update member_tokens set used_at = now() where token_hash = $1 and used_at is null returning token_hash', [hash]);
        if (!spent) throw new ApiError(400, CATALOGUE.ALREADY_CONFIRMED.code, 'Bad Request', 'This address is already confirmed.');
        const [taken] = await tx.query('select id from members where brand_id = $1 and lower(email) = lower($2) and id <> $3', [row.brand_id, email, row.member_id]);
        if (taken) throw fail.notFound('This confirmation link is not valid.');
        await tx.query(`update members set email = $2, pending_email = case when lower(pending_email) = lower($2) then null else pending_email end where id = $1`, [row.member_id, email]);
        await tx.query(`update member_tokens set used_at = now() where member_id = $1 and kind = 'email_update' and used_at is null`, [row.member_id]);
      });
      return { data: { confirmed: true, redirect_url: row.redirect_url, email_update: true, email, session: null, refresh_token: null, user: null } };
    }
    if (row.confirmed_at || row.used_at) throw new ApiError(400, CATALOGUE.ALREADY_CONFIRMED.code, 'Bad Request', 'This account is already confirmed.');
    if (row.expired) throw new ApiError(400, CATALOGUE.SIGN_UP_CONFIRMATION_EXPIRED.code, 'Bad Request', 'This confirmation link has expired.');
    await app.db.transaction(async (tx) => {
      // This link is spent, and every other sign-up's link for the address with it.
      const [spent] = await tx.query('update member_tokens set used_at = now() where token_hash = $1 and used_at is null returning token_hash', [hash]);
      if (!spent) throw new ApiError(400, CATALOGUE.ALREADY_CONFIRMED.code, 'Bad Request', 'This account is already confirmed.');
      await tx.query(`update member_tokens set used_at = now() where member_id = $1 and kind = 'confirm' and used_at is null`, [row.member_id]);
      if (row.contested) {
        // Two sign-ups waited for this address: neither password is kept. The address's owner
        // chooses one through the link mailed below.
        await tx.query('update members set password_hash = null where id = $1', [row.member_id]);
      } else if (row.sign_up) {
        // A later sign-up for an address that waited: its own details, now that its link is opened.
        const d = row.sign_up;
        await tx.query(
          `update members set password_hash = $2, first_name = $3, last_name = $4, first_name_kana = $5, last_name_kana = $6, locale = $7, profile = profile || $8::jsonb,
                  program_id = coalesce($9, program_id), rank_id = case when $9::int is null then rank_id else $10 end where id = $1`,
          [row.member_id, d.password_hash, d.first_name, d.last_name, d.first_name_kana, d.last_name_kana, d.locale, JSON.stringify(d.profile), d.program_id, d.rank_id],
        );
        await tx.query('insert into password_history (member_id, password_hash) values ($1, $2)', [row.member_id, d.password_hash]);
      }
      await tx.query('update members set confirmed_at = now(), membership_id = coalesce(membership_id, $2) where id = $1', [row.member_id, membershipNumber(row.member_id)]);
      // Started in a chat: that chat opens signed in from now on, wherever this link was opened
      // (not when the address was contested: no chat gets an account it may not own).
      if (row.chatbot_user_id && !row.contested) {
        await tx.query(
          `insert into chatbot_links (brand_id, chatbot_user_id, member_id, hotel_id) values ($1, $2, $3, $4)
           on conflict (brand_id, chatbot_user_id) do update set member_id = excluded.member_id, hotel_id = excluded.hotel_id, last_used_at = now()`,
          [hotel.brand_id, row.chatbot_user_id, row.member_id, hotel.id],
        );
      }
    });
    if (row.contested) {
      const token = await issueMemberToken(app.db, row.member_id, 'reset_password', RESET_MINUTES);
      await sendMemberMail(app.db, row.email, row.locale, 'reset', link(hotel, '/change-password', { reset_password_token: token }));
      return { data: { confirmed: true, redirect_url: row.redirect_url, email_update: false, email: row.email, session: null, refresh_token: null, user: null, password_reset_sent: true } };
    }
    // The link reached the address's owner, who chose the password minutes ago: they are signed in.
    const signed = await signedInAnswer(app.db, reply, row.member_id, hotel);
    return {
      data: {
        confirmed: true, redirect_url: row.redirect_url, email_update: false, email: signed.data.user.email, session: signed.data.session, refresh_token: signed.data.refresh_token, user: signed.data.user,
        chatbot_linked: row.chatbot_user_id !== null,
      },
    };
  });

  app.get('/hotels/:hotel/memberships/resend_confirmation', async (req): Promise<z.infer<typeof SentAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseMemberInput(ResendConfirmationQuerySchema, req.query, 'query');
    await app.limitTarget(req, 'mail', q.email);
    const member = await findMemberByEmail(app.db, hotel.brand_id, q.email);
    // The same answer whatever the address is: nobody learns who signed up. A confirmed owner is
    // told by mail how to sign in instead.
    if (!member) return { data: { sent: true } };
    if (member.confirmed_at) {
      await sendMemberMail(app.db, member.email, q.locale, 'exists', link(hotel, '/forgot-password', {}));
      return { data: { sent: true } };
    }
    // The newest sign-up's link again, with what it chose; contested once two sign-ups waited.
    const [last] = await app.db.query<{ redirect_url: string | null; chatbot_user_id: string | null; sign_up: SignUpDetails | null; contested: boolean }>(
      `select redirect_url, chatbot_user_id, sign_up,
              exists (select 1 from member_tokens c where c.member_id = $1 and c.kind = 'confirm' and c.contested) as contested
         from member_tokens where member_id = $1 and kind = 'confirm' order by created_at desc limit 1`,
      [member.id],
    );
    await sendConfirmation(hotel, member.id, member.email, q.locale, last?.redirect_url ?? undefined, undefined, last?.chatbot_user_id, {
      ...(last?.sign_up ? { signUp: last.sign_up } : {}),
      contested: last?.contested ?? false,
    });
    return { data: { sent: true } };
  });

  app.get('/hotels/:hotel/memberships/resend_confirm_email', async (req): Promise<z.infer<typeof SentAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(ResendConfirmEmailQuerySchema, req.query, 'query');
    const { memberId } = await requireMember(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    if (!member.pending_email) throw new ApiError(404, CATALOGUE.INVALID.code, 'Not Found', `${MEMBER_ERRORS.noPendingEmail}: no e-mail change is waiting`);
    const token = await issueMemberToken(app.db, member.id, 'email_update', CONFIRM_HOURS * 60, { newEmail: member.pending_email });
    await sendMemberMail(app.db, member.pending_email, q.locale, 'email_change', link(hotel, '/member-confirmation', { confirmation_token: token, email_update: 'true' }));
    return { data: { sent: true } };
  });

  /**
   * Seconds until the account's failures fall below the ceiling; undefined while below it. The
   * ceiling's failure from the newest back decides: once it is older than the window, one fewer counts.
   */
  async function guardedFor(account: string): Promise<number | undefined> {
    const [row] = await app.db.query<{ wait: number }>(
      `select greatest(1, ceil(extract(epoch from (at + make_interval(mins => $2) - now()))))::int as wait
         from sign_in_failures where account = $1 and at > now() - make_interval(mins => $2)
        order by at desc offset $3 limit 1`,
      [account, SIGN_IN_CEILING.windowMinutes, SIGN_IN_CEILING.failures - 1],
    );
    return row?.wait;
  }

  async function recordFailure(account: string): Promise<void> {
    await app.db.query('insert into sign_in_failures (account) values ($1)', [account]);
    // What the window has passed counts no more.
    await app.db.query('delete from sign_in_failures where account = $1 and at <= now() - make_interval(mins => $2)', [account, SIGN_IN_CEILING.windowMinutes]);
  }

  async function passwordSignIn(req: FastifyRequest, reply: FastifyReply, hotel: Hotel): Promise<MemberSessionAnswer> {
    const body = parseInput(SignInRequestSchema, req.body, 'body');
    const account = signInAccount(hotel.brand_id, body.email);
    const wrong = () => new ApiError(401, CATALOGUE.INVALID.code, 'Unauthorized', `${MEMBER_ERRORS.wrongCredentials}: The e-mail address or the password is not right.`);
    // Past the ceiling, before any password is tried.
    const wait = await guardedFor(account);
    if (wait !== undefined) {
      if (!hotel.settings.turnstile_verification_enabled) {
        reply.header('retry-after', String(wait));
        throw new ApiError(423, CATALOGUE.ACCOUNT_LOCKED.code, 'Locked', `Too many failed sign-ins. Please try again in ${Math.ceil(wait / 60)} minute(s).`);
      }
      if (!body.turnstile_token) {
        throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', `${SIGN_IN_CHALLENGE_ERRORS.required}: Too many failed sign-ins. Please confirm you are a person and sign in again.`, 'turnstile_token');
      }
      if (!(await verifyChallengeToken(app.config, app.db, body.turnstile_token, req.ip))) {
        throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', `${SIGN_IN_CHALLENGE_ERRORS.failed}: The check has expired or did not pass. Please confirm you are a person again.`, 'turnstile_token');
      }
    }
    const member = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    if (!member) {
      await verifyPassword(body.password, DUMMY_HASH);
      await recordFailure(account);
      throw wrong();
    }
    const [secret] = await app.db.query<{ password_hash: string | null; confirmed_at: string | null; provider: string | null }>('select password_hash, confirmed_at, provider from members where id = $1', [member.id]);
    if (!secret?.password_hash) {
      await verifyPassword(body.password, DUMMY_HASH);
      // An account the hotel made for the guest has no password until they set one by a reset.
      if (!secret?.provider) throw new ApiError(403, CATALOGUE.REGISTERED_BY_FACILITY.code, 'Forbidden', 'This account was registered by the hotel. Please set a password with "Forgot your password?".');
      await recordFailure(account);
      throw wrong();
    }
    if (!(await verifyPassword(body.password, secret.password_hash))) {
      await recordFailure(account);
      throw wrong();
    }
    if (!secret.confirmed_at) throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', MEMBER_ERRORS.notConfirmed);
    await app.db.query('delete from sign_in_failures where account = $1', [account]);
    // A new session on every sign-in: a session id known before it is never the signed-in one.
    return signedInAnswer(app.db, reply, member.id, hotel);
  }

  /** The check a sign-in past the ceiling must pass, where the hotel asks for one. */
  app.get('/hotels/:hotel/memberships/sign_in/challenge', async (req): Promise<z.infer<typeof SignInChallengeAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const challenge = hotel.settings.turnstile_verification_enabled ? challengeOf(app.config) : null;
    if (!challenge) throw fail.notFound('This hotel asks for no person check at sign-in.');
    return { data: challenge };
  });

  app.post('/hotels/:hotel/memberships/sign_in', async (req, reply): Promise<MemberSessionAnswer> => {
    const hotel = await requireHotel(req);
    const grant = (req.body as { grant_type?: unknown } | null)?.grant_type;
    if (grant !== undefined) {
      // Custom-code login (document 2 §7.7): the single sign-on code the callback page received.
      const body = parseInput(CustomCodeSignInRequestSchema, req.body, 'body');
      return openIdSignIn(app, reply, hotel, body.code, body.state);
    }
    return passwordSignIn(req, reply, hotel);
  });

  app.delete('/hotels/:hotel/memberships/sign_out', async (req, reply) => {
    const hotel = await requireHotel(req);
    const { sessionHash } = await requireMember(req, hotel);
    await endChainsOf(app.db, [sessionHash]);
    return reply.status(204).send();
  });

  app.get('/hotels/:hotel/memberships/show', async (req): Promise<z.infer<typeof MemberAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    return { data: toUser(member, member.locale ?? 'en') };
  });

  /** Points to spend now, and the points gained in all (what ranks are reckoned by). */
  app.get('/hotels/:hotel/memberships/point', async (req): Promise<z.infer<typeof PointAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { memberId } = await requireMember(req, hotel);
    const [row] = await app.db.query<{ total_point: number; ranking: number }>(
      `select m.points_balance as total_point, coalesce((select sum(amount) from point_transactions where member_id = m.id and kind = 'gained'), 0)::int as ranking
         from members m where m.id = $1`,
      [memberId],
    );
    if (!row) throw fail.unauthorized();
    return { data: { total_point: row.total_point, ranking_points_value: row.ranking } };
  });

  app.post('/hotels/:hotel/memberships/start_reset_password_process', async (req) => {
    const hotel = await requireHotel(req);
    const body = parseMemberInput(ResetStartRequestSchema, req.body, 'body');
    await app.limitTarget(req, 'mail', body.email);
    const member = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    // The same answer whether or not an account has the address: nobody learns who is a member.
    if (!member) return { data: { sent: true } };
    const token = await issueMemberToken(app.db, member.id, 'reset_password', RESET_MINUTES);
    await sendMemberMail(app.db, member.email, body.locale, 'reset', link(hotel, '/change-password', { reset_password_token: token }));
    return { data: { sent: true } };
  });

  /** Completes a reset (the mailed token) or, signed in, changes the password with the current one. */
  app.put('/hotels/:hotel/memberships/update_password', async (req): Promise<z.infer<typeof UpdatePasswordAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const body = parseInput(UpdatePasswordRequestSchema, req.body, 'body');
    if ('current_password' in body) {
      const { memberId, sessionHash } = await requireMember(req, hotel);
      await checkCurrentPassword(app.db, memberId, body.current_password);
      checkPassword(body.password);
      await checkNotReused(app.db, memberId, body.password);
      const hash = await hashPassword(body.password);
      await app.db.transaction(async (tx) => {
        await tx.query('update members set password_hash = $2 where id = $1', [memberId, hash]);
        await tx.query('insert into password_history (member_id, password_hash) values ($1, $2)', [memberId, hash]);
        // Everywhere else the old password was used is signed out; this browser stays signed in.
        await endMemberSessions(tx, memberId, sessionHash);
      });
      return { data: { updated: true } };
    }
    checkPassword(body.password);
    const [row] = await app.db.query<{ member_id: number; expired: boolean; used_at: string | null; brand_id: number; email: string }>(
      `select t.member_id, t.expires_at < now() as expired, t.used_at, m.brand_id, m.email from member_tokens t join members m on m.id = t.member_id
        where t.token_hash = $1 and t.kind = 'reset_password' and m.deleted_at is null`,
      [sha256(body.reset_password_token)],
    );
    if (!row || row.brand_id !== hotel.brand_id || row.used_at || row.expired) {
      throw new ApiError(400, CATALOGUE.EXPIRED.code, 'Bad Request', 'This link has expired. Please ask for a new one.', 'reset_password_token');
    }
    await checkNotReused(app.db, row.member_id, body.password);
    const hash = await hashPassword(body.password);
    await app.db.transaction(async (tx) => {
      const [spent] = await tx.query('update member_tokens set used_at = now() where token_hash = $1 and used_at is null returning token_hash', [sha256(body.reset_password_token)]);
      if (!spent) throw new ApiError(400, CATALOGUE.EXPIRED.code, 'Bad Request', 'This link has expired. Please ask for a new one.', 'reset_password_token');
      // The link reached the address: an account the hotel registered is confirmed by it too.
      await tx.query('update members set password_hash = $2, confirmed_at = coalesce(confirmed_at, now()) where id = $1', [row.member_id, hash]);
      await tx.query('insert into password_history (member_id, password_hash) values ($1, $2)', [row.member_id, hash]);
      // Every session signed in with the old password ends, and the account's failed sign-ins are forgotten.
      await endMemberSessions(tx, row.member_id);
      await forgetSignInFailures(tx, hotel.brand_id, row.email);
    });
    return { data: { updated: true } };
  });
}
