// GA4's recommended e-commerce events for a booking, built from what the widget shows: the
// search results (view_item_list), the offer a guest picks (select_item), the booking step
// (begin_checkout, add_payment_info) and the booking made (purchase). Pure functions from the
// widget's offers, prices and reservation to GA4 parameters; lib/ecommerce-events.ts sends them.
//
// One item is one plan of one room type (`item_id` its room plan code) at one hotel: `item_brand`
// and `hotel_id`/`hotel_name` the hotel, `item_category` and `room_type_id`/`room_type_name` the
// room type, `item_category2` and `plan_id`/`plan_name` the plan; `quantity` rooms at `price` each.
// Money is in major units of the hotel's currency throughout, the currency the booking is charged
// in (the confirmation states the charge in it, also when prices were shown converted): the same
// `currency` and comparable values at every step. The stay goes as `checkin_date` and
// `checkout_date`. Nothing about the guest goes in: no names, contacts, tokens or member ids.
import type { CurrencyCode, PaymentMethod, PriceObject } from '../../contract';
import { toMajor } from './money';

export interface Hotel {
  /** The hotel code. */
  code: string;
  name: string;
}

/** One offer as the widget has it: a plan of a room type, priced in minor units for its rooms together. */
export interface Offer {
  room_type_code: string;
  room_type_name: string;
  room_plan_code: string;
  room_plan_name: string;
  /** The plan; empty when unknown. */
  hotel_plan_code: string;
  /** Minor units of `currency`, for all `quantity` rooms. */
  total: number;
  currency: CurrencyCode;
  /** Rooms booked of it. */
  quantity: number;
}

export interface Stay {
  checkin: string | null;
  checkout: string | null;
}

export type ItemParams = Record<string, string | number>;

/** The one list the widget shows: the results of a search. */
export const SEARCH_RESULTS_LIST = { item_list_id: 'search_results', item_list_name: 'Search results' } as const;

const text = (s: string) => s.slice(0, 100);

function stayParams(stay: Stay): Record<string, string> {
  const out: Record<string, string> = {};
  if (stay.checkin) out.checkin_date = stay.checkin;
  if (stay.checkout) out.checkout_date = stay.checkout;
  return out;
}

/** An offer as a GA4 item; `index` its place in the list it was shown in. */
export function offerItem(hotel: Hotel, offer: Offer, index?: number): ItemParams {
  const quantity = Math.max(1, offer.quantity);
  const item: ItemParams = {
    item_id: text(offer.room_plan_code),
    item_name: text(`${offer.room_type_name} / ${offer.room_plan_name}`),
    item_brand: text(hotel.name),
    item_category: text(offer.room_type_name),
    item_category2: text(offer.room_plan_name),
    price: toMajor(Math.round(offer.total / quantity), offer.currency),
    quantity,
    hotel_id: text(hotel.code),
    hotel_name: text(hotel.name),
    room_type_id: text(offer.room_type_code),
    room_type_name: text(offer.room_type_name),
    plan_id: text(offer.hotel_plan_code),
    plan_name: text(offer.room_plan_name),
  };
  if (!offer.hotel_plan_code) delete item.plan_id;
  if (index !== undefined) item.index = index;
  return item;
}

/** A room type of the results with its plans (the search answer's shape, names in the guest's language). */
export interface ResultRoom {
  room_type_code: string;
  room_type_name: string;
  room_plan: readonly { room_plan_code: string; room_plan_name: string; hotel_plan_code: string; price: Pick<PriceObject, 'total_price' | 'currency'> }[];
}

/** Every offer of the results, room type by room type, as the list shows them. */
export function resultOffers(rooms: readonly ResultRoom[], roomCount: number): Offer[] {
  return rooms.flatMap((r) =>
    r.room_plan.map((p) => ({
      room_type_code: r.room_type_code,
      room_type_name: r.room_type_name,
      room_plan_code: p.room_plan_code,
      room_plan_name: p.room_plan_name,
      hotel_plan_code: p.hotel_plan_code,
      total: p.price.total_price,
      currency: p.price.currency,
      quantity: roomCount,
    })),
  );
}

/** view_item_list: the results shown (GA4 takes 200 items at most). */
export function viewItemListParams(hotel: Hotel, offers: readonly Offer[], stay: Stay): Record<string, unknown> {
  const shown = offers.slice(0, 200);
  return {
    ...SEARCH_RESULTS_LIST,
    ...(shown[0] ? { currency: shown[0].currency } : {}),
    items: shown.map((o, i) => offerItem(hotel, o, i)),
    ...stayParams(stay),
  };
}

