// Reservations: the inventory guard, the reservation rows, idempotent answers.
import type { Queryable } from './db';
import { nightsOf } from '../../contract/dates';

export class SoldOutError extends Error {
  constructor(readonly roomTypeId: number) {
    super('no longer available');
  }
}

/**
 * Takes `count` rooms of a type for every night of a stay, or none: the update only touches rows
 * that still have them, and the table's check constraint (sold <= total) holds even against a
 * concurrent writer, so inventory can never go below zero.
 */
export async function takeRooms(tx: Queryable, roomTypeId: number, checkin: string, checkout: string, isDayUse: boolean, count: number): Promise<void> {
  const dates = isDayUse ? [checkin] : nightsOf(checkin, checkout);
  const rows = await tx.query<{ d: string }>(
    `update inventory set sold = sold + $3
      where room_type_id = $1 and stay_date = any($2::date[]) and total - sold >= $3
      returning stay_date::text as d`,
    [roomTypeId, dates, count],
  );
  if (rows.length !== dates.length) throw new SoldOutError(roomTypeId);
}

export async function releaseRooms(tx: Queryable, roomTypeId: number, checkin: string, checkout: string, isDayUse: boolean, count: number): Promise<void> {
  const dates = isDayUse ? [checkin] : nightsOf(checkin, checkout);
  await tx.query('update inventory set sold = sold - $3 where room_type_id = $1 and stay_date = any($2::date[])', [roomTypeId, dates, count]);
}
