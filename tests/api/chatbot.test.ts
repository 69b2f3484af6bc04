import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ChatbotSessionAnswerSchema, ConfirmAnswerSchema, ErrorEnvelopeSchema, SignInAnswerSchema, WhoamiAnswerSchema } from '../../contract';
import { clearCaches } from '../../server/cache';
import type { Db } from '../../server/db/db';
import { DEMO, chatbotAssertion, clientSession, firstError, lastMailLink, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const CHAT_USER = 'chat-user-0123456789abcdef';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

async function signIn(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_in', headers: { 'x-client-session': cs }, payload: { email: DEMO.member.email, password: DEMO.member.password } });
  return SignInAnswerSchema.parse(res.json()).data.access_token;
}
const askSession = (hotel: string, assertion: string) =>
  app.inject({ url: `/hotels/${hotel}/chatbot_session?user_id=${assertion}&auth_auto_message_id=m1`, headers: { 'x-client-session': cs } });
const chatSession = async (hotel = 'demo-tokyo', user = CHAT_USER) => askSession(hotel, await chatbotAssertion(user, { hotel }));
const linkWith = (bearer: string, assertion: string) =>
  app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/chatbot_session', headers: { 'x-client-session': cs, authorization: `Bearer ${bearer}` }, payload: { user_id: assertion } });
const link = async (bearer: string, user = CHAT_USER) => linkWith(bearer, await chatbotAssertion(user));
/** The error's reason (the catalogue message starts with it). */
const reasonOf = (body: unknown) => firstError(body).error.split(':')[0];

describe('chatbot session', () => {
  it('an unknown chatbot user has no session', async () => {
    const res = await chatSession();
    expect(res.statusCode, res.body).toBe(200);
    expect(ChatbotSessionAnswerSchema.parse(res.json()).data).toEqual({ session: null, user: null });
  });

  it('a sign-in inside the chat links the chatbot user, and the chat is signed in next time', async () => {
    const bearer = await signIn();
    expect((await link(bearer)).statusCode).toBe(200);
    const res = ChatbotSessionAnswerSchema.parse((await chatSession()).json()).data;
    expect(res.user?.email).toBe(DEMO.member.email);
    expect(res.session).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The session it hands out is a real one.
    const who = await app.inject({ url: '/hotels/demo-tokyo/tripla_session/whoami', headers: { 'x-client-session': cs, authorization: `Bearer ${res.session}` } });
    expect(WhoamiAnswerSchema.parse(who.json()).data).toMatchObject({ signed_in: true, chatbot_user_id: CHAT_USER });
    // The link belongs to the brand: another hotel of the brand whose chatbot is on knows the
    // chatbot user too, asked with an assertion its own chatbot signed.
    const sapporoSecret = 'the-sapporo-chatbot-secret-0123456789abcdef';
    await db.query(`update hotels set chatbot_secret = $1, init_extras = jsonb_set(init_extras, '{chatbot_setting,enabled}', 'true') where code = 'demo-sapporo'`, [sapporoSecret]);
    clearCaches();
    const sapporo = await askSession('demo-sapporo', await chatbotAssertion(CHAT_USER, { hotel: 'demo-sapporo', secret: sapporoSecret }));
    expect(ChatbotSessionAnswerSchema.parse(sapporo.json()).data.session).not.toBeNull();
    // Tokyo's chatbot cannot vouch for Sapporo's users, even naming Sapporo.
    const crossed = await askSession('demo-sapporo', await chatbotAssertion(CHAT_USER, { hotel: 'demo-sapporo' }));
    expect(crossed.statusCode).toBe(403);
  });

  it('reads no chatbot session without an assertion the hotel\'s chatbot signed', async () => {
    await link(await signIn());
    // A bare id, as the browser could name it, is not an assertion.
    const bare = await askSession('demo-tokyo', CHAT_USER);
    expect(bare.statusCode).toBe(400);
    expect(firstError(bare.json()).field).toBe('user_id');
    const cases: Array<[string, Promise<string>, string]> = [
      ['another secret', chatbotAssertion(CHAT_USER, { secret: 'an-attacker-made-this-secret-up-0123456789' }), 'chatbot_assertion_invalid'],
      ['another hotel', chatbotAssertion(CHAT_USER, { hotel: 'demo-kyoto' }), 'chatbot_assertion_invalid'],
      ['expired', chatbotAssertion(CHAT_USER, { issuedAt: Math.floor(Date.now() / 1000) - 400, seconds: 300 }), 'chatbot_assertion_expired'],
      ['living too long', chatbotAssertion(CHAT_USER, { seconds: 24 * 3600 }), 'chatbot_assertion_invalid'],
      ['naming a short id', chatbotAssertion('short', {}), 'chatbot_assertion_invalid'],
    ];
    for (const [name, assertion, reason] of cases) {
      const res = await askSession('demo-tokyo', await assertion);
      expect(res.statusCode, name).toBe(403);
      expect(reasonOf(res.json()), name).toBe(reason);
      expect(firstError(res.json()).field, name).toBe('user_id');
    }
    // An unsigned token (alg none) is no better.
    const [head, body] = (await chatbotAssertion(CHAT_USER)).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${body}.${'x'.repeat(8)}`;
    expect((await askSession('demo-tokyo', none)).statusCode).toBe(403);
    expect(head).toBeTruthy();
    // A hotel whose chatbot is off has no chatbot sessions at all.
    const kyoto = await askSession('demo-kyoto', await chatbotAssertion(CHAT_USER, { hotel: 'demo-kyoto' }));
    expect(kyoto.statusCode).toBe(403);
    expect(reasonOf(kyoto.json())).toBe('chatbot_not_enabled');
  });

  it('a member links only a chatbot user the chatbot vouches for', async () => {
    const bearer = await signIn();
    const forged = await linkWith(bearer, await chatbotAssertion('victim-chat-user-0123456789', { secret: 'an-attacker-made-this-secret-up-0123456789' }));
    expect(forged.statusCode).toBe(403);
    expect(await db.query('select 1 from chatbot_links where chatbot_user_id = $1', ['victim-chat-user-0123456789'])).toHaveLength(0);
    const bare = await linkWith(bearer, 'victim-chat-user-0123456789');
    expect(bare.statusCode).toBe(400);
    // The link answers with the chatbot user the assertion named.
    const good = await link(bearer);
    expect((good.json() as { data: { user_id: string } }).data.user_id).toBe(CHAT_USER);
  });

  it('refuses to link without a member, and refuses short or odd chatbot user ids', async () => {
    const anon = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/chatbot_session', headers: { 'x-client-session': cs }, payload: { user_id: await chatbotAssertion(CHAT_USER) } });
    expect(anon.statusCode).toBe(401);
    const bearer = await signIn();
    const short = await link(bearer, 'abc');
    expect(short.statusCode).toBe(403);
    expect(firstError(short.json()).field).toBe('user_id');
    const odd = await askSession('demo-tokyo', 'has%20space%20in%20it%20xxxxxxxx');
    expect(odd.statusCode).toBe(400);
  });

  it('a sign-up started in the chat links the chatbot user when confirmed, wherever the link is opened', async () => {
    const email = `chat-sign-up-${Date.now()}@example.com`;
    const body = { email, password: 'Strong-pass1', first_name: 'Ken', last_name: 'Sato', locale: 'en', redirect_url: '/chat-sign-up-done', chatbot_user_id: await chatbotAssertion(CHAT_USER) };
    const up = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_up', headers: { 'x-client-session': cs }, payload: body });
    expect(up.statusCode, up.body).toBe(201);
    // Not yet: the address is not confirmed.
    expect(ChatbotSessionAnswerSchema.parse((await chatSession()).json()).data.session).toBeNull();
    // Asked again: the new link still names the chatbot user.
    expect((await app.inject({ url: `/hotels/demo-tokyo/memberships/resend_confirmation?email=${encodeURIComponent(email)}&locale=en`, headers: { 'x-client-session': cs } })).statusCode).toBe(200);
    const token = (await lastMailLink(db, email, '/chat-sign-up-done')).searchParams.get('confirmation_token')!;
    // Opened in another browser (a fresh client session, no chat around it).
    const other = await clientSession(app);
    const confirmed = await app.inject({ url: `/hotels/demo-tokyo/memberships/confirm?confirmation_token=${token}`, headers: { 'x-client-session': other } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(ConfirmAnswerSchema.parse(confirmed.json()).data.chatbot_linked).toBe(true);
    const chat = ChatbotSessionAnswerSchema.parse((await chatSession()).json()).data;
    expect(chat.user?.email).toBe(email);
    // A bad chatbot user id is refused with the sign-up, not silently dropped.
    const bad = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_up', headers: { 'x-client-session': cs }, payload: { ...body, email: `x${email}`, chatbot_user_id: 'short' } });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json()).field).toBe('chatbot_user_id');
    // So is one its chatbot did not sign: nothing is created, nothing is sent.
    const forgedEmail = `forged-${email}`;
    const forged = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_up', headers: { 'x-client-session': cs }, payload: { ...body, email: forgedEmail, chatbot_user_id: await chatbotAssertion(CHAT_USER, { secret: 'an-attacker-made-this-secret-up-0123456789' }) } });
    expect(forged.statusCode).toBe(403);
    expect(firstError(forged.json()).field).toBe('chatbot_user_id');
    expect(await db.query('select 1 from members where email = $1', [forgedEmail])).toHaveLength(0);
  });

  it('a hotel that takes no sign-ups refuses one with a 403 catalogue error, and creates nothing', async () => {
    await db.query(`update hotels set login_widget = jsonb_set(login_widget, '{allow_signup}', 'false') where code = 'demo-tokyo'`);
    clearCaches();
    const email = `closed-${Date.now()}@example.com`;
    const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_up', headers: { 'x-client-session': cs }, payload: { email, password: 'Strong-pass1', first_name: 'Ken', last_name: 'Sato', locale: 'en' } });
    expect(res.statusCode).toBe(403);
    expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
    expect(await db.query('select 1 from members where email = $1', [email])).toHaveLength(0);
  });

  it('a sign-up outside the chat links nobody', async () => {
    const email = `plain-sign-up-${Date.now()}@example.com`;
    await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_up', headers: { 'x-client-session': cs }, payload: { email, password: 'Strong-pass1', first_name: 'Ken', last_name: 'Sato', locale: 'en' } });
    const token = (await lastMailLink(db, email, '/member-confirmation')).searchParams.get('confirmation_token')!;
    const confirmed = await app.inject({ url: `/hotels/demo-tokyo/memberships/confirm?confirmation_token=${token}`, headers: { 'x-client-session': cs } });
    expect(ConfirmAnswerSchema.parse(confirmed.json()).data.chatbot_linked).toBe(false);
  });

  it('signing out in the chat forgets the chatbot user', async () => {
    const bearer = await signIn();
    await link(bearer);
    const del = await app.inject({ method: 'DELETE', url: `/hotels/demo-tokyo/memberships/chatbot_session?user_id=${await chatbotAssertion(CHAT_USER)}`, headers: { 'x-client-session': cs, authorization: `Bearer ${bearer}` } });
    expect(del.statusCode).toBe(204);
    expect(ChatbotSessionAnswerSchema.parse((await chatSession()).json()).data.session).toBeNull();
  });

  it('whoami without a member says so', async () => {
    const res = await app.inject({ url: '/hotels/demo-tokyo/tripla_session/whoami', headers: { 'x-client-session': cs } });
    expect(WhoamiAnswerSchema.parse(res.json()).data).toEqual({ signed_in: false, user: null, chatbot_user_id: null });
  });

  it('hands the member’s session to a frame with a one-time token, spent once', async () => {
    const bearer = await signIn();
    const anon = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/tokens', headers: { 'x-client-session': cs } });
    expect(anon.statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/tokens', headers: { 'x-client-session': cs, authorization: `Bearer ${bearer}` } });
    expect(res.statusCode, res.body).toBe(201);
    const { token } = (res.json() as { data: { token: string } }).data;
    const me = () => app.inject({ url: '/user/me?hotel_code=demo-tokyo', headers: { 'x-client-session': cs, 'x-one-time-access-token': token } });
    const first = (await me()).json() as { data: { user: { email: string } | null; access_token?: string }; meta: { reset_code: number | null } };
    expect(first.data.user?.email).toBe(DEMO.member.email);
    const again = (await me()).json() as { meta: { reset_code: number | null } };
    expect(again.meta.reset_code).toBe(3403);
  });
});
