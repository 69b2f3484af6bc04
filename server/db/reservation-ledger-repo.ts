// What a reservation takes and holds besides its rooms: the extras' stock, a coupon's uses, the
// points it spent and gave back, and its card payments.
import type { CurrencyCode } from '../../contract';
import type { Queryable } from './db';

// ---------------------------------------------------------------------------------------------
// Extras and coupons.

/** Takes `quantity` of an extra, or nothing when fewer are left (extras without stock never run out). */
export async function takeExtra(tx: Queryable, extraId: number, quantity: number): Promise<boolean> {
  const taken = await tx.query('update extras set stock = stock - $2 where id = $1 and (stock is null or stock >= $2) returning id', [extraId, quantity]);
  return taken.length > 0;
}

export async function returnExtra(tx: Queryable, extraId: number, quantity: number): Promise<void> {
  await tx.query('update extras set stock = stock + $2 where id = $1 and stock is not null', [extraId, quantity]);
}

export async function countCouponUse(tx: Queryable, hotelId: number, code: string): Promise<void> {
  await tx.query('update coupons set used_count = used_count + 1 where hotel_id = $1 and upper(code) = upper($2)', [hotelId, code]);
}

// ---------------------------------------------------------------------------------------------
// Points.

/** Whether the member's membership program has the points program on. */
export async function memberEarnsPoints(db: Queryable, memberId: number): Promise<boolean> {
  const [m] = await db.query<{ points: boolean }>(
    `select coalesce((p.settings->>'point_program_enabled')::boolean, false) as points from members m join membership_programs p on p.id = m.program_id where m.id = $1`,
    [memberId],
  );
  return m?.points === true;
}

/** Takes points off a balance before the reservation is written; false when the balance is short. */
export async function takePoints(tx: Queryable, memberId: number, points: number): Promise<boolean> {
  const spent = await tx.query('update members set points_balance = points_balance - $2 where id = $1 and points_balance >= $2 returning id', [memberId, points]);
  return spent.length > 0;
}

/** The record of points a reservation spent (taken with takePoints). */
export async function recordPointsSpent(tx: Queryable, memberId: number, reservationId: number, points: number): Promise<void> {
  await tx.query(`insert into point_transactions (member_id, reservation_id, kind, amount) values ($1, $2, 'spent', $3)`, [memberId, reservationId, points]);
}

/** Points a reservation spent and has not given back, and whose they are. */
export async function pointsHeld(db: Queryable, reservationId: number): Promise<{ memberId: number | null; points: number }> {
  const [row] = await db.query<{ member_id: number; n: number }>(
    `select member_id, (coalesce(sum(amount) filter (where kind = 'spent'), 0) - coalesce(sum(amount) filter (where kind = 'refunded'), 0))::int as n
       from point_transactions where reservation_id = $1 group by member_id`,
    [reservationId],
  );
  return { memberId: row?.member_id ?? null, points: Math.max(0, row?.n ?? 0) };
}

/** Points used by a reservation, net of those given back. */
export async function pointsUsedBy(db: Queryable, reservationId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select (coalesce(sum(amount) filter (where kind = 'spent'), 0) - coalesce(sum(amount) filter (where kind = 'refunded'), 0))::int as n from point_transactions where reservation_id = $1`,
    [reservationId],
  );
  return row?.n ?? 0;
}

/** Gives points back to the member's balance, recorded against the reservation. */
export async function givePointsBack(tx: Queryable, memberId: number, reservationId: number, points: number): Promise<void> {
  await tx.query('update members set points_balance = points_balance + $2 where id = $1', [memberId, points]);
  await tx.query(`insert into point_transactions (member_id, reservation_id, kind, amount) values ($1, $2, 'refunded', $3)`, [memberId, reservationId, points]);
}

// ---------------------------------------------------------------------------------------------
// Card payments.

export interface NewPayment {
  provider: string;
  state: 'captured' | 'authorized' | 'pre_3d_secure';
  /** In the currency charged. */
  amount: number;
  currency: string;
  /** What the amount stands for in the hotel's currency (the amount itself when charged in it). */
  hotelAmount: number;
  cardBrand: string;
  cardLast4: string;
  cardTokenHash: string;
  challengeTokenHash: string | null;
  challengeDeadline: string | null;
}

export async function insertPayment(tx: Queryable, reservationId: number, p: NewPayment): Promise<void> {
  await tx.query(
    `insert into payment_transactions (reservation_id, provider, state, amount, currency, hotel_amount, card_brand, card_last4, card_token_hash, challenge_token_hash, challenge_deadline)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [reservationId, p.provider, p.state, p.amount, p.currency, p.hotelAmount, p.cardBrand, p.cardLast4, p.cardTokenHash, p.challengeTokenHash, p.challengeDeadline],
  );
}

