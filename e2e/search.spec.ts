import { expect, test, type Page, type Request } from '@playwright/test';
import { WIDGET } from '../playwright.config';
import { DESKTOP, inDays, PHONE, shot } from './support';



const CHECKIN = inDays(21);
const CHECKOUT = inDays(23);

function isRoomSearch(hotel: string) {
  return (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === `/hotels/${hotel}/rooms`;
}

/** The rooms of a room search request, as sent. */
function sentRooms(r: Request): { checkin_date?: string; checkout_date?: string; adults: number; children: number; kids_age_range: { code: string; count: number }[] }[] {
  return JSON.parse(new URL(r.url()).searchParams.get('rooms') ?? '[]');
}

async function results(page: Page) {
  await expect(page.getByTestId('results')).toHaveAttribute('data-stale', 'false');
  return page.getByTestId('room-card');
}

async function firstPrices(page: Page, n = 3): Promise<string[]> {
  return (await page.getByTestId('price-total').allTextContents()).slice(0, n);
}

test.describe('search and results', () => {
  for (const lang of ['en', 'ja'] as const) {
    const L = {
      en: { adults: 'Fewer: Adults', search: 'Search', accessible: 'Accessible', sort: 'Sort by', details: 'Room details', sqm: 'm²', stepFree: 'Step-free access', summary: '1 adult', close: 'Close room details' },
      ja: { adults: '大人を減らす', search: '検索', accessible: 'バリアフリー', sort: '並び替え', details: '客室の詳細', sqm: '㎡', stepFree: '段差のない動線', summary: '大人1名', close: '客室の詳細を閉じる' },
    }[lang];

    test(`search, filter, sort and open a room (${lang})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/?code=demo-tokyo&locale=${lang}&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
      await expect(page).toHaveURL(/\/booking\/result\?/);
      await expect((await results(page)).first()).toBeVisible();
      await page.screenshot({ path: shot(`search-results-${lang}-phone`) });

      // Search for one adult.
      await page.getByTestId('guests').click();
      await page.getByRole('button', { name: L.adults }).click();
      const searched = page.waitForRequest(isRoomSearch('demo-tokyo'));
      await page.getByRole('button', { name: L.search, exact: true }).click();
      expect(sentRooms(await searched)[0]).toMatchObject({ adults: 1, checkin_date: CHECKIN, checkout_date: CHECKOUT });
      await expect(page.getByTestId('results-summary')).toContainText(L.summary);
      await expect(page).toHaveURL(/adults=1/);

      // Filter: accessible rooms only.
      const filtered = page.waitForRequest(isRoomSearch('demo-tokyo'));
      await page.getByRole('checkbox', { name: L.accessible }).check();
      expect(new URL((await filtered).url()).searchParams.get('room_search_filters')).toBe('accessible');
      const cards = await results(page);
      await expect(cards).not.toHaveCount(0);
      for (const card of await cards.all()) await expect(card).toContainText(L.accessible);
      await expect(page).toHaveURL(/filter=accessible/);

      // Sort by price, high to low: the first offer is the dearest.
      await page.getByRole('checkbox', { name: L.accessible }).uncheck();
      await page.getByLabel(L.sort).selectOption('price_high_to_low');
      await expect(page).toHaveURL(/order=price_high_to_low/);
      await results(page);
      const roomTotals = await page.getByTestId('room-card').evaluateAll((els) =>
        els.map((el) => Math.min(...[...el.querySelectorAll('[data-testid="price-total"]')].map((p) => Number((p.textContent ?? '').replace(/[^\d.]/g, ''))))),
      );
      expect(roomTotals).toEqual([...roomTotals].sort((a, b) => b - a));

      // A room's details, in a dialog.
      await page.getByRole('checkbox', { name: L.accessible }).check();
      await (await results(page)).first().getByRole('button', { name: L.details }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(L.stepFree);
      await expect(dialog).toContainText(L.sqm);
      await page.screenshot({ path: shot(`search-room-detail-${lang}-phone`) });
      await dialog.getByRole('button', { name: L.close }).click();
      await expect(dialog).toHaveCount(0);

      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: shot(`search-results-${lang}-desktop`) });
    });
  }

  test('the price calendar shows the stay total for each check-out day', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/?code=demo-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await results(page);
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/hotels/demo-tokyo/rooms/availability');
    await page.getByTestId('checkout').click();
    expect(new URL((await asked).url()).searchParams.get('checkin')).toBe(CHECKIN);
    const calendar = page.getByTestId('price-calendar');
    await expect(calendar.getByTestId('price-calendar-status')).toContainText('lowest total price');
    const priced = calendar.getByRole('button', { name: /lowest total [¥$]/ });
    await expect(priced.first()).toBeVisible();
    expect(await priced.count()).toBeGreaterThan(5);
    await expect(priced.first()).toContainText(/[¥$]\d/);
    await page.screenshot({ path: shot('search-price-calendar-en-phone') });

    // Keyboard: the chosen check-out holds the tab stop; an arrow moves to the next night.
    const checkout = calendar.locator(`[data-date="${CHECKOUT}"]`);
    await checkout.focus();
    await page.keyboard.press('ArrowRight');
    await expect(calendar.locator(`[data-date="${inDays(24)}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`checkout=${inDays(24)}`));

    await page.setViewportSize(DESKTOP);
    await page.getByTestId('checkout').click();
    await expect(page.getByTestId('price-calendar').getByRole('button', { name: /lowest total/ }).first()).toBeVisible();
    await page.screenshot({ path: shot('search-price-calendar-en-desktop') });
  });

  test('children by tiers at demo-tokyo', async ({ page }) => {
    await page.goto(`/?code=demo-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await results(page);
    await page.getByTestId('guests').click();
    await page.getByTestId('tier-0-A').getByRole('button', { name: /^More:/ }).click();
    const searched = page.waitForRequest(isRoomSearch('demo-tokyo'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(sentRooms(await searched)[0]).toMatchObject({ adults: 2, children: 1, kids_age_range: [{ code: 'A', count: 1 }] });
    await expect(page.getByTestId('results-summary')).toContainText('2 adults, 1 child');
    expect(new URL(page.url()).searchParams.get('kids_tiers')).toBe('[{"code":"A","children":1}]');
    await expect((await results(page)).first()).toBeVisible();
    await expect(page.getByTestId('offer').first()).toContainText('1 child');
  });

  test('children by age at demo-kyoto', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/?code=demo-kyoto&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await results(page);
    await page.getByTestId('guests').click();
    await page.getByRole('button', { name: 'More: Children' }).click();
    // No age yet: the form says so and searches nothing.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('form-errors')).toContainText('Choose the age of child 1.');
    await page.getByLabel('Age of child 1').selectOption('8');
    await page.screenshot({ path: shot('search-kids-ages-en-phone') });
    const searched = page.waitForRequest(isRoomSearch('demo-kyoto'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(sentRooms(await searched)[0]).toMatchObject({ adults: 2, children: 1, kids_age_range: [{ code: 'age_7_12', count: 1 }] });
    expect(new URL(page.url()).searchParams.get('kids_ages')).toBe('[8]');
    await expect(page.getByTestId('results-summary')).toContainText('1 child');
    await expect(page.getByTestId('form-errors')).toHaveCount(0);
  });

  test('day use at demo-kyoto checks out on the check-in day', async ({ page }) => {
    await page.goto(`/?code=demo-kyoto&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await results(page);
    await page.getByLabel('Day use (no overnight stay)').check();
    const searched = page.waitForRequest(isRoomSearch('demo-kyoto'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const request = await searched;
    expect(new URL(request.url()).searchParams.get('is_day_use')).toBe('true');
    expect(sentRooms(request)[0]).toMatchObject({ checkin_date: CHECKIN, checkout_date: CHECKIN });
    await expect(page).toHaveURL(new RegExp(`checkin=${CHECKIN}&checkout=${CHECKIN}&is_day_use=true`));
    await expect(page.getByTestId('results-summary')).toContainText('Day use');
    await expect(page.getByTestId('offer').first()).toContainText('Total for a day use');
    await page.screenshot({ path: shot('search-day-use-en-desktop') });
  });

  test('a results URL pasted into a new page gives the same results', async ({ page, browser }) => {
    await page.goto(`/?code=demo-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=1&kids_tiers=[{"code":"B","children":1}]&filter=non_smoking&order=price_high_to_low`);
    await results(page);
    const url = page.url();
    const names = await page.getByTestId('room-card').getByRole('heading', { level: 3 }).allTextContents();
    const prices = await firstPrices(page, 6);
    expect(names.length).toBeGreaterThan(0);

    // A fresh browser: no cookie, no storage.
    const other = await browser.newContext({ locale: 'en-US' });
    const fresh = await other.newPage();
    await fresh.goto(url);
    await results(fresh);
    expect(fresh.url()).toBe(url);
    expect(await fresh.getByTestId('room-card').getByRole('heading', { level: 3 }).allTextContents()).toEqual(names);
    expect(await firstPrices(fresh, 6)).toEqual(prices);
    await expect(fresh.getByRole('checkbox', { name: 'Non-smoking' })).toBeChecked();
    await expect(fresh.getByLabel('Sort by')).toHaveValue('price_high_to_low');
    await other.close();
  });

  test('changing the currency to USD shows converted prices', async ({ page }) => {
    await page.setViewportSize(PHONE);
    // Japanese guests see yen (the hotel's currency).
    await page.goto(`/?code=demo-tokyo&locale=ja&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await results(page);
    await expect(page.getByTestId('price-total').first()).toHaveText(/^¥/);
    await page.getByTestId('currency-selector').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('通貨を検索').fill('zzz');
    await expect(dialog.getByTestId('currency-none')).toBeVisible();
    await dialog.getByLabel('通貨を検索').fill('usd');
    await page.screenshot({ path: shot('search-currency-ja-phone') });
    const searched = page.waitForRequest(isRoomSearch('demo-tokyo'));
    await dialog.getByTestId('currency-USD').click();
    expect(new URL((await searched).url()).searchParams.get('mcp_currency')).toBe('USD');
    await results(page);
    await expect(page.getByTestId('price-total').first()).toHaveText(/^\$\d[\d,]*\.\d\d$/);
    await expect(page).toHaveURL(/mcp_currency=USD/);
    await expect(page.getByTestId('currency-selector')).toContainText('USD');
    // The choice is remembered.
    await page.goto(`/?code=demo-tokyo&locale=ja&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await results(page);
    await expect(page.getByTestId('price-total').first()).toHaveText(/^\$/);
  });

  test('the cancellation policy reads as sentences, inline and on its own page', async ({ page }) => {
    await page.goto(`/?code=demo-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await results(page);
    const offer = page.locator('[data-testid="offer"][data-plan$="-room-only"]').first();
    await offer.getByRole('button', { name: 'Plan details' }).click();
    await expect(offer.getByTestId('cancellation-policy')).toContainText('From 3 days before check-in: 30% of the rate');
    await offer.getByRole('link', { name: 'Open the full cancellation policy' }).click();
    await expect(page).toHaveURL(/\/cancellation-policy\?code=demo-tokyo&policy_id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeVisible();
    await expect(page.getByTestId('cancellation-policy')).toContainText('No-show: 100% of the rate');
    await page.getByRole('link', { name: 'Back to search results' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/result\\?code=demo-tokyo&checkin=${CHECKIN}`));
  });

  test('Book carries the selection to the guest details step', async ({ page }) => {
    await page.goto(`/?code=demo-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await results(page);
    const offer = page.getByTestId('offer').first();
    const plan = await offer.getAttribute('data-plan');
    await offer.getByRole('link', { name: /^Book/ }).click();
    await expect(page).toHaveURL(new RegExp(`${WIDGET}/reservation/guest-detail\\?code=demo-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}.*room_plan_code=${plan}`));
  });

  test('right to left in Arabic', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/?code=demo-tokyo&locale=ar&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await results(page);
    await page.screenshot({ path: shot('search-results-ar-phone') });
  });
});
