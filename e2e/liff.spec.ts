// The widget as a LINE LIFF app, on the same production build with @line/liff-mock switched on by
// the test-only build flag (VITE_LIFF_MOCK=1). The ID tokens are real: the API's sandbox LINE
// issuer signs them, and the API verifies them as it would LINE's.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, WIDGET } from '../playwright.config';

/** What only LIFF's code holds: the SDK's own store key, or the development stand-in's plugin. */
const LIFF_CODE = /LIFF_STORE|LiffMockPlugin/;
import { inDays, PHONE, shot } from './support';

const CHANNEL = '2000000001';
let seq = 0;
const lineUser = () => `U${Date.now().toString(16).padStart(16, '0')}${(seq++).toString(16).padStart(16, '0')}`;

async function mint(request: APIRequestContext, over: Record<string, unknown> = {}): Promise<string> {
  const res = await request.post(`${API}/sandbox/line/id_token`, { data: { channel_id: CHANNEL, line_user_id: lineUser(), display_name: 'Hanako Line', ...over } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { id_token: string } }).data.id_token;
}

async function openAsLiff(page: Page, idToken: string | null, inner: string, language = 'en') {
  await page.addInitScript((mock) => {
    (window as unknown as { __YADORI_LIFF_MOCK__: unknown }).__YADORI_LIFF_MOCK__ = mock;
  }, { idToken, language, inClient: true, loggedIn: idToken !== null });
  await page.goto(`/?hotel_code=demo-tokyo&liff=1&liff.state=${encodeURIComponent(inner)}`);
}

const tokenStored = (page: Page) => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('yadori:user_token:')));

