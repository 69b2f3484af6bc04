// The card provider's sandbox 3-D Secure challenge, as its pages settle it: each outcome is one
// transaction over the payment and what it holds.
import { CATALOGUE } from '../../contract';
import type { Db } from '../db/db';
import { replaceFailureCode } from '../db/reservation-ledger-repo';
import { CHALLENGE_TIMED_OUT, settleChallenge } from '../payments/challenges';
import { sandboxProvider } from '../payments/sandbox';

/** The challenge's outcome: the payment captured, failed or cancelled (false when it was no longer waiting). */
export function settlePayment(db: Db, paymentId: number, outcome: 'captured' | 'failed' | 'cancelled', failureCode: number | null): Promise<boolean> {
  return db.transaction((tx) => settleChallenge(tx, paymentId, outcome, failureCode));
}

/**
 * A challenge passed after its booking timed out and its rooms went back on sale: the issuer's late
 * authorization is refunded at once, and the payment says why (1105). False when it was already.
 */
export function refundLateAuthorization(db: Db, paymentId: number, amount: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await replaceFailureCode(tx, paymentId, CHALLENGE_TIMED_OUT, CATALOGUE.ROOM_UNAVAILABLE_DURING_PAYMENT.code))) return false;
    await sandboxProvider.refund(tx, paymentId, amount);
    return true;
  });
}
