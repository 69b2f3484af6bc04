// The price of a stay (server/domain/pricing.ts). Every expected amount is worked out by hand in
// the comment beside it, in yen unless said otherwise; nothing is computed by the code under test.
import { describe, expect, it } from 'vitest';
import { PRICE_AMOUNT_KEYS, PriceObjectSchema } from '../../../contract';
import type { Party, TierRule } from '../../../server/domain/occupancy';
import {
  applyPoints,
  roundDown,
  accommodationTaxPerPerson,
  nightPrice,
  payingGuests,
  priceObject,
  priceRoom,
  taxesOn,
  type CouponRule,
  type NightRate,
  type RoomPrice,
  type RoomPriceInput,
  type TaxRules,
  type Totals,
} from '../../../server/domain/pricing';

// ---------------------------------------------------------------------------------------------
// Hotels.

/** Tokyo: consumption tax 10%, no service charge; accommodation tax by the price per person and night. */
const TOKYO: TaxRules = {
  consumption_tax_percent: 10,
  service_charge_percent: 0,
  accommodation_tax: {
    type: 'tokyo',
    brackets: [
      { min_per_person_night: 0, tax_per_person_night: 0 }, // under ¥10,000: none
      { min_per_person_night: 10000, tax_per_person_night: 100 }, // ¥10,000–14,999: ¥100
      { min_per_person_night: 15000, tax_per_person_night: 200 }, // ¥15,000 and more: ¥200
    ],
  },
};

/** Kyoto: consumption tax 10%, service charge 10%; accommodation tax from ¥200. */
const KYOTO: TaxRules = {
  consumption_tax_percent: 10,
  service_charge_percent: 10,
  accommodation_tax: {
    type: 'kyoto',
    brackets: [
      { min_per_person_night: 0, tax_per_person_night: 200 }, // under ¥20,000: ¥200
      { min_per_person_night: 20000, tax_per_person_night: 500 }, // ¥20,000–49,999: ¥500
      { min_per_person_night: 50000, tax_per_person_night: 1000 }, // ¥50,000 and more: ¥1,000
    ],
  },
};

/** A hotel with a service charge and no accommodation tax. */
const NO_LOCAL_TAX: TaxRules = { consumption_tax_percent: 10, service_charge_percent: 10, accommodation_tax: { type: 'none', brackets: [] } };

/** Tokyo kids tiers: A (6–11) 70% of the extra-adult rate, B (3–5) 50%, C (0–2) free; F a fixed ¥3,000 (e.g. a bedding fee). */
const TIERS: TierRule[] = [
  { code: 'A', price_type: 'percentage_of_adult', price_value: 70 },
  { code: 'B', price_type: 'percentage_of_adult', price_value: 50 },
  { code: 'C', price_type: 'free', price_value: 0 },
  { code: 'F', price_type: 'fixed', price_value: 3000 },
];

/** Kyoto age ranges (ages mode), priced like tiers. */
const AGE_RANGES: TierRule[] = [
  { code: 'age_7_12', price_type: 'percentage_of_adult', price_value: 70 },
  { code: 'age_3_6', price_type: 'percentage_of_adult', price_value: 50 },
  { code: 'age_0_2', price_type: 'free', price_value: 0 },
];

const party = (adults: number, kids: Record<string, number> = {}): Party => ({
  adults,
  kids: Object.entries(kids).map(([code, count]) => ({ code, count })),
});

// A Tokyo double: Thursday ¥20,000 (+¥8,000 per extra adult), Friday and Saturday ¥24,000 (+¥9,600).
const THU: NightRate = { date: '2025-07-10', base_price: 20000, extra_adult_price: 8000 };
const FRI: NightRate = { date: '2025-07-11', base_price: 24000, extra_adult_price: 9600 };
const SAT: NightRate = { date: '2025-07-12', base_price: 24000, extra_adult_price: 9600 };

const totals = (room: number, service: number, tax: number, accommodationTax: number, total: number): Totals => ({ room, service, tax, accommodationTax, rounding: 0, total });

// ---------------------------------------------------------------------------------------------

describe('nightPrice', () => {
  const rate: NightRate = { date: '2025-07-10', base_price: 20000, extra_adult_price: 8000 };

  it.each([
    ['one adult: the base price', party(1), 20000],
    ['two adults: base + one extra adult', party(2), 28000], // 20000 + 8000
    ['three adults: base + two extra adults', party(3), 36000], // 20000 + 2 × 8000
    ['two adults and a child A (70% of the extra-adult rate)', party(2, { A: 1 }), 33600], // 28000 + 8000 × 70% = 28000 + 5600
    ['two adults and a child B (50%)', party(2, { B: 1 }), 32000], // 28000 + 4000
    ['two adults and an infant C (free)', party(2, { C: 1 }), 28000], // 28000 + 0
    ['two adults and two children F (fixed ¥3,000)', party(2, { F: 2 }), 34000], // 28000 + 2 × 3000
    ['two adults, two A and one B', party(2, { A: 2, B: 1 }), 43200], // 28000 + 2 × 5600 + 4000
    ['one adult and a child A: the child is priced on the extra-adult rate, not the base', party(1, { A: 1 }), 25600], // 20000 + 5600 (not 20000 × 70%)
    ['every tier at once', party(2, { A: 1, B: 1, C: 1, F: 1 }), 40600], // 28000 + 5600 + 4000 + 0 + 3000
    ['a tier the hotel does not offer, with a count of 0', party(2, { Z: 0 }), 28000],
  ])('%s → %d', (_name, p, expected) => {
    expect(nightPrice(rate, p, TIERS)).toBe(expected);
  });

  it('rounds each child to the yen before multiplying by the count', () => {
    // 7777 × 70% = 5443.9 → 5444 a child; two children 10888; 20000 + 10888 = 30888.
    expect(nightPrice({ date: '2025-07-10', base_price: 20000, extra_adult_price: 7777 }, party(1, { A: 2 }), TIERS)).toBe(30888);
  });

  it('rounds a half yen up', () => {
    // 7775 × 50% = 3887.5 → 3888; 20000 + 3888 = 23888.
    expect(nightPrice({ date: '2025-07-10', base_price: 20000, extra_adult_price: 7775 }, party(1, { B: 1 }), TIERS)).toBe(23888);
  });

  it('throws on a child of a tier the hotel does not offer', () => {
    expect(() => nightPrice(rate, party(2, { Z: 1 }), TIERS)).toThrow(/unknown kids tier Z/);
  });
});

