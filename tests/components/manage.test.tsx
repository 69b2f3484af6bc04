// @vitest-environment jsdom
// Managing a reservation as whole routes: the look-up (one message for a miss, the wait after too
// many, the token kept out of the address), and what the cancel and change pages do with each
// answer the API can give — a fee or price that moved, the who-may-act refusals, 3013/3014/3016.
// Fixtures parse against the contract; any request without a handler fails the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  CancellationQuoteAnswerSchema,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  LookupAnswerSchema,
  ReceiptStateAnswerSchema,
  ReservationAnswerSchema,
  ReservationCreatedAnswerSchema,
  ReservationQuestionsAnswerSchema,
  UpdateQuoteAnswerSchema,
  UpdateSettingsAnswerSchema,
  errorEnvelope,
  type Reservation,
} from '../../contract';
import LookupPage from '../../src/features/manage/LookupPage';
import CancelPage from '../../src/features/manage/CancelPage';
import UpdatePage from '../../src/features/manage/UpdatePage';
import ManagePage from '../../src/features/manage/ManagePage';
import ReceiptPage from '../../src/features/manage/ReceiptPage';
import { appState, setSettings, setUser } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { keepReservationAccess, reservationAccess } from '../../src/lib/reservation-access';
import { installFakeApi, ok, type FakeHandler, type FakeRequest } from '../fixtures/fake-api';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import createdFixture from '../fixtures/reservation-created-demo-tokyo.json';
import { enterValue } from '../fixtures/enter-value';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
const booked = ReservationCreatedAnswerSchema.parse(createdFixture).data.reservation;
const NO = booked.reservation_number;
const ACCESS = { email: booked.guest.email, bypass_token: 'tok-component-0123456789' };

/** The booked reservation with two rooms of 19,910 each. */
function twoRooms(): Reservation {
  const r = structuredClone(booked);
  const room = { ...r.rooms[0]!, total_price: 19_910 };
  r.rooms = [
    { ...room, id: 11 },
    { ...room, id: 12 },
  ];
  return r;
}

const settingsAnswer = (over: Partial<ReturnType<typeof UpdateSettingsAnswerSchema.parse>['data']> = {}) =>
  ok(UpdateSettingsAnswerSchema, { data: { updatable: true, deadline: '2026-12-09', reasons: [], min_nights: 1, can_reduce: true, sign_in_warning: null, ...over } });

const base = `/hotels/demo-tokyo/reservations/${NO}`;
type Api = ReturnType<typeof installFakeApi>;

/** What the hub asks for once it shows a reservation that is not cancelled. */
const hubRoutes = (): Record<string, FakeHandler> => ({
  [`PUT ${base}/update_settings`]: () => settingsAnswer(),
  [`GET ${base}/additional_questions`]: () => ok(ReservationQuestionsAnswerSchema, { data: { questions: [], answers: [] } }),
});

/**
 * A test that ends on the hub waits for the hub's own calls: left running, they would reach the
 * next test's fake API.
 */
async function settleOnHub(loc: { history: string[] }): Promise<void> {
  await waitFor(() => expect(loc.history.at(-1)).toBe(`/reservation/manage/${NO}?code=demo-tokyo`));
  await screen.findByTestId('manage-status');
  if (!screen.queryByTestId('manage-actions')) return;
  await waitFor(() => {
    expect(api.callsTo(`${base}/update_settings`).length).toBeGreaterThan(0);
    expect(api.callsTo(`${base}/additional_questions`).length).toBeGreaterThan(0);
  });
}

/** The JSON bodies sent to a path, in order (the fake fetch records the calls' init). */
function bodiesTo(pathname: string, method: string, filter: (url: URL) => boolean = () => true): unknown[] {
  const calls = (globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL, RequestInit | undefined][] } }).mock.calls;
  return calls
    .filter(([u, i]) => {
      const url = new URL(String(u));
      return url.pathname === pathname && (i?.method ?? 'GET') === method && filter(url);
    })
    .map(([, i]) => JSON.parse(String(i?.body)));
}
let api: Api;

