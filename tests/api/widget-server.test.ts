import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildWidgetServer } from '../../server/widget-server';
import type { HotelAppLook } from '../../server/app-manifest';
import { testConfig } from './helpers';

let dir: string;
let app: FastifyInstance;
/** Demo-like hotels: one signs in with Facebook, one does not. */
const look = (code: string): Promise<HotelAppLook | undefined> =>
  Promise.resolve(
    code === 'fb-hotel' || code === 'plain-hotel'
      ? { code, name: code, brandName: 'Brand', translations: {}, languages: ['en'], headerColour: '#000000', headerTextColour: '#ffffff', buttonColour: '#ff0000', signInProviders: code === 'fb-hotel' ? ['line', 'facebook'] : ['line'], personCheck: code === 'fb-hotel' }
      : undefined,
  );

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'yadori-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><meta name="yadori-config" content="{}" /></head><body></body></html>');
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = await buildWidgetServer({ config: testConfig({ PUBLIC_API_URL: 'https://api.example.com' }), distDir: dir, appLook: look });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('widget server', () => {
  it('writes the runtime config into the page, escaped', async () => {
    const res = await app.inject({ url: '/?code=demo-tokyo' });
    expect(res.statusCode).toBe(200);
    const meta = /<meta name="yadori-config" content="([^"]*)"/.exec(res.body)?.[1] ?? '';
    const config = JSON.parse(meta.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, string>;
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.clientKey).toBe('yadori-demo-key');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers every app route with the page, and a missing file with 404', async () => {
    expect((await app.inject({ url: '/booking/result?code=demo-tokyo' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/503?code=demo-kyoto' })).body).toContain('yadori-config');
    expect((await app.inject({ url: '/assets/missing-000.js' })).statusCode).toBe(404);
  });

  it('caches hashed assets for good', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('may be framed by any site but runs only its own scripts', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src');
    expect(csp).toContain('https://api.example.com');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('lets LINE\'s SDK reach LINE on a LIFF launch only, and Facebook\'s where the hotel signs in with Facebook only', async () => {
    const cspOf = async (url: string, headers: Record<string, string> = {}) => String((await app.inject({ url, headers })).headers['content-security-policy']);
    const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    const plain = await cspOf('/booking/result?code=plain-hotel');
    for (const host of ['line.me', 'line-scdn.net', 'facebook']) expect(plain).not.toContain(host);
    for (const launch of ['/?liff=1&code=plain-hotel', '/?liff.state=%2Fbooking%2Fresult%3Fcode%3Dplain-hotel', '/?code=plain-hotel&liffClientId=2000000001']) {
      const csp = await cspOf(launch);
      expect(directive(csp, 'connect-src'), launch).toContain('https://api.line.me');
      expect(directive(csp, 'script-src'), launch).toContain('https://static.line-scdn.net');
      expect(csp, launch).not.toContain('facebook');
      // Nothing else is loosened.
      expect(directive(csp, 'default-src')).toBe("default-src 'self'");
      expect(csp).toContain('frame-ancestors *');
    }
    // The launch is remembered for the browser session: LIFF's own full load back to the app's
    // address, without LINE's marks, still lets LINE through.
    const launch = await app.inject({ url: '/?liff=1&code=plain-hotel' });
    expect(String(launch.headers['set-cookie'])).toMatch(/^yadori_liff=1; Path=\/; HttpOnly; SameSite=Lax/);
    expect(await cspOf('/liff?hotel_code=plain-hotel', { cookie: 'yadori_liff=1' })).toContain('https://api.line.me');
    expect((await app.inject({ url: '/?code=plain-hotel' })).headers['set-cookie']).toBeUndefined();
    // LINE's in-app LIFF browser says so in its user agent.
    expect(await cspOf('/?code=plain-hotel', { 'user-agent': 'Mozilla/5.0 (iPhone) Line/14.0.0 LIFF' })).toContain('https://api.line.me');
    const fb = await cspOf('/sign-in?code=fb-hotel');
    expect(directive(fb, 'script-src')).toBe("script-src 'self' https://connect.facebook.net");
    expect(directive(fb, 'connect-src')).toContain('https://graph.facebook.com');
    expect(fb).not.toContain('line.me');
    // No real Turnstile configured here: no Turnstile host, even where the hotel asks for the check.
    expect(fb).not.toContain('challenges.cloudflare.com');
    // Assets keep the plain policy.
    expect(await cspOf('/assets/app-abc123.js?liff=1')).not.toContain('line.me');
  });

  it('lets Turnstile in where the hotel asks for a person check and a real Turnstile is configured', async () => {
    const withTurnstile = await buildWidgetServer({
      config: testConfig({ PUBLIC_API_URL: 'https://api.example.com', TURNSTILE_SITE_KEY: '0x4AAAAAAAtestsitekey', TURNSTILE_SECRET_KEY: '0x4AAAAAAAtestsecretkey0000' }),
      distDir: dir,
      appLook: look,
    });
    try {
      const csp = (url: string) => withTurnstile.inject({ url }).then((res) => String(res.headers['content-security-policy']));
      expect(await csp('/sign-in?code=fb-hotel')).toContain('script-src \'self\' https://connect.facebook.net https://challenges.cloudflare.com');
      expect(await csp('/sign-in?code=plain-hotel')).not.toContain('challenges.cloudflare.com');
    } finally {
      await withTurnstile.close();
    }
  });

  it('sends the custom bot test page to its own origin, query and all', async () => {
    const res = await app.inject({ url: '/custom-bot-test.html?code=demo-tokyo&lang=ja' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://127.0.0.1:8082/custom-bot-test.html?code=demo-tokyo&lang=ja');
  });
});
