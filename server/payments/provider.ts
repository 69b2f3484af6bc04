// What the booking flow needs from a payment provider. The sandbox implements it; a real provider
// would implement the same calls against its API.
import type { Queryable } from '../db/db';
import type { CurrencyCode } from '../../contract';

export interface VaultedCard {
  number: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type Authorization =
  | { kind: 'authorized' }
  | { kind: 'three_d_secure' }
  | { kind: 'declined'; code: number; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** The card behind a one-time token from the provider's card form; spends the token. */
  takeCard(tx: Queryable, token: string): Promise<VaultedCard | null>;
  /** Asks the issuer to authorize an amount. */
  authorize(card: VaultedCard, amount: number, currency: CurrencyCode): Promise<Authorization>;
  /** Whether the cardholder passes the challenge (decided on the challenge page in the sandbox). */
  challengePasses(card: VaultedCard): boolean;
  /** The code a failed challenge answers (3006 or 3250). */
  challengeFailureCode(card: VaultedCard): number;
  /**
   * Returns part or all of a payment to the card, in the currency it was charged in; recorded on
   * the transaction, never more than it took. A part is reckoned in the hotel's currency and taken
   * back in proportion when the card paid another currency.
   */
  refund(tx: Queryable, transactionId: number, hotelAmount: number | 'all'): Promise<void>;
}
