// The installable app: each hotel's web app manifest and icons, the offline shell's service worker
// on a standalone page (and never in a frame or LINE), and the offline state of a results page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { API, HOST, WIDGET } from '../playwright.config';
import { DESKTOP, PHONE, inDays, shot } from './support';

test.use({ serviceWorkers: 'allow' });

const STAY = { checkin: inDays(45), checkout: inDays(47) };
const BOOK = { en: /^Book/, ja: /^予約する/ } as const;
const OFFLINE = { en: 'You are offline.', ja: 'オフラインです。' } as const;
type Lang = keyof typeof BOOK;

function resultsPath(lang: Lang = 'en'): string {
  return `/booking/result?${new URLSearchParams({ code: 'demo-tokyo', locale: lang, checkin: STAY.checkin, checkout: STAY.checkout, adults: '2' })}`;
}

function bookLinks(page: Page, lang: Lang = 'en') {
  return page.locator('[data-testid="offer"]').getByRole('link', { name: BOOK[lang] });
}

/** Waits for the page's worker to be active; returns its script address. */
async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active as ServiceWorker;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    return worker.scriptURL;
  });
}

/** A results page controlled by the offline shell, rooms shown. */
async function controlledResults(page: Page, lang: Lang = 'en'): Promise<void> {
  await page.goto(resultsPath(lang));
  await expect(bookLinks(page, lang).first()).toBeVisible({ timeout: 15_000 });
  await activeWorker(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(bookLinks(page, lang).first()).toBeVisible({ timeout: 15_000 });
}

/** The serious and critical axe findings (WCAG 2.0-2.2 A and AA) within the elements of these test ids. */
async function seriousFindings(page: Page, testIds: readonly string[]): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const id of testIds) axe = axe.include(`[data-testid="${id}"]`);
  const found = await axe.analyze();
  // Something was checked: a selector that matched nothing would pass vacuously.
  expect(found.passes.length).toBeGreaterThan(0);
  return found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test.describe('installable app', () => {
  test("the hotel's page links its manifest: named and coloured as the hotel, opening on it, with fetchable icons", async ({ page }) => {
    await page.goto(resultsPath());
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toContain('code=demo-tokyo');
    const themeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');

    const res = await page.request.get(new URL(href as string, WIDGET).toString(), { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'Yadori Tokyo Ginza',
      short_name: 'Tokyo Ginza',
      lang: 'en',
      dir: 'ltr',
      id: '/?code=demo-tokyo',
      start_url: '/?code=demo-tokyo',
      scope: '/',
      display: 'standalone',
      theme_color: themeColour,
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The header colour of the hotel, as the page wears it once started.
    await expect(bookLinks(page).first()).toBeVisible({ timeout: 15_000 });
    const header = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--y-header').trim());
    expect(manifest.theme_color).toBe(header);

    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeTruthy();
        const got = await page.request.get(new URL(icon!.src, WIDGET).toString());
        expect(got.status()).toBe(200);
        expect(got.headers()['content-type']).toBe('image/png');
        expect(pngSize(await got.body())).toEqual({ width: size, height: size });
      }
    }

    // Chromium reads the same manifest from the page, without a complaint.
    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string; critical: number }[] };
    expect(parsed.url).toContain('/manifest.webmanifest?code=demo-tokyo');
    expect(parsed.errors).toEqual([]);

    // In the hotel's language when the page asks for it; an unknown hotel has none.
    const ja = await page.request.get(`${WIDGET}/manifest.webmanifest?code=demo-tokyo&locale=ja`);
    expect(((await ja.json()) as { name: string; lang: string }).name).toBe('ヤドリ東京銀座');
    expect((await page.request.get(`${WIDGET}/manifest.webmanifest?code=no-such-hotel`)).status()).toBe(404);
  });

  test('the worker becomes active on a standalone results page, takes no page over, and keeps nothing of the API', async ({ page }) => {
    await page.goto(resultsPath());
    await expect(bookLinks(page).first()).toBeVisible({ timeout: 15_000 });
    expect(await activeWorker(page)).toBe(`${WIDGET}/sw.js`);
    // No clients.claim(): the page that registered it stays as it loaded.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    const apiAnswers: boolean[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(API)) apiAnswers.push(r.fromServiceWorker());
    });
    await page.reload();
    await expect(bookLinks(page).first()).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${WIDGET}/sw.js`);
    expect(apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.every((fromWorker) => !fromWorker)).toBe(true);

    // What it keeps: the widget's own files, nothing of the API's origin.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      return urls;
    });
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.every((u) => u.startsWith(`${WIDGET}/`))).toBe(true);
    expect(kept.some((u) => new URL(u).pathname === '/')).toBe(true);
  });

  test('a results page reloaded offline shows the offline state and no Book button; back online it shows bookable rooms', async ({ page, context }) => {
    await page.setViewportSize(DESKTOP);
    await controlledResults(page);

    await context.setOffline(true);
    await page.reload();
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText(OFFLINE.en);
    await expect(page.getByTestId('init-error')).toContainText('as soon as you are back online');
    await expect(page.locator('[data-testid="offer"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: BOOK.en })).toHaveCount(0);

    await context.setOffline(false);
    await expect(bookLinks(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await expect(page.getByTestId('init-error')).toHaveCount(0);
  });

  test('going offline on a results page keeps what was typed and holds the prices; back online they are searched again', async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await page.goto(resultsPath());
    await expect(bookLinks(page).first()).toBeVisible({ timeout: 15_000 });
    const coupon = page.getByLabel('Coupon code');
    await coupon.fill('SPRING-2');

    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    const list = page.getByTestId('results');
    await expect(list).toHaveAttribute('data-stale', 'true');
    await expect(list).toHaveAttribute('inert', '');
    await expect(page.getByTestId('results-offline')).toBeVisible();
    await expect(coupon).toHaveValue('SPRING-2');
    await page.screenshot({ path: shot('pwa-offline-results-en-phone') });
    await page.getByTestId('results-offline').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('pwa-offline-results-list-en-phone') });

    let searched = false;
    page.on('request', (r) => {
      if (r.url().startsWith(`${API}/hotels/demo-tokyo/rooms?`)) searched = true;
    });
    await context.setOffline(false);
    await expect(list).toHaveAttribute('data-stale', 'false', { timeout: 15_000 });
    await expect(bookLinks(page).first()).toBeVisible();
    expect(searched).toBe(true);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await expect(coupon).toHaveValue('SPRING-2');
  });

  for (const lang of ['en', 'ja'] as const) {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`offline state in ${lang} at ${label} width`, async ({ page, context }) => {
        await page.setViewportSize(viewport);
        await controlledResults(page, lang);
        await context.setOffline(true);
        await page.reload();
        await expect(page.getByTestId('offline-notice')).toContainText(OFFLINE[lang]);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await page.screenshot({ path: shot(`pwa-offline-${lang}-${label}`), fullPage: true });
        await context.setOffline(false);
        await expect(bookLinks(page, lang).first()).toBeVisible({ timeout: 15_000 });
      });
    }
  }

  // The offline notice, the start-up message and the held results' note, in every language: no
  // serious or critical axe finding (WCAG 2.0-2.2 A and AA), and a keyboard walk through the page
  // never stops inside the held (inert) results.
  for (const lang of ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const) {
    test(`offline state passes axe and the keyboard in ${lang}`, async ({ page, context }) => {
      await page.setViewportSize(PHONE);
      await page.goto(resultsPath().replace('locale=en', `locale=${lang}`));
      await expect(page.locator('[data-testid="offer"]').first()).toBeVisible({ timeout: 15_000 });
      // Controlled by the offline shell, so that a reload offline still opens the page.
      await activeWorker(page);
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expect(page.locator('[data-testid="offer"]').first()).toBeVisible({ timeout: 15_000 });
      await context.setOffline(true);
      await expect(page.getByTestId('results-offline')).toBeVisible();
      expect(await seriousFindings(page, ['offline-notice', 'results-offline'])).toEqual([]);
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="results"]') === null)).toBe(true);
      }

      await page.reload();
      await expect(page.getByTestId('init-error')).toBeVisible();
      expect(await seriousFindings(page, ['offline-notice', 'init-error'])).toEqual([]);
      await context.setOffline(false);
    });
  }

  test('reads right to left in Arabic when offline', async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await page.goto(resultsPath().replace('locale=en', 'locale=ar'));
    await expect(page.locator('[data-testid="offer"]').first()).toBeVisible({ timeout: 15_000 });
    await context.setOffline(true);
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toContainText('أنت غير متصل بالإنترنت.');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: shot('pwa-offline-results-ar-phone') });
    await context.setOffline(false);
  });
});

test.describe('no worker where the widget is not a window of its own', () => {
  /** Records any request for the worker or the code that registers it. */
  function watchRegistration(context: BrowserContext): string[] {
    const seen: string[] = [];
    context.on('request', (r) => {
      if (/\/sw\.js|offline-shell-|workbox-window/.test(r.url())) seen.push(r.url());
    });
    return seen;
  }

  test('a widget framed by a hotel page of another site registers no service worker', async ({ page, context }) => {
    const seen = watchRegistration(context);
    await page.goto(`${HOST}/iframe.html?src=${encodeURIComponent(`${WIDGET}${resultsPath()}`)}`);
    const frame = page.frameLocator('#widget');
    await expect(frame.locator('[data-testid="offer"]').getByRole('link', { name: BOOK.en }).first()).toBeVisible({ timeout: 15_000 });
    const widget = page.frames().find((f) => f.url().startsWith(WIDGET));
    expect(widget).toBeTruthy();
    // Past the page's load and the idle moment a standalone page registers in.
    await widget!.waitForLoadState('load');
    await page.waitForTimeout(4_000);
    expect(await widget!.evaluate(() => window.top === window.self)).toBe(false);
    // The frame never asked for the worker nor for the code that registers it.
    expect(seen).toEqual([]);
    // Chromium may refuse a third-party frame service workers altogether; either way there are none.
    const inFrame = await widget!.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length, (e: Error) => e.name));
    expect([0, 'NotSupportedError', 'SecurityError']).toContain(inFrame);
    expect(context.serviceWorkers().filter((w) => w.url().startsWith(WIDGET))).toEqual([]);
    // Nor does the widget's origin have one of its own after it.
    const top = await context.newPage();
    await top.goto(`${WIDGET}/favicon.svg`);
    expect(await top.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });

  test('a widget framed by a page of its own origin registers none either', async ({ page, context }) => {
    const seen = watchRegistration(context);
    // A plain document of the widget's origin, framing the widget: the browser would allow a worker there.
    await page.goto(`${WIDGET}/embed/yadori-embed.d.ts`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.style.cssText = 'width:760px;height:640px';
      document.body.append(frame);
    }, `${WIDGET}${resultsPath()}`);
    await expect(page.frameLocator('iframe').locator('[data-testid="offer"]').getByRole('link', { name: BOOK.en }).first()).toBeVisible({ timeout: 15_000 });
    const widget = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(WIDGET));
    await widget!.waitForLoadState('load');
    await page.waitForTimeout(4_000);
    expect(seen).toEqual([]);
    expect(await widget!.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(context.serviceWorkers()).toEqual([]);
  });

  test("LINE's in-app browser registers no service worker", async ({ browser }) => {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Line/14.10.0',
    });
    const page = await context.newPage();
    await page.goto(resultsPath());
    await expect(bookLinks(page).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(4_000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(context.serviceWorkers()).toEqual([]);
    await context.close();
  });
});
