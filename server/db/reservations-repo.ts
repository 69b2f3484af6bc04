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

/** Which reservations each listing group holds, by the date it is now at each hotel. */
const GROUP_WHERE: Record<'upcoming' | 'completed' | 'cancelled' | 'lottery', string> = {
  upcoming: `r.status <> 'cancelled' and r.checkout_date >= (now() at time zone h.time_zone)::date`,
  completed: `r.status <> 'cancelled' and r.checkout_date < (now() at time zone h.time_zone)::date`,
  cancelled: `r.status = 'cancelled'`,
  // Lottery entries are reservations made through a lottery; none exist until lotteries are built.
  lottery: `false`,
};

export interface MemberReservationRow {
  reservation_number: string;
  hotel_code: string;
  hotel_name: string;
  status: 'done' | 'payment_pending' | 'cancelled';
  checkin_date: string;
  checkout_date: string;
  total_price: number;
  currency: string;
  rooms: number;
}

/** One page of a member's reservations in a listing group, and how many the group holds. */
export async function memberReservationsPage(
  db: Queryable,
  memberId: number,
  group: keyof typeof GROUP_WHERE,
  page: number,
  per: number,
): Promise<{ rows: MemberReservationRow[]; total: number }> {
  const where = `r.member_id = $1 and ${GROUP_WHERE[group]}`;
  const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from reservations r join hotels h on h.id = r.hotel_id where ${where}`, [memberId])) as [{ n: number }];
  const rows = await db.query<MemberReservationRow>(
    `select r.reservation_number, h.code as hotel_code, h.name as hotel_name, r.status, r.checkin_date::text as checkin_date,
            r.checkout_date::text as checkout_date, r.total_price, r.currency,
            (select count(*)::int from reservation_rooms rr where rr.reservation_id = r.id) as rooms
       from reservations r join hotels h on h.id = r.hotel_id
      where ${where}
      order by r.checkin_date ${group === 'upcoming' ? 'asc' : 'desc'}, r.id
      limit ${per} offset ${(page - 1) * per}`,
    [memberId],
  );
  return { rows, total: n };
}