describe('payingGuests', () => {
  it.each([
    ['two adults', party(2), 2],
    ['two adults, a child A and a child B', party(2, { A: 1, B: 1 }), 4],
    ['two adults and an infant (free)', party(2, { C: 1 }), 2],
    ['two adults, a child A and two infants', party(2, { A: 1, C: 2 }), 3],
    ['two adults and a fixed-price child', party(2, { F: 1 }), 3],
    ['one adult and two children of 3–6 (ages mode)', party(1, { age_3_6: 2 }), 3],
  ])('%s → %d', (_name, p, expected) => {
    expect(payingGuests(p, [...TIERS, ...AGE_RANGES])).toBe(expected);
  });
});

describe('accommodationTaxPerPerson', () => {
  it.each([
    [0, 0],
    [5000, 0],
    [9999, 0],
    [9999.5, 0],
    [10000, 100],
    [12500, 100],
    [14999, 100],
    [15000, 200],
    [50000, 200],
  ])('Tokyo: ¥%d a person a night → ¥%d', (price, tax) => {
    expect(accommodationTaxPerPerson(price, TOKYO)).toBe(tax);
  });

  it.each([
    [0, 200],
    [8000, 200],
    [19999, 200],
    [20000, 500],
    [35000, 500],
    [49999, 500],
    [50000, 1000],
    [120000, 1000],
  ])('Kyoto: ¥%d a person a night → ¥%d', (price, tax) => {
    expect(accommodationTaxPerPerson(price, KYOTO)).toBe(tax);
  });

  it('is 0 where there is no accommodation tax', () => {
    expect(accommodationTaxPerPerson(80000, NO_LOCAL_TAX)).toBe(0);
  });

  // The brackets are a table of the hotel's settings; nothing in TaxRules says they are sorted.
  // The tax for ¥16,000 in Tokyo is ¥200 whatever order the rows are stored in; today the last
  // row reached wins, so a table written from the top bracket down answers ¥0.
  it('does not depend on the order of the brackets', () => {
    const descending: TaxRules = { ...TOKYO, accommodation_tax: { type: 'tokyo', brackets: [...TOKYO.accommodation_tax.brackets].reverse() } };
    expect(accommodationTaxPerPerson(16000, descending)).toBe(200);
    expect(accommodationTaxPerPerson(12000, descending)).toBe(100);
  });
});

