// @vitest-environment jsdom
// Rooms of several offers chosen on the results page and booked together on the guest-detail page
// (document 1 §3 "Selected room", §4 "counts set or reduced by one, never below zero", §5 "one
// payment method across rooms"). Answers are real answers of the reference API (a two-room search
// is the one-room answer with each room priced alike), parsed with the contract; any request
// without a fixture fails the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  AdditionalQuestionsAnswerSchema,
  CancellationPolicyAnswerSchema,
  ExtrasAnswerSchema,
  HotelAnswerSchema,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  PRICE_AMOUNT_KEYS,
  PriceAnswerSchema,
  ReservationCreatedAnswerSchema,
  ReservationRequestSchema,
  RoomSearchAnswerSchema,
  errorEnvelope,
  type PaymentMethod,
  type PriceObject,
  type RoomSearchAnswer,
} from '../../contract';
import ResultsPage from '../../src/features/search/ResultsPage';
import GuestDetailPage from '../../src/features/booking/GuestDetailPage';
import { resetSearch } from '../../src/features/search/search-store';
import { resetBooking } from '../../src/features/booking/booking-store';
import { currencyState } from '../../src/lib/currency-store';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { sessionStore } from '../../src/lib/storage';
import { SELECTED_ROOMS_KEY } from '../../src/lib/search-criteria/selected-rooms';
import { installFakeApi, ok, type FakeAnswer, type FakeHandler, type FakeRequest } from '../fixtures/fake-api';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import roomsFixture from '../fixtures/search-rooms-demo-tokyo.json';
import policy1Fixture from '../fixtures/cancellation-policy-1.json';
import policy2Fixture from '../fixtures/cancellation-policy-2.json';
import hotelFixture from '../fixtures/hotel-demo-tokyo.json';
import questionsFixture from '../fixtures/questions-demo-tokyo.json';
import extrasFixture from '../fixtures/extras-demo-tokyo.json';
import createdFixture from '../fixtures/reservation-created-demo-tokyo.json';
import { enterValue } from '../fixtures/enter-value';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
const oneRoom = RoomSearchAnswerSchema.parse(roomsFixture);
const questions = AdditionalQuestionsAnswerSchema.parse(questionsFixture);
const extras = ExtrasAnswerSchema.parse(extrasFixture);
const created = ReservationCreatedAnswerSchema.parse(createdFixture);

/** A price for `n` rooms each priced as the one-room answer prices its room. */
function times(price: PriceObject, n: number): PriceObject {
  const out: PriceObject = { ...price, rooms: Array.from({ length: n }, () => price.rooms[0]!) };
  for (const k of PRICE_AMOUNT_KEYS) out[k] = price[k] * n;
  return out;
}

/** The answer for `n` rooms; `methods` changes the payment methods of some room plans. */
function answerFor(n: number, methods: Record<string, PaymentMethod[]> = {}): RoomSearchAnswer {
  const a = structuredClone(oneRoom);
  for (const room of a.data.rooms) {
    for (const plan of room.room_plan) {
      plan.price = times(plan.price, n);
      if (methods[plan.room_plan_code]) plan.payment_method = methods[plan.room_plan_code]!.map((code) => ({ code }));
    }
  }
  return a;
}

function planOf(code: string) {
  for (const r of oneRoom.data.rooms) for (const p of r.room_plan) if (p.room_plan_code === code) return p;
  throw new Error(code);
}

type Api = ReturnType<typeof installFakeApi>;
let api: Api;

function resultsRoutes(answer: (req: FakeRequest) => RoomSearchAnswer): Record<string, FakeHandler> {
  return {
    'GET /hotels/demo-tokyo/rooms': (req) => ok(RoomSearchAnswerSchema, answer(req)),
    'GET /hotels/demo-tokyo': () => ok(HotelAnswerSchema, HotelAnswerSchema.parse(hotelFixture)),
    'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy1Fixture)),
    'GET /hotels/demo-tokyo/cancellation_policies/2': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy2Fixture)),
  };
}

function renderAt(url: string) {
  const loc = memoryLocation({ path: url, record: true });
  render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <Switch>
        <Route path="/booking/result" component={ResultsPage} />
        <Route path="/reservation/guest-detail" component={GuestDetailPage} />
      </Switch>
    </Router>,
  );
  return loc;
}

