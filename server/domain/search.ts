// Room search (document 2 §7.3; document 1 §4 "Results state", §5): which room types and plans
// suit a party for a stay, what they cost, how many are left. Pure: the caller hands over the
// hotel's catalogue, rates and inventory; nothing here reads a database.
import { CURRENCIES, type CurrencyCode, type PlanResult, type RoomPlanResult, type RoomResult, type RoomSearchQuery, type Translations } from '../../contract';
import { addDays, earliestCheckinFrom, nightsOf } from '../../contract/dates';
import { DomainError } from './errors';
import { checkParty, fitsRoom, type Party, type TierRule } from './occupancy';
import { priceObject, priceRoom, type CouponRule, type NightRate, type RoomPrice, type TaxRules } from './pricing';
import { checkStay } from './stay';
import type { RateTable } from './currency';
import { localised as inLanguage } from '../../contract/rules/localised';

export interface RoomTypeRow {
  id: number;
  code: string;
  name: Translations;
  description: Translations;
  size_sqm: number;
  size_tatami: number | null;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  bed_type: string;
  bed_count: number;
  smoking: boolean;
  wifi: 'unavailable' | 'free' | 'charged';
  amenities: string[];
  accessibility: string[];
  filters: string[];
  photos: string[];
  position: number;
}

export interface PlanRow {
  id: number;
  code: string;
  name: Translations;
  description: Translations;
  meal_type: string;
  visibility: string;
  payment_methods: RoomPlanResult['payment_method'][number]['code'][];
  cancellation_policy_id: number | null;
  inclusive_extra_ids: number[];
  member_discount_percent: number;
  min_nights: number;
  max_nights: number;
  booking_start_days: number;
  day_use: boolean;
  checkin_time: string | null;
  checkout_time: string | null;
  sale_limit: number | null;
  position: number;
}

export interface RoomPlanRow {
  id: number;
  code: string;
  room_type_id: number;
  plan_id: number;
}

export interface Catalogue {
  roomTypes: readonly RoomTypeRow[];
  plans: readonly PlanRow[];
  roomPlans: readonly RoomPlanRow[];
}

/** Rates by room plan id, then by date; remaining rooms by room type id, then by date. */
export interface StockAndRates {
  rates: ReadonlyMap<number, ReadonlyMap<string, NightRate>>;
  remaining: ReadonlyMap<number, ReadonlyMap<string, number>>;
}

export interface HotelRules {
  today: string;
  reservableMonths: number;
  yesterdayBookable: boolean;
  maxGuestsPerRoom: number;
  maxChildrenPerAdult: number;
  kidsType: 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages';
  tiers: readonly TierRule[];
  taxes: TaxRules;
  taxIncluded: boolean;
  currency: CurrencyCode;
  mcpEnabled: boolean;
}

export interface SearchContext {
  rules: HotelRules;
  signedIn: boolean;
  /** The signed-in member's rank discount, taken off the rates that give members a discount. */
  rankDiscountPercent?: number;
  coupon: CouponRule | null;
  /** A promotion code's percentage off, for the plans it names (all when none). */
  promotion?: { percent: number; planCodes: readonly string[] } | null;
  locale: string;
  currencyRates: RateTable;
}

/** How far an undated search or the next-available-date scan looks ahead. */
export const LOOKAHEAD_DAYS = 60;

export interface StayWindow {
  mode: 'dated' | 'undated';
  isDayUse: boolean;
  /** Dated: the stay. Undated: null. */
  checkin: string | null;
  checkout: string | null;
  nights: number;
  /** The dates whose rates and stock the search needs. */
  from: string;
  to: string;
}

/** Only the guest's language and English travel: a results answer in five languages is five times the bytes. */
export function localised(t: Translations, locale: string): Translations {
  const all = t as Record<string, string | undefined>;
  const out: Record<string, string> = {};
  if (all[locale] !== undefined) out[locale] = all[locale]!;
  if (all.en !== undefined) out.en = all.en;
  return out as Translations;
}

function named(t: Translations, locale: string, fallback: string): string {
  return inLanguage(t, locale, fallback);
}

export function partiesOf(query: RoomSearchQuery): Party[] {
  return query.rooms.map((r) => ({ adults: r.adults, kids: r.kids_age_range.filter((k) => k.count > 0) }));
}

