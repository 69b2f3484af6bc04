// @vitest-environment jsdom
// The guest-detail step as a whole route: selection from the query, the price re-check, the form
// rules, and what the page does with each answer of POST /reservations (a price change to confirm,
// a declined card with its three offers). Fixtures are real answers of the reference API, parsed
// with the contract; any request without a fixture fails the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
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
  BOOKING_ERRORS,
  CancellationPolicyAnswerSchema,
  errorEnvelope,
} from '../../contract';
import GuestDetailPage from '../../src/features/booking/GuestDetailPage';
import FailPage from '../../src/features/booking/FailPage';
import { bookingState, resetBooking } from '../../src/features/booking/booking-store';
import { appState, setSettings, setUser } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { installFakeApi, ok, type FakeAnswer, type FakeHandler } from '../fixtures/fake-api';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import priceFixture from '../fixtures/price-demo-tokyo.json';
import planFixture from '../fixtures/plan-demo-tokyo.json';
import questionsFixture from '../fixtures/questions-demo-tokyo.json';
import extrasFixture from '../fixtures/extras-demo-tokyo.json';
import createdFixture from '../fixtures/reservation-created-demo-tokyo.json';
import policy1Fixture from '../fixtures/cancellation-policy-1.json';
import { enterValue } from '../fixtures/enter-value';

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
    'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy1Fixture)),
    'POST /hotels/demo-tokyo/reservations': post,
  };
}

function renderAt(url: string, page: 'guest' | 'fail' = 'guest') {
  const loc = memoryLocation({ path: url, record: true });
  render(<Router hook={loc.hook} searchHook={loc.searchHook}>{page === 'guest' ? <GuestDetailPage /> : <FailPage />}</Router>);
  return loc;
}

/** Both pages behind one router, as the app has them: the fail page's offers lead to the form. */
function renderRoutes(url: string) {
  const loc = memoryLocation({ path: url, record: true });
  render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <Switch>
        <Route path="/reservation/guest-detail" component={GuestDetailPage} />
        <Route path="/reservation/fail" component={FailPage} />
      </Switch>
    </Router>,
  );
  return loc;
}

