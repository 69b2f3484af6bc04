// Reservations (document 2 §7.4): booking, the questions a booking is asked, and reading one
// reservation. The booking itself is server/services/booking.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '../../contract';
import { createReservation, getReservation, listAdditionalQuestions } from '../../contract/endpoints/reservations';
import { fail } from '../errors';
import { loadQuestions } from '../db/search-repo';
import { visibleQuestions } from '../domain/questions';
import { requireClientSession, requireHotel } from '../http/guards';
import { route } from '../http/route';
import { createBooking } from '../services/booking';
import { askerLabels, checkGuestNames, hotelPlanCodes, memberOf, publicView } from '../services/reservations';
import { requireReservation } from '../services/reservation-access';

const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's Idempotency-Key (document 2 §7.1), when it sent one. */
function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers[HEADERS.idempotencyKey];
  const key = typeof header === 'string' ? header : undefined;
  if (key !== undefined && !IDEMPOTENCY_KEY_RE.test(key)) throw fail.badRequest('Idempotency-Key must be 8 to 128 letters, digits, - or _', 'Idempotency-Key');
  return key;
}

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  route(app, createReservation, async ({ body }, req, reply) => {
    const hotel = await requireHotel(req);
    checkGuestNames(body, hotel);
    const outcome = await createBooking(req, hotel, body, idempotencyKeyOf(req));
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(outcome.status).send(outcome.answer);
  });

  route(app, listAdditionalQuestions, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    const labels = await askerLabels(app.db, await memberOf(req, hotel));
    const planCodes = await hotelPlanCodes(app.db, hotel.id, q.room_plan_codes);
    return { data: visibleQuestions(await loadQuestions(app.db, hotel.id), { labels, planCodes, checkin: q.checkin ?? null }) };
  });

  /** A reservation, for its guest (bypass token) or the member who made it. */
  route(app, getReservation, async ({ params, query }, req) => {
    const hotel = await requireHotel(req);
    // The same answer whether the reservation is missing or the token wrong: nothing to learn.
    return { data: publicView(await requireReservation(req, hotel, params.rid, query)) };
  });
}