function renderAt(url: string) {
  const loc = memoryLocation({ path: url, record: true });
  render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <Switch>
        <Route path="/search" component={LookupPage} />
        <Route path="/reservation/manage/:number" component={ManagePage} />
        <Route path="/reservation/manage/:number/cancel" component={CancelPage} />
        <Route path="/reservation/manage/:number/update" component={UpdatePage} />
        <Route path="/reservation/manage/:number/receipt" component={ReceiptPage} />
        <Route path="/reservation/confirmation/:number">{() => <p data-testid="confirmation-stand-in" />}</Route>
      </Switch>
    </Router>,
  );
  return loc;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  await setLocale('en');
  sessionStorage.clear();
  localStorage.clear();
  setSettings(structuredClone(init), structuredClone(login));
  setUser(null);
  appState.hotelCode = 'demo-tokyo';
  appState.globalMessage = null;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expect(api.unhandled).toEqual([]);
});

describe('look-up', () => {
  const lookupPath = `/hotel_brands/${init.hotel_brand.id}/reservations/${NO}`;

  function fill(number: string, email: string) {
    enterValue(screen.getByLabelText(/^Reservation number/), number);
    enterValue(screen.getByLabelText(/^Email address/), email);
    fireEvent.click(screen.getByRole('button', { name: 'Find my reservation' }));
  }

  it('checks the fields, says one thing for a miss, keeps what was typed, and tells the wait after too many', async () => {
    let n = 0;
    const slowed = (seconds: number) => ({ status: 429, body: errorEnvelope('Too Many Requests', 1000, 'Too many attempts. Please try again in 9 minute(s).', undefined, { retry_after: seconds }) });
    api = installFakeApi({
      [`GET ${lookupPath}`]: () => {
        n++;
        if (n === 1) return { status: 404, body: errorEnvelope('Not Found', 1000, 'The reservation number or the e-mail address is not right.') };
        if (n === 2) return slowed(30);
        if (n === 3) return slowed(150);
        // An answer without retry_after: the wait is read from the message.
        return { status: 429, body: errorEnvelope('Too Many Requests', 1000, 'Too many attempts. Please try again in 2 minute(s).') };
      },
    });
    renderAt('/search?code=demo-tokyo');
    fireEvent.click(screen.getByRole('button', { name: 'Find my reservation' }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Reservation number: Please fill this in.', 'Email address: Please fill this in.']);
    expect(api.callsTo(lookupPath)).toHaveLength(0);

    fill(NO, 'someone@example.com');
    expect((await screen.findByTestId('lookup-error')).textContent).toBe(
      'We could not find a reservation with this reservation number and email address. Please check both and try again.',
    );
    expect(api.callsTo(lookupPath)[0]!.url.searchParams.get('email')).toBe('someone@example.com');
    expect((screen.getByLabelText(/^Reservation number/) as HTMLInputElement).value).toBe(NO);
    expect((screen.getByLabelText(/^Email address/) as HTMLInputElement).value).toBe('someone@example.com');

    // The wait comes from the body's retry_after (seconds), not from the English message.
    fireEvent.click(screen.getByRole('button', { name: 'Find my reservation' }));
    await waitFor(() => expect(screen.getByTestId('lookup-error').textContent).toBe('Too many attempts. Please wait 30 seconds and try again.'));
    fireEvent.click(screen.getByRole('button', { name: 'Find my reservation' }));
    await waitFor(() => expect(screen.getByTestId('lookup-error').textContent).toBe('Too many attempts. Please wait 3 minute(s) and try again.'));
    fireEvent.click(screen.getByRole('button', { name: 'Find my reservation' }));
    await waitFor(() => expect(screen.getByTestId('lookup-error').textContent).toBe('Too many attempts. Please wait 2 minute(s) and try again.'));
  });

  it('says the wait in Japanese from retry_after', async () => {
    await setLocale('ja');
    api = installFakeApi({
      [`GET ${lookupPath}`]: () => ({ status: 429, body: errorEnvelope('Too Many Requests', 1000, 'Too many attempts. Please try again in 1 minute(s).', undefined, { retry_after: 240 }) }),
    });
    renderAt('/search?code=demo-tokyo');
    enterValue(screen.getByLabelText(/^予約番号/), NO);
    enterValue(screen.getByLabelText(/^メールアドレス/), 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: '予約を確認する' }));
    expect((await screen.findByTestId('lookup-error')).textContent).toBe('試行回数が多すぎます。4分ほど待ってから、もう一度お試しください。');
  });

  it('keeps the token for this tab and opens the confirmation without it in the address', async () => {
    api = installFakeApi({ [`GET ${lookupPath}`]: () => ok(LookupAnswerSchema, { data: { reservation: booked, bypass_token: ACCESS.bypass_token } }) });
    const loc = renderAt('/search?code=demo-tokyo');
    fill(NO.toLowerCase(), ` ${booked.guest.email} `);
    await screen.findByTestId('confirmation-stand-in');
    expect(loc.history.at(-1)).toBe(`/reservation/confirmation/${NO}?code=demo-tokyo`);
    expect(loc.history.join(' ')).not.toContain(ACCESS.bypass_token);
    expect(reservationAccess(NO)).toEqual({ email: booked.guest.email, bypass_token: ACCESS.bypass_token });
    expect(api.callsTo(lookupPath)[0]!.url.searchParams.get('email')).toBe(booked.guest.email);
  });
});

