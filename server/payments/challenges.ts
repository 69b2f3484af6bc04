// 3-D Secure challenges: completing one captures the payment and confirms the booking; failing or
// abandoning one (15 minutes) cancels the booking and gives its rooms back.
import type { Db, Queryable } from '../db/db';
import { releaseRooms } from '../db/reservations-repo';

interface PendingRow {
  tx_id: number;
  reservation_id: number;
  hotel_id: number;
  checkin_date: string;
  checkout_date: string;
  is_day_use: boolean;
}

async function releaseReservation(tx: Queryable, reservationId: number): Promise<void> {
  const [r] = await tx.query<{ checkin_date: string; checkout_date: string; is_day_use: boolean }>(
    'select checkin_date::text as checkin_date, checkout_date::text as checkout_date, is_day_use from reservations where id = $1',
    [reservationId],
  );
  const rooms = await tx.query<{ room_type_id: number; n: number }>(
    `select room_type_id, count(*)::int as n from reservation_rooms where reservation_id = $1 and status = 'active' group by room_type_id`,
    [reservationId],
  );
  for (const room of rooms) await releaseRooms(tx, room.room_type_id, r!.checkin_date, r!.checkout_date, r!.is_day_use, room.n);
  await tx.query(`update reservation_rooms set status = 'cancelled' where reservation_id = $1`, [reservationId]);
  await tx.query(`update reservations set status = 'cancelled', updated_at = now() where id = $1`, [reservationId]);
}

/** Settles one challenge; answers false when it was no longer pending. */
export async function settleChallenge(tx: Queryable, txId: number, outcome: 'captured' | 'failed' | 'cancelled', failureCode: number | null): Promise<boolean> {
  const [row] = await tx.query<{ reservation_id: number }>(
    `update payment_transactions set state = $2, failure_code = $3, updated_at = now()
      where id = $1 and state = 'pre_3d_secure' returning reservation_id`,
    [txId, outcome, failureCode],
  );
  if (!row) return false;
  if (outcome === 'captured') await tx.query(`update reservations set status = 'done', updated_at = now() where id = $1`, [row.reservation_id]);
  else await releaseReservation(tx, row.reservation_id);
  return true;
}

export const CHALLENGE_TIMED_OUT = 3001;

/** Cancels every booking still waiting on a challenge past its deadline. */
export async function expirePendingChallenges(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db.query<PendingRow>(
    `select t.id as tx_id, t.reservation_id from payment_transactions t
      where t.state = 'pre_3d_secure' and t.challenge_deadline < $1`,
    [now.toISOString()],
  );
  let n = 0;
  for (const row of due) {
    // 3001: timed out — a challenge completed after this is refunded (1105), not confirmed.
    if (await db.transaction((tx) => settleChallenge(tx, row.tx_id, 'cancelled', CHALLENGE_TIMED_OUT))) n++;
  }
  return n;
}
