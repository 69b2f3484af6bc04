// @vitest-environment jsdom
// The results page in update mode (document 1 §2 current_reservation with bypass_token, §4
// "Update and cancel"): the token leaves the address at once and is kept for the tab, a banner
// names the reservation, the login menu is not there, the offers change or add to the reservation
// instead of booking (or say why not), and the change page prices what was chosen before it is
// confirmed. Fixtures parse against the contract; any request without a handler fails the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  AvailabilityAnswerSchema,
  CancellationPolicyAnswerSchema,
  HotelAnswerSchema,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  ReservationAnswerSchema,
  ReservationCreatedAnswerSchema,
  ReservationQuestionsAnswerSchema,
  RoomSearchAnswerSchema,
  RoomSearchQuerySchema,
  UpdateQuoteAnswerSchema,
  UpdateSettingsAnswerSchema,
  type Reservation,
} from '../../contract';
import ResultsPage from '../../src/features/search/ResultsPage';
import UpdatePage from '../../src/features/manage/UpdatePage';
import ManagePage from '../../src/features/manage/ManagePage';
import { LoginMenu } from '../../src/features/members/LoginMenu';
import { resetSearch } from '../../src/features/search/search-store';
import { resetUpdateMode } from '../../src/features/search/update-mode';
import { appState, setReady, setSettings, setUser } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { offerPages } from '../../src/lib/offered-pages';
import { keepReservationAccess, reservationAccess, takeUpdateModeTokenFromAddress } from '../../src/lib/reservation-access';
import { installFakeApi, ok, type FakeHandler } from '../fixtures/fake-api';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import createdFixture from '../fixtures/reservation-created-demo-tokyo.json';
import roomsFixture from '../fixtures/search-rooms-demo-tokyo.json';
import availabilityFixture from '../fixtures/availability-demo-tokyo.json';
import policy1Fixture from '../fixtures/cancellation-policy-1.json';
import policy2Fixture from '../fixtures/cancellation-policy-2.json';
import hotelTokyoFixture from '../fixtures/hotel-demo-tokyo.json';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
/** Booked for 2026-12-10 to 2026-12-12, one Moderate Double "Room only" for 2 adults. */
const booked: Reservation = ReservationCreatedAnswerSchema.parse(createdFixture).data.reservation;
const NO = booked.reservation_number;
const TOKEN = 'tok-update-mode-0123456789';
const base = `/hotels/demo-tokyo/reservations/${NO}`;
const rooms = RoomSearchAnswerSchema.parse(roomsFixture);

const settingsAnswer = (over: Partial<ReturnType<typeof UpdateSettingsAnswerSchema.parse>['data']> = {}) =>
  ok(UpdateSettingsAnswerSchema, { data: { updatable: true, deadline: '2026-12-09', reasons: [], min_nights: 1, can_reduce: true, sign_in_warning: null, ...over } });
const quote = (total: number) =>
  ok(UpdateQuoteAnswerSchema, { data: { price: { ...booked.price, total_price: total }, total_price: total, difference: total - booked.total_price, currency: 'JPY', refund: 0, remain_amount: total, points_back: 0 } });

function routes(over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /hotels/demo-tokyo/rooms': () => ok(RoomSearchAnswerSchema, rooms),
    'GET /hotels/demo-tokyo': () => ok(HotelAnswerSchema, HotelAnswerSchema.parse(hotelTokyoFixture)),
    'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy1Fixture)),
    'GET /hotels/demo-tokyo/cancellation_policies/2': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy2Fixture)),
    'GET /hotels/demo-tokyo/rooms/availability': () => ok(AvailabilityAnswerSchema, AvailabilityAnswerSchema.parse(availabilityFixture)),
    [`GET ${base}`]: () => ok(ReservationAnswerSchema, { data: booked }),
    [`PUT ${base}/update_settings`]: () => settingsAnswer(),
    ...over,
  };
}

/** The JSON bodies sent to a path with a method, in order. */
function bodiesTo(pathname: string, method: string, filter: (url: URL) => boolean = () => true): unknown[] {
  const calls = (globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL, RequestInit | undefined][] } }).mock.calls;
  return calls
    .filter(([u, i]) => {
      const url = new URL(String(u));
      return url.pathname === pathname && (i?.method ?? 'GET') === method && filter(url);
    })
    .map(([, i]) => JSON.parse(String(i?.body)));
}

