// Members (document 2 §7.7): sign-up (provisional until the e-mail is confirmed), confirm,
// sign-in (a new session every time), sign-out, the current member, password reset.
//
// The lock rule: failed sign-ins are counted per account AND per source (the client session and
// address they come from). Five failures from one source within 15 minutes lock that source out of
// that account for 15 minutes (answer 1301). Failures from one source never lock another, so
// someone guessing elsewhere cannot keep the member themselves out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  CATALOGUE,
  ConfirmQuerySchema,
  HEADERS,
  ResetPasswordRequestSchema,
  ResetStartRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  passwordProblems,
  type ConfirmAnswerSchema,
  type MemberAnswerSchema,
  type PointAnswerSchema,
  type SignInAnswerSchema,
  type SignUpAnswerSchema,
} from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import { createMemberSession, findMemberById, findMemberByEmail, findMemberSession, toUser } from '../db/identity-repo';
import { hashPassword, randomToken, sha256, verifyPassword } from '../auth/crypto';
import { sendMail } from '../mail/mailer';
import { bearerOf, requireClientSession, requireHotel } from './guards';

const LOCK_AFTER = 5;
const LOCK_MINUTES = 15;
const CONFIRM_HOURS = 24;
const RESET_MINUTES = 60;
/** The chat's sign-up done page (document 1 §2), where a sign-up started in the chat is confirmed. */
const CHAT_SIGN_UP_DONE = '/chat-sign-up-done';

function sourceOf(req: FastifyRequest): string {
  const session = req.headers[HEADERS.clientSession];
  return sha256(`${typeof session === 'string' ? session : ''}|${req.ip}`);
}

const MAIL: Record<string, { confirmSubject: string; confirmText: string; resetSubject: string; resetText: string; existsText: string }> = {
  en: {
    confirmSubject: 'Confirm your e-mail address',
    confirmText: 'Please confirm your e-mail address to finish signing up:',
    resetSubject: 'Reset your password',
    resetText: 'Use this link within an hour to choose a new password:',
    existsText: 'Someone asked to sign up with this address, which already has an account. You can sign in, or reset your password:',
  },
  ja: {
    confirmSubject: 'メールアドレスのご確認',
    confirmText: '会員登録を完了するには、メールアドレスを確認してください:',
    resetSubject: 'パスワードの再設定',
    resetText: '1時間以内に次のリンクから新しいパスワードを設定してください:',
    existsText: 'このメールアドレスで会員登録のお申し込みがありましたが、すでに登録済みです。ログインするか、パスワードを再設定してください:',
  },
};

function mailText(locale: string) {
  return MAIL[locale] ?? MAIL.en!;
}

async function issueToken(app: FastifyInstance, memberId: number, kind: 'confirm' | 'reset_password', ttlMinutes: number, redirectUrl?: string): Promise<string> {
  const token = randomToken(32);
  await app.db.query('insert into member_tokens (token_hash, member_id, kind, redirect_url, expires_at) values ($1, $2, $3, $4, $5)', [
    sha256(token),
    memberId,
    kind,
    redirectUrl ?? null,
    new Date(Date.now() + ttlMinutes * 60_000).toISOString(),
  ]);
  return token;
}

function checkPassword(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new ApiError(400, CATALOGUE.PASSWORD_STRENGTH.code, 'Bad Request', problems.join(','), 'password');
}