describe('taxesOn', () => {
  it('Tokyo, two nights for two: no service charge, 10% tax, ¥100 a person a night', () => {
    // room 28000 + 28000 = 56000; service 0; tax 56000 × 10% = 5600;
    // 28000 / 2 = 14000 a person → ¥100 × 2 persons × 2 nights = 400; total 56000 + 5600 + 400 = 62000.
    expect(taxesOn([28000, 28000], 2, TOKYO)).toEqual(totals(56000, 0, 5600, 400, 62000));
  });

  it('Kyoto, one night for two at ¥38,000: the service charge counts toward the bracket', () => {
    // service 38000 × 10% = 3800; tax (38000 + 3800) × 10% = 4180;
    // (38000 + 3800) / 2 = 20900 a person → ¥500 × 2 = 1000; total 38000 + 3800 + 4180 + 1000 = 46980.
    expect(taxesOn([38000], 2, KYOTO)).toEqual(totals(38000, 3800, 4180, 1000, 46980));
  });

  it('Kyoto, one night for two at ¥44,000: the ¥500 bracket', () => {
    // service 4400; tax (44000 + 4400) × 10% = 4840; 44000 / 2 = 22000 → ¥500 × 2 = 1000;
    // total 44000 + 4400 + 4840 + 1000 = 54240.
    expect(taxesOn([44000], 2, KYOTO)).toEqual(totals(44000, 4400, 4840, 1000, 54240));
  });

  it('Kyoto, a suite for two at ¥100,000: the ¥1,000 bracket', () => {
    // service 10000; tax 110000 × 10% = 11000; 100000 / 2 = 50000 → ¥1000 × 2 = 2000;
    // total 100000 + 10000 + 11000 + 2000 = 123000.
    expect(taxesOn([100000], 2, KYOTO)).toEqual(totals(100000, 10000, 11000, 2000, 123000));
  });

  it('Kyoto, three paying guests: accommodation tax per paying person', () => {
    // service 4800; tax 52800 × 10% = 5280; 48000 / 3 = 16000 → ¥200 × 3 = 600;
    // total 48000 + 4800 + 5280 + 600 = 58680.
    expect(taxesOn([48000], 3, KYOTO)).toEqual(totals(48000, 4800, 5280, 600, 58680));
  });

  it('takes the consumption tax on the room and the service charge, not on the room alone', () => {
    // service 1000; tax (10000 + 1000) × 10% = 1100 (not 1000); total 12100.
    expect(taxesOn([10000], 1, NO_LOCAL_TAX)).toEqual(totals(10000, 1000, 1100, 0, 12100));
  });

  it('takes no consumption tax on the accommodation tax', () => {
    // Tokyo, 1 person at ¥20,000: accommodation tax 200; tax 20000 × 10% = 2000 (not 2020); total 22200.
    expect(taxesOn([20000], 1, TOKYO)).toEqual(totals(20000, 0, 2000, 200, 22200));
  });

  it.each([
    // room, service = round(room × 10%), tax = floor((room + service) × 10%), total
    ['service rounds down below a half', 12344, 1234, 1357, 14935], // service 1234.4 → 1234; tax 13578 × 10% = 1357.8 → 1357
    ['service rounds a half up', 12345, 1235, 1358, 14938], // service 1234.5 → 1235; tax 13580 × 10% = 1358
    ['service rounds up above a half', 12346, 1235, 1358, 14939], // service 1234.6 → 1235; tax 13581 × 10% = 1358.1 → 1358
    ['tax rounds .7 down', 12352, 1235, 1358, 14945], // service 1235.2 → 1235; tax 13587 × 10% = 1358.7 → 1358
  ])('rounding: %s (room %d)', (_name, room, service, tax, total) => {
    expect(taxesOn([room], 1, NO_LOCAL_TAX)).toEqual(totals(room, service, tax, 0, total));
  });

  it('rounds the consumption tax down, never to the nearest yen', () => {
    // No service charge: 12349 × 10% = 1234.9 → 1234; 19999 × 10% = 1999.9 → 1999.
    const plain: TaxRules = { ...NO_LOCAL_TAX, service_charge_percent: 0 };
    expect(taxesOn([12349], 1, plain).tax).toBe(1234);
    expect(taxesOn([19999], 1, plain).tax).toBe(1999);
    // 8% (the old rate): 12345 × 8% = 987.6 → 987.
    expect(taxesOn([12345], 1, { ...plain, consumption_tax_percent: 8 }).tax).toBe(987);
  });

  it('rounds the consumption tax once on the stay, not night by night', () => {
    // Three nights of 12345: room 37035; 37035 × 10% = 3703.5 → 3703 (night by night would be 3 × 1234 = 3702).
    const plain: TaxRules = { ...NO_LOCAL_TAX, service_charge_percent: 0 };
    expect(taxesOn([12345, 12345, 12345], 1, plain).tax).toBe(3703);
  });

  it('takes the accommodation tax night by night, on each night’s price', () => {
    // Tokyo, two persons: Thursday 18000 / 2 = 9000 → 0; Friday 20000 / 2 = 10000 → ¥100 × 2 = 200.
    // (On the average night, 19000 / 2 = 9500, it would be 0.) Room 38000; tax 3800; total 38000 + 3800 + 200 = 42000.
    expect(taxesOn([18000, 20000], 2, TOKYO)).toEqual(totals(38000, 0, 3800, 200, 42000));
  });

  it('compares the price per person without rounding it', () => {
    // 20001 / 2 = 10000.5 → ¥100 × 2 = 200; 19999 / 2 = 9999.5 → 0.
    expect(taxesOn([20001], 2, TOKYO).accommodationTax).toBe(200);
    expect(taxesOn([19999], 2, TOKYO).accommodationTax).toBe(0);
  });

  it('takes no accommodation tax when nobody pays (even in Kyoto, where the lowest bracket is ¥200)', () => {
    // service 1000; tax 1100; accommodation tax 200 × 0 persons = 0; total 12100.
    expect(taxesOn([10000], 0, KYOTO)).toEqual(totals(10000, 1000, 1100, 0, 12100));
  });

  it('is all zero for no nights', () => {
    expect(taxesOn([], 2, KYOTO)).toEqual(totals(0, 0, 0, 0, 0));
  });
});

// ---------------------------------------------------------------------------------------------

/** A Tokyo "members" plan, 10% off for signed-in members, three nights Thursday to Sunday for two adults. */
const MEMBERS_PLAN: RoomPriceInput = {
  nights: [THU, FRI, SAT],
  party: party(2),
  tiers: TIERS,
  memberDiscountPercent: 10,
  signedIn: true,
  coupon: null,
  taxes: TOKYO,
};
// Two adults a night: Thursday 20000 + 8000 = 28000, Friday and Saturday 24000 + 9600 = 33600;
// original 28000 + 33600 + 33600 = 95200.

// As a guest (no discount): tax 9520; a person a night 14000 → ¥100, 16800 → ¥200, 16800 → ¥200,
// × 2 persons = 200 + 400 + 400 = 1000; total 95200 + 9520 + 1000 = 105720.
const GUEST_TOTALS = totals(95200, 0, 9520, 1000, 105720);
// As a member, 10% a night: 2800, 3360, 3360 (9520) off → 25200, 30240, 30240 = 85680; tax 8568;
// a person a night 12600 → ¥100, 15120 → ¥200, 15120 → ¥200, × 2 = 1000; total 85680 + 8568 + 1000 = 95248.
const MEMBER_TOTALS = totals(85680, 0, 8568, 1000, 95248);

const percent = (value: number, max: number | null = null): CouponRule => ({ discount_type: 'percentage', discount_value: value, max_discounted_nights: max });
const fixed = (value: number, max: number | null = null): CouponRule => ({ discount_type: 'fixed', discount_value: value, max_discounted_nights: max });
const prices = (r: RoomPrice) => r.nightly.map((n) => n.price);

