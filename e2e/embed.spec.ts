// The embed SDK (/embed/yadori-embed.js) on a hotel page of another site (127.0.0.1 vs
// localhost), talking post-robot with the real widget; and the custom bot test page.
import { expect, test, type Page } from '@playwright/test';
import { BOT_TEST, HOST, WIDGET } from '../playwright.config';
import { DESKTOP, PHONE, chatbotAssertion, shot } from './support';

interface HostEntry {
  kind: string;
  name: string;
  payload?: unknown;
  reason?: string;
  at: number;
}

const USER_ID = 'e2e_chat-user-0123456789';
const MEMBER = { email: 'member@demo.yadori.test', password: 'Yadori-Demo-1' };

async function hostPage(page: Page, query: Record<string, string> = {}): Promise<void> {
  await page.goto(`${HOST}/embed.html?${new URLSearchParams({ widget: WIDGET, ...query })}`);
  await page.evaluate(() => (window as unknown as { sdkLoaded: Promise<boolean> }).sdkLoaded);
}

function hostLog(page: Page): Promise<HostEntry[]> {
  return page.evaluate(() => (window as unknown as { hostLog: HostEntry[] }).hostLog);
}

async function waitForEntry(page: Page, kind: string, name: string): Promise<HostEntry> {
  await expect.poll(async () => (await hostLog(page)).some((e) => e.kind === kind && e.name === name), { timeout: 20_000 }).toBe(true);
  return (await hostLog(page)).find((e) => e.kind === kind && e.name === name) as HostEntry;
}

function openWidget(page: Page, options: Record<string, unknown>): Promise<void> {
  return page.evaluate((o) => (window as unknown as { openWidget(o: unknown): void }).openWidget(o), options);
}

