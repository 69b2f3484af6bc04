// Analytics a marketer can use: GA4's e-commerce events at each step of a booking, one page view
// per page, in the page's dataLayer when the widget stands alone and as ga4Event (on to the
// page's gtag) when a hotel's page on another site frames it; and nothing about the guest in any.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { HOST, WIDGET } from '../playwright.config';
import { inDays } from './support';

type Layer = Record<string, unknown>[];
interface Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  [key: string]: unknown;
}
interface Commerce {
  currency?: string;
  value?: number;
  items?: Item[];
  [key: string]: unknown;
}

const GUEST = { last: 'Kowalczyk', first: 'Zuzanna', phone: '+819087654321' };
const FUNNEL = ['view_item_list', 'select_item', 'begin_checkout', 'add_payment_info', 'purchase'];

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Layer);
const named = (layer: Layer, name: string) => layer.filter((e) => e.event === name);
const commerce = (layer: Layer, name: string) => named(layer, name).map((e) => e.ecommerce as Commerce);

/** Minor units of a shown amount ("¥39,820", "$82.50"): its digits. */
const digits = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

async function bookRoomOnly(root: Page | FrameLocator, email: string, method: 'Pay at the hotel' | 'Credit card'): Promise<void> {
  await root.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: /^Book/ }).click();
  await expect(root.getByTestId('price-breakdown')).toBeVisible();
  await root.locator('#gd-last_name').fill(GUEST.last);
  await root.locator('#gd-first_name').fill(GUEST.first);
  await root.locator('#gd-email').fill(email);
  await root.locator('#gd-email_confirmation').fill(email);
  await root.locator('#gd-phone').fill(GUEST.phone);
  const time = root.locator('select[id^="yb-q-"]').first();
  if (await time.count()) await time.selectOption({ index: 1 });
  await root.getByRole('radio', { name: method, exact: true }).check();
  if (method === 'Credit card') {
    const card = root.frameLocator('iframe[data-testid="card-frame"]');
    await card.locator('#holder').fill('CARD HOLDER');
    await card.locator('#number').fill('4242424242424242');
    await card.locator('#exp_month').selectOption('12');
    await card.locator('#exp_year').selectOption(String(new Date().getUTCFullYear() + 3));
    await card.locator('#cvc').fill('123');
    await card.getByRole('button').first().click();
    await expect(root.getByTestId('card-ready')).toBeVisible();
  }
  await root.getByLabel('I agree to the terms').check();
  await root.getByRole('button', { name: 'Book now' }).click();
  await expect(root.getByTestId('reservation-number')).toBeVisible();
}

/** Nothing the guest typed is in `events`. */
function expectNoGuestData(events: unknown, email: string): void {
  const text = JSON.stringify(events);
  for (const typed of [GUEST.last, GUEST.first, GUEST.phone, email, email.split('@')[0]!]) expect(text).not.toContain(typed);
}

function expectItem(item: Item | undefined, currency: string): void {
  expect(item).toMatchObject({
    item_id: 'moderate-double-room-only',
    item_name: 'Moderate Double / Room only',
    item_brand: expect.any(String),
    item_category: 'Moderate Double',
    item_category2: 'Room only',
    hotel_id: 'demo-tokyo',
    room_type_id: 'moderate-double',
    room_type_name: 'Moderate Double',
    plan_id: 'room-only',
    plan_name: 'Room only',
    quantity: 1,
  });
  expect(item!.price).toBeGreaterThan(0);
  expect(currency).toBe('JPY');
}

