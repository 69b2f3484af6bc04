// Members beyond sign-in basics: the sign-up check, resending mails, the lock's back-off, the
// session (a bearer token, never a cookie), profile, e-mail and password changes, account
// deletion, programs, ranks and the refresh-token exchange (document 2 §7.2, §7.7, §8).
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ConfirmAnswerSchema,
  MemberAnswerSchema,
  MemberSessionAnswerSchema,
  MembershipProgramAnswerSchema,
  MembershipProgramsAnswerSchema,
  UpdateEmailAnswerSchema,
  UserReservationsAnswerSchema,
  type RoomSearchAnswer,
} from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, firstError, requiredAnswers, testClient, lastMailLink } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const base = '/hotels/demo-tokyo/memberships';
const h = (extra: Record<string, string> = {}) => ({ 'x-client-session': cs, ...extra });
const auth = (token: string) => h({ authorization: `Bearer ${token}` });
const signIn = (email: string, password: string, headers = h()) => app.inject({ method: 'POST', url: `${base}/sign_in`, headers, payload: { email, password } });

const lastLink = (to: string, path: string) => lastMailLink(db, to, path);

/** A new confirmed member, signed in. */
async function newMember(email: string, password = 'Strong-pass1', extra: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { email, password, first_name: 'Aoi', last_name: 'Mori', ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  const token = (await lastLink(email, '/member-confirmation')).searchParams.get('confirmation_token')!;
  const confirm = await app.inject({ url: `${base}/confirm?confirmation_token=${token}`, headers: h() });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const data = ConfirmAnswerSchema.parse(confirm.json()).data;
  return { access: data.session!, refresh: data.refresh_token!, user: data.user! };
}

describe('sign-up check and resend', () => {
  it('checks the details without creating anything', async () => {
    const ok = await app.inject({ method: 'POST', url: `${base}/sign_up/verify`, headers: h(), payload: { email: 'check@example.com', password: 'Strong-pass1', first_name: 'Aoi', last_name: 'Mori' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { valid: true } });
    expect(await db.query(`select id from members where email = 'check@example.com'`)).toHaveLength(0);
    const weak = await app.inject({ method: 'POST', url: `${base}/sign_up/verify`, headers: h(), payload: { email: 'check@example.com', password: 'short' } });
    expect(firstError(weak.json())).toMatchObject({ code: 1300, field: 'password' });
    const bad = await app.inject({ method: 'POST', url: `${base}/sign_up/verify`, headers: h(), payload: { email: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json())).toMatchObject({ code: 3704, field: 'email' });
    const nowhere = await app.inject({ method: 'POST', url: `${base}/sign_up/verify`, headers: h(), payload: { email: 'someone@mail.invalid' } });
    expect(firstError(nowhere.json())).toMatchObject({ code: 3704, field: 'email' });
    // An English-language sign-up takes names in Roman letters (document 1 §5).
    const script = await app.inject({ method: 'POST', url: `${base}/sign_up/verify`, headers: h(), payload: { email: 'check@example.com', first_name: '葵', locale: 'en' } });
    expect(firstError(script.json())).toMatchObject({ code: 1000, field: 'first_name' });
    expect(firstError(script.json()).error).toMatch(/^name_script/);
    const japanese = await app.inject({ method: 'POST', url: `${base}/sign_up/verify`, headers: h(), payload: { email: 'check@example.com', first_name: '葵', last_name: '森', locale: 'ja' } });
    expect(japanese.statusCode).toBe(200);
  });

  it('refuses an address that cannot receive mail on sign-up with 3704', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { email: 'x@@example.com', password: 'Strong-pass1', first_name: 'A', last_name: 'B' } });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 3704, field: 'email' });
  });

  it('mails the confirmation again, and answers the same for an unknown or a confirmed address', async () => {
    await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { email: 'again@example.com', password: 'Strong-pass1', first_name: 'A', last_name: 'B' } });
    const resend = await app.inject({ url: `${base}/resend_confirmation?email=again@example.com&locale=ja`, headers: h() });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toEqual({ data: { sent: true } });
    const [mail] = await db.query<{ subject: string }>(`select subject from mail_outbox where to_address = 'again@example.com' order by id desc limit 1`);
    expect(mail!.subject).toBe('メールアドレスのご確認');
    const token = (await lastLink('again@example.com', '/member-confirmation')).searchParams.get('confirmation_token')!;
    expect((await app.inject({ url: `${base}/confirm?confirmation_token=${token}`, headers: h() })).statusCode).toBe(200);
    // Nothing tells who signed up: a confirmed address and an unknown one get the same answer;
    // the confirmed owner is mailed how to sign in, nobody else is mailed.
    const done = await app.inject({ url: `${base}/resend_confirmation?email=again@example.com`, headers: h() });
    const unknown = await app.inject({ url: `${base}/resend_confirmation?email=nobody@example.com`, headers: h() });
    expect([done.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(done.body).toBe(unknown.body);
    const [owner] = await db.query<{ text_body: string }>(`select text_body from mail_outbox where to_address = 'again@example.com' order by id desc limit 1`);
    expect(owner!.text_body).toContain('/forgot-password');
    expect(await db.query(`select 1 from mail_outbox where to_address = 'nobody@example.com'`)).toEqual([]);
  });
});

