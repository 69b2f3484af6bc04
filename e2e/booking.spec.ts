import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { API, HOST, WIDGET } from '../playwright.config';
import { DESKTOP, inDays, PHONE, shot, staffHeaders } from './support';



const L = {
  en: { book: 'Book', last: 'Last name', first: 'First name', email: 'Email', again: 'Email again', phone: 'Phone number', onSite: 'Pay at the hotel', card: 'Credit card', terms: 'I agree to the terms', submit: 'Book now', done: 'Your booking is confirmed', checkin: 'Check-in time', payAtHotel: 'Pay at the hotel instead', another: 'Try another card', change: 'Change payment method', failBack: 'Back to the search' },
  ja: { book: '予約する', last: '姓', first: '名', email: 'メールアドレス', again: 'メールアドレス（確認用）', phone: '電話番号', onSite: '現地払い', card: 'クレジットカード', terms: '予約規約とキャンセルポリシーに同意します', submit: '予約を確定する', done: 'ご予約が確定しました', checkin: 'チェックイン', payAtHotel: '現地払いに変更する', another: '別のカードで試す', change: 'お支払い方法を変更する', failBack: '検索に戻る' },
};
type Lang = keyof typeof L;

let dayOffset = 30;
/** Every booking its own dates, so runs do not drain one night's rooms. */
function nextStay(): { checkin: string; checkout: string } {
  dayOffset += 3;
  return { checkin: inDays(dayOffset), checkout: inDays(dayOffset + 1) };
}

type Root = Page | FrameLocator;

async function searchAndBook(page: Page, root: Root, lang: Lang, stay: { checkin: string; checkout: string }, base = '') {
  if (base === '') await page.goto(`/?code=demo-tokyo&locale=${lang}&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`);
  // Room only: pay at the hotel or by card.
  await root.locator('[data-testid="offer"][data-plan="moderate-double-room-only"]').getByRole('link', { name: new RegExp(`^${L[lang].book}`) }).click();
  await expect(root.getByTestId('price-breakdown')).toBeVisible();
}

async function fillGuest(root: Root, lang: Lang, email: string) {
  const l = L[lang];
  const names = lang === 'ja' ? ['山田', '太郎'] : ['Smith', 'Anna'];
  await root.getByLabel(l.last, { exact: false }).first().fill(names[0] as string);
  await root.locator('#gd-first_name').fill(names[1] as string);
  await root.locator('#gd-email').fill(email);
  await root.locator('#gd-email_confirmation').fill(email);
  await root.locator('#gd-phone').fill('+819012345678');
  // The hotel asks for the check-in time.
  const checkin = root.locator('select[id^="yb-q-"]').first();
  if (await checkin.count()) await checkin.selectOption({ index: 1 });
}

async function choose(root: Root, label: string) {
  await root.getByRole('radio', { name: label, exact: true }).check();
}

async function agreeAndBook(root: Root, lang: Lang) {
  await root.getByLabel(L[lang].terms).check();
  await root.getByRole('button', { name: L[lang].submit }).click();
}

async function outbox(page: Page, email: string): Promise<{ subject: string }[]> {
  const res = await page.request.get(`${API}/dev/outbox.json?to=${encodeURIComponent(email)}`, { headers: staffHeaders });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data?: { subject: string }[] } | { subject: string }[];
  return Array.isArray(body) ? body : (body.data ?? []);
}

async function payWithCard(page: Page, root: Root, number: string) {
  const card = root.frameLocator('iframe[data-testid="card-frame"]');
  await card.locator('#holder').fill('ANNA SMITH');
  await card.locator('#number').fill(number);
  await card.locator('#exp_month').selectOption('12');
  await card.locator('#exp_year').selectOption(String(new Date().getUTCFullYear() + 3));
  await card.locator('#cvc').fill('123');
  await card.getByRole('button').first().click();
  await expect(root.getByTestId('card-ready')).toBeVisible();
}

