// GA4's e-commerce events built from the widget's own objects (src/lib/ecommerce.ts): real answers
// of the API (tests/fixtures) in, GA4's standard parameters out, in the currency charged, and
// nothing about the guest.
import { describe, expect, it } from 'vitest';
import type { PriceObject, Reservation, RoomSearchAnswer } from '../../contract';
import { breakdownOf } from '../../src/features/booking/booking-rules';
import {
  addPaymentInfoParams,
  beginCheckoutParams,
  offerItem,
  purchaseParams,
  resultOffers,
  selectItemParams,
  viewItemListParams,
  type Checkout,
  type Offer,
} from '../../src/lib/ecommerce';
import searchUsd from '../fixtures/search-rooms-demo-tokyo-usd.json';
import created from '../fixtures/reservation-created-demo-tokyo.json';

const HOTEL = { code: 'demo-tokyo', name: 'Yadori Tokyo Ginza' };
const results = (searchUsd as unknown as RoomSearchAnswer).data;
const reservation = (created as unknown as { data: { reservation: Reservation } }).data.reservation;
const STAY = { checkin: '2026-12-10', checkout: '2026-12-12' };

const twin: Offer = {
  room_type_code: 'modern-twin',
  room_type_name: 'Modern Twin',
  room_plan_code: 'modern-twin-breakfast',
  room_plan_name: 'With breakfast',
  hotel_plan_code: 'breakfast',
  total: 45_001,
  currency: 'JPY',
  quantity: 2,
};

describe('an offer as a GA4 item', () => {
  it('names the hotel, the room type and the plan, with the price of one room in major units', () => {
    expect(offerItem(HOTEL, twin, 3)).toEqual({
      item_id: 'modern-twin-breakfast',
      item_name: 'Modern Twin / With breakfast',
      item_brand: 'Yadori Tokyo Ginza',
      item_category: 'Modern Twin',
      item_category2: 'With breakfast',
      price: 22_501,
      quantity: 2,
      index: 3,
      hotel_id: 'demo-tokyo',
      hotel_name: 'Yadori Tokyo Ginza',
      room_type_id: 'modern-twin',
      room_type_name: 'Modern Twin',
      plan_id: 'breakfast',
      plan_name: 'With breakfast',
    });
  });

  it('takes the currency’s minor digits, and leaves out a plan it does not know', () => {
    const item = offerItem(HOTEL, { ...twin, total: 16_500, currency: 'USD', quantity: 1, hotel_plan_code: '' });
    expect(item.price).toBe(165);
    expect(item).not.toHaveProperty('plan_id');
    expect(offerItem(HOTEL, { ...twin, total: 1_250, currency: 'KWD', quantity: 1 }).price).toBe(1.25);
  });

  it('keeps texts within GA4’s 100 characters', () => {
    const item = offerItem({ ...HOTEL, name: 'H'.repeat(150) }, { ...twin, room_type_name: 'R'.repeat(80), room_plan_name: 'P'.repeat(80) });
    for (const value of Object.values(item)) if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(100);
  });
});

describe('the results and the offer picked', () => {
  const offers = resultOffers(results.rooms, 1);

  it('lists every plan of every room type in the order shown, priced in the hotel’s currency, not the one shown', () => {
    expect(offers.length).toBe(results.rooms.reduce((n, r) => n + r.room_plan.length, 0));
    const params = viewItemListParams(HOTEL, offers, STAY);
    expect(params).toMatchObject({ item_list_id: 'search_results', item_list_name: 'Search results', currency: 'JPY', checkin_date: STAY.checkin, checkout_date: STAY.checkout });
    const items = params.items as Record<string, unknown>[];
    const first = results.rooms[0]!.room_plan[0]!;
    expect(first.price.mcp_currency).toBe('USD');
    expect(items[0]).toMatchObject({ item_id: first.room_plan_code, plan_id: first.hotel_plan_code, price: first.price.total_price, index: 0 });
    expect(items.map((i) => i.index)).toEqual(items.map((_, i) => i));
  });

  it('sends at most 200 items, and no dates for a search without them', () => {
    const many = Array.from({ length: 230 }, (_, i) => ({ ...twin, room_plan_code: `p${i}` }));
    const params = viewItemListParams(HOTEL, many, { checkin: null, checkout: null });
    expect(params.items).toHaveLength(200);
    expect(params).not.toHaveProperty('checkin_date');
    expect(params).not.toHaveProperty('checkout_date');
  });

  it('selects one item, in the list’s name, at its place', () => {
    expect(selectItemParams(HOTEL, twin, STAY, 4)).toEqual({
      item_list_id: 'search_results',
      item_list_name: 'Search results',
      currency: 'JPY',
      items: [offerItem(HOTEL, twin, 4)],
      checkin_date: STAY.checkin,
      checkout_date: STAY.checkout,
    });
  });
});

