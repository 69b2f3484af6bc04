// Signing in through other providers: single sign-on with the sandbox OpenID Connect identity
// provider, Facebook through the sandbox Facebook provider, and a brand's own signed token.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { FacebookSignInAnswerSchema, MemberSessionAnswerSchema, OpenIdAuthorizeAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { keysOfJwks, signHs256, verifyAsymmetric } from '../../server/auth/jwt';
import { exchangeOidcCode, verifyOidcIdToken } from '../../server/sso/oidc';
import { DEMO, firstError, lastMailLink, staff, testConfig, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const base = '/hotels/demo-tokyo/memberships';
const h = (extra: Record<string, string> = {}) => ({ 'x-client-session': cs, ...extra });
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Runs the browser's part of single sign-on: authorize page, its form, the API's callback. */
async function signOn(user: { subject: string; email: string; given_name?: string; family_name?: string }, hotel = 'demo-tokyo') {
  const start = await app.inject({ method: 'POST', url: `/hotels/${hotel}/memberships/open_id/authorize`, headers: h(), payload: { sso_redirect: '/my-account' } });
  expect(start.statusCode, start.body).toBe(200);
  const { authorize_url, state } = OpenIdAuthorizeAnswerSchema.parse(start.json()).data;
  const authorize = new URL(authorize_url);
  expect(authorize.pathname).toBe('/sandbox/oidc/authorize');
  const page = await app.inject({ url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).toContain('<label for="email">');
  // A framed widget's sign-in window passes these pages and must stay linked to its opener.
  expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const q = authorize.searchParams;
  const submitted = await app.inject({
    method: 'POST',
    url: '/sandbox/oidc/authorize',
    ...form({ client_id: q.get('client_id')!, redirect_uri: q.get('redirect_uri')!, state: q.get('state')!, nonce: q.get('nonce')!, given_name: 'Sora', family_name: 'Aoki', ...user }),
  });
  expect(submitted.statusCode, submitted.body).toBe(302);
  expect(submitted.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const back = new URL(String(submitted.headers.location));
  expect(back.pathname).toBe('/sso/custom/callback');
  const callback = await app.inject({ url: `${back.pathname}${back.search}` });
  expect(callback.statusCode, callback.body).toBe(302);
  expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const widget = new URL(String(callback.headers.location));
  expect(widget.pathname).toBe('/sso/custom/callback');
  expect(widget.searchParams.get('code')).toBe(hotel);
  expect(widget.searchParams.get('sso_redirect')).toBe('/my-account');
  expect(widget.searchParams.get('sso_state')).toBe(state);
  return { code: widget.searchParams.get('sso_code')!, state, nonce: q.get('nonce')! };
}

describe('single sign-on (OpenID Connect, sandbox identity provider)', () => {
  it('signs on through the authorize page, creates a custom-provider member once, then signs the same one in', async () => {
    const first = await signOn({ subject: 'sso-user-1', email: 'sso1@example.com' });
    const res = await app.inject({ method: 'POST', url: `${base}/open_id/sign_in`, headers: h(), payload: first });
    expect(res.statusCode, res.body).toBe(200);
    const a = MemberSessionAnswerSchema.parse(res.json()).data;
    expect(a.user).toMatchObject({ email: 'sso1@example.com', first_name: 'Sora', last_name: 'Aoki', provider: 'custom', profile_update_allowed: false });
    expect(a.social).toBe(false);
    expect(a.user.membership_id).toMatch(/^YM-/);
    // The same state again: refused.
    const replay = await app.inject({ method: 'POST', url: `${base}/open_id/sign_in`, headers: h(), payload: first });
    expect(replay.statusCode).toBe(400);
    expect(firstError(replay.json()).error).toMatch(/^sso_state_invalid/);
    // Custom-code login (sign_in with grant_type) is the same exchange; the same person is the same member.
    const second = await signOn({ subject: 'sso-user-1', email: 'sso1@example.com' });
    const again = await app.inject({ method: 'POST', url: `${base}/sign_in`, headers: h(), payload: { grant_type: 'custom_authentication_code', code: second.code, state: second.state } });
    expect(again.statusCode, again.body).toBe(200);
    const b = MemberSessionAnswerSchema.parse(again.json()).data;
    expect(b.user.id).toBe(a.user.id);
    expect(b.session).not.toBe(a.session);
    // A custom-provider member cannot change the profile (document 1 §6).
    const update = await app.inject({ method: 'PUT', url: `${base}/update`, headers: h({ authorization: `Bearer ${b.access_token}` }), payload: { first_name: 'Ken' } });
    expect(update.statusCode).toBe(403);
  });

  it('refuses a state of another hotel, a spent or unknown code, and never takes over an address with an account', async () => {
    const other = await signOn({ subject: 'sso-user-2', email: 'sso2@example.com' });
    const wrongHotel = await app.inject({ method: 'POST', url: '/hotels/demo-kyoto/memberships/open_id/sign_in', headers: h(), payload: other });
    expect(firstError(wrongHotel.json()).error).toMatch(/^sso_state_invalid/);
    const fresh = await signOn({ subject: 'sso-user-3', email: 'sso3@example.com' });
    const badCode = await app.inject({ method: 'POST', url: `${base}/open_id/sign_in`, headers: h(), payload: { code: 'not-the-code-123', state: fresh.state } });
    expect(firstError(badCode.json()).error).toMatch(/^sso_code_invalid/);
    const taken = await signOn({ subject: 'sso-user-4', email: DEMO.member.email });
    const res = await app.inject({ method: 'POST', url: `${base}/open_id/sign_in`, headers: h(), payload: taken });
    expect(res.statusCode).toBe(409);
    expect(firstError(res.json())).toMatchObject({ code: 1000 });
    expect(firstError(res.json()).error).toMatch(/^email_taken/);
    const garbage = await app.inject({ method: 'POST', url: `${base}/open_id/sign_in`, headers: h(), payload: { code: 'a b', state: 'x' } });
    expect(garbage.statusCode).toBe(400);
    expect(firstError(garbage.json()).code).toBe(1000);
  });

  it('checks the ID token: signature, nonce, and a real token endpoint exchange', async () => {
    const flow = await signOn({ subject: 'sso-user-5', email: 'sso5@example.com' });
    // The token endpoint, as a real client would call it (form-encoded, client secret).
    const wrongSecret = await app.inject({
      method: 'POST',
      url: '/sandbox/oidc/token',
      ...form({ grant_type: 'authorization_code', code: flow.code, redirect_uri: 'http://localhost:8081/sso/custom/callback', client_id: 'yadori-widget', client_secret: 'nope' }),
    });
    expect(wrongSecret.statusCode).toBe(401);
    const config = testConfig();
    const idToken = await exchangeOidcCode(config, db, flow.code);
    expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await verifyOidcIdToken(config, idToken!, flow.nonce)).toMatchObject({ sub: 'sso-user-5', email: 'sso5@example.com' });
    expect(await verifyOidcIdToken(config, idToken!, 'another-nonce')).toBeNull();
    const [head, body] = idToken!.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    expect(await verifyOidcIdToken(config, `${head}.${forged}.${idToken!.split('.')[2]}`, flow.nonce)).toBeNull();
    expect(await verifyOidcIdToken(config, idToken!, flow.nonce, Date.now() + 3600_000)).toBeNull();
    // The code was spent by the exchange above.
    expect(await exchangeOidcCode(config, db, flow.code)).toBeNull();
    // The published keys verify the token, as a relying party reading the JWKS would.
    const jwks = await app.inject({ url: '/sandbox/oidc/jwks' });
    expect((jwks.json() as { keys: { kty: string; crv: string }[] }).keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256' });
    const keys = await keysOfJwks(jwks.json());
    expect(await verifyAsymmetric(idToken!, keys)).toMatchObject({ sub: 'sso-user-5' });
    expect(await verifyAsymmetric(`${head}.${forged}.${idToken!.split('.')[2]}`, keys)).toBeNull();
  });

  it('reads RS256 keys of a provider JWKS, and never lets the token pick another algorithm', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keys = await keysOfJwks({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'rsa-1', use: 'sig' }] });
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const signed = (header: object, payload: object) => {
      const data = `${part(header)}.${part(payload)}`;
      return `${data}.${sign('sha256', Buffer.from(data), privateKey).toString('base64url')}`;
    };
    expect(await verifyAsymmetric(signed({ alg: 'RS256', kid: 'rsa-1' }, { sub: 'a' }), keys)).toEqual({ sub: 'a' });
    expect(await verifyAsymmetric(signed({ alg: 'ES256', kid: 'rsa-1' }, { sub: 'a' }), keys)).toBeNull();
    expect(await verifyAsymmetric(signed({ alg: 'RS256', kid: 'other' }, { sub: 'a' }), keys)).toBeNull();
    const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const data = `${part({ alg: 'HS256', kid: 'rsa-1' })}.${part({ sub: 'a' })}`;
    expect(await verifyAsymmetric(`${data}.${createHmac('sha256', pem).update(data).digest('base64url')}`, keys)).toBeNull();
  });

  it('forwards a refusal at the identity provider to the widget, and refuses an unknown state', async () => {
    const start = OpenIdAuthorizeAnswerSchema.parse((await app.inject({ method: 'POST', url: `${base}/open_id/authorize`, headers: h(), payload: {} })).json()).data;
    const denied = await app.inject({ url: `/sso/custom/callback?state=${start.state}&error=access_denied` });
    expect(denied.statusCode).toBe(302);
    const widget = new URL(String(denied.headers.location));
    expect(widget.searchParams.get('sso_error')).toBe('access_denied');
    expect(widget.searchParams.get('sso_redirect')).toBe('/');
    const unknown = await app.inject({ url: '/sso/custom/callback?state=unknown-state-00000000&code=abcdefgh' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('Facebook (sandbox provider)', () => {
  const mint = async (over: Record<string, unknown> = {}) => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/facebook/access_token', payload: { app_id: DEMO.facebookAppId, facebook_user_id: '1000000001', name: 'Ken Tanaka', email: 'ken@example.com', ...over } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { access_token: string } }).data.access_token;
  };
  const post = (payload: object) => app.inject({ method: 'POST', url: `${base}/facebook`, headers: h(), payload });

  it('asks for sign-up details once, then signs the same Facebook user in as a social member', async () => {
    const token = await mint();
    const needs = FacebookSignInAnswerSchema.parse((await post({ access_token: token })).json()).data;
    expect(needs).toEqual({ status: 'needs_profile', prefill: { first_name: 'Ken', last_name: 'Tanaka', email: 'ken@example.com' } });
    const created = await post({ access_token: token, profile: { email: 'ken@example.com', first_name: 'Ken', last_name: 'Tanaka' } });
    expect(created.statusCode, created.body).toBe(200);
    const c = FacebookSignInAnswerSchema.parse(created.json()).data;
    if (c.status === 'needs_profile') throw new Error('expected a session');
    expect(c).toMatchObject({ status: 'created', social: true, user: { provider: 'facebook', social: true } });
    const again = FacebookSignInAnswerSchema.parse((await post({ access_token: await mint() })).json()).data;
    if (again.status === 'needs_profile') throw new Error('expected a session');
    expect(again.status).toBe('signed_in');
    expect(again.user.id).toBe(c.user.id);
    expect(again.session).not.toBe(c.session);
  });

  it('confirms the address Facebook knows at once, and mails a link to another one typed instead', async () => {
    const vouched = FacebookSignInAnswerSchema.parse((await post({ access_token: await mint({ facebook_user_id: '1000000011', email: 'mei@example.com' }), profile: { email: 'MEI@example.com', first_name: 'Mei', last_name: 'Sato' } })).json()).data;
    if (vouched.status === 'needs_profile') throw new Error('expected a session');
    expect(vouched.user.membership_id).toMatch(/^YM-/);
    const typed = `typed-fb-${Date.now()}@example.com`;
    const other = FacebookSignInAnswerSchema.parse((await post({ access_token: await mint({ facebook_user_id: '1000000012', email: 'aoi@example.com' }), profile: { email: typed, first_name: 'Aoi', last_name: 'Sato' } })).json()).data;
    if (other.status === 'needs_profile') throw new Error('expected a session');
    expect(other.user.membership_id).toBeNull();
    expect((await lastMailLink(db, typed, '/member-confirmation')).searchParams.get('confirmation_token')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('refuses expired tokens, tokens of another app, unknown tokens and an address with an account', async () => {
    for (const token of [await mint({ expires_in: -60 }), await mint({ app_id: '999999999' }), 'EAAsandbox-not-a-real-token-000']) {
      const res = await post({ access_token: token });
      expect(res.statusCode).toBe(400);
      expect(firstError(res.json()).error).toMatch(/^facebook_token_invalid/);
    }
    const taken = await post({ access_token: await mint(), profile: { email: DEMO.member.email, first_name: 'Ken', last_name: 'Tanaka' } });
    expect(taken.statusCode).toBe(409);
    expect((await post({ access_token: 'x' })).statusCode).toBe(400);
  });

  it('runs a login dialog that hands the token only to a widget origin', async () => {
    const stranger = await app.inject({ url: `/sandbox/facebook/dialog?client_id=${DEMO.facebookAppId}&origin=${encodeURIComponent('https://evil.example')}&state=abcdefgh12` });
    expect(stranger.statusCode).toBe(400);
    const widgetOrigin = testConfig().widgetOrigins[0]!;
    const page = await app.inject({ url: `/sandbox/facebook/dialog?client_id=${DEMO.facebookAppId}&origin=${encodeURIComponent(widgetOrigin)}&state=abcdefgh12` });
    expect(page.statusCode).toBe(200);
    const done = await app.inject({
      method: 'POST',
      url: '/sandbox/facebook/dialog',
      ...form({ client_id: DEMO.facebookAppId, origin: widgetOrigin, state: 'abcdefgh12', facebook_user_id: '1000000002', name: 'Mei Sato', email: '' }),
    });
    expect(done.statusCode).toBe(200);
    expect(String(done.headers['content-security-policy'])).toMatch(/script-src 'nonce-/);
    const token = /"access_token":"([^"]+)"/.exec(done.body)![1]!;
    expect(done.body).toContain(`postMessage(m,${JSON.stringify(widgetOrigin)})`);
    const answer = FacebookSignInAnswerSchema.parse((await post({ access_token: token })).json()).data;
    expect(answer).toMatchObject({ status: 'needs_profile', prefill: { first_name: 'Mei', last_name: 'Sato', email: null } });
  });
});

describe('brand custom auth (HS256 token from the hotel site)', () => {
  const mint = async (over: Record<string, unknown> = {}) => {
    const res = await app.inject({ method: 'POST', url: '/staff/hotels/demo-tokyo/custom_auth_token', headers: staff(), payload: { sub: 'site-user-1', email: 'site@example.com', given_name: 'Yui', family_name: 'Kato', ...over } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { token: string } }).data.token;
  };
  const post = (token: string) => app.inject({ method: 'POST', url: `${base}/custom_auth`, headers: h(), payload: { token } });
  const now = () => Math.floor(Date.now() / 1000);

  it('signs in a valid token as a custom-provider member, the same member every time', async () => {
    const res = await post(await mint());
    expect(res.statusCode, res.body).toBe(200);
    const a = MemberSessionAnswerSchema.parse(res.json()).data;
    expect(a.user).toMatchObject({ email: 'site@example.com', first_name: 'Yui', provider: 'custom', profile_update_allowed: false });
    const b = MemberSessionAnswerSchema.parse((await post(await mint({ audience: 'demo-tokyo' }))).json()).data;
    expect(b.user.id).toBe(a.user.id);
    expect(b.session).not.toBe(a.session);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an expired token, a wrong signature, another audience, a too-long life, and "none"', async () => {
    const expect400 = async (token: string, reason: string) => {
      const res = await post(token);
      expect(res.statusCode, reason).toBe(400);
      expect(firstError(res.json()).code).toBe(1000);
      expect(firstError(res.json()).error).toMatch(new RegExp(`^${reason}`));
    };
    await expect400(await mint({ expires_in: -120 }), 'custom_auth_expired');
    const claims = { sub: 'site-user-1', aud: DEMO.brandCode, iat: now(), exp: now() + 300, email: 'site@example.com' };
    await expect400(await signHs256(claims, 'some-other-secret-of-someone'), 'custom_auth_invalid');
    await expect400(await signHs256({ ...claims, aud: 'another-brand' }, DEMO.customAuthSecret), 'custom_auth_wrong_audience');
    await expect400(await signHs256({ ...claims, exp: now() + 7 * 86_400 }, DEMO.customAuthSecret), 'custom_auth_expired');
    const [, body] = (await signHs256(claims, DEMO.customAuthSecret)).split('.');
    await expect400(`${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.AAAA`, 'custom_auth_invalid');
    await expect400(await signHs256({ aud: DEMO.brandCode, iat: now(), exp: now() + 300 }, DEMO.customAuthSecret), 'custom_auth_invalid');
    const garbage = await app.inject({ method: 'POST', url: `${base}/custom_auth`, headers: h(), payload: { token: 'not a token' } });
    expect(garbage.statusCode).toBe(400);
    // Valid one still works after all that.
    expect((await post(await signHs256(claims, DEMO.customAuthSecret))).statusCode).toBe(200);
  });

  it('is refused where the brand has no secret', async () => {
    await db.query(`update hotel_brands set settings = settings - 'custom_auth' where code = $1`, [DEMO.brandCode]);
    try {
      const res = await post(await signHs256({ sub: 'x', aud: DEMO.brandCode, iat: now(), exp: now() + 60 }, DEMO.customAuthSecret));
      expect(firstError(res.json()).error).toMatch(/^custom_auth_not_configured/);
    } finally {
      await db.query(`update hotel_brands set settings = settings || jsonb_build_object('custom_auth', jsonb_build_object('secret', $2::text)) where code = $1`, [DEMO.brandCode, DEMO.customAuthSecret]);
    }
  });
});