/** select_item: the guest goes to book `offer`, shown at `index` of the results (when known). */
export function selectItemParams(hotel: Hotel, offer: Offer, stay: Stay, index?: number): Record<string, unknown> {
  return {
    ...SEARCH_RESULTS_LIST,
    currency: offer.currency,
    items: [offerItem(hotel, offer, index)],
    ...stayParams(stay),
  };
}

/** What the booking step knows: its offers, the price of them together, the coupon searched with. */
export interface Checkout {
  hotel: Hotel;
  offers: readonly Offer[];
  price: Pick<PriceObject, 'total_price' | 'currency'>;
  stay: Stay;
  coupon: string | null;
}

/** begin_checkout: the guest-detail page opened. */
export function beginCheckoutParams(c: Checkout): Record<string, unknown> {
  return {
    currency: c.price.currency,
    value: toMajor(c.price.total_price, c.price.currency),
    ...(c.coupon ? { coupon: text(c.coupon) } : {}),
    items: c.offers.map((o) => offerItem(c.hotel, o)),
    ...stayParams(c.stay),
  };
}

/** add_payment_info: the guest chose how to pay. */
export function addPaymentInfoParams(c: Checkout, paymentType: PaymentMethod | string): Record<string, unknown> {
  return { ...beginCheckoutParams(c), payment_type: text(paymentType) };
}

/** The reservation as the confirmation page has it (the API's answer). */
export interface BookedReservation {
  reservation_number: string;
  status: string;
  checkin_date: string;
  checkout_date: string;
  price: Pick<PriceObject, 'total_price' | 'currency' | 'tax' | 'accommodation_tax' | 'coupon_discount_amount'>;
  /** What the card was charged, when a card paid (the payment transaction's amount and currency). */
  charged?: { amount: number; currency: CurrencyCode; hotel_amount: number; hotel_currency: CurrencyCode } | null | undefined;
  rooms: readonly { room_type_code: string; room_type_name: string; room_plan_code: string; room_plan_name: string; status: string; total_price: number }[];
}

/** What the booking step remembered for the confirmation: the coupon and each room plan's plan. */
export interface CheckoutMemory {
  coupon: string | null;
  plans: Record<string, string>;
}

/**
 * purchase: the booking made. `transaction_id` is the reservation number, which alone opens
 * nothing (managing a booking takes the guest's e-mail address or the link mailed to them);
 * `value` is the total charged, in the currency charged: a card that paid in another currency
 * than the hotel's gives its amount and currency (items and tax converted at the charge's own
 * proportion), else the hotel's total. The booked rooms of one room plan are one item. The coupon
 * goes only when a coupon discount was applied.
 */
export function purchaseParams(hotel: Hotel, r: BookedReservation, memory: CheckoutMemory | null): Record<string, unknown> {
  const paid = r.charged && r.charged.currency !== r.price.currency && r.charged.hotel_amount > 0 ? r.charged : null;
  const currency = paid ? paid.currency : r.price.currency;
  /** A hotel-currency amount in the currency charged, in minor units. */
  const inCharged = (hotelMinor: number) => (paid ? Math.round((hotelMinor * paid.amount) / paid.hotel_amount) : hotelMinor);
  const byPlan = new Map<string, Offer>();
  for (const room of r.rooms) {
    if (room.status === 'cancelled') continue;
    const seen = byPlan.get(room.room_plan_code);
    if (seen) {
      seen.total += inCharged(room.total_price);
      seen.quantity += 1;
    } else {
      byPlan.set(room.room_plan_code, {
        room_type_code: room.room_type_code,
        room_type_name: room.room_type_name,
        room_plan_code: room.room_plan_code,
        room_plan_name: room.room_plan_name,
        hotel_plan_code: memory?.plans[room.room_plan_code] ?? '',
        total: inCharged(room.total_price),
        currency,
        quantity: 1,
      });
    }
  }
  const coupon = r.price.coupon_discount_amount > 0 ? memory?.coupon : null;
  return {
    transaction_id: text(r.reservation_number),
    currency,
    value: toMajor(paid ? paid.amount : r.price.total_price, currency),
    tax: toMajor(inCharged(r.price.tax + r.price.accommodation_tax), currency),
    ...(coupon ? { coupon: text(coupon) } : {}),
    items: [...byPlan.values()].map((o) => offerItem(hotel, o)),
    ...stayParams({ checkin: r.checkin_date, checkout: r.checkout_date }),
  };
}
