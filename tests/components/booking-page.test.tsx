// @vitest-environment jsdom
// The guest-detail step as a whole route: selection from the query, the price re-check, the form
// rules, and what the page does with each answer of POST /reservations (a price change to confirm,
// a declined card with its three offers). Fixtures are real answers of the reference API, parsed
// with the contract; any request without a fixture fails the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  AdditionalQuestionsAnswerSchema,
  ExtrasAnswerSchema,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  PriceAnswerSchema,
  ReservationCreatedAnswerSchema,
  ReservationRequestSchema,
  RoomSearchAnswerSchema,
  errorEnvelope,
} from '../../contract';
import GuestDetailPage from '../../src/features/booking/GuestDetailPage';
import FailPage from '../../src/features/booking/FailPage';
import { bookingState } from '../../src/features/booking/booking-store';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { installFakeApi, ok, type FakeAnswer, type FakeHandler } from '../fixtures/fake-api';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import priceFixture from '../fixtures/price-demo-tokyo.json';
import planFixture from '../fixtures/plan-demo-tokyo.json';
import questionsFixture from '../fixtures/questions-demo-tokyo.json';
import extrasFixture from '../fixtures/extras-demo-tokyo.json';
import createdFixture from '../fixtures/reservation-created-demo-tokyo.json';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
const price = PriceAnswerSchema.parse(priceFixture);
const plan = RoomSearchAnswerSchema.parse(planFixture);
const questions = AdditionalQuestionsAnswerSchema.parse(questionsFixture);
const extras = ExtrasAnswerSchema.parse(extrasFixture);
const created = ReservationCreatedAnswerSchema.parse(createdFixture);

const URL_OK =
  '/reservation/guest-detail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&children=0&room_count=1&room_type_code=moderate-double&room_plan_code=moderate-double-room-only&hotel_plan_code=room-only';

type Api = ReturnType<typeof installFakeApi>;
let api: Api;

function routes(post: FakeHandler): Record<string, FakeHandler> {
  return {
    'GET /hotels/demo-tokyo/rooms/price': () => ok(PriceAnswerSchema, price),
    'GET /hotels/demo-tokyo/rooms': () => ok(RoomSearchAnswerSchema, plan),
    'GET /hotels/demo-tokyo/additional_questions': () => ok(AdditionalQuestionsAnswerSchema, questions),
    'GET /hotels/demo-tokyo/extras': () => ok(ExtrasAnswerSchema, extras),
    'POST /hotels/demo-tokyo/reservations': post,
  };
}

function renderAt(url: string, page: 'guest' | 'fail' = 'guest') {
  const loc = memoryLocation({ path: url, record: true });
  render(<Router hook={loc.hook} searchHook={loc.searchHook}>{page === 'guest' ? <GuestDetailPage /> : <FailPage />}</Router>);
  return loc;
}

async function fillForm() {
  await screen.findByTestId('price-breakdown');
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Smith' } });
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByLabelText(/^Email \*/), { target: { value: 'anna@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Email again/), { target: { value: 'anna@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '+819012345678' } });
  const checkin = questions.data.find((q) => q.question_type === 'checkin')!;
  fireEvent.change(screen.getByLabelText(new RegExp(`^${checkin.text.en}`)), { target: { value: checkin.options[0] } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
}

function posted() {
  return api.callsTo('/hotels/demo-tokyo/reservations');
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  await setLocale('en');
  sessionStorage.clear();
  localStorage.clear();
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  bookingState.key = null;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expect(api.unhandled).toEqual([]);
});

