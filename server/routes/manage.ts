// Managing a reservation (document 2 §7.4; document 1 §4 "Update and cancel"): look-up by number
// and e-mail, what may change, the change itself (with a price asked first), the cancellation
// fee, and cancelling some rooms or all of them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  CancelRequestSchema,
  CATALOGUE,
  HEADERS,
  LookupQuerySchema,
  errorEnvelope,
  UpdateQueryFlagsSchema,
  UpdateQuoteRequestSchema,
  UpdateRequestSchema,
  type CancellationQuoteAnswerSchema,
  type UpdateQuoteAnswerSchema,
  type UpdateSettingsAnswerSchema,
  type LookupAnswerSchema,
  type Reservation,
  type ReservationAnswerSchema,
  type ReservationRequest,
} from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import type { Queryable } from '../db/db';
import { releaseRooms, SoldOutError, takeRooms } from '../db/reservations-repo';
import { loadCatalogue, loadCurrencyRates, loadExtras, loadPolicies, loadStockAndRates } from '../db/search-repo';
import { addDays, daysBetween, nightsOf } from '../../contract/dates';
import { quoteBooking } from '../domain/booking';
import { applyPoints } from '../domain/pricing';
import { priceExtras } from '../domain/extras';
import { hotelMoment, NO_POLICY, roomsCancellationFee, settle, type Policy, type Settlement } from '../domain/cancellation';
import { randomToken, sha256 } from '../auth/crypto';
import { memberRankDiscount } from '../db/identity-repo';
import { sendMail } from '../mail/mailer';
import { sandboxProvider } from '../payments/sandbox';
import { cancellationMail, updateMail } from '../mail/templates';
import { hotelRules } from '../services/pricing';
import { checkGuestNames, loadReservation, publicView } from '../services/reservations';
import { requireClientSession, requireHotel } from '../http/guards';
import { AccessQuerySchema, actorWarning, requireActor, requireChangeable, requireReservation, updateState, type Found } from './manage-access';
import { RESERVATION_NUMBER_RE } from '../../contract/reservation-number';

/** Failed look-ups a client may make in the window before it has to wait. */
const LOOKUP_FREE_FAILURES = 5;
const LOOKUP_WINDOW_MINUTES = 10;
/** How long an update holds the reservation against a second one (document 2 §9: about 5 minutes). */
const UPDATE_HOLD_MINUTES = 5;

const FeeQuerySchema = z.object({
  ...AccessQuerySchema.shape,
  room_ids: z.pipe(z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/, 'must be a comma list of room ids'))), z.transform((v) => (v ? v.split(',').map(Number) : undefined))),
});

function clientKey(req: FastifyRequest): string {
  const session = req.headers[HEADERS.clientSession];
  return sha256(`${typeof session === 'string' ? session : ''}|${req.ip}`);
}

type Room = Found['rooms'][number];

/** The hotel's policies by id: each room is charged by its own plan's policy. */
async function policiesById(db: Queryable, hotelId: number): Promise<Map<number, Policy>> {
  return new Map((await loadPolicies(db, hotelId, [])).map((p) => [p.id, p]));
}

function policyOf(room: Room, policies: Map<number, Policy>): Policy {
  return (room.cancellation_policy_id != null ? policies.get(room.cancellation_policy_id) : undefined) ?? NO_POLICY;
}

function roomsToCancel(found: Found, ids: readonly number[] | undefined): Room[] {
  const active = found.rooms.filter((r) => r.status === 'active');
  if (!ids) return active;
  const chosen = active.filter((r) => ids.includes(r.id));
  if (chosen.length !== new Set(ids).size) throw fail.badRequest('room_ids names a room that is not active in this reservation', 'room_ids');
  return chosen;
}

async function feeFor(db: Queryable, hotel: Hotel, found: Found, rooms: readonly Room[]) {
  const policies = await policiesById(db, hotel.id);
  return roomsCancellationFee(
    rooms.map((r) => ({ id: r.id, amount: r.total_price, policy: policyOf(r, policies) })),
    found.checkin_date,
    hotelMoment(hotel.time_zone),
  );
}

