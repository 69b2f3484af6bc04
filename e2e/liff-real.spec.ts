// The widget as a LIFF app with the real @line/liff SDK (the production build, no mock), its page's
// own Content-Security-Policy in force, and LINE stood in by request routing: the browser's calls
// to LINE's hosts are answered by e2e/line-stand-in.ts, which is also the LINE the API checks ID
// tokens with (a second API and widget server, configured with a LINE channel, serve this test).
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PHONE, freePort, shot } from './support';
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

test('a LIFF launch outside LINE: the real SDK signs in with LINE, the guest joins, and the page\'s CSP lets LINE through', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.route(LINE_HOSTS, (route) => line.route(route));

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
  expect(violations).toEqual([]);
});
