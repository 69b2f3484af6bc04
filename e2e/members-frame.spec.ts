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

test('the API keeps a member session only in a Secure, HttpOnly, SameSite=None, Partitioned cookie', async ({ request }) => {
  const cs = await request.post(`${API}/api/client_sessions`, { data: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' } });
  const session = ((await cs.json()) as { data: { client_session: string } }).data.client_session;
  const signIn = await request.post(`${API}/hotels/demo-tokyo/memberships/sign_in`, { headers: { 'x-client-session': session }, data: MEMBER });
  expect(signIn.ok()).toBeTruthy();
  const cookies = signIn.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) {
    const attrs = cookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=none', 'partitioned']));
  }
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
    // Third-party cookies are blocked in this browser: a frame of the widget cannot read the API's
    // unpartitioned cookies, so what keeps the session is partitioned by the hotel's site.
    await page.goto(framed(SITE_A, `${WIDGET}/sign-in?code=demo-tokyo&locale=en&target=${encodeURIComponent(new URL(results).pathname + new URL(results).search)}`));
    const frame = page.frameLocator('#widget');
    await expect(frame.getByTestId('sign-in-page')).toBeVisible();
    await frame.locator('#si-email').fill(MEMBER.email);
    await frame.locator('#si-password').fill(MEMBER.password);
    await frame.getByTestId('sign-in-submit').click();
    await expect(menuButton(page)).toContainText('Hanako');

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
