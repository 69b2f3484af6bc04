import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { API, HOST, WIDGET } from '../playwright.config';
import { chatbotAssertion, inDays, oneTimeToken, shot, staffHeaders } from './support';

const MEMBER = { email: 'member@demo.yadori.test', password: 'Yadori-Demo-1' };
type Message = { name: string; data: Record<string, unknown>; origin?: string };

function widgetUrl(extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ code: 'demo-tokyo', iframe: 'chatbot', locale: 'en', checkin: inDays(40), checkout: inDays(41), adults: '2', ...extra });
  return `${WIDGET}/booking/result?${q}`;
}

async function openChat(page: Page, extra: Record<string, string> = {}, host: Record<string, string> = {}) {
  await page.goto(`${HOST}/chatbot.html?${new URLSearchParams({ src: widgetUrl(extra), ...host })}`);
  return page.frameLocator('#widget');
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages);
const named = async (page: Page, name: string) => (await messages(page)).filter((m) => m.name === name);

/** Links a chatbot user to the demo member, as a sign-in inside the chat does. */
async function linkChatUser(page: Page, user: string): Promise<void> {
  const cs = await page.request.post(`${API}/api/client_sessions`, { data: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' } });
  const session = ((await cs.json()) as { data: { client_session: string } }).data.client_session;
  const headers = { 'x-client-session': session };
  const signIn = await page.request.post(`${API}/hotels/demo-tokyo/memberships/sign_in`, { headers, data: MEMBER });
  const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
  const link = await page.request.post(`${API}/hotels/demo-tokyo/memberships/chatbot_session`, { headers: { ...headers, authorization: `Bearer ${token}` }, data: { user_id: await chatbotAssertion(user) } });
  expect(link.ok()).toBeTruthy();
}

/** Books the room-only plan from the results in the frame, and fills the guest's details. */
async function bookRoomOnly(frame: FrameLocator, email: string): Promise<void> {
  await frame.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: /^Book/ }).click();
  await expect(frame.getByTestId('price-breakdown')).toBeVisible();
  await frame.locator('#gd-last_name').fill('Smith');
  await frame.locator('#gd-first_name').fill('Anna');
  await frame.locator('#gd-email').fill(email);
  await frame.locator('#gd-email_confirmation').fill(email);
  await frame.locator('#gd-phone').fill('+819012345678');
  const time = frame.locator('select[id^="yb-q-"]').first();
  if (await time.count()) await time.selectOption({ index: 1 });
}

