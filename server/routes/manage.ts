// Managing a reservation (document 2 §7.4; document 1 §4 "Update and cancel"): look-up by number
// and e-mail, the cancellation fee, and cancelling some rooms or all of them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  CancelRequestSchema,
  CATALOGUE,
  HEADERS,
  LookupQuerySchema,
  errorEnvelope,
  UpdateRequestSchema,
  type CancellationQuoteAnswerSchema,
  type UpdateSettingsAnswerSchema,
  type LookupAnswerSchema,
  type ReservationAnswerSchema,
} from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import type { Queryable } from '../db/db';
import { releaseRooms, SoldOutError, takeRooms } from '../db/reservations-repo';
import { loadCatalogue, loadCurrencyRates, loadPolicies, loadStockAndRates } from '../db/search-repo';
import { addDays, daysBetween } from '../domain/dates';
import { quoteBooking } from '../domain/booking';
import { hotelRules } from './search';
import { cancellationFee, cancellationRule, hotelMoment, type Policy } from '../domain/cancellation';
import { randomToken, sha256 } from '../auth/crypto';
import { sendMail } from '../mail/mailer';
import { sandboxProvider } from '../payments/sandbox';
import { cancellationMail } from '../mail/templates';
import { loadReservation, mayRead, publicView } from './reservations';
import { bearerOf, requireClientSession, requireHotel } from './guards';
import { findMemberSession } from '../db/identity-repo';

type Found = NonNullable<Awaited<ReturnType<typeof loadReservation>>>;

/** Failed look-ups a client may make in the window before it has to wait. */
const LOOKUP_FREE_FAILURES = 5;
const LOOKUP_WINDOW_MINUTES = 10;

const AccessQuerySchema = z.object({
  email: z.optional(z.string().check(z.maxLength(254))),
  bypass_token: z.optional(z.string().check(z.maxLength(200))),
});
const FeeQuerySchema = z.object({
  ...AccessQuerySchema.shape,
  room_ids: z.pipe(z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/, 'must be a comma list of room ids'))), z.transform((v) => (v ? v.split(',').map(Number) : undefined))),
});
const ReservationParams = z.object({ hotel: z.string(), rid: z.string().check(z.regex(/^[A-Za-z0-9]{1,40}$/, 'must be a reservation id or number')) });

function clientKey(req: FastifyRequest): string {
  const session = req.headers[HEADERS.clientSession];
  return sha256(`${typeof session === 'string' ? session : ''}|${req.ip}`);
}

/** The strictest policy among the reservation's plans (the one that charges most). */
async function policyOf(db: Queryable, hotelId: number, found: Found): Promise<Policy> {
  const all = await loadPolicies(db, hotelId, found.rooms.map((r) => r.room_plan_code));
  if (all.length === 0) return { cancellation_policy_parts: [], no_show_percentage_of_cost: 100 };
  return all.reduce((a, b) => (Math.max(0, ...b.cancellation_policy_parts.map((p) => p.percentage_of_cost)) > Math.max(0, ...a.cancellation_policy_parts.map((p) => p.percentage_of_cost)) ? b : a));
}

function roomsToCancel(found: Found, ids: readonly number[] | undefined) {
  const active = found.rooms.filter((r) => r.status === 'active');
  if (!ids) return active;
  const chosen = active.filter((r) => ids.includes(r.id));
  if (chosen.length !== new Set(ids).size) throw fail.badRequest('room_ids names a room that is not active in this reservation', 'room_ids');
  return chosen;
}

async function quote(db: Queryable, hotel: Hotel, found: Found, ids: readonly number[] | undefined) {
  const rooms = roomsToCancel(found, ids);
  const rule = cancellationRule(await policyOf(db, hotel.id, found), found.checkin_date, hotelMoment(hotel.time_zone));
  const amount = rooms.reduce((n, r) => n + r.total_price, 0);
  return { rooms, rule, fee: cancellationFee(amount, rule.percent) };
}

/**
 * Who may change a reservation (document 1 §6): a guest reservation only while signed out; a
 * member reservation only by that member, signed in through the same hotel. Reading it with the
 * token stays possible either way; changing it is refused with the reason to show.
 */