describe('cancelling', () => {
  function feeOf(req: FakeRequest) {
    const ids = req.url.searchParams.get('room_ids');
    return ids === '11' ? 5_973 : 11_946;
  }

  function routes(cancel: FakeHandler, r: Reservation = twoRooms()): Record<string, FakeHandler> {
    return {
      ...hubRoutes(),
      [`GET ${base}`]: () => ok(ReservationAnswerSchema, { data: r }),
      [`GET ${base}/cancellation_fee`]: (req) =>
        ok(CancellationQuoteAnswerSchema, { data: { fee: feeOf(req), percent: 30, same_day: false, currency: 'JPY', room_ids: (req.url.searchParams.get('room_ids') ?? '11,12').split(',').map(Number) } }),
      [`PUT ${base}/cancel`]: cancel,
    };
  }

  it('shows the fee of the rooms chosen and, when it moved, the new fee to confirm again', async () => {
    let n = 0;
    api = installFakeApi(
      routes(() => {
        n++;
        if (n === 1) return { status: 409, body: { ...errorEnvelope('Conflict', 1000, 'fee_changed', 'cancellation_fee_displayed'), fee: 7_000 } };
        const after = twoRooms();
        after.rooms[0]!.status = 'cancelled';
        return ok(ReservationAnswerSchema, { data: after });
      }),
    );
    keepReservationAccess(NO, ACCESS);
    const loc = renderAt(`/reservation/manage/${NO}/cancel?code=demo-tokyo`);
    await waitFor(() => expect(screen.getByTestId('fee-amount').textContent).toBe('¥11,946'));
    // The access goes in the API call's query only.
    expect(api.callsTo(`${base}/cancellation_fee`)[0]!.url.searchParams.get('bypass_token')).toBe(ACCESS.bypass_token);

    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    await waitFor(() => expect(screen.getByTestId('fee-amount').textContent).toBe('¥5,973'));
    expect(api.callsTo(`${base}/cancellation_fee`).at(-1)!.url.searchParams.get('room_ids')).toBe('11');
    fireEvent.click(screen.getByRole('radio', { name: 'Other reason' }));
    enterValue(await screen.findByLabelText(/^Please tell us the reason/), 'Flight cancelled');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel 1 room' }));

    expect((await screen.findByTestId('fee-changed')).textContent).toContain('The cancellation fee has changed to ¥7,000.');
    expect(screen.getByTestId('fee-amount').textContent).toBe('¥7,000');
    expect(bodiesTo(`${base}/cancel`, 'PUT')[0]).toEqual({ reason: 'other', details: 'Flight cancelled', cancellation_fee_displayed: 5_973, room_ids: [11] });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel 1 room' }));
    await settleOnHub(loc);
    expect(bodiesTo(`${base}/cancel`, 'PUT')[1]).toMatchObject({ cancellation_fee_displayed: 7_000, room_ids: [11] });
    expect(appState.globalMessage).toEqual({ key: 'manage.cancel.done_some', variant: 'success' });
  });

  it.each([
    [3013, 'This reservation is being updated. Please try again in about 5 minutes.'],
    [3014, 'The original reservation has been changed. Please cancel it and book again, or contact the hotel.'],
    [3016, 'This reservation is being updated. Please try again in about 5 minutes.'],
  ])('says what %i means, and keeps the choices made', async (code, text) => {
    api = installFakeApi(routes(() => ({ status: 409, body: errorEnvelope('Conflict', code, 'busy') })));
    keepReservationAccess(NO, ACCESS);
    renderAt(`/reservation/manage/${NO}/cancel?code=demo-tokyo`);
    await screen.findByTestId('fee-amount');
    fireEvent.click(screen.getByRole('radio', { name: 'My travel plans changed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the reservation' }));
    const problem = await screen.findByTestId('manage-problem');
    expect(problem.querySelector('p')!.textContent).toBe(text);
    // Sent to the hotel: its phone comes with the message; asked to wait: nothing more.
    expect(within(problem).queryByTestId('hotel-phone')?.textContent ?? null).toBe(code === 3014 ? '+81-3-1234-5601' : null);
    expect((screen.getByRole('radio', { name: 'My travel plans changed' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks a signed-in member to sign out for a guest reservation, and then goes through', async () => {
    let n = 0;
    api = installFakeApi({
      ...routes(() => {
        n++;
        return n === 1 ? { status: 403, body: errorEnvelope('Forbidden', 1000, 'sign_out_to_manage_guest_reservation') } : ok(ReservationAnswerSchema, { data: { ...twoRooms(), status: 'cancelled' } });
      }),
      'DELETE /hotels/demo-tokyo/memberships/sign_out': () => ({ status: 204, body: null }),
    });
    keepReservationAccess(NO, ACCESS);
    const loc = renderAt(`/reservation/manage/${NO}/cancel?code=demo-tokyo`);
    await screen.findByTestId('fee-amount');
    fireEvent.click(screen.getByRole('radio', { name: 'I chose a different hotel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the reservation' }));
    const problem = await screen.findByTestId('manage-problem');
    expect(problem.textContent).toContain('This reservation was made without signing in. To change or cancel it, please sign out first.');
    fireEvent.click(within(problem).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByTestId('manage-problem')).toBeNull());
    expect(api.callsTo('/hotels/demo-tokyo/memberships/sign_out')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the reservation' }));
    await settleOnHub(loc);
    expect(appState.globalMessage?.key).toBe('manage.cancel.done_all');
  });

  it('sends a reservation cancelled on its check-in day to the hotel', async () => {
    api = installFakeApi({
      ...routes(() => ({ status: 500, body: null })),
      [`GET ${base}/cancellation_fee`]: () => ok(CancellationQuoteAnswerSchema, { data: { fee: 39_820, percent: 100, same_day: true, currency: 'JPY', room_ids: [11, 12] } }),
    });
    keepReservationAccess(NO, ACCESS);
    renderAt(`/reservation/manage/${NO}/cancel?code=demo-tokyo`);
    expect((await screen.findByTestId('same-day')).textContent).toContain('cannot be made online');
    expect(screen.queryByTestId('cancel-submit')).toBeNull();
    expect(api.callsTo(`${base}/cancel`)).toHaveLength(0);
  });

  it("puts the hotel's phone and e-mail beside every message that sends the guest to the hotel", async () => {
    const withContact = structuredClone(init);
    withContact.booking_widget_setting_attributes.hotel.phone = '+81-3-1234-5601';
    withContact.booking_widget_setting_attributes.hotel.email = 'ginza@demo.yadori.test';
    setSettings(withContact, structuredClone(login));
    api = installFakeApi({
      ...routes(() => ({ status: 500, body: null })),
      [`GET ${base}/cancellation_fee`]: () => ok(CancellationQuoteAnswerSchema, { data: { fee: 39_820, percent: 100, same_day: true, currency: 'JPY', room_ids: [11, 12] } }),
    });
    keepReservationAccess(NO, ACCESS);
    renderAt(`/reservation/manage/${NO}/cancel?code=demo-tokyo`);
    const sameDay = await screen.findByTestId('same-day');
    expect(within(sameDay).getByTestId('hotel-phone').getAttribute('href')).toBe('tel:+81312345601');
    expect(within(sameDay).getByTestId('hotel-email').getAttribute('href')).toBe('mailto:ginza@demo.yadori.test');
  });

  it('asks to look the reservation up again when no access is held', async () => {
    api = installFakeApi({});
    renderAt(`/reservation/manage/${NO}/cancel?code=demo-tokyo`);
    const lost = await screen.findByTestId('manage-lost');
    expect(within(lost).getByRole('link', { name: 'Find my reservation' }).getAttribute('href')).toBe('/search?code=demo-tokyo');
  });
});

describe('changing dates', () => {
  const quote = (total: number) =>
    ok(UpdateQuoteAnswerSchema, { data: { price: { ...booked.price, total_price: total }, total_price: total, difference: total - booked.total_price, currency: 'JPY', refund: 0, remain_amount: total, points_back: 0 } });

  it('shows why a reservation may not change', async () => {
    api = installFakeApi({
      [`GET ${base}`]: () => ok(ReservationAnswerSchema, { data: booked }),
      [`PUT ${base}/update_settings`]: () => settingsAnswer({ updatable: false, reasons: ['deadline_passed', 'edited_by_hotel'] }),
    });
    keepReservationAccess(NO, ACCESS);
    renderAt(`/reservation/manage/${NO}/update?code=demo-tokyo`);
    const blocked = await screen.findByTestId('update-blocked');
    expect(within(blocked).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The deadline for changes (Wed, December 9, 2026) has passed. Please contact the hotel.',
      'The hotel has changed this reservation. Please contact the hotel.',
    ]);
    expect(screen.queryByTestId('update-check')).toBeNull();
  });

  it('checks the form, shows the difference, and shows a price that moved to confirm again', async () => {
    let puts = 0;
    api = installFakeApi({
      ...hubRoutes(),
      [`GET ${base}`]: () => ok(ReservationAnswerSchema, { data: booked }),
      [`PUT ${base}/update_settings`]: () => settingsAnswer({ min_nights: 2 }),
      [`PUT ${base}`]: (req) => {
        if (req.url.searchParams.get('dry_run') === 'true') return quote(59_730);
        puts++;
        if (puts === 1) return { status: 409, body: { ...errorEnvelope('Conflict', 1000, 'price_became_dearer', 'expected_total_price'), price: { ...booked.price, total_price: 60_500 }, difference: 60_500 - 39_820 } };
        return ok(ReservationAnswerSchema, { data: { ...booked, checkout_date: '2026-12-13', total_price: 60_500 } });
      },
    });
    keepReservationAccess(NO, ACCESS);
    const loc = renderAt(`/reservation/manage/${NO}/update?code=demo-tokyo`);
    const checkout = await screen.findByLabelText(/^New check-out date/);
    // One night is below the plan's two.
    enterValue(checkout, '2026-12-11');
    fireEvent.click(screen.getByRole('button', { name: 'Check the new price' }));
    expect((await screen.findByTestId('error-summary')).textContent).toContain('This plan needs a stay of at least 2 nights.');
    expect(api.callsTo(base).filter((c) => c.method === 'PUT')).toHaveLength(0);

    enterValue(checkout, '2026-12-13');
    fireEvent.click(screen.getByRole('button', { name: 'Check the new price' }));
    await screen.findByTestId('update-quote');
    expect(screen.getByTestId('quote-current').textContent).toBe('¥39,820');
    expect(screen.getByTestId('quote-total').textContent).toBe('¥59,730');
    expect(screen.getByTestId('quote-difference').textContent).toBe('¥19,910 more');
    expect(bodiesTo(base, 'PUT')).toEqual([{ checkin_date: '2026-12-10', checkout_date: '2026-12-13', adults: [2] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect((await screen.findByTestId('update-price-moved')).textContent).toContain('The price has gone up');
    expect(screen.getByTestId('quote-total').textContent).toBe('¥60,500');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm at the new price' }));
    await settleOnHub(loc);
    const sent = bodiesTo(base, 'PUT', (url) => url.searchParams.get('dry_run') !== 'true') as { expected_total_price: number }[];
    expect(sent.map((b) => b.expected_total_price)).toEqual([59_730, 60_500]);
  });
});

describe('the hub', () => {
  it('warns a signed-in member before anything is tried', async () => {
    api = installFakeApi({
      [`GET ${base}`]: () => ok(ReservationAnswerSchema, { data: booked }),
      [`PUT ${base}/update_settings`]: () => settingsAnswer({ sign_in_warning: 'sign_out_to_manage_guest_reservation' }),
      [`GET ${base}/additional_questions`]: () => ok(ReservationQuestionsAnswerSchema, { data: { questions: [], answers: [] } }),
    });
    keepReservationAccess(NO, ACCESS);
    renderAt(`/reservation/manage/${NO}?code=demo-tokyo`);
    const warning = await screen.findByTestId('manage-warning');
    expect(warning.textContent).toContain('please sign out first');
    expect(within(warning).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByTestId('manage-status').textContent).toBe('✓Status: Confirmed');
    // No questions asked: no way to answer them is offered.
    await waitFor(() => expect(api.callsTo(`${base}/additional_questions`)).toHaveLength(1));
    expect(screen.queryByTestId('action-questions')).toBeNull();
  });
});

describe('the receipt', () => {
  const receiptPath = `${base}/receipt`;
  const page = (issue: number, preview: boolean) =>
    `<!doctype html><html lang="en"><head><title>Receipt</title></head><body>${preview ? '<p class="preview">Preview</p>' : ''}<p>Receipt no.: ${NO}-${issue}</p></body></html>`;

  /** A receipt API that counts as the server does: every PDF and the page with issue=true, never the preview or the state. */
  function receiptApi(start: number, available = true) {
    let count = start;
    api = installFakeApi({
      [`GET ${base}`]: () => ok(ReservationAnswerSchema, { data: booked }),
      [`GET ${receiptPath}`]: (req) => {
        const q = req.url.searchParams;
        if (q.get('format') === 'json') {
          return ok(ReceiptStateAnswerSchema, { data: { available, receipt_title: count ? 'Kept Title Ltd.' : 'Anna Smith', issue_count: count, last_issued_at: count ? '2026-11-21T02:00:00Z' : null } });
        }
        if (q.get('format') === 'pdf') {
          count++;
          return { status: 200, body: '%PDF-1.7', contentType: 'application/pdf' };
        }
        if (q.get('issue') === 'true') {
          count++;
          return { status: 200, body: page(count, false), contentType: 'text/html' };
        }
        return { status: 200, body: page(count + 1, true), contentType: 'text/html' };
      },
    });
    keepReservationAccess(NO, ACCESS);
  }
  const receiptCalls = (format: string) => api.callsTo(receiptPath).filter((c) => (c.url.searchParams.get('format') ?? 'html') === format);

  const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  beforeEach(() => {
    // jsdom has no object URLs; the download only needs one to hand to the link.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    Object.assign(URL, objectUrls);
  });

  it('shows the issue count, previews without issuing, and says the first download is the original and later ones reissues', async () => {
    receiptApi(0);
    renderAt(`/reservation/manage/${NO}/receipt?code=demo-tokyo`);
    const count = await screen.findByTestId('receipt-count');
    expect(count.textContent).toBe('This receipt has not been issued yet. The first one you print or download is the original.');
    const title = screen.getByLabelText(/^Name on the receipt/) as HTMLInputElement;
    expect(title.value).toBe('Anna Smith');
    expect(receiptCalls('json')[0]!.url.searchParams.get('bypass_token')).toBe(ACCESS.bypass_token);

    // The preview: the page without issue, shown in the frame; nothing counted.
    enterValue(title, 'Yadori Trading Ltd.');
    fireEvent.click(screen.getByRole('button', { name: 'Preview the receipt' }));
    const frame = await screen.findByTestId('receipt-frame');
    expect(frame.getAttribute('data-kind')).toBe('preview');
    expect(frame.getAttribute('srcdoc')).toContain(`${NO}-1`);
    expect(frame.getAttribute('srcdoc')).toContain('Content-Security-Policy');
    expect(screen.getByRole('heading', { name: 'Receipt preview' })).toBeTruthy();
    const previewCall = receiptCalls('html')[0]!;
    expect(previewCall.url.searchParams.get('issue')).toBeNull();
    expect(previewCall.url.searchParams.get('receipt_title')).toBe('Yadori Trading Ltd.');
    expect(count.textContent).toContain('not been issued yet');
    expect(receiptCalls('json')).toHaveLength(1);

    // The first download is the original; the count is read again and the preview now shows the next issue.
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(screen.getByTestId('receipt-notice').textContent).toBe('The PDF receipt has been downloaded. This is the original.'));
    expect(receiptCalls('pdf')[0]!.url.searchParams.get('receipt_title')).toBe('Yadori Trading Ltd.');
    expect(receiptCalls('pdf')[0]!.url.searchParams.get('locale')).toBe('en');
    expect(receiptCalls('pdf')[0]!.url.searchParams.get('issue')).toBeNull();
    expect(screen.getByTestId('receipt-count').textContent).toBe('This receipt has been issued once. Any receipt you print or download from now on is marked “Reissued”.');
    await waitFor(() => expect(screen.getByTestId('receipt-frame').getAttribute('srcdoc')).toContain(`${NO}-2`));

    // The second is a reissue.
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(screen.getByTestId('receipt-notice').textContent).toBe('The PDF receipt has been downloaded. It is marked as reissued (issue no. 2).'));
    expect(screen.getByTestId('receipt-count').textContent).toContain('issued 2 times');

    // Printing issues the page (issue=true) and shows that page in place of the preview.
    fireEvent.click(screen.getByRole('button', { name: 'Print the receipt' }));
    await waitFor(() => expect(screen.getByTestId('receipt-notice').textContent).toBe('The reissued receipt (issue no. 3) is ready to print.'));
    expect(receiptCalls('html').filter((c) => c.url.searchParams.get('issue') === 'true')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Reissued receipt to print (issue no. 3)' })).toBeTruthy();
    expect(screen.getByTestId('receipt-frame').getAttribute('data-kind')).toBe('issued');
    expect(screen.getByTestId('receipt-frame').getAttribute('srcdoc')).not.toContain('class="preview"');
    expect(screen.getByTestId('receipt-count').textContent).toContain('issued 3 times');
    // Printed again as it is: the same page, no new issue.
    const before = api.callsTo(receiptPath).length;
    const print = vi.spyOn((screen.getByTestId('receipt-frame') as HTMLIFrameElement).contentWindow!, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print the receipt' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(api.callsTo(receiptPath)).toHaveLength(before);
    expect(screen.getByTestId('receipt-count').textContent).toContain('issued 3 times');
  });

  it('keeps the title of the last issue, and says so in Japanese', async () => {
    await setLocale('ja');
    receiptApi(2);
    renderAt(`/reservation/manage/${NO}/receipt?code=demo-tokyo`);
    expect((await screen.findByTestId('receipt-count')).textContent).toBe('この領収書は2回発行されています。これ以降に印刷・ダウンロードする領収書には「再発行」と記載されます。');
    expect((screen.getByLabelText(/^領収書の宛名/) as HTMLInputElement).value).toBe('Kept Title Ltd.');
    fireEvent.click(screen.getByRole('button', { name: 'PDFをダウンロード' }));
    await waitFor(() => expect(screen.getByTestId('receipt-notice').textContent).toBe('PDFの領収書をダウンロードしました。「再発行」（3回目の発行）と記載されています。'));
    expect(receiptCalls('pdf')[0]!.url.searchParams.get('locale')).toBe('ja');
    expect(screen.getByTestId('receipt-count').textContent).toContain('3回発行されています');
  });

  it('says when nothing has been paid yet, and offers no receipt', async () => {
    receiptApi(0, false);
    renderAt(`/reservation/manage/${NO}/receipt?code=demo-tokyo`);
    expect((await screen.findByTestId('receipt-unavailable')).textContent).toContain('A receipt is not available for this reservation yet');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(receiptCalls('pdf')).toHaveLength(0);
  });
});