/** Checks the stay and the parties, and says which dates the search needs. */
export function planWindow(query: RoomSearchQuery, rules: HotelRules): StayWindow {
  const parties = partiesOf(query);
  parties.forEach((p, i) => {
    checkParty(p, rules, `rooms.${i}`);
    const declared = query.rooms[i]!.children;
    const counted = p.kids.reduce((n, k) => n + k.count, 0);
    if (declared !== 0 && declared !== counted) throw new DomainError(1000, 'children must equal the kids_age_range counts', `rooms.${i}.children`);
    const room = query.rooms[i]!;
    if ((room.adult_companion ?? 0) > p.adults) throw new DomainError(1000, 'adult_companion cannot exceed adults', `rooms.${i}.adult_companion`);
    if ((room.kid_tier_A_companion ?? 0) > counted) throw new DomainError(1000, 'kid_tier_A_companion cannot exceed the children', `rooms.${i}.kid_tier_A_companion`);
  });

  if (query.search_type === 'undated') {
    const nights = query.nights ?? 1;
    const from = earliestCheckinFrom(rules.today, rules.yesterdayBookable);
    return { mode: 'undated', isDayUse: false, checkin: null, checkout: null, nights, from, to: addDays(from, LOOKAHEAD_DAYS + nights) };
  }
  const first = query.rooms[0]!;
  if (!first.checkin_date) throw new DomainError(1000, 'checkin_date is required', 'rooms.0.checkin_date');
  const checkout = query.is_day_use ? (first.checkout_date ?? first.checkin_date) : first.checkout_date;
  if (!checkout) throw new DomainError(1000, 'checkout_date is required', 'rooms.0.checkout_date');
  query.rooms.forEach((r, i) => {
    if ((r.checkin_date ?? first.checkin_date) !== first.checkin_date || (r.checkout_date ?? checkout) !== checkout) {
      throw new DomainError(1000, 'every room of a search shares its dates', `rooms.${i}.checkin_date`);
    }
  });
  const nights = checkStay({ checkin: first.checkin_date, checkout, isDayUse: query.is_day_use }, rules);
  const span = Math.max(nights, 1);
  const scanTo = query.search_next_available_date_if_no_result ? addDays(first.checkin_date, LOOKAHEAD_DAYS + span) : addDays(first.checkin_date, span);
  return { mode: 'dated', isDayUse: query.is_day_use, checkin: first.checkin_date, checkout, nights, from: first.checkin_date, to: scanTo };
}

/** One decimal-free unit of money: ¥100 for yen and won-like currencies, 1.00 otherwise. */
export function roundingUnitFor(currency: CurrencyCode): number {
  const digits = CURRENCIES[currency].decimalDigits;
  return digits === 0 ? 100 : 10 ** digits;
}

/** A members' rate's discount, with the signed-in member's rank discount on top (at most 100%). */
export function memberPercentOf(plan: Pick<PlanRow, 'member_discount_percent'>, ctx: Pick<SearchContext, 'signedIn' | 'rankDiscountPercent'>): number {
  if (plan.member_discount_percent <= 0) return 0;
  const rank = ctx.signedIn ? (ctx.rankDiscountPercent ?? 0) : 0;
  return Math.min(100, plan.member_discount_percent + rank);
}

/** How a plan is priced for this guest: member discount, promotion, coupon, taxes, rounding. */
export function pricingOf(plan: PlanRow, ctx: SearchContext) {
  const promo = ctx.promotion;
  return {
    tiers: ctx.rules.tiers,
    memberDiscountPercent: memberPercentOf(plan, ctx),
    signedIn: ctx.signedIn,
    coupon: ctx.coupon,
    taxes: ctx.rules.taxes,
    promotionPercent: promo && (promo.planCodes.length === 0 || promo.planCodes.includes(plan.code)) ? promo.percent : 0,
    roundingUnit: plan.visibility === 'rounding' ? roundingUnitFor(ctx.rules.currency) : null,
    dayUse: plan.day_use,
  };
}

interface Candidate {
  room: RoomTypeRow;
  plan: PlanRow;
  roomPlan: RoomPlanRow;
  remaining: number;
  prices: RoomPrice[];
  total: number;
  checkin: string;
}