/**
 * The results of a search of several rooms, with a room counter on every offer a guest may book
 * (the counters come with such a search; members' plans ask a guest to sign in instead).
 */
async function resultsShown(): Promise<void> {
  await screen.findByRole('heading', { name: 'Moderate Double' });
  await waitFor(() => {
    const offers = screen.getAllByTestId('offer').filter((o) => !o.getAttribute('data-plan')?.endsWith('-members'));
    expect(offers.filter((o) => within(o).queryByTestId('room-counter') === null)).toEqual([]);
  });
}

function offer(room: string, plan: string): HTMLElement {
  return document.querySelector(`[data-testid="offer"][data-room="${room}"][data-plan="${plan}"]`) as HTMLElement;
}

function plus(room: string, plan: string): HTMLElement {
  return within(offer(room, plan)).getByTestId('room-counter-plus');
}

function minus(room: string, plan: string): HTMLElement {
  return within(offer(room, plan)).getByTestId('room-counter-minus');
}

function count(room: string, plan: string): string {
  return (within(offer(room, plan)).getByTestId('room-counter-value') as HTMLInputElement).value;
}

/** A click, with the store's change rendered before the test reads the page (valtio renders on the next tick). */
async function press(el: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(el);
  });
}

const TWO_ROOMS = '/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2&children=0&room_count=2';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  await setLocale('en');
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  resetSearch();
  // Prices in the hotel's own currency.
  Object.assign(currencyState, { temporary: null, selected: 'JPY', detected: null, guessed: null });
  appState.user = null;
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  resetBooking();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expect(api.unhandled).toEqual([]);
});

