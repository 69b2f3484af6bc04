import { expect, test, type Page } from '@playwright/test';
import { WIDGET } from '../playwright.config';
import { DESKTOP, shot } from './support';

// The narrowest phone the widget is made for.
const PHONE = { width: 360, height: 780 };

/** A full-page screenshot at phone width, then at desktop width (for people to look at). */
async function screens(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: shot(`${name}-phone`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: shot(`${name}-desktop`), fullPage: true });
}

const range = (page: Page) => page.getByTestId('week-range');
/** The page itself never scrolls sideways: only the calendar's own region does. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const dayHeaders = (page: Page) => page.getByRole('table').getByRole('columnheader');

test.describe('facilities: hotel list and inventory calendar', () => {
  test('shows the four demo hotels and a week, moves by week, changes the party and follows a night', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/facilities?code=demo-tokyo');
    await expect(page).toHaveTitle('Our hotels | Yadori Tokyo Ginza');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our hotels');
    const cards = page.getByTestId('facility-card');
    await expect(cards).toHaveCount(4);
    for (const name of ['Yadori Tokyo Ginza', 'Yadori Kyoto Gion', 'Yadori Sapporo Odori', 'Yadori Seoul Myeongdong']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(4);
    await expect(dayHeaders(page)).toHaveCount(8);
    await expect(dayHeaders(page).nth(1)).toContainText('Today');
    await expect(page.getByTestId('inventory-row-demo-tokyo').getByRole('link')).toHaveCount(7);
    expect(await pageWidth(page)).toBe(PHONE.width);
    await screens(page, 'facilities-en');

    // A week forward and back: the URL keeps the week, the first day moves by seven.
    const thisWeek = await range(page).textContent();
    const firstDay = await dayHeaders(page).nth(1).textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(range(page)).not.toHaveText(thisWeek!);
    await expect(dayHeaders(page).nth(1)).not.toContainText('Today');
    expect(new URL(page.url()).searchParams.get('start')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(range(page)).toHaveText(thisWeek!);
    await expect(dayHeaders(page).nth(1)).toHaveText(firstDay!);
    await expect(page.getByRole('button', { name: 'Previous week' })).toHaveAttribute('aria-disabled', 'true');

    // A party of four: the demo's city hotels have no room for four; Kyoto's suite does.
    await page.getByLabel('Adults per room', { exact: true }).selectOption('4');
    await expect(page.getByTestId('inventory-row-demo-tokyo').getByText('Full')).toHaveCount(7);
    expect(new URL(page.url()).searchParams.get('adults')).toBe('4');
    const night = page.getByTestId('inventory-row-demo-kyoto').getByRole('link').first();
    const href = await night.getAttribute('href');
    expect(href).toMatch(/^\/booking\/result\?code=demo-kyoto&checkin=(\d{4}-\d{2}-\d{2})&checkout=\d{4}-\d{2}-\d{2}&adults=4$/);
    await night.click();
    await expect(page).toHaveURL(`${WIDGET}${href}`);
  });

  test('in Japanese', async ({ page }) => {
    await page.goto('/facilities?code=demo-tokyo&locale=ja');
    await expect(page).toHaveTitle('施設一覧 | ヤドリ東京銀座');
    await expect(page.getByTestId('facility-card')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 3, name: 'ヤドリ京都祇園' })).toBeVisible();
    await expect(page.getByTestId('inventory-row-demo-tokyo').getByRole('rowheader')).toHaveText('ヤドリ東京銀座');
    await expect(page.getByTestId('inventory-row-demo-tokyo').getByText(/^残り\d+室$/).first()).toBeVisible();
    await screens(page, 'facilities-ja');
    await page.getByRole('button', { name: '次の週' }).click();
    await expect(page.getByRole('button', { name: '前の週' })).toHaveAttribute('aria-disabled', 'false');
    await page.getByLabel('1室あたりの大人人数').selectOption('5');
    await expect(page.getByTestId('inventory-row-demo-tokyo').getByText('満室')).toHaveCount(7);
  });

  test('right to left in Arabic, the hotel column stays at the start while the days scroll', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/facilities?code=demo-tokyo&locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فنادقنا');
    const scroller = page.getByTestId('inventory-scroll');
    await expect(scroller).toBeVisible();
    const hotel = page.getByTestId('inventory-row-demo-tokyo').getByRole('rowheader');
    const before = await hotel.boundingBox();
    // Scroll towards the end of the week (leftwards in RTL) and check the hotel column did not move.
    await scroller.evaluate((el) => el.scrollBy({ left: -400 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeLessThan(0);
    expect((await hotel.boundingBox())!.x).toBeCloseTo(before!.x, 0);
    expect(await pageWidth(page)).toBe(PHONE.width);
    await page.screenshot({ path: shot('facilities-ar-phone'), fullPage: true });
  });
});

test.describe('rooms recommender', () => {
  test('suggests rooms for the stay and leads to the results page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/booking/recommender?code=demo-tokyo');
    await expect(page).toHaveTitle('Room recommender | Yadori Tokyo Ginza');
    await expect(page.getByLabel('Check-in')).toHaveAttribute('type', 'date');
    await page.getByRole('button', { name: 'Show recommendations' }).click();
    const offers = page.getByTestId('offer');
    await expect(offers.first()).toBeVisible();
    expect(await offers.count()).toBeGreaterThanOrEqual(1);
    await expect(offers.first().getByTestId('offer-reason')).toHaveText('↓Lowest price');
    // Multi-currency hotel: the selector is offered here too, and the offers follow it.
    const price = offers.first().getByTestId('offer-price');
    await expect(page.getByTestId('currency-selector')).toBeVisible();
    await page.getByTestId('currency-selector').click();
    await page.getByRole('dialog').getByTestId('currency-JPY').click();
    await expect(price).toHaveText(/^¥[\d,]+$/);
    await page.getByTestId('currency-selector').click();
    await page.getByRole('dialog').getByTestId('currency-USD').click();
    await expect(price).toHaveText(/^\$[\d,]+\.\d{2}$/);
    expect(await pageWidth(page)).toBe(PHONE.width);
    await screens(page, 'recommender-en');

    const link = offers.first().getByRole('link', { name: /^See this room/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/booking\/result\?code=demo-tokyo&checkin=\d{4}-\d{2}-\d{2}&checkout=\d{4}-\d{2}-\d{2}&adults=2&room_type_code=[\w-]+$/);
    await link.click();
    await expect(page).toHaveURL(`${WIDGET}${href}`);
  });

  test('in Japanese, with the friendly message for a refused date', async ({ page }) => {
    await page.goto('/booking/recommender?code=demo-tokyo&locale=ja');
    await expect(page).toHaveTitle('おすすめの客室 | ヤドリ東京銀座');
    await page.getByRole('button', { name: 'おすすめを表示' }).click();
    await expect(page.getByTestId('offer').first()).toBeVisible();
    await expect(page.getByTestId('offer').first().getByTestId('offer-reason')).toHaveText('↓最安値');
    await expect(page.getByTestId('offer').first().getByRole('link', { name: /^この客室を見る/ })).toBeVisible();
    await screens(page, 'recommender-ja');

    // Far beyond the hotel's reservable months: the server answers 1903, the guest reads Japanese.
    await page.getByLabel('チェックイン').fill('2099-01-01');
    await page.getByLabel('チェックアウト').fill('2099-01-02');
    await page.getByRole('button', { name: 'おすすめを表示' }).click();
    await expect(page.getByRole('alert')).toContainText('ご予約は本日から');
    await expect(page.getByLabel('チェックイン')).toHaveValue('2099-01-01');
  });

  test('right to left in Arabic', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/booking/recommender?code=demo-tokyo&locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'عرض الاقتراحات' }).click();
    await expect(page.getByTestId('offer').first().getByTestId('offer-reason')).toHaveText('↓أقل سعر');
    expect(await pageWidth(page)).toBe(PHONE.width);
    await page.screenshot({ path: shot('recommender-ar-phone'), fullPage: true });
  });
});