async function memberFromBearer(req: FastifyRequest, hotel: Hotel) {
  const token = bearerOf(req);
  const session = token ? await findMemberSession(req.server.db, token) : undefined;
  if (!session || session.brand_id !== hotel.brand_id) throw fail.unauthorized();
  return { token: token!, memberId: session.member_id };
}

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);
  const link = (hotel: Hotel, path: string, params: Record<string, string>) =>
    `${app.config.publicWidgetUrl}${path}?${new URLSearchParams({ code: hotel.code, ...params })}`;

  app.post('/hotels/:hotel/memberships/sign_up', async (req, reply): Promise<z.infer<typeof SignUpAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const body = parseInput(SignUpRequestSchema, req.body, 'body');
    checkPassword(body.password);
    const t = mailText(body.locale);
    const existing = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    reply.status(201);
    // The same answer whether or not the address has an account: nothing to learn from it.
    if (existing && existing.confirmed_at) {
      await sendMail(app.db, { to: body.email, subject: t.confirmSubject, html: `<p>${t.existsText}</p><p>${link(hotel, '/forgot-password', {})}</p>`, text: `${t.existsText}\n${link(hotel, '/forgot-password', {})}` });
      return { data: { email: body.email, status: 'provisional' } };
    }
    const hash = await hashPassword(body.password);
    let memberId: number;
    if (existing) {
      memberId = existing.id;
      await app.db.query('update members set password_hash = $2, first_name = $3, last_name = $4, locale = $5 where id = $1', [memberId, hash, body.first_name, body.last_name, body.locale]);
    } else {
      const [program] = await app.db.query<{ id: number; rank_id: number | null }>(
        `select p.id, (select r.id from membership_ranks r where r.program_id = p.id order by r.position limit 1) as rank_id
           from membership_programs p where p.brand_id = $1 order by p.id limit 1`,
        [hotel.brand_id],
      );
      const [row] = await app.db.query<{ id: number }>(
        `insert into members (brand_id, email, password_hash, first_name, last_name, first_name_kana, last_name_kana, locale, program_id, rank_id, profile)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb) returning id`,
        [hotel.brand_id, body.email, hash, body.first_name, body.last_name, body.first_name_kana ?? null, body.last_name_kana ?? null, body.locale,
         program?.id ?? null, program?.rank_id ?? null, JSON.stringify({ promotion_email_opt_in: body.promotion_email_opt_in })],
      );
      memberId = row!.id;
    }
    await app.db.query('insert into password_history (member_id, password_hash) values ($1, $2)', [memberId, hash]);
    const token = await issueToken(app, memberId, 'confirm', CONFIRM_HOURS * 60, body.redirect_url);
    // A sign-up started in the chat confirms on the chat's own done page; every other one on the member confirmation page.
    const confirmPage = body.redirect_url === CHAT_SIGN_UP_DONE ? CHAT_SIGN_UP_DONE : '/member-confirmation';
    const url = link(hotel, confirmPage, { confirmation_token: token });
    await sendMail(app.db, { to: body.email, subject: t.confirmSubject, html: `<p>${t.confirmText}</p><p><a href="${url}">${url}</a></p>`, text: `${t.confirmText}\n${url}` });
    return { data: { email: body.email, status: 'provisional' } };
  });

  app.get('/hotels/:hotel/memberships/confirm', async (req): Promise<z.infer<typeof ConfirmAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { confirmation_token } = parseInput(ConfirmQuerySchema, req.query, 'query');
    const [row] = await app.db.query<{ member_id: number; expires_at: string; used_at: string | null; redirect_url: string | null; confirmed_at: string | null; brand_id: number }>(
      `select t.member_id, t.expires_at, t.used_at, t.redirect_url, m.confirmed_at, m.brand_id
         from member_tokens t join members m on m.id = t.member_id where t.token_hash = $1 and t.kind = 'confirm'`,
      [sha256(confirmation_token)],
    );
    if (!row || row.brand_id !== hotel.brand_id) throw fail.notFound('This confirmation link is not valid.');
    if (row.confirmed_at || row.used_at) throw new ApiError(400, CATALOGUE.ALREADY_CONFIRMED.code, 'Bad Request', 'This account is already confirmed.');
    if (new Date(row.expires_at) < new Date()) throw new ApiError(400, CATALOGUE.SIGN_UP_CONFIRMATION_EXPIRED.code, 'Bad Request', 'This confirmation link has expired.');
    await app.db.transaction(async (tx) => {
      await tx.query('update member_tokens set used_at = now() where token_hash = $1', [sha256(confirmation_token)]);
      await tx.query('update members set confirmed_at = now() where id = $1', [row.member_id]);
    });
    // The link reached the address's owner, who chose the password minutes ago: they are signed in.
    const member = await findMemberById(app.db, row.member_id);
    const session = member ? await createMemberSession(app.db, member.id, hotel.brand_id, hotel.id) : undefined;
    return {
      data: {
        confirmed: true,
        redirect_url: row.redirect_url,
        session: session?.token ?? null,
        user: member ? toUser(member, member.locale ?? 'en') : null,
      },
    };
  });

  app.post('/hotels/:hotel/memberships/sign_in', async (req, reply): Promise<z.infer<typeof SignInAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const body = parseInput(SignInRequestSchema, req.body, 'body');
    const member = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    const source = sourceOf(req);
    const wrong = () => fail.unauthorized('The e-mail address or the password is not right.');
    if (!member) {
      // Spend the same time as a real check, so timing tells nothing about the address.
      await verifyPassword(body.password, 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      throw wrong();
    }
    const [{ n, first }] = (await app.db.query<{ n: number; first: string | null }>(
      `select count(*)::int as n, min(at)::text as first from sign_in_failures where member_id = $1 and source = $2 and at > now() - interval '${LOCK_MINUTES} minutes'`,
      [member.id, source],
    )) as [{ n: number; first: string | null }];
    if (n >= LOCK_AFTER) {
      const wait = Math.max(1, Math.ceil((new Date(first!).getTime() + LOCK_MINUTES * 60_000 - Date.now()) / 1000));
      reply.header('retry-after', String(wait));
      throw new ApiError(423, CATALOGUE.ACCOUNT_LOCKED.code, 'Locked', `Too many failed sign-ins. Please try again in ${Math.ceil(wait / 60)} minute(s).`);
    }
    const [secret] = await app.db.query<{ password_hash: string | null; confirmed_at: string | null }>('select password_hash, confirmed_at from members where id = $1', [member.id]);
    if (!secret?.password_hash || !(await verifyPassword(body.password, secret.password_hash))) {
      await app.db.query('insert into sign_in_failures (member_id, source) values ($1, $2)', [member.id, source]);
      throw wrong();
    }
    if (!secret.confirmed_at) throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', 'not_confirmed');
    await app.db.query('delete from sign_in_failures where member_id = $1 and source = $2', [member.id, source]);
    // A new session on every sign-in: a session id known before it is never the signed-in one.
    const session = await createMemberSession(app.db, member.id, hotel.brand_id, hotel.id);
    return { data: { session: session.token, access_token: session.token, user: toUser(member, member.locale ?? 'en') }, meta: { reset_code: null } };
  });

  app.delete('/hotels/:hotel/memberships/sign_out', async (req, reply) => {
    const hotel = await requireHotel(req);
    const { token } = await memberFromBearer(req, hotel);
    await app.db.query('update member_sessions set revoked_at = now() where token_hash = $1', [sha256(token)]);
    return reply.status(204).send();
  });

  app.get('/hotels/:hotel/memberships/show', async (req): Promise<z.infer<typeof MemberAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { memberId } = await memberFromBearer(req, hotel);
    const member = await findMemberById(app.db, memberId);
    if (!member) throw fail.unauthorized();
    return { data: toUser(member, member.locale ?? 'en') };
  });

  /** Points to spend now, and the points gained in all (what ranks are reckoned by). */
  app.get('/hotels/:hotel/memberships/point', async (req): Promise<z.infer<typeof PointAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { memberId } = await memberFromBearer(req, hotel);
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
    const body = parseInput(ResetStartRequestSchema, req.body, 'body');
    const member = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    // Document 2 §8 lists "no matching user on password reset" as a message the guest sees.
    if (!member) throw new ApiError(404, CATALOGUE.EMAIL_ABSENT.code, 'Not Found', 'No member has this e-mail address.', 'email');
    const token = await issueToken(app, member.id, 'reset_password', RESET_MINUTES);
    const t = mailText(body.locale);
    const url = link(hotel, '/change-password', { reset_password_token: token });
    await sendMail(app.db, { to: member.email, subject: t.resetSubject, html: `<p>${t.resetText}</p><p><a href="${url}">${url}</a></p>`, text: `${t.resetText}\n${url}` });
    return { data: { sent: true } };
  });

  app.put('/hotels/:hotel/memberships/update_password', async (req) => {
    const hotel = await requireHotel(req);
    const body = parseInput(ResetPasswordRequestSchema, req.body, 'body');
    checkPassword(body.password);
    const [row] = await app.db.query<{ member_id: number; expires_at: string; used_at: string | null; brand_id: number }>(
      `select t.member_id, t.expires_at, t.used_at, m.brand_id from member_tokens t join members m on m.id = t.member_id
        where t.token_hash = $1 and t.kind = 'reset_password'`,
      [sha256(body.reset_password_token)],
    );
    if (!row || row.brand_id !== hotel.brand_id || row.used_at || new Date(row.expires_at) < new Date()) {
      throw new ApiError(400, CATALOGUE.EXPIRED.code, 'Bad Request', 'This link has expired. Please ask for a new one.', 'reset_password_token');
    }
    // The current password and the last five may not come back.
    const earlier = await app.db.query<{ password_hash: string }>(
      `select password_hash from members where id = $1 and password_hash is not null
       union all (select password_hash from password_history where member_id = $1 order by id desc limit 5)`,
      [row.member_id],
    );
    for (const e of earlier) {
      if (await verifyPassword(body.password, e.password_hash)) throw new ApiError(400, CATALOGUE.PASSWORD_ALREADY_USED.code, 'Bad Request', 'This password was used before. Please choose another.', 'password');
    }
    const hash = await hashPassword(body.password);
    await app.db.transaction(async (tx) => {
      await tx.query('update member_tokens set used_at = now() where token_hash = $1', [sha256(body.reset_password_token)]);
      await tx.query('update members set password_hash = $2 where id = $1', [row.member_id, hash]);
      await tx.query('insert into password_history (member_id, password_hash) values ($1, $2)', [row.member_id, hash]);
      // Every session signed in with the old password ends.
      await tx.query('update member_sessions set revoked_at = now() where member_id = $1 and revoked_at is null', [row.member_id]);
      await tx.query('delete from sign_in_failures where member_id = $1', [row.member_id]);
    });
    return { data: { updated: true } };
  });
}
