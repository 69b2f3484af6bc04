import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ChatbotSessionAnswerSchema, LineAuthorizeAnswerSchema, LineSignInAnswerSchema, UserMeAnswerSchema, type LineSignInAnswer } from '../../contract';
import type { Db } from '../../server/db/db';
import { DEMO, chatbotAssertion, firstError, lastMailLink, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const CHANNEL = DEMO.line.channelId;
const LINE_USER = `U${'a1'.repeat(16)}`;
const CHAT_USER = 'line-chat-user-0123456789';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

async function mint(over: Record<string, unknown> = {}): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/sandbox/line/id_token', payload: { channel_id: CHANNEL, line_user_id: LINE_USER, display_name: 'Hanako Line', email: 'hanako@line.example.test', ...over } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id_token: string } }).data.id_token;
}
const upsert = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/liff/upsert', headers: { 'x-client-session': cs }, payload: { hotel_code: DEMO.hotels.tokyo, ...payload } });
const profile = { email: 'hanako@line.example.test', first_name: 'Hanako', last_name: 'Line' };
function signedIn(answer: LineSignInAnswer) {
  if (answer.data.status === 'needs_profile') throw new Error('expected a session');
  return answer.data;
}

describe('POST /liff/upsert', () => {
  it('a new LINE user is asked for sign-up details, prefilled from LINE; nothing is created yet', async () => {
    const res = await upsert({ id_token: await mint() });
    expect(res.statusCode, res.body).toBe(200);
    expect(LineSignInAnswerSchema.parse(res.json()).data).toEqual({ status: 'needs_profile', prefill: { first_name: 'Hanako', last_name: 'Line', email: 'hanako@line.example.test' } });
    expect(await db.query('select 1 from line_accounts')).toHaveLength(0);
  });

  it('creates the member (provider line, social) with a working session; the next time signs straight in', async () => {
    const first = signedIn(LineSignInAnswerSchema.parse((await upsert({ id_token: await mint(), profile, chatbot_user_id: await chatbotAssertion(CHAT_USER, { lineUserId: LINE_USER }) })).json()));
    expect(first).toMatchObject({ status: 'created', social: true, user: { provider: 'line', email: profile.email, first_name: 'Hanako' } });
    // Confirmed by LINE from the start, so numbered like any confirmed member.
    expect(first.user.membership_id).toMatch(/^YM-\d{9}$/);
    const me = await app.inject({ url: '/user/me?hotel_code=demo-tokyo', headers: { 'x-client-session': cs, authorization: `Bearer ${first.access_token}` } });
    expect(UserMeAnswerSchema.parse(me.json()).data.user?.id).toBe(first.user.id);
    // The chatbot user is linked too: the chat opens signed in.
    const chat = await app.inject({ url: `/hotels/demo-tokyo/chatbot_session?user_id=${await chatbotAssertion(CHAT_USER)}`, headers: { 'x-client-session': cs } });
    expect(ChatbotSessionAnswerSchema.parse(chat.json()).data.user?.id).toBe(first.user.id);

    const again = signedIn(LineSignInAnswerSchema.parse((await upsert({ id_token: await mint() })).json()));
    expect(again.status).toBe('signed_in');
    expect(again.user.id).toBe(first.user.id);
    expect(again.session).not.toBe(first.session);
    // The brand's other hotels know the LINE user too.
    const kyoto = await app.inject({ method: 'POST', url: '/liff/upsert', headers: { 'x-client-session': cs }, payload: { hotel_code: 'demo-kyoto', id_token: await mint() } });
    expect(signedIn(LineSignInAnswerSchema.parse(kyoto.json())).user.id).toBe(first.user.id);
  });

  it('an address LINE did not vouch for is not confirmed by the LINE sign-up: it gets its own link', async () => {
    const typed = `typed-${Date.now()}@example.com`;
    const made = signedIn(LineSignInAnswerSchema.parse((await upsert({ id_token: await mint(), profile: { ...profile, email: typed } })).json()));
    expect(made.status).toBe('created');
    // Signed in through LINE all the same, but the address waits: no membership number yet.
    expect(made.user.membership_id).toBeNull();
    const [row] = await db.query<{ confirmed_at: string | null }>('select confirmed_at from members where email = $1', [typed]);
    expect(row!.confirmed_at).toBeNull();
    const token = (await lastMailLink(db, typed, '/member-confirmation')).searchParams.get('confirmation_token')!;
    const confirmed = await app.inject({ url: `/hotels/demo-tokyo/memberships/confirm?confirmation_token=${token}`, headers: { 'x-client-session': cs } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [after] = await db.query<{ confirmed_at: string | null; membership_id: string | null }>('select confirmed_at, membership_id from members where email = $1', [typed]);
    expect(after!.confirmed_at).not.toBeNull();
    expect(after!.membership_id).toMatch(/^YM-\d{9}$/);
  });

  it('links a chatbot user only by an assertion its chatbot signed for this very LINE user', async () => {
    const victim = `U${'b2'.repeat(16)}`;
    const attackerChat = 'attacker-chat-user-0123456789';
    // The attacker's own LIFF link, forwarded: the assertion names the attacker's LINE user.
    const forwarded = await upsert({ id_token: await mint({ line_user_id: victim }), profile, chatbot_user_id: await chatbotAssertion(attackerChat, { lineUserId: LINE_USER }) });
    expect(forwarded.statusCode).toBe(403);
    expect(firstError(forwarded.json()).field).toBe('chatbot_user_id');
    // An assertion naming no LINE user, or not signed by the chatbot, or a bare id: refused too.
    const unbound = await upsert({ id_token: await mint({ line_user_id: victim }), profile, chatbot_user_id: await chatbotAssertion(attackerChat) });
    expect(unbound.statusCode).toBe(403);
    const forged = await upsert({ id_token: await mint({ line_user_id: victim }), profile, chatbot_user_id: await chatbotAssertion(attackerChat, { lineUserId: victim, secret: 'an-attacker-made-this-secret-up-0123456789' }) });
    expect(forged.statusCode).toBe(403);
    const bare = await upsert({ id_token: await mint({ line_user_id: victim }), profile, chatbot_user_id: attackerChat });
    expect(bare.statusCode).toBe(400);
    expect(await db.query('select 1 from chatbot_links where chatbot_user_id = $1', [attackerChat])).toHaveLength(0);
    expect(await db.query('select 1 from line_accounts')).toHaveLength(0);
  });

  it('refuses an expired token', async () => {
    const res = await upsert({ id_token: await mint({ expires_in: -120 }), profile });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ error: expect.stringContaining('expired') as string, code: 1000 });
    expect(await db.query('select 1 from line_accounts')).toHaveLength(0);
  });

  it('refuses a token for another channel', async () => {
    const res = await upsert({ id_token: await mint({ channel_id: '1999999999' }), profile });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).error).toMatch(/another service/);
  });

  it('refuses a forged or tampered token', async () => {
    const good = await mint();
    const [h, p, s] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: `U${'b2'.repeat(16)}` })).toString('base64url')}.${s}`;
    const res = await upsert({ id_token: forged, profile });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).error).toMatch(/could not be verified/);
    const none = `${Buffer.from('{"alg":"none","kid":"x"}').toString('base64url')}.${p}.AAAA`;
    expect((await upsert({ id_token: none, profile })).statusCode).toBe(400);
    expect((await upsert({ id_token: 'not-a-token', profile })).statusCode).toBe(400);
  });

  it('never takes over an address that already has an account', async () => {
    const res = await upsert({ id_token: await mint(), profile: { ...profile, email: DEMO.member.email } });
    expect(res.statusCode).toBe(409);
    expect(firstError(res.json())).toMatchObject({ field: 'profile.email' });
  });

  it('needs a client session and a known hotel', async () => {
    const token = await mint();
    expect((await app.inject({ method: 'POST', url: '/liff/upsert', payload: { hotel_code: 'demo-tokyo', id_token: token } })).statusCode).toBe(403);
    expect((await upsert({ hotel_code: 'nowhere', id_token: token })).statusCode).toBe(404);
  });
});

describe('LINE Login by code', () => {
  async function authorize(): Promise<{ url: URL; state: string }> {
    const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/line/authorize', headers: { 'x-client-session': cs }, payload: { line_redirect: '/booking/result?adults=2' } });
    expect(res.statusCode, res.body).toBe(200);
    const { authorize_url, state } = LineAuthorizeAnswerSchema.parse(res.json()).data;
    return { url: new URL(authorize_url), state };
  }
  /** The sandbox authorize page, then LINE's redirect to our callback, then the widget's /sign-in. */
  async function loginAtLine(url: URL, state: string): Promise<URLSearchParams> {
    const page = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('LINE Login');
    // A framed widget's sign-in window passes these pages and must stay linked to its opener.
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const form = new URLSearchParams({ client_id: CHANNEL, redirect_uri: url.searchParams.get('redirect_uri')!, state, line_user_id: LINE_USER, display_name: 'Hanako Line', email: '' });
    const allowed = await app.inject({ method: 'POST', url: '/sandbox/line/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    expect(allowed.statusCode, allowed.body).toBe(302);
    expect(allowed.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const callback = new URL(allowed.headers.location as string);
    const back = await app.inject({ url: `${callback.pathname}${callback.search}` });
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const widget = new URL(back.headers.location as string);
    expect(widget.pathname).toBe('/sign-in');
    return widget.searchParams;
  }
  const codeSignIn = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/line', headers: { 'x-client-session': cs }, payload });

  it('exchanges the code on the server, checks the state, and signs up then in', async () => {
    const { url, state } = await authorize();
    const q = await loginAtLine(url, state);
    expect(q.get('code')).toBe('demo-tokyo');
    expect(q.get('line_state')).toBe(state);
    expect(q.get('line_redirect')).toBe('/booking/result?adults=2');
    const body = { line_code: q.get('line_code'), line_state: state };
    // LINE gave no e-mail: the form is prefilled with the name only.
    const asked = LineSignInAnswerSchema.parse((await codeSignIn(body)).json()).data;
    expect(asked).toEqual({ status: 'needs_profile', prefill: { first_name: 'Hanako', last_name: 'Line', email: null } });
    const created = signedIn(LineSignInAnswerSchema.parse((await codeSignIn({ ...body, profile })).json()));
    expect(created).toMatchObject({ status: 'created', user: { provider: 'line' } });
    // The state is spent: replaying it is refused.
    const replay = await codeSignIn({ ...body, profile });
    expect(replay.statusCode).toBe(400);
    expect(firstError(replay.json())).toMatchObject({ field: 'line_state' });

    const second = await authorize();
    const q2 = await loginAtLine(second.url, second.state);
    const back = signedIn(LineSignInAnswerSchema.parse((await codeSignIn({ line_code: q2.get('line_code'), line_state: second.state })).json()));
    expect(back).toMatchObject({ status: 'signed_in', user: { id: created.user.id } });
  });

  it('refuses a state it never issued, and a spent code', async () => {
    const { url, state } = await authorize();
    const q = await loginAtLine(url, state);
    const wrong = await codeSignIn({ line_code: q.get('line_code'), line_state: 'x'.repeat(32) });
    expect(wrong.statusCode).toBe(400);
    expect(firstError(wrong.json()).error).toMatch(/not started here/);
    // The code is good once: after its sign-in it no longer works, even with a fresh state.
    expect((await codeSignIn({ line_code: q.get('line_code'), line_state: state, profile })).statusCode).toBe(200);
    const other = await authorize();
    const spent = await codeSignIn({ line_code: q.get('line_code'), line_state: other.state });
    expect(spent.statusCode).toBe(400);
    expect(firstError(spent.json())).toMatchObject({ field: 'line_code' });
  });

  it('the callback refuses an unknown state and the authorize page an unregistered redirect', async () => {
    expect((await app.inject({ url: `/line/callback?code=abcdefgh12&state=${'y'.repeat(32)}` })).statusCode).toBe(400);
    const { url } = await authorize();
    url.searchParams.set('redirect_uri', 'http://elsewhere.test/steal');
    expect((await app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(400);
  });

  it('refuses a redirect to another site', async () => {
    const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/line/authorize', headers: { 'x-client-session': cs }, payload: { line_redirect: '//evil.test/' } });
    expect(res.statusCode).toBe(400);
  });
});
