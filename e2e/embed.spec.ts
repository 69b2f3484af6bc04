// The embed SDK (/embed/yadori-embed.js) on a hotel page of another site (127.0.0.1 vs
// localhost), talking post-robot with the real widget; and the custom bot test page.
import { expect, test, type Page } from '@playwright/test';
import { BOT_TEST, HOST, WIDGET } from '../playwright.config';
import { DESKTOP, PHONE, chatbotAssertion, inDays, shot } from './support';

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

/**
 * The whole host page, the frame in it painted throughout: the browser paints a frame of another
 * site only where the viewport shows it, so the viewport is made as tall as the page for the shot.
 */
async function wholePageShot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? DESKTOP;
  const tall = async () => page.setViewportSize({ width: size.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  // Twice: what the frame shows once it is all in view (images it loads then) may make it taller.
  await tall();
  await page.waitForTimeout(500);
  await tall();
  await page.screenshot({ path: shot(name) });
  await page.setViewportSize(size);
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

  test('opens as a modal running the widget as a hotel page: login menu, languages, one close control, no chat controls', async ({ page }) => {
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
    expect(src.searchParams.get('iframe')).toBe('embed');
    expect(src.searchParams.get('parentUrl')).toBe(page.url());

    await waitForEntry(page, 'event', 'booking-widget-opened');
    const frame = page.frameLocator('dialog iframe');
    await expect(frame.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    // A hotel page: the login menu and the language selector, and no chat button or close of its own.
    await expect(frame.getByTestId('login-menu-button')).toBeVisible();
    await expect(frame.getByTestId('language-selector')).toBeVisible();
    await expect(frame.getByTestId('chatbot-show')).toHaveCount(0);
    await expect(frame.getByTestId('chatbot-close')).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(0);
    // One close control in all: the dialog's own.
    await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(1);
    await page.screenshot({ path: shot('embed-modal-en-desktop') });
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await page.setViewportSize(PHONE);
    await expect(dialog).toBeVisible();
    await expect(frame.getByTestId('login-menu-button')).toBeVisible();
    await page.screenshot({ path: shot('embed-modal-en-phone') });

    // Nothing of a session is said to a hotel's page, and the page's height does not move the modal.
    const log = await hostLog(page);
    const names = new Set(log.filter((e) => e.kind === 'received').map((e) => e.name));
    for (const secret of ['login', 'receiveTriplabotSession', 'triplabotSynced', 'receiveCompanionInfo', 'show-chatbot']) expect(names).not.toContain(secret);
    expect(log.some((e) => e.kind === 'answered')).toBe(false);
    await expect(dialog.locator('iframe')).not.toHaveAttribute('style', /height/);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await waitForEntry(page, 'closed', 'button');
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

  test('opens inline as a hotel page that follows the widget’s height: no scroll bar of its own, on a long page and a short one', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await hostPage(page);
    const stay = { checkin: inDays(40), checkout: inDays(42), adults: 2 };
    await openWidget(page, { container: '#inline-box', locale: 'ja', search: stay });
    const frameEl = page.locator('#inline-box iframe');
    await expect(frameEl).toHaveAttribute('title', '予約');
    await waitForEntry(page, 'event', 'booking-widget-opened');
    const frame = page.frameLocator('#inline-box iframe');
    await expect(frame.getByRole('heading', { name: '空室検索' })).toBeVisible();
    await expect(frame.getByTestId('login-menu-button')).toBeVisible();
    await expect(frame.getByTestId('chatbot-close')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await waitForEntry(page, 'event', 'resize');

    /** The frame's height on the host page, and how tall the widget's document is inside it. */
    const fit = async () => {
      const outer = await frameEl.evaluate((el) => (el as HTMLIFrameElement).clientHeight);
      const inner = await frame.locator('html').evaluate((html) => ({
        scroll: html.scrollHeight,
        client: html.clientHeight,
        content: Math.ceil(Math.max(document.body.getBoundingClientRect().height, document.body.scrollHeight)),
      }));
      return { outer, ...inner };
    };
    /** No scroll bar in the frame, and no empty space below the widget's page either. */
    const fits = async () => {
      const f = await fit();
      return f.outer >= f.scroll && f.client >= f.scroll && Math.abs(f.outer - Math.max(320, f.content)) <= 1;
    };
    // A long page (the results): the frame grows with it, not 640px with a scroll bar of its own.
    await expect(frame.locator('[data-testid="offer"]').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await fits()) && (await fit()).outer > 1500, { timeout: 10_000 }).toBe(true);
    const resultsHeight = (await fit()).outer;
    // The host page scrolls instead.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(resultsHeight);
    await wholePageShot(page, 'embed-inline-ja-desktop');
    await page.setViewportSize(PHONE);
    await expect.poll(fits).toBe(true);
    await wholePageShot(page, 'embed-inline-ja-phone');
    // It settles: no height said again and again.
    const resizes = async () => (await hostLog(page)).filter((e) => e.kind === 'received' && e.name === 'resize').length;
    const said = await resizes();
    await page.waitForTimeout(1000);
    expect((await resizes()) - said).toBeLessThan(3);

    // A short page (sign-in): the frame shrinks to it.
    await page.setViewportSize(DESKTOP);
    await frame.getByTestId('login-menu-button').click();
    await frame.getByTestId('menu-sign_in').click();
    await expect(frame.locator('input[type="password"]').first()).toBeVisible();
    await expect.poll(async () => (await fits()) && (await fit()).outer < resultsHeight - 400, { timeout: 10_000 }).toBe(true);

    // The page removes it through the SDK: no close control of its own inline.
    await page.evaluate(() => (window as unknown as { current: { close(): void } }).current.close());
    await expect(frameEl).toHaveCount(0);
    await waitForEntry(page, 'closed', 'api');
  });

  test('an inline frame the page had scrolled past shows the next page from its top', async ({ page }) => {
    await hostPage(page);
    await openWidget(page, { container: '#inline-box', path: '/booking/result', locale: 'en', search: { checkin: inDays(41), checkout: inDays(42), adults: 2 } });
    const frameEl = page.locator('#inline-box iframe');
    const frame = page.frameLocator('#inline-box iframe');
    await expect(frame.locator('[data-testid="offer"]').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => frameEl.evaluate((el) => el.getBoundingClientRect().height), { timeout: 10_000 }).toBeGreaterThan(1500);
    // A long hotel page below the widget: the page keeps its scroll when the frame changes height.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="height: 4000px"></div>'));
    // The guest reads down the results: the frame's top is above the window now.
    const book = frame.locator('[data-testid="offer"]').nth(3).getByRole('link', { name: /^Book/ });
    await book.scrollIntoViewIfNeeded();
    expect(await frameEl.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(-200);
    await book.click();
    await expect(frame.getByTestId('price-breakdown')).toBeVisible();
    await waitForEntry(page, 'event', 'pageChanged');
    await expect.poll(async () => Math.round(await frameEl.evaluate((el) => el.getBoundingClientRect().top))).toBe(0);
  });

  test('an inline frame with autoHeight off keeps its height and scrolls inside', async ({ page }) => {
    await hostPage(page);
    await openWidget(page, {
      container: '#inline-box',
      path: '/booking/result',
      locale: 'en',
      height: '700px',
      autoHeight: false,
      search: { checkin: inDays(40), checkout: inDays(42), adults: 2 },
    });
    const frameEl = page.locator('#inline-box iframe');
    const frame = page.frameLocator('#inline-box iframe');
    await expect(frame.locator('[data-testid="offer"]').first()).toBeVisible({ timeout: 20_000 });
    await waitForEntry(page, 'event', 'resize');
    expect(await frameEl.evaluate((el) => (el as HTMLIFrameElement).clientHeight)).toBe(700);
    expect(await frame.locator('html').evaluate((html) => html.scrollHeight)).toBeGreaterThan(700);
  });

  test('chatbot mode, when asked: chat controls and its own close, a fixed height', async ({ page }) => {
    await hostPage(page);
    await openWidget(page, { container: '#inline-box', mode: 'chatbot', locale: 'en', height: '700px' });
    const frameEl = page.locator('#inline-box iframe');
    expect(new URL((await frameEl.getAttribute('src')) as string).searchParams.get('iframe')).toBe('chatbot');
    await waitForEntry(page, 'event', 'booking-widget-opened');
    const frame = page.frameLocator('#inline-box iframe');
    await expect(frame.getByTestId('chatbot-show')).toBeVisible();
    await expect(frame.getByTestId('language-selector')).toHaveCount(0);
    await expect(frame.getByTestId('login-menu-button')).toHaveCount(0);
    await waitForEntry(page, 'event', 'resize');
    expect(await frameEl.evaluate((el) => (el as HTMLIFrameElement).clientHeight)).toBe(700);
    await frame.getByTestId('chatbot-close').click();
    await expect(frameEl).toHaveCount(0);
    await waitForEntry(page, 'closed', 'message');
  });

  test('holds a logout made before the widget is ready and delivers it after booking-widget-opened', async ({ page }) => {
    await hostPage(page);
    await page.evaluate(() => {
      const w = window as unknown as { openWidget(o: unknown): void; current: { logout(): void; refreshLogin(): void; ready: boolean } };
      w.openWidget({ container: '#inline-box', mode: 'chatbot' });
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
    await openWidget(page, { container: '#inline-box', mode: 'chatbot', chatbotUserId: assertion });
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
    // The widget's height and its analytics events show in the log, each with a word on what it is.
    await expect(row('resize', 'the widget’s page is').first()).toContainText(/"height": \d+/);
    await expect(row('ga4Event', 'analytics event').first()).toBeVisible();

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
    // The widget keeps talking (its page reloaded in Japanese): only what came before the clearing is gone.
    await expect(page.getByRole('region', { name: 'メッセージログ' }).getByRole('row').filter({ hasText: 'logout' })).toHaveCount(0);
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