let api: ReturnType<typeof installFakeApi>;

function searches() {
  return api.callsTo('/hotels/demo-tokyo/rooms').map((c) => RoomSearchQuerySchema.parse(Object.fromEntries(c.url.searchParams.entries())));
}

function renderAt(url: string) {
  const loc = memoryLocation({ path: url, record: true });
  render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <LoginMenu />
      <Switch>
        <Route path="/booking/result" component={ResultsPage} />
        <Route path="/reservation/manage/:number" component={ManagePage} />
        <Route path="/reservation/manage/:number/update" component={UpdatePage} />
      </Switch>
    </Router>,
  );
  const query = () => new URLSearchParams(loc.history.at(-1)?.split('?')[1] ?? '');
  return { loc, query };
}

// The login menu has entries to show here (the route table offers these pages in the app).
offerPages(['/sign-in', '/sign-up']);

const offerOf = (plan: string) => screen.getAllByTestId('offer').find((o) => o.getAttribute('data-plan') === plan)!;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  await setLocale('en');
  sessionStorage.clear();
  localStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  resetSearch();
  resetUpdateMode();
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  appState.globalMessage = null;
  setReady();
  setUser(null);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expect(api.unhandled).toEqual([]);
});

describe('entering update mode', () => {
  it('takes the token out of the address, names the reservation, hides the login menu and searches its stay', async () => {
    api = installFakeApi(routes());
    const { loc, query } = renderAt(`/booking/result?code=demo-tokyo&current_reservation=${NO}&bypass_token=${TOKEN}`);
    // The token is kept for the tab and is in no address the page has had.
    await waitFor(() => expect(query().get('current_reservation')).toBe(NO));
    expect(loc.history.join(' ')).not.toContain(TOKEN);
    expect(query().has('bypass_token')).toBe(false);
    expect(reservationAccess(NO)).toEqual({ email: '', bypass_token: TOKEN });

    const banner = await screen.findByTestId('update-mode-banner');
    expect(within(banner).getByRole('heading', { level: 2 }).textContent).toBe(`Reservation ${NO}`);
    await waitFor(() => expect(screen.getByTestId('update-mode-stay').textContent).toBe('Thu, Dec 10, 2026 to Sat, Dec 12, 2026 · 2 nights'));
    expect(screen.getByTestId('update-mode-rooms').textContent).toBe('Moderate Double · Room only (2 adults)');
    expect(within(banner).getByRole('link', { name: /Back to the reservation/ }).getAttribute('href')).toBe(`/reservation/manage/${NO}?code=demo-tokyo`);
    // The reservation was read with the token held, never with one from the address.
    expect(api.callsTo(base)[0]!.url.searchParams.get('bypass_token')).toBe(TOKEN);
    expect(screen.queryByTestId('login-menu-button')).toBeNull();

    // No search named in the address: the first search is the reservation's own stay.
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.rooms).toEqual([{ checkin_date: '2026-12-10', checkout_date: '2026-12-12', adults: 2, children: 0, kids_age_range: [] }]);
    expect(searches()[0]!.reservation_no).toBe(NO);
    // It carries the access held for the tab, as the manage calls do, so its own rooms count as free.
    expect([searches()[0]!.bypass_token, searches()[0]!.email]).toEqual([TOKEN, undefined]);

    // Its own plan on its own dates changes nothing; another plan is added; nothing books.
    await waitFor(() => expect(within(offerOf('moderate-double-room-only')).getByTestId('offer-current')).toBeTruthy());
    const add = within(offerOf('accessible-twin-room-only')).getByRole('link', { name: /Add this room/ });
    expect(add.getAttribute('href')).toBe(`/reservation/manage/${NO}/update?code=demo-tokyo&add_room=accessible-twin-room-only&add_adults=2`);
    expect(screen.queryByRole('link', { name: /^Book/ })).toBeNull();
    expect(screen.queryByTestId('selection-bar')).toBeNull();
  });

  it('keeps update mode while other dates are searched, and prices the change before it is made', async () => {
    let puts = 0;
    api = installFakeApi(
      routes({
        [`PUT ${base}`]: (req) => {
          if (req.url.searchParams.get('dry_run') === 'true') return quote(59_730);
          puts++;
          return ok(ReservationAnswerSchema, { data: { ...booked, checkout_date: '2026-12-13', total_price: 59_730 } });
        },
        [`GET ${base}/additional_questions`]: () => ok(ReservationQuestionsAnswerSchema, { data: { questions: [], answers: [] } }),
      }),
    );
    keepReservationAccess(NO, { email: booked.guest.email, bypass_token: TOKEN });
    const { loc, query } = renderAt(`/booking/result?code=demo-tokyo&current_reservation=${NO}`);
    await waitFor(() => expect(searches()).toHaveLength(1));
    await screen.findAllByTestId('offer-current');

    // One night more, searched with the form.
    fireEvent.click(screen.getByTestId('checkout'));
    fireEvent.click(await within(await screen.findByTestId('price-calendar')).findByRole('button', { name: /December 13, 2026/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]!.rooms[0]).toMatchObject({ checkin_date: '2026-12-10', checkout_date: '2026-12-13' });
    expect(searches().map((q) => [q.reservation_no, q.email, q.bypass_token])).toEqual([[NO, booked.guest.email, TOKEN], [NO, booked.guest.email, TOKEN]]);
    await waitFor(() => expect(query().get('checkout')).toBe('2026-12-13'));
    expect(query().get('current_reservation')).toBe(NO);
    expect(screen.getByTestId('update-mode-banner')).toBeTruthy();
    expect(screen.queryByTestId('login-menu-button')).toBeNull();

    const change = await within(offerOf('moderate-double-room-only')).findByRole('link', { name: /Change to these dates/ });
    expect(change.getAttribute('href')).toBe(`/reservation/manage/${NO}/update?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-13&adults=2`);
    fireEvent.click(change);

    // The change page prices it at once: the difference shows before anything changes.
    await screen.findByTestId('update-quote');
    expect(screen.getByTestId('quote-difference').textContent).toBe('¥19,910 more');
    expect((screen.getByLabelText(/^New check-out date/) as HTMLInputElement).value).toBe('2026-12-13');
    expect(bodiesTo(base, 'PUT')).toEqual([{ checkin_date: '2026-12-10', checkout_date: '2026-12-13', adults: [2] }]);
    expect(puts).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() => expect(loc.history.at(-1)).toBe(`/reservation/manage/${NO}?code=demo-tokyo`));
    expect(bodiesTo(base, 'PUT', (u) => u.searchParams.get('dry_run') !== 'true')).toEqual([{ checkin_date: '2026-12-10', checkout_date: '2026-12-13', adults: [2], expected_total_price: 59_730 }]);
    expect(loc.history.join(' ')).not.toContain(TOKEN);
  });

  it('shows why the reservation cannot change instead of the actions', async () => {
    api = installFakeApi(routes({ [`PUT ${base}/update_settings`]: () => settingsAnswer({ updatable: false, reasons: ['deadline_passed'] }) }));
    keepReservationAccess(NO, { email: booked.guest.email, bypass_token: TOKEN });
    renderAt(`/booking/result?code=demo-tokyo&current_reservation=${NO}`);
    const blocked = await screen.findByTestId('update-mode-blocked');
    expect(within(blocked).getByRole('listitem').textContent).toBe('The deadline for changes (Wed, Dec 9, 2026) has passed. Please contact the hotel.');
    await waitFor(() => expect(screen.getAllByTestId('offer-blocked').length).toBe(screen.getAllByTestId('offer').length));
    expect(screen.getAllByTestId('offer-blocked')[0]!.textContent).toBe('Changes closed: the deadline has passed');
    expect(screen.queryByTestId('offer-change')).toBeNull();
    expect(screen.queryByTestId('offer-add')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Book/ })).toBeNull();
  });

  it('without an access: says so, offers the look-up, and leaving update mode brings booking and the login menu back', async () => {
    api = installFakeApi(routes());
    const { query } = renderAt(`/booking/result?code=demo-tokyo&current_reservation=${NO}&checkin=2026-12-01&checkout=2026-12-03&adults=2`);
    // The same page without current_reservation shows the login menu: here it is not there.
    const lost = await screen.findByTestId('update-mode-lost');
    expect(within(lost).getByRole('link', { name: 'Look up a reservation' }).getAttribute('href')).toBe('/search?code=demo-tokyo');
    expect(api.callsTo(base)).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect([searches()[0]!.reservation_no, searches()[0]!.bypass_token]).toEqual([NO, undefined]);
    expect(screen.queryByRole('link', { name: /^Book/ })).toBeNull();
    expect(screen.queryByTestId('login-menu-button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Make a new booking instead' }));
    await waitFor(() => expect(query().has('current_reservation')).toBe(false));
    expect(screen.queryByTestId('update-mode-banner')).toBeNull();
    expect((await screen.findAllByRole('link', { name: /^Book/ })).length).toBeGreaterThan(0);
    await screen.findByTestId('login-menu-button');
    expect(query().get('checkin')).toBe('2026-12-01');
  });
});

