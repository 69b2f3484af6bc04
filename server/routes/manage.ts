// Managing a reservation (document 2 §7.4; document 1 §4 "Update and cancel"): look-up by number
// and e-mail, what may change, the change itself (with a price asked first), the cancellation
// fee, and cancelling some rooms or all of them. The change is server/services/booking.ts, the
// cancellation server/services/cancellation.ts.
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../contract';
import { cancelReservation, getCancellationFee, lookupReservation, updateReservation, updateReservationSettings } from '../../contract/endpoints/reservations';
import { ApiError, fail } from '../errors';
import { requireClientSession, requireHotel } from '../http/guards';
import { route } from '../http/route';
import { changeBooking } from '../services/booking';
import { cancelBooking, cancellationQuote } from '../services/cancellation';
import { actorWarning, lookUp, lookupKeys, lookupWait, requireActor, requireReservation, updateState } from '../services/reservation-access';
import { checkGuestNames } from '../services/reservations';

export async function manageRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  /** Look-up by number and e-mail. A miss never says which of the two was wrong. */
  route(app, lookupReservation, async ({ params, query }, req, reply) => {
    // One reservation guessed at from many addresses meets one count.
    await app.limitTarget(req, 'lookup', `${params.id}|${params.no}`);
    // Wrong tries are counted per number and per address, apart: one guest's typos slow only
    // the number typed, not every guest behind the same lobby network.
    const keys = lookupKeys(params.id, params.no, req.ip);
    const wait = await lookupWait(app.failureCounts, keys, app.config.rateLimitScale);
    if (wait !== null) {
      // The wait in seconds, in the header and in the body's detail (retry_after) for the page to say.
      reply.header('retry-after', String(wait));
      throw new ApiError(429, CATALOGUE.INVALID.code, 'Too Many Requests', `Too many attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`, undefined, { retry_after: wait });
    }
    return { data: await lookUp(app.db, app.failureCounts, keys, params.id, params.no, query.email) };
  });

  route(app, updateReservationSettings, async ({ params, query }, req) => {
    const hotel = await requireHotel(req);
    const found = await requireReservation(req, hotel, params.rid, query);
    return { data: { ...(await updateState(app.db, hotel, found)), sign_in_warning: await actorWarning(req, hotel, found) } };
  });

  /**
   * New dates, guests, rooms and extras for a reservation, re-priced. With dry_run=true the price
   * is answered and nothing changes; otherwise the total the guest saw must match.
   */
  route(app, updateReservation, async ({ params, query, body }, req, reply) => {
    const hotel = await requireHotel(req);
    const dryRun = query.dry_run === 'true';
    if (!dryRun && body.expected_total_price === undefined) throw fail.badRequest('expected_total_price is required', 'expected_total_price');
    const found = await requireReservation(req, hotel, params.rid, query);
    await requireActor(req, hotel, found);
    if (body.guest) checkGuestNames({ guest: body.guest, locale: found.locale }, hotel);
    const outcome = await changeBooking(req, hotel, found, body, dryRun);
    if (outcome.kind === 'quote') return outcome.answer;
    if (outcome.kind === 'refused') return reply.status(outcome.status).send(outcome.body);
    return { data: outcome.reservation };
  });

  /** What cancelling would cost now, for the rooms named (all when none), each by its own policy. */
  route(app, getCancellationFee, async ({ params, query }, req) => {
    const hotel = await requireHotel(req);
    const found = await requireReservation(req, hotel, params.rid, query);
    return { data: await cancellationQuote(app.db, hotel, found, query.room_ids) };
  });

  route(app, cancelReservation, async ({ params, query, body }, req, reply) => {
    const hotel = await requireHotel(req);
    if (body.reason === 'other' && !body.details?.trim()) throw fail.badRequest('details is required when the reason is other', 'details');
    const found = await requireReservation(req, hotel, params.rid, query);
    if (found.status === 'cancelled') throw fail.badRequest('This reservation is already cancelled.', 'rid');
    await requireActor(req, hotel, found);
    const outcome = await cancelBooking(req, hotel, found, body);
    if (outcome.kind === 'fee_changed') return reply.status(409).send(outcome.body);
    return { data: outcome.reservation };
  });
}