describe('sign-in ceiling', () => {
  const failures = async (n: number, headers = h()) => {
    for (let i = 0; i < n; i++) expect((await signIn(DEMO.member.email, `Wrong-pass${i}`, headers)).statusCode).toBe(401);
  };

  it('guards the account for the rest of the window, then forgets the failures', async () => {
    await failures(5);
    const first = await signIn(DEMO.member.email, DEMO.member.password);
    expect(first.statusCode).toBe(423);
    expect(firstError(first.json()).code).toBe(1301);
    const wait = Number(first.headers['retry-after']);
    expect(wait).toBeGreaterThan(15 * 60 - 30);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // While guarded, not even the right password is tried, and nothing more is counted.
    expect(await db.query(`select 1 from sign_in_failures`)).toHaveLength(5);
    // The oldest failure leaving the window is one fewer than the ceiling.
    await db.query(`update sign_in_failures set at = at - interval '15 minutes' where at = (select min(at) from sign_in_failures)`);
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
  });

  it('a success forgets the failures; a password reset lifts the guard', async () => {
    await failures(4);
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
    await failures(4);
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
    await failures(5);
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(423);
    await app.inject({ method: 'POST', url: `${base}/start_reset_password_process`, headers: h(), payload: { email: DEMO.member.email } });
    const token = (await lastLink(DEMO.member.email, '/change-password')).searchParams.get('reset_password_token')!;
    const reset = await app.inject({ method: 'PUT', url: `${base}/update_password`, headers: h(), payload: { reset_password_token: token, password: 'Fresh-pass-42' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(DEMO.member.email, 'Fresh-pass-42')).statusCode).toBe(200);
  });

  it('answers 1403 for an account the hotel registered, until a reset sets its password', async () => {
    const [brand] = await db.query<{ id: number }>(`select id from hotel_brands where code = $1`, [DEMO.brandCode]);
    await db.query(`insert into members (brand_id, email, first_name, last_name) values ($1, 'frontdesk@example.com', 'Ren', 'Ito')`, [brand!.id]);
    const res = await signIn('frontdesk@example.com', 'Anything-1');
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).code).toBe(1403);
    await app.inject({ method: 'POST', url: `${base}/start_reset_password_process`, headers: h(), payload: { email: 'frontdesk@example.com' } });
    const token = (await lastLink('frontdesk@example.com', '/change-password')).searchParams.get('reset_password_token')!;
    expect((await app.inject({ method: 'PUT', url: `${base}/update_password`, headers: h(), payload: { reset_password_token: token, password: 'Own-pass-123' } })).statusCode).toBe(200);
    expect((await signIn('frontdesk@example.com', 'Own-pass-123')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers the session in the body and sets no cookie for it; sign-out ends it', async () => {
    const res = await signIn(DEMO.member.email, DEMO.member.password);
    const data = MemberSessionAnswerSchema.parse(res.json()).data;
    expect(data.refresh_token).not.toBe(data.access_token);
    expect(data.social).toBe(false);
    // The widget holds the token and sends it as a bearer header; the API keeps no cookie of it.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ url: `${base}/show`, headers: auth(data.session) })).statusCode).toBe(200);
    const out = await app.inject({ method: 'DELETE', url: `${base}/sign_out`, headers: auth(data.session) });
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ url: `${base}/show`, headers: auth(data.session) })).statusCode).toBe(401);
    // The refresh token of that sign-in died with it.
    const exchange = await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: data.refresh_token, hotel_code: 'demo-tokyo' } });
    expect(firstError(exchange.json()).code).toBe(3401);
  });

  it('does not take a member from the yadori_member cookie a browser may still hold, and expires that cookie', async () => {
    const data = MemberSessionAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data;
    const old = { cookie: `other=1; yadori_member=${data.session}` };
    const show = await app.inject({ url: `${base}/show`, headers: h(old) });
    expect(show.statusCode).toBe(401);
    expect(String(show.headers['set-cookie'])).toMatch(/^yadori_member=; Path=\/; Max-Age=0; Secure; HttpOnly; SameSite=None; Partitioned$/);
    expect((await app.inject({ url: '/user/me?hotel_code=demo-tokyo', headers: h(old) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/user/reservations?status=upcoming', headers: h(old) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `${base}/sign_out`, headers: h(old) })).statusCode).toBe(401);
    // The bearer header is what signs a request in; the stale cookie beside it is expired all the same.
    const both = await app.inject({ url: `${base}/show`, headers: { ...auth(data.session), ...old } });
    expect(both.statusCode).toBe(200);
    expect(String(both.headers['set-cookie'])).toMatch(/^yadori_member=; .*Max-Age=0/);
    // Without it, no cookie is touched.
    expect((await app.inject({ url: `${base}/show`, headers: h({ cookie: 'other=1' }) })).headers['set-cookie']).toBeUndefined();
  });

  it('exchanges a refresh token once for a new session and a new refresh token', async () => {
    const first = MemberSessionAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data;
    const res = await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: first.refresh_token, hotel_code: 'demo-tokyo' } });
    expect(res.statusCode, res.body).toBe(200);
    const second = MemberSessionAnswerSchema.parse(res.json()).data;
    expect(second.session).not.toBe(first.session);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.email).toBe(DEMO.member.email);
    expect((await app.inject({ url: `${base}/show`, headers: auth(second.session) })).statusCode).toBe(200);
    const third = MemberSessionAnswerSchema.parse(
      (await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: second.refresh_token, hotel_code: 'demo-tokyo' } })).json(),
    ).data;
    // The first token again: someone copied it. 3403, and every session of the chain ends.
    const replay = await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: first.refresh_token, hotel_code: 'demo-tokyo' } });
    expect(replay.statusCode).toBe(400);
    expect(firstError(replay.json()).code).toBe(3403);
    for (const s of [first.session, second.session, third.session]) expect((await app.inject({ url: `${base}/show`, headers: auth(s) })).statusCode).toBe(401);
    const afterReplay = await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: third.refresh_token, hotel_code: 'demo-tokyo' } });
    expect(firstError(afterReplay.json()).code).toBe(3401);
  });

  it('answers 3401 for an unknown token, 3402 for another brand, and 400 for bad input', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: 'x'.repeat(43), hotel_code: 'demo-tokyo' } });
    expect(firstError(unknown.json()).code).toBe(3401);
    const bad = await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: 'a b', hotel_code: 'demo-tokyo' } });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json())).toMatchObject({ code: 1000, field: 'token' });
    const [brand] = await db.query<{ id: number }>(`insert into hotel_brands (code, name) values ('other-brand', 'Other') returning id`);
    await db.query(
      `insert into hotels (code, brand_id, name, locale, time_zone, currency, settings, init_extras, login_widget, tax_rules)
       select 'other-hotel', $1, name, locale, time_zone, currency, settings, init_extras, login_widget, tax_rules from hotels where code = 'demo-tokyo'`,
      [brand!.id],
    );
    const mine = MemberSessionAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data;
    const other = await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: mine.refresh_token, hotel_code: 'other-hotel' } });
    expect(firstError(other.json()).code).toBe(3402);
    // Left unspent: it still works where it belongs.
    expect((await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: mine.refresh_token, hotel_code: 'demo-tokyo' } })).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('updates names, kana, address, receipt and opt-in; refuses bad fields with 4xx', async () => {
    const { access } = await newMember('profile@example.com');
    const res = await app.inject({
      method: 'PUT',
      url: `${base}/update`,
      headers: auth(access),
      payload: {
        locale: 'ja', first_name: 'Aoi', last_name: 'Mori', first_name_kanji: '葵', last_name_kanji: '森', first_name_kana: 'アオイ', last_name_kana: 'モリ',
        dob: '1991-02-03', gender: 'female', nationality: 'JP', phone: '+819012345678', postal_code: '1040061', prefecture_or_state: 'Tokyo',
        street_address: '中央区銀座1-2-3', building_name_and_number: '401', receipt_title: '森 葵', receipt_unicode: '12345678', promotion_email_opt_in: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = MemberAnswerSchema.parse(res.json()).data;
    expect(user).toMatchObject({ first_name_kana: 'アオイ', last_name_kana: 'モリ', locale: 'ja' });
    expect(user.profile).toMatchObject({ first_name_kanji: '葵', dob: '1991-02-03', gender: 'female', receipt_unicode: '12345678', promotion_email_opt_in: true, postal_code: '1040061' });
    // Null clears; absent keeps.
    const cleared = await app.inject({ method: 'PUT', url: `${base}/update`, headers: auth(access), payload: { building_name_and_number: null } });
    expect(MemberAnswerSchema.parse(cleared.json()).data.profile).toMatchObject({ building_name_and_number: null, street_address: '中央区銀座1-2-3' });
    const show = MemberAnswerSchema.parse((await app.inject({ url: `${base}/show`, headers: auth(access) })).json()).data;
    expect(show.profile?.receipt_title).toBe('森 葵');
    for (const [payload, field] of [
      [{ first_name_kana: 'Aoi' }, 'first_name_kana'],
      [{ phone: 'call me' }, 'phone'],
      [{ receipt_unicode: '123' }, 'receipt_unicode'],
      [{ dob: '1991-02-30' }, 'dob'],
      [{ gender: 'x' }, 'gender'],
      [{ locale: 'en', first_name: '葵' }, 'first_name'],
    ] as const) {
      const bad = await app.inject({ method: 'PUT', url: `${base}/update`, headers: auth(access), payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(firstError(bad.json())).toMatchObject({ code: 1000, field });
    }
    expect((await app.inject({ method: 'PUT', url: `${base}/update`, headers: h(), payload: {} })).statusCode).toBe(401);
  });

  it('refuses profile updates of custom-provider members and of programs that do not allow them', async () => {
    const { access } = await newMember('locked-profile@example.com');
    expect(MemberAnswerSchema.parse((await app.inject({ url: `${base}/show`, headers: auth(access) })).json()).data.profile_update_allowed).toBe(true);
    await db.query(`update members set provider = 'custom' where email = 'locked-profile@example.com'`);
    const custom = await app.inject({ method: 'PUT', url: `${base}/update`, headers: auth(access), payload: { first_name: 'Ken' } });
    expect(custom.statusCode).toBe(403);
    expect(firstError(custom.json()).error).toMatch(/^profile_update_not_allowed/);
    await db.query(`update members set provider = null where email = 'locked-profile@example.com'`);
    await db.query(`update membership_programs set settings = settings || '{"update_member_profile_enabled": false}'::jsonb`);
    try {
      const program = await app.inject({ method: 'PUT', url: `${base}/update`, headers: auth(access), payload: { first_name: 'Ken' } });
      expect(program.statusCode).toBe(403);
    } finally {
      await db.query(`update membership_programs set settings = settings || '{"update_member_profile_enabled": true}'::jsonb`);
    }
  });
});

describe('e-mail change', () => {
  it('stays pending until the link is opened, then the new address signs in', async () => {
    const { access } = await newMember('old@example.com');
    const wrong = await app.inject({ method: 'PUT', url: `${base}/update_email`, headers: auth(access), payload: { email: 'new-address@example.com', current_password: 'Wrong-pass1' } });
    // A typo in the current password must not sign the member out: 400, not 401.
    expect(wrong.statusCode).toBe(400);
    expect(firstError(wrong.json())).toMatchObject({ code: 1000, field: 'current_password' });
    const res = await app.inject({ method: 'PUT', url: `${base}/update_email`, headers: auth(access), payload: { email: 'new-address@example.com', current_password: 'Strong-pass1' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(UpdateEmailAnswerSchema.parse(res.json()).data).toEqual({ status: 'pending', pending_email: 'new-address@example.com' });
    const pending = MemberAnswerSchema.parse((await app.inject({ url: `${base}/show`, headers: auth(access) })).json()).data;
    expect(pending).toMatchObject({ email: 'old@example.com', pending_email: 'new-address@example.com' });
    await lastLink('old@example.com', '/forgot-password');
    // The link again, by resend; the first one died with it.
    const first = (await lastLink('new-address@example.com', '/member-confirmation')).searchParams.get('confirmation_token')!;
    expect((await app.inject({ url: `${base}/resend_confirm_email`, headers: auth(access) })).statusCode).toBe(200);
    const link = await lastLink('new-address@example.com', '/member-confirmation');
    expect(link.searchParams.get('email_update')).toBe('true');
    const token = link.searchParams.get('confirmation_token')!;
    expect(token).not.toBe(first);
    const confirm = await app.inject({ url: `${base}/confirm?confirmation_token=${token}&email_update=true`, headers: h() });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(ConfirmAnswerSchema.parse(confirm.json()).data).toMatchObject({ email_update: true, email: 'new-address@example.com', session: null });
    expect(firstError((await app.inject({ url: `${base}/confirm?confirmation_token=${token}`, headers: h() })).json()).code).toBe(1402);
    expect((await signIn('new-address@example.com', 'Strong-pass1')).statusCode).toBe(200);
    expect((await signIn('old@example.com', 'Strong-pass1')).statusCode).toBe(401);
    const after = MemberAnswerSchema.parse((await app.inject({ url: `${base}/show`, headers: auth(access) })).json()).data;
    expect(after.pending_email).toBeNull();
    expect((await app.inject({ url: `${base}/resend_confirm_email`, headers: auth(access) })).statusCode).toBe(404);
  });

  it('gives the same answer for an address that has an account, mails its owner, and never moves there', async () => {
    const { access } = await newMember('mover@example.com');
    const res = await app.inject({ method: 'PUT', url: `${base}/update_email`, headers: auth(access), payload: { email: DEMO.member.email, current_password: 'Strong-pass1' } });
    expect(res.statusCode).toBe(200);
    await lastLink(DEMO.member.email, '/sign-in');
    expect(await db.query(`select 1 from member_tokens where kind = 'email_update' and used_at is null`)).toHaveLength(0);
    const bad = await app.inject({ method: 'PUT', url: `${base}/update_email`, headers: auth(access), payload: { email: 'nope', current_password: 'Strong-pass1' } });
    expect(firstError(bad.json())).toMatchObject({ code: 3704, field: 'email' });
  });

  it('answers 1250 for an expired change link', async () => {
    const { access } = await newMember('slow@example.com');
    await app.inject({ method: 'PUT', url: `${base}/update_email`, headers: auth(access), payload: { email: 'slow-new@example.com', current_password: 'Strong-pass1' } });
    const token = (await lastLink('slow-new@example.com', '/member-confirmation')).searchParams.get('confirmation_token')!;
    await db.query(`update member_tokens set expires_at = now() - interval '1 minute' where kind = 'email_update'`);
    expect(firstError((await app.inject({ url: `${base}/confirm?confirmation_token=${token}`, headers: h() })).json()).code).toBe(1250);
  });
});

describe('password change', () => {
  it('needs the current password, a strong new one not used before, and signs out every other session', async () => {
    const { access } = await newMember('changer@example.com');
    const other = MemberSessionAnswerSchema.parse((await signIn('changer@example.com', 'Strong-pass1')).json()).data.session;
    const put = (payload: object, headers = auth(access)) => app.inject({ method: 'PUT', url: `${base}/update_password`, headers, payload });
    const wrong = await put({ current_password: 'Wrong-pass1', password: 'Next-pass-22' });
    expect(wrong.statusCode).toBe(400);
    expect(firstError(wrong.json()).field).toBe('current_password');
    expect(firstError((await put({ current_password: 'Strong-pass1', password: 'weak' })).json())).toMatchObject({ code: 1300, field: 'password' });
    expect(firstError((await put({ current_password: 'Strong-pass1', password: 'Strong-pass1' })).json())).toMatchObject({ code: 1302, field: 'password' });
    expect((await put({ current_password: 'Strong-pass1', password: 'Next-pass-22' })).statusCode).toBe(200);
    expect((await app.inject({ url: `${base}/show`, headers: auth(access) })).statusCode).toBe(200);
    expect((await app.inject({ url: `${base}/show`, headers: auth(other) })).statusCode).toBe(401);
    // The earlier password stays in the history.
    expect(firstError((await put({ current_password: 'Next-pass-22', password: 'Strong-pass1' })).json()).code).toBe(1302);
    expect((await put({ current_password: 'Next-pass-22', password: 'Third-pass-33' }, h())).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it('ends every session, erases the member and frees the address', async () => {
    const { access, refresh } = await newMember('leaving@example.com');
    const wrong = await app.inject({ method: 'POST', url: `${base}/cancel`, headers: auth(access), payload: { current_password: 'Nope-1234' } });
    expect(wrong.statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: `${base}/cancel`, headers: auth(access), payload: { current_password: 'Strong-pass1', reason: 'moving abroad' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: true } });
    await lastLink('leaving@example.com', '/sign-up');
    expect((await app.inject({ url: `${base}/show`, headers: auth(access) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/user/me', headers: auth(access) })).statusCode).toBe(401);
    expect(firstError((await app.inject({ method: 'POST', url: '/user/token_exchange', headers: h(), payload: { token: refresh, hotel_code: 'demo-tokyo' } })).json()).code).toBe(3401);
    expect((await signIn('leaving@example.com', 'Strong-pass1')).statusCode).toBe(401);
    const [row] = await db.query<{ first_name: string; password_hash: string | null; deleted_at: string | null }>(`select first_name, password_hash, deleted_at from members where email like 'deleted-%'`);
    expect(row).toMatchObject({ first_name: '', password_hash: null });
    expect(row!.deleted_at).not.toBeNull();
    // The address may sign up again.
    await newMember('leaving@example.com', 'Again-pass-1');
  });
});

describe('programs and ranks', () => {
  it('answers the signed-in program with its ranks, any program by id, and the brand programs', async () => {
    const access = MemberSessionAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data.access_token;
    const mine = await app.inject({ url: `${base}/program?locale=ja`, headers: auth(access) });
    expect(mine.statusCode, mine.body).toBe(200);
    const program = MembershipProgramAnswerSchema.parse(mine.json()).data;
    expect(program).toMatchObject({ code: DEMO.programCode, name: 'ヤドリクラブ', point_program_enabled: true, update_member_profile_enabled: true });
    expect(program.ranks.map((r) => [r.code, r.discount_percent])).toEqual([['regular', 0], ['silver', 5], ['gold', 10]]);
    expect((await app.inject({ url: `${base}/program`, headers: h() })).statusCode).toBe(401);
    const byId = await app.inject({ url: `/membership_programs/${program.id}`, headers: h() });
    expect(MembershipProgramAnswerSchema.parse(byId.json()).data.name).toBe('Yadori Club');
    expect((await app.inject({ url: '/membership_programs/999999', headers: h() })).statusCode).toBe(404);
    expect((await app.inject({ url: '/membership_programs/abc', headers: h() })).statusCode).toBe(400);
    const brand = await app.inject({ url: `/hotel_brands/${DEMO.brandCode}/membership_programs`, headers: h() });
    expect(MembershipProgramsAnswerSchema.parse(brand.json()).data.map((p) => p.code)).toEqual([DEMO.programCode]);
    expect((await app.inject({ url: `/hotel_brands/${program.hotel_brand_id}/membership_programs`, headers: h() })).statusCode).toBe(200);
    expect((await app.inject({ url: '/hotel_brands/nope/membership_programs', headers: h() })).statusCode).toBe(404);
  });

  it('switches the member to another program of the brand, at its first rank', async () => {
    const [brand] = await db.query<{ id: number }>(`select id from hotel_brands where code = $1`, [DEMO.brandCode]);
    const [other] = await db.query<{ id: number }>(`insert into membership_programs (brand_id, code, name, settings) values ($1, 'partners', '{"en":"Partners"}', '{}') returning id`, [brand!.id]);
    const [rank] = await db.query<{ id: number }>(`insert into membership_ranks (program_id, code, name, position) values ($1, 'basic', '{"en":"Basic"}', 1) returning id`, [other!.id]);
    try {
      const { access, user } = await newMember('switcher@example.com');
      expect(user.non_signed_in_program_ids).toEqual([other!.id]);
      const res = await app.inject({ method: 'PUT', url: `${base}/switch`, headers: auth(access), payload: { program_id: other!.id } });
      expect(res.statusCode, res.body).toBe(200);
      expect(MemberAnswerSchema.parse(res.json()).data).toMatchObject({ program_id: other!.id, rank_id: rank!.id, rank: { code: 'basic' } });
      expect((await app.inject({ method: 'PUT', url: `${base}/switch`, headers: auth(access), payload: { program_id: 999999 } })).statusCode).toBe(404);
      expect((await app.inject({ method: 'PUT', url: `${base}/switch`, headers: auth(access), payload: { program_id: 'x' } })).statusCode).toBe(400);
    } finally {
      await db.query('update members set program_id = null, rank_id = null where program_id = $1', [other!.id]);
      await db.query('delete from membership_ranks where program_id = $1', [other!.id]);
      await db.query('delete from membership_programs where id = $1', [other!.id]);
    }
  });

  it('sells a members-only plan to members only: a guest is refused, naming the room', async () => {
    const checkin = addDays(todayIn('Asia/Tokyo'), 21);
    const checkout = addDays(checkin, 1);
    const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
    const offer = (await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${rooms}&hotel_plan_codes=members`, headers: h() })).json() as RoomSearchAnswer;
    const plan = offer.data.rooms[0]!.room_plan[0]!;
    const reservations = async () => (await db.query<{ n: number }>('select count(*)::int as n from reservations'))[0]!.n;
    const before = await reservations();
    const res = await app.inject({
      method: 'POST',
      url: '/hotels/demo-tokyo/reservations',
      headers: h(),
      payload: {
        checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: plan.room_plan_code, adults: 2 }],
        guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'guest@example.com', phone: '+81312345678' },
        payment_type: 'on_site', locale: 'en', expected_total_price: plan.price.total_price, terms_accepted: true,
        answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin),
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 2304, field: 'rooms.0.room_plan_code' });
    expect(firstError(res.json()).error).toContain('for members');
    expect(await reservations()).toBe(before);
  });

  it('prices members-only rates with the rank discount, and books at that price', async () => {
    const access = MemberSessionAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data.access_token;
    const checkin = addDays(todayIn('Asia/Tokyo'), 20);
    const checkout = addDays(checkin, 1);
    const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
    const search = async (headers: Record<string, string>) => {
      const res = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${rooms}&hotel_plan_codes=members`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as RoomSearchAnswer).data.rooms[0]!.room_plan[0]!;
    };
    const silver = (await search(auth(access))).price;
    await db.query(`update members set rank_id = (select id from membership_ranks where code = 'gold') where email = $1`, [DEMO.member.email]);
    const goldPlan = await search(auth(access));
    const gold = goldPlan.price;
    const guest = (await search(h())).price;
    // Regular 10% on the rate; silver 15%; gold 20%.
    expect(silver.rooms[0]!.discounts.find((d) => d.discount_type === 'member')!.discount_amount).toBe(Math.round(silver.original_price * 0.15));
    expect(gold.rooms[0]!.discounts.find((d) => d.discount_type === 'member')!.discount_amount).toBe(Math.round(gold.original_price * 0.2));
    expect(guest.rooms[0]!.sign_in_discount.total_price_after_discount).toBeGreaterThan(silver.total_price);
    expect(silver.total_price).toBeGreaterThan(gold.total_price);
    expect(gold.rooms[0]!.sign_in_discount.total_price_after_discount).toBe(gold.total_price);
    expect(guest.total_price).toBe(guest.rooms[0]!.non_sign_in_discount.total_price_after_discount);
    // The booking charges what the member was shown.
    const booked = await app.inject({
      method: 'POST',
      url: '/hotels/demo-tokyo/reservations',
      headers: auth(access),
      payload: {
        checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: goldPlan.room_plan_code, adults: 2 }],
        guest: { first_name: 'Hanako', last_name: 'Yamada', email: DEMO.member.email, phone: '+81312345678' },
        payment_type: 'on_site', locale: 'en', expected_total_price: gold.total_price, terms_accepted: true,
        answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((booked.json() as { data: { reservation: { total_price: number } } }).data.reservation.total_price).toBe(gold.total_price);
  });
});

describe('my reservations', () => {
  it('lists by group and page, and refuses bad groups and pages with 400', async () => {
    const access = MemberSessionAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data.access_token;
    for (const status of ['upcoming', 'completed', 'cancelled', 'lottery']) {
      const res = await app.inject({ url: `/user/reservations?status=${status}&page=1`, headers: auth(access) });
      expect(res.statusCode, res.body).toBe(200);
      expect(UserReservationsAnswerSchema.parse(res.json()).meta).toMatchObject({ page: 1, status });
    }
    expect((await app.inject({ url: '/user/reservations?status=past', headers: auth(access) })).statusCode).toBe(400);
    expect((await app.inject({ url: '/user/reservations?page=-1', headers: auth(access) })).statusCode).toBe(400);
    expect((await app.inject({ url: '/user/reservations', headers: h() })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('answers every member call with a 4xx catalogue error, never a 500', async () => {
    const access = MemberSessionAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data.access_token;
    const calls: [string, string][] = [
      ['POST', `${base}/sign_up`], ['POST', `${base}/sign_up/verify`], ['POST', `${base}/sign_in`], ['PUT', `${base}/update`],
      ['PUT', `${base}/update_email`], ['PUT', `${base}/update_password`], ['POST', `${base}/start_reset_password_process`],
      ['POST', `${base}/cancel`], ['PUT', `${base}/switch`], ['POST', `${base}/facebook`], ['POST', `${base}/open_id/authorize`],
      ['POST', `${base}/open_id/sign_in`], ['POST', `${base}/custom_auth`], ['POST', '/user/token_exchange'],
    ];
    const bodies: unknown[] = ['"text"', '[]', '{"email": 5}', '{"program_id": 99999999999999}', '{"grant_type": "custom_authentication_code"}',
      `{"email": "${'a'.repeat(300)}@example.com", "password": "${'A1a'.repeat(100)}"}`, '{"token": null, "access_token": {}}', '{"sso_redirect": "//evil.example"}'];
    for (const [method, url] of calls) {
      for (const body of bodies) {
        const res = await app.inject({ method: method as 'POST', url, headers: { ...auth(access), 'content-type': 'application/json' }, payload: body as string });
        const what = `${method} ${url} ${String(body)} -> ${res.body}`;
        expect(res.statusCode, what).toBeLessThan(500);
        // Not an object at all: always refused. Other bodies may be a valid request with defaults.
        if (body === '"text"' || body === '[]') expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        if (res.statusCode >= 400) expect(typeof firstError(res.json()).code).toBe('number');
        expect((await app.inject({ url: `${base}/show`, headers: auth(access) })).statusCode, 'still signed in').toBe(200);
      }
    }
    for (const url of [`${base}/confirm?confirmation_token=${'%00'.repeat(20)}`, `${base}/resend_confirmation?email=%F0%9F`, `${base}/program?program_id=99999999999`,
      '/membership_programs/9999999999', `/hotel_brands/${'x'.repeat(80)}/membership_programs`, '/sso/custom/callback?state=..&code=..',
      '/sandbox/oidc/authorize?response_type=token', '/sandbox/facebook/dialog?client_id=1']) {
      const res = await app.inject({ url, headers: auth(access) });
      expect(res.statusCode, `${url} -> ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} -> ${res.body}`).toBeLessThan(500);
    }
  });
});