async function requireActor(req: FastifyRequest, hotel: Hotel, found: Found): Promise<void> {
  const token = bearerOf(req);
  const session = token ? await findMemberSession(req.server.db, token) : undefined;
  const signedIn = session && session.brand_id === hotel.brand_id ? session : undefined;
  if (found.member_id === null) {
    if (signedIn) throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', 'sign_out_to_manage_guest_reservation');
    return;
  }
  if (!signedIn || signedIn.member_id !== found.member_id) throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', 'sign_in_as_the_member_who_booked');
  if (signedIn.hotel_id !== null && signedIn.hotel_id !== hotel.id) throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', 'sign_in_through_this_hotel');
}

async function requireReservation(req: FastifyRequest, hotel: Hotel, q: z.infer<typeof AccessQuerySchema>): Promise<Found> {
  const { rid } = parseInput(ReservationParams, req.params, 'params');
  const found = await loadReservation(req.server.db, hotel.id, rid);
  if (!found || !(await mayRead(req, hotel, found, q))) throw fail.notFound('No reservation matches this number and token.');
  return found;
}

interface UpdateState {
  updatable: boolean;
  deadline: string;
  reasons: ('deadline_passed' | 'edited_by_hotel' | 'cancelled' | 'payment_in_progress')[];
  min_nights: number;
  can_reduce: boolean;
}

async function updateState(db: Queryable, hotel: Hotel, found: Found): Promise<UpdateState> {
  const deadline = addDays(found.checkin_date, -1);
  const reasons: UpdateState['reasons'] = [];
  const [row] = await db.query<{ staff_edited_at: string | null; pending: number }>(
    `select r.staff_edited_at, (select count(*)::int from payment_transactions t where t.reservation_id = r.id and t.state = 'pre_3d_secure') as pending
       from reservations r where r.id = $1`,
    [found.id],
  );
  if (found.status === 'cancelled') reasons.push('cancelled');
  if (row?.staff_edited_at) reasons.push('edited_by_hotel');
  if ((row?.pending ?? 0) > 0) reasons.push('payment_in_progress');
  if (hotelMoment(hotel.time_zone).date > deadline) reasons.push('deadline_passed');
  const [plans] = await db.query<{ min_nights: number }>(
    `select coalesce(max(p.min_nights), 1)::int as min_nights from reservation_rooms rr join room_plans rp on rp.id = rr.room_plan_id join plans p on p.id = rp.plan_id
      where rr.reservation_id = $1 and rr.status = 'active'`,
    [found.id],
  );
  // Paid in another currency than the hotel's: nights and rooms may not go down.
  const canReduce = found.currency === hotel.settings.currency && !found.mcp_currency;
  return { updatable: reasons.length === 0, deadline, reasons, min_nights: plans?.min_nights ?? 1, can_reduce: canReduce };
}

/** Rolls a transaction back while carrying the answer to give. */
class Answer409 extends Error {
  constructor(readonly body: unknown) {
    super('answer 409');
  }
}

