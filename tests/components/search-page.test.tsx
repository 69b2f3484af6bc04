// @vitest-environment jsdom
// The results page as a whole route: URL <-> store <-> request, the form rules, results controls,
// language and currency. Network answers are real answers of the reference API, parsed with the
// contract; any request without a fixture fails the test.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  AvailabilityAnswerSchema,
  CancellationPolicyAnswerSchema,
  HotelAnswerSchema,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  RoomSearchAnswerSchema,
  RoomSearchQuerySchema,
  type RoomSearchAnswer,
  type User,
} from '../../contract';
import ResultsPage from '../../src/features/search/ResultsPage';
import { resetSearch } from '../../src/features/search/search-store';
import { currencyState } from '../../src/lib/currency-store';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { changeLanguage } from '../../src/lib/language';
import { HeaderSlotTarget } from '../../src/ui/HeaderSlot';
import { deferred, installFakeApi, ok, type FakeAnswer, type FakeHandler, type FakeRequest } from '../fixtures/fake-api';
import tokyoInitFixture from '../fixtures/init-demo-tokyo.json';
import tokyoLoginFixture from '../fixtures/login-widget-demo-tokyo.json';
import kyotoInitFixture from '../fixtures/init-demo-kyoto.json';
import kyotoLoginFixture from '../fixtures/login-widget-demo-kyoto.json';
import roomsFixture from '../fixtures/search-rooms-demo-tokyo.json';
import usdFixture from '../fixtures/search-rooms-demo-tokyo-usd.json';
import plansFixture from '../fixtures/search-plans-demo-tokyo.json';
import kyotoDayUseFixture from '../fixtures/search-rooms-demo-kyoto-day-use.json';
import availabilityFixture from '../fixtures/availability-demo-tokyo.json';
import policy1Fixture from '../fixtures/cancellation-policy-1.json';
import policy2Fixture from '../fixtures/cancellation-policy-2.json';
import hotelTokyoFixture from '../fixtures/hotel-demo-tokyo.json';
import hotelKyotoFixture from '../fixtures/hotel-demo-kyoto.json';
import kyotoPolicyFixture from '../fixtures/cancellation-policy-3-demo-kyoto.json';
import kyotoAvailabilityFixture from '../fixtures/availability-demo-kyoto.json';
import { enterValue } from '../fixtures/enter-value';

const tokyoInit = InitSettingsAnswerSchema.parse(tokyoInitFixture).data;
// The hotel's address as it wrote it (in Japanese), for readers of every language.
delete tokyoInit.booking_widget_setting_attributes.hotel.translations.en?.address;
const tokyoLogin = LoginWidgetAnswerSchema.parse(tokyoLoginFixture).data;
const kyotoInit = InitSettingsAnswerSchema.parse(kyotoInitFixture).data;
const kyotoLogin = LoginWidgetAnswerSchema.parse(kyotoLoginFixture).data;
const rooms = RoomSearchAnswerSchema.parse(roomsFixture);
const usd = RoomSearchAnswerSchema.parse(usdFixture);
const plans = RoomSearchAnswerSchema.parse(plansFixture);
const kyotoDayUse = RoomSearchAnswerSchema.parse(kyotoDayUseFixture);
const availability = AvailabilityAnswerSchema.parse(availabilityFixture);
const kyotoAvailability = AvailabilityAnswerSchema.parse(kyotoAvailabilityFixture);
const policy1 = CancellationPolicyAnswerSchema.parse(policy1Fixture);
const policy2 = CancellationPolicyAnswerSchema.parse(policy2Fixture);
const kyotoPolicy = CancellationPolicyAnswerSchema.parse(kyotoPolicyFixture);
const hotelTokyo = HotelAnswerSchema.parse(hotelTokyoFixture);
const hotelKyoto = HotelAnswerSchema.parse(hotelKyotoFixture);

type Api = ReturnType<typeof installFakeApi>;

const MEMBER: User = {
  id: 7, membership_id: 'M-7', email: 'member@demo.yadori.test', first_name: 'Hanako', last_name: 'Yamada', first_name_kana: null, last_name_kana: null,
  locale: 'en', provider: null, program_id: null, rank_id: null, rank: null, hotel_brand_id: 1, organization: null, organization_role: null, point_program_enabled: true,
};

