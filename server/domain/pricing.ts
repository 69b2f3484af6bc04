// The price of a stay (document 1 §3 "Price object"): nightly rates for the party, member and
// coupon discounts, service charge, consumption tax and accommodation tax. Integers in minor
// units of the hotel currency throughout; nothing here knows a database or HTTP.
import type { PriceObject, PriceAmounts, CurrencyCode } from '../../contract';
import { PRICE_AMOUNT_KEYS } from '../../contract';
import { convertMinor, type RateTable } from './currency';
import type { Party, TierRule } from './occupancy';
import { DomainError } from './errors';

export interface NightRate {
  date: string;
  base_price: number;
  extra_adult_price: number;
}

export interface TaxRules {
  consumption_tax_percent: number;
  service_charge_percent: number;
  accommodation_tax: {
    type: string;
    /** Per person and night, by the room price per person and night, tax excluded. */
    brackets: readonly { min_per_person_night: number; tax_per_person_night: number }[];
  };
}

export interface CouponRule {
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  /** The discount applies to the first N nights only; null for the whole stay. */
  max_discounted_nights: number | null;
}

export interface RoomPriceInput {
  nights: readonly NightRate[];
  party: Party;
  tiers: readonly TierRule[];
  memberDiscountPercent: number;
  signedIn: boolean;
  coupon: CouponRule | null;
  taxes: TaxRules;
  /** A promotion code's percentage off, applied after the member discount. */
  promotionPercent?: number;
  /** Plans of rate visibility 'rounding': the payable total is rounded down to this unit. */
  roundingUnit?: number | null;
  /**
   * A day-use plan: the room is used for hours, with no night stayed, so no accommodation tax
   * (a tax per person and night of lodging) is due.
   */
  dayUse?: boolean;
}

export interface Totals {
  room: number;
  service: number;
  tax: number;
  accommodationTax: number;
  /** Taken off the payable total to make it round; 0 unless the plan rounds. */
  rounding: number;
  /** room + service + tax + accommodationTax - rounding */
  total: number;
}

export interface RoomPrice {
  /** Per night, tax excluded, after the discounts that apply to this guest. */
  nightly: { date: string; price: number }[];
  /** The rate before any discount, tax excluded. */
  original: number;
  originalTotals: Totals;
  memberDiscount: number;
  promotionDiscount: number;
  couponDiscount: number;
  totals: Totals;
  /** What a signed-in member pays, and what a guest pays (document 1 §3 sign_in_discount). */
  signIn: Totals;
  nonSignIn: Totals;
}

/** One night for the party: the first adult at base, each further adult at the extra rate, children by tier. */
export function nightPrice(rate: NightRate, party: Party, tiers: readonly TierRule[]): number {
  let price = rate.base_price + rate.extra_adult_price * Math.max(0, party.adults - 1);
  for (const kid of party.kids) {
    if (kid.count === 0) continue;
    const tier = tiers.find((t) => t.code === kid.code);
    if (!tier) throw new Error(`unknown kids tier ${kid.code}`);
    const each = tier.price_type === 'free' ? 0 : tier.price_type === 'fixed' ? tier.price_value : Math.round((rate.extra_adult_price * tier.price_value) / 100);
    price += each * kid.count;
  }
  return price;
}

/** Guests who pay: adults and children of tiers that are not free. */
export function payingGuests(party: Party, tiers: readonly TierRule[]): number {
  return party.adults + party.kids.reduce((n, k) => n + (tiers.find((t) => t.code === k.code)?.price_type === 'free' ? 0 : k.count), 0);
}

/** The bracket with the highest threshold the price reaches, however the table is ordered. */
export function accommodationTaxPerPerson(perPersonNight: number, taxes: TaxRules): number {
  let best: { min_per_person_night: number; tax_per_person_night: number } | null = null;
  for (const b of taxes.accommodation_tax.brackets) {
    if (perPersonNight >= b.min_per_person_night && (!best || b.min_per_person_night > best.min_per_person_night)) best = b;
  }
  return best?.tax_per_person_night ?? 0;
}

/**
 * Service charge on the room, consumption tax on both (rounded down, as Japanese receipts do).
 * Accommodation tax is per person and night, by the night's room price with its service charge
 * and without consumption tax, as the city rules count it; a day-use stay has no night, so none.
 */
