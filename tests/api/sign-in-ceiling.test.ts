// The sign-in ceiling (server/routes/membership.ts): failed sign-ins counted per account across every
// address and source; past the ceiling a person check where the hotel asks for one (Turnstile, the
// sandbox in development), a wait elsewhere; a reset always lets the member back in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SandboxChallengeTokenAnswerSchema, SignInChallengeAnswerSchema } from '../../contract';
import { buildApi } from '../../server/app';
import { clearCaches } from '../../server/cache';
import type { Db } from '../../server/db/db';
import { productionProblems } from '../../server/mode';
import { SANDBOX_SECRET, SANDBOX_SITE_KEY } from '../../server/auth/turnstile';
import { SIGN_IN_CEILING } from '../../server/routes/membership';
import { DEMO, clientSession, firstError, lastMailLink, testClient, testConfig } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});
afterEach(async () => {
  await app.close();
});

const base = '/hotels/demo-tokyo/memberships';
const h = (extra: Record<string, string> = {}) => ({ 'x-client-session': cs, ...extra });
/** A sign-in from an address of its own (the proxy on this machine says which). */
const signIn = (email: string, password: string, from = '198.51.100.1', token?: string, session = cs) =>
  app.inject({
    method: 'POST',
    url: `${base}/sign_in`,
    headers: { 'x-client-session': session, 'x-forwarded-for': from },
    payload: { email, password, ...(token === undefined ? {} : { turnstile_token: token }) },
  });

/** Failures up to the ceiling, each from another address. */
async function reachCeiling(email: string = DEMO.member.email): Promise<void> {
  for (let i = 0; i < SIGN_IN_CEILING.failures; i++) {
    const res = await signIn(email, `Wrong-pass${i}`, `203.0.113.${i + 1}`);
    expect(res.statusCode, res.body).toBe(401);
  }
}

/** The window passes for every failure counted so far. */
const windowPasses = () => db.query(`update sign_in_failures set at = at - make_interval(mins => $1)`, [SIGN_IN_CEILING.windowMinutes]);

async function askForTheCheck(): Promise<void> {
  await db.query(`update hotels set settings = jsonb_set(settings, '{turnstile_verification_enabled}', 'true') where code = 'demo-tokyo'`);
  clearCaches();
}

/** A token of the sandbox challenge, as the widget's "I am a person" control gets it. */
async function sandboxToken(): Promise<string> {
  const challenge = await app.inject({ url: `${base}/sign_in/challenge`, headers: h() });
  expect(challenge.statusCode, challenge.body).toBe(200);
  const { provider, site_key } = SignInChallengeAnswerSchema.parse(challenge.json()).data;
  expect(provider).toBe('sandbox');
  const res = await app.inject({ method: 'POST', url: '/sandbox/turnstile/tokens', payload: { site_key } });
  expect(res.statusCode, res.body).toBe(201);
  return SandboxChallengeTokenAnswerSchema.parse(res.json()).data.token;
}