export function remainingFor(data: StockAndRates, roomTypeId: number, dates: readonly string[]): number {
  const byDate = data.remaining.get(roomTypeId);
  let min = Infinity;
  for (const d of dates) min = Math.min(min, byDate?.get(d) ?? 0);
  return dates.length === 0 ? 0 : min;
}

/** Rooms of one type a reservation holds on some nights. */
export interface HeldRooms {
  roomTypeId: number;
  dates: readonly string[];
  count: number;
}

/**
 * The stock as the reservation being changed sees it: its own rooms are free again on the nights
 * it holds, since the change gives them back before it takes the new ones. Rates are untouched.
 */
export function withHeldRooms(data: StockAndRates, held: readonly HeldRooms[]): StockAndRates {
  if (held.length === 0) return data;
  const remaining = new Map<number, Map<string, number>>();
  for (const [id, byDate] of data.remaining) remaining.set(id, new Map(byDate));
  for (const h of held) {
    const byDate = remaining.get(h.roomTypeId);
    if (!byDate) continue;
    for (const d of h.dates) {
      const left = byDate.get(d);
      if (left !== undefined) byDate.set(d, left + h.count);
    }
  }
  return { rates: data.rates, remaining };
}

export function ratesFor(data: StockAndRates, roomPlanId: number, dates: readonly string[]): NightRate[] | null {
  const byDate = data.rates.get(roomPlanId);
  const out: NightRate[] = [];
  for (const d of dates) {
    const r = byDate?.get(d);
    if (!r) return null;
    out.push(r);
  }
  return out;
}

/** Whether a plan is sold for this stay: day use, secret mode, nights, advance booking, plan codes. */
export function planSuits(plan: PlanRow, query: Pick<RoomSearchQuery, 'mode' | 'hotel_plan_codes'>, window: Pick<StayWindow, 'isDayUse' | 'nights'>, checkin: string, rules: HotelRules): boolean {
  if (plan.day_use !== window.isDayUse) return false;
  if (plan.visibility === 'secret' && query.mode !== 'secret') return false;
  if (!window.isDayUse && (window.nights < plan.min_nights || window.nights > plan.max_nights)) return false;
  if (checkin < addDays(rules.today, plan.booking_start_days)) return false;
  if (query.hotel_plan_codes.length > 0 && !query.hotel_plan_codes.includes(plan.code)) return false;
  return true;
}

/** Every priced room-plan of a stay starting at `checkin`, whether or not enough rooms are left. */
function candidatesAt(checkin: string, catalogue: Catalogue, data: StockAndRates, query: RoomSearchQuery, window: StayWindow, ctx: SearchContext): Candidate[] {
  const parties = partiesOf(query);
  const dates = window.isDayUse ? [checkin] : nightsOf(checkin, addDays(checkin, window.nights));
  const out: Candidate[] = [];
  for (const room of catalogue.roomTypes) {
    if (query.room_type_codes.length > 0 && !query.room_type_codes.includes(room.code)) continue;
    if (!query.room_search_filters.every((f) => room.filters.includes(f))) continue;
    if (!parties.every((p) => fitsRoom(p, room))) continue;
    const remaining = remainingFor(data, room.id, dates);
    for (const rp of catalogue.roomPlans) {
      if (rp.room_type_id !== room.id) continue;
      if (query.room_plan_codes.length > 0 && !query.room_plan_codes.includes(rp.code)) continue;
      const plan = catalogue.plans.find((p) => p.id === rp.plan_id);
      if (!plan || !planSuits(plan, query, window, checkin, ctx.rules)) continue;
      const nights = ratesFor(data, rp.id, dates);
      if (!nights) continue;
      const prices = parties.map((party) => priceRoom({ nights, party, ...pricingOf(plan, ctx) }));
      out.push({ room, plan, roomPlan: rp, remaining, prices, total: prices.reduce((a, p) => a + p.totals.total, 0), checkin });
    }
  }
  return out;
}

function enough(c: Candidate, roomsWanted: number): boolean {
  const stock = Math.min(c.remaining, c.plan.sale_limit ?? Infinity);
  return stock >= roomsWanted;
}