test.describe('chatbot frame', () => {
  test('opens in chatbot mode: booking-widget-opened arrives, close is offered, the language selector is not', async ({ page }) => {
    const frame = await openChat(page);
    await expect.poll(async () => (await named(page, 'booking-widget-opened')).length).toBe(1);
    const [opened] = await named(page, 'booking-widget-opened');
    expect(opened!.data).toEqual({});
    expect(opened!.origin).toBe(WIDGET);
    await expect(frame.getByTestId('chatbot-close')).toBeVisible();
    await expect(frame.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
    // Analytics reach the chat's own tag.
    await expect.poll(async () => (await named(page, 'ga4Event')).map((m) => m.data.name)).toContain('widget_ready');
    await page.screenshot({ path: shot('chatbot-frame-en'), fullPage: true });
    await frame.getByTestId('chatbot-close').click();
    await expect.poll(async () => (await named(page, 'close')).length).toBe(1);
    await expect(page.locator('#widget')).toBeHidden();
  });

  test('the chat button asks the chat to come to the front, at the icon message it was opened with', async ({ page }) => {
    const frame = await openChat(page, { icon_message_id: 'welcome-42' });
    await expect.poll(async () => (await named(page, 'booking-widget-opened')).length).toBe(1);
    const chat = frame.getByRole('button', { name: 'Chat', exact: true });
    await chat.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await named(page, 'show-chatbot')).map((m) => m.data)).toEqual([{ icon_message_id: 'welcome-42' }]);
    await page.setViewportSize({ width: 390, height: 760 });
    await page.screenshot({ path: shot('chatbot-header-390'), fullPage: false });
  });

  test('a chatbot user who signed in before is signed in: login and receiveTriplabotSession arrive', async ({ page }) => {
    const user = `chat-${Date.now()}-abcdefghij`;
    await linkChatUser(page, user);
    // The id comes from the chat through the handshake, not the URL.
    const frame = await openChat(page, {}, { user });
    await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
    await expect.poll(async () => (await named(page, 'login')).length).toBe(1);
    expect((await named(page, 'getTriplabotUserId')).length).toBeGreaterThan(0);
    const [login] = await named(page, 'login');
    expect(login!.data).toMatchObject({ user_id: expect.any(Number) });
    const [session] = await named(page, 'receiveTriplabotSession');
    expect(String(session!.data.session)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  test('a signed-in member says who of the party are companions, and the chat hears it as receiveCompanionInfo', async ({ page }) => {
    const user = `chat-${Date.now()}-companions`;
    await linkChatUser(page, user);
    const frame = await openChat(page, {}, { user });
    await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
    // The chat layout folds the search into one line: opened to change the party.
    await frame.getByTestId('search-summary-edit').click();
    await frame.getByTestId('guests').click();
    // The program's own name for its companion tier, with the guests it is part of.
    await expect(frame.getByRole('spinbutton', { name: 'Companions (adults)' })).toHaveValue('0');
    await frame.getByRole('button', { name: 'More: Companions (adults)' }).click();
    await expect(frame.getByTestId('guests')).toContainText('1 companion');
    await page.screenshot({ path: shot('chatbot-companions-en'), fullPage: true });
    await frame.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(async () => (await named(page, 'receiveCompanionInfo')).map((m) => m.data)).toEqual([{ rooms: [{ adult_companion: 1, kid_tier_A_companion: 0 }] }]);
    const address = new URL(await frame.locator('body').evaluate(() => location.href));
    expect(JSON.parse(address.searchParams.get('rooms') ?? '[]')).toEqual([{ adults: 2, children: 0, adult_companion: 1 }]);
    // The chat's logout signs the member out, which clears them, and the chat hears that too.
    await page.evaluate(() => (window as unknown as { sendToWidget(n: string): Promise<string> }).sendToWidget('logout'));
    await expect(frame.getByTestId('signed-in')).toHaveCount(0);
    await expect.poll(async () => (await named(page, 'receiveCompanionInfo')).map((m) => m.data).at(-1)).toEqual({ rooms: [{ adult_companion: 0, kid_tier_A_companion: 0 }] });
  });

  test('a chat slow to name its user does not hold the widget back; the member is signed in when it does', async ({ page }) => {
    const user = `chat-${Date.now()}-slowanswer`;
    await linkChatUser(page, user);
    const frame = await openChat(page, {}, { user, user_after_ms: '1200' });
    await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
    await expect.poll(async () => (await named(page, 'login')).length).toBe(1);
    const order = (await messages(page)).map((m) => m.name);
    // The widget said it was open before the chat first answered who its user is.
    expect(order.indexOf('booking-widget-opened')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('booking-widget-opened')).toBeLessThan(order.indexOf('getTriplabotUserId'));
  });

  test('the chat’s logout signs the widget out, also when sent before init finished', async ({ page }) => {
    const user = `chat-${Date.now()}-logout-early`;
    await linkChatUser(page, user);
    // Init is held back a moment, and the chat says logout before it arrives.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/settings/init*', async (route) => {
      await held;
      await route.continue();
    });
    const frame = await openChat(page, { chatbot_user_id: await chatbotAssertion(user) });
    const sent = page.evaluate(() => (window as unknown as { sendToWidget(n: string): Promise<string> }).sendToWidget('logout'));
    await page.waitForTimeout(500);
    expect(await named(page, 'booking-widget-opened')).toHaveLength(0);
    release();
    expect(await sent).toBe('delivered');
    await expect.poll(async () => (await named(page, 'booking-widget-opened')).length).toBe(1);
    // The held logout ran after init: the chatbot session was forgotten, so nobody is signed in.
    await expect(frame.getByTestId('results')).toBeVisible();
    await expect(frame.getByTestId('signed-in')).toHaveCount(0);
  });

  test('the chat’s logout lasts: the next time the chat opens, the member is signed out', async ({ page }) => {
    const user = `chat-${Date.now()}-logout-lasts`;
    await linkChatUser(page, user);
    let frame = await openChat(page, {}, { user });
    await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
    expect(await page.evaluate(() => (window as unknown as { sendToWidget(n: string): Promise<string> }).sendToWidget('logout'))).toBe('delivered');
    await expect(frame.getByTestId('signed-in')).toHaveCount(0);
    // The chat opens the widget again for the same chatbot user: nobody is signed in.
    frame = await openChat(page, {}, { user });
    await expect.poll(async () => (await named(page, 'booking-widget-opened')).length).toBe(1);
    await expect(frame.getByTestId('results')).toBeVisible();
    await expect(frame.getByTestId('signed-in')).toHaveCount(0);
    expect(await named(page, 'login')).toHaveLength(0);
  });

  test('a card with 3-D Secure inside the chat: the card form loads in the frame, and the return is still in the chat', async ({ page }) => {
    const frame = await openChat(page, { checkin: inDays(46), checkout: inDays(47) });
    await expect.poll(async () => (await named(page, 'booking-widget-opened')).length).toBe(1);
    await bookRoomOnly(frame, `chat-card-${Date.now()}@example.com`);
    await frame.getByRole('radio', { name: 'Credit card', exact: true }).check();
    // The provider's form is framed inside the widget, inside the chat page: both may frame it.
    const card = frame.frameLocator('iframe[data-testid="card-frame"]');
    await card.locator('#holder').fill('ANNA SMITH');
    await card.locator('#number').fill('4000000000003220');
    await card.locator('#exp_month').selectOption('12');
    await card.locator('#exp_year').selectOption(String(new Date().getUTCFullYear() + 3));
    await card.locator('#cvc').fill('123');
    await card.getByRole('button').first().click();
    await expect(frame.getByTestId('card-ready')).toBeVisible();
    await frame.getByLabel('I agree to the terms').check();
    await frame.getByRole('button', { name: 'Book now' }).click();
    await frame.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(frame.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    // Back from the challenge by a full load of the frame: still the chat's widget.
    await expect(frame.getByRole('button', { name: 'Close' })).toBeVisible();
    const number = (await frame.getByTestId('reservation-number').textContent()) ?? '';
    await expect.poll(async () => (await named(page, 'ga4Event')).filter((m) => m.data.name === 'purchase').length).toBe(1);
    const [purchase] = (await named(page, 'ga4Event')).filter((m) => m.data.name === 'purchase');
    expect(purchase!.data.params).toMatchObject({ transaction_id: number });
    await page.screenshot({ path: shot('chatbot-card-booked-en'), fullPage: true });
  });

  test('refresh-login re-reads the session: signed out cleanly when the session is gone', async ({ page }) => {
    const user = `chat-${Date.now()}-refresh-abc`;
    await linkChatUser(page, user);
    const frame = await openChat(page, { chatbot_user_id: await chatbotAssertion(user) });
    await expect(frame.getByTestId('signed-in')).toBeVisible();
    // The member signs out elsewhere (the session and the chat link are gone).
    await page.evaluate(() => (window as unknown as { sendToWidget(n: string): Promise<string> }).sendToWidget('logout'));
    await expect(frame.getByTestId('signed-in')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sendToWidget(n: string): Promise<string> }).sendToWidget('refresh-login-from-chatbot'))).toBe('delivered');
    await expect(frame.getByTestId('results')).toBeVisible();
    await expect(frame.getByTestId('signed-in')).toHaveCount(0);
    // Linked again by the chat: refresh-login signs in, and the chat hears who and the session.
    const logins = (await named(page, 'login')).length;
    const sessions = (await named(page, 'receiveTriplabotSession')).length;
    await linkChatUser(page, user);
    await page.evaluate(() => (window as unknown as { sendToWidget(n: string): Promise<string> }).sendToWidget('refresh-login-from-chatbot'));
    await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
    await expect.poll(async () => (await named(page, 'login')).length).toBe(logins + 1);
    await expect.poll(async () => (await named(page, 'receiveTriplabotSession')).length).toBe(sessions + 1);
  });

  test('the note of a lower member price signs in inside the chat, and comes back to the results', async ({ page }) => {
    const frame = await openChat(page, { checkin: inDays(47), checkout: inDays(48) });
    const link = frame.getByTestId('member-note-sign-in').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(frame.locator('input[type="password"]')).toBeVisible();
    expect(new URL(await frame.locator('body').evaluate(() => location.href)).pathname).toBe('/chat-sign-in');
  });

  test('a whole search and booking inside the chat, and the purchase reaches the chat as ga4Event', async ({ page }) => {
    const frame = await openChat(page, { checkin: inDays(44), checkout: inDays(45) });
    await expect.poll(async () => (await named(page, 'booking-widget-opened')).length).toBe(1);
    const historyAtStart = await page.evaluate(() => history.length);
    await bookRoomOnly(frame, `chat-guest-${Date.now()}@example.com`);
    await frame.getByRole('radio', { name: 'Pay at the hotel', exact: true }).check();
    await frame.getByLabel('I agree to the terms').check();
    await frame.getByRole('button', { name: 'Book now' }).click();
    await expect(frame.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    const number = (await frame.getByTestId('reservation-number').textContent()) ?? '';
    await expect.poll(async () => (await named(page, 'ga4Event')).filter((m) => m.data.name === 'purchase').length).toBe(1);
    const [purchase] = (await named(page, 'ga4Event')).filter((m) => m.data.name === 'purchase');
    expect(purchase!.data.params).toMatchObject({ transaction_id: number });
    // Moving through the widget never added entries to the chat page's history.
    expect(await page.evaluate(() => history.length)).toBe(historyAtStart);
    await page.screenshot({ path: shot('chatbot-booked-en'), fullPage: true });
  });

  test('a parent on another origin than parentUrl hears nothing and cannot log the widget out', async ({ page, request }) => {
    const token = await oneTimeToken(request, MEMBER.email);
    // The widget is told its parent is a look-alike origin; the real parent is 127.0.0.1.
    const frame = await openChat(page, { one_time_access_token: token, parentUrl: `${HOST.replace('127.0.0.1', '127.0.0.1.evil.test')}/chatbot.html` });
    await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
    await page.waitForTimeout(1000);
    expect(await named(page, 'booking-widget-opened')).toHaveLength(0);
    expect(await named(page, 'login')).toHaveLength(0);
    expect(await named(page, 'receiveTriplabotSession')).toHaveLength(0);
    const sent = await page.evaluate(() => Promise.race([(window as unknown as { sendToWidget(n: string): Promise<string> }).sendToWidget('logout'), new Promise<string>((r) => setTimeout(() => r('no answer'), 3000))]));
    expect(sent).not.toBe('delivered');
    await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
  });

  test('a hotel whose chatbot is off, or whose chatbot pages do not list this one, tells the page around it nothing of the sign-in', async ({ page, request }) => {
    // demo-kyoto's chatbot is off: the widget works, framed, but does not talk to the page.
    const kyoto = await openChat(page, { code: 'demo-kyoto', one_time_access_token: await oneTimeToken(request, MEMBER.email, 'demo-kyoto') });
    await expect(kyoto.getByTestId('signed-in')).toContainText('Hanako');
    await page.waitForTimeout(1000);
    expect((await messages(page)).map((m) => m.name).filter((n) => n !== 'getTriplabotUserId')).toEqual([]);
    // demo-sapporo's chatbot is on, but its pages are another site's: nothing that carries a
    // session is said (no login, no session), whoever signs in.
    const setting = await request.put(`${API}/staff/hotels/demo-sapporo/chatbot_setting`, {
      headers: staffHeaders,
      data: { enabled: true, allow_any_parent_origin: true, allowed_parent_origins: ['https://chat.sapporo.example'] },
    });
    expect(setting.ok(), await setting.text()).toBeTruthy();
    try {
      const user = `chat-${Date.now()}-unlisted`;
      const sapporo = await openChat(page, { code: 'demo-sapporo', one_time_access_token: await oneTimeToken(request, MEMBER.email, 'demo-sapporo') }, { user });
      await expect(sapporo.getByTestId('signed-in')).toContainText('Hanako');
      // Plain messages still reach a page the hotel allows as "any page".
      await expect.poll(async () => (await named(page, 'booking-widget-opened')).length).toBe(1);
      await page.waitForTimeout(1000);
      const names = (await messages(page)).map((m) => m.name);
      for (const secret of ['login', 'receiveTriplabotSession', 'triplabotSynced', 'getTriplabotUserId']) expect(names).not.toContain(secret);
    } finally {
      await request.put(`${API}/staff/hotels/demo-sapporo/chatbot_setting`, { headers: staffHeaders, data: { enabled: false, allow_any_parent_origin: false, allowed_parent_origins: [] } });
    }
  });
});

test.describe('signed in inside a cross-site frame with third-party cookies blocked', () => {
  test('survives a reload of the frame', async ({ request }) => {
    const { chromium } = await import('@playwright/test');
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { CHROMIUM_ARGS } = await import('../playwright.config');
    const { oneTimeToken } = await import('./support');
    const profile = await mkdtemp(join(tmpdir(), 'yadori-3pc-'));
    // A real profile with third-party cookies blocked, as browsers now ship.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const token = await oneTimeToken(request, MEMBER.email);
      await page.goto(`${HOST}/chatbot.html?${new URLSearchParams({ src: widgetUrl({ one_time_access_token: token }) })}`);
      const frame = page.frameLocator('#widget');
      await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
      // Reload the frame (without the spent token).
      await page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages.splice(0));
      await page.evaluate(() => {
        const f = document.getElementById('widget') as HTMLIFrameElement;
        f.src = f.src.replace(/one_time_access_token=[^&]+&?/, '');
      });
      await expect.poll(async () => (await page.evaluate(() => (window as unknown as { __messages: { name: string }[] }).__messages)).some((m) => m.name === 'booking-widget-opened')).toBe(true);
      await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
