// The chat layout, from a chatbot's page on another site: the first room, its lowest price and its
// Book button in the first screen of a phone's chat panel, the search folded into one line, the
// hotel named once; and signing in by LINE inside the chat tells the chat.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { HOST, WIDGET } from '../playwright.config';
import { inDays, shot } from './support';

type Message = { name: string; data: Record<string, unknown> };
const messages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages);
const named = async (page: Page, name: string) => (await messages(page)).filter((m) => m.name === name);

const WORDS = {
  en: { book: /^Book/, change: 'Change', search: 'Search', guests: /adults?/ },
  ja: { book: /^予約する/, change: '変更', search: '検索', guests: /大人/ },
} as const;

async function openChat(page: Page, size: { w: number; h: number }, query: Record<string, string>, host: Record<string, string> = {}): Promise<FrameLocator> {
  const src = `${WIDGET}${query.path ?? '/booking/result'}?${new URLSearchParams({ code: 'demo-tokyo', iframe: 'chatbot', ...Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'path')) })}`;
  await page.setViewportSize({ width: size.w + 40, height: size.h + 40 });
  await page.goto(`${HOST}/chatbot.html?${new URLSearchParams({ src, w: String(size.w), h: String(size.h), ...host })}`);
  return page.frameLocator('#widget');
}

for (const size of [
  { w: 360, h: 640 },
  { w: 400, h: 700 },
]) {
  for (const locale of ['en', 'ja'] as const) {
    test(`${size.w}x${size.h} ${locale}: the first room, its price and its Book button show without scrolling`, async ({ page }) => {
      const w = WORDS[locale];
      const frame = await openChat(page, size, { locale, checkin: inDays(40), checkout: inDays(41), adults: '2' });
      const room = frame.getByTestId('room-card').first();
      await expect(room).toBeVisible();
      // The search is one line, and the hotel is named once (in the header; the page's h1 is for screen readers).
      await expect(frame.getByTestId('search-summary')).toContainText(w.guests);
      await expect(frame.getByTestId('search-form')).toHaveCount(0);
      await expect(frame.locator('.ys-hotel__address')).toHaveCount(0);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(1);
      const price = await room.getByTestId('price-total').first().evaluate((el) => ({ bottom: el.getBoundingClientRect().bottom, text: el.textContent ?? '' }));
      const book = await room.getByRole('link', { name: w.book }).first().evaluate((el) => el.getBoundingClientRect().bottom);
      const screen = await room.evaluate(() => window.innerHeight);
      expect(screen).toBe(size.h);
      expect(price.text).toMatch(/\d/);
      expect(price.bottom).toBeLessThanOrEqual(screen);
      expect(book).toBeLessThanOrEqual(screen);
      await page.locator('#widget').screenshot({ path: shot(`chat-layout-${size.w}x${size.h}-${locale}`) });

      // "Change" opens the whole form; a search folds it again, and focus is back on "Change".
      const change = frame.getByTestId('search-summary-edit');
      await expect(change).toHaveText(w.change);
      await change.click();
      await expect(frame.getByTestId('search-form')).toBeVisible();
      await frame.getByRole('button', { name: w.search, exact: true }).click();
      await expect(frame.getByTestId('search-form')).toHaveCount(0);
      await expect(change).toBeFocused();
    });
  }
}

test('the chat layout has no serious accessibility problem and works by keyboard', async ({ page }) => {
  const frame = await openChat(page, { w: 360, h: 640 }, { locale: 'en', checkin: inDays(40), checkout: inDays(41), adults: '2' });
  await expect(frame.getByTestId('room-card').first()).toBeVisible();
  // Keyboard: sort and filter open with Enter on their summary line.
  await frame.getByText('Sort and filter').focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByLabel('Sort by')).toBeVisible();
  // The host page's frame is analysed with the page (axe goes into frames).
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

const LANGUAGES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'th', 'id', 'ar'] as const;