test.describe('LIFF', () => {
  test('open as LIFF -> sign up with LINE (prefilled) -> book -> confirmation -> back to the chat', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const checkin = inDays(61);
    const checkout = inDays(62);
    const userId = lineUser();
    const token = await mint(request, { line_user_id: userId, display_name: 'Hanako Line' });
    await openAsLiff(page, token, `/booking/result?checkin=${checkin}&checkout=${checkout}&adults=2`);

    // LINE knows the person, the brand does not yet: the sign-up form, prefilled from LINE.
    await expect(page.getByTestId('liff-sign-up')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Hanako');
    await expect(page.getByLabel('Last name')).toHaveValue('Line');
    await page.getByRole('button', { name: 'Create membership' }).click();
    await expect(page.locator('#line-email-error')).toHaveText('Please enter a valid e-mail address.');
    await page.screenshot({ path: shot('liff-sign-up-en-phone'), fullPage: true });
    const email = `hanako-${Date.now()}@example.com`;
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Create membership' }).click();

    // Back on the screen the LIFF URL named: liff.state's path and query survived.
    await expect(page).toHaveURL(new RegExp(`/booking/result\\?.*checkin=${checkin}`));
    expect(page.url()).not.toContain('liff.state');
    expect(await tokenStored(page)).toBe(true);
    await page.screenshot({ path: shot('liff-results-en-phone'), fullPage: true });

    await page.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: /^Book/ }).click();
    await expect(page.getByTestId('price-breakdown')).toBeVisible();
    await page.getByLabel('Last name', { exact: false }).first().fill('Line');
    await page.locator('#gd-first_name').fill('Hanako');
    await page.locator('#gd-email').fill(email);
    await page.locator('#gd-email_confirmation').fill(email);
    await page.locator('#gd-phone').fill('+819012345678');
    const time = page.locator('select[id^="yb-q-"]').first();
    if (await time.count()) await time.selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'Pay at the hotel', exact: true }).check();
    await page.getByLabel('I agree to the terms').check();
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await page.screenshot({ path: shot('liff-confirmation-en-phone'), fullPage: true });

    await page.getByTestId('liff-back-to-chat').click();
    expect(await page.evaluate(() => (window as unknown as { __YADORI_LIFF_CALLS__: string[] }).__YADORI_LIFF_CALLS__)).toContain('closeWindow');
  });

  test('a returning LINE user signs straight in, in LINE\'s language', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const userId = lineUser();
    const first = await mint(request, { line_user_id: userId });
    const cs = ((await (await request.post(`${API}/api/client_sessions`, { data: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' } })).json()) as { data: { client_session: string } }).data.client_session;
    const created = await request.post(`${API}/liff/upsert`, {
      headers: { 'x-client-session': cs },
      data: { hotel_code: 'demo-tokyo', id_token: first, profile: { email: `back-${Date.now()}@example.com`, first_name: 'Hanako', last_name: 'Line' } },
    });
    expect(created.ok(), await created.text()).toBeTruthy();

    await openAsLiff(page, await mint(request, { line_user_id: userId }), `/booking/result?checkin=${inDays(64)}&checkout=${inDays(65)}&adults=1`, 'ja');
    await expect(page).toHaveURL(/\/booking\/result\?.*adults=1/);
    await expect.poll(() => tokenStored(page)).toBe(true);
    await expect(page.getByTestId('liff-sign-up')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.screenshot({ path: shot('liff-returning-ja-phone'), fullPage: true });
  });

  for (const [name, over, words] of [
    ['an expired token', { expires_in: -300 }, 'Your LINE sign-in has expired'],
    ['a token for another channel', { channel_id: '1999999999' }, 'belongs to another service'],
  ] as const) {
    test(`${name} is refused with a clear message`, async ({ page, request }) => {
      await page.setViewportSize(PHONE);
      await openAsLiff(page, await mint(request, over), `/booking/result?checkin=${inDays(66)}&checkout=${inDays(67)}&adults=2`);
      await expect(page.getByText(words)).toBeVisible();
      expect(await tokenStored(page)).toBe(false);
      await expect(page.getByTestId('liff-sign-up')).toHaveCount(0);
    });
  }

  test('LINE Login by code: a wrong state is refused; the real round trip signs up', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/sign-in?code=demo-tokyo&line_code=abcdefgh1234&line_state=${'w'.repeat(32)}&line_redirect=%2F`);
    await expect(page.getByTestId('line-problem')).toContainText('was not started here');
    expect(page.url()).not.toContain('line_code');
    await page.screenshot({ path: shot('line-sign-in-refused-en-phone'), fullPage: true });

    // The whole round trip through the sandbox LINE Login page.
    await page.getByRole('button', { name: 'Sign in with LINE' }).click();
    await expect(page.getByRole('heading', { name: /LINE Login/ })).toBeVisible();
    await page.getByLabel(/Display name/).fill('Taro Line');
    await page.getByRole('button', { name: /Allow/ }).click();
    await expect(page.getByTestId('line-sign-in')).toBeVisible();
    expect(page.url()).not.toContain('line_code');
    await expect(page.getByLabel('First name')).toHaveValue('Taro');
    await page.getByLabel('E-mail address').fill(`taro-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create membership' }).click();
    await expect.poll(() => tokenStored(page)).toBe(true);
    await expect(page).not.toHaveURL(/sign-in/);
  });

  test('the normal build path: a plain visit loads no LIFF code', async ({ page }) => {
    // Chunks are named by hash: LIFF's code is known by what it holds (the SDK's store key, the
    // stand-in's name), read from every script the visit loads.
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(WIDGET)) scripts.push(r.text().then((body) => ({ url: r.url(), body }), () => ({ url: r.url(), body: '' })));
    });
    await page.goto(`/booking/result?code=demo-tokyo&checkin=${inDays(68)}&checkout=${inDays(69)}&adults=2`);
    await expect(page.locator('[data-testid="offer"]').first()).toBeVisible();
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(3);
    expect(loaded.filter((s) => LIFF_CODE.test(s.body)).map((s) => s.url)).toEqual([]);
  });

  test('a LIFF launch does load LIFF code (what the plain visit is checked against)', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      // A body still coming when the test ends reads as empty, not as a failure of the test.
      if (r.request().resourceType() === 'script' && r.url().startsWith(WIDGET)) scripts.push(r.text().catch(() => ''));
    });
    await page.goto(`/?liff=1&hotel_code=demo-tokyo&locale=en`);
    await expect.poll(async () => (await Promise.all(scripts)).some((body) => LIFF_CODE.test(body)), { timeout: 15_000 }).toBe(true);
  });
});