describe('guest detail', () => {
  it('shows a clear message and a way back for a link without a plan', async () => {
    api = installFakeApi({});
    renderAt('/reservation/guest-detail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2');
    const problem = await screen.findByTestId('selection-problem');
    expect((problem).textContent).toContain('The room or plan is missing from the link');
    expect(within(problem).getByRole('link', { name: 'Back to the search results' }).getAttribute('href')).toContain('/booking/result?code=demo-tokyo&checkin=2026-12-10');
  });

  it('re-checks the price, lists the problems, and books after the guest confirms a new price', async () => {
    const dearer = structuredClone(price.data.price);
    dearer.total_price += 500;
    let n = 0;
    api = installFakeApi(
      routes((): FakeAnswer => {
        n++;
        if (n === 1) return { status: 409, body: { ...errorEnvelope('Conflict', 1000, 'price_became_dearer', 'expected_total_price'), price: dearer } };
        return { status: 201, body: ReservationCreatedAnswerSchema.parse(created) };
      }),
    );
    const loc = renderAt(URL_OK);
    expect((await screen.findByTestId('booking-total')).textContent).toContain('¥39,820');
    const priceCall = api.callsTo('/hotels/demo-tokyo/rooms/price')[0]!;
    expect(priceCall.url.searchParams.get('room_plan_code')).toBe('moderate-double-room-only');
    expect(JSON.parse(priceCall.url.searchParams.get('rooms')!)).toEqual([{ checkin_date: '2026-12-10', checkout_date: '2026-12-12', adults: 2, children: 0, kids_age_range: [] }]);

    // Nothing filled: a summary, and each field says what is wrong.
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const summary = await screen.findByTestId('error-summary');
    expect((summary).textContent).toContain('Email: Please fill this in.');
    expect((screen.getByLabelText(/^Email \*/)).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Email \*/).getAttribute('aria-describedby')).toContain('gd-email-error');
    expect(posted()).toHaveLength(0);

    await fillForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const change = await screen.findByTestId('price-change');
    expect((change).textContent).toContain('The price became higher.');
    expect((change).textContent).toContain('¥40,320');

    fireEvent.click(within(change).getByRole('button', { name: 'Confirm and book' }));
    await waitFor(() => expect(loc.history.at(-1)).toBe(`/reservation/confirmation/${created.data.reservation.reservation_number}?code=demo-tokyo`));
    const [first, second] = posted();
    expect(first!.headers['idempotency-key']).toMatch(/^bk_/);
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
    // The bypass token is kept for the confirmation page, never put in the address.
    expect(sessionStorage.getItem(`yadori:reservation:${created.data.reservation.reservation_number}`)).toContain('bypass-token-of-the-fixture');
  });

  it('offers pay at the hotel, another card and another method when the card is declined', async () => {
    api = installFakeApi(routes(() => ({ status: 402, body: errorEnvelope('Payment Required', 3007, 'The card was not accepted.', 'card') })));
    renderAt(URL_OK);
    await fillForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    const frame = await screen.findByTitle('Card details (secure form of the payment provider)');
    expect(frame.getAttribute('src')).toMatch(/\/payments\/sandbox\/card-form\?origin=/);
    // A message from anywhere but the card form's frame is ignored.
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'yadori:card-token', token: 'tok_forged_forged_1', brand: 'visa', last4: '4242' }, origin: 'http://evil.test' }));
    expect(screen.queryByTestId('card-ready')).toBeNull();
    const apiOrigin = new URL(frame.getAttribute('src')!).origin;
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'yadori:card-token', token: 'tok_abcdefghijkl', brand: 'visa', last4: '0002' }, origin: apiOrigin, source: (frame as HTMLIFrameElement).contentWindow }));
    expect((await screen.findByTestId('card-ready')).textContent).toContain('Visa card ending in 0002 is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const offers = await screen.findByTestId('card-failure-offers');
    expect((screen.getByTestId('booking-error')).textContent).toContain('The card was not accepted.');
    expect(within(offers).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pay at the hotel instead', 'Try another card', 'Change payment method']);
    const body = JSON.parse(String((globalThis.fetch as unknown as { mock: { calls: [unknown, RequestInit][] } }).mock.calls.find(([u, i]) => String(u).endsWith('/reservations') && i.method === 'POST')![1].body));
    expect(ReservationRequestSchema.parse(body)).toMatchObject({ payment_type: 'credit_card', card: { token: 'tok_abcdefghijkl', brand: 'visa' }, expected_total_price: price.data.price.total_price });
  });
});

describe('fail page', () => {
  it('says why in the guest language and leads back to the same search', async () => {
    api = installFakeApi({});
    renderAt('/reservation/fail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&error_code=3008', 'fail');
    expect((screen.getByTestId('fail-message')).textContent).toContain('The 3-D Secure check was cancelled.');
    expect(screen.getByTestId('fail-back').getAttribute('href')).toBe('/booking/result?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2');
  });
});
