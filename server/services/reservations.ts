// Reservations as more than one call reads them: loading one with its rooms, who may read it, the
// guest's view of it, its confirmation mail, and the checks a booking and a change share (names in
// the guest's script, the labels questions are filtered by). Routes call these; none is a route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nameRuleFor, type Reservation, type ReservationRequest } from '../../contract';
import { fail } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import type { Queryable } from '../db/db';
import { findMemberSession } from '../db/identity-repo';
import { safeEqual, sha256 } from '../auth/crypto';
import { sendMail } from '../mail/mailer';
import { confirmationMail } from '../mail/templates';
import { memberTokenOf } from '../http/guards';

/** Names in the script the guest's language and the hotel's settings ask for (document 1 §5). */
export function checkGuestNames(request: Pick<ReservationRequest, 'guest' | 'locale'>, hotel: Hotel): void {
  const s = hotel.settings;
  const rule = s.english_name_required ? nameRuleFor('en') : nameRuleFor(request.locale);
  for (const field of ['first_name', 'last_name'] as const) {
    if (!rule.test(request.guest[field])) throw fail.badRequest(`guest.${field} has characters this language does not accept`, `guest.${field}`);
  }
  if (s.kanji_name_required && request.locale === 'ja') {
    for (const field of ['first_name_kana', 'last_name_kana'] as const) {
      if (!request.guest[field]) throw fail.badRequest(`guest.${field} is required`, `guest.${field}`);
    }
  }
  if (s.customer_address_required) {
    for (const field of ['postal_code', 'street_address'] as const) {
      if (!request.guest[field]) throw fail.badRequest(`guest.${field} is required`, `guest.${field}`);
    }
  }
}

/** The labels questions are filtered by: every guest, and members or corporate users by what they are. */
export async function askerLabels(db: Queryable, memberId: number | null): Promise<string[]> {
  if (memberId === null) return ['all_users'];
  const [m] = await db.query<{ program_id: number | null; rank_id: number | null; organization_id: number | null }>('select program_id, rank_id, organization_id from members where id = $1', [memberId]);
  return ['all_users', ...(m?.program_id ? ['membership_program'] : []), ...(m?.rank_id ? ['rank', 'any_rank'] : []), ...(m?.organization_id ? ['organization'] : [])];
}

export async function memberOf(req: FastifyRequest, hotel: Hotel): Promise<number | null> {
  const token = memberTokenOf(req);
  if (!token) return null;
  const session = await findMemberSession(req.server.db, token);
  return session && session.brand_id === hotel.brand_id ? session.member_id : null;
}

export async function loadReservation(
  db: Queryable,
  hotelId: number,
  ref: string,
): Promise<(Reservation & { bypass_token_hash: string; member_id: number | null; organization_id: number | null }) | undefined> {
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
    total_price: row.total_price as number,
    price: row.price as Reservation['price'],
    rooms: rooms.map(({ names, plan_names, ...r }) => ({ ...r, room_type_name: names[locale] ?? names.en ?? r.room_type_code, room_plan_name: plan_names[locale] ?? plan_names.en ?? r.room_plan_code })),
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

/** The guest holding a token for it (from booking or look-up), or the member who made it. */
export async function mayRead(
  req: FastifyRequest,
  hotel: Hotel,
  found: NonNullable<Awaited<ReturnType<typeof loadReservation>>>,
  q: { email?: string | undefined; bypass_token?: string | undefined },
): Promise<boolean> {
  if (q.email && q.email.toLowerCase() !== found.guest.email.toLowerCase()) return false;
  if (q.bypass_token) {
    const hash = sha256(q.bypass_token);
    if (safeEqual(hash, found.bypass_token_hash)) return true;
    const extra = await req.server.db.query('select 1 from reservation_tokens where reservation_id = $1 and token_hash = $2', [found.id, hash]);
    if (extra.length > 0) return true;
  }
  const member = await memberOf(req, hotel);
  if (member === null) return false;
  if (found.member_id === member) return true;
  // A corporate reservation is the organization's: its other users may read it too.
  if (found.organization_id === null) return false;
  const [m] = await req.server.db.query<{ organization_id: number | null }>('select organization_id from members where id = $1', [member]);
  return m?.organization_id === found.organization_id;
}

export function publicView(r: Awaited<ReturnType<typeof loadReservation>>): Reservation {
  const { bypass_token_hash: _hash, member_id: _member, organization_id: _organization, ...rest } = r!;
  return rest;
}

/** Mails the guest and the hotel; a failed mail is logged, never a reason to fail the booking. */
export async function sendConfirmation(app: FastifyInstance, hotel: Hotel, reservation: Reservation, link: string): Promise<void> {
  const hotelName = hotel.settings.hotel.translations[reservation.locale]?.name ?? hotel.name;
  try {
    await sendMail(app.db, { to: reservation.guest.email, ...confirmationMail(reservation, hotelName, link) });
    await sendMail(app.db, { to: `reservations+${hotel.code}@demo.yadori.test`, ...confirmationMail({ ...reservation, locale: hotel.settings.hotel.locale }, hotelName, link, true) });
  } catch (err) {
    app.log.error({ err, reservation: reservation.reservation_number }, 'confirmation mail failed');
  }
}

/** The plan codes (hotel_plan_code) behind room plan codes. */
export async function hotelPlanCodes(db: Queryable, hotelId: number, roomPlanCodes: readonly string[]): Promise<string[]> {
  if (roomPlanCodes.length === 0) return [];
  const rows = await db.query<{ code: string }>(
    'select distinct p.code from room_plans rp join plans p on p.id = rp.plan_id where rp.hotel_id = $1 and rp.code = any($2::text[])',
    [hotelId, roomPlanCodes],
  );
  return rows.map((r) => r.code);
}