/** What the booking holds of the guest's: points spent and not given back, and card payments kept. */
async function holdingsOf(tx: Queryable, reservationId: number) {
  const [pts] = await tx.query<{ member_id: number; n: number }>(
    `select member_id, (coalesce(sum(amount) filter (where kind = 'spent'), 0) - coalesce(sum(amount) filter (where kind = 'refunded'), 0))::int as n
       from point_transactions where reservation_id = $1 group by member_id`,
    [reservationId],
  );
  const cards = await tx.query<{ id: number; net: number }>(
    `select id, amount - refunded_amount as net from payment_transactions where reservation_id = $1 and state = 'captured' order by id`,
    [reservationId],
  );
  return { memberId: pts?.member_id ?? null, points: Math.max(0, pts?.n ?? 0), cards, card: cards.reduce((n, c) => n + c.net, 0) };
}

/** Gives back what a settlement says: points to the member, money to the card(s) that paid. */
async function giveBack(tx: Queryable, reservationId: number, holdings: Awaited<ReturnType<typeof holdingsOf>>, s: Settlement): Promise<void> {
  if (s.pointsBack > 0 && holdings.memberId !== null) {
    await tx.query('update members set points_balance = points_balance + $2 where id = $1', [holdings.memberId, s.pointsBack]);
    await tx.query(`insert into point_transactions (member_id, reservation_id, kind, amount) values ($1, $2, 'refunded', $3)`, [holdings.memberId, reservationId, s.pointsBack]);
  }
  let left = s.cardBack;
  for (const c of holdings.cards) {
    const part = Math.min(left, c.net);
    if (part > 0) await sandboxProvider.refund(tx, c.id, part);
    left -= part;
  }
}

async function roomTypeIds(tx: Queryable, hotelId: number, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; code: string }>('select id, code from room_types where hotel_id = $1 and code = any($2::text[])', [hotelId, [...new Set(codes)]]);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Gives the nights of these rooms back to the inventory. */
async function releaseStay(tx: Queryable, hotelId: number, r: Pick<Found, 'checkin_date' | 'checkout_date' | 'is_day_use'>, rooms: readonly Room[]): Promise<void> {
  const ids = await roomTypeIds(tx, hotelId, rooms.map((x) => x.room_type_code));
  const byType = new Map<number, number>();
  for (const x of rooms) byType.set(ids.get(x.room_type_code)!, (byType.get(ids.get(x.room_type_code)!) ?? 0) + 1);
  for (const [typeId, count] of byType) await releaseRooms(tx, typeId, r.checkin_date, r.checkout_date, r.is_day_use, count);
}

async function returnExtras(tx: Queryable, extras: Found['extras']): Promise<void> {
  for (const e of extras) await tx.query('update extras set stock = stock + $2 where id = $1 and stock is not null', [e.extra_id, e.quantity]);
}

/** Rolls a transaction back while carrying the answer to give. */
class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`answer ${status}`);
  }
}

interface PlannedRoom {
  keep: Room | null;
  room_plan_code: string;
  adults: number;
  kids_age_range: Room['kids_age_range'];
}

