import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, inDays, oneTimeToken, shot } from './support';

const MEMBER = 'member@demo.yadori.test';

test.describe('points', () => {
  test('a member pays part of a booking with points, and the confirmation shows them', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const checkin = inDays(71);
    const checkout = inDays(72);
    const token = await oneTimeToken(request, MEMBER);
    await page.goto(`/?code=demo-tokyo&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2&one_time_access_token=${token}`);
    await expect(page.getByTestId('signed-in')).toBeVisible();
    await page.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: /^Book/ }).click();
    await expect(page.getByTestId('price-breakdown')).toBeVisible();

    // The shown currency follows the language (dollars here); points pay yen, as the hotel charges.
    await expect(page.getByTestId('hotel-currency-total')).toContainText('¥');
    const before = Number(((await page.getByTestId('hotel-currency-total').textContent()) ?? '').replace(/[^\d]/g, ''));
    const shownBefore = (await page.getByTestId('booking-total').textContent()) ?? '';

    const points = page.getByLabel('Points to use');
    await expect(points).toBeVisible();
    await expect(page.getByTestId('points')).toContainText('You have 5,000 points');
    // More than the balance: said in words, nothing typed is lost.
    await points.fill('6000');
    await expect(page.getByTestId('points').getByRole('alert')).toContainText('more points than you have');
    await expect(points).toHaveValue('6000');
    await points.fill('1000');
    await expect(page.getByTestId('points').getByRole('alert')).toHaveCount(0);
    // The price beside the form takes the points off: a line of their own, and the total after them.
    await expect(page.getByTestId('points-to-pay')).toContainText(`¥${(before - 1000).toLocaleString('en-US')}`);
    await expect(page.getByTestId('hotel-currency-total')).toContainText(`¥${(before - 1000).toLocaleString('en-US')}`);
    await expect(page.getByTestId('price-breakdown').getByTestId('price-points')).toBeVisible();
    await expect(page.getByTestId('booking-total')).not.toHaveText(shownBefore);
    // On a phone the total, after points, stands right above the button too.
    await expect(page.getByTestId('review-total')).toHaveText((await page.getByTestId('booking-total').textContent()) ?? '');

    // The member's own details are filled in from the account.
    await expect(page.locator('#gd-email')).toHaveValue(MEMBER);
    await expect(page.locator('#gd-email_confirmation')).toHaveValue(MEMBER);
    await page.locator('#gd-last_name').fill('Yamada');
    await page.locator('#gd-first_name').fill('Hanako');
    await page.locator('#gd-email').fill(MEMBER);
    await page.locator('#gd-email_confirmation').fill(MEMBER);
    await page.locator('#gd-phone').fill('+819012345678');
    const time = page.locator('select[id^="yb-q-"]').first();
    if (await time.count()) await time.selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'Pay at the hotel', exact: true }).check();
    await page.getByTestId('payment').screenshot({ path: shot('booking-points-en-phone') });
    await page.getByLabel('I agree to the terms').check();
    await page.getByRole('button', { name: 'Book now' }).click();

    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByTestId('price-points')).toBeVisible();
    // Paid at the hotel, so the booking is in yen.
    await expect(page.getByTestId('price-points')).toContainText('¥1,000');
    await expect(page.getByTestId('booking-total')).toHaveText(`¥${(before - 1000).toLocaleString('en-US')}`);
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: shot('booking-points-confirmation-en-desktop'), fullPage: true });

    // The next booking starts from the lower balance.
    await page.goto(`/?code=demo-tokyo&locale=ja&checkin=${inDays(75)}&checkout=${inDays(76)}&adults=2`);
    await page.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: /^予約する/ }).click();
    await expect(page.getByTestId('points')).toContainText('保有ポイント：4,000');
  });
});
