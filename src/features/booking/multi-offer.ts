// Several offers booked together (document 1 §3 "Selected room"): each is priced on its own by
// GET /rooms/price for the rooms it takes; the booking's price is their sum, as the server sums
// its rooms when it books them. Payment: one method across rooms, which every plan accepts
// (document 1 §5).
import { PRICE_AMOUNT_KEYS, type PaymentMethod, type PriceObject } from '../../../contract';

/** The price object of the offers together: every amount summed, the rooms one after another. */
export function combinePrices(prices: readonly PriceObject[]): PriceObject | null {
  const [first, ...rest] = prices;
  if (!first) return null;
  if (!rest.length) return first;
  const out: PriceObject = {
    ...first,
    cancellation: { fee: prices.reduce((a, p) => a + p.cancellation.fee, 0) },
    rooms: prices.flatMap((p) => p.rooms),
    extras: prices.flatMap((p) => p.extras),
  };
  for (const key of PRICE_AMOUNT_KEYS) out[key] = prices.reduce((a, p) => a + p[key], 0);
  // The converted twins add up only when every offer was converted to the same currency.
  const mcpCurrency = first.mcp_currency;
  if (mcpCurrency && prices.every((p) => p.mcp_currency === mcpCurrency && p.mcp)) {
    const mcp: Record<string, number> = {};
    for (const p of prices) for (const [k, v] of Object.entries(p.mcp ?? {})) mcp[k] = (mcp[k] ?? 0) + v;
    out.mcp = mcp;
    out.mcp_currency = mcpCurrency;
  } else {
    out.mcp = null;
    out.mcp_currency = null;
  }
  return out;
}

/** An offer's total in the currency the booking is shown in (its converted twin when it has one). */
export function shownTotal(price: PriceObject, currency: string): number {
  if (price.mcp && price.mcp_currency === currency && price.mcp.total_price !== undefined) return price.mcp.total_price;
  return price.total_price;
}

/** The methods every list accepts, in the first list's order. */
export function sharedMethods(lists: readonly (readonly PaymentMethod[])[]): PaymentMethod[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  return first.filter((m) => rest.every((l) => l.includes(m)));
}

/**
 * Whether the rooms asked of each room type and each plan are still there together: every offer
 * may have enough on its own while two offers of one room type share the last rooms.
 */
export function enoughTogether(
  offers: readonly { room_type_code: string; hotel_plan_code: string; quantity: number; room_count: number | null; sale_limit: number | null }[],
): boolean {
  const byType = new Map<string, number>();
  const byPlan = new Map<string, number>();
  for (const o of offers) {
    byType.set(o.room_type_code, (byType.get(o.room_type_code) ?? 0) + o.quantity);
    byPlan.set(o.hotel_plan_code, (byPlan.get(o.hotel_plan_code) ?? 0) + o.quantity);
  }
  return offers.every(
    (o) => (o.room_count === null || (byType.get(o.room_type_code) ?? 0) <= o.room_count) && (o.sale_limit === null || (byPlan.get(o.hotel_plan_code) ?? 0) <= o.sale_limit),
  );
}
