import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfirmAnswerSchema, MemberAnswerSchema, SignInAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { DEMO, clientSession, firstError, testClient, lastMailLink } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const base = '/hotels/demo-tokyo/memberships';
const h = (extra: Record<string, string> = {}) => ({ 'x-client-session': cs, ...extra });
const signIn = (email: string, password: string, headers: Record<string, string> = h()) => app.inject({ method: 'POST', url: `${base}/sign_in`, headers, payload: { email, password } });

const lastLink = (to: string, path: string) => lastMailLink(db, to, path);

describe('sign-up and confirmation', () => {
  it('is provisional until the e-mail is confirmed, then signs in', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { email: 'new@example.com', password: 'Strong-pass1', first_name: 'Aoi', last_name: 'Mori' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await signIn('new@example.com', 'Strong-pass1')).statusCode).toBe(403);
    const link = await lastLink('new@example.com', '/member-confirmation');
    const token = link.searchParams.get('confirmation_token')!;
    const confirm = await app.inject({ url: `${base}/confirm?confirmation_token=${token}`, headers: h() });
    expect(confirm.statusCode).toBe(200);
    const again = await app.inject({ url: `${base}/confirm?confirmation_token=${token}`, headers: h() });
    expect(firstError(again.json()).code).toBe(1402);
    const ok = await signIn('new@example.com', 'Strong-pass1');
    expect(ok.statusCode).toBe(200);
    expect(SignInAnswerSchema.parse(ok.json()).data.user.rank?.code).toBe('regular');
  });

  it('keeps what the first sign-up chose when another signs up with the address before it is confirmed', async () => {
    // The owner signs up and has not confirmed yet; the link of the first sign-up is the only one opened.
    const first = { email: 'owner@example.com', password: 'Owner-pass1', first_name: 'Aoi', last_name: 'Mori' };
    expect((await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: first })).statusCode).toBe(201);
    const ownerLink = await lastLink(first.email, '/member-confirmation');
    // Someone else signs up with the same address and another password: nothing of the account changes.
    const other = await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { ...first, password: 'Attacker-pass1', first_name: 'Eve' } });
    expect(other.statusCode).toBe(201);
    expect((await signIn(first.email, 'Attacker-pass1')).statusCode).not.toBe(200);
    // The owner's link confirms the address; as two sign-ups waited, neither password is kept:
    // no session opens, and a link to choose a password goes to the address.
    const confirm = await app.inject({ url: `${base}/confirm?confirmation_token=${ownerLink.searchParams.get('confirmation_token')}`, headers: h() });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const answer = ConfirmAnswerSchema.parse(confirm.json()).data;
    expect(answer).toMatchObject({ confirmed: true, session: null, user: null, password_reset_sent: true });
    expect((await signIn(first.email, 'Attacker-pass1')).statusCode).not.toBe(200);
    expect((await signIn(first.email, 'Owner-pass1')).statusCode).not.toBe(200);
    const reset = await lastLink(first.email, '/change-password');
    expect(reset.searchParams.get('reset_password_token')).toBeTruthy();
    // The other sign-up's link is spent with it.
    const open = await db.query<{ n: number }>(`select count(*)::int as n from member_tokens t join members m on m.id = t.member_id where lower(m.email) = 'owner@example.com' and t.kind = 'confirm' and t.used_at is null`);
    expect(open[0]?.n).toBe(0);
  });

  it('confirms a later sign-up with its own details when the earlier link had expired', async () => {
    const first = { email: 'late@example.com', password: 'First-pass1', first_name: 'Aoi', last_name: 'Mori' };
    expect((await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: first })).statusCode).toBe(201);
    await db.query(`update member_tokens set expires_at = now() - interval '1 minute' where member_id = (select id from members where lower(email) = 'late@example.com')`);
    expect((await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { ...first, password: 'Second-pass1', first_name: 'Ren' } })).statusCode).toBe(201);
    const link = await lastLink(first.email, '/member-confirmation');
    const confirm = await app.inject({ url: `${base}/confirm?confirmation_token=${link.searchParams.get('confirmation_token')}`, headers: h() });
    expect(ConfirmAnswerSchema.parse(confirm.json()).data.user?.first_name).toBe('Ren');
    expect((await signIn(first.email, 'Second-pass1')).statusCode).toBe(200);
    expect((await signIn(first.email, 'First-pass1')).statusCode).not.toBe(200);
  });

  it('refuses a weak password with 1300, naming what is missing', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { email: 'weak@example.com', password: 'weakpass', first_name: 'A', last_name: 'B' } });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 1300, field: 'password' });
    expect(firstError(res.json()).error).toContain('password_needs_upper');
  });

  it('answers the same for an address that already has an account, and mails its owner instead', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { email: DEMO.member.email, password: 'Another-pass1', first_name: 'X', last_name: 'Y' } });
    expect(res.statusCode).toBe(201);
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
    await lastLink(DEMO.member.email, '/forgot-password');
  });

  it('answers 1401 for an expired confirmation link', async () => {
    await app.inject({ method: 'POST', url: `${base}/sign_up`, headers: h(), payload: { email: 'late@example.com', password: 'Strong-pass1', first_name: 'A', last_name: 'B' } });
    const token = (await lastLink('late@example.com', '/member-confirmation')).searchParams.get('confirmation_token')!;
    await db.query(`update member_tokens set expires_at = now() - interval '1 minute'`);
    const res = await app.inject({ url: `${base}/confirm?confirmation_token=${token}`, headers: h() });
    expect(firstError(res.json()).code).toBe(1401);
  });
});