export function taxesOn(nightly: readonly number[], persons: number, taxes: TaxRules, options: { dayUse?: boolean } = {}): Totals {
  const room = nightly.reduce((a, b) => a + b, 0);
  const service = Math.round((room * taxes.service_charge_percent) / 100);
  const tax = Math.floor(((room + service) * taxes.consumption_tax_percent) / 100);
  const withService = (n: number) => n * (1 + taxes.service_charge_percent / 100);
  const accommodationTax = options.dayUse ? 0 : nightly.reduce((sum, n) => sum + accommodationTaxPerPerson(persons > 0 ? withService(n) / persons : 0, taxes) * persons, 0);
  return { room, service, tax, accommodationTax, rounding: 0, total: room + service + tax + accommodationTax };
}

/** Rounds a payable total down to a whole unit (e.g. ¥100); the difference is the rounding discount. */
export function roundDown(t: Totals, unit: number | null | undefined): Totals {
  if (!unit || unit <= 1) return t;
  const rounding = t.total % unit;
  return { ...t, rounding, total: t.total - rounding };
}

function discounted(
  base: readonly number[],
  memberPercent: number,
  promotionPercent: number,
  coupon: CouponRule | null,
): { nightly: number[]; member: number; promotion: number; coupon: number } {
  const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const memberPriced = base.map((n) => n - Math.round((n * memberPercent) / 100));
  const afterMember = memberPriced.map((n) => n - Math.round((n * promotionPercent) / 100));
  const member = total(base) - total(memberPriced);
  const promotion = total(memberPriced) - total(afterMember);
  if (!coupon) return { nightly: afterMember, member, promotion, coupon: 0 };
  const covered = coupon.max_discounted_nights ?? afterMember.length;
  let left = coupon.discount_type === 'fixed' ? coupon.discount_value : Infinity;
  let couponTotal = 0;
  const nightly = afterMember.map((n, i) => {
    if (i >= covered) return n;
    const off = coupon.discount_type === 'percentage' ? Math.round((n * coupon.discount_value) / 100) : Math.min(n, left);
    left -= off;
    couponTotal += off;
    return n - off;
  });
  return { nightly, member, promotion, coupon: couponTotal };
}

export function priceRoom(input: RoomPriceInput): RoomPrice {
  const base = input.nights.map((r) => nightPrice(r, input.party, input.tiers));
  const persons = payingGuests(input.party, input.tiers);
  const original = base.reduce((a, b) => a + b, 0);
  const promotion = input.promotionPercent ?? 0;
  const asMember = discounted(base, input.memberDiscountPercent, promotion, input.coupon);
  const asGuest = discounted(base, 0, promotion, input.coupon);
  const lodging = { dayUse: input.dayUse === true };
  const signIn = roundDown(taxesOn(asMember.nightly, persons, input.taxes, lodging), input.roundingUnit);
  const nonSignIn = roundDown(taxesOn(asGuest.nightly, persons, input.taxes, lodging), input.roundingUnit);
  const mine = input.signedIn ? asMember : asGuest;
  return {
    nightly: input.nights.map((r, i) => ({ date: r.date, price: mine.nightly[i] ?? 0 })),
    original,
    originalTotals: taxesOn(base, persons, input.taxes, lodging),
    memberDiscount: input.signedIn ? asMember.member : 0,
    promotionDiscount: mine.promotion,
    couponDiscount: mine.coupon,
    totals: input.signedIn ? signIn : nonSignIn,
    signIn,
    nonSignIn,
  };
}

export interface PriceObjectOptions {
  currency: CurrencyCode;
  taxIncluded: boolean;
  /** Multi-currency: the currency to show, with the rate table. */
  display: { currency: CurrencyCode; rates: RateTable } | null;
  /** Extras chosen with the booking, priced. */
  extras?: readonly { extra_id: number; price_without_tax: number; tax: number; price: number }[];
}

const sum = (rooms: readonly RoomPrice[], pick: (r: RoomPrice) => number) => rooms.reduce((a, r) => a + pick(r), 0);