export interface SearchOutcome {
  checkin: string | null;
  checkout: string | null;
  nights: number;
  rooms: RoomResult[];
  plans: PlanResult[];
  nextAvailableDate: string | null;
  displayCurrency: CurrencyCode | null;
}

export function displayCurrencyOf(query: RoomSearchQuery, rules: HotelRules): CurrencyCode | null {
  const wanted = query.mcp_currency ?? query.currency;
  return rules.mcpEnabled && wanted && wanted !== rules.currency ? wanted : null;
}

function toPlanResult(c: Candidate, query: RoomSearchQuery, window: StayWindow, ctx: SearchContext, display: CurrencyCode | null): RoomPlanResult {
  const parties = partiesOf(query);
  return {
    room_plan_code: c.roomPlan.code,
    room_plan_name: named(c.plan.name, ctx.locale, c.plan.code),
    hotel_plan_code: c.plan.code,
    plan: {
      name: localised(c.plan.name, ctx.locale),
      description: localised(c.plan.description, ctx.locale),
      meal_type: c.plan.meal_type,
      visibility: c.plan.visibility,
      checkin_time: c.plan.checkin_time,
      checkout_time: c.plan.checkout_time,
      day_use: c.plan.day_use,
      min_nights: c.plan.min_nights,
      max_nights: c.plan.max_nights,
      member_discount_percent: c.plan.member_discount_percent,
    },
    inclusive_extra_ids: c.plan.inclusive_extra_ids,
    sale_limit: c.plan.sale_limit,
    plan_stock_count: Math.max(0, Math.min(c.remaining, c.plan.sale_limit ?? c.remaining)),
    matched_search_criteria: {
      adults_count: parties.reduce((n, p) => n + p.adults, 0),
      adults_with_companion: query.rooms.reduce((n, r) => n + (r.adult_companion ?? 0), 0),
      children_count: parties.reduce((n, p) => n + p.kids.reduce((m, k) => m + k.count, 0), 0),
      children_with_kid_tier_A_companion: query.rooms.reduce((n, r) => n + (r.kid_tier_A_companion ?? 0), 0),
    },
    payment_method: c.plan.payment_methods.map((code) => ({ code })),
    credit_card_payment: c.plan.payment_methods.some((m) => m.startsWith('credit_card')),
    paymentPromotionInfo: null,
    cancellation_policy_id: c.plan.cancellation_policy_id,
    lowest_price_date: window.mode === 'undated' ? c.checkin : null,
    price: priceObject(c.prices, { currency: ctx.rules.currency, taxIncluded: ctx.rules.taxIncluded, display: display ? { currency: display, rates: ctx.currencyRates } : null }),
  };
}

