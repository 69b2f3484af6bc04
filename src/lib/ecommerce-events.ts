// The e-commerce events of lib/ecommerce.ts, sent when the pages say what happened (through
// lib/use-ecommerce.ts, which loads this module on first use, so the pages' first download does
// not carry it): view_item_list when a search's results are shown, select_item when the guest
// follows an offer's Book link, begin_checkout once per selection the booking step has priced,
// add_payment_info for each way to pay the guest settles on, and purchase on the confirmation.
import type { PriceObject, Reservation } from '../../contract';
import { analyticsEnabled, record } from './analytics';
import { appState } from './app-store';
import { hotelName } from './hotel-text';
import { localeState } from './i18n';
import {
  addPaymentInfoParams,
  beginCheckoutParams,
  purchaseParams,
  resultOffers,
  selectItemParams,
  viewItemListParams,
  type Checkout,
  type CheckoutMemory,
  type Hotel,
  type Offer,
  type ResultRoom,
  type Stay,
} from './ecommerce';

/** GA4's recommended e-commerce events. */
export type EcommerceEvent = 'view_item_list' | 'select_item' | 'begin_checkout' | 'add_payment_info' | 'purchase';

/**
 * Google Tag Manager's form in the dataLayer: the previous `ecommerce` object cleared, then
 * `{ event, ecommerce: {...} }`, so a GA4 event tag with "Send e-commerce data" reads items, value
 * and currency as they are. To the parent page the same parameters go as `ga4Event`, for
 * `gtag('event', name, params)`.
 */
export function trackEcommerce(event: EcommerceEvent, params: Record<string, unknown>): void {
  record(event, params, [{ ecommerce: null }, { event, ecommerce: params }]);
}

function currentHotel(): Hotel | null {
  const settings = appState.init?.booking_widget_setting_attributes;
  const code = appState.hotelCode;
  return settings && code ? { code, name: hotelName(settings, localeState.locale) } : null;
}

/** The search as the results page holds it. */
export interface ShownSearch {
  search_type: 'dated' | 'undated';
  checkin: string | null;
  checkout: string | null;
  rooms: readonly unknown[];
}

function stayOf(search: ShownSearch): Stay {
  return search.search_type === 'dated' ? { checkin: search.checkin, checkout: search.checkout } : { checkin: null, checkout: null };
}

/** The item ids of the list shown last, in order: where a selected offer was. */
let shownList: string[] = [];

/** view_item_list: a search's answer is shown. */
export function itemListShown(answer: { rooms: readonly ResultRoom[] }, search: ShownSearch): void {
  const hotel = currentHotel();
  if (!hotel || !analyticsEnabled()) return;
  const offers = resultOffers(answer.rooms, Math.max(1, search.rooms.length));
  shownList = offers.map((o) => o.room_plan_code);
  trackEcommerce('view_item_list', viewItemListParams(hotel, offers, stayOf(search)));
}

/** One plan of a room type as a results row shows it. */
export interface ShownOffer {
  room_type_code: string;
  room_type_name: string;
  plan: { room_plan_code: string; room_plan_name: string; hotel_plan_code: string; price: Pick<PriceObject, 'total_price' | 'currency'> };
}

/** select_item: the guest follows the Book link of an offer of the results. */
export function offerSelected(offer: ShownOffer, search: ShownSearch): void {
  const hotel = currentHotel();
  if (!hotel || !analyticsEnabled()) return;
  const index = shownList.indexOf(offer.plan.room_plan_code);
  const chosen: Offer = {
    room_type_code: offer.room_type_code,
    room_type_name: offer.room_type_name,
    room_plan_code: offer.plan.room_plan_code,
    room_plan_name: offer.plan.room_plan_name,
    hotel_plan_code: offer.plan.hotel_plan_code,
    total: offer.plan.price.total_price,
    currency: offer.plan.price.currency,
    quantity: Math.max(1, search.rooms.length),
  };
  trackEcommerce('select_item', selectItemParams(hotel, chosen, stayOf(search), index >= 0 ? index : undefined));
}

// ---- the booking step ------------------------------------------------------------------------

/** The booking step's selection, as far as analytics needs it. */
export interface CheckoutSelection {
  hotelCode: string;
  checkin: string;
  checkout: string;
  coupon_code: string | null;
}