/** What a transaction still holds, in the hotel's currency: a charge in another currency in proportion to what it took. */
const NET_IN_HOTEL_CURRENCY = `case when refunded_amount >= amount then 0
            else coalesce(hotel_amount, amount) - round(refunded_amount::numeric * coalesce(hotel_amount, amount) / amount)::int end`;

/** The captured payments of a reservation and what each still holds (its amount less its refunds), in the hotel's currency. */
export async function capturedPayments(db: Queryable, reservationId: number): Promise<{ id: number; net: number }[]> {
  return db.query<{ id: number; net: number }>(
    `select id, ${NET_IN_HOTEL_CURRENCY} as net from payment_transactions where reservation_id = $1 and state = 'captured' order by id`,
    [reservationId],
  );
}

/** What the cards paid for a reservation, net of refunds, in the hotel's currency. */
export async function cardPaidFor(db: Queryable, reservationId: number): Promise<number> {
  const [row] = await db.query<{ card: number }>(
    `select coalesce(sum(${NET_IN_HOTEL_CURRENCY}), 0)::int as card from payment_transactions where reservation_id = $1 and state = 'captured'`,
    [reservationId],
  );
  return row?.card ?? 0;
}

/** What the cards paid for a reservation, net of refunds, in the currency each was charged in (one entry per currency). */
export async function cardChargedFor(db: Queryable, reservationId: number): Promise<{ currency: string; amount: number; hotel_amount: number }[]> {
  return db.query<{ currency: string; amount: number; hotel_amount: number }>(
    `select currency, coalesce(sum(amount - refunded_amount), 0)::int as amount, coalesce(sum(${NET_IN_HOTEL_CURRENCY}), 0)::int as hotel_amount
       from payment_transactions where reservation_id = $1 and state = 'captured' group by currency order by currency`,
    [reservationId],
  );
}

/** A card that only guaranteed the stay is let go (the whole reservation is cancelled). */
export async function releaseCardHolds(tx: Queryable, reservationId: number): Promise<void> {
  await tx.query(`update payment_transactions set state = 'cancelled', updated_at = now() where reservation_id = $1 and state = 'authorized'`, [reservationId]);
}

export interface ChallengeRow {
  id: number;
  state: string;
  failure_code: number | null;
  amount: number;
  currency: CurrencyCode;
  reservation_number: string;
  hotel_code: string;
  locale: string;
  email: string;
  checkin: string;
  checkout: string;
  adults: number;
  card_number: string | null;
}

/** The payment a 3-D Secure challenge token belongs to, with its booking's stay and the sandbox card it used. */
export async function findChallenge(db: Queryable, challengeTokenHash: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.query<ChallengeRow>(
    `select t.id, t.state, t.failure_code, t.amount, t.currency, r.reservation_number, h.code as hotel_code, r.locale, r.guest->>'email' as email,
            r.checkin_date::text as checkin, r.checkout_date::text as checkout,
            (select coalesce(sum(adults), 0)::int from reservation_rooms where reservation_id = r.id) as adults,
            (select number from sandbox_card_tokens c where c.token_hash = t.card_token_hash) as card_number
       from payment_transactions t join reservations r on r.id = t.reservation_id join hotels h on h.id = r.hotel_id
      where t.challenge_token_hash = $1`,
    [challengeTokenHash],
  );
  return row;
}

/** Changes a payment's failure code from one to another; false when it no longer had the first. */
export async function replaceFailureCode(tx: Queryable, paymentId: number, from: number, to: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(`update payment_transactions set failure_code = $2, updated_at = now() where id = $1 and failure_code = $3 returning id`, [paymentId, to, from]);
  return rows.length > 0;
}
