// @vitest-environment jsdom
// When the e-commerce events go out (src/lib/ecommerce-events.ts): the list's place of the offer
// picked, begin_checkout once per selection, add_payment_info per way to pay, and the purchase
// with what the booking step remembered (the plan ids, a coupon that took money off).
import { beforeEach, describe, expect, it } from 'vitest';
import { InitSettingsAnswerSchema, LoginWidgetAnswerSchema, type Reservation, type RoomSearchAnswer } from '../../contract';
import { appState, setSettings, setStarting } from '../../src/lib/app-store';
import { checkoutBegun, itemListShown, offerSelected, paymentChosen, purchased, type PricedSelection } from '../../src/lib/ecommerce-events';
import init from '../fixtures/init-demo-tokyo.json';
import login from '../fixtures/login-widget-demo-tokyo.json';
import search from '../fixtures/search-rooms-demo-tokyo.json';
import created from '../fixtures/reservation-created-demo-tokyo.json';

const results = (search as unknown as RoomSearchAnswer).data;
const reservation = (created as unknown as { data: { reservation: Reservation } }).data.reservation;
const criteria = { search_type: 'dated' as const, checkin: reservation.checkin_date, checkout: reservation.checkout_date, rooms: [{}] };

type Entry = { event?: string; ecommerce?: Record<string, unknown> };
const events = (name: string) => ((window.dataLayer ?? []) as Entry[]).filter((e) => e.event === name).map((e) => e.ecommerce!);

function priced(key: string, coupon: string | null = null): PricedSelection {
  return {
    key,
    selection: { hotelCode: 'demo-tokyo', checkin: reservation.checkin_date, checkout: reservation.checkout_date, coupon_code: coupon },
    offers: [{ room_type_code: 'moderate-double', room_plan_code: 'moderate-double-room-only', hotel_plan_code: 'room-only', quantity: 1, roomTypeName: 'Moderate Double', planName: 'Room only', price: { total_price: 39_820, currency: 'JPY' } }],
    price: { total_price: 39_820, currency: 'JPY' },
  };
}

beforeEach(() => {
  window.dataLayer = [];
  sessionStorage.clear();
  setStarting('demo-tokyo', false);
  setSettings(InitSettingsAnswerSchema.parse(init).data, LoginWidgetAnswerSchema.parse(login).data);
});

describe('the results and the offer picked', () => {
  it('gives the offer picked its place in the list shown', () => {
    itemListShown(results, criteria);
    const items = events('view_item_list')[0]!.items as { item_id: string; index: number }[];
    const target = items[3]!;
    const room = results.rooms.find((r) => r.room_plan.some((p) => p.room_plan_code === target.item_id))!;
    const plan = room.room_plan.find((p) => p.room_plan_code === target.item_id)!;
    offerSelected({ room_type_code: room.room_type_code, room_type_name: room.room_type_name, plan }, criteria);
    expect(events('select_item')[0]!.items).toEqual([expect.objectContaining({ item_id: target.item_id, index: 3, hotel_id: 'demo-tokyo' })]);
  });

  it('says nothing without the hotel’s settings', () => {
    appState.init = null;
    itemListShown(results, criteria);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('the booking step and the purchase', () => {
  it('begins a checkout once per selection, and tells each way to pay once', () => {
    checkoutBegun(priced('a'));
    checkoutBegun(priced('a'));
    paymentChosen(priced('a'), 'on_site');
    paymentChosen(priced('a'), 'on_site');
    paymentChosen(priced('a'), 'credit_card');
    paymentChosen(priced('b'), 'on_site');
    expect(events('begin_checkout')).toHaveLength(1);
    expect(events('add_payment_info').map((e) => e.payment_type)).toEqual(['on_site', 'credit_card']);
    checkoutBegun(priced('b'));
    paymentChosen(priced('b'), 'on_site');
    expect(events('begin_checkout')).toHaveLength(2);
    expect(events('add_payment_info').map((e) => e.payment_type)).toEqual(['on_site', 'credit_card', 'on_site']);
  });

  it('completes the purchase with the plan ids and the coupon the booking step had, for that stay only', () => {
    checkoutBegun(priced('coupon', 'WELCOME10'));
    const discounted = { ...reservation, price: { ...reservation.price, coupon_discount_amount: 3_982 } };
    purchased(discounted);
    expect(events('purchase')[0]).toMatchObject({ coupon: 'WELCOME10', items: [expect.objectContaining({ plan_id: 'room-only' })] });
    purchased({ ...discounted, checkin_date: '2030-01-01' });
    const other = events('purchase')[1]!;
    expect(other).not.toHaveProperty('coupon');
    expect(other.items).toEqual([expect.not.objectContaining({ plan_id: expect.anything() })]);
  });
});