/** One offer of the booking step, priced. */
export interface CheckoutOffer {
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  quantity: number;
  roomTypeName: string;
  planName: string;
  price: Pick<PriceObject, 'total_price' | 'currency'>;
}

const MEMORY_KEY = 'yadori:checkout-analytics';
interface StoredMemory extends CheckoutMemory {
  hotel: string;
  checkin: string;
  checkout: string;
}
/** Kept here too, for a browser whose storage is blocked (the 3-D Secure return then has none). */
let memory: StoredMemory | null = null;

function remember(m: StoredMemory): void {
  memory = m;
  try {
    sessionStorage.setItem(MEMORY_KEY, JSON.stringify(m));
  } catch {
    /* storage blocked: this page's memory only */
  }
}

function recall(hotel: string, checkin: string, checkout: string): CheckoutMemory | null {
  let m = memory;
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(MEMORY_KEY) ?? 'null');
    if (kept && typeof kept === 'object') m = kept as StoredMemory;
  } catch {
    /* storage blocked or unreadable: this page's memory */
  }
  if (!m || m.hotel !== hotel || m.checkin !== checkin || m.checkout !== checkout) return null;
  const plans: Record<string, string> = {};
  if (m.plans && typeof m.plans === 'object') for (const [k, v] of Object.entries(m.plans)) if (typeof v === 'string') plans[k] = v;
  return { coupon: typeof m.coupon === 'string' ? m.coupon : null, plans };
}

/** What begin_checkout was last sent for, and the way to pay add_payment_info was last sent with. */
let checkoutSent: string | null = null;
let paymentSent: string | null = null;

/** A priced selection of the booking step: `key` names it (its hotel, stay, coupon and offers). */
export interface PricedSelection {
  key: string;
  selection: CheckoutSelection;
  offers: readonly CheckoutOffer[];
  price: Pick<PriceObject, 'total_price' | 'currency'>;
}

function checkoutOf(hotel: Hotel, p: PricedSelection): Checkout {
  return {
    hotel,
    price: { total_price: p.price.total_price, currency: p.price.currency },
    coupon: p.selection.coupon_code,
    stay: { checkin: p.selection.checkin, checkout: p.selection.checkout },
    offers: p.offers.map((o) => ({
      room_type_code: o.room_type_code,
      room_type_name: o.roomTypeName,
      room_plan_code: o.room_plan_code,
      room_plan_name: o.planName,
      hotel_plan_code: o.hotel_plan_code,
      total: o.price.total_price,
      currency: o.price.currency,
      quantity: o.quantity,
    })),
  };
}

/** begin_checkout, once per selection; what the confirmation needs of it is remembered. */
export function checkoutBegun(p: PricedSelection): void {
  const hotel = currentHotel();
  if (!hotel || !analyticsEnabled() || checkoutSent === p.key || p.offers.length === 0) return;
  checkoutSent = p.key;
  paymentSent = null;
  const { selection } = p;
  remember({
    hotel: selection.hotelCode,
    checkin: selection.checkin,
    checkout: selection.checkout,
    coupon: selection.coupon_code,
    plans: Object.fromEntries(p.offers.filter((o) => o.hotel_plan_code).map((o) => [o.room_plan_code, o.hotel_plan_code])),
  });
  trackEcommerce('begin_checkout', beginCheckoutParams(checkoutOf(hotel, p)));
}

/** add_payment_info, each time the guest settles on another way to pay for the selection. */
export function paymentChosen(p: PricedSelection, paymentType: string): void {
  const hotel = currentHotel();
  if (!hotel || !analyticsEnabled() || checkoutSent !== p.key || paymentSent === `${p.key}${paymentType}`) return;
  paymentSent = `${p.key}${paymentType}`;
  trackEcommerce('add_payment_info', addPaymentInfoParams(checkoutOf(hotel, p), paymentType));
}

/** purchase, for the reservation the confirmation shows (its page sends it once per reservation). */
export function purchased(reservation: Reservation): void {
  const hotel = currentHotel();
  if (!hotel || !analyticsEnabled()) return;
  const kept = recall(reservation.hotel_code, reservation.checkin_date, reservation.checkout_date);
  trackEcommerce('purchase', purchaseParams({ ...hotel, code: reservation.hotel_code }, reservation, kept));
}
