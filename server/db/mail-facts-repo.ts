// What the hotel's mails say beyond the reservation itself: the names of its extras and questions,
// and the payments taken for it.
import type { Queryable } from './db';

export interface ExtraFacts {
  id: number;
  name: Record<string, string>;
  requires_delivery_time: boolean;
}

export interface QuestionFacts {
  id: number;
  text: Record<string, string>;
}

export interface PaymentFacts {
  state: string;
  amount: number;
  currency: string;
  refunded_amount: number;
  card_brand: string | null;
  card_last4: string | null;
}

export async function extrasOf(db: Queryable, hotelId: number, ids: readonly number[]): Promise<ExtraFacts[]> {
  if (ids.length === 0) return [];
  return db.query<ExtraFacts>('select id, name, requires_delivery_time from extras where hotel_id = $1 and id = any($2::int[])', [hotelId, [...ids]]);
}

export async function questionsOf(db: Queryable, hotelId: number, ids: readonly number[]): Promise<QuestionFacts[]> {
  if (ids.length === 0) return [];
  return db.query<QuestionFacts>('select id, text from additional_questions where hotel_id = $1 and id = any($2::int[])', [hotelId, [...ids]]);
}

/** Every payment of the reservation, oldest first, as its transaction recorded it. */
export async function paymentsOf(db: Queryable, reservationId: number): Promise<PaymentFacts[]> {
  return db.query<PaymentFacts>(
    'select state, amount, currency, refunded_amount, card_brand, card_last4 from payment_transactions where reservation_id = $1 order by id',
    [reservationId],
  );
}
