import { expect, test, type Page } from '@playwright/test';
import { API } from '../playwright.config';
import { DESKTOP, inDays, PHONE, shot, staffHeaders } from './support';

// Rooms of two offers chosen with the counters on the results page and booked together
// (document 1 §3 "Selected room", §4 "counts set or reduced by one, never below zero").

const L = {
  en: {
    add: (plan: string, room: string) => `Add one room: ${plan}, ${room}`,
    remove: (plan: string, room: string) => `Remove one room: ${plan}, ${room}`,
    double: 'Moderate Double', twin: 'Superior Twin', roomOnly: 'Room only', breakfast: 'Breakfast included',
    chosen: (n: number) => `${n} of 2 rooms chosen`, book2: 'Book 2 rooms', show: 'Show the rooms',
    last: 'Last name', onSite: 'Pay at the hotel', terms: 'I agree to the terms', submit: 'Book now', done: 'Your booking is confirmed',
    mail: (room: string, plan: string) => `${room} / ${plan} (2+0)`,
  },
  ja: {
    add: (plan: string, room: string) => `1室追加：${plan}、${room}`,
    remove: (plan: string, room: string) => `1室減らす：${plan}、${room}`,
    double: 'モデレートダブル', twin: 'スーペリアツイン', roomOnly: '素泊まり', breakfast: '朝食付き',
    chosen: (n: number) => `2室中${n}室を選択`, book2: '2室を予約する', show: '客室を表示',
    last: '姓', onSite: '現地払い', terms: '予約規約とキャンセルポリシーに同意します', submit: '予約を確定する', done: 'ご予約が確定しました',
    mail: (room: string, plan: string) => `${room} / ${plan} (2+0)`,
  },
};

let dayOffset = 90;
/** Every booking its own dates, so runs do not drain one night's rooms. */
function nextStay(): { checkin: string; checkout: string } {
  dayOffset += 3;
  return { checkin: inDays(dayOffset), checkout: inDays(dayOffset + 1) };
}

function offer(page: Page, plan: string) {
  return page.locator(`[data-testid="offer"][data-plan="${plan}"]`);
}

async function outbox(page: Page, email: string): Promise<{ subject: string; html: string; text_body: string }[]> {
  const res = await page.request.get(`${API}/dev/outbox.json?to=${encodeURIComponent(email)}`, { headers: staffHeaders });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { subject: string; html: string; text_body: string }[] }).data;
}

test.describe('rooms booked together', () => {
  for (const lang of ['en', 'ja'] as const) {
    test(`one room of each of two offers, paying at the hotel (${lang})`, async ({ page }) => {
      const l = L[lang];
      await page.setViewportSize(PHONE);
      const stay = nextStay();
      await page.goto(`/?code=demo-tokyo&locale=${lang}&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&room_count=2`);
      const double = offer(page, 'moderate-double-room-only');
      const twin = offer(page, 'superior-twin-breakfast');
      await expect(double).toBeVisible();
      await expect(page.getByTestId('selection-bar')).toHaveCount(0);

      await double.getByRole('button', { name: l.add(l.roomOnly, l.double) }).click();
      const bar = page.getByTestId('selection-bar');
      await expect(bar.getByTestId('selection-count')).toHaveText(l.chosen(1));
      await twin.getByRole('button', { name: l.add(l.breakfast, l.twin) }).click();
      await expect(bar.getByTestId('selection-count')).toHaveText(l.chosen(2));
      await expect(twin.getByTestId('room-counter-value')).toHaveValue('1');
      // Both rooms searched are chosen: no offer takes a third.
      await expect(offer(page, 'moderate-double-breakfast').getByTestId('room-counter-plus')).toHaveAttribute('aria-disabled', 'true');

      // Reduced by one to zero: the room leaves the bar.
      await double.getByRole('button', { name: l.remove(l.roomOnly, l.double) }).click();
      await expect(bar.getByTestId('selection-count')).toHaveText(l.chosen(1));
      await expect(double.getByTestId('room-counter-value')).toHaveValue('0');
      await bar.getByText(l.show).click();
      await expect(bar.getByTestId('selection-lines')).not.toContainText(l.double);
      await expect(bar.getByTestId('selection-lines')).toContainText(l.twin);
      // Never below zero: at zero there is nothing to take away.
      await expect(double.getByRole('button', { name: l.remove(l.roomOnly, l.double) })).toHaveAttribute('aria-disabled', 'true');

      // Chosen again: the double takes the next room, so it is listed after the twin.
      await double.getByRole('button', { name: l.add(l.roomOnly, l.double) }).click();
      await expect(bar.getByTestId('selection-count')).toHaveText(l.chosen(2));
      await expect(bar.getByTestId('selection-total')).toBeVisible();
      await double.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`multi-room-results-${lang}-phone`) });
      await page.setViewportSize(DESKTOP);
      await double.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`multi-room-results-${lang}-desktop`) });

      // A reload keeps the selection.
      await page.reload();
      await expect(page.getByTestId('selection-count')).toHaveText(l.chosen(2));

      await page.getByTestId('selection-book').click();
      await expect(page).toHaveURL(/\/reservation\/guest-detail\?.*selected=superior-twin\*superior-twin-breakfast\*1&selected=moderate-double\*moderate-double-room-only\*1/);
      await expect(page.getByTestId('price-breakdown')).toBeVisible();
      await expect(page.getByTestId('summary-room')).toHaveText([new RegExp(`${l.twin} · ${l.breakfast}`), new RegExp(`${l.double} · ${l.roomOnly}`)]);
      await expect(page.getByTestId('price-offer')).toHaveCount(2);
      await page.screenshot({ path: shot(`multi-room-guest-${lang}-desktop`), fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: shot(`multi-room-guest-${lang}-phone`), fullPage: true });

      const email = `multi-${lang}-${Date.now()}@example.com`;
      await page.getByLabel(l.last, { exact: false }).first().fill(lang === 'ja' ? '山田' : 'Smith');
      await page.locator('#gd-first_name').fill(lang === 'ja' ? '花子' : 'Anna');
      await page.locator('#gd-email').fill(email);
      await page.locator('#gd-email_confirmation').fill(email);
      await page.locator('#gd-phone').fill('+819012345678');
      const checkinTime = page.locator('select[id^="yb-q-"]').first();
      if (await checkinTime.count()) await checkinTime.selectOption({ index: 1 });
      await page.getByRole('radio', { name: l.onSite, exact: true }).check();
      await page.getByLabel(l.terms).check();
      await page.getByRole('button', { name: l.submit }).click();

      await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
      const confirmation = page.getByTestId('confirmation');
      await expect(confirmation).toContainText(`${l.twin} · ${l.breakfast}`);
      await expect(confirmation).toContainText(`${l.double} · ${l.roomOnly}`);
      await expect(page.getByTestId('payment-type')).toHaveText(l.onSite);
      await expect(page.getByTestId('policy-block').first()).toBeVisible();
      await page.screenshot({ path: shot(`multi-room-confirmation-${lang}-phone`), fullPage: true });

      // The rooms are booked: the same search shows none chosen.
      await page.goto(`/?code=demo-tokyo&locale=${lang}&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&room_count=2`);
      await expect(double.getByTestId('room-counter-value')).toHaveValue('0');
      await expect(page.getByTestId('selection-bar')).toHaveCount(0);

      await expect.poll(async () => (await outbox(page, email)).length).toBeGreaterThan(0);
      const [mail] = await outbox(page, email);
      expect(mail!.html).toContain(l.mail(l.twin, l.breakfast));
      expect(mail!.html).toContain(l.mail(l.double, l.roomOnly));
    });
  }
});