/** The rooms after an update: the body's `rooms`, or the active rooms with the body's `adults`. */
function plannedRooms(body: z.infer<typeof UpdateQuoteRequestSchema>, active: readonly Room[]): PlannedRoom[] {
  if (body.rooms && body.adults) throw fail.badRequest('give rooms or adults, not both', 'rooms');
  if (body.rooms) {
    const seen = new Set<number>();
    return body.rooms.map((r, i) => {
      if ((r.id === undefined) === (r.room_plan_code === undefined)) throw fail.badRequest(`rooms.${i} needs either id (a booked room) or room_plan_code (a new room)`, `rooms.${i}`);
      if (r.id === undefined) return { keep: null, room_plan_code: r.room_plan_code!, adults: r.adults, kids_age_range: r.kids_age_range };
      const keep = active.find((a) => a.id === r.id);
      if (!keep || seen.has(r.id)) throw fail.badRequest(`rooms.${i}.id is not an active room of this reservation`, `rooms.${i}.id`);
      seen.add(r.id);
      return { keep, room_plan_code: keep.room_plan_code, adults: r.adults, kids_age_range: r.kids_age_range };
    });
  }
  const adults = body.adults ?? active.map((r) => r.adults);
  if (adults.length !== active.length) throw fail.badRequest('adults must name every active room', 'adults');
  return active.map((r, i) => ({ keep: r, room_plan_code: r.room_plan_code, adults: adults[i]!, kids_age_range: r.kids_age_range }));
}

