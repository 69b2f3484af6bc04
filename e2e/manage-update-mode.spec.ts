import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '../playwright.config';
import { DESKTOP, inDays, PHONE, shot } from './support';

// The results page in update mode (document 1 §2 current_reservation with bypass_token, §4
// "Update and cancel"): a link with the reservation's number and token opens it, the token leaves
// the address at once, a banner names the reservation and the login menu is not there; searching
// other dates keeps the mode, and an offer of the booked plan changes the reservation to those
// dates with the price difference shown before confirming; another room is added the same way.
// Reservations are made through the API; the result is read back from the API.

const PLAN = 'moderate-double-room-only';
const OTHER_PLAN = 'accessible-twin-room-only';

const L = {
  en: {
    title: (n: string) => `Reservation ${n}`, search: 'Search', change: 'Change to these dates', add: 'Add this room', current: 'This is your booked stay',
    confirm: 'Confirm the change', updated: 'Your reservation has been changed.', back: 'Back to the reservation', searchOther: 'Search other dates or rooms',
    more: (a: string) => `${a} more`, added: 'Room to add', hub: 'Manage your reservation', double: 'Moderate Double', twin: 'Accessible Twin',
  },
  ja: {
    title: (n: string) => `予約番号 ${n}`, search: '検索', change: 'この日程に変更する', add: 'この客室を追加する', current: '現在のご予約と同じ内容です',
    confirm: '変更を確定する', updated: '予約を変更しました。', back: '予約に戻る', searchOther: '別の日程・客室を検索する',
    more: (a: string) => `${a}増`, added: '追加する客室', hub: '予約の管理', double: 'モデレートダブル', twin: 'ユニバーサルツイン',
  },
};
type Lang = keyof typeof L;

