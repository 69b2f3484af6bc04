// Booking rooms of different plans together (server/domain/booking.ts; document 1 §5 "multi-room
// bookings need one payment method across rooms"; document 2 §8 "mixed payment methods across
// rooms not allowed"). Amounts are worked out by hand beside each expectation.
import { describe, expect, it } from 'vitest';
import type { PaymentMethod, ReservationRequest } from '../../../contract';
import { checkPaymentAcrossRooms, quoteBooking } from '../../../server/domain/booking';
import { DomainError } from '../../../server/domain/errors';
import type { Catalogue, HotelRules, PlanRow, RoomTypeRow, SearchContext, StockAndRates } from '../../../server/domain/search';
import type { NightRate } from '../../../server/domain/pricing';

const NIGHTS = ['2030-01-10', '2030-01-11'];

function roomType(id: number, code: string): RoomTypeRow {
  return {
    id, code, name: { en: code }, description: { en: '' }, size_sqm: 20, size_tatami: null, max_adults: 3, max_children: 2, max_occupancy: 4,
    bed_type: 'double', bed_count: 1, smoking: false, wifi: 'free', amenities: [], accessibility: [], filters: [], photos: [], position: id,
  };
}

function plan(id: number, code: string, payment_methods: PaymentMethod[], sale_limit: number | null = null): PlanRow {
  return {
    id, code, name: { en: code }, description: { en: '' }, meal_type: 'none', visibility: 'all', payment_methods, cancellation_policy_id: null,
    inclusive_extra_ids: [], member_discount_percent: 0, min_nights: 1, max_nights: 30, booking_start_days: 0, day_use: false,
    checkin_time: null, checkout_time: null, sale_limit, position: id,
  };
}

const catalogue: Catalogue = {
  roomTypes: [roomType(1, 'double'), roomType(2, 'twin')],
  plans: [plan(10, 'only', ['on_site', 'credit_card', 'bank_transfer']), plan(11, 'nr', ['credit_card']), plan(12, 'hotel', ['on_site']), plan(13, 'promo', ['on_site', 'credit_card'], 1)],
  roomPlans: [
    { id: 100, code: 'double-only', room_type_id: 1, plan_id: 10 },
    { id: 101, code: 'double-nr', room_type_id: 1, plan_id: 11 },
    { id: 102, code: 'double-hotel', room_type_id: 1, plan_id: 12 },
    { id: 103, code: 'double-promo', room_type_id: 1, plan_id: 13 },
    { id: 200, code: 'twin-only', room_type_id: 2, plan_id: 10 },
    { id: 203, code: 'twin-promo', room_type_id: 2, plan_id: 13 },
  ],
};

/** ¥10,000 a night for the first adult, ¥2,000 for each further adult, every room plan alike. */
function data(remaining: { double: number; twin: number }): StockAndRates {
  const rate = (date: string): NightRate => ({ date, base_price: 10000, extra_adult_price: 2000 });
  const nights = new Map(NIGHTS.map((d) => [d, rate(d)]));
  return {
    rates: new Map(catalogue.roomPlans.map((rp) => [rp.id, nights])),
    remaining: new Map([
      [1, new Map(NIGHTS.map((d) => [d, remaining.double]))],
      [2, new Map(NIGHTS.map((d) => [d, remaining.twin]))],
    ]),
  };
}

const rules: HotelRules = {
  today: '2029-12-01', reservableMonths: 12, yesterdayBookable: false, maxGuestsPerRoom: 6, maxChildrenPerAdult: 2, kidsType: 'tiers', tiers: [],
  taxes: { consumption_tax_percent: 10, service_charge_percent: 0, accommodation_tax: { type: 'none', brackets: [] } },
  taxIncluded: true, currency: 'JPY', mcpEnabled: false,
};
const ctx: SearchContext = { rules, signedIn: false, coupon: null, promotion: null, locale: 'en', currencyRates: {} as SearchContext['currencyRates'] };
const HOTEL_METHODS: PaymentMethod[] = ['on_site', 'credit_card', 'bank_transfer'];