describe('priceRoom: member discount', () => {
  it('gives a signed-in member the member price', () => {
    const r = priceRoom(MEMBERS_PLAN);
    expect(r.nightly).toEqual([
      { date: '2025-07-10', price: 25200 },
      { date: '2025-07-11', price: 30240 },
      { date: '2025-07-12', price: 30240 },
    ]);
    expect(r.original).toBe(95200);
    expect(r.memberDiscount).toBe(9520);
    expect(r.couponDiscount).toBe(0);
    expect(r.totals).toEqual(MEMBER_TOTALS);
    expect(r.originalTotals).toEqual(GUEST_TOTALS);
  });

  it('gives a guest who is not signed in no member discount', () => {
    const r = priceRoom({ ...MEMBERS_PLAN, signedIn: false });
    expect(prices(r)).toEqual([28000, 33600, 33600]);
    expect(r.original).toBe(95200);
    expect(r.memberDiscount).toBe(0);
    expect(r.totals).toEqual(GUEST_TOTALS);
  });

  it('computes both the signed-in and the not-signed-in totals, whoever asks', () => {
    for (const signedIn of [true, false]) {
      const r = priceRoom({ ...MEMBERS_PLAN, signedIn });
      expect(r.signIn).toEqual(MEMBER_TOTALS);
      expect(r.nonSignIn).toEqual(GUEST_TOTALS);
      expect(r.originalTotals).toEqual(GUEST_TOTALS);
    }
  });

  it('gives the same price signed in or not on a plan without member discount', () => {
    const r = priceRoom({ ...MEMBERS_PLAN, memberDiscountPercent: 0 });
    expect(r.memberDiscount).toBe(0);
    expect(r.signIn).toEqual(GUEST_TOTALS);
    expect(r.nonSignIn).toEqual(GUEST_TOTALS);
    expect(r.totals).toEqual(GUEST_TOTALS);
  });

  it('rounds the member discount night by night, and the nights add up to the room price', () => {
    // One adult at 12345 a night for three nights, 10% off: 1234.5 → 1235 a night, 3705 in all;
    // 11110 a night, room 33330; tax 3333; 11110 a person → ¥100 × 3 nights = 300; total 33330 + 3333 + 300 = 36963.
    const n = (date: string): NightRate => ({ date, base_price: 12345, extra_adult_price: 0 });
    const r = priceRoom({ ...MEMBERS_PLAN, party: party(1), nights: [n('2025-07-10'), n('2025-07-11'), n('2025-07-12')] });
    expect(prices(r)).toEqual([11110, 11110, 11110]);
    expect(r.memberDiscount).toBe(3705);
    expect(r.totals).toEqual(totals(33330, 0, 3333, 300, 36963));
  });
});

describe('priceRoom: coupons', () => {
  it('a percentage coupon limited to the first 2 nights, for a guest', () => {
    // 10% on Thursday 2800 and Friday 3360, Saturday full price: 25200, 30240, 33600 = 89040; coupon 6160.
    // Tax 8904; a person a night 12600 → 100, 15120 → 200, 16800 → 200, × 2 = 1000; total 89040 + 8904 + 1000 = 98944.
    const r = priceRoom({ ...MEMBERS_PLAN, signedIn: false, coupon: percent(10, 2) });
    expect(prices(r)).toEqual([25200, 30240, 33600]);
    expect(r.couponDiscount).toBe(6160);
    expect(r.memberDiscount).toBe(0);
    expect(r.totals).toEqual(totals(89040, 0, 8904, 1000, 98944));
    // What the same guest would pay signed in: member prices 25200, 30240, 30240, then 10% off the
    // first two (2520, 3024): 22680, 27216, 30240 = 80136; tax 8013.6 → 8013;
    // a person a night 11340 → 100, 13608 → 100, 15120 → 200, × 2 = 800; total 80136 + 8013 + 800 = 88949.
    expect(r.signIn).toEqual(totals(80136, 0, 8013, 800, 88949));
    expect(r.nonSignIn).toEqual(r.totals);
  });

  it('a percentage coupon for the whole stay on top of the member discount', () => {
    // Member prices 25200, 30240, 30240; 10% off each: 2520, 3024, 3024 (8568) → 22680, 27216, 27216 = 77112.
    // Tax 7711.2 → 7711; a person a night 11340, 13608, 13608 → ¥100 × 2 × 3 = 600; total 77112 + 7711 + 600 = 85423.
    const r = priceRoom({ ...MEMBERS_PLAN, coupon: percent(10) });
    expect(prices(r)).toEqual([22680, 27216, 27216]);
    expect(r.memberDiscount).toBe(9520);
    expect(r.couponDiscount).toBe(8568);
    expect(r.totals).toEqual(totals(77112, 0, 7711, 600, 85423));
    // Not signed in, only the coupon: 2800, 3360, 3360 off → 25200, 30240, 30240: the same as MEMBER_TOTALS.
    expect(r.nonSignIn).toEqual(MEMBER_TOTALS);
  });

  it('a percentage coupon for more nights than the stay covers every night', () => {
    // 10% of 28000, 33600, 33600 = 2800 + 3360 + 3360 = 9520.
    const r = priceRoom({ ...MEMBERS_PLAN, signedIn: false, coupon: percent(10, 5) });
    expect(r.couponDiscount).toBe(9520);
    expect(prices(r)).toEqual([25200, 30240, 30240]);
  });

  it('a fixed ¥3,000 coupon is taken once, not every night', () => {
    // 28000 − 3000 = 25000, then 33600, 33600: room 92200, coupon 3000.
    // Tax 9220; a person a night 12500 → 100, 16800 → 200, 16800 → 200, × 2 = 1000; total 92200 + 9220 + 1000 = 102420.
    const r = priceRoom({ ...MEMBERS_PLAN, signedIn: false, coupon: fixed(3000) });
    expect(prices(r)).toEqual([25000, 33600, 33600]);
    expect(r.couponDiscount).toBe(3000);
    expect(r.totals).toEqual(totals(92200, 0, 9220, 1000, 102420));
  });

  it('a fixed coupon larger than a night carries over to the next nights', () => {
    // ¥30,000: Thursday 28000 off (to 0), Friday the remaining 2000 off (to 31600), Saturday full.
    const r = priceRoom({ ...MEMBERS_PLAN, signedIn: false, coupon: fixed(30000) });
    expect(prices(r)).toEqual([0, 31600, 33600]);
    expect(r.couponDiscount).toBe(30000);
  });

  it('a fixed coupon limited to the first 2 nights', () => {
    // ¥40,000 over Thursday and Friday: 28000 off, then 12000 off Friday (33600 → 21600); Saturday full.
    const r = priceRoom({ ...MEMBERS_PLAN, signedIn: false, coupon: fixed(40000, 2) });
    expect(prices(r)).toEqual([0, 21600, 33600]);
    expect(r.couponDiscount).toBe(40000);
  });

  it('a fixed coupon limited to the first 2 nights takes no more than those nights cost', () => {
    // ¥70,000 but only Thursday and Friday count: 28000 + 33600 = 61600 off; Saturday 33600 stays.
    const r = priceRoom({ ...MEMBERS_PLAN, signedIn: false, coupon: fixed(70000, 2) });
    expect(prices(r)).toEqual([0, 0, 33600]);
    expect(r.couponDiscount).toBe(61600);
    expect(r.totals.room).toBe(33600);
  });

  it('a fixed coupon on top of the member price', () => {
    // Member prices 25200, 30240, 30240; ¥3,000 off the first: 22200. Member 9520, coupon 3000.
    const r = priceRoom({ ...MEMBERS_PLAN, coupon: fixed(3000) });
    expect(prices(r)).toEqual([22200, 30240, 30240]);
    expect(r.memberDiscount).toBe(9520);
    expect(r.couponDiscount).toBe(3000);
    // Not signed in: 28000 − 3000 = 25000, 33600, 33600 = 92200.
    expect(r.nonSignIn.room).toBe(92200);
  });
});