export function searchRooms(catalogue: Catalogue, data: StockAndRates, query: RoomSearchQuery, window: StayWindow, ctx: SearchContext): SearchOutcome {
  const roomsWanted = query.rooms.length;
  const hideShort = ctx.rules.kidsType !== 'ages' || !query.is_including_occupied;
  const display = displayCurrencyOf(query, ctx.rules);

  let candidates: Candidate[];
  if (window.mode === 'undated') {
    // For each room plan, the cheapest start date in the look-ahead with rooms for the whole stay.
    const best = new Map<string, Candidate>();
    for (let i = 0; i <= LOOKAHEAD_DAYS; i++) {
      const checkin = addDays(window.from, i);
      for (const c of candidatesAt(checkin, catalogue, data, query, window, ctx)) {
        if (!enough(c, roomsWanted)) continue;
        const prev = best.get(c.roomPlan.code);
        if (!prev || c.total < prev.total) best.set(c.roomPlan.code, c);
      }
    }
    candidates = [...best.values()];
  } else {
    candidates = candidatesAt(window.checkin!, catalogue, data, query, window, ctx);
  }
  const shown = candidates.filter((c) => !hideShort || enough(c, roomsWanted));

  const byRoom = new Map<number, Candidate[]>();
  for (const c of shown) byRoom.set(c.room.id, [...(byRoom.get(c.room.id) ?? []), c]);
  const rooms: RoomResult[] = [...byRoom.values()].map((list) => {
    const room = list[0]!.room;
    list.sort((a, b) => a.total - b.total || a.plan.position - b.plan.position);
    return {
      room_type_code: room.code,
      room_type_name: named(room.name, ctx.locale, room.code),
      room_type_names: localised(room.name, ctx.locale),
      room_type: {
        description: localised(room.description, ctx.locale),
        size_sqm: room.size_sqm,
        size_tatami: room.size_tatami,
        bed_type: room.bed_type,
        bed_count: room.bed_count,
        smoking: room.smoking,
        wifi: room.wifi,
        amenities: room.amenities,
        accessibility: room.accessibility,
        filters: room.filters,
        photos: room.photos,
        max_adults: room.max_adults,
        max_children: room.max_children,
        max_occupancy: room.max_occupancy,
      },
      room_count: Math.max(0, list[0]!.remaining),
      room_plan: list.map((c) => toPlanResult(c, query, window, ctx, display)),
    };
  });
  const cheapest = (r: RoomResult) => r.room_plan[0]?.price.total_price ?? Infinity;
  const position = (r: RoomResult) => catalogue.roomTypes.find((t) => t.code === r.room_type_code)?.position ?? 0;
  if (query.order === 'price_low_to_high') rooms.sort((a, b) => cheapest(a) - cheapest(b) || position(a) - position(b));
  else if (query.order === 'price_high_to_low') rooms.sort((a, b) => cheapest(b) - cheapest(a) || position(a) - position(b));
  else rooms.sort((a, b) => position(a) - position(b));

  const plans: PlanResult[] = [];
  if (query.type === 'plan') {
    const byPlan = new Map<string, PlanResult>();
    for (const r of rooms) {
      for (const rp of r.room_plan) {
        const p = catalogue.plans.find((x) => x.code === rp.hotel_plan_code)!;
        const entry = byPlan.get(rp.hotel_plan_code) ?? {
          hotel_plan_code: p.code,
          plan_name: rp.room_plan_name,
          plan: rp.plan,
          booking_start_date: p.booking_start_days > 0 ? addDays(ctx.rules.today, p.booking_start_days) : null,
          sale_limit: p.sale_limit,
          inclusive_extra_ids: p.inclusive_extra_ids,
          rooms: [],
        };
        entry.rooms.push({ room_type_code: r.room_type_code, room_type_name: r.room_type_name, room_count: r.room_count, room_plan: rp });
        byPlan.set(rp.hotel_plan_code, entry);
      }
    }
    plans.push(...[...byPlan.values()].sort((a, b) => (a.rooms[0]?.room_plan.price.total_price ?? 0) - (b.rooms[0]?.room_plan.price.total_price ?? 0)));
  }

  let nextAvailableDate: string | null = null;
  if (rooms.length === 0 && window.mode === 'dated' && query.search_next_available_date_if_no_result) {
    for (let i = 1; i <= LOOKAHEAD_DAYS && !nextAvailableDate; i++) {
      const checkin = addDays(window.checkin!, i);
      if (candidatesAt(checkin, catalogue, data, query, window, ctx).some((c) => enough(c, roomsWanted))) nextAvailableDate = checkin;
    }
  }

  return {
    checkin: window.checkin,
    checkout: window.checkout,
    nights: window.nights,
    rooms,
    plans,
    nextAvailableDate,
    displayCurrency: display,
  };
}

/** The lowest total for each possible check-out after a check-in (the price calendar). */
export function priceCalendar(
  checkin: string,
  maxNights: number,
  catalogue: Catalogue,
  data: StockAndRates,
  query: RoomSearchQuery,
  ctx: SearchContext,
): { checkout: string; nights: number; lowest_total_price: number | null; room_type_code: string | null }[] {
  const out = [];
  for (let n = 1; n <= maxNights; n++) {
    const window: StayWindow = { mode: 'dated', isDayUse: false, checkin, checkout: addDays(checkin, n), nights: n, from: checkin, to: addDays(checkin, n) };
    let best: Candidate | null = null;
    for (const c of candidatesAt(checkin, catalogue, data, query, window, ctx)) {
      if (enough(c, query.rooms.length) && (!best || c.total < best.total)) best = c;
    }
    out.push({ checkout: addDays(checkin, n), nights: n, lowest_total_price: best?.total ?? null, room_type_code: best?.room.code ?? null });
  }
  return out;
}