async function fillForm() {
  await screen.findByTestId('price-breakdown');
  enterValue(screen.getByLabelText(/^Last name/), 'Smith');
  enterValue(screen.getByLabelText(/^First name/), 'Anna');
  enterValue(screen.getByLabelText(/^Email \*/), 'anna@example.com');
  enterValue(screen.getByLabelText(/^Email again/), 'anna@example.com');
  enterValue(screen.getByLabelText(/^Phone number/), '+819012345678');
  const checkin = questions.data.find((q) => q.question_type === 'checkin')!;
  enterValue(screen.getByLabelText(new RegExp(`^${checkin.text.en}`)), checkin.options[0]!);
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
  setUser(null);
  resetBooking();
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

  it('a signed-in member finds their details filled in, and can change them', async () => {
    setUser({
      id: 7, membership_id: 'M-7', email: 'member@demo.yadori.test', first_name: 'Hanako', last_name: 'Yamada', first_name_kana: null, last_name_kana: null,
      locale: 'en', provider: null, program_id: 1, rank_id: null, rank: null, hotel_brand_id: init.hotel_brand.id, organization: null, organization_role: null,
      point_program_enabled: false,
    });
    api = installFakeApi(routes(() => ({ status: 500, body: null })));
    renderAt(URL_OK);
    await screen.findByTestId('price-breakdown');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Hanako');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Yamada');
    expect((screen.getByLabelText(/^Email again/) as HTMLInputElement).value).toBe('member@demo.yadori.test');
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe('');
    enterValue(screen.getByLabelText(/^First name/), 'Anna');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Anna');
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

  it('says the room sold out, by the reason the API names, and keeps what the guest typed', async () => {
    api = installFakeApi(routes((): FakeAnswer => ({ status: 409, body: errorEnvelope('Conflict', 1000, BOOKING_ERRORS.soldOut, 'rooms') })));
    renderAt(URL_OK);
    await screen.findByTestId('booking-total');
    await fillForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Sorry, this room is no longer available for these dates.')).toBeTruthy();
    expect((screen.getByLabelText(/^Email \*/) as HTMLInputElement).value).not.toBe('');
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
  const FAIL_3DS = '/reservation/fail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&error_code=3006';
  const URL_MCP = `${URL_OK}&mcp_currency=USD`;
  let attempts = 0;

  /** A card attempt from the guest-detail page (the card declined), as the booking before a 3-D Secure round trip leaves it. */
  async function cardAttempt(url: string) {
    // Not the same body within the duplicate guard's 2 seconds as another test's booking.
    attempts++;
    vi.setSystemTime(new Date(Date.now() + attempts * 5_000));
    renderAt(url);
    await fillForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    const frame = await screen.findByTitle('Card details (secure form of the payment provider)');
    const origin = new URL(frame.getAttribute('src')!).origin;
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'yadori:card-token', token: 'tok_abcdefghijkl', brand: 'visa', last4: '0002' }, origin, source: (frame as HTMLIFrameElement).contentWindow }));
    await screen.findByTestId('card-ready');
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByTestId('card-failure-offers');
    // What a full page load (the challenge page's redirect) leaves: session storage only.
    cleanup();
    resetBooking();
  }

  /** The POST: a card is declined, paying at the hotel books. */
  function declineCards(): FakeHandler {
    return () => {
      const body = JSON.parse(String(lastPostBody())) as { payment_type: string };
      return body.payment_type === 'on_site'
        ? { status: 201, body: ReservationCreatedAnswerSchema.parse(created) }
        : { status: 402, body: errorEnvelope('Payment Required', 3007, 'The card was not accepted.', 'card') };
    };
  }

  function lastPostBody(): unknown {
    const calls = (globalThis.fetch as unknown as { mock: { calls: [unknown, RequestInit][] } }).mock.calls.filter(([u, i]) => String(u).endsWith('/reservations') && i.method === 'POST');
    return calls.at(-1)![1].body;
  }

  it('says why in the guest language and leads back to the same search', async () => {
    api = installFakeApi({});
    renderAt('/reservation/fail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&error_code=3008', 'fail');
    expect((screen.getByTestId('fail-message')).textContent).toContain('The 3-D Secure check was cancelled.');
    expect(screen.getByTestId('fail-back').getAttribute('href')).toBe('/booking/result?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2');
    // No attempt remembered: the search is the only way on.
    expect(screen.queryByTestId('card-failure-offers')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers the three ways on after a card failure, and paying at the hotel goes back to the form in the hotel currency', async () => {
    api = installFakeApi(routes(declineCards()));
    await cardAttempt(URL_MCP);
    expect(api.callsTo('/hotels/demo-tokyo/rooms/price')[0]!.url.searchParams.get('mcp_currency')).toBe('USD');

    const loc = renderRoutes(FAIL_3DS);
    expect(screen.getByTestId('fail-message').textContent).toBe("The card issuer's 3-D Secure check failed.");
    const offers = screen.getByRole('region', { name: 'Complete this booking another way' });
    expect(within(offers).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pay at the hotel instead', 'Try another card', 'Change payment method']);
    expect(screen.getByTestId('fail-back').getAttribute('href')).toBe('/booking/result?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2');

    const pricesBefore = api.callsTo('/hotels/demo-tokyo/rooms/price').length;
    fireEvent.click(within(offers).getByRole('button', { name: 'Pay at the hotel instead' }));
    expect(loc.history.at(-1)).toBe(URL_MCP);
    await screen.findByTestId('price-breakdown');
    // The same selection with the saved form; pay at the hotel chosen and focused; the hotel's currency.
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Smith');
    expect((screen.getByLabelText(/^Email again/) as HTMLInputElement).value).toBe('anna@example.com');
    const onSite = screen.getByRole('radio', { name: 'Pay at the hotel' }) as HTMLInputElement;
    expect(onSite.checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(onSite));
    const resumedPrice = api.callsTo('/hotels/demo-tokyo/rooms/price').slice(pricesBefore);
    expect(resumedPrice.length).toBeGreaterThan(0);
    expect(resumedPrice.every((c) => !c.url.searchParams.has('mcp_currency'))).toBe(true);
    expect(bookingState.resume).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(loc.history.at(-1)).toBe(`/reservation/confirmation/${created.data.reservation.reservation_number}?code=demo-tokyo`));
    const body = ReservationRequestSchema.parse(JSON.parse(String(lastPostBody())));
    expect(body.payment_type).toBe('on_site');
    expect(body.mcp_currency).toBeUndefined();
    expect(body.card).toBeUndefined();
  });

  it('goes back with a fresh card form for another card, and to the payment methods for another method', async () => {
    api = installFakeApi(routes(declineCards()));
    await cardAttempt(URL_OK);

    renderRoutes('/reservation/fail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&error_code=3008');
    fireEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    await screen.findByTestId('price-breakdown');
    expect((screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('card-frame')).toBeTruthy();
    expect(screen.queryByTestId('card-ready')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('yb-card-form'));
    cleanup();
    resetBooking();

    renderRoutes('/reservation/fail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&error_code=3007');
    fireEvent.click(screen.getByRole('button', { name: 'Change payment method' }));
    await screen.findByTestId('price-breakdown');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Anna');
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]));
    expect(document.activeElement?.closest('#gd-payment_type')).toBeTruthy();
  });

  it('shows only the way back to the search when the attempt expired, was for another stay, or the failure was not the card', async () => {
    api = installFakeApi(routes(declineCards()));
    await cardAttempt(URL_OK);

    // Another stay than the remembered attempt's.
    renderAt('/reservation/fail?code=demo-tokyo&checkin=2026-12-11&checkout=2026-12-12&adults=2&error_code=3006', 'fail');
    expect(screen.queryByTestId('card-failure-offers')).toBeNull();
    cleanup();

    // Not a card failure.
    renderAt('/reservation/fail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&error_code=3013', 'fail');
    expect(screen.getByTestId('fail-message').textContent).toBe('Something went wrong with the payment.');
    expect(screen.queryByTestId('card-failure-offers')).toBeNull();
    cleanup();

    // Still remembered just before the 10 minutes are up, gone after.
    vi.setSystemTime(new Date(Date.now() + 9 * 60_000));
    renderAt(FAIL_3DS, 'fail');
    expect(screen.getByTestId('card-failure-offers')).toBeTruthy();
    cleanup();
    vi.setSystemTime(new Date(Date.now() + 2 * 60_000));
    renderAt(FAIL_3DS, 'fail');
    expect(screen.queryByTestId('card-failure-offers')).toBeNull();
    expect(screen.getByTestId('fail-back').className).toBe('y-button');
  });
});
