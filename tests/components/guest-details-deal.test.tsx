// @vitest-environment jsdom
// Guest details that show the deal: the plan's cancellation policy in words and the terms linked
// before the terms box, the coupon, promotion and points each on a line of the price with the total
// after points, the total right above "Book now" where the price column sits below the form (a
// phone), and the same discounts on the confirmation. Fixtures are real answers of the reference API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  AdditionalQuestionsAnswerSchema,
  CancellationPolicyAnswerSchema,
  ExtrasAnswerSchema,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  PointAnswerSchema,
  PriceAnswerSchema,
  ReservationAnswerSchema,
  ReservationCreatedAnswerSchema,
  RoomSearchAnswerSchema,
  type PriceObject,
} from '../../contract';
import GuestDetailPage from '../../src/features/booking/GuestDetailPage';
import ConfirmationPage from '../../src/features/booking/ConfirmationPage';
import { resetBooking } from '../../src/features/booking/booking-store';
import { pointsState } from '../../src/features/booking/points';
import { linkedWords } from '../../src/features/booking/components/ReviewSection';
import { appState, setSettings, setUser } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { installFakeApi, ok, type FakeHandler } from '../fixtures/fake-api';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import priceFixture from '../fixtures/price-demo-tokyo.json';
import planFixture from '../fixtures/plan-demo-tokyo.json';
import questionsFixture from '../fixtures/questions-demo-tokyo.json';
import extrasFixture from '../fixtures/extras-demo-tokyo.json';
import createdFixture from '../fixtures/reservation-created-demo-tokyo.json';
import policy1Fixture from '../fixtures/cancellation-policy-1.json';
import en from '../../src/locales/en.json';
import ja from '../../src/locales/ja.json';
import ko from '../../src/locales/ko.json';
import zhHans from '../../src/locales/zh_Hans.json';
import zhHant from '../../src/locales/zh_Hant.json';
import id from '../../src/locales/id.json';
import th from '../../src/locales/th.json';
import ar from '../../src/locales/ar.json';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
const price = PriceAnswerSchema.parse(priceFixture);
const plan = RoomSearchAnswerSchema.parse(planFixture);
const questions = AdditionalQuestionsAnswerSchema.parse(questionsFixture);
const extras = ExtrasAnswerSchema.parse(extrasFixture);
const created = ReservationCreatedAnswerSchema.parse(createdFixture);
const policy1 = CancellationPolicyAnswerSchema.parse(policy1Fixture);

const URL_OK =
  '/reservation/guest-detail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&children=0&room_count=1&room_type_code=moderate-double&room_plan_code=moderate-double-room-only&hotel_plan_code=room-only';

/** The fixture's price (room 36,200 + tax 3,620 = 39,820) with a coupon of 2,000 and a promotion of 1,000 taken off the room. */
function discounted(p: PriceObject): PriceObject {
  const coupon = 2000;
  const promotion = 1000;
  const room = p.room_price_without_tax - coupon - promotion;
  const tax = Math.floor(room / 10);
  const total = room + tax;
  return {
    ...p,
    coupon_discount_amount: coupon,
    promotion_discount_amount: promotion,
    room_price_without_tax: room,
    discounted_price: room,
    tax,
    total_price: total,
    remain_amount: total,
    total_price_before_point_discount: total,
    total_price_without_tax: room,
  };
}

let api: ReturnType<typeof installFakeApi>;

function routes(over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /hotels/demo-tokyo/rooms/price': () => ok(PriceAnswerSchema, price),
    'GET /hotels/demo-tokyo/rooms': () => ok(RoomSearchAnswerSchema, plan),
    'GET /hotels/demo-tokyo/additional_questions': () => ok(AdditionalQuestionsAnswerSchema, questions),
    'GET /hotels/demo-tokyo/extras': () => ok(ExtrasAnswerSchema, extras),
    'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, policy1),
    ...over,
  };
}

function renderAt(url: string, page: 'guest' | 'confirmation' = 'guest') {
  const loc = memoryLocation({ path: url, record: true });
  render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      {page === 'guest' ? <GuestDetailPage /> : <Route path="/reservation/confirmation/:number" component={ConfirmationPage} />}
    </Router>,
  );
  return loc;
}

