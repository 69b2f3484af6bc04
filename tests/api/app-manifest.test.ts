// Each hotel's installable app, as the widget server serves it from the booking database: the
// manifest, the icons and the links in the hotel's page; bad input is a 4xx, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { FastifyInstance } from 'fastify';
import { buildWidgetServer } from '../../server/widget-server';
import { appLookFinder, manifestLanguage, type HotelAppLook, type WebAppManifest } from '../../server/app-manifest';
import { resetDb, testConfig, testDb } from './helpers';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  const db = await testDb();
  await resetDb(db);
  dir = await mkdtemp(path.join(tmpdir(), 'yadori-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<html><head><meta name="yadori-config" content="{}" /><meta name="theme-color" content="#1f3a5f" /></head><body></body></html>',
  );
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  app = await buildWidgetServer({ config: testConfig(), distDir: dir, appLook: appLookFinder(db) });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

/** Width, height and the RGBA of one pixel of a PNG. */
function readPng(body: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const { width, height, data } = PNG.sync.read(body);
  return { width, height, pixel: (x, y) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)] };
}

describe("a hotel's installable app", () => {
  it("links the manifest and home-screen icon from the hotel's page, in the hotel's colour", async () => {
    const res = await app.inject({ url: '/booking/result?code=demo-kyoto&locale=ja&adults=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest?code=demo-kyoto&amp;locale=ja" />');
    expect(res.body).toContain('<link rel="apple-touch-icon" href="/app-icon.png?code=demo-kyoto&amp;size=180" />');
    expect(res.body).toContain('<meta name="theme-color" content="#3b2a20" />');
    expect(res.body).toContain('yadori-config');
  });

  it('leaves a page of no hotel, or of an unknown one, as it is', async () => {
    for (const url of ['/', '/?code=no-such-hotel', '/?code=%3Cscript%3E', '/?code=1', '/?code=a&code=b']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('rel="manifest"');
      expect(res.body, url).toContain('content="#1f3a5f"');
    }
  });

  it('answers the manifest: name, colours, a start address and scope keeping the hotel code, standalone, icons of 192 and 512', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest?code=demo-kyoto', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(String(res.headers.vary)).toContain('Accept-Language');
    const manifest = res.json() as WebAppManifest;
    expect(manifest).toMatchObject({
      id: '/?code=demo-kyoto',
      name: 'Yadori Kyoto Gion',
      short_name: 'Kyoto Gion',
      lang: 'en',
      dir: 'ltr',
      start_url: '/?code=demo-kyoto',
      scope: '/',
      display: 'standalone',
      theme_color: '#3b2a20',
      background_color: '#3b2a20',
    });
    expect(manifest.description).toContain('Gion');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const got = await app.inject({ url: icon.src });
      expect(got.statusCode, icon.src).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      const png = readPng(got.rawPayload);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      // A maskable icon fills its square (launchers crop it); the other has rounded, clear corners.
      expect(png.pixel(0, 0)).toEqual(icon.purpose === 'maskable' ? [0x3b, 0x2a, 0x20, 255] : [0, 0, 0, 0]);
      // The middle of the square is the house, in the header's text colour.
      expect(png.pixel(png.width / 2, Math.round(png.height * 0.45))).toEqual([0xf5, 0xed, 0xe0, 255]);
    }
  });

  it("speaks the page's language, else the browser's, among the hotel's; Arabic right to left", async () => {
    const ja = (await app.inject({ url: '/manifest.webmanifest?code=demo-tokyo&locale=ja' })).json() as WebAppManifest;
    expect(ja).toMatchObject({ name: 'ヤドリ東京銀座', lang: 'ja', dir: 'ltr' });
    const ko = (await app.inject({ url: '/manifest.webmanifest?code=demo-tokyo', headers: { 'accept-language': 'fr;q=1, ko-KR;q=0.8, en;q=0.5' } })).json() as WebAppManifest;
    expect(ko).toMatchObject({ name: '야도리 도쿄 긴자', lang: 'ko' });
    const ar = (await app.inject({ url: '/manifest.webmanifest?code=demo-tokyo&locale=ar' })).json() as WebAppManifest;
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', name: 'يادوري طوكيو غينزا' });
    const hant = (await app.inject({ url: '/manifest.webmanifest?code=demo-tokyo', headers: { 'accept-language': 'zh-TW' } })).json() as WebAppManifest;
    expect(hant.lang).toBe('zh-Hant');
    // Kyoto offers no Arabic: English, as the widget itself falls back.
    const kyoto = (await app.inject({ url: '/manifest.webmanifest?code=demo-kyoto&locale=ar' })).json() as WebAppManifest;
    expect(kyoto.lang).toBe('en');
  });

  it('answers an unknown hotel with 404 and bad input with a 4xx in the error envelope, never a 500', async () => {
    const cases: [string, number][] = [
      ['/manifest.webmanifest?code=no-such-hotel', 404],
      ['/manifest.webmanifest?code=1', 404],
      ['/manifest.webmanifest?code=%3Cscript%3E', 404],
      [`/manifest.webmanifest?code=${'x'.repeat(5000)}`, 404],
      ['/manifest.webmanifest?code=demo-tokyo&code=demo-kyoto', 404],
      ['/manifest.webmanifest?code[a]=1', 400],
      ['/manifest.webmanifest', 400],
      ['/manifest.webmanifest?code=', 400],
      ['/manifest.webmanifest?code=demo-tokyo&locale=%00%ff', 200],
      ['/app-icon.png?code=no-such-hotel&size=192', 404],
      ['/app-icon.png?code=demo-tokyo&size=100000', 400],
      ['/app-icon.png?code=demo-tokyo&size=abc', 400],
      ['/app-icon.png?code=demo-tokyo&size=192&purpose=monochrome', 400],
      ['/app-icon.png?size=192', 400],
    ];
    for (const [url, status] of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      if (status >= 400) expect((res.json() as { errors: unknown[] }).errors.length, url).toBe(1);
    }
  });

  it('answers 503 in the error envelope when the hotel cannot be read, and still serves the page', async () => {
    const failing = await buildWidgetServer({
      config: testConfig(),
      distDir: dir,
      appLook: () => Promise.reject(new Error('connection refused')),
    });
    try {
      for (const url of ['/manifest.webmanifest?code=demo-tokyo', '/app-icon.png?code=demo-tokyo&size=192']) {
        const res = await failing.inject({ url });
        expect(res.statusCode).toBe(503);
        expect(res.json().errors[0].details.base[0].code).toBe(1000);
        expect(res.body).not.toContain('connection refused');
      }
      const page = await failing.inject({ url: '/?code=demo-tokyo' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('rel="manifest"');
    } finally {
      await failing.close();
    }
  });

  it('has the service worker checked afresh on every visit', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the language of the manifest', () => {
  const look: HotelAppLook = {
    code: 'h',
    name: '宿',
    brandName: 'Brand',
    translations: {},
    languages: ['ja', 'en', 'zh_Hans', 'zh_Hant', 'id'],
    headerColour: '#000000',
    headerTextColour: '#ffffff',
    buttonColour: '#ff0000',
    signInProviders: [],
    personCheck: false,
  };

  it('follows the weights of Accept-Language, skipping what the hotel does not offer', () => {
    expect(manifestLanguage(look, undefined, 'ko;q=0.9, id;q=0.5, ja;q=0.7')).toBe('ja');
    expect(manifestLanguage(look, undefined, 'in-ID')).toBe('id');
    expect(manifestLanguage(look, undefined, 'zh-HK, zh;q=0.8')).toBe('zh_Hant');
    expect(manifestLanguage(look, undefined, 'zh-CN')).toBe('zh_Hans');
    expect(manifestLanguage(look, undefined, 'ja;q=0, *')).toBe('en');
    expect(manifestLanguage(look, 'zh_Hant', 'ja')).toBe('zh_Hant');
    expect(manifestLanguage(look, 'ar', undefined)).toBe('en');
    expect(manifestLanguage({ ...look, languages: ['ko'] }, undefined, undefined)).toBe('ko');
  });
});
