// Reservations: the inventory guard, the reservation rows and rooms, the tokens that open them,
// look-ups and their failures, the holds and history of changes, receipts, and a member's lists.
import type { Reservation } from '../../contract';
import type { Queryable } from './db';
import { nightsOf } from '../../contract/dates';
import { localised } from '../../contract/rules/localised';

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

// ---------------------------------------------------------------------------------------------
// One reservation: its row and rooms, who may read it, and what changes it.

/** A reservation as stored: the guest's view of it, and who may read it. */
export type StoredReservation = Reservation & { bypass_token_hash: string; member_id: number | null; organization_id: number | null };

/** A reservation of a hotel by its id (digits) or number, with its rooms named in its guest's language. */
export async function findReservation(db: Queryable, hotelId: number, ref: string): Promise<StoredReservation | undefined> {
  const [row] = await db.query<Record<string, unknown>>(
    `select r.*, r.checkin_date::text as checkin_date, r.checkout_date::text as checkout_date, h.code as hotel_code,
            (select min(p.cancellation_policy_id) from reservation_rooms rr join room_plans rp on rp.id = rr.room_plan_id join plans p on p.id = rp.plan_id where rr.reservation_id = r.id) as cancellation_policy_id
       from reservations r join hotels h on h.id = r.hotel_id
      where r.hotel_id = $1 and ${/^\d{1,9}$/.test(ref) ? 'r.id = $2::int' : 'r.reservation_number = $2'}`,
    [hotelId, ref],
  );
  if (!row) return undefined;
  const rooms = await db.query<Reservation['rooms'][number] & { names: Record<string, string>; plan_names: Record<string, string> }>(
    `select rr.id, t.code as room_type_code, t.name as names, rp.code as room_plan_code, p.name as plan_names, rr.adults, rr.children,
            rr.kids_age_range, rr.status, rr.total_price, p.cancellation_policy_id, rr.guest
       from reservation_rooms rr join room_types t on t.id = rr.room_type_id join room_plans rp on rp.id = rr.room_plan_id join plans p on p.id = rp.plan_id
      where rr.reservation_id = $1 order by rr.id`,
    [row.id],
  );
  const locale = String(row.locale);
  return {
    id: row.id as number,
    reservation_number: row.reservation_number as string,
    hotel_id: row.hotel_id as number,
    hotel_code: row.hotel_code as string,
    status: row.status as Reservation['status'],
    checkin_date: row.checkin_date as string,
    checkout_date: row.checkout_date as string,
    is_day_use: row.is_day_use as boolean,
    guest: row.guest as Reservation['guest'],
    payment_type: row.payment_type as Reservation['payment_type'],
    currency: row.currency as Reservation['currency'],
    mcp_currency: (row.mcp_currency as Reservation['mcp_currency']) ?? null,
    charged:
      row.charged_currency === null || row.charged_currency === undefined
        ? null
        : {
            amount: row.charged_amount as number,
            currency: row.charged_currency as Reservation['currency'],
            hotel_amount: row.charged_hotel_amount as number,
            hotel_currency: row.currency as Reservation['currency'],
            rate: (row.charge_rate as number | null) ?? null,
          },
    total_price: row.total_price as number,
    price: row.price as Reservation['price'],
    rooms: rooms.map(({ names, plan_names, ...r }) => ({ ...r, room_type_name: localised(names, locale, r.room_type_code), room_plan_name: localised(plan_names, locale, r.room_plan_code) })),
    notes: (row.notes as string | null) ?? null,
    extras: (row.extras as Reservation['extras']) ?? [],
    answers: (row.answers as Reservation['answers']) ?? [],
    locale: locale as Reservation['locale'],
    cancellation_policy_id: (row.cancellation_policy_id as number | null) ?? null,
    created_at: new Date(row.created_at as string).toISOString(),
    bypass_token_hash: row.bypass_token_hash as string,
    member_id: (row.member_id as number | null) ?? null,
    organization_id: (row.organization_id as number | null) ?? null,
  };
}

/** Whether a token handed out later (a look-up, a way back from 3-D Secure) opens this reservation. */
export async function hasReservationToken(db: Queryable, reservationId: number, tokenHash: string): Promise<boolean> {
  const rows = await db.query('select 1 from reservation_tokens where reservation_id = $1 and token_hash = $2', [reservationId, tokenHash]);
  return rows.length > 0;
}