describe('choosing rooms on the results page', { timeout: 60_000 }, () => {
  it('adds and removes rooms of two offers, never beyond the rooms searched or below zero, with an estimate and a link', async () => {
    api = installFakeApi(resultsRoutes(() => answerFor(2)));
    const loc = renderAt(TWO_ROOMS);
    await resultsShown();
    expect(screen.queryByTestId('selection-bar')).toBeNull();
    expect(plus('moderate-double', 'moderate-double-room-only').getAttribute('aria-label')).toBe('Add one room: Room only, Moderate Double');
    // Rooms searched alike cost the same: the offer says what one room costs.
    expect(within(offer('moderate-double', 'moderate-double-room-only')).getByTestId('room-counter').textContent).toContain('¥36,080 per room');

    await press(plus('moderate-double', 'moderate-double-room-only'));
    expect(count('moderate-double', 'moderate-double-room-only')).toBe('1');
    const bar = screen.getByTestId('selection-bar');
    expect(within(bar).getByTestId('selection-count').textContent).toBe('1 of 2 rooms chosen');
    expect(within(bar).getByTestId('selection-total').textContent).toBe('¥36,080');
    expect(within(offer('moderate-double', 'moderate-double-room-only')).getByRole('status').textContent).toBe('1 room selected: Room only, Moderate Double');

    await press(plus('accessible-twin', 'accessible-twin-breakfast'));
    expect(within(bar).getByTestId('selection-count').textContent).toBe('2 of 2 rooms chosen');
    // ¥36,080 + ¥54,740: one room of each, at the price the results show per room.
    expect(within(bar).getByTestId('selection-total').textContent).toBe('¥90,820');
    expect(within(bar).getByTestId('selection-lines').textContent).toContain('Room 2: Accessible Twin · Breakfast included');

    // Every room searched is chosen: no offer takes one more.
    const more = plus('moderate-double', 'moderate-double-advance-nr');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(more.getAttribute('aria-describedby')!)!.textContent).toBe('You searched for 2 rooms, and all of them are chosen.');
    await press(more);
    expect(count('moderate-double', 'moderate-double-advance-nr')).toBe('0');

    const book = within(bar).getByTestId('selection-book');
    expect(book.textContent).toBe('Book 2 rooms');
    const href = new URL(book.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/reservation/guest-detail');
    expect(href.searchParams.getAll('selected')).toEqual(['moderate-double*moderate-double-room-only*1', 'accessible-twin*accessible-twin-breakfast*1']);
    expect(href.searchParams.get('room_count')).toBe('2');
    expect(href.searchParams.get('checkin')).toBe('2026-12-01');
    // The single-offer Book link is as it was.
    const single = new URL(within(offer('moderate-double', 'moderate-double-room-only')).getByRole('link', { name: /^Book/ }).getAttribute('href')!, 'http://x');
    expect(single.searchParams.get('room_plan_code')).toBe('moderate-double-room-only');
    expect(single.searchParams.has('selected')).toBe(false);

    // Reduced by one to zero: out of the bar; once more stays at zero.
    await press(minus('moderate-double', 'moderate-double-room-only'));
    expect(count('moderate-double', 'moderate-double-room-only')).toBe('0');
    expect(within(bar).getByTestId('selection-count').textContent).toBe('1 of 2 rooms chosen');
    expect(within(bar).getByTestId('selection-total').textContent).toBe('¥54,740');
    await press(minus('moderate-double', 'moderate-double-room-only'));
    expect(count('moderate-double', 'moderate-double-room-only')).toBe('0');

    // A typed count is kept within what may be chosen.
    await act(async () => {
      enterValue(within(offer('moderate-double', 'moderate-double-room-only')).getByTestId('room-counter-value'), '7');
    });
    expect(count('moderate-double', 'moderate-double-room-only')).toBe('1');
    await press(minus('moderate-double', 'moderate-double-room-only'));
    await press(minus('accessible-twin', 'accessible-twin-breakfast'));
    expect(screen.queryByTestId('selection-bar')).toBeNull();
    expect(loc.history.at(-1)).toContain('/booking/result');
  });

  it('keeps the selection over a reload, and drops it when the dates change', async () => {
    api = installFakeApi(resultsRoutes(() => answerFor(2)));
    renderAt(TWO_ROOMS);
    await resultsShown();
    await press(plus('moderate-double', 'moderate-double-room-only'));
    await waitFor(() => expect(count('moderate-double', 'moderate-double-room-only')).toBe('1'));
    await press(plus('moderate-double', 'moderate-double-room-only'));
    await waitFor(() => expect(count('moderate-double', 'moderate-double-room-only')).toBe('2'));
    expect(sessionStorage.getItem('yadori:selected-rooms')).toContain('"quantity":2');

    // A reload: a fresh store, the same address.
    cleanup();
    resetSearch();
    renderAt(TWO_ROOMS);
    await resultsShown();
    expect(count('moderate-double', 'moderate-double-room-only')).toBe('2');
    expect(screen.getByTestId('selection-count').textContent).toBe('2 of 2 rooms chosen');

    // Other dates: another stay, another selection.
    cleanup();
    renderAt(TWO_ROOMS.replace('checkin=2026-12-01', 'checkin=2026-12-02'));
    await resultsShown();
    await waitFor(() => expect(count('moderate-double', 'moderate-double-room-only')).toBe('0'));
    expect(screen.queryByTestId('selection-bar')).toBeNull();
    expect(sessionStorage.getItem('yadori:selected-rooms')).toBeNull();
  });

  it('takes out rooms that new results no longer offer, and says so', async () => {
    api = installFakeApi(
      resultsRoutes((req) => {
        const a = answerFor(2);
        // Searched again in another order: the twin has gone meanwhile.
        if (req.url.searchParams.get('order') === 'price_high_to_low') a.data.rooms = a.data.rooms.filter((r) => r.room_type_code !== 'accessible-twin');
        return a;
      }),
    );
    renderAt(TWO_ROOMS);
    await resultsShown();
    await press(plus('moderate-double', 'moderate-double-room-only'));
    await press(plus('accessible-twin', 'accessible-twin-breakfast'));
    // The same stay searched again (another order): the twin is gone.
    enterValue(screen.getByLabelText('Sort by'), 'price_high_to_low');
    expect((await screen.findByTestId('selection-adjusted')).textContent).toContain('no longer available');
    expect(screen.getByTestId('selection-count').textContent).toBe('1 of 2 rooms chosen');
  });

  it('does not book together plans with no payment method in common, and says why', async () => {
    api = installFakeApi(resultsRoutes(() => answerFor(2, { 'moderate-double-room-only': ['on_site'] })));
    renderAt(TWO_ROOMS);
    await resultsShown();
    await press(plus('moderate-double', 'moderate-double-room-only'));
    await press(plus('accessible-twin', 'accessible-twin-advance-nr'));
    const book = screen.getByTestId('selection-book');
    expect(book.tagName).toBe('BUTTON');
    expect(book.getAttribute('aria-disabled')).toBe('true');
    expect(book.hasAttribute('href')).toBe(false);
    const problem = document.getElementById(book.getAttribute('aria-describedby')!)!;
    expect(problem.textContent).toContain('mixed payment methods across rooms are not allowed');
    // With a plan that shares a method, it books again.
    await press(minus('accessible-twin', 'accessible-twin-advance-nr'));
    await press(plus('accessible-twin', 'accessible-twin-room-only'));
    expect(screen.getByTestId('selection-book').tagName).toBe('A');
    expect(screen.queryByTestId('selection-mixed-payment')).toBeNull();
  });

  it('offers no counters for a one-room search', async () => {
    api = installFakeApi(resultsRoutes(() => answerFor(1)));
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    expect(screen.queryAllByTestId('room-counter')).toEqual([]);
  });
});