test.describe('booking', () => {
  for (const lang of ['en', 'ja'] as const) {
    test(`book paying at the hotel (${lang})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const stay = nextStay();
      await searchAndBook(page, page, lang, stay);
      await expect(page.getByTestId('progress')).toBeVisible();
      await page.screenshot({ path: shot(`booking-guest-${lang}-phone`), fullPage: true });

      // Nothing filled: the summary lists the problems and each field says its own.
      await page.getByRole('button', { name: L[lang].submit }).click();
      await expect(page.getByTestId('error-summary')).toBeVisible();
      await expect(page.locator('#gd-email')).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: shot(`booking-errors-${lang}-phone`), fullPage: true });

      const email = `guest-${lang}-${Date.now()}@example.com`;
      await fillGuest(page, lang, email);
      await choose(page, L[lang].onSite);
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: shot(`booking-guest-${lang}-desktop`), fullPage: true });
      await agreeAndBook(page, lang);

      await expect(page.getByRole('heading', { name: L[lang].done })).toBeVisible();
      const number = (await page.getByTestId('reservation-number').textContent()) ?? '';
      expect(number).toMatch(/^YD[A-Z0-9]{10}$/);
      await expect(page).not.toHaveURL(/bypass_token/);
      await page.screenshot({ path: shot(`booking-confirmation-${lang}-desktop`), fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: shot(`booking-confirmation-${lang}-phone`), fullPage: true });

      const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'purchase'));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ ecommerce: { transaction_id: number, checkin_date: stay.checkin, checkout_date: stay.checkout } });

      await expect.poll(async () => (await outbox(page, email)).length).toBeGreaterThan(0);
      // A reload shows the booking again and does not count the purchase twice.
      await page.reload();
      await expect(page.getByTestId('reservation-number')).toHaveText(number);
      expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'purchase').length)).toBe(0);
    });
  }

  test('a declined card offers three ways on, and paying at the hotel books', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await searchAndBook(page, page, 'ja', nextStay());
    await fillGuest(page, 'ja', `declined-${Date.now()}@example.com`);
    await choose(page, L.ja.card);
    await payWithCard(page, page, '4000000000000002');
    await agreeAndBook(page, 'ja');
    const offers = page.getByTestId('card-failure-offers');
    await expect(offers.getByRole('button', { name: L.ja.payAtHotel })).toBeVisible();
    await expect(offers.getByRole('button', { name: L.ja.another })).toBeVisible();
    await expect(offers.getByRole('button', { name: L.ja.change })).toBeVisible();
    await page.screenshot({ path: shot('booking-card-declined-ja-phone'), fullPage: true });
    await offers.getByRole('button', { name: L.ja.payAtHotel }).click();
    await expect(page.getByRole('heading', { name: L.ja.done })).toBeVisible();
    await expect(page.getByTestId('payment-type')).toHaveText('現地払い');
  });

  test.describe('3-D Secure', () => {

    test('card with 3-D Secure completes on the confirmation page', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await searchAndBook(page, page, 'en', nextStay());
      await fillGuest(page, 'en', `tds-${Date.now()}@example.com`);
      await choose(page, L.en.card);
      await page.screenshot({ path: shot('booking-card-en-desktop'), fullPage: true });
      await payWithCard(page, page, '4000000000003220');
      await agreeAndBook(page, 'en');
      await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(page.getByRole('heading', { name: L.en.done })).toBeVisible();
      await expect(page.getByTestId('reservation-status')).toContainText('Confirmed');
    });

    test('a failed 3-D Secure check lands on the fail page, which leads back to the search', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const stay = nextStay();
      await searchAndBook(page, page, 'en', stay);
      await fillGuest(page, 'en', `tdsfail-${Date.now()}@example.com`);
      await choose(page, L.en.card);
      await payWithCard(page, page, '4000008400001629');
      await agreeAndBook(page, 'en');
      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(page.getByTestId('fail-message')).toHaveText("The card issuer's 3-D Secure check failed.");
      await page.screenshot({ path: shot('booking-fail-en-desktop'), fullPage: true });
      await page.getByTestId('fail-back').click();
      await expect(page).toHaveURL(new RegExp(`/booking/result\\?.*checkin=${stay.checkin}`));
      await expect(page.getByTestId('offer').first()).toBeVisible();
    });

    test('3-D Secure failure → offers → pay at the hotel succeeds', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const stay = nextStay();
      await searchAndBook(page, page, 'en', stay);
      await fillGuest(page, 'en', `tdsoffers-${Date.now()}@example.com`);
      await choose(page, L.en.card);
      await payWithCard(page, page, '4000008400001629');
      await agreeAndBook(page, 'en');
      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(page).toHaveURL(/\/reservation\/fail\?.*error_code=3006/);
      await expect(page.getByTestId('fail-message')).toHaveText("The card issuer's 3-D Secure check failed.");
      const offers = page.getByTestId('card-failure-offers');
      await expect(offers.getByRole('button')).toHaveText([L.en.payAtHotel, L.en.another, L.en.change]);
      await expect(page.getByTestId('fail-back')).toBeVisible();
      await page.screenshot({ path: shot('booking-fail-offers-en-desktop'), fullPage: true });

      await offers.getByRole('button', { name: L.en.payAtHotel }).click();
      // Back on the same selection with the form as the guest left it, paying at the hotel.
      await expect(page).toHaveURL(new RegExp(`/reservation/guest-detail\\?.*checkin=${stay.checkin}`));
      const onSite = page.getByRole('radio', { name: L.en.onSite, exact: true });
      await expect(onSite).toBeChecked();
      await expect(onSite).toBeFocused();
      await expect(page.locator('#gd-email')).toHaveValue(/^tdsoffers-/);
      await expect(page.getByLabel(L.en.terms)).toBeChecked();
      await page.getByRole('button', { name: L.en.submit }).click();
      await expect(page.getByRole('heading', { name: L.en.done })).toBeVisible();
      await expect(page.getByTestId('payment-type')).toHaveText(L.en.onSite);
      await expect(page.getByTestId('reservation-number')).toHaveText(/^YD/);
    });

    test('a cancelled 3-D Secure check offers the same ways on in Japanese; another card gets a fresh card form', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await searchAndBook(page, page, 'ja', nextStay());
      await fillGuest(page, 'ja', `tdscancel-${Date.now()}@example.com`);
      await choose(page, L.ja.card);
      await payWithCard(page, page, '4000000000003220');
      await agreeAndBook(page, 'ja');
      await page.getByRole('button', { name: 'キャンセル' }).click();
      await expect(page).toHaveURL(/\/reservation\/fail\?.*error_code=3008/);
      const offers = page.getByTestId('card-failure-offers');
      await expect(offers.getByRole('button')).toHaveText([L.ja.payAtHotel, L.ja.another, L.ja.change]);
      await expect(page.getByTestId('fail-back')).toHaveText(L.ja.failBack);
      await page.screenshot({ path: shot('booking-fail-offers-ja-phone'), fullPage: true });

      await offers.getByRole('button', { name: L.ja.another }).click();
      await expect(page.getByRole('radio', { name: L.ja.card, exact: true })).toBeChecked();
      await expect(page.locator('#yb-card-form')).toBeFocused();
      await expect(page.getByTestId('card-frame')).toBeVisible();
      await expect(page.getByTestId('card-ready')).toHaveCount(0);
      await expect(page.locator('#gd-first_name')).toHaveValue('太郎');
    });
  });

  test('the whole booking inside an iframe on another origin', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const stay = nextStay();
    const src = `${WIDGET}/?code=demo-tokyo&locale=en&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`;
    await page.goto(`${HOST}/iframe.html?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('#widget');
    await searchAndBook(page, frame, 'en', stay, 'frame');
    await fillGuest(frame, 'en', `iframe-${Date.now()}@example.com`);
    await choose(frame, L.en.onSite);
    await agreeAndBook(frame, 'en');
    await expect(frame.getByRole('heading', { name: L.en.done })).toBeVisible();
    await expect(frame.getByTestId('reservation-number')).toHaveText(/^YD/);
    expect(new URL(page.url()).origin).toBe(HOST);
    await page.screenshot({ path: shot('booking-iframe-en-desktop'), fullPage: true });
  });
});