/** Keeps another token that opens the reservation. */
export async function addReservationToken(db: Queryable, reservationId: number, tokenHash: string): Promise<void> {
  await db.query('insert into reservation_tokens (token_hash, reservation_id) values ($1, $2)', [tokenHash, reservationId]);
}

/** What a member is, for the questions asked of them and the corporate reservations they may read. */
export async function memberTies(db: Queryable, memberId: number): Promise<{ program_id: number | null; rank_id: number | null; organization_id: number | null } | undefined> {
  const [m] = await db.query<{ program_id: number | null; rank_id: number | null; organization_id: number | null }>('select program_id, rank_id, organization_id from members where id = $1', [memberId]);
  return m;
}

/** The plan codes (hotel_plan_code) behind room plan codes. */
export async function planCodesOf(db: Queryable, hotelId: number, roomPlanCodes: readonly string[]): Promise<string[]> {
  if (roomPlanCodes.length === 0) return [];
  const rows = await db.query<{ code: string }>(
    'select distinct p.code from room_plans rp join plans p on p.id = rp.plan_id where rp.hotel_id = $1 and rp.code = any($2::text[])',
    [hotelId, roomPlanCodes],
  );
  return rows.map((r) => r.code);
}

/** The ids of a hotel's room types by their codes. */
export async function roomTypeIdsByCode(db: Queryable, hotelId: number, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; code: string }>('select id, code from room_types where hotel_id = $1 and code = any($2::text[])', [hotelId, [...new Set(codes)]]);
  return new Map(rows.map((r) => [r.code, r.id]));
}

export interface NewReservation {
  hotelId: number;
  number: string;
  bypassTokenHash: string;
  status: Reservation['status'];
  checkin: string;
  checkout: string;
  isDayUse: boolean;
  memberId: number | null;
  guest: Reservation['guest'];
  paymentType: Reservation['payment_type'];
  currency: string;
  mcpCurrency: string | null;
  /** What the card is charged, as its payment transaction takes it; null when no card pays. */
  charged: { amount: number; currency: string; hotelAmount: number; rate: number | null } | null;
  totalPrice: number;
  price: unknown;
  notes: string | null;
  locale: string;
  extras: unknown;
  answers: unknown;
}