async function seriousProblems(page: Page): Promise<string[]> {
  // The host page's frame is analysed with the page (axe goes into frames).
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 120)}`);
}

test('in all eight languages the chat screens (results, guest details with the pay bar, sign-in with every way) have no serious accessibility problem; Arabic reads right to left', async ({ page }) => {
  test.setTimeout(180_000);
  for (const locale of LANGUAGES) {
    const frame = await openChat(page, { w: 360, h: 640 }, { locale, checkin: inDays(46), checkout: inDays(47), adults: '2' });
    await expect(frame.getByTestId('room-card').first()).toBeVisible();
    expect(await frame.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    expect(await seriousProblems(page), `results ${locale}`).toEqual([]);
    await frame.getByTestId('room-card').first().locator('a.ys-offer__book').first().click();
    await expect(frame.getByTestId('pay-bar')).toBeVisible();
    expect(await seriousProblems(page), `guest details ${locale}`).toEqual([]);
    const signIn = await openChat(page, { w: 360, h: 640 }, { path: '/chat-sign-in', locale });
    await expect(signIn.getByTestId('sign-on-line')).toBeVisible();
    expect(await seriousProblems(page), `sign-in ${locale}`).toEqual([]);
  }
});

test('guest details in a chat keep the total and Book now at the foot of the frame', async ({ page }) => {
  const frame = await openChat(page, { w: 360, h: 640 }, { locale: 'en', checkin: inDays(42), checkout: inDays(43), adults: '2' });
  await frame.getByTestId('room-card').first().getByRole('link', { name: /^Book/ }).first().click();
  const bar = frame.getByTestId('pay-bar');
  await expect(bar).toBeVisible();
  const total = (await frame.getByTestId('booking-total').textContent()) ?? '';
  await expect(frame.getByTestId('pay-bar-total')).toHaveText(total);
  // At the top of the form and after scrolling into it, the bar sits at the foot of the frame.
  for (const y of [0, 600]) {
    await frame.locator('body').evaluate((_, top) => window.scrollTo(0, top), y);
    const box = await bar.evaluate((el) => ({ bottom: el.getBoundingClientRect().bottom, screen: window.innerHeight }));
    expect(box.bottom).toBeLessThanOrEqual(box.screen);
    expect(box.bottom).toBeGreaterThan(box.screen - 120);
  }
  // One Book now button, in the bar.
  await expect(frame.getByRole('button', { name: 'Book now' })).toHaveCount(1);
  await page.locator('#widget').screenshot({ path: shot('chat-layout-guest-details-360x640-en') });
});

test('signing in by LINE inside the chat tells the chat (login, the session, the link); the booking that follows reaches it as begin_checkout and purchase', async ({ page }) => {
  const user = `chat-line-${Date.now()}`;
  const frame = await openChat(page, { w: 360, h: 640 }, { path: '/chat-sign-in', locale: 'en' }, { user });
  await expect(frame.getByTestId('chat-sign-on')).toBeVisible();
  await expect(frame.getByTestId('sign-on-facebook')).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), frame.getByTestId('sign-on-line').click()]);
  await expect(popup.getByRole('heading', { name: /LINE Login/ })).toBeVisible();
  await popup.getByLabel(/Display name/).fill('Taro Line');
  await popup.getByRole('button', { name: /Allow/ }).click();
  await popup.waitForEvent('close');
  await expect(frame.getByTestId('line-sign-in')).toBeVisible();
  await frame.getByLabel('E-mail address').fill(`${user}@example.com`);
  await frame.getByRole('button', { name: 'Create membership' }).click();
  await expect(frame.getByTestId('signed-in')).toContainText('Taro');
  await expect.poll(async () => (await named(page, 'login')).length).toBe(1);
  await expect.poll(async () => (await named(page, 'receiveTriplabotSession')).length).toBe(1);
  await expect.poll(async () => (await named(page, 'triplabotSynced')).map((m) => m.data.user_id)).toEqual([user]);
  const [login] = await named(page, 'login');
  expect(login!.data.user_id).toEqual(expect.any(Number));
  await page.locator('#widget').screenshot({ path: shot('chat-layout-line-signed-in-360x640-en') });

  // The member books in the chat; the chat's own tag hears the checkout and the purchase.
  await frame.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: /^Book/ }).click();
  await expect(frame.getByTestId('pay-bar')).toBeVisible();
  await frame.locator('#gd-last_name').fill('Line');
  await frame.locator('#gd-first_name').fill('Taro');
  await frame.locator('#gd-email').fill(`${user}@example.com`);
  await frame.locator('#gd-email_confirmation').fill(`${user}@example.com`);
  await frame.locator('#gd-phone').fill('+819012345678');
  const time = frame.locator('select[id^="yb-q-"]').first();
  if (await time.count()) await time.selectOption({ index: 1 });
  await frame.getByRole('radio', { name: 'Pay at the hotel', exact: true }).check();
  await frame.getByLabel('I agree to the terms').check();
  await frame.getByRole('button', { name: 'Book now' }).click();
  await expect(frame.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  const ga4 = async (name: string) => (await named(page, 'ga4Event')).filter((m) => m.data.name === name).map((m) => m.data.params as Record<string, unknown>);
  await expect.poll(async () => (await ga4('begin_checkout')).length).toBe(1);
  await expect.poll(async () => (await ga4('purchase')).length).toBe(1);
  const [checkout] = await ga4('begin_checkout');
  const [purchase] = await ga4('purchase');
  for (const event of [checkout!, purchase!]) {
    expect(event.currency).toBe('JPY');
    expect(event.value).toEqual(expect.any(Number));
    expect(event.value as number).toBeGreaterThan(0);
  }
  expect(purchase!.transaction_id).toBe((await frame.getByTestId('reservation-number').textContent())?.trim());
  // Nothing the member typed or is known by travels with the events.
  expect(JSON.stringify(await named(page, 'ga4Event'))).not.toContain(user);
});

test('Facebook inside the chat ends as the password does: the chat hears login, the session and the link', async ({ page }) => {
  const user = `chat-fb-${Date.now()}`;
  const frame = await openChat(page, { w: 360, h: 640 }, { path: '/chat-sign-in', locale: 'en' }, { user });
  const [popup] = await Promise.all([page.waitForEvent('popup'), frame.getByTestId('sign-on-facebook').click()]);
  await popup.locator('#name').fill('Ken Facebook');
  await popup.getByRole('button', { name: /Continue/ }).click();
  // No address from Facebook: the member gives one, in the chat.
  await expect(frame.getByTestId('social-profile-form')).toBeVisible();
  await frame.locator('#sp-email').fill(`${user}@example.com`);
  await frame.getByRole('button', { name: 'Create membership' }).click();
  await expect(frame.getByTestId('signed-in')).toContainText('Ken');
  await expect.poll(async () => (await named(page, 'login')).length).toBe(1);
  await expect.poll(async () => (await named(page, 'receiveTriplabotSession')).length).toBe(1);
  await expect.poll(async () => (await named(page, 'triplabotSynced')).map((m) => m.data.user_id)).toEqual([user]);
});

test('single sign-on on the chat sign-in page, in a window of its own, signs in; a hotel whose chatbot is off tells the page nothing', async ({ page }) => {
  // The demo's single sign-on hotel (Kyoto) has its chatbot off: the sign-in works, the page hears
  // nothing of it (the Facebook and LINE tests above show the chat told where the chatbot is on).
  const user = `chat-sso-${Date.now()}`;
  const frame = await openChat(page, { w: 360, h: 640 }, { path: '/chat-sign-in', locale: 'en', code: 'demo-kyoto' }, { user });
  const [popup] = await Promise.all([page.waitForEvent('popup'), frame.getByTestId('sign-on-open_id').click()]);
  await popup.locator('#subject').fill(user);
  await popup.locator('#email').fill(`${user}@sso.yadori.test`);
  await popup.getByRole('button', { name: /Sign in/ }).click();
  await popup.waitForEvent('close');
  await expect(frame.getByTestId('signed-in')).toBeVisible();
  expect(page.frames().map((f) => f.url()).join(' ')).not.toContain('sso_code');
  await page.waitForTimeout(500);
  expect(await named(page, 'login')).toEqual([]);
  expect(await named(page, 'receiveTriplabotSession')).toEqual([]);
});
