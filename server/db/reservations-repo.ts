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

export interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  answer: unknown;
}

/** Claims a key for this request; answers what was stored when the key was seen before. */
export async function claimIdempotencyKey(tx: Queryable, hotelId: number, key: string, requestHash: string): Promise<StoredAnswer | null> {
  const claimed = await tx.query('insert into idempotency_keys (hotel_id, key, request_hash) values ($1, $2, $3) on conflict do nothing returning key', [hotelId, key, requestHash]);
  if (claimed.length > 0) return null;
  const [seen] = await tx.query<StoredAnswer>('select request_hash, status_code, answer from idempotency_keys where hotel_id = $1 and key = $2', [hotelId, key]);
  return seen ?? null;
}

export async function storeIdempotentAnswer(tx: Queryable, hotelId: number, key: string, statusCode: number, answer: unknown): Promise<void> {
  await tx.query('update idempotency_keys set status_code = $3, answer = $4::jsonb where hotel_id = $1 and key = $2', [hotelId, key, statusCode, JSON.stringify(answer)]);
}