export async function manageRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  /** Look-up by number and e-mail. A miss never says which of the two was wrong. */
  app.get('/hotel_brands/:brand/reservations/:no', async (req, reply): Promise<z.infer<typeof LookupAnswerSchema>> => {
    const { brand, no } = parseInput(z.object({ brand: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), no: z.string().check(z.regex(RESERVATION_NUMBER_RE, 'must be a reservation number')) }), req.params, 'params');
    const { email } = parseInput(LookupQuerySchema, req.query, 'query');
    // One reservation guessed at from many addresses meets one count.
    await app.limitTarget(req, 'lookup', `${brand}|${no}`);
    const key = clientKey(req);
    const [{ n }] = (await app.db.query<{ n: number }>(
      `select count(*)::int as n from lookup_failures where client_key = $1 and at > now() - interval '${LOOKUP_WINDOW_MINUTES} minutes'`,
      [key],
    )) as [{ n: number }];
    if (n >= LOOKUP_FREE_FAILURES) {
      // Each further failure doubles the wait, up to the window: guessing gets slow.
      const wait = Math.min(LOOKUP_WINDOW_MINUTES * 60, 2 ** (n - LOOKUP_FREE_FAILURES + 1) * 15);
      // The wait in seconds, in the header and in the body's detail (retry_after) for the page to say.
      reply.header('retry-after', String(wait));
      throw new ApiError(429, CATALOGUE.INVALID.code, 'Too Many Requests', `Too many attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`, undefined, { retry_after: wait });
    }
    const [row] = await app.db.query<{ id: number; hotel_id: number }>(
      `select r.id, r.hotel_id from reservations r join hotels h on h.id = r.hotel_id join hotel_brands b on b.id = h.brand_id
        where r.reservation_number = upper($1) and lower(r.guest->>'email') = lower($2) and ${/^\d{1,9}$/.test(brand) ? 'b.id = $3::int' : 'b.code = $3'}`,
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
    return { data: { ...(await updateState(app.db, hotel, found)), sign_in_warning: await actorWarning(req, hotel, found) } };
  });

  /**
   * New dates, guests, rooms and extras for a reservation, re-priced. With dry_run=true the price
   * is answered and nothing changes; otherwise the total the guest saw must match, and the rooms,
   * extras, points and card refunds move in one transaction.
   */
  app.put('/hotels/:hotel/reservations/:rid', async (req, reply): Promise<z.infer<typeof ReservationAnswerSchema> | z.infer<typeof UpdateQuoteAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(AccessQuerySchema, req.query, 'query');
    const dryRun = parseInput(UpdateQueryFlagsSchema, req.query, 'query').dry_run === 'true';
    const body = parseInput(dryRun ? UpdateQuoteRequestSchema : UpdateRequestSchema, req.body, 'body');
    const found = await requireReservation(req, hotel, q);
    await requireActor(req, hotel, found);
    if (body.guest) checkGuestNames({ guest: body.guest, locale: found.locale }, hotel);
    const rules = hotelRules(hotel);

    if (!dryRun) {
      // A second update while one runs is told to come back (3013) rather than queued behind it.
      const held = await app.db.query(
        `update reservations set update_held_until = now() + interval '${UPDATE_HOLD_MINUTES} minutes'
          where id = $1 and (update_held_until is null or update_held_until < now()) returning id`,
        [found.id],
      );
      if (held.length === 0) throw new ApiError(409, CATALOGUE.RESERVATION_BEING_UPDATED.code, 'Conflict', 'This reservation is being changed. Please try again in about 5 minutes.');
    }
    let outcome: { difference: number; settlement: Settlement; before: Reservation };
    try {
      outcome = await app.db.transaction(async (tx) => {
        // One change at a time: a cancellation running now finishes first, and this one sees it.
        await tx.query('select id from reservations where id = $1 for update', [found.id]);
        const current = (await loadReservation(tx, hotel.id, String(found.id)))!;
        const state = await updateState(tx, hotel, current);
        requireChangeable(state);
        const active = current.rooms.filter((r) => r.status === 'active');
        const planned = plannedRooms(body, active);
        const removed = active.filter((r) => !planned.some((p) => p.keep?.id === r.id));
        const nights = daysBetween(body.checkin_date, body.checkout_date);
        if (nights > 0 && nights < state.min_nights) throw fail.badRequest('below_min_nights', 'checkout_date');
        if (!state.can_reduce && nights < daysBetween(current.checkin_date, current.checkout_date)) throw fail.badRequest('cannot_reduce_nights_paid_in_another_currency', 'checkout_date');
        if (!state.can_reduce && planned.length < active.length) throw fail.badRequest('cannot_reduce_rooms_paid_in_another_currency', 'rooms');
        // A room taken off costs what cancelling it costs: that is done by cancelling, with the fee shown.
        if (removed.length > 0 && (await feeFor(tx, hotel, current, removed)).fee > 0) throw fail.badRequest('removing_rooms_has_fee', 'rooms');

        // Give the old nights and extras back, then take the new ones (the guards refuse what is not free).
        await releaseStay(tx, hotel.id, current, active);
        await returnExtras(tx, current.extras);
        const choices = body.extras ?? current.extras.map(({ extra_id, quantity, delivery_date, answer }) => ({ extra_id, quantity, delivery_date, answer }));
        const stayNights = current.is_day_use ? [body.checkin_date] : nightsOf(body.checkin_date, body.checkout_date);
        const [catalogue, data, currencyRates, extrasCatalogue] = await Promise.all([
          loadCatalogue(tx, hotel.id),
          loadStockAndRates(tx, hotel.id, body.checkin_date, current.is_day_use ? addDays(body.checkin_date, 1) : body.checkout_date),
          loadCurrencyRates(tx),
          loadExtras(tx, hotel.id),
        ]);
        const extras = priceExtras(extrasCatalogue, choices, stayNights, rules.taxes.consumption_tax_percent);
        const request: ReservationRequest = {
          checkin_date: body.checkin_date,
          checkout_date: body.checkout_date,
          is_day_use: current.is_day_use,
          rooms: planned.map((p) => ({ room_plan_code: p.room_plan_code, adults: p.adults, children: p.kids_age_range.reduce((n, k) => n + k.count, 0), kids_age_range: p.kids_age_range })),
          guest: body.guest ?? current.guest,
          payment_type: current.payment_type,
          locale: current.locale,
          expected_total_price: body.expected_total_price ?? 0,
          spending_point_amount: 0,
          extras: choices,
          answers: [],
          terms_accepted: true,
        };
        const paymentOptions = (hotel.initExtras as { payment_options?: ReservationRequest['payment_type'][] }).payment_options ?? [];
        const quote = quoteBooking(request, catalogue, data, { rules, signedIn: current.member_id !== null, rankDiscountPercent: current.member_id !== null ? await memberRankDiscount(tx, current.member_id) : 0, coupon: null, promotion: null, locale: current.locale, currencyRates }, paymentOptions, current.mcp_currency, extras);

        // Points already spent keep paying for the stay; what the stay no longer needs goes back.
        const holdings = await holdingsOf(tx, current.id);
        const gross = quote.price.total_price_before_point_discount;
        const settlement = settle({ gross, points: holdings.points, card: holdings.card });
        const price = applyPoints(quote.price, holdings.points - settlement.pointsBack);
        const difference = settlement.total - current.total_price;
        if (dryRun) {
          const answer: z.infer<typeof UpdateQuoteAnswerSchema> = {
            data: {
              price, total_price: settlement.total, difference, currency: current.currency, refund: settlement.cardBack,
              remain_amount: Math.max(0, settlement.total - holdings.card), points_back: settlement.pointsBack,
            },
          };
          throw new Answer(200, answer);
        }
        if (settlement.total !== body.expected_total_price) {
          // The guest confirms the new price first (document 1 §3 "price became cheaper / dearer").
          const error = settlement.total < body.expected_total_price! ? 'price_became_cheaper' : 'price_became_dearer';
          throw new Answer(409, { ...errorEnvelope('Conflict', CATALOGUE.INVALID.code, error, 'expected_total_price'), price, difference });
        }

        for (const [roomTypeId, count] of quote.roomsByType) await takeRooms(tx, roomTypeId, body.checkin_date, body.checkout_date, current.is_day_use, count);
        for (const [i, e] of choices.entries()) {
          const taken = await tx.query('update extras set stock = stock - $2 where id = $1 and (stock is null or stock >= $2) returning id', [e.extra_id, e.quantity]);
          if (taken.length === 0) throw new ApiError(409, CATALOGUE.EXTRA_PURCHASE_LIMIT.code, 'Conflict', 'This extra is no longer available in that quantity.', `extras.${i}.quantity`);
        }
        await tx.query(
          `update reservations set checkin_date = $2, checkout_date = $3, guest = $4::jsonb, total_price = $5, price = $6::jsonb, extras = $7::jsonb, updated_at = now() where id = $1`,
          [current.id, body.checkin_date, body.checkout_date, JSON.stringify(request.guest), settlement.total, JSON.stringify(price),
           JSON.stringify(choices.map((e, i) => ({ ...e, price: extras[i]!.price })))],
        );
        for (const [i, p] of planned.entries()) {
          const q = quote.rooms[i]!;
          const children = request.rooms[i]!.children;
          if (p.keep) {
            await tx.query('update reservation_rooms set adults = $2, children = $3, kids_age_range = $4::jsonb, total_price = $5, price = $6::jsonb where id = $1', [
              p.keep.id, p.adults, children, JSON.stringify(p.kids_age_range), q.price.totals.total, JSON.stringify(q.price),
            ]);
          } else {
            await tx.query(
              `insert into reservation_rooms (reservation_id, room_type_id, room_plan_id, adults, children, kids_age_range, total_price, price)
               values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)`,
              [current.id, q.roomType.id, q.roomPlan.id, p.adults, children, JSON.stringify(p.kids_age_range), q.price.totals.total, JSON.stringify(q.price)],
            );
          }
        }
        if (removed.length > 0) await tx.query(`update reservation_rooms set status = 'cancelled' where id = any($1::int[])`, [removed.map((r) => r.id)]);
        await giveBack(tx, current.id, holdings, settlement);
        const summary = (r: Pick<Reservation, 'checkin_date' | 'checkout_date' | 'total_price'>, rooms: { adults: number; room_plan_code: string }[]) => ({
          checkin_date: r.checkin_date, checkout_date: r.checkout_date, total_price: r.total_price, rooms: rooms.map((x) => ({ room_plan_code: x.room_plan_code, adults: x.adults })),
        });
        await tx.query('insert into reservation_updates (reservation_id, before, after, difference, refund) values ($1, $2::jsonb, $3::jsonb, $4, $5)', [
          current.id, JSON.stringify(summary(current, active)), JSON.stringify(summary({ ...body, total_price: settlement.total }, planned)), difference, settlement.cardBack,
        ]);
        return { difference, settlement, before: publicView(current) };
      });
    } catch (err) {
      if (err instanceof Answer) return reply.status(err.status).send(err.body) as never;
      if (err instanceof SoldOutError) throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', 'The room is not available for the new dates.', 'checkin_date');
      if ((err as { code?: string }).code === '23514') throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', 'The room is not available for the new dates.', 'checkin_date');
      throw err;
    } finally {
      if (!dryRun) await app.db.query('update reservations set update_held_until = null where id = $1', [found.id]);
    }
    const after = publicView(await loadReservation(app.db, hotel.id, String(found.id)));
    const hotelName = hotel.settings.hotel.translations[after.locale]?.name ?? hotel.name;
    try {
      await sendMail(app.db, { to: after.guest.email, ...updateMail(after, outcome.before, hotelName, outcome.difference, outcome.settlement.cardBack) });
    } catch (err) {
      req.log.error({ err }, 'update mail failed');
    }
    return { data: after };
  });

  /** What cancelling would cost now, for the rooms named (all when none), each by its own policy. */
  app.get('/hotels/:hotel/reservations/:rid/cancellation_fee', async (req): Promise<z.infer<typeof CancellationQuoteAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(FeeQuerySchema, req.query, 'query');
    const found = await requireReservation(req, hotel, q);
    if (found.status === 'cancelled') throw fail.badRequest('This reservation is already cancelled.', 'rid');
    const rooms = roomsToCancel(found, q.room_ids);
    const quote = await feeFor(app.db, hotel, found, rooms);
    return { data: { fee: quote.fee, percent: quote.percent, same_day: quote.sameDay, currency: found.currency, room_ids: rooms.map((r) => r.id), rooms: quote.rooms } };
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
      const rooms = roomsToCancel(current, body.room_ids);
      const quote = await feeFor(tx, hotel, current, rooms);
      if (quote.sameDay) throw new ApiError(400, CATALOGUE.INVALID.code, 'Bad Request', 'same_day', 'rid');
      if (quote.noShow) throw new ApiError(400, CATALOGUE.INVALID.code, 'Bad Request', 'check_in_day_passed', 'rid');
      const fee = quote.fee;
      if (fee !== body.cancellation_fee_displayed) {
        return { changed: { ...errorEnvelope('Conflict', CATALOGUE.INVALID.code, 'fee_changed', 'cancellation_fee_displayed'), fee } };
      }
      await releaseStay(tx, hotel.id, current, rooms);
      await tx.query(`update reservation_rooms set status = 'cancelled' where id = any($1::int[])`, [rooms.map((r) => r.id)]);
      const all = rooms.length === current.rooms.filter((r) => r.status === 'active').length;
      if (all) await returnExtras(tx, current.extras);

      // The booking now costs what is kept plus the fee; points and card get back the rest.
      const holdings = await holdingsOf(tx, current.id);
      const released = rooms.reduce((n, r) => n + r.total_price, 0) + (all ? current.extras.reduce((n, e) => n + e.price, 0) : 0);
      const settlement = settle({ gross: current.total_price + holdings.points - released + fee, points: holdings.points, card: holdings.card });
      await giveBack(tx, current.id, holdings, settlement);
      await tx.query('update reservations set status = $2, total_price = $3, updated_at = now() where id = $1', [current.id, all ? 'cancelled' : current.status, settlement.total]);
      // A card that only guaranteed the stay is let go; a charged one keeps its record of refunds.
      if (all) await tx.query(`update payment_transactions set state = 'cancelled', updated_at = now() where reservation_id = $1 and state = 'authorized'`, [current.id]);
      await tx.query('insert into reservation_cancellations (reservation_id, room_ids, reason, details, fee, refund) values ($1, $2::jsonb, $3, $4, $5, $6)', [
        current.id, JSON.stringify(rooms.map((r) => r.id)), body.reason, body.details ?? null, fee, settlement.cardBack,
      ]);
      return { changed: null, fee, all };
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
