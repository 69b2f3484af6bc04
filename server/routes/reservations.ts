// Reservations (document 2 §7.4): one booking is one database transaction that takes the rooms
// (never below zero), writes the reservation and, with an Idempotency-Key, the answer a retry
// gets back. The confirmation mail goes out once it is committed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { createHash } from 'node:crypto';
import {
  AdditionalQuestionsQuerySchema,
  CARD_PAYMENT_METHODS,
  CATALOGUE,
  type AdditionalQuestionsAnswerSchema,
  LIMITS,
  HEADERS,
  ReservationRequestSchema,
  errorEnvelope,
  type Reservation,
  type ReservationCreatedAnswerSchema,
  type ReservationAnswerSchema,
  type ReservationRequest,
} from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import { DomainError } from '../domain/errors';
import type { Hotel } from '../db/hotels-repo';
import { memberRankDiscount } from '../db/identity-repo';
import { findCoupon, loadCatalogue, loadCurrencyRates, loadExtras, loadQuestions, loadStockAndRates } from '../db/search-repo';
import { priceExtras } from '../domain/extras';
import { checkAnswers, visibleQuestions } from '../domain/questions';
import { SoldOutError, takeRooms } from '../db/reservations-repo';
import { claimKey, idempotencyScope, keepAnswer, releaseKey } from '../idempotency';
import { addDays, nightsOf } from '../../contract/dates';
import { BOOKING_ERRORS } from '../../contract/booking-lists';
import { quoteBooking } from '../domain/booking';
import { applyPoints } from '../domain/pricing';
import { displayCurrencyOf } from '../domain/search';
import { randomToken, sha256 } from '../auth/crypto';
import { requireClientSession, requireHotel } from '../http/guards';
import { attachmentsForBooking, linkAttachments } from './attachment-links';
import { hotelRules, promotionFor } from '../services/pricing';
import { askerLabels, checkGuestNames, hotelPlanCodes, loadReservation, mayRead, memberOf, publicView, sendConfirmation } from '../services/reservations';
import { checkCard } from '../domain/cards';
import { sandboxProvider } from '../payments/sandbox';
import type { VaultedCard } from '../payments/provider';
import { RESERVATION_NUMBER_RE } from '../../contract/reservation-number';

type Created = z.infer<typeof ReservationCreatedAnswerSchema>;

const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,128}$/;
const RESERVATION_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReservationNumber(): string {
  const bytes = randomToken(12);
  let out = 'YD';
  for (let i = 0; i < 10; i++) out += RESERVATION_NUMBER_ALPHABET[bytes.charCodeAt(i) % RESERVATION_NUMBER_ALPHABET.length];
  return out;
}

