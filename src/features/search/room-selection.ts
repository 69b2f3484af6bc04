// Selected rooms on the results page (document 1 §3 "Selected room", §4 "Results state": counts
// are set or reduced by one, never below zero; §5: multi-room bookings need one payment method
// across rooms). Pure rules over the results answer: how many rooms of an offer may be chosen,
// what the choice costs as shown, and which payment methods all its plans share.
import type { PaymentMethod } from '../../../contract';
import { offerKey, shownPrice, type PriceObject, type RoomResult } from './results';

/** One offer of the selection, in the order the guest chose it. */
export interface SelectionEntry {
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  quantity: number;
}

/** What the results say about an offer, as far as counting rooms goes. */
export interface OfferFacts {
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  /** Rooms of this plan left (already bounded by the room type and the plan's sale limit). */
  plan_stock_count: number;
  /** Rooms of one booking the plan sells at most, whatever the room type. */
  sale_limit: number | null;
  /** Rooms of this type left. */
  room_count: number;
  payment_methods: readonly PaymentMethod[];
  price: PriceObject;
  /** The names to list the offer by, in the guest's language. */
  room_name: string;
  plan_name: string;
}

export type LimitReason = 'searched' | 'stock';

/** Every offer of a results answer by its key (room type / room plan). */
export function offerFacts(rooms: readonly RoomResult[]): Map<string, OfferFacts> {
  const out = new Map<string, OfferFacts>();
  for (const room of rooms) {
    for (const plan of room.room_plan) {
      out.set(offerKey(room.room_type_code, plan.room_plan_code), {
        room_type_code: room.room_type_code,
        room_plan_code: plan.room_plan_code,
        hotel_plan_code: plan.hotel_plan_code,
        plan_stock_count: plan.plan_stock_count,
        sale_limit: plan.sale_limit,
        room_count: room.room_count,
        payment_methods: plan.payment_method.map((m) => m.code),
        price: plan.price,
        room_name: room.room_type_name,
        plan_name: plan.room_plan_name,
      });
    }
  }
  return out;
}

function isOffer(e: Pick<SelectionEntry, 'room_type_code' | 'room_plan_code'>, offer: Pick<SelectionEntry, 'room_type_code' | 'room_plan_code'>): boolean {
  return e.room_type_code === offer.room_type_code && e.room_plan_code === offer.room_plan_code;
}

export function countOf(entries: readonly SelectionEntry[], offer: Pick<SelectionEntry, 'room_type_code' | 'room_plan_code'>): number {
  return entries.find((e) => isOffer(e, offer))?.quantity ?? 0;
}

export function selectedTotal(entries: readonly Pick<SelectionEntry, 'quantity'>[]): number {
  return entries.reduce((n, e) => n + e.quantity, 0);
}

/**
 * The most rooms of an offer the selection may hold, with the rule that bounds it: the rooms
 * searched (across the whole selection), the rooms of its type left (across its plans), the plan's
 * stock, and the plan's sale limit (across its room types).
 */
export function maxCount(entries: readonly SelectionEntry[], offer: OfferFacts, roomsSearched: number): { max: number; reason: LimitReason } {
  const others = entries.filter((e) => !isOffer(e, offer));
  const bySearch = roomsSearched - selectedTotal(others);
  const byType = offer.room_count - selectedTotal(others.filter((e) => e.room_type_code === offer.room_type_code));
  const byPlan = offer.sale_limit === null ? Infinity : offer.sale_limit - selectedTotal(others.filter((e) => e.hotel_plan_code === offer.hotel_plan_code));
  const byStock = Math.min(offer.plan_stock_count, byType, byPlan);
  const max = Math.max(0, Math.min(bySearch, byStock));
  return { max, reason: bySearch <= byStock ? 'searched' : 'stock' };
}