describe('sign-in and sign-out', () => {
  it('opens a new session on every sign-in, and the session dies on sign-out', async () => {
    const a = SignInAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data;
    const b = SignInAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data;
    expect(a.access_token).not.toBe(b.access_token);
    const show = await app.inject({ url: `${base}/show`, headers: h({ authorization: `Bearer ${a.access_token}` }) });
    expect(MemberAnswerSchema.parse(show.json()).data.email).toBe(DEMO.member.email);
    const out = await app.inject({ method: 'DELETE', url: `${base}/sign_out`, headers: h({ authorization: `Bearer ${a.access_token}` }) });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ url: `${base}/show`, headers: h({ authorization: `Bearer ${a.access_token}` }) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/user/me', headers: h({ authorization: `Bearer ${a.access_token}` }) })).statusCode).toBe(401);
    // The other session lives on.
    expect((await app.inject({ url: `${base}/show`, headers: h({ authorization: `Bearer ${b.access_token}` }) })).statusCode).toBe(200);
  });

  it('says the same for an unknown address and a wrong password', async () => {
    const unknown = await signIn('nobody@example.com', 'Whatever-1');
    const wrong = await signIn(DEMO.member.email, 'Wrong-pass1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(firstError(unknown.json()).error).toBe(firstError(wrong.json()).error);
  });

  it('guards the account after five failures, whatever address they came from', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(DEMO.member.email, `Wrong-pass${i}`, h({ 'x-forwarded-for': `203.0.113.${i + 1}` }))).statusCode).toBe(401);
    const locked = await signIn(DEMO.member.email, DEMO.member.password);
    expect(locked.statusCode).toBe(423);
    expect(firstError(locked.json()).code).toBe(1301);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A fresh client session, another address: the same account, still refused.
    const fresh = await clientSession(app);
    expect((await signIn(DEMO.member.email, DEMO.member.password, { 'x-client-session': fresh, 'x-forwarded-for': '192.0.2.9' })).statusCode).toBe(423);
    // The guard ends by itself once the window has passed.
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await db.query(`update sign_in_failures set at = at - interval '15 minutes'`);
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a link, sets a new password once, ends the old sessions, refuses a reused password', async () => {
    const old = SignInAnswerSchema.parse((await signIn(DEMO.member.email, DEMO.member.password)).json()).data.access_token;
    const start = await app.inject({ method: 'POST', url: `${base}/start_reset_password_process`, headers: h(), payload: { email: DEMO.member.email, locale: 'ja' } });
    expect(start.statusCode).toBe(200);
    const token = (await lastLink(DEMO.member.email, '/change-password')).searchParams.get('reset_password_token')!;
    const reused = await app.inject({ method: 'PUT', url: `${base}/update_password`, headers: h(), payload: { reset_password_token: token, password: DEMO.member.password } });
    expect(firstError(reused.json())).toMatchObject({ code: 1302, field: 'password' });
    const ok = await app.inject({ method: 'PUT', url: `${base}/update_password`, headers: h(), payload: { reset_password_token: token, password: 'Brand-new-pass2' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await app.inject({ url: `${base}/show`, headers: h({ authorization: `Bearer ${old}` }) })).statusCode).toBe(401);
    expect((await signIn(DEMO.member.email, 'Brand-new-pass2')).statusCode).toBe(200);
    const twice = await app.inject({ method: 'PUT', url: `${base}/update_password`, headers: h(), payload: { reset_password_token: token, password: 'Brand-new-pass3' } });
    expect(firstError(twice.json()).code).toBe(1250);
  });

  it('answers the same whether or not a member has the address, and mails only a member', async () => {
    const unknown = await app.inject({ method: 'POST', url: `${base}/start_reset_password_process`, headers: h(), payload: { email: 'nobody@example.com' } });
    const known = await app.inject({ method: 'POST', url: `${base}/start_reset_password_process`, headers: h(), payload: { email: DEMO.member.email } });
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(unknown.body).toBe(known.body);
    expect(await db.query(`select 1 from mail_outbox where to_address = 'nobody@example.com'`)).toEqual([]);
    await lastLink(DEMO.member.email, '/change-password');
  });
});
