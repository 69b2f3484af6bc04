// What the results list shows (document 1 §3 "Room result", "Price object"; §5 tiers-mode rule):
// which rooms and plans are visible, in which order, and which amount each shows.
import type { Snapshot } from 'valtio';
import type { CurrencyCode, PlanResult as PlanResultWire, PriceObject as PriceWire, RoomPlanResult as RoomPlanWire, RoomResult as RoomWire, SearchOrder } from '../../../contract';

// Results are read from store snapshots, so the helpers take read-only views.
export type RoomResult = Snapshot<RoomWire>;
export type RoomPlanResult = Snapshot<RoomPlanWire>;
export type PlanResult = Snapshot<PlanResultWire>;
export type PriceObject = Snapshot<PriceWire>;

export interface ShownPrice {
  /** Minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  /** The price before discounts, when higher than the amount. */
  original: number | null;
  taxIncluded: boolean;
  /** Read from the multi-currency twins. */
  converted: boolean;
}

function mcpAmount(mcp: Readonly<Record<string, number>>, key: string): number | undefined {
  return mcp[key] ?? mcp[`mcp_${key}`];
}

/** The stay's total: the mcp_ twins when the answer is in another currency (document 1 §3). */
export function shownPrice(price: PriceObject): ShownPrice {
  const originalKey = price.tax_included ? 'original_price_with_tax' : 'original_price';
  if (price.mcp_currency && price.mcp) {
    const amount = mcpAmount(price.mcp, 'total_price');
    if (amount !== undefined) {
      const original = mcpAmount(price.mcp, originalKey);
      return { amount, currency: price.mcp_currency, original: original !== undefined && original > amount ? original : null, taxIncluded: price.tax_included, converted: true };
    }
  }
  const original = price[originalKey];
  return { amount: price.total_price, currency: price.currency, original: original > price.total_price ? original : null, taxIncluded: price.tax_included, converted: false };
}

export interface MemberNote {
  /** Priced for a member and paying the member price, or priced for a guest and missing it. */
  kind: 'applied' | 'available';
  /** Member saving in the hotel's currency, summed over rooms. */
  saving: number;
  currency: CurrencyCode;
}

/** A member price exists when the signed-in and signed-out totals differ. */
export function memberNote(price: PriceObject, memberPrices: boolean): MemberNote | null {
  if (!price.rooms.length) return null;
  let member = 0;
  let guest = 0;
  for (const r of price.rooms) {
    member += r.sign_in_discount.total_price_after_discount;
    guest += r.non_sign_in_discount.total_price_after_discount;
  }
  if (member === guest) return null;
  return { kind: memberPrices ? 'applied' : 'available', saving: Math.abs(guest - member), currency: price.currency };
}

/** Tiers mode hides plans that cannot sell the rooms asked for (document 1 §5). */
export function planSellsRooms(plan: Pick<RoomPlanResult, 'sale_limit' | 'plan_stock_count'>, roomCount: number): boolean {
  if (plan.sale_limit !== null && plan.sale_limit < roomCount) return false;
  return plan.plan_stock_count >= roomCount;
}

export interface ArrangeOptions {
  tiersMode: boolean;
  roomCount: number;
  /** Room search filter codes; a room must carry them all. */
  filters: readonly string[];
  order: SearchOrder;
}

function byOrder<T>(items: T[], price: (t: T) => number, order: SearchOrder): T[] {
  if (order === 'recommended') return items;
  const sign = order === 'price_high_to_low' ? -1 : 1;
  // A stable sort keeps the server's order among equal prices.
  return items.map((item, i) => ({ item, i, p: price(item) })).sort((a, b) => sign * (a.p - b.p) || a.i - b.i).map((x) => x.item);
}

export function lowestAmount(plans: readonly RoomPlanResult[]): number {
  return plans.reduce((min, p) => Math.min(min, shownPrice(p.price).amount), Number.POSITIVE_INFINITY);
}

function roomMatches(room: Pick<RoomResult, 'room_type'> | undefined, filters: readonly string[]): boolean {
  if (!filters.length) return true;
  if (!room) return false;
  return filters.every((f) => room.room_type.filters.includes(f));
}

/** Rooms view: hidden rooms and plans removed, plans and rooms in the chosen order. */
export function arrangeRooms(rooms: readonly RoomResult[], o: ArrangeOptions): RoomResult[] {
  const out: RoomResult[] = [];
  for (const room of rooms) {
    if (!roomMatches(room, o.filters)) continue;
    if (o.tiersMode && room.room_count < o.roomCount) continue;
    const plans = o.tiersMode ? room.room_plan.filter((p) => planSellsRooms(p, o.roomCount)) : [...room.room_plan];
    if (!plans.length) continue;
    out.push({ ...room, room_plan: byOrder(plans, (p) => shownPrice(p.price).amount, o.order) });
  }
  return byOrder(out, (r) => lowestAmount(r.room_plan), o.order);
}

/** Plans view: the same rules, applied to each plan's rooms. */
export function arrangePlans(plans: readonly PlanResult[], rooms: readonly RoomResult[], o: ArrangeOptions): PlanResult[] {
  const roomByCode = new Map(rooms.map((r) => [r.room_type_code, r]));
  const out: PlanResult[] = [];
  for (const plan of plans) {
    if (o.tiersMode && plan.sale_limit !== null && plan.sale_limit < o.roomCount) continue;
    const entries = plan.rooms.filter((e) => {
      if (o.filters.length && !roomMatches(roomByCode.get(e.room_type_code), o.filters)) return false;
      if (o.tiersMode && (e.room_count < o.roomCount || !planSellsRooms(e.room_plan, o.roomCount))) return false;
      return true;
    });
    if (!entries.length) continue;
    out.push({ ...plan, rooms: byOrder(entries, (e) => shownPrice(e.room_plan.price).amount, o.order) });
  }
  return byOrder(out, (p) => lowestAmount(p.rooms.map((e) => e.room_plan)), o.order);
}

/**
 * The offer a metasearch guest came for (document 1 §4): the plan named in the link, else the
 * one whose total matches the price the ad displayed.
 */
export function metasearchTarget(rooms: readonly RoomResult[], wanted: { roomTypeCodes: readonly string[]; roomPlanCodes: readonly string[]; priceDisplayedTotal?: string }): string | null {
  const all = rooms.flatMap((r) => r.room_plan.map((p) => ({ room: r, plan: p })));
  const byCode = all.find(
    (x) => wanted.roomPlanCodes.includes(x.plan.room_plan_code) && (!wanted.roomTypeCodes.length || wanted.roomTypeCodes.includes(x.room.room_type_code)),
  );
  if (byCode) return offerKey(byCode.room.room_type_code, byCode.plan.room_plan_code);
  const total = Number(wanted.priceDisplayedTotal);
  if (wanted.priceDisplayedTotal && Number.isFinite(total)) {
    const byPrice = all.find((x) => Math.round(x.plan.price.total_price) === Math.round(total));
    if (byPrice) return offerKey(byPrice.room.room_type_code, byPrice.plan.room_plan_code);
  }
  return null;
}

export function offerKey(roomTypeCode: string, roomPlanCode: string): string {
  return `${roomTypeCode}/${roomPlanCode}`;
}