/** Sets an offer's count, kept between zero and its most; at zero it leaves the selection. */
export function setCount(entries: readonly SelectionEntry[], offer: OfferFacts, count: number, roomsSearched: number): SelectionEntry[] {
  const wanted = Number.isFinite(count) ? Math.trunc(count) : 0;
  const next = Math.max(0, Math.min(wanted, maxCount(entries, offer, roomsSearched).max));
  const at = entries.findIndex((e) => isOffer(e, offer));
  if (next === 0) return entries.filter((_, i) => i !== at);
  const entry: SelectionEntry = { room_type_code: offer.room_type_code, room_plan_code: offer.room_plan_code, hotel_plan_code: offer.hotel_plan_code, quantity: next };
  // An offer keeps its place, so the rooms before it keep their parties.
  if (at >= 0) return entries.map((e, i) => (i === at ? entry : e));
  return [...entries, entry];
}

/** One more, or one fewer (never below zero). */
export function stepCount(entries: readonly SelectionEntry[], offer: OfferFacts, delta: 1 | -1, roomsSearched: number): SelectionEntry[] {
  return setCount(entries, offer, countOf(entries, offer) + delta, roomsSearched);
}

/**
 * The selection checked against new results: offers no longer sold leave it and counts shrink to
 * what is left, in the order chosen. `changed` says whether anything had to go.
 */
export function reconcile(entries: readonly SelectionEntry[], facts: ReadonlyMap<string, OfferFacts>, roomsSearched: number): { entries: SelectionEntry[]; changed: boolean } {
  let out: SelectionEntry[] = [];
  for (const e of entries) {
    const offer = facts.get(offerKey(e.room_type_code, e.room_plan_code));
    if (offer) out = setCount(out, offer, e.quantity, roomsSearched);
  }
  const changed = out.length !== entries.length || out.some((e, i) => e.quantity !== entries[i]?.quantity);
  return { entries: out, changed };
}

/** The payment methods every one of the lists accepts, in the first list's order. */
export function commonPaymentMethods(lists: readonly (readonly PaymentMethod[])[]): PaymentMethod[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  return first.filter((m) => rest.every((l) => l.includes(m)));
}

/**
 * What each searched room costs with this offer, in the currency the total is shown in. The answer
 * prices every searched room with its own party; the room's share follows the total that applies
 * (member or not), and a converted total is shared out in the same proportions.
 */
export function perRoomAmounts(price: PriceObject): number[] {
  const shown = shownPrice(price);
  const n = price.rooms.length;
  if (n === 0) return [];
  const member = price.rooms.map((r) => r.sign_in_discount.total_price_after_discount);
  const guest = price.rooms.map((r) => r.non_sign_in_discount.total_price_after_discount);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const own = sum(member) === price.total_price ? member : guest;
  const base = sum(own);
  if (base <= 0) return own.map(() => Math.round(shown.amount / n));
  return own.map((x) => Math.round((shown.amount * x) / base));
}

export interface SelectionEstimate {
  /** Minor units of `currency`; null while an offer of the selection is not in the results. */
  total: number | null;
  currency: PriceObject['currency'] | null;
  rooms: number;
}

/** The sum of each selected room's price as the results show it; the booking step checks it again. */
export function estimateTotal(entries: readonly SelectionEntry[], facts: ReadonlyMap<string, OfferFacts>): SelectionEstimate {
  let total = 0;
  let currency: SelectionEstimate['currency'] = null;
  let position = 0;
  let known = true;
  for (const e of entries) {
    const offer = facts.get(offerKey(e.room_type_code, e.room_plan_code));
    const shares = offer ? perRoomAmounts(offer.price) : [];
    const shown = offer ? shownPrice(offer.price).currency : null;
    for (let i = 0; i < e.quantity; i++, position++) {
      const share = shares[position];
      if (share === undefined || !shown || (currency && currency !== shown)) known = false;
      else total += share;
    }
    currency ??= shown;
  }
  return { total: known && currency ? total : null, currency, rooms: position };
}

/** The payment methods the selection's plans share (null for an empty selection). */
export function selectionPaymentMethods(entries: readonly SelectionEntry[], facts: ReadonlyMap<string, OfferFacts>): PaymentMethod[] | null {
  const lists = entries.map((e) => facts.get(offerKey(e.room_type_code, e.room_plan_code))?.payment_methods).filter((l): l is readonly PaymentMethod[] => !!l);
  return lists.length ? commonPaymentMethods(lists) : null;
}