describe('from the reservation', () => {
  it('the manage page opens the results in update mode with only the number in the address', async () => {
    api = installFakeApi(routes({ [`GET ${base}/additional_questions`]: () => ok(ReservationQuestionsAnswerSchema, { data: { questions: [], answers: [] } }) }));
    keepReservationAccess(NO, { email: booked.guest.email, bypass_token: TOKEN });
    const { loc } = renderAt(`/reservation/manage/${NO}?code=demo-tokyo`);
    const link = await screen.findByRole('link', { name: 'Search other dates or rooms' });
    expect(link.getAttribute('href')).toBe(`/booking/result?code=demo-tokyo&current_reservation=${NO}`);
    fireEvent.click(link);
    await screen.findByTestId('update-mode-banner');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(loc.history.join(' ')).not.toContain(TOKEN);
    expect(api.callsTo(base).at(-1)!.url.searchParams.get('bypass_token')).toBe(TOKEN);
  });

  it('a room added on the results is shown, priced with the booked room kept by id, and can be left out', async () => {
    api = installFakeApi(
      routes({
        [`PUT ${base}`]: (req) => (req.url.searchParams.get('dry_run') === 'true' ? quote(39_820 + 43_340) : ok(ReservationAnswerSchema, { data: booked })),
      }),
    );
    keepReservationAccess(NO, { email: booked.guest.email, bypass_token: TOKEN });
    renderAt(`/reservation/manage/${NO}/update?code=demo-tokyo&add_room=accessible-twin-room-only&add_adults=1`);
    const added = await screen.findByTestId('update-added-room');
    await waitFor(() => expect(added.textContent).toContain('Accessible Twin · Room only'));
    // The names come from the room search narrowed to the plan, for the booked stay.
    const lookup = api.callsTo('/hotels/demo-tokyo/rooms')[0]!.url.searchParams;
    expect(lookup.get('room_plan_codes')).toBe('accessible-twin-room-only');
    expect(JSON.parse(lookup.get('rooms')!)).toEqual([{ checkin_date: '2026-12-10', checkout_date: '2026-12-12', adults: 1, children: 0, kids_age_range: [] }]);

    await screen.findByTestId('update-quote');
    expect(screen.getByTestId('quote-difference').textContent).toBe('¥43,340 more');
    expect(bodiesTo(base, 'PUT')).toEqual([
      {
        checkin_date: '2026-12-10',
        checkout_date: '2026-12-12',
        rooms: [
          { id: booked.rooms[0]!.id, adults: 2, kids_age_range: [] },
          { room_plan_code: 'accessible-twin-room-only', adults: 1, kids_age_range: [] },
        ],
      },
    ]);

    // One adult more in the added room: the price shown no longer applies.
    fireEvent.click(screen.getByRole('button', { name: 'One adult more in Room to add' }));
    await waitFor(() => expect(screen.queryByTestId('update-quote')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Don't add this room/ }));
    expect(screen.queryByTestId('update-added-room')).toBeNull();
    // Nothing left to change: the form says so rather than asking the API.
    fireEvent.click(screen.getByRole('button', { name: 'Check the new price' }));
    expect((await screen.findByTestId('error-summary')).textContent).toContain('Change the dates or the number of guests first.');
    expect(bodiesTo(base, 'PUT')).toHaveLength(1);
  });
});

describe('the address before start-up', () => {
  it('gives up the token of a results link in update mode before anything reads it', () => {
    window.history.replaceState(null, '', `/booking/result?code=demo-tokyo&current_reservation=${NO.toLowerCase()}&bypass_token=${TOKEN}&email=anna%40example.com`);
    takeUpdateModeTokenFromAddress();
    expect(window.location.search).toBe(`?code=demo-tokyo&current_reservation=${NO.toLowerCase()}`);
    expect(reservationAccess(NO)).toEqual({ email: 'anna@example.com', bypass_token: TOKEN });
    api = installFakeApi({});
  });
});