/** Writes a reservation (a member's organization books with it); answers its id. */
export async function insertReservation(tx: Queryable, r: NewReservation): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into reservations (hotel_id, reservation_number, bypass_token_hash, status, checkin_date, checkout_date, is_day_use, member_id,
                               guest, payment_type, currency, mcp_currency, total_price, price, notes, locale, extras, answers, organization_id,
                               charged_amount, charged_currency, charge_rate, charged_hotel_amount)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14::jsonb, $15, $16, $17::jsonb, $18::jsonb,
             (select organization_id from members where id = $8), $19, $20, $21, $22) returning id`,
    [r.hotelId, r.number, r.bypassTokenHash, r.status, r.checkin, r.checkout, r.isDayUse, r.memberId, JSON.stringify(r.guest), r.paymentType, r.currency,
     r.mcpCurrency, r.totalPrice, JSON.stringify(r.price), r.notes, r.locale, JSON.stringify(r.extras), JSON.stringify(r.answers),
     r.charged?.amount ?? null, r.charged?.currency ?? null, r.charged?.rate ?? null, r.charged?.hotelAmount ?? null],
  );
  return row!.id;
}

export interface NewReservationRoom {
  roomTypeId: number;
  roomPlanId: number;
  adults: number;
  children: number;
  kidsAgeRange: unknown;
  totalPrice: number;
  price: unknown;
}

export async function insertReservationRoom(tx: Queryable, reservationId: number, r: NewReservationRoom): Promise<void> {
  await tx.query(
    `insert into reservation_rooms (reservation_id, room_type_id, room_plan_id, adults, children, kids_age_range, total_price, price)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)`,
    [reservationId, r.roomTypeId, r.roomPlanId, r.adults, r.children, JSON.stringify(r.kidsAgeRange), r.totalPrice, JSON.stringify(r.price)],
  );
}

/** A booked room's new party and price. */
export async function updateReservationRoom(tx: Queryable, roomId: number, r: Pick<NewReservationRoom, 'adults' | 'children' | 'kidsAgeRange' | 'totalPrice' | 'price'>): Promise<void> {
  await tx.query('update reservation_rooms set adults = $2, children = $3, kids_age_range = $4::jsonb, total_price = $5, price = $6::jsonb where id = $1', [
    roomId, r.adults, r.children, JSON.stringify(r.kidsAgeRange), r.totalPrice, JSON.stringify(r.price),
  ]);
}

export async function cancelReservationRooms(tx: Queryable, roomIds: readonly number[]): Promise<void> {
  await tx.query(`update reservation_rooms set status = 'cancelled' where id = any($1::int[])`, [roomIds]);
}

/** Who stays in a room of the reservation (null: the booking guest). */
export async function setRoomGuest(tx: Queryable, reservationId: number, roomId: number, guest: unknown): Promise<void> {
  await tx.query('update reservation_rooms set guest = $3::jsonb where id = $2 and reservation_id = $1', [reservationId, roomId, guest ? JSON.stringify(guest) : null]);
}

/** The reservation's new dates, guest and price after a change. */
export async function updateReservationStay(
  tx: Queryable,
  id: number,
  r: { checkin: string; checkout: string; guest: unknown; totalPrice: number; price: unknown; extras: unknown },
): Promise<void> {
  await tx.query(
    `update reservations set checkin_date = $2, checkout_date = $3, guest = $4::jsonb, total_price = $5, price = $6::jsonb, extras = $7::jsonb, updated_at = now() where id = $1`,
    [id, r.checkin, r.checkout, JSON.stringify(r.guest), r.totalPrice, JSON.stringify(r.price), JSON.stringify(r.extras)],
  );
}

export async function setReservationGuest(tx: Queryable, id: number, guest: unknown): Promise<void> {
  await tx.query('update reservations set guest = $2::jsonb, updated_at = now() where id = $1', [id, JSON.stringify(guest)]);
}

export async function setReservationAnswers(tx: Queryable, id: number, answers: unknown): Promise<void> {
  await tx.query('update reservations set answers = $2::jsonb, updated_at = now() where id = $1', [id, JSON.stringify(answers)]);
}

/** After a cancellation: its status and what it now costs. */
export async function setReservationStatusAndTotal(tx: Queryable, id: number, status: string, totalPrice: number): Promise<void> {
  await tx.query('update reservations set status = $2, total_price = $3, updated_at = now() where id = $1', [id, status, totalPrice]);
}

/** Locks the reservation until the transaction ends: one change at a time; answers whether the hotel has edited it. */
export async function lockReservation(tx: Queryable, id: number): Promise<{ status: string; staff_edited_at: string | null } | undefined> {
  const [row] = await tx.query<{ status: string; staff_edited_at: string | null }>('select status, staff_edited_at from reservations where id = $1 for update', [id]);
  return row;
}

/** Holds the reservation against a second update for `minutes`; false when one holds it already. */
export async function holdForUpdate(db: Queryable, id: number, minutes: number): Promise<boolean> {
  const held = await db.query(
    `update reservations set update_held_until = now() + make_interval(mins => $2)
      where id = $1 and (update_held_until is null or update_held_until < now()) returning id`,
    [id, minutes],
  );
  return held.length > 0;
}

export async function releaseUpdateHold(db: Queryable, id: number): Promise<void> {
  await db.query('update reservations set update_held_until = null where id = $1', [id]);
}

/** What blocks a change (the hotel's edit, a 3-D Secure payment) and whether a card paid. */
export async function changeBlockers(db: Queryable, id: number): Promise<{ staff_edited_at: string | null; pending: number; paid_by_card: number } | undefined> {
  const [row] = await db.query<{ staff_edited_at: string | null; pending: number; paid_by_card: number }>(
    `select r.staff_edited_at,
            (select count(*)::int from payment_transactions t where t.reservation_id = r.id and t.state = 'pre_3d_secure') as pending,
            (select count(*)::int from payment_transactions t where t.reservation_id = r.id and t.state in ('captured', 'authorized')) as paid_by_card
       from reservations r where r.id = $1`,
    [id],
  );
  return row;
}

/** The most nights any active room's plan asks for (1 when none asks). */
export async function minNightsOf(db: Queryable, id: number): Promise<number> {
  const [row] = await db.query<{ min_nights: number }>(
    `select coalesce(max(p.min_nights), 1)::int as min_nights from reservation_rooms rr join room_plans rp on rp.id = rr.room_plan_id join plans p on p.id = rp.plan_id
      where rr.reservation_id = $1 and rr.status = 'active'`,
    [id],
  );
  return row?.min_nights ?? 1;
}

type StaySummary = { checkin_date: string; checkout_date: string; total_price: number; rooms: { room_plan_code: string; adults: number }[] };

/** The history of changes: before and after, the difference and what went back to the card. */
export async function recordUpdate(tx: Queryable, id: number, before: StaySummary, after: StaySummary, difference: number, refund: number): Promise<void> {
  await tx.query('insert into reservation_updates (reservation_id, before, after, difference, refund) values ($1, $2::jsonb, $3::jsonb, $4, $5)', [
    id, JSON.stringify(before), JSON.stringify(after), difference, refund,
  ]);
}

export async function recordCancellation(tx: Queryable, id: number, c: { roomIds: readonly number[]; reason: string; details: string | null; fee: number; refund: number }): Promise<void> {
  await tx.query('insert into reservation_cancellations (reservation_id, room_ids, reason, details, fee, refund) values ($1, $2::jsonb, $3, $4, $5, $6)', [
    id, JSON.stringify(c.roomIds), c.reason, c.details, c.fee, c.refund,
  ]);
}

/** The cancellation fees charged so far. */
export async function cancellationFeesOf(db: Queryable, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select coalesce(sum(fee), 0)::int as n from reservation_cancellations where reservation_id = $1', [id]);
  return row?.n ?? 0;
}

/** Marks a reservation as changed by the hotel; false when there is none of that id. */
export async function markEditedByHotel(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('update reservations set staff_edited_at = now() where id = $1 returning id', [id]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Look-ups by number and e-mail, and their failures.

/** Failed look-ups of a client in the last `minutes`. */
export async function recentLookupFailures(db: Queryable, clientKey: string, minutes: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from lookup_failures where client_key = $1 and at > now() - make_interval(mins => $2)`, [clientKey, minutes]);
  return row?.n ?? 0;
}

