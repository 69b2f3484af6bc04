// A sandbox provider that behaves like a real one: a card vault with one-time tokens, test card
// numbers with fixed outcomes, and a 3-D Secure challenge. Only test numbers are accepted.
import type { Queryable } from '../db/db';
import { randomToken, sha256 } from '../auth/crypto';
import type { Authorization, PaymentProvider, VaultedCard } from './provider';
import { inChargedCurrency } from '../../contract/rules/charge';

/** Test cards and what the issuer answers for each. */
type Outcome =
  | 'success' | 'decline' | 'insufficient_funds' | '3ds' | '3ds_fail' | '3ds_issuer_fail' | '3ds_suspended' | 'not_3ds_capable'
  | 'expired' | 'unavailable' | 'processing_error' | 'retry';

export const SANDBOX_CARDS: Readonly<Record<string, { outcome: Outcome; label: string }>> = {
  '4242424242424242': { outcome: 'success', label: 'Visa: success' },
  '5555555555554444': { outcome: 'success', label: 'Mastercard: success' },
  '3566002020360505': { outcome: 'success', label: 'JCB: success' },
  '378282246310005': { outcome: 'success', label: 'American Express: success' },
  '36227206271667': { outcome: 'success', label: 'Diners Club: success' },
  '4000000000000002': { outcome: 'decline', label: 'Visa: declined' },
  '4000000000009995': { outcome: 'insufficient_funds', label: 'Visa: insufficient funds' },
  '4000000000003220': { outcome: '3ds', label: 'Visa: 3-D Secure required' },
  '4000008400001629': { outcome: '3ds_fail', label: 'Visa: 3-D Secure fails' },
  '4000000000003055': { outcome: 'not_3ds_capable', label: 'Visa: not 3-D Secure capable' },
  '4000000000003238': { outcome: '3ds_issuer_fail', label: 'Visa: 3-D Secure refused by the issuer' },
  '4000000000003063': { outcome: '3ds_suspended', label: 'Visa: 3-D Secure suspended' },
  '4000000000000069': { outcome: 'expired', label: 'Visa: expired card' },
  '4100000000000019': { outcome: 'unavailable', label: 'Visa: card blocked' },
  '4000000000000119': { outcome: 'processing_error', label: 'Visa: processing error' },
  '4000000000000259': { outcome: 'retry', label: 'Visa: payment failed, retry' },
};

export async function vaultCard(db: Queryable, card: Omit<VaultedCard, 'last4'> & { holder: string }): Promise<{ token: string; last4: string }> {
  const token = `tok_${randomToken(18)}`;
  const last4 = card.number.slice(-4);
  await db.query(
    'insert into sandbox_card_tokens (token_hash, number, brand, last4, exp_month, exp_year, cvc, holder) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [sha256(token), card.number, card.brand, last4, card.expMonth, card.expYear, card.cvc, card.holder],
  );
  return { token, last4 };
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',

  async takeCard(tx, token) {
    const [row] = await tx.query<{ number: string; brand: string; last4: string; exp_month: number; exp_year: number; cvc: string }>(
      `update sandbox_card_tokens set used_at = now()
        where token_hash = $1 and used_at is null and created_at > now() - interval '30 minutes'
        returning number, brand, last4, exp_month, exp_year, cvc`,
      [sha256(token)],
    );
    return row ? { number: row.number, brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year, cvc: row.cvc } : null;
  },

  async authorize(card): Promise<Authorization> {
    switch (SANDBOX_CARDS[card.number]?.outcome) {
      case 'success':
        return { kind: 'authorized' };
      case '3ds':
      case '3ds_fail':
      case '3ds_issuer_fail':
        return { kind: 'three_d_secure' };
      case '3ds_suspended':
        return { kind: 'declined', code: 3009, message: '3-D Secure is suspended for this card after repeated requests.' };
      case 'expired':
        return { kind: 'declined', code: 3005, message: 'Please check the expiry date.' };
      case 'unavailable':
        return { kind: 'declined', code: 3205, message: 'This card cannot be used.' };
      case 'processing_error':
        return { kind: 'declined', code: 3251, message: 'The card company could not process the payment.' };
      case 'retry':
        return { kind: 'declined', code: 3002, message: 'The payment failed and the booking is not complete. Please try again.' };
      case 'decline':
        return { kind: 'declined', code: 3007, message: 'The card was not accepted.' };
      case 'insufficient_funds':
        return { kind: 'declined', code: 3204, message: 'The payment failed. Please use another card.' };
      case 'not_3ds_capable':
        return { kind: 'declined', code: 3252, message: 'This card does not support 3-D Secure.' };
      default:
        return { kind: 'declined', code: 3003, message: 'This card cannot be used.' };
    }
  },

  challengePasses(card) {
    return SANDBOX_CARDS[card.number]?.outcome === '3ds';
  },

  challengeFailureCode(card) {
    // The issuer's own refusal (3250) or the cardholder failing the check (3006).
    return SANDBOX_CARDS[card.number]?.outcome === '3ds_issuer_fail' ? 3250 : 3006;
  },

  async refund(tx, transactionId, hotelAmount) {
    // The sandbox issuer refunds at once: the transaction records what went back, in its own currency.
    if (hotelAmount !== 'all' && hotelAmount <= 0) return;
    const [row] = await tx.query<{ amount: number; hotel_amount: number | null; refunded_amount: number }>(
      'select amount, hotel_amount, refunded_amount from payment_transactions where id = $1 for update',
      [transactionId],
    );
    if (!row) throw new Error(`no transaction ${transactionId}`);
    const charge = { amount: row.amount, hotelAmount: row.hotel_amount ?? row.amount };
    const left = row.amount - row.refunded_amount;
    const heldInHotel = row.refunded_amount >= row.amount ? 0 : charge.hotelAmount - inChargedCurrency(row.refunded_amount, { amount: charge.hotelAmount, hotelAmount: charge.amount });
    // All that is left goes back when the hotel-currency part is all it still holds (no unit lost to rounding).
    const back = hotelAmount === 'all' || hotelAmount >= heldInHotel ? left : inChargedCurrency(hotelAmount, charge);
    if (hotelAmount !== 'all' && hotelAmount > heldInHotel) throw new Error(`refund of ${hotelAmount} exceeds what transaction ${transactionId} holds`);
    if (back <= 0) return;
    await tx.query('update payment_transactions set refunded_amount = refunded_amount + $2, updated_at = now() where id = $1', [transactionId, back]);
  },
};