/** The price object of document 1 §3 for the rooms of one booking. */
export function priceObject(rooms: readonly RoomPrice[], options: PriceObjectOptions): PriceObject {
  const extras = options.extras ?? [];
  const extrasWithout = extras.reduce((a, e) => a + e.price_without_tax, 0);
  const extrasTax = extras.reduce((a, e) => a + e.tax, 0);
  const total = sum(rooms, (r) => r.totals.total) + extrasWithout + extrasTax;
  const amounts: PriceAmounts = {
    accommodation_tax: sum(rooms, (r) => r.totals.accommodationTax),
    brr_discount_amount: 0,
    coupon_discount_amount: sum(rooms, (r) => r.couponDiscount),
    deposit_amount: 0,
    discounted_price: sum(rooms, (r) => r.totals.room),
    extra_price_without_tax: extrasWithout,
    original_price: sum(rooms, (r) => r.original),
    original_price_with_tax: sum(rooms, (r) => r.originalTotals.total),
    promotion_discount_amount: sum(rooms, (r) => r.promotionDiscount),
    remain_amount: total,
    room_price_without_tax: sum(rooms, (r) => r.totals.room),
    total_special_discount: sum(rooms, (r) => r.memberDiscount),
    spending_point_value: 0,
    tax: sum(rooms, (r) => r.totals.tax) + extrasTax,
    service_charge: sum(rooms, (r) => r.totals.service),
    total_extra_price: extrasWithout + extrasTax,
    total_price: total,
    total_price_before_point_discount: total,
    total_price_without_tax: sum(rooms, (r) => r.totals.room + r.totals.service) + extrasWithout,
    voucher_coupon_discount_amount: 0,
  };
  const discount = (t: Totals) => ({
    total_price_after_discount: t.total,
    total_price_after_discount_tax: t.tax,
    total_accommodation_tax: t.accommodationTax,
  });
  let mcp: Record<string, number> | null = null;
  if (options.display && options.display.currency !== options.currency) {
    const { currency: to, rates } = options.display;
    const m: Record<string, number> = {};
    for (const key of PRICE_AMOUNT_KEYS) m[key] = convertMinor(amounts[key], options.currency, to, rates);
    // Each part is rounded on its own; the totals are their sums, so the breakdown adds up.
    const without = (m.room_price_without_tax ?? 0) + (m.service_charge ?? 0) + (m.extra_price_without_tax ?? 0);
    const rounding = convertMinor(sum(rooms, (r) => r.totals.rounding), options.currency, to, rates);
    const whole = without + (m.tax ?? 0) + (m.accommodation_tax ?? 0) - rounding;
    Object.assign(m, { total_price_without_tax: without, total_price: whole, remain_amount: whole, total_price_before_point_discount: whole });
    mcp = m;
  }
  return {
    ...amounts,
    currency: options.currency,
    tax_included: options.taxIncluded,
    cancellation: { fee: 0 },
    rooms: rooms.map((r) => ({
      discounts: [
        ...(r.memberDiscount > 0 ? [{ discount_type: 'member' as const, discount_amount: r.memberDiscount }] : []),
        ...(r.promotionDiscount > 0 ? [{ discount_type: 'promotion' as const, discount_amount: r.promotionDiscount }] : []),
        ...(r.couponDiscount > 0 ? [{ discount_type: 'coupon' as const, discount_amount: r.couponDiscount }] : []),
        ...(r.totals.rounding > 0 ? [{ discount_type: 'rounding' as const, discount_amount: r.totals.rounding }] : []),
      ],
      rounding_discount: r.totals.rounding,
      sign_in_discount: discount(r.signIn),
      non_sign_in_discount: discount(r.nonSignIn),
      nightly: r.nightly,
    })),
    extras: extras.map((e) => ({ extra_id: e.extra_id, price_without_tax: e.price_without_tax, price: e.price })),
    mcp_currency: mcp ? (options.display?.currency ?? null) : null,
    mcp,
  };
}

/**
 * Points paying for part of a booking (1 point = one unit of the hotel's currency, whole units):
 * the total falls by the points, the price before them is kept, and the shown-currency twins fall
 * in proportion. Points beyond the price are refused.
 */
export function applyPoints(price: PriceObject, points: number): PriceObject {
  if (points === 0) return price;
  if (!Number.isInteger(points) || points < 0) throw new DomainError(1000, 'points must be a whole number', 'spending_point_amount');
  const before = price.total_price_before_point_discount;
  if (points > before) throw new DomainError(1000, `at most ${before} points can be spent on this booking`, 'spending_point_amount');
  const total = before - points;
  let mcp = price.mcp;
  if (mcp) {
    const mcpBefore = mcp.total_price_before_point_discount ?? mcp.total_price ?? 0;
    const mcpPoints = before > 0 ? Math.round((points * mcpBefore) / before) : 0;
    mcp = { ...mcp, spending_point_value: mcpPoints, total_price: mcpBefore - mcpPoints, remain_amount: mcpBefore - mcpPoints };
  }
  return { ...price, spending_point_value: points, total_price: total, remain_amount: total, mcp };
}