test.describe('analytics, standalone', () => {
  test('a booking sends the funnel to the dataLayer with value, currency and items, one page view per page', async ({ page }) => {
    const stay = { checkin: inDays(120), checkout: inDays(121) };
    const email = `analytics-${Date.now()}@example.com`;
    await page.goto(`/?code=demo-tokyo&locale=en&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`);
    await expect(page.getByTestId('results')).toBeVisible();
    await expect.poll(async () => named(await dataLayer(page), 'view_item_list').length).toBe(1);

    const [list] = commerce(await dataLayer(page), 'view_item_list');
    expect(list).toMatchObject({ item_list_id: 'search_results', currency: 'JPY', checkin_date: stay.checkin, checkout_date: stay.checkout });
    const listed = list!.items!.find((i) => i.item_id === 'moderate-double-room-only');
    expectItem(listed, list!.currency!);
    expect(listed!.index).toEqual(expect.any(Number));

    await bookRoomOnly(page, email, 'Pay at the hotel');
    const number = (await page.getByTestId('reservation-number').textContent()) ?? '';
    await expect.poll(async () => named(await dataLayer(page), 'purchase').length).toBe(1);
    const layer = await dataLayer(page);

    // The funnel, in order, each once; GTM's form: the previous ecommerce object cleared first.
    const funnel = layer.filter((e) => FUNNEL.includes(String(e.event))).map((e) => e.event);
    expect(funnel).toEqual(FUNNEL);
    for (const name of FUNNEL) expect(layer[layer.findIndex((e) => e.event === name) - 1]).toEqual({ ecommerce: null });

    const [selected] = commerce(layer, 'select_item');
    expect(selected).toMatchObject({ item_list_id: 'search_results', currency: 'JPY' });
    expectItem(selected!.items![0], selected!.currency!);
    expect(selected!.items![0]!.index).toBe(listed!.index);

    const [begun] = commerce(layer, 'begin_checkout');
    const [paid] = commerce(layer, 'add_payment_info');
    const [purchase] = commerce(layer, 'purchase');
    expect(begun).toMatchObject({ currency: 'JPY', checkin_date: stay.checkin, checkout_date: stay.checkout });
    expectItem(begun!.items![0], begun!.currency!);
    expect(paid).toMatchObject({ currency: 'JPY', payment_type: 'on_site', value: begun!.value });
    expect(purchase).toMatchObject({ transaction_id: number, currency: 'JPY', checkin_date: stay.checkin, checkout_date: stay.checkout });
    expectItem(purchase!.items![0], purchase!.currency!);
    // The value is the total the confirmation states (yen have no minor digits).
    expect(purchase!.value).toBe(digits(await page.getByTestId('booking-total').textContent()));
    expect(begun!.value).toBe(purchase!.value);

    // One page view per page: the root's redirect to the results is not a page of its own.
    const views = named(layer, 'page_view').map((e) => e.page_path);
    expect(views).toEqual(['/booking/result', '/reservation/guest-detail', `/reservation/confirmation/${number}`]);
    expectNoGuestData(layer, email);

    // A reload counts the page once more, and the purchase not again.
    await page.reload();
    await expect(page.getByTestId('reservation-number')).toHaveText(number);
    await page.waitForTimeout(500);
    const again = await dataLayer(page);
    expect(named(again, 'page_view').map((e) => e.page_path)).toEqual([`/reservation/confirmation/${number}`]);
    expect(named(again, 'purchase')).toHaveLength(0);
  });

  test('prices shown in another currency: the purchase is valued in the currency charged', async ({ page }) => {
    const stay = { checkin: inDays(123), checkout: inDays(124) };
    const email = `analytics-usd-${Date.now()}@example.com`;
    await page.goto(`/booking/result?code=demo-tokyo&locale=en&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&mcp_currency=USD`);
    await expect(page.getByTestId('results')).toBeVisible();
    await bookRoomOnly(page, email, 'Credit card');
    await expect.poll(async () => named(await dataLayer(page), 'purchase').length).toBe(1);
    const layer = await dataLayer(page);
    const [begun] = commerce(layer, 'begin_checkout');
    const [purchase] = commerce(layer, 'purchase');
    // Shown in dollars; a Visa card on a hotel with multi-currency payment is charged in dollars:
    // the purchase is valued as the confirmation states the charge. Before paying, the funnel
    // speaks the hotel's currency (what the price is in until a card pays).
    await expect(page.getByTestId('booking-total')).toContainText('$');
    const charged = (await page.getByTestId('charged-statement').textContent()) ?? '';
    expect(charged).toContain('$');
    expect(purchase).toMatchObject({ currency: 'USD' });
    expect(charged).toContain((purchase!.value as number).toFixed(2));
    expect(begun).toMatchObject({ currency: 'JPY' });
    expect(commerce(layer, 'add_payment_info')[0]).toMatchObject({ currency: 'JPY', payment_type: 'credit_card' });
    expectNoGuestData(layer, email);
  });
});