describe('the booking step', () => {
  const checkout: Checkout = { hotel: HOTEL, offers: [twin], price: { total_price: 45_001, currency: 'JPY' }, stay: STAY, coupon: 'WELCOME10' };

  it('begins the checkout with the value of the offers together, the coupon and the stay', () => {
    expect(beginCheckoutParams(checkout)).toEqual({
      currency: 'JPY',
      value: 45_001,
      coupon: 'WELCOME10',
      items: [offerItem(HOTEL, twin)],
      checkin_date: STAY.checkin,
      checkout_date: STAY.checkout,
    });
    expect(beginCheckoutParams({ ...checkout, coupon: null })).not.toHaveProperty('coupon');
  });

  it('adds the payment type chosen', () => {
    expect(addPaymentInfoParams(checkout, 'credit_card')).toEqual({ ...beginCheckoutParams(checkout), payment_type: 'credit_card' });
  });
});

describe('the purchase', () => {
  it('is the reservation number, the total charged as the confirmation states it, and the rooms booked', () => {
    const params = purchaseParams(HOTEL, reservation, { coupon: null, plans: { 'moderate-double-room-only': 'room-only' } });
    const charged = breakdownOf(reservation.price, 0);
    expect(params).toEqual({
      transaction_id: reservation.reservation_number,
      currency: charged.hotelCurrency,
      value: charged.hotelTotal,
      tax: 3_620,
      items: [
        {
          item_id: 'moderate-double-room-only',
          item_name: 'Moderate Double / Room only',
          item_brand: HOTEL.name,
          item_category: 'Moderate Double',
          item_category2: 'Room only',
          price: 39_820,
          quantity: 1,
          hotel_id: 'demo-tokyo',
          hotel_name: HOTEL.name,
          room_type_id: 'moderate-double',
          room_type_name: 'Moderate Double',
          plan_id: 'room-only',
          plan_name: 'Room only',
        },
      ],
      checkin_date: reservation.checkin_date,
      checkout_date: reservation.checkout_date,
    });
  });

  it('shown in dollars, charged in yen: valued in yen, as the confirmation says it is charged', () => {
    const price: PriceObject = { ...reservation.price, mcp_currency: 'USD', mcp: { total_price: 26_280, tax: 2_390 } };
    const converted = { ...reservation, mcp_currency: 'USD' as const, price };
    const shown = breakdownOf(price, 0);
    expect(shown).toMatchObject({ currency: 'USD', total: 26_280, converted: true, hotelCurrency: 'JPY', hotelTotal: 39_820 });
    expect(purchaseParams(HOTEL, converted, null)).toMatchObject({ currency: 'JPY', value: 39_820 });
  });

  it('a card charged in dollars: valued in dollars, as the payment took it, items and tax in the same currency', () => {
    const charged = { ...reservation, charged: { amount: 26_280, currency: 'USD' as const, hotel_amount: 39_820, hotel_currency: 'JPY' as const } };
    const params = purchaseParams(HOTEL, charged, null) as { currency: string; value: number; tax: number; items: { price: number; quantity: number }[] };
    expect(params).toMatchObject({ currency: 'USD', value: 262.8 });
    const itemsTotal = params.items.reduce((n, i) => n + i.price * i.quantity, 0);
    expect(Math.abs(itemsTotal - 262.8)).toBeLessThan(0.05);
    expect(params.tax).toBeLessThan(params.value);
    // Paid in the hotel's own currency: the hotel's total, as before.
    const inYen = { ...reservation, charged: { amount: 39_820, currency: 'JPY' as const, hotel_amount: 39_820, hotel_currency: 'JPY' as const } };
    expect(purchaseParams(HOTEL, inYen, null)).toMatchObject({ currency: 'JPY', value: 39_820 });
  });

  it('counts the rooms of one plan as one item, leaves cancelled rooms out, and names a coupon only when one took money off', () => {
    const room = reservation.rooms[0]!;
    const three = {
      ...reservation,
      price: { ...reservation.price, coupon_discount_amount: 1_000 },
      rooms: [room, { ...room, id: 2, total_price: 39_821 }, { ...room, id: 3, status: 'cancelled' as const }, { ...room, id: 4, room_plan_code: 'suite-x', room_plan_name: 'Suite plan', total_price: 90_000 }],
    };
    const params = purchaseParams(HOTEL, three, { coupon: 'WELCOME10', plans: {} });
    expect(params.coupon).toBe('WELCOME10');
    expect((params.items as Record<string, unknown>[]).map((i) => [i.item_id, i.quantity, i.price])).toEqual([
      ['moderate-double-room-only', 2, 39_821],
      ['suite-x', 1, 90_000],
    ]);
    expect(purchaseParams(HOTEL, reservation, { coupon: 'WELCOME10', plans: {} })).not.toHaveProperty('coupon');
  });

  it('carries nothing about the guest', () => {
    const text = JSON.stringify(purchaseParams(HOTEL, reservation, null));
    const g = reservation.guest;
    for (const personal of [g.email, g.phone, g.first_name, g.last_name]) expect(text).not.toContain(personal);
    expect(text).not.toMatch(/@|bypass|token/);
  });
});