function sendStored(reply: FastifyReply, status: number, answer: unknown) {
  return reply.status(status).header('idempotent-replayed', 'true').send(answer);
}

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  app.post('/hotels/:hotel/reservations', async (req, reply) => {
    const hotel = await requireHotel(req);
    const request = parseInput(ReservationRequestSchema, req.body, 'body');
    checkGuestNames(request, hotel);
    const keyHeader = req.headers[HEADERS.idempotencyKey];
    const key = typeof keyHeader === 'string' ? keyHeader : undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY_RE.test(key)) throw fail.badRequest('Idempotency-Key must be 8 to 128 letters, digits, - or _', 'Idempotency-Key');
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    // The key belongs to this client session; its first final answer is kept (see idempotency.ts).
    const scope = key ? idempotencyScope(String(req.headers[HEADERS.clientSession]), key) : null;
    if (scope) {
      const claim = await claimKey(app.db, hotel.id, scope, requestHash);
      if (claim.kind === 'other_request') throw new ApiError(422, CATALOGUE.INVALID.code, 'Unprocessable Entity', 'This Idempotency-Key was used for another request.', 'Idempotency-Key');
      if (claim.kind === 'in_progress') throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', 'The first request with this Idempotency-Key is still being processed.', 'Idempotency-Key');
      if (claim.kind === 'replay') return sendStored(reply, claim.status, claim.answer);
    }

    const book = async () => {
      const rules = hotelRules(hotel);
      const memberId = await memberOf(req, hotel);
      let coupon = null;
      if (request.coupon_code) {
        const found = await findCoupon(app.db, hotel.id, request.coupon_code, rules.today);
        if (!found || found === 'expired') throw new ApiError(400, CATALOGUE.COUPON_INVALID.code, 'Bad Request', 'This coupon code is not valid.', 'coupon_code');
        if (found.exhausted) throw new ApiError(400, CATALOGUE.COUPON_LIMIT_REACHED.code, 'Bad Request', 'This coupon has reached its usage limit.', 'coupon_code');
        coupon = found;
      }
      const promotion = await promotionFor(req, hotel, request.promo_code, request.checkin_date);
      const display = displayCurrencyOf({ mcp_currency: request.mcp_currency, currency: undefined } as Parameters<typeof displayCurrencyOf>[0], rules);
      const paymentOptions = (hotel.initExtras as { payment_options?: ReservationRequest['payment_type'][] }).payment_options ?? [];
      const byCard = (CARD_PAYMENT_METHODS as readonly string[]).includes(request.payment_type);
      if (byCard && !request.card) throw fail.badRequest('card is required to pay by card', 'card');
      if (!byCard && !['on_site', 'bank_transfer', 'deferred_payment'].includes(request.payment_type)) {
        throw fail.badRequest(`payment_type ${request.payment_type} is not available`, 'payment_type');
      }

      if (request.spending_point_amount > 0) {
        if (memberId === null) throw fail.unauthorized();
        const programOn = !hotel.settings.point_program_disabled && (hotel.initExtras as { hotel_brand_setting?: { point_program_enabled?: boolean } }).hotel_brand_setting?.point_program_enabled === true;
        const [m] = await app.db.query<{ points: boolean }>(
          `select coalesce((p.settings->>'point_program_enabled')::boolean, false) as points from members m join membership_programs p on p.id = m.program_id where m.id = $1`,
          [memberId],
        );
        if (!programOn || !m?.points) throw fail.badRequest('points cannot be spent at this hotel', 'spending_point_amount');
      }

      return app.db.transaction(async (tx) => {
        const [catalogue, data, currencyRates, extrasCatalogue, questions, labels, planCodes] = await Promise.all([
          loadCatalogue(tx, hotel.id),
          loadStockAndRates(tx, hotel.id, request.checkin_date, request.is_day_use ? addDays(request.checkin_date, 1) : request.checkout_date),
          loadCurrencyRates(tx),
          loadExtras(tx, hotel.id),
          loadQuestions(tx, hotel.id),
          askerLabels(tx, memberId),
          hotelPlanCodes(tx, hotel.id, request.rooms.map((r) => r.room_plan_code)),
        ]);
        const nights = request.is_day_use ? [request.checkin_date] : nightsOf(request.checkin_date, request.checkout_date);
        const extras = priceExtras(extrasCatalogue, request.extras, nights, rules.taxes.consumption_tax_percent);
        checkAnswers(visibleQuestions(questions, { labels, planCodes, checkin: request.checkin_date }), request.answers, request.rooms.map((r) => r.adults));
        const answers = await attachmentsForBooking(tx, req, request.answers);
        const quote = quoteBooking(request, catalogue, data, { rules, signedIn: memberId !== null, rankDiscountPercent: memberId !== null ? await memberRankDiscount(tx, memberId) : 0, coupon, promotion, locale: request.locale, currencyRates }, paymentOptions, display, extras);
        if (quote.price.total_price !== request.expected_total_price) {
          // The guest confirms the new price first (document 1 §3 "price became cheaper / dearer").
          const body = { ...errorEnvelope('Conflict', CATALOGUE.INVALID.code, quote.price.total_price < request.expected_total_price ? 'price_became_cheaper' : 'price_became_dearer', 'expected_total_price'), price: quote.price };
          return { status: 409, answer: body, reservationId: null };
        }
        const points = request.spending_point_amount;
        if (request.maximum_spending_point !== undefined && points > request.maximum_spending_point) {
          throw fail.badRequest(`spending_point_amount is above maximum_spending_point (${request.maximum_spending_point})`, 'spending_point_amount');
        }
        // What is charged: the total less the points spent (the price check above is before points).
        const price = applyPoints(quote.price, points);
        for (const [roomTypeId, count] of quote.roomsByType) {
          await takeRooms(tx, roomTypeId, request.checkin_date, request.checkout_date, request.is_day_use, count);
        }
        for (const [i, e] of request.extras.entries()) {
          const taken = await tx.query('update extras set stock = stock - $2 where id = $1 and (stock is null or stock >= $2) returning id', [e.extra_id, e.quantity]);
          if (taken.length === 0) throw new ApiError(409, CATALOGUE.EXTRA_PURCHASE_LIMIT.code, 'Conflict', 'This extra is no longer available in that quantity.', `extras.${i}.quantity`);
        }
        if (points > 0) {
          const spent = await tx.query('update members set points_balance = points_balance - $2 where id = $1 and points_balance >= $2 returning id', [memberId, points]);
          if (spent.length === 0) throw new ApiError(400, CATALOGUE.NOT_ENOUGH_POINTS.code, 'Bad Request', 'You do not have enough points.', 'spending_point_amount');
        }
        const bypassToken = randomToken(32);
        let status: Reservation['status'] = request.payment_type === 'bank_transfer' ? 'payment_pending' : 'done';
        let payment: { state: 'captured' | 'authorized' | 'pre_3d_secure'; card: VaultedCard; challenge: string | null } | null = null;
        if (byCard && request.card) {
          const card = await sandboxProvider.takeCard(tx, request.card.token);
          if (!card) throw new ApiError(400, CATALOGUE.CONFIRM_CARD_NUMBER.code, 'Bad Request', 'The card details have expired. Please enter them again.', 'card.token');
          checkCard({
            number: card.number, brand: request.card.brand, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc,
            checkout: request.checkout_date, amountJpy: price.total_price,
            currencyMode: price.mcp_currency ? 'multi_currency' : 'hotel', currency: price.mcp_currency ?? rules.currency,
          });
          const auth = await sandboxProvider.authorize(card, price.total_price, rules.currency);
          if (auth.kind === 'declined') throw new ApiError(402, auth.code, 'Payment Required', auth.message, 'card');
          if (auth.kind === 'three_d_secure') {
            status = 'payment_pending';
            payment = { state: 'pre_3d_secure', card, challenge: randomToken(24) };
          } else {
            // A card that only guarantees the stay is held; any other is charged now.
            payment = { state: request.payment_type === 'on_site_credit_card_required' ? 'authorized' : 'captured', card, challenge: null };
          }
        }
        const [row] = await tx.query<{ id: number }>(
          `insert into reservations (hotel_id, reservation_number, bypass_token_hash, status, checkin_date, checkout_date, is_day_use, member_id,
                                     guest, payment_type, currency, mcp_currency, total_price, price, notes, locale, extras, answers, organization_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14::jsonb, $15, $16, $17::jsonb, $18::jsonb,
                   (select organization_id from members where id = $8)) returning id`,
          [hotel.id, newReservationNumber(), sha256(bypassToken), status, request.checkin_date, request.checkout_date, request.is_day_use, memberId,
           JSON.stringify(request.guest), request.payment_type, rules.currency, price.mcp_currency, price.total_price, JSON.stringify(price),
           request.notes ?? null, request.locale,
           JSON.stringify(request.extras.map((e, i) => ({ ...e, price: extras[i]!.price }))), JSON.stringify(answers)],
        );
        await linkAttachments(tx, req, row!.id, request.answers);
        for (const [i, r] of quote.rooms.entries()) {
          const asked = request.rooms[i]!;
          await tx.query(
            `insert into reservation_rooms (reservation_id, room_type_id, room_plan_id, adults, children, kids_age_range, total_price, price)
             values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)`,
            [row!.id, r.roomType.id, r.roomPlan.id, asked.adults, asked.kids_age_range.reduce((n, k) => n + k.count, 0), JSON.stringify(asked.kids_age_range), r.price.totals.total, JSON.stringify(r.price)],
          );
        }
        if (payment) {
          await tx.query(
            `insert into payment_transactions (reservation_id, provider, state, amount, currency, card_brand, card_last4, card_token_hash, challenge_token_hash, challenge_deadline)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [row!.id, sandboxProvider.name, payment.state, price.total_price, rules.currency, payment.card.brand, payment.card.last4, sha256(request.card!.token),
             payment.challenge ? sha256(payment.challenge) : null, payment.challenge ? new Date(Date.now() + LIMITS.threeDSecureMs).toISOString() : null],
          );
        }
        if (points > 0) await tx.query(`insert into point_transactions (member_id, reservation_id, kind, amount) values ($1, $2, 'spent', $3)`, [memberId, row!.id, points]);
        if (coupon) await tx.query('update coupons set used_count = used_count + 1 where hotel_id = $1 and upper(code) = upper($2)', [hotel.id, request.coupon_code]);
        const reservation = publicView(await loadReservation(tx, hotel.id, String(row!.id)));
        const threeDs = payment?.challenge ? `${app.config.publicApiUrl}/payments/sandbox/3ds/${payment.challenge}` : null;
        const answer: Created = { data: { reservation, bypass_token: bypassToken, three_d_secure_url: threeDs } };
        if (scope) await keepAnswer(tx, hotel.id, scope, 201, answer);
        return { status: 201, answer, reservationId: row!.id };
      }).catch((err: unknown) => {
        if (err instanceof SoldOutError) throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', `${BOOKING_ERRORS.soldOut}: This room is no longer available for these dates.`, 'rooms');
        // Two writers racing past the stock check: the constraint stops the second.
        if ((err as { code?: string }).code === '23514') throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', `${BOOKING_ERRORS.soldOut}: This room is no longer available for these dates.`, 'rooms');
        throw err;
      });
    };
    let outcome: Awaited<ReturnType<typeof book>>;
    try {
      outcome = await book();
    } catch (err) {
      if (scope) {
        // A refusal (4xx) is the key's answer from now on; a failure of ours leaves the key free.
        const refusal = err instanceof DomainError ? new ApiError(400, err.code, 'Bad Request', err.message, err.field) : err instanceof ApiError && err.status < 500 ? err : null;
        if (refusal) await keepAnswer(app.db, hotel.id, scope, refusal.status, refusal.toEnvelope());
        else await releaseKey(app.db, hotel.id, scope);
      }
      throw err;
    }
    // A refusal answered rather than thrown (the price changed) is the key's answer too.
    if (scope && outcome.status !== 201) await keepAnswer(app.db, hotel.id, scope, outcome.status, outcome.answer);

    const created = outcome.status === 201 ? (outcome.answer as Created).data : null;
    // A booking waiting on 3-D Secure is confirmed by mail once the challenge passes.
    if (created && !created.three_d_secure_url) {
      const link = `${app.config.publicWidgetUrl}/reservation/confirmation/${created.reservation.reservation_number}?${new URLSearchParams({ code: hotel.code, email: created.reservation.guest.email, bypass_token: created.bypass_token })}`;
      await sendConfirmation(app, hotel, created.reservation, link);
    }
    return reply.status(outcome.status).send(outcome.answer);
  });

  app.get('/hotels/:hotel/additional_questions', async (req): Promise<z.infer<typeof AdditionalQuestionsAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(AdditionalQuestionsQuerySchema, req.query, 'query');
    const labels = await askerLabels(app.db, await memberOf(req, hotel));
    const planCodes = await hotelPlanCodes(app.db, hotel.id, q.room_plan_codes);
    return { data: visibleQuestions(await loadQuestions(app.db, hotel.id), { labels, planCodes, checkin: q.checkin ?? null }) };
  });

  const ReadQuerySchema = z.object({
    email: z.optional(z.string().check(z.maxLength(254))),
    bypass_token: z.optional(z.string().check(z.maxLength(200))),
  });

  /** A reservation, for its guest (bypass token) or the member who made it. */
  app.get('/hotels/:hotel/reservations/:rid', async (req): Promise<z.infer<typeof ReservationAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const { rid } = parseInput(z.object({ hotel: z.string(), rid: z.string().check(z.regex(RESERVATION_NUMBER_RE, 'must be a reservation id or number')) }), req.params, 'params');
    const q = parseInput(ReadQuerySchema, req.query, 'query');
    const found = await loadReservation(app.db, hotel.id, rid);
    // The same answer whether the reservation is missing or the token wrong: nothing to learn.
    if (!found || !(await mayRead(req, hotel, found, q))) throw fail.notFound('No reservation matches this number and token.');
    return { data: publicView(found) };
  });
}