describe('priceRoom: parties with children', () => {
  it('Tokyo: two adults, a child A and an infant, one Friday night', () => {
    // 24000 + 9600 + 9600 × 70% (6720) + 0 = 40320; paying persons 3 (the infant is free);
    // 40320 / 3 = 13440 a person → ¥100 × 3 = 300; tax 4032; total 40320 + 4032 + 300 = 44652.
    const r = priceRoom({ ...MEMBERS_PLAN, signedIn: false, nights: [FRI], party: party(2, { A: 1, C: 1 }) });
    expect(prices(r)).toEqual([40320]);
    expect(r.totals).toEqual(totals(40320, 0, 4032, 300, 44652));
  });

  it('Kyoto: two adults, a child of 3–6 and a child of 0–2, one night, with a service charge', () => {
    // 30000 + 12000 + 12000 × 50% (6000) + 0 = 48000; service 4800; tax 52800 × 10% = 5280;
    // paying persons 3: 48000 / 3 = 16000 → ¥200 × 3 = 600; total 48000 + 4800 + 5280 + 600 = 58680.
    const r = priceRoom({
      nights: [{ date: '2025-11-20', base_price: 30000, extra_adult_price: 12000 }],
      party: party(2, { age_3_6: 1, age_0_2: 1 }),
      tiers: AGE_RANGES,
      memberDiscountPercent: 0,
      signedIn: false,
      coupon: null,
      taxes: KYOTO,
    });
    expect(r.original).toBe(48000);
    expect(r.totals).toEqual(totals(48000, 4800, 5280, 600, 58680));
  });
});

describe('priceRoom: what always holds', () => {
  it.each([
    ['member, no coupon', { ...MEMBERS_PLAN }],
    ['guest, percentage coupon for 2 nights', { ...MEMBERS_PLAN, signedIn: false, coupon: percent(10, 2) }],
    ['member and percentage coupon', { ...MEMBERS_PLAN, coupon: percent(15) }],
    ['member and fixed coupon', { ...MEMBERS_PLAN, coupon: fixed(5000, 1) }],
    ['Kyoto family, member 5%, coupon 7%', { ...MEMBERS_PLAN, taxes: KYOTO, tiers: AGE_RANGES, party: party(2, { age_7_12: 1, age_0_2: 1 }), memberDiscountPercent: 5, coupon: percent(7) }],
  ] as [string, RoomPriceInput][])('%s: nightly list, discounts and totals agree', (_name, input) => {
    const r = priceRoom(input);
    const sum = prices(r).reduce((a, b) => a + b, 0);
    expect(r.nightly.map((n) => n.date)).toEqual(input.nights.map((n) => n.date));
    expect(sum).toBe(r.totals.room);
    expect(r.original - r.memberDiscount - r.couponDiscount).toBe(r.totals.room);
    for (const t of [r.totals, r.signIn, r.nonSignIn, r.originalTotals]) {
      expect(t.total).toBe(t.room + t.service + t.tax + t.accommodationTax);
    }
    expect(r.totals).toEqual(input.signedIn ? r.signIn : r.nonSignIn);
    expect(r.originalTotals.room).toBe(r.original);
  });
});

