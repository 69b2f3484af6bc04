import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildWidgetServer } from '../../server/widget-server';
import { testConfig } from './helpers';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'yadori-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><meta name="yadori-config" content="{}" /></head><body></body></html>');
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = await buildWidgetServer({ config: testConfig({ PUBLIC_API_URL: 'https://api.example.com' }), distDir: dir });
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

  it('sends the custom bot test page to its own origin, query and all', async () => {
    const res = await app.inject({ url: '/custom-bot-test.html?code=demo-tokyo&lang=ja' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://127.0.0.1:8082/custom-bot-test.html?code=demo-tokyo&lang=ja');
  });
});
