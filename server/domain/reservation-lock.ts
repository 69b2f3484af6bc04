// When a reservation may be changed online (document 1 §5 "Update and cancel"): not once it is
// cancelled, not after the hotel changed it, not while a payment for it is in progress, and not
// after the day before check-in. A stay paid by card in a currency other than yen may not lose
// nights or rooms online: a refund would cross exchange rates.
import { addDays } from '../../contract/dates';
import type { CurrencyCode } from '../../contract';

export type LockReason = 'cancelled' | 'edited_by_hotel' | 'payment_in_progress' | 'deadline_passed';

export interface LockFacts {
  status: string;
  checkinDate: string;
  /** Today at the hotel. */
  today: string;
  editedByHotel: boolean;
  paymentsInProgress: number;
  cardPayments: number;
  currency: CurrencyCode;
  mcpCurrency: CurrencyCode | null;
}

export interface ChangeLock {
  updatable: boolean;
  /** The last day a change may be made online. */
  deadline: string;
  reasons: LockReason[];
  canReduce: boolean;
}

export function changeLock(f: LockFacts): ChangeLock {
  const deadline = addDays(f.checkinDate, -1);
  const reasons: LockReason[] = [];
  if (f.status === 'cancelled') reasons.push('cancelled');
  if (f.editedByHotel) reasons.push('edited_by_hotel');
  if (f.paymentsInProgress > 0) reasons.push('payment_in_progress');
  if (f.today > deadline) reasons.push('deadline_passed');
  const paidCurrency = f.mcpCurrency ?? f.currency;
  const canReduce = !(paidCurrency !== 'JPY' && (f.cardPayments > 0 || f.mcpCurrency !== null));
  return { updatable: reasons.length === 0, deadline, reasons, canReduce };
}