/** A window this wide: the media queries of the page answer as a browser of that width would. */
function windowWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: matches(query), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

const money = (n: number) => `¥${n.toLocaleString('en')}`;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  await setLocale('en');
  sessionStorage.clear();
  localStorage.clear();
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  appState.chatbotFrame = false;
  setUser(null);
  resetBooking();
  Object.assign(pointsState, { balance: null, use: 0, input: '', problem: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
  appState.chatbotFrame = false;
  expect(api.unhandled).toEqual([]);
});

describe('the cancellation policy and the terms, before the terms box', () => {
  it('shows the plan’s cancellation policy in words and links the terms to it, both before the box', async () => {
    api = installFakeApi(routes());
    renderAt(URL_OK);
    const section = await screen.findByTestId('booking-policy');
    expect(within(section).getByRole('heading', { level: 2, name: 'Cancellation policy' })).toBeTruthy();
    // The policy of the plan booked (id 1), in sentences.
    await within(section).findByText('Standard cancellation');
    expect(section.textContent).toContain('From 3 days before check-in: 30% of the rate');
    expect(section.textContent).toContain('No-show: 100%');
    expect(api.callsTo('/hotels/demo-tokyo/cancellation_policies/1')).toHaveLength(1);

    const box = screen.getByRole('checkbox', { name: /I agree to the terms of this booking/ });
    const link = screen.getByRole('link', { name: /^terms/ });
    // The words agreed to lead to the same policy on a page of its own, in a new tab that is said.
    expect(link.getAttribute('href')).toBe('/cancellation-policy?code=demo-tokyo&policy_id=1&locale=en');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('Opens in a new tab');
    expect(box.closest('label')!.contains(link)).toBe(true);
    // Both come before the box, in reading (and keyboard) order.
    expect(section.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    // The box is still ticked from the keyboard and the label.
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('says when the policy could not be loaded, and loads it again on request', async () => {
    let fail = true;
    api = installFakeApi(routes({ 'GET /hotels/demo-tokyo/cancellation_policies/1': () => (fail ? { status: 500, body: null } : ok(CancellationPolicyAnswerSchema, policy1)) }));
    renderAt(URL_OK);
    const section = await screen.findByTestId('booking-policy');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('The cancellation policy could not be loaded');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(section).findByText('Standard cancellation');
  });

  it('has the linked words marked once in the terms label of every language', () => {
    for (const locale of [en, ja, ko, zhHans, zhHant, id, th, ar]) {
      const parts = linkedWords(locale.booking.terms.label);
      expect(parts.link.length).toBeGreaterThan(0);
      expect(`${parts.before}${parts.after}`).not.toMatch(/[[\]]/);
    }
  });
});

describe('the price with its discounts and points', () => {
  it('itemises the coupon and the promotion, and the lines add up to the total', async () => {
    const withDiscounts = { ...price, data: { ...price.data, price: discounted(price.data.price) } };
    api = installFakeApi(routes({ 'GET /hotels/demo-tokyo/rooms/price': () => ok(PriceAnswerSchema, withDiscounts) }));
    renderAt(URL_OK);
    const breakdown = await screen.findByTestId('price-breakdown');
    const line = (testId: string) => within(breakdown).getByTestId(testId);
    expect(line('price-room').textContent).toBe(`Room${money(36200)}`);
    expect(line('price-coupon').textContent).toBe(`Coupon discount-${money(2000)}`);
    expect(line('price-promotion').textContent).toBe(`Promotion discount-${money(1000)}`);
    expect(line('price-tax').textContent).toBe(`Tax${money(3320)}`);
    expect(within(breakdown).getByTestId('booking-total').textContent).toBe(money(36520));
    expect(within(breakdown).queryByTestId('price-points')).toBeNull();
    expect(within(breakdown).queryByTestId('price-voucher')).toBeNull();
  });

  it('takes the points being spent off the total beside the form, on a line of their own', async () => {
    setUser({
      id: 7, membership_id: 'M-7', email: 'member@demo.yadori.test', first_name: 'Hanako', last_name: 'Yamada', first_name_kana: null, last_name_kana: null,
      locale: 'en', provider: null, program_id: 1, rank_id: null, rank: null, hotel_brand_id: init.hotel_brand.id, organization: null, organization_role: null,
      point_program_enabled: true,
    });
    api = installFakeApi(routes({ 'GET /hotels/demo-tokyo/memberships/point': () => ok(PointAnswerSchema, { data: { total_point: 5000, ranking_points_value: 5000 } }) }));
    renderAt(URL_OK);
    const breakdown = await screen.findByTestId('price-breakdown');
    expect(within(breakdown).getByTestId('booking-total').textContent).toBe(money(39820));
    const field = await screen.findByLabelText('Points to use');
    fireEvent.change(field, { target: { value: '1000' } });
    await waitFor(() => expect(within(breakdown).getByTestId('price-points').textContent).toBe(`Points used-${money(1000)}`));
    const total = within(breakdown).getByTestId('booking-total');
    expect(total.textContent).toBe(money(38820));
    expect(total.previousElementSibling!.textContent).toBe('Total after points');
  });
});

describe('the total right above "Book now"', () => {
  it('on a phone, where the price sits below the form, states the total right above the button', async () => {
    windowWidth(390);
    api = installFakeApi(routes());
    renderAt(URL_OK);
    const book = await screen.findByRole('button', { name: 'Book now' });
    const total = screen.getByTestId('review-total');
    expect(total.textContent).toBe(money(39820));
    // Right above the button, inside the form's last section, before the note that speaks of it.
    const line = total.closest('p')!;
    expect(line.nextElementSibling).toBe(book);
    expect(line.textContent).toContain('Total');
    expect(document.getElementById('yb-total-note')!.textContent).toContain('agree to pay the total shown');
    expect(screen.queryByTestId('pay-bar')).toBeNull();
  });

  it('on a wide screen leaves the total to the price column beside the form', async () => {
    windowWidth(1280);
    api = installFakeApi(routes());
    renderAt(URL_OK);
    await screen.findByRole('button', { name: 'Book now' });
    expect(screen.queryByTestId('review-total')).toBeNull();
    expect(screen.getByTestId('booking-total').textContent).toBe(money(39820));
  });

  it('in the chat layout leaves it to the pay bar, once', async () => {
    windowWidth(390);
    appState.chatbotFrame = true;
    api = installFakeApi(routes());
    renderAt(URL_OK);
    const bar = await screen.findByTestId('pay-bar');
    expect(within(bar).getByTestId('pay-bar-total').textContent).toBe(money(39820));
    expect(screen.queryByTestId('review-total')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Book now' })).toHaveLength(1);
  });
});

describe('the confirmation', () => {
  it('itemises the coupon, the promotion and the points the booking was paid with', async () => {
    const r = created.data.reservation;
    const p = discounted(r.price);
    const paid = { ...p, spending_point_value: 1000, total_price: p.total_price - 1000, remain_amount: p.total_price - 1000 };
    const reservation = { ...r, price: paid, total_price: paid.total_price };
    api = installFakeApi({
      [`GET /hotels/demo-tokyo/reservations/${r.reservation_number}`]: () => ok(ReservationAnswerSchema, { data: reservation }),
      'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, policy1),
    });
    renderAt(`/reservation/confirmation/${r.reservation_number}?bypass_token=${created.data.bypass_token}`, 'confirmation');
    const breakdown = await screen.findByTestId('price-breakdown');
    expect(within(breakdown).getByTestId('price-coupon').textContent).toBe(`Coupon discount-${money(2000)}`);
    expect(within(breakdown).getByTestId('price-promotion').textContent).toBe(`Promotion discount-${money(1000)}`);
    expect(within(breakdown).getByTestId('price-points').textContent).toBe(`Points used-${money(1000)}`);
    expect(within(breakdown).getByTestId('booking-total').textContent).toBe(money(paid.total_price));
  });
});