// ---------------------------------------------------------------------------------------------

describe('priceObject', () => {
  // Two rooms in Tokyo for Friday and Saturday on the members plan (10%), coupon WELCOME10 (10%,
  // the whole stay), signed in. Friday and Saturday: ¥24,000 + ¥9,600 per extra adult.
  const both: Omit<RoomPriceInput, 'party'> = { nights: [FRI, SAT], tiers: TIERS, memberDiscountPercent: 10, signedIn: true, coupon: percent(10), taxes: TOKYO };
  // Room 1, two adults: 33600 a night, original 67200.
  //   Member 3360 → 30240; coupon 3024 → 27216 a night; room 54432, member 6720, coupon 6048.
  //   Tax 5443.2 → 5443; 13608 a person → ¥100 × 2 × 2 nights = 400; total 54432 + 5443 + 400 = 60275.
  //   Not signed in: coupon 3360 → 30240 a night, room 60480, tax 6048, 15120 a person → ¥200 × 2 × 2 = 800, total 67328.
  //   Original: 67200, tax 6720, 16800 a person → 800; total 74720.
  const room1 = priceRoom({ ...both, party: party(2) });
  // Room 2, one adult and a child A: 24000 + 9600 × 70% = 30720 a night, original 61440; 2 paying persons.
  //   Member 3072 → 27648; coupon 2764.8 → 2765 → 24883 a night; room 49766, member 6144, coupon 5530.
  //   Tax 4976.6 → 4976; 12441.5 a person → ¥100 × 2 × 2 = 400; total 49766 + 4976 + 400 = 55142.
  //   Not signed in: coupon 3072 → 27648 a night, room 55296, tax 5529.6 → 5529, 13824 a person → 400, total 61225.
  //   Original: 61440, tax 6144, 15360 a person → ¥200 × 2 × 2 = 800; total 68384.
  const room2 = priceRoom({ ...both, party: party(1, { A: 1 }) });
  const JPY_ONLY = { currency: 'JPY' as const, taxIncluded: true, display: null };

  it('sums the rooms of a multi-room booking', () => {
    const p = priceObject([room1, room2], JPY_ONLY);
    expect(p).toMatchObject({
      original_price: 128640, // 67200 + 61440
      original_price_with_tax: 143104, // 74720 + 68384
      total_special_discount: 12864, // member: 6720 + 6144
      coupon_discount_amount: 11578, // 6048 + 5530
      discounted_price: 104198, // 54432 + 49766
      room_price_without_tax: 104198,
      service_charge: 0,
      total_price_without_tax: 104198, // room + service
      tax: 10419, // 5443 + 4976
      accommodation_tax: 800, // 400 + 400
      total_price: 115417, // 60275 + 55142
      total_price_before_point_discount: 115417,
      remain_amount: 115417,
      currency: 'JPY',
      tax_included: true,
      mcp_currency: null,
      mcp: null,
    });
  });

  it('fills each room: its discounts, its signed-in and not-signed-in prices, its nights', () => {
    const p = priceObject([room1, room2], JPY_ONLY);
    expect(p.rooms).toEqual([
      {
        discounts: [
          { discount_type: 'member', discount_amount: 6720 },
          { discount_type: 'coupon', discount_amount: 6048 },
        ],
        rounding_discount: 0,
        sign_in_discount: { total_price_after_discount: 60275, total_price_after_discount_tax: 5443, total_accommodation_tax: 400 },
        non_sign_in_discount: { total_price_after_discount: 67328, total_price_after_discount_tax: 6048, total_accommodation_tax: 800 },
        nightly: [
          { date: '2025-07-11', price: 27216 },
          { date: '2025-07-12', price: 27216 },
        ],
      },
      {
        discounts: [
          { discount_type: 'member', discount_amount: 6144 },
          { discount_type: 'coupon', discount_amount: 5530 },
        ],
        rounding_discount: 0,
        sign_in_discount: { total_price_after_discount: 55142, total_price_after_discount_tax: 4976, total_accommodation_tax: 400 },
        non_sign_in_discount: { total_price_after_discount: 61225, total_price_after_discount_tax: 5529, total_accommodation_tax: 400 },
        nightly: [
          { date: '2025-07-11', price: 24883 },
          { date: '2025-07-12', price: 24883 },
        ],
      },
    ]);
  });

  it('sets what this product does not compute yet to zero', () => {
    const p = priceObject([room1, room2], JPY_ONLY);
    for (const key of ['brr_discount_amount', 'deposit_amount', 'extra_price_without_tax', 'promotion_discount_amount', 'spending_point_value', 'total_extra_price', 'voucher_coupon_discount_amount'] as const) {
      expect(p[key], key).toBe(0);
    }
    expect(p.cancellation).toEqual({ fee: 0 });
    expect(p.extras).toEqual([]);
  });

  it('keeps its fields consistent', () => {
    const p = priceObject([room1, room2], JPY_ONLY);
    expect(p.total_price).toBe(p.room_price_without_tax + p.service_charge + p.tax + p.accommodation_tax);
    expect(p.remain_amount).toBe(p.total_price);
    expect(p.total_price_before_point_discount).toBe(p.total_price);
    expect(p.total_price_without_tax).toBe(p.room_price_without_tax + p.service_charge);
    expect(p.discounted_price).toBe(p.original_price - p.total_special_discount - p.coupon_discount_amount);
    expect(p.total_special_discount).toBe(room1.memberDiscount + room2.memberDiscount);
    // Signed in, what each room charges a member adds up to the total.
    expect(p.rooms.reduce((a, r) => a + r.sign_in_discount.total_price_after_discount, 0)).toBe(p.total_price);
  });

  it('takes points off the total, keeps the price before them, and lowers the shown-currency twins in step', () => {
    const p = applyPoints(priceObject([room1, room2], JPY_ONLY), 5000);
    expect(p).toMatchObject({ spending_point_value: 5000, total_price: 110417, remain_amount: 110417, total_price_before_point_discount: 115417, tax: 10419 });
    const usd = priceObject([room1, room2], { currency: 'JPY', taxIncluded: true, display: { currency: 'USD', rates: { JPY: 1, USD: 0.0066 } } });
    const paid = applyPoints(usd, 5000);
    const before = usd.mcp!.total_price_before_point_discount!;
    expect(paid.mcp!.spending_point_value).toBe(Math.round((5000 * before) / 115417));
    expect(paid.mcp!.total_price).toBe(before - paid.mcp!.spending_point_value!);
    expect(applyPoints(usd, 0)).toBe(usd);
    expect(() => applyPoints(usd, 115418)).toThrow(/at most 115417/);
    expect(() => applyPoints(usd, 1.5)).toThrow();
    expect(() => PriceObjectSchema.parse(paid)).not.toThrow();
  });

  it('parses against the contract', () => {
    expect(() => PriceObjectSchema.parse(priceObject([room1, room2], JPY_ONLY))).not.toThrow();
    expect(() => PriceObjectSchema.parse(priceObject([room1, room2], { currency: 'JPY', taxIncluded: true, display: { currency: 'USD', rates: { JPY: 1, USD: 0.0066 } } }))).not.toThrow();
  });

  it('adds the service charge of Kyoto rooms, outside the price without tax', () => {
    // Built by hand (no discounts). Room 1: two adults at ¥38,000: service 3800, tax 4180,
    // accommodation 400, total 46380. Room 2: two adults at ¥44,000: service 4400, tax 4840, accommodation 1000, total 54240.
    const plain = (date: string, t: Totals): RoomPrice => ({
      nightly: [{ date, price: t.room }],
      original: t.room,
      originalTotals: t,
      memberDiscount: 0,
      promotionDiscount: 0,
      couponDiscount: 0,
      totals: t,
      signIn: t,
      nonSignIn: t,
    });
    const p = priceObject([plain('2025-11-20', totals(38000, 3800, 4180, 400, 46380)), plain('2025-11-20', totals(44000, 4400, 4840, 1000, 54240))], {
      currency: 'JPY',
      taxIncluded: false,
      display: null,
    });
    expect(p).toMatchObject({
      room_price_without_tax: 82000, // 38000 + 44000
      discounted_price: 82000,
      original_price: 82000,
      service_charge: 8200, // 3800 + 4400
      total_price_without_tax: 90200, // 82000 + 8200
      tax: 9020, // 4180 + 4840
      accommodation_tax: 1400, // 400 + 1000
      total_price: 100620, // 82000 + 8200 + 9020 + 1400
      remain_amount: 100620,
      original_price_with_tax: 100620,
      total_special_discount: 0,
      coupon_discount_amount: 0,
      tax_included: false,
    });
    // No discount, no discount entry.
    expect(p.rooms.map((r) => r.discounts)).toEqual([[], []]);
  });

  it('lists only the coupon, and no special discount, for a guest who is not signed in', () => {
    // The guest of "a percentage coupon limited to the first 2 nights" above.
    const guest = priceRoom({ ...MEMBERS_PLAN, signedIn: false, coupon: percent(10, 2) });
    const p = priceObject([guest], JPY_ONLY);
    expect(p.total_special_discount).toBe(0);
    expect(p.coupon_discount_amount).toBe(6160);
    expect(p.total_price).toBe(98944);
    expect(p.rooms[0]?.discounts).toEqual([{ discount_type: 'coupon', discount_amount: 6160 }]);
    // The member price is still shown, to invite the guest to sign in.
    expect(p.rooms[0]?.sign_in_discount).toEqual({ total_price_after_discount: 88949, total_price_after_discount_tax: 8013, total_accommodation_tax: 800 });
    expect(p.rooms[0]?.non_sign_in_discount).toEqual({ total_price_after_discount: 98944, total_price_after_discount_tax: 8904, total_accommodation_tax: 1000 });
  });

  it('lists only the member discount for a member without coupon', () => {
    const p = priceObject([priceRoom(MEMBERS_PLAN)], JPY_ONLY);
    expect(p.rooms[0]?.discounts).toEqual([{ discount_type: 'member', discount_amount: 9520 }]);
    expect(p.total_special_discount).toBe(9520);
    expect(p.coupon_discount_amount).toBe(0);
    expect(p.total_price).toBe(95248);
  });

  it('is all zero for no rooms', () => {
    const p = priceObject([], JPY_ONLY);
    for (const key of PRICE_AMOUNT_KEYS) expect(p[key], key).toBe(0);
    expect(p.rooms).toEqual([]);
  });
});