function request(rooms: [string, number][], payment_type: PaymentMethod): ReservationRequest {
  return {
    checkin_date: NIGHTS[0]!, checkout_date: '2030-01-12', is_day_use: false,
    rooms: rooms.map(([room_plan_code, adults]) => ({ room_plan_code, adults, children: 0, kids_age_range: [] })),
    guest: { first_name: 'Anna', last_name: 'Smith', email: 'anna@example.com', phone: '+81312345678' },
    payment_type, locale: 'en', expected_total_price: 0, spending_point_amount: 0, extras: [], answers: [], terms_accepted: true,
  } as ReservationRequest;
}

function refusal(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('rooms of different plans in one booking', () => {
  it('prices each room with its own plan and party, and sums them', () => {
    const q = quoteBooking(request([['double-only', 2], ['twin-only', 1]], 'on_site'), catalogue, data({ double: 5, twin: 5 }), ctx, HOTEL_METHODS, null);
    // Room 1: (10,000 + 2,000) × 2 nights = 24,000 + 10% = 26,400. Room 2: 10,000 × 2 = 20,000 + 10% = 22,000.
    expect(q.rooms.map((r) => [r.roomPlan.code, r.price.totals.total])).toEqual([
      ['double-only', 26400],
      ['twin-only', 22000],
    ]);
    expect(q.price.total_price).toBe(48400);
    expect(q.price.rooms).toHaveLength(2);
    expect([...q.roomsByType]).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('takes one payment method every room’s plan accepts', () => {
    const q = quoteBooking(request([['double-nr', 2], ['twin-only', 2]], 'credit_card'), catalogue, data({ double: 5, twin: 5 }), ctx, HOTEL_METHODS, null);
    expect(q.rooms).toHaveLength(2);
    const e = refusal(() => quoteBooking(request([['double-nr', 2], ['twin-only', 2]], 'on_site'), catalogue, data({ double: 5, twin: 5 }), ctx, HOTEL_METHODS, null));
    expect(e).toMatchObject({ code: 1000, field: 'payment_type' });
    expect(e.message).toContain('plan nr of room 1 does not accept on_site');
    expect(e.message).toContain('credit_card');
  });

  it('refuses plans with no payment method in common: mixed payment methods across rooms', () => {
    for (const method of ['on_site', 'credit_card'] as const) {
      const e = refusal(() => quoteBooking(request([['double-hotel', 2], ['double-nr', 2]], method), catalogue, data({ double: 5, twin: 5 }), ctx, HOTEL_METHODS, null));
      expect(e).toMatchObject({ code: 1000, field: 'payment_type' });
      expect(e.message).toContain('mixed payment methods across rooms are not allowed');
    }
    expect(() => checkPaymentAcrossRooms([], 'on_site')).not.toThrow();
  });

  it('counts rooms of a type across its plans against what is left', () => {
    expect(quoteBooking(request([['double-only', 2], ['double-nr', 2]], 'credit_card'), catalogue, data({ double: 2, twin: 0 }), ctx, HOTEL_METHODS, null).roomsByType.get(1)).toBe(2);
    const e = refusal(() => quoteBooking(request([['double-only', 2], ['double-nr', 2]], 'credit_card'), catalogue, data({ double: 1, twin: 5 }), ctx, HOTEL_METHODS, null));
    expect(e).toMatchObject({ code: 1000, field: 'rooms' });
    expect(e.message).toContain('no longer available');
  });

  it('holds a plan’s sale limit to its own rooms, not to other plans of the same room type', () => {
    // One room of the limited plan beside another plan of the same type: within the limit of 1.
    const q = quoteBooking(request([['double-promo', 2], ['double-only', 2]], 'on_site'), catalogue, data({ double: 5, twin: 5 }), ctx, HOTEL_METHODS, null);
    expect(q.rooms).toHaveLength(2);
    // Two rooms of the limited plan, even in two room types: beyond it.
    const e = refusal(() => quoteBooking(request([['double-promo', 2], ['twin-promo', 2]], 'on_site'), catalogue, data({ double: 5, twin: 5 }), ctx, HOTEL_METHODS, null));
    expect(e).toMatchObject({ code: 1000, field: 'rooms' });
  });
});
