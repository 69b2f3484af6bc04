// What the pages call to tell the e-commerce events (one hook or call each): a search's results
// shown, an offer's Book link followed, the booking step priced and a way to pay chosen, the
// booking confirmed. The work is in lib/ecommerce-events.ts, loaded on first use, so the pages'
// first download carries only these few lines.
import { useEffect, useEffectEvent } from 'react';
import type { PriceObject, Reservation } from '../../contract';
import type { ResultRoom } from './ecommerce';
import type { CheckoutOffer, CheckoutSelection, ShownOffer, ShownSearch } from './ecommerce-events';

const events = () => import('./ecommerce-events');

/**
 * view_item_list each time a search's answer is shown (a new answer object). Not in update mode,
 * where the offers change a reservation instead of selling one.
 */
export function useItemListEvent(results: { rooms: readonly ResultRoom[] } | null, search: ShownSearch, updateMode: boolean): void {
  const send = useEffectEvent((answer: { rooms: readonly ResultRoom[] }) => {
    void events().then((m) => m.itemListShown(answer, search));
  });
  useEffect(() => {
    if (results && !updateMode) send(results);
  }, [results, updateMode]);
}

/** select_item: the guest follows the Book link of an offer of the results. */
export function selectOffer(offer: ShownOffer, search: ShownSearch): void {
  void events().then((m) => m.offerSelected(offer, search));
}

/**
 * begin_checkout once per selection, when the booking step has priced it; add_payment_info each
 * time the guest settles on another way to pay (`paymentType`, '' before a choice).
 */
export function useCheckoutEvents(selection: CheckoutSelection, offers: readonly CheckoutOffer[], price: Pick<PriceObject, 'total_price' | 'currency'> | null, paymentType: string): void {
  const key = JSON.stringify([selection.hotelCode, selection.checkin, selection.checkout, selection.coupon_code, offers.map((o) => [o.room_plan_code, o.quantity])]);
  const priced = price !== null && offers.length > 0;
  const begin = useEffectEvent(() => {
    if (price) void events().then((m) => m.checkoutBegun({ key, selection, offers, price }));
  });
  const pay = useEffectEvent((type: string) => {
    if (price) void events().then((m) => m.paymentChosen({ key, selection, offers, price }, type));
  });
  useEffect(() => {
    if (priced) begin();
  }, [key, priced]);
  useEffect(() => {
    if (priced && paymentType) pay(paymentType);
  }, [key, priced, paymentType]);
}

/** purchase, for the reservation the confirmation shows (its page sends it once per reservation). */
export function sendPurchase(reservation: Reservation): void {
  void events().then((m) => m.purchased(reservation));
}