describe('priceObject: multi-currency (mcp) twins', () => {
  const both: Omit<RoomPriceInput, 'party'> = { nights: [FRI, SAT], tiers: TIERS, memberDiscountPercent: 10, signedIn: true, coupon: percent(10), taxes: TOKYO };
  const rooms = [priceRoom({ ...both, party: party(2) }), priceRoom({ ...both, party: party(1, { A: 1 }) })];
  const RATES = { JPY: 1, USD: 0.0066, KWD: 0.002 };

  it('are absent without a display currency', () => {
    const p = priceObject(rooms, { currency: 'JPY', taxIncluded: true, display: null });
    expect(p.mcp).toBeNull();
    expect(p.mcp_currency).toBeNull();
  });

  it('are absent when the display currency is the hotel currency', () => {
    const p = priceObject(rooms, { currency: 'JPY', taxIncluded: true, display: { currency: 'JPY', rates: RATES } });
    expect(p.mcp).toBeNull();
    expect(p.mcp_currency).toBeNull();
  });

  it('convert every amount to US cents, and leave the yen amounts as they are', () => {
    const p = priceObject(rooms, { currency: 'JPY', taxIncluded: true, display: { currency: 'USD', rates: RATES } });
    expect(p.mcp_currency).toBe('USD');
    expect(Object.keys(p.mcp ?? {}).sort()).toEqual([...PRICE_AMOUNT_KEYS].sort());
    expect(p.mcp).toMatchObject({
      room_price_without_tax: 68771, // 104198 × 0.0066 = 687.7068 USD → 68770.68 ¢ → 68771
      discounted_price: 68771,
      tax: 6877, // 10419 × 0.0066 = 68.7654 USD → 6877
      accommodation_tax: 528, // 800 × 0.0066 = 5.28 USD
      original_price: 84902, // 128640 × 0.0066 = 849.024 USD → 84902
      total_special_discount: 8490, // 12864 × 0.0066 = 84.9024 USD → 8490
      coupon_discount_amount: 7641, // 11578 × 0.0066 = 76.4148 USD → 7641
      service_charge: 0,
      deposit_amount: 0,
    });
    expect(p.currency).toBe('JPY');
    expect(p.total_price).toBe(115417);
  });

  it('convert the total to US cents as the sum of its converted parts, the same for every total field', () => {
    // The parts are converted one by one: room $687.71 + service $0 + tax $68.77 + accommodation
    // tax $5.28 = $761.76 → 76176 ¢ (converting 115417 whole would give 761.7522 → 76175 ¢).
    const p = priceObject(rooms, { currency: 'JPY', taxIncluded: true, display: { currency: 'USD', rates: RATES } });
    expect(p.mcp?.total_price).toBe(76176);
    expect(p.mcp?.remain_amount).toBe(76176);
    expect(p.mcp?.total_price_before_point_discount).toBe(76176);
  });

  it('convert to a 3-decimal currency (Kuwaiti fils)', () => {
    // 115417 × 0.002 = 230.834 KWD → 230834 fils; 800 × 0.002 = 1.600 KWD → 1600 fils.
    const p = priceObject(rooms, { currency: 'JPY', taxIncluded: true, display: { currency: 'KWD', rates: RATES } });
    expect(p.mcp_currency).toBe('KWD');
    expect(p.mcp?.total_price).toBe(230834);
    expect(p.mcp?.accommodation_tax).toBe(1600);
  });

  it('need a rate for the display currency', () => {
    expect(() => priceObject(rooms, { currency: 'JPY', taxIncluded: true, display: { currency: 'GBP', rates: RATES } })).toThrow(/no exchange rate for GBP/);
  });

  // Each twin is converted and rounded on its own, so the US-dollar breakdown the guest is shown
  // does not add up: room $687.71 + tax $68.77 + accommodation tax $5.28 = $761.76, total $761.75.
  it('add up in the display currency as they do in yen', () => {
    const p = priceObject(rooms, { currency: 'JPY', taxIncluded: true, display: { currency: 'USD', rates: RATES } });
    const m = p.mcp ?? {};
    expect(m.total_price).toBe((m.room_price_without_tax ?? 0) + (m.service_charge ?? 0) + (m.tax ?? 0) + (m.accommodation_tax ?? 0));
  });
});

