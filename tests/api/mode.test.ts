// Development and production (server/config.ts, server/mode.ts): the sandboxes and the outbox are
// development's; production starts only with real providers for what its hotels use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../../server/app';
import type { Db } from '../../server/db/db';
import { productionProblems } from '../../server/mode';
import { STAFF_TOKEN, resetDb, testConfig, testDb } from './helpers';

const SANDBOX_PAGES = [
  ['POST', '/sandbox/line/id_token'],
  ['GET', '/sandbox/line/jwks'],
  ['GET', '/sandbox/facebook/dialog?client_id=100000000000001&origin=http://localhost:8080&state=abcdefghij0123456789'],
  ['GET', '/sandbox/oidc/.well-known/openid-configuration'],
  ['GET', '/payments/sandbox/card-form.js'],
  ['POST', '/sandbox/turnstile/tokens'],
  ['POST', '/sandbox/turnstile/siteverify'],
  ['GET', '/dev/outbox.json'],
  ['GET', '/dev/outbox'],
] as const;

const REAL = {
  NODE_ENV: 'production',
  STAFF_TOKEN,
  SMTP_URL: 'smtp://mail.hotel.test:587',
  CLIENT_KEY: 'deployed-key',
  CLIENT_SECRET: 'deployed-secret-0123456789',
  LINE_CHANNEL_ID: '2000000001',
  LINE_CHANNEL_SECRET: 'line-channel-secret-0123',
  LINE_API_URL: 'https://line.api.test',
  LINE_AUTHORIZE_URL: 'https://line.access.test/oauth2/v2.1/authorize',
  FACEBOOK_APP_SECRET: 'facebook-app-secret-0123',
  OIDC_ISSUER: 'https://idp.hotel.test',
  OIDC_CLIENT_ID: 'yadori',
  OIDC_CLIENT_SECRET: 'oidc-secret',
  OIDC_AUTHORIZE_URL: 'https://idp.hotel.test/authorize',
  OIDC_TOKEN_URL: 'https://idp.hotel.test/token',
  OIDC_JWKS_URL: 'https://idp.hotel.test/jwks',
};

let db: Db;
beforeAll(async () => {
  db = await testDb();
  await resetDb(db);
});
afterAll(async () => {
  await resetDb(db);
});

describe('the mode', () => {
  it('is development unless NODE_ENV is production, and development listens on this machine only', () => {
    expect(testConfig().mode).toBe('development');
    expect(testConfig().host).toBe('localhost');
    expect(testConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(testConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(testConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('offers the sandboxes and the outbox in development', async () => {
    const app = await buildApi({ db, config: testConfig() });
    try {
      for (const [method, url] of SANDBOX_PAGES) expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).not.toBe(404);
    } finally {
      await app.close();
    }
  });

  it('offers none of them in production, whatever is configured', async () => {
    const app: FastifyInstance = await buildApi({ db, config: testConfig({ NODE_ENV: 'production' }) });
    try {
      for (const [method, url] of SANDBOX_PAGES) expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('starting in production', () => {
  it('refuses the demo as it is, and says why', async () => {
    const problems = await productionProblems(testConfig({ NODE_ENV: 'production' }), db);
    const text = problems.join('\n');
    expect(text).toContain('SMTP_URL is not set');
    expect(text).toContain('CLIENT_KEY and CLIENT_SECRET are the demo ones');
    expect(text).toMatch(/LINE is used by .*demo-tokyo/);
    expect(text).toMatch(/Facebook sign-in is used by .*demo-tokyo/);
    expect(text).toMatch(/sandbox payment gateway is set for .*demo-tokyo/);
    // The demo chatbot secret is public: a chatbot on it could be anyone.
    expect(text).toMatch(/The chatbot of .*demo-tokyo.* has no secret of its own/);
    expect(text).not.toMatch(/The chatbot of .*demo-kyoto/);
  });

  it('needs no sandbox once every provider a hotel uses is real', async () => {
    await db.query(`update hotels set init_extras = jsonb_set(jsonb_set(init_extras, '{payment_gateway_setting,provider}', '"gmo"'), '{mcp_payment_gateway_setting}', 'null')`);
    await db.query(`update hotels set chatbot_secret = 'a-chatbot-secret-of-the-hotels-own-0123456789' || code`);
    try {
      expect(await productionProblems(testConfig(REAL), db)).toEqual([]);
    } finally {
      await resetDb(db);
    }
  });
});