test.describe('embed SDK on a hotel page of another site', () => {
  test('is served cacheable, for any site, and small', async ({ request }) => {
    const res = await request.get(`${WIDGET}/embed/yadori-embed.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['cache-control']).toContain('max-age=300');
    expect(headers['etag']).toBeTruthy();
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    const types = await request.get(`${WIDGET}/embed/yadori-embed.d.ts`);
    expect(types.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await types.text()).toContain('export interface YadoriSdk');
  });

  test('opens as a modal: focus moves in, the widget is ready, its close button closes it and focus comes back', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await hostPage(page);
    await page.getByRole('button', { name: 'Book a room' }).focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    // Focus moves into the dialog, to its close button (first in it); Tab goes on into the widget.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const src = new URL(await dialog.locator('iframe').getAttribute('src') as string);
    expect(src.origin).toBe(WIDGET);
    expect(src.searchParams.get('iframe')).toBe('chatbot');
    expect(src.searchParams.get('parentUrl')).toBe(page.url());

    await waitForEntry(page, 'event', 'booking-widget-opened');
    const frame = page.frameLocator('dialog iframe');
    await expect(frame.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    await page.screenshot({ path: shot('embed-modal-en-desktop') });
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await page.setViewportSize(PHONE);
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: shot('embed-modal-en-phone') });

    // The widget's own close button posts `close`: the SDK closes the modal.
    await frame.getByTestId('chatbot-close').click();
    await expect(dialog).toHaveCount(0);
    await waitForEntry(page, 'closed', 'message');
    expect((await hostLog(page)).some((e) => e.kind === 'event' && e.name === 'close')).toBe(true);
    await expect(page.getByRole('button', { name: 'Book a room' })).toBeFocused();
  });

  test('the modal closes with Escape and with its own labelled button', async ({ page }) => {
    await hostPage(page);
    await page.getByRole('button', { name: 'Book a room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking' });
    await expect(dialog).toBeVisible();
    await waitForEntry(page, 'event', 'booking-widget-opened');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await waitForEntry(page, 'closed', 'escape');
    await expect(page.getByRole('button', { name: 'Book a room' })).toBeFocused();

    await page.getByRole('button', { name: 'Book a room' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await waitForEntry(page, 'closed', 'button');
    await expect(page.getByRole('button', { name: 'Book a room' })).toBeFocused();
  });

  test('opens inline in the page, with the search, and removes itself on close', async ({ page }) => {
    await hostPage(page);
    await openWidget(page, { container: '#inline-box', path: '/booking/result', locale: 'ja', height: '700px', search: { adults: 3 } });
    const frameEl = page.locator('#inline-box iframe');
    await expect(frameEl).toHaveAttribute('title', '予約');
    await waitForEntry(page, 'event', 'booking-widget-opened');
    const frame = page.frameLocator('#inline-box iframe');
    await expect(frame.getByRole('heading', { name: '空室検索' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: shot('embed-inline-ja-desktop'), fullPage: true });
    await frame.getByTestId('chatbot-close').click();
    await expect(frameEl).toHaveCount(0);
    await waitForEntry(page, 'closed', 'message');
  });

  test('holds a logout made before the widget is ready and delivers it after booking-widget-opened', async ({ page }) => {
    await hostPage(page);
    await page.evaluate(() => {
      const w = window as unknown as { openWidget(o: unknown): void; current: { logout(): void; refreshLogin(): void; ready: boolean } };
      w.openWidget({ container: '#inline-box' });
      // Same task as opening: the widget cannot be ready yet.
      if (w.current.ready) throw new Error('ready before loading');
      w.current.logout();
    });
    await waitForEntry(page, 'delivered', 'logout');
    const log = await hostLog(page);
    const at = (kind: string, name: string) => log.findIndex((e) => e.kind === kind && e.name === name);
    expect(at('queued', 'logout')).toBeGreaterThanOrEqual(0);
    expect(at('queued', 'logout')).toBeLessThan(at('received', 'booking-widget-opened'));
    expect(at('received', 'booking-widget-opened')).toBeLessThan(at('sent', 'logout'));
    expect(at('sent', 'logout')).toBeLessThan(at('delivered', 'logout'));
    expect(log.filter((e) => e.kind === 'failed' || e.kind === 'refused')).toEqual([]);

    // Once ready, an action goes at once and the widget takes it.
    await page.evaluate(() => (window as unknown as { current: { refreshLogin(): void } }).current.refreshLogin());
    await waitForEntry(page, 'delivered', 'refresh-login-from-chatbot');
    const after = await hostLog(page);
    expect(after.some((e) => e.kind === 'queued' && e.name === 'refresh-login-from-chatbot')).toBe(false);
  });

  test('answers getTriplabotUserId with the page’s id and takes secrets out of the page address on removeQuery', async ({ page }) => {
    await hostPage(page, { one_time_access_token: 'tok_SECRET_from_mail' });
    const assertion = await chatbotAssertion(USER_ID);
    await openWidget(page, { container: '#inline-box', chatbotUserId: assertion });
    await waitForEntry(page, 'answered', 'getTriplabotUserId');
    const answers = (await hostLog(page)).filter((e) => e.kind === 'answered');
    expect(answers[0]?.payload).toEqual({ user_id: assertion });
    // The token's value never reached the widget: only its name travelled in parentUrl.
    const src = (await page.locator('#inline-box iframe').getAttribute('src')) ?? '';
    expect(src).not.toContain('tok_SECRET');
    await waitForEntry(page, 'event', 'removeQuery');
    await expect.poll(() => new URL(page.url()).searchParams.has('one_time_access_token')).toBe(false);
    expect(new URL(page.url()).searchParams.get('widget')).toBe(WIDGET);
  });
});

test.describe('custom bot test page', () => {
  test('embeds the widget in chatbot mode and logs every message both ways', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    // The widget's own address sends the page to its origin: another site than the widget's.
    await page.goto(`/custom-bot-test.html?code=demo-tokyo&lang=en&chatbot_user_id=${USER_ID}`);
    expect(new URL(page.url()).origin).toBe(BOT_TEST);
    await expect(page.getByRole('heading', { name: 'Custom bot test' })).toBeVisible();
    const frameEl = page.locator('#widget-box iframe');
    const src = new URL((await frameEl.getAttribute('src')) as string);
    expect(src.origin).toBe(WIDGET);
    expect(new URL(src.searchParams.get('parentUrl') as string).origin).toBe(BOT_TEST);
    expect(src.searchParams.get('iframe')).toBe('chatbot');
    expect(src.searchParams.get('custom_bot_test')).toBe('true');
    expect(new URL(src.searchParams.get('parentUrl') as string).pathname).toBe('/custom-bot-test.html');
    expect(src.searchParams.has('chatbot_user_id')).toBe(false);

    const log = page.getByRole('region', { name: 'Message log' });
    const row = (name: string, note: string) => log.getByRole('row').filter({ hasText: name }).filter({ hasText: note });
    await expect(row('booking-widget-opened', 'received').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status').first()).toHaveText('Widget ready: booking-widget-opened received.');
    // The page answers with an assertion its server signed for the id (a JWT), not the bare id.
    await expect(row('getTriplabotUserId', 'reply').first()).toContainText('eyJ');
    await expect(row('getTriplabotUserId', 'reply').first()).toContainText('bot → widget');

    await page.getByRole('button', { name: 'Send logout' }).click();
    await expect(row('logout', 'taken by the widget')).toHaveCount(1);
    await expect(row('logout', 'sent').first()).toContainText('bot → widget');
    await page.getByRole('button', { name: 'Send refresh-login-from-chatbot' }).click();
    await expect(row('refresh-login-from-chatbot', 'taken by the widget')).toHaveCount(1);
    await page.screenshot({ path: shot('custom-bot-test-en-desktop'), fullPage: true });

    await page.getByLabel('Language').selectOption('ja');
    await expect(page.getByRole('heading', { name: 'カスタムボットテスト' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('region', { name: 'メッセージログ' }).getByRole('row').filter({ hasText: 'ウィジェットが受理' })).toHaveCount(2);
    // The open widget opens again in the page's new language.
    await expect(page.frameLocator('#widget-box iframe').locator('html')).toHaveAttribute('lang', 'ja');
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: shot('custom-bot-test-ja-phone'), fullPage: true });

    await page.getByRole('button', { name: 'ログを消去' }).click();
    await expect(page.getByText('メッセージはまだありません。')).toBeVisible();
    await expect(page.getByRole('region', { name: 'メッセージログ' }).locator('tbody tr')).toHaveCount(0);
  });

  test('a member signs in inside the test bot, on its own site: the bot hears it with tokens masked, and its logout signs out', async ({ page }) => {
    const userId = `e2e_bot-test-${Date.now()}`;
    await page.setViewportSize(DESKTOP);
    await page.goto(`${BOT_TEST}/custom-bot-test.html?${new URLSearchParams({ lang: 'ko', code: 'demo-tokyo', chatbot_user_id: userId, start: 'chat-sign-in' })}`);
    await expect(page.getByRole('heading', { name: '커스텀 봇 테스트' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByLabel('시작 페이지')).toHaveValue('chat-sign-in');
    const frame = page.frameLocator('#widget-box iframe');
    await expect(frame.getByRole('heading', { name: '회원 로그인', level: 1 })).toBeVisible({ timeout: 20_000 });
    expect(new URL((await page.locator('#widget-box iframe').getAttribute('src')) as string).pathname).toBe('/chat-sign-in');

    await frame.locator('#cs-email').fill(MEMBER.email);
    await frame.locator('#cs-password').fill(MEMBER.password);
    await frame.getByTestId('sign-in-submit').click();
    await expect(frame.getByTestId('signed-in')).toBeVisible();

    const log = page.getByRole('region', { name: '메시지 로그' });
    const row = (name: string) => log.getByRole('row').filter({ hasText: name });
    await expect(row('triplabotSynced').first()).toContainText(userId);
    await expect(row('receiveTriplabotSession').first()).toBeVisible();
    await expect(row('login').first()).toContainText('위젯 → 봇');
    // The session reached the bot, but the log shows only the token's last 4 characters.
    const session = /"session": "([^"]*)"/.exec((await row('receiveTriplabotSession').first().textContent()) ?? '')?.[1];
    expect(session).toMatch(/^•{8}[A-Za-z0-9_.~+/=-]{4}$/);
    await page.screenshot({ path: shot('custom-bot-test-ko-signed-in'), fullPage: true });

    await page.getByRole('button', { name: 'logout 보내기' }).click();
    await expect(row('logout').filter({ hasText: '위젯이 받음' })).toHaveCount(1);
    await expect(frame.getByTestId('signed-in')).toHaveCount(0);
  });

  test('asks for a hotel code and checks the user id, with labelled fields', async ({ page }) => {
    await page.goto(`${BOT_TEST}/custom-bot-test.html?lang=en`);
    await expect(page.getByLabel('Hotel code')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Send logout' })).toBeDisabled();
    await page.getByRole('button', { name: 'Open the widget' }).click();
    await expect(page.getByText('Enter the hotel code.')).toBeVisible();
    await expect(page.getByLabel('Hotel code')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Chatbot user id').fill('short');
    await expect(page.getByText('Use 16 to 128 letters')).toBeVisible();
    await expect(page.getByLabel('Chatbot user id')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Hotel code').fill('demo-tokyo');
    await page.keyboard.press('Enter');
    await expect(page.locator('#widget-box iframe')).toHaveCount(1);
    await expect(page.getByLabel('Hotel code')).toHaveAttribute('aria-invalid', 'false');
    // An id that does not fit is not sent: the widget is answered null.
    const log = page.getByRole('region', { name: 'Message log' });
    await expect(log.getByRole('row').filter({ hasText: 'getTriplabotUserId' }).filter({ hasText: 'reply' }).first()).toContainText('"user_id": null', { timeout: 20_000 });
    await expect(log.getByRole('row').filter({ hasText: 'booking-widget-opened' })).toHaveCount(1, { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('code')).toBe('demo-tokyo');
  });
});