export async function recordLookupFailure(db: Queryable, clientKey: string): Promise<void> {
  await db.query('insert into lookup_failures (client_key) values ($1)', [clientKey]);
}

/** The reservation of a brand's hotels with this number and guest e-mail (brand by id or code). */
export async function findByNumberAndEmail(db: Queryable, brand: string, number: string, email: string): Promise<{ id: number; hotel_id: number } | undefined> {
  const [row] = await db.query<{ id: number; hotel_id: number }>(
    `select r.id, r.hotel_id from reservations r join hotels h on h.id = r.hotel_id join hotel_brands b on b.id = h.brand_id
      where r.reservation_number = upper($1) and lower(r.guest->>'email') = lower($2) and ${/^\d{1,9}$/.test(brand) ? 'b.id = $3::int' : 'b.code = $3'}`,
    [number, email, brand],
  );
  return row;
}

// ---------------------------------------------------------------------------------------------
// Receipts.

export interface KeptReceipt {
  receipt_title: string;
  issue_count: number;
  last_issued_at: string | null;
}

/** The receipt kept for a reservation: the title it is made out to and the issues so far. */
export async function keptReceipt(db: Queryable, id: number): Promise<KeptReceipt | undefined> {
  const [row] = await db.query<KeptReceipt>(
    `select receipt_title, issue_count, to_char(last_issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_issued_at
       from reservation_receipts where reservation_id = $1`,
    [id],
  );
  return row;
}

/** Counts one more issue; a title given becomes the one kept. Answers the issue's number and title. */
export async function issueReceipt(tx: Queryable, id: number, firstTitle: string, newTitle: string | null): Promise<{ issue_count: number; receipt_title: string }> {
  const [issued] = await tx.query<{ issue_count: number; receipt_title: string }>(
    `insert into reservation_receipts (reservation_id, receipt_title, issue_count, last_issued_at) values ($1, $2, 1, now())
     on conflict (reservation_id) do update set issue_count = reservation_receipts.issue_count + 1, last_issued_at = now(),
                                                receipt_title = coalesce($3, reservation_receipts.receipt_title)
     returning issue_count, receipt_title`,
    [id, firstTitle, newTitle],
  );
  return issued!;
}

/** The names of a reservation's rooms and plans in every language, by reservation room id. */
export async function roomNamesOf(db: Queryable, id: number): Promise<{ id: number; type_name: Record<string, string>; plan_name: Record<string, string> }[]> {
  return db.query<{ id: number; type_name: Record<string, string>; plan_name: Record<string, string> }>(
    `select rr.id, t.name as type_name, p.name as plan_name from reservation_rooms rr join room_types t on t.id = rr.room_type_id
       join room_plans rp on rp.id = rr.room_plan_id join plans p on p.id = rp.plan_id where rr.reservation_id = $1`,
    [id],
  );
}
