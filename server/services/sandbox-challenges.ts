// The card provider's sandbox 3-D Secure challenge, as its pages settle it: each outcome is one
// transaction over the payment and what it holds.
import { CATALOGUE } from '../../contract';
import type { Db } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { replaceFailureCode } from '../db/reservation-ledger-repo';
import { CHALLENGE_TIMED_OUT, settleChallenge } from '../payments/challenges';
import { sandboxProvider } from '../payments/sandbox';
import { loadReservation, publicView } from './reservations';
import { queueBookingMails } from './reservation-mails';

/**
 * The challenge's outcome: the payment captured, failed or cancelled (false when it was no longer
 * waiting). A captured payment confirms the booking: its mails to the guest and the hotel are
 * written in the same transaction, when `confirm` says for which hotel and with which link.
 */
export function settlePayment(
  db: Db,
  paymentId: number,
  outcome: 'captured' | 'failed' | 'cancelled',
  failureCode: number | null,
  confirm?: { hotel: Hotel; reservationNumber: string; guestLink: string; apiUrl: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const settled = await settleChallenge(tx, paymentId, outcome, failureCode);
    if (settled && outcome === 'captured' && confirm) {
      const found = await loadReservation(tx, confirm.hotel.id, confirm.reservationNumber);
      if (found) await queueBookingMails(tx, confirm.hotel, publicView(found), confirm.guestLink, confirm.apiUrl);
    }
    return settled;
  });
}

/**
 * A challenge passed after its booking timed out and its rooms went back on sale: the issuer's late
 * authorization is refunded at once, and the payment says why (1105). False when it was already.
 */
export function refundLateAuthorization(db: Db, paymentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await replaceFailureCode(tx, paymentId, CHALLENGE_TIMED_OUT, CATALOGUE.ROOM_UNAVAILABLE_DURING_PAYMENT.code))) return false;
    await sandboxProvider.refund(tx, paymentId, 'all');
    return true;
  });
}
