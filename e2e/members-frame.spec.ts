// A member signed in inside a hotel's page on another site, with third-party cookies blocked as
// browsers now ship: the session lasts across reloads on that hotel's site and is not there on
// another site that frames the widget.
import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, CHROMIUM_ARGS, HOST, WIDGET } from '../playwright.config';
import { inDays, shot } from './support';

const MEMBER = { email: 'member@demo.yadori.test', password: 'Yadori-Demo-1' };
const hostPort = new URL(HOST).port;
/** Two hotel sites, both served by the host server (names mapped to 127.0.0.1 in this browser). */
const SITE_A = `http://hotel-a.test:${hostPort}`;
const SITE_B = `http://hotel-b.test:${hostPort}`;

const results = `${WIDGET}/booking/result?code=demo-tokyo&locale=en&checkin=${inDays(60)}&checkout=${inDays(61)}&adults=2`;
const framed = (site: string, src: string) => `${site}/iframe.html?src=${encodeURIComponent(src)}`;
const menuButton = (page: Page) => page.frameLocator('#widget').getByTestId('login-menu-button');

test('the API answers a member session in the body and sets no cookie for it', async ({ request }) => {
  const cs = await request.post(`${API}/api/client_sessions`, { data: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' } });
  const session = ((await cs.json()) as { data: { client_session: string } }).data.client_session;
  const signIn = await request.post(`${API}/hotels/demo-tokyo/memberships/sign_in`, { headers: { 'x-client-session': session }, data: MEMBER });
  expect(signIn.ok()).toBeTruthy();
  expect(((await signIn.json()) as { data: { session: string } }).data.session.length).toBeGreaterThan(10);
  expect(signIn.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')).toEqual([]);
});

test('signed in inside a cross-site frame: kept across reloads on that site, not on another site', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'yadori-member-3pc-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    viewport: { width: 800, height: 760 },
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout', '--host-resolver-rules=MAP hotel-a.test 127.0.0.1, MAP hotel-b.test 127.0.0.1'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // Third-party cookies are blocked in this browser, which then denies the frame local storage:
    // the token is kept in the widget's Partitioned cookie (one jar per hotel site), never an API cookie.
    await page.goto(framed(SITE_A, `${WIDGET}/sign-in?code=demo-tokyo&locale=en&target=${encodeURIComponent(new URL(results).pathname + new URL(results).search)}`));
    const frame = page.frameLocator('#widget');
    await expect(frame.getByTestId('sign-in-page')).toBeVisible();
    await frame.locator('#si-email').fill(MEMBER.email);
    await frame.locator('#si-password').fill(MEMBER.password);
    await frame.getByTestId('sign-in-submit').click();
    await expect(menuButton(page)).toContainText('Hanako');
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).not.toContain('yadori_member');
    expect(cookies.filter((c) => c.name.startsWith('yadori_ut_')).map((c) => c.partitionKey)).toEqual([expect.stringContaining('hotel-a.test')]);

    // The hotel's page again (a reload, with the results in the frame): still signed in.
    await page.goto(framed(SITE_A, results));
    await expect(menuButton(page)).toContainText('Hanako');
    await page.reload();
    await expect(menuButton(page)).toContainText('Hanako');
    await expect(page.frameLocator('#widget').getByTestId('price-total').first()).toBeVisible();
    await page.screenshot({ path: shot('members-frame-site-a-en'), fullPage: true });

    // Another hotel's site framing the same widget: nobody is signed in there.
    await page.goto(framed(SITE_B, results));
    await expect(menuButton(page)).toContainText('Sign in');
    await expect(page.frameLocator('#widget').getByTestId('price-total').first()).toBeVisible();
    await page.screenshot({ path: shot('members-frame-site-b-en'), fullPage: true });

    // And back on the first site the member still is.
    await page.goto(framed(SITE_A, results));
    await expect(menuButton(page)).toContainText('Hanako');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test.describe('signing in with a provider from inside a frame', () => {
  test('LINE opens in a window of its own, which hands the answer back; the member joins and stays signed in on that site', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'yadori-member-line-window-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      viewport: { width: 800, height: 760 },
      args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout', '--host-resolver-rules=MAP hotel-a.test 127.0.0.1'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(framed(SITE_A, `${WIDGET}/sign-in?code=demo-tokyo&locale=en&target=${encodeURIComponent(new URL(results).pathname + new URL(results).search)}`));
      const frame = page.frameLocator('#widget');
      await expect(frame.getByTestId('sign-in-page')).toBeVisible();

      // The provider's page refuses frames: it opens in a window, and the frame says so.
      const [popup] = await Promise.all([page.waitForEvent('popup'), frame.getByTestId('sign-on-line').click()]);
      await expect(frame.getByRole('status').filter({ hasText: 'Finish signing in in the window that opened' })).toBeVisible();
      await expect(frame.getByTestId('sign-on-line')).toHaveText(/Continue in the window that opened/);
      await page.screenshot({ path: shot('members-frame-line-waiting-en') });
      await expect(popup.getByRole('heading', { name: /LINE Login/ })).toBeVisible();
      await popup.getByLabel(/Display name/).fill('Taro Line');
      await popup.getByRole('button', { name: /Allow/ }).click();
      // The window hands the code to the frame and closes; the frame finishes the sign-in.
      await popup.waitForEvent('close');
      await expect(frame.getByTestId('line-sign-in')).toBeVisible();
      await expect(frame.getByLabel('First name')).toHaveValue('Taro');
      await frame.getByLabel('E-mail address').fill(`taro-window-${Date.now()}@example.com`);
      await frame.getByRole('button', { name: 'Create membership' }).click();
      await expect(menuButton(page)).toContainText('Taro');
      await expect(frame.getByTestId('price-total').first()).toBeVisible();
      await page.screenshot({ path: shot('members-frame-line-window-en'), fullPage: true });

      // The session is the frame's own on that site: still signed in after a reload.
      await page.reload();
      await expect(menuButton(page)).toContainText('Taro');
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('single sign-on in a window of its own lands the member back in the frame, where they were going', async ({ page }) => {
    const kyoto = results.replace('code=demo-tokyo', 'code=demo-kyoto');
    await page.goto(`${HOST}/iframe.html?src=${encodeURIComponent(`${WIDGET}/sign-in?code=demo-kyoto&locale=ja&target=${encodeURIComponent(new URL(kyoto).pathname + new URL(kyoto).search)}`)}`);
    const frame = page.frameLocator('#widget');
    await expect(frame.getByTestId('sign-in-page')).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), frame.getByTestId('sign-on-open_id').click()]);
    const subject = `sso-window-${Date.now()}`;
    await popup.locator('#subject').fill(subject);
    await popup.locator('#email').fill(`${subject}@sso.yadori.test`);
    await popup.getByRole('button', { name: /Sign in/ }).click();
    await popup.waitForEvent('close');
    await expect(menuButton(page)).toContainText('Sora');
    await expect(frame.getByTestId('price-total').first()).toBeVisible();
    expect(page.frames().map((f) => f.url()).join(' ')).not.toContain('sso_code');
  });

  test('a window closed before signing in is said in words, and the buttons work again', async ({ page }) => {
    await page.goto(`${HOST}/iframe.html?src=${encodeURIComponent(`${WIDGET}/sign-in?code=demo-tokyo&locale=ja`)}`);
    const frame = page.frameLocator('#widget');
    await expect(frame.getByTestId('sign-in-page')).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), frame.getByTestId('sign-on-line').click()]);
    await expect(popup.getByRole('heading', { name: /LINE Login/ })).toBeVisible();
    await popup.close();
    await expect(frame.getByRole('alert')).toContainText('ログインが完了する前にログイン用のウィンドウが閉じられました');
    await expect(frame.getByTestId('sign-on-line')).toBeEnabled();
    await page.screenshot({ path: shot('members-frame-window-closed-ja'), fullPage: true });
  });
});