export async function manageRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  /** Look-up by number and e-mail. A miss never says which of the two was wrong. */
  app.get('/hotel_brands/:brand/reservations/:no', async (req, reply): Promise<z.infer<typeof LookupAnswerSchema>> => {
    const { brand, no } = parseInput(z.object({ brand: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), no: z.string().check(z.regex(/^[A-Za-z0-9]{1,40}$/, 'must be a reservation number')) }), req.params, 'params');
    const { email } = parseInput(LookupQuerySchema, req.query, 'query');
    const key = clientKey(req);
    const [{ n }] = (await app.db.query<{ n: number }>(
      `select count(*)::int as n from lookup_failures where client_key = $1 and at > now() - interval '${LOOKUP_WINDOW_MINUTES} minutes'`,
      [key],
    )) as [{ n: number }];
    if (n >= LOOKUP_FREE_FAILURES) {
      // Each further failure doubles the wait, up to the window: guessing gets slow.
      const wait = Math.min(LOOKUP_WINDOW_MINUTES * 60, 2 ** (n - LOOKUP_FREE_FAILURES + 1) * 15);
      reply.header('retry-after', String(wait));
      throw new ApiError(429, CATALOGUE.INVALID.code, 'Too Many Requests', `Too many attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`);
    }
    const [row] = await app.db.query<{ id: number; hotel_id: number }>(
      `select r.id, r.hotel_id from reservations r join hotels h on h.id = r.hotel_id join hotel_brands b on b.id = h.brand_id
        where r.reservation_number = upper($1) and lower(r.guest->>'email') = lower($2) and ${/^\d+$/.test(brand) ? 'b.id = $3::int' : 'b.code = $3'}`,
      [no, email, brand],
    );
    if (!row) {
      await app.db.query('insert into lookup_failures (client_key) values ($1)', [key]);
      throw fail.notFound('The reservation number or the e-mail address is not right.');
    }
    const found = await loadReservation(app.db, row.hotel_id, String(row.id));
    const token = randomToken(32);
    await app.db.query('insert into reservation_tokens (token_hash, reservation_id) values ($1, $2)', [sha256(token), row.id]);
    return { data: { reservation: publicView(found), bypass_token: token } };
  });

  app.put('/hotels/:hotel/reservations/:rid/update_settings', async (req): Promise<z.infer<typeof UpdateSettingsAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(AccessQuerySchema, req.query, 'query');
    const found = await requireReservation(req, hotel, q);
    return { data: await updateState(app.db, hotel, found) };
  });

  /** New dates and guests for a reservation, re-priced; the rooms move in one transaction. */
  app.put('/hotels/:hotel/reservations/:rid', async (req, reply): Promise<z.infer<typeof ReservationAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(AccessQuerySchema, req.query, 'query');
    const body = parseInput(UpdateRequestSchema, req.body, 'body');
    const found = await requireReservation(req, hotel, q);
    await requireActor(req, hotel, found);
    if (found.extras.length > 0) throw fail.badRequest('A reservation with extras is changed by the hotel: please contact it.', 'rid');
    const rules = hotelRules(hotel);
    try {
      await app.db.transaction(async (tx) => {
        // Another change already holds the reservation: answer at once rather than queue (3013).
        try {
          await tx.query(app.db.kind === 'postgres' ? 'select id from reservations where id = $1 for update nowait' : 'select id from reservations where id = $1', [found.id]);
        } catch (err) {
          if ((err as { code?: string }).code === '55P03') throw new ApiError(409, CATALOGUE.RESERVATION_BEING_UPDATED.code, 'Conflict', 'This reservation is being changed. Please try again in about 5 minutes.');
          throw err;
        }
        const current = (await loadReservation(tx, hotel.id, String(found.id)))!;
        const state = await updateState(tx, hotel, current);
        if (state.reasons.includes('edited_by_hotel')) throw new ApiError(409, CATALOGUE.ORIGINAL_RESERVATION_CHANGED.code, 'Conflict', 'The hotel has changed this reservation. Please cancel and book again, or contact the hotel.');
        if (state.reasons.includes('payment_in_progress')) throw new ApiError(409, CATALOGUE.RESERVATION_UPDATE_IN_PROGRESS.code, 'Conflict', 'A payment for this reservation is in progress. Please try again in about 5 minutes.');
        if (state.reasons.length > 0) throw fail.badRequest(state.reasons[0]!, 'rid');
        const active = current.rooms.filter((r) => r.status === 'active');
        const nights = daysBetween(body.checkin_date, body.checkout_date);
        if (nights > 0 && nights < state.min_nights) throw fail.badRequest(`at least ${state.min_nights} nights`, 'checkout_date');
        const oldNights = daysBetween(current.checkin_date, current.checkout_date);
        if (!state.can_reduce && nights < oldNights) throw fail.badRequest('cannot_reduce_nights_paid_in_another_currency', 'checkout_date');
        const adults = body.adults ?? active.map((r) => r.adults);
        if (adults.length !== active.length) throw fail.badRequest('adults must name every active room', 'adults');

        // Give the old nights back, then take the new ones (the guard refuses what is not free).
        const byType = new Map<string, number>();
        for (const r of active) byType.set(r.room_type_code, (byType.get(r.room_type_code) ?? 0) + 1);
        for (const [code, count] of byType) {
          const [t] = await tx.query<{ id: number }>('select id from room_types where hotel_id = $1 and code = $2', [hotel.id, code]);
          await releaseRooms(tx, t!.id, current.checkin_date, current.checkout_date, current.is_day_use, count);
        }
        const request = {
          checkin_date: body.checkin_date,
          checkout_date: body.checkout_date,
          is_day_use: current.is_day_use,
          rooms: active.map((r, i) => ({ room_plan_code: r.room_plan_code, adults: adults[i]!, children: r.children, kids_age_range: r.kids_age_range })),
          guest: body.guest ?? current.guest,
          payment_type: current.payment_type,
          locale: current.locale,
          expected_total_price: body.expected_total_price,
          spending_point_amount: 0,
          extras: [],
          answers: [],
          terms_accepted: true as const,
        };
        const [catalogue, data, currencyRates] = await Promise.all([
          loadCatalogue(tx, hotel.id),
          loadStockAndRates(tx, hotel.id, body.checkin_date, current.is_day_use ? addDays(body.checkin_date, 1) : body.checkout_date),
          loadCurrencyRates(tx),
        ]);
        const paymentOptions = (hotel.initExtras as { payment_options?: (typeof request.payment_type)[] }).payment_options ?? [];
        const quote = quoteBooking(request, catalogue, data, { rules, signedIn: current.member_id !== null, coupon: null, promotion: null, locale: current.locale, currencyRates }, paymentOptions, current.mcp_currency);
        if (quote.price.total_price !== body.expected_total_price) {
          throw new Answer409({ ...errorEnvelope('Conflict', CATALOGUE.INVALID.code, quote.price.total_price < body.expected_total_price ? 'price_became_cheaper' : 'price_became_dearer', 'expected_total_price'), price: quote.price, difference: quote.price.total_price - current.total_price });
        }
        for (const [roomTypeId, count] of quote.roomsByType) await takeRooms(tx, roomTypeId, body.checkin_date, body.checkout_date, current.is_day_use, count);
        await tx.query(
          `update reservations set checkin_date = $2, checkout_date = $3, guest = $4::jsonb, total_price = $5, price = $6::jsonb, updated_at = now() where id = $1`,
          [found.id, body.checkin_date, body.checkout_date, JSON.stringify(request.guest), quote.price.total_price, JSON.stringify(quote.price)],
        );
        for (const [i, r] of active.entries()) {
          await tx.query('update reservation_rooms set adults = $2, total_price = $3, price = $4::jsonb where id = $1', [r.id, adults[i], quote.rooms[i]!.price.totals.total, JSON.stringify(quote.rooms[i]!.price)]);
        }
      });
    } catch (err) {
      if (err instanceof Answer409) return reply.status(409).send(err.body) as never;
      if (err instanceof SoldOutError) throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', 'The room is not available for the new dates.', 'checkin_date');
      throw err;
    }
    return { data: publicView(await loadReservation(app.db, hotel.id, String(found.id))) };
  });

  /** What cancelling would cost now, for the rooms named (all when none). */
  app.get('/hotels/:hotel/reservations/:rid/cancellation_fee', async (req): Promise<z.infer<typeof CancellationQuoteAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(FeeQuerySchema, req.query, 'query');
    const found = await requireReservation(req, hotel, q);
    if (found.status === 'cancelled') throw fail.badRequest('This reservation is already cancelled.', 'rid');
    const { rooms, rule, fee } = await quote(app.db, hotel, found, q.room_ids);
    return { data: { fee, percent: rule.percent, same_day: rule.sameDay, currency: found.currency, room_ids: rooms.map((r) => r.id) } };
  });

  app.put('/hotels/:hotel/reservations/:rid/cancel', async (req, reply): Promise<z.infer<typeof ReservationAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(AccessQuerySchema, req.query, 'query');
    const body = parseInput(CancelRequestSchema, req.body, 'body');
    if (body.reason === 'other' && !body.details?.trim()) throw fail.badRequest('details is required when the reason is other', 'details');
    const found = await requireReservation(req, hotel, q);
    if (found.status === 'cancelled') throw fail.badRequest('This reservation is already cancelled.', 'rid');
    await requireActor(req, hotel, found);

    const outcome = await app.db.transaction(async (tx) => {
      // One change at a time: a concurrent update or cancel waits here, then sees this one's result.
      const [locked] = await tx.query<{ status: string; staff_edited_at: string | null }>('select status, staff_edited_at from reservations where id = $1 for update', [found.id]);
      if (locked?.staff_edited_at) throw new ApiError(409, CATALOGUE.ORIGINAL_RESERVATION_CHANGED.code, 'Conflict', 'The hotel has changed this reservation. Please contact the hotel.');
      const current = await loadReservation(tx, hotel.id, String(found.id));
      if (!current || current.status === 'cancelled') throw fail.badRequest('This reservation is already cancelled.', 'rid');
      const { rooms, rule, fee } = await quote(tx, hotel, current, body.room_ids);
      if (rule.sameDay) throw new ApiError(400, CATALOGUE.INVALID.code, 'Bad Request', 'same_day', 'rid');
      if (rule.noShow) throw new ApiError(400, CATALOGUE.INVALID.code, 'Bad Request', 'The check-in day has passed.', 'rid');
      if (fee !== body.cancellation_fee_displayed) {
        return { changed: { ...errorEnvelope('Conflict', CATALOGUE.INVALID.code, 'fee_changed', 'cancellation_fee_displayed'), fee } };
      }
      const byType = new Map<string, number>();
      for (const r of rooms) byType.set(r.room_type_code, (byType.get(r.room_type_code) ?? 0) + 1);
      for (const [code, count] of byType) {
        const [t] = await tx.query<{ id: number }>('select id from room_types where hotel_id = $1 and code = $2', [hotel.id, code]);
        await releaseRooms(tx, t!.id, current.checkin_date, current.checkout_date, current.is_day_use, count);
      }
      await tx.query(`update reservation_rooms set status = 'cancelled' where id = any($1::int[])`, [rooms.map((r) => r.id)]);
      const remaining = current.rooms.filter((r) => r.status === 'active' && !rooms.some((c) => c.id === r.id));
      const all = remaining.length === 0;
      if (all) {
        // Points spent on the booking go back to the member when all of it is cancelled.
        const [pts] = await tx.query<{ member_id: number; n: number }>(
          `select member_id, (sum(amount) filter (where kind = 'spent') - coalesce(sum(amount) filter (where kind = 'refunded'), 0))::int as n
             from point_transactions where reservation_id = $1 group by member_id`,
          [found.id],
        );
        if (pts && pts.n > 0) {
          await tx.query('update members set points_balance = points_balance + $2 where id = $1', [pts.member_id, pts.n]);
          await tx.query(`insert into point_transactions (member_id, reservation_id, kind, amount) values ($1, $2, 'refunded', $3)`, [pts.member_id, found.id, pts.n]);
        }
      }
      const captured = (await tx.query<{ id: number; amount: number; refunded_amount: number }>(`select id, amount, refunded_amount from payment_transactions where reservation_id = $1 and state = 'captured'`, [found.id]))[0];
      // Never more than the card paid and has not had back (points paid for part of it).
      const refund = captured ? Math.min(captured.amount - captured.refunded_amount, Math.max(0, rooms.reduce((n, r) => n + r.total_price, 0) - fee)) : 0;
      // Paid by card: what the fee does not keep goes back through the provider.
      if (captured && refund > 0) await sandboxProvider.refund(tx, captured.id, refund);
      await tx.query(
        `update reservations set status = $2, total_price = $3, updated_at = now() where id = $1`,
        [found.id, all ? 'cancelled' : current.status, remaining.reduce((n, r) => n + r.total_price, 0) + fee],
      );
      if (all) await tx.query(`update payment_transactions set state = 'cancelled', updated_at = now() where reservation_id = $1 and state in ('authorized', 'captured')`, [found.id]);
      await tx.query('insert into reservation_cancellations (reservation_id, room_ids, reason, details, fee, refund) values ($1, $2::jsonb, $3, $4, $5, $6)', [
        found.id, JSON.stringify(rooms.map((r) => r.id)), body.reason, body.details ?? null, fee, refund,
      ]);
      return { changed: null, fee, refund, all };
    });
    if (outcome.changed) return reply.status(409).send(outcome.changed) as never;
    const after = publicView(await loadReservation(app.db, hotel.id, String(found.id)));
    const hotelName = hotel.settings.hotel.translations[after.locale]?.name ?? hotel.name;
    try {
      await sendMail(app.db, { to: after.guest.email, ...cancellationMail(after, hotelName, outcome.fee ?? 0, outcome.all ?? false) });
    } catch (err) {
      req.log.error({ err }, 'cancellation mail failed');
    }
    return { data: after };
  });
}