describe('booking the chosen rooms together', { timeout: 60_000 }, () => {
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, children: 0 }, { adults: 1, children: 0 }]));
  const GUEST = `/reservation/guest-detail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&rooms=${rooms}&room_count=2`;

  function priceFor(req: FakeRequest): FakeAnswer {
    const code = req.url.searchParams.get('room_plan_code')!;
    const n = (JSON.parse(req.url.searchParams.get('rooms')!) as unknown[]).length;
    return ok(PriceAnswerSchema, { data: { room_plan_code: code, available: true, plan_stock_count: 5, price: times(planOf(code).price, n) } });
  }

  function bookingRoutes(post: FakeHandler, methods: Record<string, PaymentMethod[]> = {}): Record<string, FakeHandler> {
    return {
      'GET /hotels/demo-tokyo/rooms/price': priceFor,
      'GET /hotels/demo-tokyo/rooms': (req) => {
        const a = answerFor(1, methods);
        const code = req.url.searchParams.get('room_plan_codes');
        a.data.rooms = a.data.rooms.map((r) => ({ ...r, room_plan: r.room_plan.filter((p) => p.room_plan_code === code) })).filter((r) => r.room_plan.length);
        return ok(RoomSearchAnswerSchema, a);
      },
      'GET /hotels/demo-tokyo/additional_questions': () => ok(AdditionalQuestionsAnswerSchema, questions),
      'GET /hotels/demo-tokyo/extras': () => ok(ExtrasAnswerSchema, extras),
      'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy1Fixture)),
      'GET /hotels/demo-tokyo/cancellation_policies/2': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy2Fixture)),
      'POST /hotels/demo-tokyo/reservations': post,
    };
  }

  async function fill() {
    enterValue(screen.getByLabelText(/^Last name/), 'Smith');
    enterValue(screen.getByLabelText(/^First name/), 'Anna');
    enterValue(screen.getByLabelText(/^Email \*/), 'anna@example.com');
    enterValue(screen.getByLabelText(/^Email again/), 'anna@example.com');
    enterValue(screen.getByLabelText(/^Phone number/), '+819012345678');
    const checkin = questions.data.find((q) => q.question_type === 'checkin')!;
    enterValue(screen.getByLabelText(new RegExp(`^${checkin.text.en}`)), checkin.options[0]!);
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
  }

  it('prices each offer for its own rooms, lists every room with its plan, and books each room with its plan', async () => {
    const roomOnly = planOf('moderate-double-room-only').price.total_price;
    const twin = planOf('accessible-twin-breakfast').price.total_price;
    let n = 0;
    const bodies: unknown[] = [];
    api = installFakeApi(
      bookingRoutes((req): FakeAnswer => {
        n++;
        void req;
        if (n === 1) return { status: 409, body: { ...errorEnvelope('Conflict', 1000, 'price_became_cheaper', 'expected_total_price'), price: times(planOf('moderate-double-room-only').price, 2) } };
        return { status: 201, body: created };
      }),
    );
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [unknown, RequestInit][] } };
    // What the results page kept while the rooms were chosen.
    sessionStore.set(SELECTED_ROOMS_KEY, { key: 'the stay', entries: [], facts: {} });
    const loc = renderAt(`${GUEST}&selected=moderate-double*moderate-double-room-only*1&selected=accessible-twin*accessible-twin-breakfast*1`);
    expect((await screen.findByTestId('booking-total')).textContent).toBe(`¥${(roomOnly + twin).toLocaleString('en')}`);

    // One price check per offer, each for the party of the room it takes.
    const checks = api.callsTo('/hotels/demo-tokyo/rooms/price').map((c) => [c.url.searchParams.get('room_plan_code'), (JSON.parse(c.url.searchParams.get('rooms')!) as { adults: number }[]).map((r) => r.adults)]);
    expect(checks).toEqual([
      ['moderate-double-room-only', [2]],
      ['accessible-twin-breakfast', [1]],
    ]);
    const summary = screen.getAllByTestId('summary-room').map((r) => r.textContent);
    expect(summary).toEqual(['Room 1Moderate Double · Room onlyAdults: 2 · Children: 0', 'Room 2Accessible Twin · Breakfast includedAdults: 1 · Children: 0']);
    expect(screen.getAllByTestId('price-offer').map((l) => l.textContent)).toEqual([
      `Moderate Double · Room only ×\u00a01¥${roomOnly.toLocaleString('en')}`,
      `Accessible Twin · Breakfast included ×\u00a01¥${twin.toLocaleString('en')}`,
    ]);
    // Both plans take these three; the hotel offers them all.
    expect(within(screen.getByTestId('payment')).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['on_site', 'credit_card', 'bank_transfer']);

    await fill();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const change = await screen.findByTestId('price-change');
    expect(change.textContent).toContain('The price became cheaper.');
    fireEvent.click(within(change).getByRole('button', { name: 'Confirm and book' }));
    await waitFor(() => expect(loc.history.at(-1)).toBe(`/reservation/confirmation/${created.data.reservation.reservation_number}?code=demo-tokyo`));
    for (const [u, i] of fetchMock.mock.calls) if (String(u).endsWith('/reservations') && i.method === 'POST') bodies.push(ReservationRequestSchema.parse(JSON.parse(String(i.body))));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      payment_type: 'on_site',
      expected_total_price: roomOnly + twin,
      rooms: [
        { room_plan_code: 'moderate-double-room-only', adults: 2, children: 0 },
        { room_plan_code: 'accessible-twin-breakfast', adults: 1, children: 0 },
      ],
    });
    // The confirmed price is what the second attempt expects.
    expect(bodies[1]).toMatchObject({ expected_total_price: roomOnly * 2 });
    // Booked: the results page starts with no rooms chosen.
    expect(sessionStorage.getItem(SELECTED_ROOMS_KEY)).toBeNull();
  });

  it('offers only the payment methods every plan takes', async () => {
    api = installFakeApi(bookingRoutes(() => ({ status: 500, body: {} })));
    renderAt(`${GUEST}&selected=moderate-double*moderate-double-room-only*1&selected=accessible-twin*accessible-twin-advance-nr*1`);
    await screen.findByTestId('booking-total');
    expect(within(screen.getByTestId('payment')).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['credit_card']);
  });

  it('says why plans with no payment method in common cannot be booked together, with the way back', async () => {
    api = installFakeApi(bookingRoutes(() => ({ status: 500, body: {} }), { 'moderate-double-room-only': ['on_site'] }));
    renderAt(`${GUEST}&selected=moderate-double*moderate-double-room-only*1&selected=accessible-twin*accessible-twin-advance-nr*1`);
    const mixed = await screen.findByTestId('mixed-payment');
    expect(mixed.textContent).toContain('mixed payment methods across rooms are not allowed');
    expect(within(mixed).getByRole('link', { name: 'Back to the search results' }).getAttribute('href')).toContain('/booking/result?code=demo-tokyo');
    expect(within(screen.getByTestId('payment')).queryAllByRole('radio')).toEqual([]);
  });

  it('gives a reason and a way back for a selection it cannot read', async () => {
    api = installFakeApi({});
    renderAt(`${GUEST}&selected=moderate-double*moderate-double-room-only*2&selected=accessible-twin*accessible-twin-advance-nr*1`);
    const problem = await screen.findByTestId('selection-problem');
    expect(problem.textContent).toContain('more rooms than were searched for');
    expect(within(problem).getByRole('link', { name: 'Back to the search results' }).getAttribute('href')).toContain('/booking/result?code=demo-tokyo&checkin=2026-12-10');
  });
});