/** The rooms answer a request asks for: plans view, USD, or the plain one. */
function roomsAnswer(req: FakeRequest): FakeAnswer {
  const q = req.url.searchParams;
  if (q.get('type') === 'plan') return ok(RoomSearchAnswerSchema, plans);
  return ok(RoomSearchAnswerSchema, q.get('mcp_currency') === 'USD' ? usd : rooms);
}

function tokyoRoutes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /hotels/demo-tokyo/rooms': roomsAnswer,
    'GET /hotels/demo-tokyo': () => ok(HotelAnswerSchema, hotelTokyo),
    'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, policy1),
    'GET /hotels/demo-tokyo/cancellation_policies/2': () => ok(CancellationPolicyAnswerSchema, policy2),
    'GET /hotels/demo-tokyo/rooms/availability': () => ok(AvailabilityAnswerSchema, availability),
    ...overrides,
  };
}

/** The parsed payload of each room search made so far. */
function searches(api: Api) {
  return api.callsTo('/hotels/demo-tokyo/rooms').concat(api.callsTo('/hotels/demo-kyoto/rooms')).map((c) => ({
    query: RoomSearchQuerySchema.parse(Object.fromEntries(c.url.searchParams.entries())),
    locale: c.headers['x-locale'],
  }));
}

function renderAt(url: string) {
  const loc = memoryLocation({ path: url, record: true });
  const utils = render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <HeaderSlotTarget />
      <ResultsPage />
    </Router>,
  );
  /** The address as the page last wrote it. */
  const current = () => new URLSearchParams(loc.history.at(-1)?.split('?')[1] ?? '');
  return { ...utils, current };
}

function useHotel(code: 'demo-tokyo' | 'demo-kyoto') {
  if (code === 'demo-tokyo') setSettings(structuredClone(tokyoInit), structuredClone(tokyoLogin));
  else setSettings(structuredClone(kyotoInit), structuredClone(kyotoLogin));
  appState.hotelCode = code;
}

let api: Api;

beforeAll(async () => {
  await setLocale('en');
});

beforeEach(async () => {
  // The hotel's "today" (Asia/Tokyo) is 2026-11-21, the day the fixtures were taken.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  await setLocale('en');
  localStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  resetSearch();
  Object.assign(currencyState, { temporary: null, selected: null, detected: null, guessed: null });
  appState.user = null;
  useHotel('demo-tokyo');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expect(api.unhandled).toEqual([]);
});

