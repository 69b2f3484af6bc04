// Which payment methods the product takes, and which of them take a card now: a card method
// needs the card's details with the booking; the others are paid at the hotel, by transfer, or
// later.
import type { PaymentMethod } from '../lists';
import { CARD_PAYMENT_METHODS } from '../reservations';

export const OTHER_PAYMENT_METHODS = ['on_site', 'bank_transfer', 'deferred_payment'] as const;

/** Every method a booking may be paid by here. */
export const SUPPORTED_PAYMENT_METHODS: readonly PaymentMethod[] = [...CARD_PAYMENT_METHODS, ...OTHER_PAYMENT_METHODS];

export const paysByCard = (method: string): boolean => (CARD_PAYMENT_METHODS as readonly string[]).includes(method);

export const isSupportedPaymentMethod = (method: string): method is PaymentMethod => (SUPPORTED_PAYMENT_METHODS as readonly string[]).includes(method);