interface GtagCall {
  command: string;
  name: string;
  params: Commerce;
}

test.describe('analytics, framed by a hotel page on another site', () => {
  for (const mode of ['page', 'chatbot'] as const) {
    test(`the page's gtag hears the funnel with value, currency and items (${mode} mode)`, async ({ page }) => {
      // The hotel's page has GA4's gtag; the widget's frame (another site) has none.
      await page.addInitScript((host) => {
        if (location.origin !== host) return;
        const calls: unknown[] = [];
        (window as unknown as { gtagCalls: unknown[] }).gtagCalls = calls;
        (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => calls.push({ command: args[0], name: args[1], params: args[2] });
      }, HOST);
      const stay = { checkin: inDays(126 + (mode === 'chatbot' ? 3 : 0)), checkout: inDays(127 + (mode === 'chatbot' ? 3 : 0)) };
      const email = `analytics-framed-${mode}-${Date.now()}@example.com`;
      await page.goto(`${HOST}/embed.html?${new URLSearchParams({ widget: WIDGET })}`);
      await page.evaluate(() => (window as unknown as { sdkLoaded: Promise<boolean> }).sdkLoaded);
      await page.evaluate(
        ({ mode, stay }) =>
          (window as unknown as { openWidget(o: unknown): void }).openWidget({
            locale: 'en',
            path: '/booking/result',
            search: { checkin: stay.checkin, checkout: stay.checkout, adults: 2 },
            container: '#inline-box',
            height: '900px',
            ...(mode === 'chatbot' ? { mode } : {}),
          }),
        { mode, stay },
      );
      const frame = page.frameLocator('#inline-box iframe');
      await expect(frame.getByTestId('results')).toBeVisible();
      await bookRoomOnly(frame, email, 'Pay at the hotel');
      const number = (await frame.getByTestId('reservation-number').textContent()) ?? '';

      const calls = () => page.evaluate(() => (window as unknown as { gtagCalls: GtagCall[] }).gtagCalls);
      await expect.poll(async () => (await calls()).some((c) => c.name === 'purchase')).toBe(true);
      const all = await calls();
      expect(all.every((c) => c.command === 'event')).toBe(true);
      expect(all.filter((c) => FUNNEL.includes(c.name)).map((c) => c.name)).toEqual(FUNNEL);
      const begun = all.find((c) => c.name === 'begin_checkout')!.params;
      const purchase = all.find((c) => c.name === 'purchase')!.params;
      expect(begun).toMatchObject({ currency: 'JPY', value: expect.any(Number) });
      expect(purchase).toMatchObject({ transaction_id: number, currency: 'JPY', value: digits(await frame.getByTestId('booking-total').textContent()) });
      expectItem(purchase.items![0], purchase.currency!);
      expect(all.filter((c) => c.name === 'page_view').map((c) => c.params.page_path)).toEqual(['/booking/result', '/reservation/guest-detail', `/reservation/confirmation/${number}`]);
      expectNoGuestData(all, email);

      // The SDK's listeners and trace heard the same events, checked.
      const log = await page.evaluate(() => (window as unknown as { hostLog: { kind: string; name: string; payload?: { name?: string } }[] }).hostLog);
      expect(log.filter((e) => e.kind === 'event' && e.name === 'ga4Event').map((e) => e.payload?.name)).toEqual(expect.arrayContaining(FUNNEL));
      expect(log.filter((e) => e.kind === 'refused')).toEqual([]);
    });
  }
});
