// The widget as a LIFF app with the real @line/liff SDK (the production build, no mock), its page's
// own Content-Security-Policy in force, and LINE stood in by request routing: the browser's calls
// to LINE's hosts are answered by e2e/line-stand-in.ts, which is also the LINE the API checks ID
// tokens with (a second API and widget server, configured with a LINE channel, serve this test).
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PHONE, freePort, inDays, shot } from './support';
import { startLineStandIn, type LineStandIn } from './line-stand-in';

/** Ports of this test's own servers: free ones (a fixed number may belong to another service). */
const [WIDGET_PORT, API_PORT, BOT_TEST_PORT, LINE_PORT] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
const WIDGET = `http://localhost:${WIDGET_PORT}`;
const API = `http://localhost:${API_PORT}`;
const CHANNEL = '2000000001';
const LIFF_ID = '2000000001-YadoriDm';
const DATA_DIR = `.data/e2e-liff-real-${WIDGET_PORT}`;
const LINE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(line\.me|line-scdn\.net|line-apps\.com)\//;

let server: ChildProcess | undefined;
let line: LineStandIn;
const user = { lineUserId: `U${Date.now().toString(16).padStart(32, '0')}`, name: 'Hanako Line', email: `hanako-${Date.now()}@line.example.test` };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  line = await startLineStandIn({ port: LINE_PORT, channelId: CHANNEL, liffId: LIFF_ID, endpointUrl: `${WIDGET}/`, user });
  await rm(DATA_DIR, { recursive: true, force: true });
  server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(WIDGET_PORT),
      API_PORT: String(API_PORT),
      BOT_TEST_PORT: String(BOT_TEST_PORT),
      DATA_DIR,
      // The production build: the real LIFF SDK.
      WIDGET_DIST: 'dist-real',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '20',
      STAFF_TOKEN: 'e2e-liff-real-staff-token-0123',
      LINE_CHANNEL_ID: CHANNEL,
      LINE_CHANNEL_SECRET: 'stand-in-line-channel-secret',
      LINE_API_URL: line.apiUrl,
      LINE_AUTHORIZE_URL: 'https://access.line.me/oauth2/v2.1/authorize',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${API}/health`).catch(() => null))?.ok ?? false, { timeout: 90_000, intervals: [500] })
    .toBe(true);
});

test.afterAll(async () => {
  // The server and what it started, as one process group; its data goes once it has stopped.
  const running = server;
  if (running?.pid && running.exitCode === null) {
    const stopped = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid, 'SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  await line?.close();
  await rm(DATA_DIR, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

/** LINE's own browser for LIFF apps names itself so (the SDK reads "Line/<version> LIFF"). */
const LIFF_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 Line/14.5.0 LIFF';

/** Books the plan for two, paying at the hotel, as the signed-in member; ends on the confirmation. */
async function bookRoomOnly(page: Page, email: string): Promise<void> {
  await page.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: /^Book/ }).click();
  await expect(page.getByTestId('price-breakdown')).toBeVisible({ timeout: 20_000 });
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
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({ timeout: 20_000 });
}

/** Every text of a Flex Message, in order. */
function flexTexts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(flexTexts);
  if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    return [...(o.type === 'text' && typeof o.text === 'string' ? [o.text] : []), ...Object.entries(o).filter(([k]) => k !== 'text').flatMap(([, v]) => flexTexts(v))];
  }
  return [];
}

/** The page's value for a label of its stay summary. */
const fact = (page: Page, label: string) => page.locator('.yb-facts dt', { hasText: new RegExp(`^${label}$`) }).first().locator('xpath=following-sibling::dd[1]').innerText();

test('a LIFF launch outside LINE: the real SDK signs in with LINE, the guest joins, and the page\'s CSP lets LINE through', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.context().route(LINE_HOSTS, (route) => line.route(route));

  // What LINE opens for liff.line.me/<LIFF id>/liff?hotel_code=demo-tokyo: the endpoint, with the
  // path and query in liff.state.
  await page.goto(`${WIDGET}/?liff=1&liff.state=${encodeURIComponent('/liff?hotel_code=demo-tokyo&locale=en')}`);
  const csp = (await page.request.get(`${WIDGET}/?hotel_code=demo-tokyo&liff=1`)).headers()['content-security-policy'] ?? '';
  expect(csp).toContain('https://api.line.me');
  // Outside LINE the guest chooses to sign in with LINE.
  await expect(page.getByTestId('liff-landing')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with LINE' }).click();

  // LINE's login page (stood in) sends the guest back with a code; the SDK takes it to LINE's token
  // endpoint, checks the ID token with LINE's keys, and the API checks it with LINE again.
  await expect(page.getByTestId('liff-sign-up')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('First name')).toHaveValue('Hanako');
  await expect(page.getByLabel('Last name')).toHaveValue('Line');
  await page.screenshot({ path: shot('liff-real-sign-up-en-phone'), fullPage: true });
  await page.getByRole('button', { name: 'Create membership' }).click();
  await expect(page.getByTestId('signed-in').or(page.getByTestId('liff-signed-in'))).toBeVisible({ timeout: 20_000 });

  // The SDK went to LINE (stood in) for the app's context, the login, the token and its keys; the
  // API checked the ID token with LINE.
  expect(line.seen).toEqual(
    expect.arrayContaining([
      `GET api.line.me/liff/v2/apps/${LIFF_ID}/contextToken`,
      'GET access.line.me/liff/v1/authorize',
      'POST api.line.me/oauth2/v2.1/token',
      'GET api.line.me/oauth2/v2.1/certs',
      `POST 127.0.0.1:${LINE_PORT}/oauth2/v2.1/verify`,
    ]),
  );
  // Signed in as the member LINE vouched for, in the API's eyes too.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('yadori:user_token:'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { v: string }).v : null;
  });
  expect(token).toBeTruthy();

  // Booked outside LINE's app: nothing to post into (no chat), but the hotel can be shared
  // through LINE's share target picker, which opens in a window of its own.
  await page.goto(`${WIDGET}/booking/result?code=demo-tokyo&locale=en&checkin=${inDays(71)}&checkout=${inDays(72)}&adults=2`);
  await bookRoomOnly(page, user.email);
  const offer = page.getByTestId('line-share');
  const shareButton = offer.getByRole('button', { name: 'Share the hotel with friends' });
  await expect(shareButton).toBeVisible({ timeout: 20_000 });
  await expect(offer.getByRole('button', { name: 'Post my booking to this chat' })).toHaveCount(0);
  const status = page.getByTestId('line-share-status');

  // Closed with Cancel: nothing shared, and the page says so.
  const [cancelled] = await Promise.all([page.waitForEvent('popup'), shareButton.click()]);
  await expect(cancelled.getByText('Ready to send')).toBeVisible({ timeout: 20_000 });
  await cancelled.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toHaveText('Sharing was cancelled. Nothing was sent.', { timeout: 20_000 });

  // Sent: the picker had the hotel in a Flex Message from this app, and the page says it was shared.
  const [picker] = await Promise.all([page.waitForEvent('popup'), shareButton.click()]);
  await expect(picker.getByText('Ready to send')).toBeVisible({ timeout: 20_000 });
  await picker.getByRole('button', { name: /^Send/ }).click();
  await expect(status).toHaveText('The hotel was shared with your friends.', { timeout: 20_000 });
  expect(line.picked).toHaveLength(2);
  const shared = line.picked[1]!;
  expect(shared.origin).toBe(WIDGET);
  expect(shared.liffId).toBe(LIFF_ID);
  expect(shared.payload.referrer).toEqual({ liffId: LIFF_ID, url: WIDGET });
  const [friendMessage] = shared.payload.messages as { type: string; altText: string; contents: unknown }[];
  const hotel = await fact(page, 'Hotel');
  expect(friendMessage!.type).toBe('flex');
  expect(friendMessage!.altText).toBe(`Take a look at ${hotel}`);
  expect(flexTexts(friendMessage!.contents)).toContain(hotel);
  // Nothing of the booking goes to friends.
  const number = await page.getByTestId('reservation-number').innerText();
  expect(JSON.stringify(shared.payload)).not.toContain(number);
  expect(JSON.stringify(shared.payload)).not.toContain(user.email);
  expect(line.posted).toEqual([]);
  expect(violations).toEqual([]);
});

test('inside LINE, opened from a chat: the booking is posted into that chat as a Flex Message with the page\'s facts and no secret', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, userAgent: LIFF_BROWSER_UA });
  await context.route(LINE_HOSTS, (route) => line.route(route));
  // LINE's app side of the LIFF browser: it has told the page its features.
  await context.addInitScript(() => {
    (window as unknown as { _liff: unknown })._liff = { features: [], postMessage: () => undefined };
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const guest = { lineUserId: `U${(Date.now() + 1).toString(16).padStart(32, '1')}`, name: 'Taro Chat', email: `taro-${Date.now()}@line.example.test` };
  const fragment = await line.chatLaunch({ user: guest, chat: 'utou', scopes: ['openid', 'profile', 'chat_message.write'] });
  const accessToken = new URLSearchParams(fragment).get('access_token')!;

  // LINE opens the endpoint from the chat, the screen in liff.state, its credentials in the fragment.
  const inner = `/booking/result?hotel_code=demo-tokyo&locale=en&checkin=${inDays(73)}&checkout=${inDays(74)}&adults=2`;
  await page.goto(`${WIDGET}/?liff.state=${encodeURIComponent(inner)}#${fragment}`);
  await expect(page.getByTestId('liff-sign-up')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('First name')).toHaveValue('Taro');
  await page.getByRole('button', { name: 'Create membership' }).click();
  await expect(page).toHaveURL(/\/booking\/result\?/, { timeout: 20_000 });
  await bookRoomOnly(page, guest.email);

  const offer = page.getByTestId('line-share');
  const post = offer.getByRole('button', { name: 'Post my booking to this chat' });
  await expect(post).toBeVisible({ timeout: 20_000 });
  await expect(offer.getByRole('button', { name: 'Share the hotel with friends' })).toBeVisible();
  await expect(offer.getByRole('heading', { name: 'Share on LINE' })).toBeVisible();
  const status = page.getByTestId('line-share-status');
  await expect(status).toHaveAttribute('role', 'status');

  // LINE fails the first post: said in words, and the guest tries again from the keyboard.
  line.failPosts(1);
  await post.click();
  await expect(status).toHaveText('Your booking could not be posted to the chat. Please try again.');
  expect(line.posted).toEqual([]);
  await post.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Your booking was posted to the chat.');
  await expect(post).toBeFocused();
  await page.screenshot({ path: shot('liff-real-line-share-en-phone'), fullPage: true });

  // What the chat received: one Flex Message, posted with the guest's token, saying what the page says.
  expect(line.posted).toHaveLength(1);
  expect(line.posted[0]!.authorization).toBe(`Bearer ${accessToken}`);
  const [message] = line.posted[0]!.messages as { type: string; altText: string; contents: { direction: string } }[];
  expect(message!.type).toBe('flex');
  const texts = flexTexts(message!.contents);
  const number = await page.getByTestId('reservation-number').innerText();
  const total = await page.getByTestId('booking-total').innerText();
  const hotel = await fact(page, 'Hotel');
  const checkin = await fact(page, 'Check-in');
  const checkout = await fact(page, 'Check-out');
  const room = (await fact(page, 'Room')).split('\n');
  expect(texts).toEqual(
    expect.arrayContaining(['Booking confirmed', hotel, 'Check-in', checkin, 'Check-out', checkout, 'Reservation number', number, 'Total', total, room[0]!.trim(), room[1]!.trim()]),
  );
  expect(total).toMatch(/^¥[\d,]+$/);
  expect(message!.altText).toBe(`Booking confirmed: ${hotel}, check-in ${checkin}, reservation ${number}`);
  // No secret: no reservation token, no management link, no guest contact; one plain link to the hotel.
  const json = JSON.stringify(message);
  const kept = await page.evaluate((n) => Object.keys(sessionStorage).filter((k) => k.includes(n)).map((k) => sessionStorage.getItem(k) ?? ''), number);
  const bypass = kept.join('').match(/"bypass_token":"([^"]+)"/)?.[1];
  expect(bypass).toBeTruthy();
  expect(json).not.toContain(bypass!);
  for (const secret of ['bypass_token', '/reservation/manage', accessToken, guest.email, '+819012345678']) expect(json).not.toContain(secret);
  expect([...json.matchAll(/"uri":"([^"]+)"/g)].map((m) => m[1])).toEqual([`${WIDGET}/?code=demo-tokyo`]);

  // In Japanese: the offer in the guest's language.
  await page.getByLabel('Language').selectOption('ja');
  await expect(offer.getByRole('button', { name: 'このトークに予約内容を送る' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: shot('liff-real-line-share-ja-phone'), fullPage: true });
  await post.or(offer.getByRole('button', { name: 'このトークに予約内容を送る' })).click();
  await expect(status).toHaveText('予約内容をトークに送信しました。');
  const [japanese] = line.posted[1]!.messages as { altText: string; contents: unknown }[];
  expect(japanese!.altText).toContain('ご予約確定');
  expect(flexTexts(japanese!.contents)).toContain(await page.getByTestId('booking-total').innerText());
  expect(violations).toEqual([]);
  await context.close();
});