interface Booked {
  number: string;
  email: string;
  token: string;
  total: number;
  checkin: string;
  checkout: string;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function clientSession(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/api/client_sessions`, { data: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { client_session: string } }).data.client_session;
}

/** One room of the plan for 2 adults, paid at the hotel, made through the API. */
async function book(request: APIRequestContext, checkin: string, nights: number, lang: Lang, plan = PLAN): Promise<Booked> {
  const headers = { 'x-client-session': await clientSession(request) };
  const checkout = addDays(checkin, nights);
  const wire = JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]);
  const search = await request.get(`${API}/hotels/demo-tokyo/rooms?${new URLSearchParams({ rooms: wire, room_plan_codes: plan })}`, { headers });
  expect(search.ok(), await search.text()).toBeTruthy();
  const total = ((await search.json()) as { data: { rooms: { room_plan: { price: { total_price: number } }[] }[] } }).data.rooms[0]!.room_plan[0]!.price.total_price;
  const qs = await request.get(`${API}/hotels/demo-tokyo/additional_questions?checkin=${checkin}`, { headers });
  const questions = ((await qs.json()) as { data: { id: number; required: boolean; question_type: string; options: string[] }[] }).data;
  const answers = questions
    .filter((q) => q.required)
    .map((q) =>
      q.question_type === 'number_of_men_women_per_room'
        ? { question_id: q.id, rooms: [{ room_index: 0, men_count: 1, women_count: 1 }] }
        : { question_id: q.id, text: q.options[0] ?? 'yes', rooms: [] },
    );
  const email = `update-mode-${lang}-${Date.now()}@example.com`;
  const res = await request.post(`${API}/hotels/demo-tokyo/reservations`, {
    headers,
    data: {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ room_plan_code: plan, adults: 2 }],
      guest: { ...(lang === 'ja' ? { first_name: '花子', last_name: '山田' } : { first_name: 'Hanako', last_name: 'Yamada' }), email, phone: '0312345678' },
      payment_type: 'on_site',
      locale: lang,
      expected_total_price: total,
      answers,
      terms_accepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const data = ((await res.json()) as { data: { reservation: { reservation_number: string; total_price: number }; bypass_token: string } }).data;
  return { number: data.reservation.reservation_number, email, token: data.bypass_token, total: data.reservation.total_price, checkin, checkout };
}

/** The reservation as the API has it now, read with the booking's own token. */
async function current(request: APIRequestContext, b: Booked) {
  const cs = await clientSession(request);
  const res = await request.get(`${API}/hotels/demo-tokyo/reservations/${b.number}?${new URLSearchParams({ email: b.email, bypass_token: b.token })}`, { headers: { 'x-client-session': cs } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { checkin_date: string; checkout_date: string; total_price: number; rooms: { status: string; room_plan_code: string; adults: number }[] } }).data;
}

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

const offer = (page: Page, plan: string) => page.locator(`[data-testid="offer"][data-plan="${plan}"]`).first();

async function settled(page: Page) {
  await expect(page.getByTestId('results')).toHaveAttribute('data-stale', 'false');
}

let offset = 90;
const nextCheckin = () => inDays((offset += 5));

test.describe('the results page in update mode', () => {
  for (const lang of ['en', 'ja'] as const) {
    test(`a link with the token opens it; other dates searched; changed to them with the difference shown first (${lang})`, async ({ page, request }) => {
      const l = L[lang];
      await page.setViewportSize(PHONE);
      const b = await book(request, nextCheckin(), 2, lang);

      // An ordinary search shows the login menu; update mode does not.
      await page.goto(`/booking/result?code=demo-tokyo&locale=${lang}`);
      await expect(page.getByTestId('login-menu-button')).toBeVisible();

      await page.goto(`/booking/result?code=demo-tokyo&locale=${lang}&current_reservation=${b.number}&bypass_token=${encodeURIComponent(b.token)}`);
      const banner = page.getByTestId('update-mode-banner');
      await expect(banner.getByRole('heading', { level: 2 })).toHaveText(l.title(b.number));
      expect(page.url()).not.toContain('bypass_token');
      expect(page.url()).not.toContain(b.token);
      expect(new URL(page.url()).searchParams.get('current_reservation')).toBe(b.number);
      // The search starts from the booked stay.
      await expect(page).toHaveURL(new RegExp(`checkin=${b.checkin}&checkout=${b.checkout}`));
      await expect(page.getByTestId('update-mode-rooms')).toContainText(l.double);
      await expect(page.getByTestId('login-menu-button')).toHaveCount(0);
      await settled(page);
      await expect(offer(page, PLAN).getByTestId('offer-current')).toHaveText(`✓ ${l.current}`);
      await expect(offer(page, OTHER_PLAN).getByRole('link', { name: l.add })).toBeVisible();
      // The results are long: the top of the page, and the offers of the booked room type.
      await page.screenshot({ path: shot(`h5upd-update-mode-${lang}-phone`) });
      await offer(page, PLAN).scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`h5upd-update-mode-offers-${lang}-phone`) });

      // One night more, searched with the form: the mode stays, the token does not come back.
      const newCheckout = addDays(b.checkout, 1);
      await page.getByTestId('checkout').click();
      await page.getByTestId('price-calendar').locator(`[data-date="${newCheckout}"]`).click();
      await page.getByRole('button', { name: l.search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`checkout=${newCheckout}`));
      await settled(page);
      await expect(banner).toBeVisible();
      expect(page.url()).toContain(`current_reservation=${b.number}`);
      expect(page.url()).not.toContain('bypass_token');
      await expect(page.getByTestId('login-menu-button')).toHaveCount(0);
      const change = offer(page, PLAN).getByRole('link', { name: l.change });
      await expect(change).toBeVisible();
      await change.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`h5upd-update-mode-dates-${lang}-phone`) });
      if (lang === 'en') {
        await page.setViewportSize(DESKTOP);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: shot(`h5upd-update-mode-dates-${lang}-desktop`) });
        await change.scrollIntoViewIfNeeded();
        await page.screenshot({ path: shot(`h5upd-update-mode-offers-${lang}-desktop`) });
        await page.setViewportSize(PHONE);
      }

      // "Change to these dates": the change page prices it at once.
      await change.click();
      await expect(page).toHaveURL(new RegExp(`/reservation/manage/${b.number}/update\\?`));
      const quote = page.getByTestId('update-quote');
      await expect(quote).toBeVisible();
      const difference = Number(await page.getByTestId('quote-difference').getAttribute('data-difference'));
      expect(difference).toBeGreaterThan(0);
      await expect(page.getByTestId('quote-current')).toHaveText(yen(b.total));
      await expect(page.getByTestId('quote-total')).toHaveText(yen(b.total + difference));
      await expect(page.getByTestId('quote-difference')).toHaveText(l.more(yen(difference)));
      expect(page.url()).not.toContain('bypass_token');
      await page.screenshot({ path: shot(`h5upd-update-quote-${lang}-phone`), fullPage: true });
      // Nothing has changed yet.
      expect((await current(request, b)).checkout_date).toBe(b.checkout);

      await page.getByRole('button', { name: l.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: l.updated })).toBeVisible();
      const after = await current(request, b);
      expect(after.checkin_date).toBe(b.checkin);
      expect(after.checkout_date).toBe(newCheckout);
      expect(after.total_price).toBe(b.total + difference);
    });

    test(`from the reservation's page: another room added, priced first (${lang})`, async ({ page, request }) => {
      const l = L[lang];
      await page.setViewportSize(PHONE);
      const b = await book(request, nextCheckin(), 1, lang);

      // The reservation's page, opened from its mail link; it offers the search in update mode.
      await page.goto(`/reservation/manage/${b.number}?code=demo-tokyo&locale=${lang}&bypass_token=${encodeURIComponent(b.token)}&email=${encodeURIComponent(b.email)}`);
      await expect(page.getByRole('heading', { level: 1, name: l.hub })).toBeVisible();
      await page.getByRole('link', { name: l.searchOther }).click();
      await expect(page.getByTestId('update-mode-banner').getByRole('heading', { level: 2 })).toHaveText(l.title(b.number));
      expect(page.url()).not.toContain('bypass_token');
      await settled(page);

      await offer(page, OTHER_PLAN).getByRole('link', { name: l.add }).click();
      const added = page.getByTestId('update-added-room');
      await expect(added).toContainText(l.added);
      await expect(added).toContainText(l.twin);
      const difference = Number(await page.getByTestId('quote-difference').getAttribute('data-difference'));
      expect(difference).toBeGreaterThan(0);
      await expect(page.getByTestId('quote-total')).toHaveText(yen(b.total + difference));
      await page.screenshot({ path: shot(`h5upd-update-add-room-${lang}-phone`), fullPage: true });

      await page.getByRole('button', { name: l.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: l.updated })).toBeVisible();
      const after = await current(request, b);
      expect(after.rooms.filter((r) => r.status === 'active').map((r) => r.room_plan_code)).toEqual([PLAN, OTHER_PLAN]);
      expect(after.total_price).toBe(b.total + difference);
      await expect(page.getByTestId('facts-room')).toHaveCount(2);