describe('the ceiling', () => {
  it('counts the account’s failures from every address and client session together', async () => {
    await reachCeiling();
    // Another address, another client session, the right password: refused all the same.
    const fresh = await clientSession(app);
    const res = await signIn(DEMO.member.email, DEMO.member.password, '192.0.2.77', undefined, fresh);
    expect(res.statusCode).toBe(423);
    expect(firstError(res.json()).code).toBe(1301);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(SIGN_IN_CEILING.windowMinutes * 60 - 30);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_CEILING.windowMinutes * 60);
    expect(firstError(res.json()).error).toContain(`${SIGN_IN_CEILING.windowMinutes} minute(s)`);
  });

  it('stays below the ceiling with one failure fewer, and a success forgets the failures', async () => {
    for (let i = 0; i < SIGN_IN_CEILING.failures - 1; i++) expect((await signIn(DEMO.member.email, 'Wrong-pass1', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_CEILING.failures - 1; i++) expect((await signIn(DEMO.member.email, 'Wrong-pass1', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
  });

  it('answers an address without an account as one with an account', async () => {
    await reachCeiling('nobody@example.com');
    const res = await signIn('Nobody@Example.com', 'Whatever-pass1', '192.0.2.77');
    expect(res.statusCode).toBe(423);
    expect(firstError(res.json()).code).toBe(1301);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('past the ceiling, where the hotel asks for no check', () => {
  it('refuses the right password until the window has passed', async () => {
    await reachCeiling();
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(423);
    // A token changes nothing here: the hotel asks for no check.
    expect((await signIn(DEMO.member.email, DEMO.member.password, '198.51.100.1', await sandboxTokenWithoutCheck())).statusCode).toBe(423);
    await windowPasses();
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
  });

  it('lets the member in after a password reset', async () => {
    await reachCeiling();
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(423);
    await app.inject({ method: 'POST', url: `${base}/start_reset_password_process`, headers: h(), payload: { email: DEMO.member.email } });
    const token = (await lastMailLink(db, DEMO.member.email, '/change-password')).searchParams.get('reset_password_token')!;
    const reset = await app.inject({ method: 'PUT', url: `${base}/update_password`, headers: h(), payload: { reset_password_token: token, password: 'Fresh-pass-42' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(DEMO.member.email, 'Fresh-pass-42')).statusCode).toBe(200);
  });

  it('offers no check to show', async () => {
    const res = await app.inject({ url: `${base}/sign_in/challenge`, headers: h() });
    expect(res.statusCode).toBe(404);
  });
});

/** A sandbox token without going through the hotel's challenge answer (which is not offered then). */
async function sandboxTokenWithoutCheck(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/sandbox/turnstile/tokens', payload: { site_key: SANDBOX_SITE_KEY } });
  return SandboxChallengeTokenAnswerSchema.parse(res.json()).data.token;
}

describe('past the ceiling, where the hotel asks for a person check (the sandbox)', () => {
  beforeEach(askForTheCheck);

  it('signs in below the ceiling without a check', async () => {
    expect((await signIn(DEMO.member.email, DEMO.member.password)).statusCode).toBe(200);
  });

  it('refuses without a token, and with a made-up one, even with the right password', async () => {
    await reachCeiling();
    const none = await signIn(DEMO.member.email, DEMO.member.password, '192.0.2.77');
    expect(none.statusCode).toBe(403);
    expect(firstError(none.json())).toMatchObject({ code: 1000, field: 'turnstile_token' });
    expect(firstError(none.json()).error).toMatch(/^challenge_required:/);
    const madeUp = await signIn(DEMO.member.email, DEMO.member.password, '192.0.2.77', 'sandbox.made-up-token');
    expect(madeUp.statusCode).toBe(403);
    expect(firstError(madeUp.json()).error).toMatch(/^challenge_failed:/);
  });

  it('lets the member in with a passed check and the right password', async () => {
    await reachCeiling();
    const res = await signIn(DEMO.member.email, DEMO.member.password, '192.0.2.77', await sandboxToken());
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes a token once: a guess spends it, and it opens nothing after', async () => {
    await reachCeiling();
    const token = await sandboxToken();
    // Someone guessing needs a passed check for every guess, and a wrong guess still counts.
    expect((await signIn(DEMO.member.email, 'Wrong-pass9', '203.0.113.50', token)).statusCode).toBe(401);
    const reused = await signIn(DEMO.member.email, DEMO.member.password, '192.0.2.77', token);
    expect(reused.statusCode).toBe(403);
    expect(firstError(reused.json()).error).toMatch(/^challenge_failed:/);
    expect((await signIn(DEMO.member.email, DEMO.member.password, '192.0.2.77', await sandboxToken())).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await reachCeiling();
    const token = await sandboxToken();
    await db.query(`update turnstile_sandbox_tokens set expires_at = now() - interval '1 second'`);
    expect(firstError((await signIn(DEMO.member.email, DEMO.member.password, '192.0.2.77', token)).json()).error).toMatch(/^challenge_failed:/);
  });

  it('answers the sandbox siteverify as Turnstile does: a token once, and only with its secret', async () => {
    const token = await sandboxTokenWithoutCheck();
    const verify = (secret: string, response: string) => app.inject({ method: 'POST', url: '/sandbox/turnstile/siteverify', payload: { secret, response } });
    expect((await verify('not-the-secret-0123', token)).json()).toMatchObject({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect((await verify(SANDBOX_SECRET, token)).json()).toMatchObject({ success: true, action: 'sign_in' });
    expect((await verify(SANDBOX_SECRET, token)).json()).toMatchObject({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    // Turnstile's siteverify takes a form too.
    const form = await app.inject({
      method: 'POST',
      url: '/sandbox/turnstile/siteverify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ secret: SANDBOX_SECRET, response: await sandboxTokenWithoutCheck() }).toString(),
    });
    expect(form.json()).toMatchObject({ success: true });
  });

  it('issues sandbox tokens for the sandbox site key only', async () => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/turnstile/tokens', payload: { site_key: '0x4AAAAAAAsomebodyElse' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('a real Turnstile widget (TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY, TURNSTILE_VERIFY_URL)', () => {
  let siteverify: Server;
  let asked: URLSearchParams[];
  let real: FastifyInstance;

  beforeEach(async () => {
    asked = [];
    // Turnstile's siteverify stood in: `good-token` is good once.
    const spent = new Set<string>();
    siteverify = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        const good = form.get('secret') === 'turnstile-secret-0123456789' && form.get('response') === 'good-token' && !spent.has('good-token');
        if (good) spent.add('good-token');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(good ? { success: true, 'error-codes': [], action: 'sign_in' } : { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const port = (siteverify.address() as AddressInfo).port;
    real = await buildApi({
      db,
      config: testConfig({ TURNSTILE_SITE_KEY: '0x4AAAAAAAyadoriTest', TURNSTILE_SECRET_KEY: 'turnstile-secret-0123456789', TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` }),
    });
    await askForTheCheck();
  });
  afterEach(async () => {
    await real.close();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  const realSignIn = (password: string, token?: string) =>
    real.inject({
      method: 'POST',
      url: `${base}/sign_in`,
      headers: { 'x-client-session': cs, 'x-forwarded-for': '192.0.2.77' },
      payload: { email: DEMO.member.email, password, ...(token ? { turnstile_token: token } : {}) },
    });

  it('names the site key to the widget, and has no sandbox', async () => {
    const res = await real.inject({ url: `${base}/sign_in/challenge`, headers: h() });
    expect(SignInChallengeAnswerSchema.parse(res.json()).data).toEqual({ provider: 'turnstile', site_key: '0x4AAAAAAAyadoriTest' });
    expect((await real.inject({ method: 'POST', url: '/sandbox/turnstile/tokens', payload: { site_key: 'x' } })).statusCode).toBe(404);
  });

  it('asks siteverify with the secret and the guest’s address, and signs in on its yes only', async () => {
    await reachCeiling();
    const bad = await realSignIn(DEMO.member.password, 'forged-token');
    expect(firstError(bad.json()).error).toMatch(/^challenge_failed:/);
    expect((await realSignIn(DEMO.member.password, 'good-token')).statusCode).toBe(200);
    expect(asked.map((f) => [f.get('secret'), f.get('response'), f.get('remoteip')])).toEqual([
      ['turnstile-secret-0123456789', 'forged-token', '192.0.2.77'],
      ['turnstile-secret-0123456789', 'good-token', '192.0.2.77'],
    ]);
  });

  it('refuses when siteverify cannot be reached', async () => {
    await reachCeiling();
    await new Promise((resolve) => siteverify.close(resolve));
    siteverify = createServer();
    const res = await realSignIn(DEMO.member.password, 'good-token');
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).error).toMatch(/^challenge_failed:/);
  });
});

describe('production', () => {
  it('has no sandbox challenge, and takes no token without a real Turnstile', async () => {
    const prod = await buildApi({ db, config: testConfig({ NODE_ENV: 'production' }) });
    try {
      expect((await prod.inject({ method: 'POST', url: '/sandbox/turnstile/tokens', payload: { site_key: SANDBOX_SITE_KEY } })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'POST', url: '/sandbox/turnstile/siteverify', payload: { secret: SANDBOX_SECRET, response: 'x' } })).statusCode).toBe(404);
      await askForTheCheck();
      expect((await prod.inject({ url: `${base}/sign_in/challenge`, headers: h() })).statusCode).toBe(404);
      await reachCeiling();
      const res = await prod.inject({
        method: 'POST',
        url: `${base}/sign_in`,
        headers: { 'x-client-session': cs, 'x-forwarded-for': '192.0.2.77' },
        payload: { email: DEMO.member.email, password: DEMO.member.password, turnstile_token: 'sandbox.anything' },
      });
      expect(firstError(res.json()).error).toMatch(/^challenge_failed:/);
    } finally {
      await prod.close();
    }
  });

  it('refuses to start while a hotel asks for the check and no Turnstile widget is configured', async () => {
    const before = (await productionProblems(testConfig({ NODE_ENV: 'production' }), db)).join('\n');
    expect(before).not.toContain('Turnstile');
    await askForTheCheck();
    const without = (await productionProblems(testConfig({ NODE_ENV: 'production' }), db)).join('\n');
    expect(without).toMatch(/Turnstile\) is asked for by demo-tokyo.*TURNSTILE_SECRET_KEY/);
    const configured = await productionProblems(testConfig({ NODE_ENV: 'production', TURNSTILE_SITE_KEY: '0x4AAAAAAAyadoriTest', TURNSTILE_SECRET_KEY: 'turnstile-secret-0123456789' }), db);
    expect(configured.join('\n')).not.toContain('Turnstile');
  });

  it('takes the site key and the secret together only', () => {
    expect(() => testConfig({ TURNSTILE_SECRET_KEY: 'turnstile-secret-0123456789' })).toThrow(/go together/);
    expect(testConfig().turnstile).toBeUndefined();
    expect(testConfig({ TURNSTILE_SITE_KEY: '0x4AAAAAAAyadoriTest', TURNSTILE_SECRET_KEY: 'turnstile-secret-0123456789' }).turnstile?.verifyUrl).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
  });
});
