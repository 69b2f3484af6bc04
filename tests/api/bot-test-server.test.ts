import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildBotTestServer } from '../../server/bot-test-server';
import { buildApi } from '../../server/app';
import { ChatbotSessionAnswerSchema } from '../../contract';
import { clearCaches } from '../../server/cache';
import { clientSession, resetDb, testConfig, testDb } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildBotTestServer({ config: testConfig({ PUBLIC_WIDGET_URL: 'https://widget.example.com/', PUBLIC_BOT_TEST_URL: 'https://bot-test.example.net' }) });
});

afterAll(async () => {
  await app.close();
});

describe('custom bot test server', () => {
  it('serves the page with the SDK and its script taken from the widget', async () => {
    const res = await app.inject({ url: '/custom-bot-test.html?code=demo-tokyo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<script src="https://widget.example.com/embed/yadori-embed.js" defer></script>');
    expect(res.body).toContain('<script src="https://widget.example.com/embed/custom-bot-test.js" defer></script>');
    expect(res.body).not.toContain('%WIDGET_URL%');
    expect((await app.inject({ url: '/' })).body).toBe(res.body);
  });

  it('runs only the widget’s scripts and frames only the widget', async () => {
    const csp = String((await app.inject({ url: '/custom-bot-test.html' })).headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('script-src https://widget.example.com');
    expect(csp).toContain('frame-src https://widget.example.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers other paths with a 404 catalogue error', async () => {
    const res = await app.inject({ url: '/index.html' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [{ details: { base: [{ code: 1000 }] } }] });
  });
});

describe('where the page is reached', () => {
  it('is another site than the widget by default', () => {
    expect(testConfig().publicBotTestUrl).toBe('http://127.0.0.1:8082');
    expect(testConfig({ PORT: '9000', PUBLIC_WIDGET_URL: 'http://127.0.0.1:9000' }).publicBotTestUrl).toBe('http://localhost:9002');
    expect(testConfig({ BOT_TEST_PORT: '9100' }).publicBotTestUrl).toBe('http://127.0.0.1:9100');
  });

  it('signs demo assertions the API takes, for demo hotels and proper ids only, in development only', async () => {
    const res = await app.inject({ method: 'POST', url: '/demo-assertion', payload: { code: 'demo-tokyo', user: 'bot-test-user-0123456789' } });
    expect(res.statusCode, res.body).toBe(200);
    const { assertion, expires_in } = res.json() as { assertion: string; expires_in: number };
    expect(expires_in).toBeLessThanOrEqual(600);
    // The demo as seeded (another file of this worker may have changed a hotel).
    const db = await testDb();
    await resetDb(db);
    clearCaches();
    const api = await buildApi({ db, config: testConfig() });
    try {
      const cs = await clientSession(api);
      const session = await api.inject({ url: `/hotels/demo-tokyo/chatbot_session?user_id=${assertion}`, headers: { 'x-client-session': cs } });
      expect(session.statusCode, session.body).toBe(200);
      expect(ChatbotSessionAnswerSchema.parse(session.json()).data).toEqual({ session: null, user: null });
    } finally {
      await api.close();
    }
    for (const payload of [{ code: 'someone-elses-hotel', user: 'bot-test-user-0123456789' }, { code: 'demo-tokyo', user: 'short' }]) {
      expect((await app.inject({ method: 'POST', url: '/demo-assertion', payload })).statusCode).toBe(400);
    }
    const production = await buildBotTestServer({ config: testConfig({ NODE_ENV: 'production' }) });
    try {
      expect((await production.inject({ method: 'POST', url: '/demo-assertion', payload: { code: 'demo-tokyo', user: 'bot-test-user-0123456789' } })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