describe('promotions and rounding', () => {
  const TOKYO_TAX: TaxRules = { consumption_tax_percent: 10, service_charge_percent: 0, accommodation_tax: { type: 'none', brackets: [] } };
  const night: NightRate = { date: '2026-12-01', base_price: 12345, extra_adult_price: 5000 };
  const input = { nights: [night], party: { adults: 1, kids: [] }, tiers: [], memberDiscountPercent: 10, signedIn: false, coupon: null, taxes: TOKYO_TAX };

  it('takes a promotion off after the member discount', () => {
    // Guest: 12345 − round(12345 × 5%) = 12345 − 617 = 11728. Member: 12345 − 1235 = 11110, then −556 = 10554.
    const p = priceRoom({ ...input, promotionPercent: 5 });
    expect(p.promotionDiscount).toBe(617);
    expect(p.totals.room).toBe(11728);
    expect(p.signIn.room).toBe(10554);
  });

  it('rounds the payable total down to ¥100 on a rounding plan', () => {
    // Room 12345, tax floor(1234.5) = 1234, total 13579 → rounding 79, payable 13500.
    const p = priceRoom({ ...input, roundingUnit: 100 });
    expect(p.totals).toEqual({ room: 12345, service: 0, tax: 1234, accommodationTax: 0, rounding: 79, total: 13500 });
    const o = priceObject([p], { currency: 'JPY', taxIncluded: true, display: null });
    expect(o.total_price).toBe(13500);
    expect(o.rooms[0]!.rounding_discount).toBe(79);
    expect(o.rooms[0]!.discounts).toContainEqual({ discount_type: 'rounding', discount_amount: 79 });
  });

  it('leaves a total alone when no rounding is asked', () => {
    expect(roundDown({ room: 1, service: 0, tax: 0, accommodationTax: 0, rounding: 0, total: 1234 }, null).total).toBe(1234);
  });
});
