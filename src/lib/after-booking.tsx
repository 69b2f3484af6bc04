// What a finished booking's page may offer beside the booking itself, filled in by the way the
// widget was started: a LIFF launch offers LINE's sharing here (features/line), any other visit
// leaves it empty and loads nothing for it.
import { Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { CurrencyCode, Reservation } from '../../contract';

/** The price as the confirmation page shows it: its total, and the hotel's own when converted. */
export interface ShownPrice {
  currency: CurrencyCode;
  total: number;
  converted: boolean;
  hotelCurrency: CurrencyCode;
  hotelTotal: number;
}

export interface AfterBookingProps {
  reservation: Reservation;
  /** The hotel's name as the page shows it. */
  hotelName: string;
  price: ShownPrice;
}

let offered: ComponentType<AfterBookingProps> | null = null;
const listeners = new Set<() => void>();

/** Sets what finished bookings offer (a lazily loaded component). */
export function offerAfterBooking(offer: ComponentType<AfterBookingProps>): void {
  offered = offer;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer, when something set one; nothing otherwise. */
export function AfterBookingOffer(props: AfterBookingProps) {
  const Offer = useSyncExternalStore(subscribe, () => offered, () => null);
  if (!Offer) return null;
  return (
    <Suspense fallback={null}>
      <Offer {...props} />
    </Suspense>
  );
}