describe('the address and the search', () => {
  it('reads the search from the URL, fits the children to the hotel, and writes the search back', async () => {
    api = installFakeApi(tokyoRoutes());
    const { current } = renderAt(
      '/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2&children=3&kids_tiers=[{"code":"A","children":1},{"code":"Z","children":2}]&order=asc&filter=non_smoking&nights=abc&utm_source=news',
    );
    await screen.findByRole('heading', { name: 'Moderate Double' });
    const [first] = searches(api);
    expect(first?.query.rooms).toEqual([{ checkin_date: '2026-12-01', checkout_date: '2026-12-03', adults: 2, children: 1, kids_age_range: [{ code: 'A', count: 1 }] }]);
    expect(first?.query).toMatchObject({ order: 'price_low_to_high', room_search_filters: ['non_smoking'], utm_source: 'news', mcp_currency: 'USD' });
    // The guest is told the children changed.
    expect(screen.getByTestId('kids-adjusted').textContent).toContain('changed to match what this hotel accepts');
    const url = current();
    expect(url.get('code')).toBe('demo-tokyo');
    expect(url.get('kids_tiers')).toBe('[{"code":"A","children":1}]');
    expect(url.get('children')).toBe('1');
    expect(url.get('order')).toBe('price_low_to_high');
    expect(url.has('nights')).toBe(false);
    expect(url.get('mcp_currency')).toBe('USD');
    // The hotel card keeps the page's h1 and the address.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Yadori Tokyo Ginza');
    expect(screen.getByTestId('hotel-address').textContent).toMatch(/東京都.*104-0061/);
  });

  it('uses the one-hour cookie of the hotel when the URL names no search', async () => {
    api = installFakeApi(tokyoRoutes());
    document.cookie = `yadori_search_demo-tokyo=${encodeURIComponent('checkin=2026-12-05&checkout=2026-12-07&adults=3&children=0&room_count=1')}; Path=/`;
    const { current } = renderAt('/booking/result?code=demo-tokyo');
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    expect(searches(api)[0]?.query.rooms[0]).toMatchObject({ checkin_date: '2026-12-05', checkout_date: '2026-12-07', adults: 3 });
    await waitFor(() => expect(current().get('checkin')).toBe('2026-12-05'));
  });

  it('keeps the search in a cookie for the next visit', async () => {
    api = installFakeApi(tokyoRoutes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=1');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    expect(decodeURIComponent(document.cookie)).toContain('yadori_search_demo-tokyo=checkin=2026-12-01&checkout=2026-12-03&adults=1');
  });

  it('shows the plans view from type=plan', async () => {
    api = installFakeApi(tokyoRoutes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2&type=plan');
    await screen.findByRole('heading', { name: 'Available plans' });
    expect((await screen.findAllByTestId('plan-card')).length).toBe(2);
    expect(searches(api)[0]?.query.type).toBe('plan');
  });
});

describe('results controls', () => {
  it('filters and sorts with a new search, the last results dimmed until the new ones arrive', async () => {
    const later = deferred<FakeAnswer>();
    let n = 0;
    api = installFakeApi(tokyoRoutes({ 'GET /hotels/demo-tokyo/rooms': (req) => (++n === 1 ? roomsAnswer(req) : later.promise) }));
    const { current } = renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });

    fireEvent.click(screen.getByTestId('filter-accessible'));
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]?.query.room_search_filters).toEqual(['accessible']);
    expect(current().get('filter')).toBe('accessible');
    // The preload copy: dimmed, busy, and already filtered.
    const stale = screen.getByTestId('results');
    expect(stale.getAttribute('aria-busy')).toBe('true');
    expect(within(stale).getAllByTestId('room-card').map((c) => c.dataset.room)).toEqual(['accessible-twin']);

    await act(async () => later.resolve(ok(RoomSearchAnswerSchema, usd)));
    await waitFor(() => expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('false'));

    enterValue(screen.getByLabelText('Sort by'), 'price_high_to_low');
    await waitFor(() => expect(searches(api)).toHaveLength(3));
    expect(searches(api)[2]?.query.order).toBe('price_high_to_low');
    expect(current().get('order')).toBe('price_high_to_low');
  });

  it('says a member price is applied only on prices searched for the member, not on the guest’s still on screen', async () => {
    const forMember = deferred<FakeAnswer>();
    let n = 0;
    api = installFakeApi(tokyoRoutes({ 'GET /hotels/demo-tokyo/rooms': (req) => (++n === 1 ? roomsAnswer(req) : forMember.promise) }));
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    const notes = () => [...new Set(screen.getAllByTestId('member-note').map((note) => (note.className.includes('--applied') ? 'applied' : 'available')))];
    expect(notes()).toEqual(['available']);

    // Signed in: the member's search goes out; the guest's prices stay on screen, dimmed, as the guest's.
    act(() => {
      appState.user = MEMBER;
    });
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('true');
    expect(notes()).toEqual(['available']);

    await act(async () => forMember.resolve(roomsAnswer(api.callsTo('/hotels/demo-tokyo/rooms')[1]!)));
    await waitFor(() => expect(notes()).toEqual(['applied']));
  });

  it('asks a guest to sign in to book a members-only plan, and comes back to these results', async () => {
    api = installFakeApi(tokyoRoutes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    const members = screen.getAllByTestId('offer').find((o) => o.getAttribute('data-plan') === 'moderate-double-members')!;
    expect(within(members).queryByRole('link', { name: /^Book/ })).toBeNull();
    const signIn = within(members).getByTestId('offer-sign-in');
    expect(signIn.textContent).toContain('Sign in to book');
    const href = new URL(signIn.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/sign-in');
    expect(href.searchParams.get('code')).toBe('demo-tokyo');
    expect(href.searchParams.get('target')).toContain('/booking/result');
    // Other plans are booked as before; a member books the members' plan too.
    const other = screen.getAllByTestId('offer').find((o) => o.getAttribute('data-plan') === 'moderate-double-room-only')!;
    expect(within(other).getByRole('link', { name: /^Book/ })).toBeTruthy();
    act(() => {
      appState.user = MEMBER;
    });
    await waitFor(() => expect(within(screen.getAllByTestId('offer').find((o) => o.getAttribute('data-plan') === 'moderate-double-members')!).queryByTestId('offer-sign-in')).toBeNull());
  });

  it('links the note of a lower member price to signing in, which comes back to these results', async () => {
    api = installFakeApi(tokyoRoutes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    const [link] = screen.getAllByTestId('member-note-sign-in');
    expect(link!.tagName).toBe('A');
    expect(link!.textContent).toMatch(/sign in/i);
    const href = new URL(link!.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/sign-in');
    expect(href.searchParams.get('target')).toContain('/booking/result');
  });

  it('opens a room’s details in a dialog with human labels', async () => {
    api = installFakeApi(tokyoRoutes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    const card = (await screen.findAllByTestId('room-card')).find((c) => c.dataset.room === 'accessible-twin') as HTMLElement;
    fireEvent.click(within(card).getByTestId('room-details-button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Step-free access')).toBeTruthy();
    expect(within(dialog).getByText('Free Wi-Fi')).toBeTruthy();
    expect(within(dialog).getByTestId('room-size').textContent).toMatch(/m²/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close room details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a plan’s cancellation policy in sentences', async () => {
    api = installFakeApi(tokyoRoutes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    const offer = (await screen.findAllByTestId('offer')).find((o) => o.dataset.plan === 'moderate-double-room-only') as HTMLElement;
    fireEvent.click(within(offer).getByRole('button', { name: /^Plan details ?\(.+\)$/ }));
    const policy = await within(offer).findByTestId('cancellation-policy');
    expect(policy.textContent).toContain('From 3 days before check-in: 30% of the rate');
    expect(within(offer).getByRole('link', { name: /Book/ }).getAttribute('href')).toMatch(/^\/reservation\/guest-detail\?code=demo-tokyo&checkin=2026-12-01.*room_plan_code=moderate-double-room-only/);
  });

  it('offers the next date with rooms when nothing is free', async () => {
    const empty: RoomSearchAnswer = { data: { ...rooms.data, rooms: [], plans: [], next_available_date: '2026-12-10' } };
    api = installFakeApi(tokyoRoutes({ 'GET /hotels/demo-tokyo/rooms': (req) => (req.url.searchParams.get('rooms')?.includes('2026-12-10') ? roomsAnswer(req) : ok(RoomSearchAnswerSchema, empty)) }));
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    expect((await screen.findByTestId('no-rooms')).textContent).toContain('No rooms available');
    fireEvent.click(screen.getByTestId('next-available'));
    await screen.findByRole('heading', { name: 'Moderate Double' });
    expect(searches(api).at(-1)?.query.rooms[0]).toMatchObject({ checkin_date: '2026-12-10', checkout_date: '2026-12-12' });
    expect(searches(api)[0]?.query.search_next_available_date_if_no_result).toBe(true);
  });

  it('clears rooms and plans on a language change and searches again in the new language', async () => {
    api = installFakeApi(tokyoRoutes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    await act(() => changeLanguage('ja'));
    await screen.findByRole('heading', { name: '空室のある客室' });
    await waitFor(() => expect(searches(api).at(-1)?.locale).toBe('ja'));
    expect(searches(api).at(-1)?.query.locale).toBe('ja');
    await act(() => changeLanguage('en'));
  });
});

describe('the price calendar', () => {
  it('shows the stay total under each possible check-out day', async () => {
    api = installFakeApi(tokyoRoutes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    fireEvent.click(screen.getByTestId('checkout'));
    const calendar = await screen.findByTestId('price-calendar');
    const day = await within(calendar).findByRole('button', { name: /December 2, 2026.*lowest total ¥15,290 for 1 night/ });
    expect(day.textContent).toContain('¥15K');
    const [call] = api.callsTo('/hotels/demo-tokyo/rooms/availability');
    expect(call?.url.searchParams.get('checkin')).toBe('2026-12-01');
    // Picking a day closes the calendar with the new check-out in the form.
    fireEvent.click(day);
    await waitFor(() => expect(screen.queryByTestId('price-calendar')).toBeNull());
    expect(screen.getByTestId('checkout').textContent).toContain('Dec 2');
  });
});

describe('the search form at an ages-mode hotel', () => {
  beforeEach(() => useHotel('demo-kyoto'));

  const kyotoRoutes = (): Record<string, FakeHandler> => ({
    'GET /hotels/demo-kyoto/rooms': () => ok(RoomSearchAnswerSchema, kyotoDayUse),
    'GET /hotels/demo-kyoto': () => ok(HotelAnswerSchema, hotelKyoto),
    'GET /hotels/demo-kyoto/cancellation_policies/3': () => ok(CancellationPolicyAnswerSchema, kyotoPolicy),
    'GET /hotels/demo-kyoto/rooms/availability': () => ok(AvailabilityAnswerSchema, kyotoAvailability),
  });

  it('asks each child’s age, keeps what was typed on an error, and sends the age range', async () => {
    api = installFakeApi(kyotoRoutes());
    const { current } = renderAt('/booking/result?code=demo-kyoto&checkin=2026-12-01&checkout=2026-12-02&adults=2');
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    enterValue(screen.getByLabelText('Coupon code'), 'WELCOME10');
    fireEvent.click(screen.getByTestId('guests'));
    fireEvent.click(await screen.findByRole('button', { name: 'More: Children' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Choose the age of child 1.');
    expect(searches(api)).toHaveLength(1);
    // Nothing typed was lost.
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('WELCOME10');
    expect((screen.getByLabelText('Children') as HTMLInputElement).value).toBe('1');

    enterValue(screen.getByLabelText('Age of child 1'), '5');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    const q = searches(api)[1]?.query;
    expect(q?.rooms[0]).toMatchObject({ adults: 2, children: 1, kids_age_range: [{ code: 'age_3_6', count: 1 }] });
    expect(q?.coupon_code).toBe('WELCOME10');
    await waitFor(() => expect(current().get('kids_ages')).toBe('[5]'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('day use checks out on the check-in day', async () => {
    api = installFakeApi(kyotoRoutes());
    const { current } = renderAt('/booking/result?code=demo-kyoto&checkin=2026-12-01&checkout=2026-12-02&adults=2');
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('Day use (no overnight stay)'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]?.query).toMatchObject({ is_day_use: true, rooms: [{ checkin_date: '2026-12-01', checkout_date: '2026-12-01' }] });
    await waitFor(() => expect(current().get('is_day_use')).toBe('true'));
    expect(current().get('checkout')).toBe('2026-12-01');
    expect((await screen.findAllByTestId('offer')).length).toBeGreaterThan(0);
  });

  it('refuses a check-out before the check-in with a message in the guest’s language', async () => {
    api = installFakeApi(kyotoRoutes());
    await setLocale('ja');
    renderAt('/booking/result?code=demo-kyoto&checkin=2026-12-01&checkout=2026-12-02&adults=2');
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    // Choose a check-in after the check-out: the calendar then asks for a new check-out.
    fireEvent.click(screen.getByTestId('checkin'));
    fireEvent.click(await screen.findByRole('button', { name: /2026年12月5日/ }));
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect((await screen.findByRole('alert')).textContent).toContain('チェックアウト日を選択してください。');
    expect(searches(api)).toHaveLength(1);
    await setLocale('en');
  });
});

describe('currency', () => {
  it('searches case-insensitively, hides unsearchable currencies, and re-searches in the chosen one', async () => {
    api = installFakeApi(tokyoRoutes());
    const { current } = renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    // English guests see a guessed USD.
    expect(screen.getAllByTestId('price-total')[0]?.textContent).toMatch(/^\$/);

    fireEvent.click(screen.getByTestId('currency-selector'));
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByLabelText('Search currencies');
    enterValue(search, 'zzz');
    expect(within(dialog).getByTestId('currency-none').textContent).toBe('No currency matches “zzz”.');
    enterValue(search, 'egp');
    expect(within(dialog).queryByTestId('currency-EGP')).toBeNull();
    enterValue(search, 'yEn');
    expect(within(dialog).getByTestId('currency-JPY')).toBeTruthy();
    enterValue(search, '');
    // Suggested currencies come first.
    const codes = within(dialog).getAllByRole('button', { pressed: false }).concat(within(dialog).getAllByRole('button', { pressed: true })).map((b) => b.dataset.testid).filter(Boolean);
    expect(codes.slice(0, 3)).toEqual(['currency-JPY', 'currency-AUD', 'currency-CNY']);

    fireEvent.click(within(dialog).getByTestId('currency-JPY'));
    await waitFor(() => expect(screen.getAllByTestId('price-total')[0]?.textContent).toMatch(/^¥/));
    const last = searches(api).at(-1)?.query;
    expect(last?.mcp_currency).toBeUndefined();
    expect(current().get('mcp_currency')).toBe('JPY');
    expect(localStorage.getItem('yadori:currency')).toContain('JPY');
  });
});