      // Back in update mode the banner shows the reservation as it is now.
      await page.getByRole('link', { name: l.searchOther }).click();
      await expect(page.getByTestId('update-mode-rooms').locator('li')).toHaveCount(2);
      await page.getByRole('link', { name: l.back }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.hub })).toBeVisible();
    });
  }

  test('a nearly full room type: the reservation’s own room counts as free, so the longer stay is offered and goes through', async ({ page, request }) => {
    const l = L.en;
    await page.setViewportSize(PHONE);
    // Accessible Twin has 2 rooms: this reservation holds one for 2 nights, another guest the
    // other for 3 nights. Without its own room the third night could not be added.
    const checkin = nextCheckin();
    const b = await book(request, checkin, 2, 'en', OTHER_PLAN);
    await book(request, checkin, 3, 'en', OTHER_PLAN);
    const longer = addDays(checkin, 3);
    const stay = `checkin=${checkin}&checkout=${longer}&adults=2`;

    // An ordinary search for the longer stay finds it sold out.
    await page.goto(`/booking/result?code=demo-tokyo&locale=en&${stay}`);
    await settled(page);
    await expect(page.getByTestId('offer').first()).toBeVisible();
    await expect(offer(page, OTHER_PLAN)).toHaveCount(0);

    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === '/hotels/demo-tokyo/rooms' && new URL(r.url()).searchParams.get('reservation_no') === b.number);
    await page.goto(`/booking/result?code=demo-tokyo&locale=en&${stay}&current_reservation=${b.number}&bypass_token=${encodeURIComponent(b.token)}&email=${encodeURIComponent(b.email)}`);
    // The search carries the access as the manage calls do; the page's address does not.
    expect(new URL((await searched).url()).searchParams.get('bypass_token')).toBe(b.token);
    await settled(page);
    expect(page.url()).not.toContain(b.token);
    const change = offer(page, OTHER_PLAN).getByRole('link', { name: l.change });
    await expect(change).toBeVisible();
    // That one room is the reservation's own: no room of the type can be added to it.
    const otherPlans = page.locator(`[data-testid="offer"][data-plan^="accessible-twin-"]:not([data-plan="${OTHER_PLAN}"])`);
    await expect(otherPlans.first().getByTestId('offer-unavailable')).toHaveText('Not enough rooms of this type are free on these dates for your reservation.');
    await expect(otherPlans.getByTestId('offer-add')).toHaveCount(0);
    await change.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('havail-update-mode-last-room-en-phone') });

    await change.click();
    await expect(page.getByTestId('update-quote')).toBeVisible();
    const difference = Number(await page.getByTestId('quote-difference').getAttribute('data-difference'));
    expect(difference).toBeGreaterThan(0);
    await page.getByRole('button', { name: l.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: l.updated })).toBeVisible();
    const after = await current(request, b);
    expect([after.checkin_date, after.checkout_date, after.total_price]).toEqual([checkin, longer, b.total + difference]);
  });

  test('right to left: the banner and the offers hold in Arabic', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const b = await book(request, nextCheckin(), 2, 'en');
    await page.goto(`/booking/result?code=demo-tokyo&locale=ar&current_reservation=${b.number}&bypass_token=${encodeURIComponent(b.token)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('update-mode-banner')).toBeVisible();
    await settled(page);
    await expect(offer(page, OTHER_PLAN).getByTestId('offer-add')).toBeVisible();
    expect(page.url()).not.toContain('bypass_token');
    // Nothing sticks out of the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot('h5upd-update-mode-ar-phone') });
    await offer(page, OTHER_PLAN).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('h5upd-update-mode-offers-ar-phone') });
  });
});
