// Making a booking and changing one (document 2 §7.4; document 1 §4 "Update and cancel"). Each is
// one database transaction that takes the rooms (never below zero) and the extras, writes the
// reservation and its rooms, and moves points and money; a booking with an Idempotency-Key keeps
// the answer a retry gets back. Its mails are written in that transaction and go out once it is committed. Both share
// the steps that price a stay, take its rooms and extras, and write its rooms.
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import {
  CATALOGUE,
  HEADERS,
  LIMITS,
  errorEnvelope,
  type ExtraChoice,
  type Reservation,
  type ReservationCreatedAnswerSchema,
  type ReservationRequest,
  type UpdateQuoteAnswerSchema,
  type UpdateQuoteRequestSchema,
} from '../../contract';
import { addDays, daysBetween, nightsOf } from '../../contract/dates';
import { BOOKING_ERRORS } from '../../contract/booking-lists';
import { ApiError, fail } from '../errors';
import { DomainError } from '../domain/errors';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { memberRankDiscount } from '../db/identity-repo';
import { findCoupon, loadCatalogue, loadCurrencyRates, loadExtras, loadQuestions, loadStockAndRates } from '../db/search-repo';
import {
  SoldOutError,
  cancelReservationRooms,
  holdForUpdate,
  insertReservation,
  insertReservationRoom,
  lockReservation,
  recordUpdate,
  releaseUpdateHold,
  takeRooms,
  updateReservationRoom,
  updateReservationStay,
} from '../db/reservations-repo';
import { countCouponUse, insertPayment, memberEarnsPoints, recordPointsSpent, takeExtra, takePoints } from '../db/reservation-ledger-repo';
import { priceExtras, type PricedExtra } from '../domain/extras';
import { checkAnswers, visibleQuestions } from '../domain/questions';
import { quoteBooking, type QuotedRoom, type Quote } from '../domain/booking';
import { applyPoints } from '../domain/pricing';
import { settle } from '../domain/cancellation';
import { displayCurrencyOf, type SearchContext } from '../domain/search';
import { checkCard } from '../domain/cards';
import { randomToken, sha256 } from '../auth/crypto';
import { claimKey, idempotencyScope, keepAnswer, releaseKey, type IdempotencyScope } from '../idempotency';
import { sandboxProvider } from '../payments/sandbox';
import type { VaultedCard } from '../payments/provider';
import { attachmentsForBooking, linkAttachments, sessionHashOf } from './attachments';
import { hotelRules, promotionFor } from './pricing';
import { askerLabels, hotelPlanCodes, loadReservation, memberOf, publicView } from './reservations';
import { manageLink, queueBookingMails, queueChangeMails } from './reservation-mails';
import { requireChangeable, updateState, type Found } from './reservation-access';
import { feeFor, giveBack, holdingsOf, releaseStay, returnExtras, type Room } from './settlement';
import { isSupportedPaymentMethod, paysByCard } from '../../contract/rules/payment-methods';
import { pointsUsable } from '../../contract/rules/points';
import { chargeCurrency, chargeOfPrice, rateBetween, type McpPaymentSetting } from '../../contract/rules/charge';

type Created = z.infer<typeof ReservationCreatedAnswerSchema>;
type UpdateQuoteAnswer = z.infer<typeof UpdateQuoteAnswerSchema>;
type UpdateBody = z.infer<typeof UpdateQuoteRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The steps a booking and a change share.

/** What pricing a stay reads: the hotel's rooms and plans, the stock and rates of its nights, currencies and extras. */
async function loadForStay(tx: Queryable, hotelId: number, checkin: string, checkout: string, isDayUse: boolean) {
  return Promise.all([
    loadCatalogue(tx, hotelId),
    loadStockAndRates(tx, hotelId, checkin, isDayUse ? addDays(checkin, 1) : checkout),
    loadCurrencyRates(tx),
    loadExtras(tx, hotelId),
  ]);
}

/** The nights a stay's dated extras may be delivered on. */
function stayNights(checkin: string, checkout: string, isDayUse: boolean): string[] {
  return isDayUse ? [checkin] : nightsOf(checkin, checkout);
}

/** The hotel's payment methods, as its settings offer them. */
function paymentOptionsOf(hotel: Hotel): ReservationRequest['payment_type'][] {
  return (hotel.initExtras as { payment_options?: ReservationRequest['payment_type'][] }).payment_options ?? [];
}

/** Takes the quoted rooms for every night of the stay; the inventory guard refuses what is not free. */
async function takeStay(tx: Queryable, quote: Pick<Quote, 'roomsByType'>, stay: { checkin: string; checkout: string; isDayUse: boolean }): Promise<void> {
  for (const [roomTypeId, count] of quote.roomsByType) await takeRooms(tx, roomTypeId, stay.checkin, stay.checkout, stay.isDayUse, count);
}

/** Takes the extras chosen from their stock (1104 when fewer are left than chosen). */
async function takeExtras(tx: Queryable, choices: readonly Pick<ExtraChoice, 'extra_id' | 'quantity'>[]): Promise<void> {
  for (const [i, e] of choices.entries()) {
    if (!(await takeExtra(tx, e.extra_id, e.quantity))) {
      throw new ApiError(409, CATALOGUE.EXTRA_PURCHASE_LIMIT.code, 'Conflict', 'This extra is no longer available in that quantity.', `extras.${i}.quantity`);
    }
  }
}

/** The extras as the reservation keeps them: each choice with its price. */
function keptExtras(choices: readonly ExtraChoice[], priced: readonly PricedExtra[]) {
  return choices.map((e, i) => ({ ...e, price: priced[i]!.price }));
}

/** A party as a room of the reservation keeps it. */
interface Party {
  adults: number;
  kids_age_range: ReservationRequest['rooms'][number]['kids_age_range'];
}

const childrenOf = (party: Party) => party.kids_age_range.reduce((n, k) => n + k.count, 0);

/** Writes a new room of the reservation, as the quote priced it. */
async function insertRoom(tx: Queryable, reservationId: number, quoted: QuotedRoom, party: Party): Promise<void> {
  await insertReservationRoom(tx, reservationId, {
    roomTypeId: quoted.roomType.id,
    roomPlanId: quoted.roomPlan.id,
    adults: party.adults,
    children: childrenOf(party),
    kidsAgeRange: party.kids_age_range,
    totalPrice: quoted.price.totals.total,
    price: quoted.price,
  });
}

/** A room sold meanwhile: refused by the inventory guard, or by the check constraint when two writers race past it. */
function isSoldOut(err: unknown): boolean {
  return err instanceof SoldOutError || (err as { code?: string }).code === '23514';
}

/** The guest confirms a price that moved first (document 1 §3 "price became cheaper / dearer"). */
function priceMoved(now: number, expected: number) {
  return errorEnvelope('Conflict', CATALOGUE.INVALID.code, now < expected ? 'price_became_cheaper' : 'price_became_dearer', 'expected_total_price');
}

// ---------------------------------------------------------------------------------------------
// Making a booking.

const RESERVATION_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReservationNumber(): string {
  const bytes = randomToken(12);
  let out = 'YD';
  for (let i = 0; i < 10; i++) out += RESERVATION_NUMBER_ALPHABET[bytes.charCodeAt(i) % RESERVATION_NUMBER_ALPHABET.length];
  return out;
}

/** The answer to a booking: 201 with the reservation, or a refusal answered rather than thrown (a price that moved). */
export interface BookingOutcome {
  status: number;
  answer: unknown;
  /** The answer kept for this Idempotency-Key, given again. */
  replayed: boolean;
}

/**
 * Books what the request asks. With an Idempotency-Key (belonging to this client session) the
 * first final answer is kept and a retry of the same request gets it back; another request with
 * the key, or one while the first still runs, is refused.
 */
export async function createBooking(req: FastifyRequest, hotel: Hotel, request: ReservationRequest, key: string | undefined): Promise<BookingOutcome> {
  const db = req.server.db;
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const scope = key ? idempotencyScope(String(req.headers[HEADERS.clientSession]), key) : null;
  if (scope) {
    const claim = await claimKey(db, hotel.id, scope, requestHash);
    if (claim.kind === 'other_request') throw new ApiError(422, CATALOGUE.INVALID.code, 'Unprocessable Entity', 'This Idempotency-Key was used for another request.', 'Idempotency-Key');
    if (claim.kind === 'in_progress') throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', 'The first request with this Idempotency-Key is still being processed.', 'Idempotency-Key');
    if (claim.kind === 'replay') return { status: claim.status, answer: claim.answer, replayed: true };
  }

  let outcome: Awaited<ReturnType<typeof book>>;
  try {
    outcome = await book(req, hotel, request, scope);
  } catch (err) {
    if (scope) {
      // A refusal (4xx) is the key's answer from now on; a failure of ours leaves the key free.
      const refusal = err instanceof DomainError ? new ApiError(400, err.code, 'Bad Request', err.message, err.field) : err instanceof ApiError && err.status < 500 ? err : null;
      if (refusal) await keepAnswer(db, hotel.id, scope, refusal.status, refusal.toEnvelope());
      else await releaseKey(db, hotel.id, scope);
    }
    throw err;
  }
  // A refusal answered rather than thrown (the price changed) is the key's answer too.
  if (scope && outcome.status !== 201) await keepAnswer(db, hotel.id, scope, outcome.status, outcome.answer);

  return { status: outcome.status, answer: outcome.answer, replayed: false };
}

/** The checks before the transaction, then the transaction that takes everything and writes the reservation. */
async function book(req: FastifyRequest, hotel: Hotel, request: ReservationRequest, scope: IdempotencyScope | null): Promise<{ status: number; answer: unknown }> {
  const { db, config } = req.server;
  const rules = hotelRules(hotel);
  const memberId = await memberOf(req, hotel);
  let coupon = null;
  if (request.coupon_code) {
    const found = await findCoupon(db, hotel.id, request.coupon_code, rules.today);
    if (!found || found === 'expired') throw new ApiError(400, CATALOGUE.COUPON_INVALID.code, 'Bad Request', 'This coupon code is not valid.', 'coupon_code');
    if (found.exhausted) throw new ApiError(400, CATALOGUE.COUPON_LIMIT_REACHED.code, 'Bad Request', 'This coupon has reached its usage limit.', 'coupon_code');
    coupon = found;
  }
  const promotion: SearchContext['promotion'] = await promotionFor(req, hotel, request.promo_code, request.checkin_date);
  const byCard = paysByCard(request.payment_type);
  // The card pays the guest's currency only where the hotel charges it and the brand is one it charges in it.
  const chargedIn = chargeCurrency({ setting: hotel.initExtras as McpPaymentSetting, hotelCurrency: rules.currency, chosen: request.mcp_currency, byCard, brand: request.card?.brand });
  const display = chargedIn === rules.currency ? null : displayCurrencyOf({ mcp_currency: chargedIn, currency: undefined } as Parameters<typeof displayCurrencyOf>[0], rules);
  if (byCard && !request.card) throw fail.badRequest('card is required to pay by card', 'card');
  if (!isSupportedPaymentMethod(request.payment_type)) {
    throw fail.badRequest(`payment_type ${request.payment_type} is not available`, 'payment_type');
  }

  if (request.spending_point_amount > 0) {
    if (memberId === null) throw fail.unauthorized();
    const usable = pointsUsable({
      brandProgram: (hotel.initExtras as { hotel_brand_setting?: { point_program_enabled?: boolean } }).hotel_brand_setting?.point_program_enabled === true,
      hotelDisabled: hotel.settings.point_program_disabled,
      memberProgram: await memberEarnsPoints(db, memberId),
    });
    if (!usable) throw fail.badRequest('points cannot be spent at this hotel', 'spending_point_amount');
  }

  return db
    .transaction(async (tx) => {
      const [[catalogue, data, currencyRates, extrasCatalogue], questions, labels, planCodes] = await Promise.all([
        loadForStay(tx, hotel.id, request.checkin_date, request.checkout_date, request.is_day_use),
        loadQuestions(tx, hotel.id),
        askerLabels(tx, memberId),
        hotelPlanCodes(tx, hotel.id, request.rooms.map((r) => r.room_plan_code)),
      ]);
      const extras = priceExtras(extrasCatalogue, request.extras, stayNights(request.checkin_date, request.checkout_date, request.is_day_use), rules.taxes.consumption_tax_percent);
      checkAnswers(visibleQuestions(questions, { labels, planCodes, checkin: request.checkin_date }), request.answers, request.rooms.map((r) => r.adults));
      const sessionHash = sessionHashOf(req);
      const answers = await attachmentsForBooking(tx, sessionHash, config.publicApiUrl, request.answers);
      const rankDiscountPercent = memberId !== null ? await memberRankDiscount(tx, memberId) : 0;
      const quote = quoteBooking(request, catalogue, data, { rules, signedIn: memberId !== null, rankDiscountPercent, coupon, promotion, locale: request.locale, currencyRates }, paymentOptionsOf(hotel), display, extras);
      if (quote.price.total_price !== request.expected_total_price) {
        return { status: 409, answer: { ...priceMoved(quote.price.total_price, request.expected_total_price), price: quote.price } };
      }
      const points = request.spending_point_amount;
      if (request.maximum_spending_point !== undefined && points > request.maximum_spending_point) {
        throw fail.badRequest(`spending_point_amount is above maximum_spending_point (${request.maximum_spending_point})`, 'spending_point_amount');
      }
      // What is charged: the total less the points spent (the price check above is before points).
      const price = applyPoints(quote.price, points);
      await takeStay(tx, quote, { checkin: request.checkin_date, checkout: request.checkout_date, isDayUse: request.is_day_use });
      await takeExtras(tx, request.extras);
      if (points > 0 && !(await takePoints(tx, memberId!, points))) {
        throw new ApiError(400, CATALOGUE.NOT_ENOUGH_POINTS.code, 'Bad Request', 'You do not have enough points.', 'spending_point_amount');
      }
      const bypassToken = randomToken(32);
      let status: Reservation['status'] = request.payment_type === 'bank_transfer' ? 'payment_pending' : 'done';
      let payment: { state: 'captured' | 'authorized' | 'pre_3d_secure'; card: VaultedCard; challenge: string | null } | null = null;
      // What the card is charged: the mcp_ total in the guest's currency, or the total in the hotel's.
      const charge = chargeOfPrice(price, display ? rateBetween(rules.currency, display, currencyRates) : null);
      if (byCard && request.card) {
        const card = await sandboxProvider.takeCard(tx, request.card.token);
        if (!card) throw new ApiError(400, CATALOGUE.CONFIRM_CARD_NUMBER.code, 'Bad Request', 'The card details have expired. Please enter them again.', 'card.token');
        checkCard({
          number: card.number, brand: request.card.brand, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc,
          checkout: request.checkout_date, amountJpy: price.total_price,
          currencyMode: charge.currency !== rules.currency ? 'multi_currency' : 'hotel', currency: charge.currency,
        });
        const auth = await sandboxProvider.authorize(card, charge.amount, charge.currency);
        if (auth.kind === 'declined') throw new ApiError(402, auth.code, 'Payment Required', auth.message, 'card');
        if (auth.kind === 'three_d_secure') {
          status = 'payment_pending';
          payment = { state: 'pre_3d_secure', card, challenge: randomToken(24) };
        } else {
          // A card that only guarantees the stay is held; any other is charged now.
          payment = { state: request.payment_type === 'on_site_credit_card_required' ? 'authorized' : 'captured', card, challenge: null };
        }
      }
      const reservationId = await insertReservation(tx, {
        hotelId: hotel.id, number: newReservationNumber(), bypassTokenHash: sha256(bypassToken), status,
        checkin: request.checkin_date, checkout: request.checkout_date, isDayUse: request.is_day_use, memberId,
        guest: request.guest, paymentType: request.payment_type, currency: rules.currency, mcpCurrency: charge.currency !== rules.currency ? charge.currency : null,
        charged: payment ? { amount: charge.amount, currency: charge.currency, hotelAmount: charge.hotelAmount, rate: charge.rate } : null,
        totalPrice: price.total_price, price, notes: request.notes ?? null, locale: request.locale,
        extras: keptExtras(request.extras, extras), answers,
      });
      await linkAttachments(tx, sessionHash, reservationId, request.answers);
      for (const [i, r] of quote.rooms.entries()) await insertRoom(tx, reservationId, r, request.rooms[i]!);
      if (payment) {
        await insertPayment(tx, reservationId, {
          provider: sandboxProvider.name, state: payment.state, amount: charge.amount, currency: charge.currency, hotelAmount: charge.hotelAmount,
          cardBrand: payment.card.brand, cardLast4: payment.card.last4, cardTokenHash: sha256(request.card!.token),
          challengeTokenHash: payment.challenge ? sha256(payment.challenge) : null,
          challengeDeadline: payment.challenge ? new Date(Date.now() + LIMITS.threeDSecureMs).toISOString() : null,
        });
      }
      if (points > 0) await recordPointsSpent(tx, memberId!, reservationId, points);
      if (coupon) await countCouponUse(tx, hotel.id, request.coupon_code!);
      const reservation = publicView(await loadReservation(tx, hotel.id, String(reservationId)));
      const threeDs = payment?.challenge ? `${config.publicApiUrl}/payments/sandbox/3ds/${payment.challenge}` : null;
      const answer: Created = { data: { reservation, bypass_token: bypassToken, three_d_secure_url: threeDs } };
      if (scope) await keepAnswer(tx, hotel.id, scope, 201, answer);
      // The mails leave with the booking; one waiting on 3-D Secure is confirmed once the challenge passes.
      if (!threeDs) await queueBookingMails(tx, hotel, reservation, manageLink(config.publicWidgetUrl, hotel, reservation, bypassToken), config.publicApiUrl);
      return { status: 201, answer };
    })
    .catch((err: unknown) => {
      if (isSoldOut(err)) throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', `${BOOKING_ERRORS.soldOut}: This room is no longer available for these dates.`, 'rooms');
      throw err;
    });
}

// ---------------------------------------------------------------------------------------------
// Changing a booking.

/** How long an update holds the reservation against a second one (document 2 §9: about 5 minutes). */
const UPDATE_HOLD_MINUTES = 5;

/** Rolls the change's transaction back while carrying the answer to give. */
class Answer extends Error {
  constructor(readonly outcome: Exclude<ChangeOutcome, { kind: 'changed' }>) {
    super(`answer ${outcome.kind}`);
  }
}

interface PlannedRoom extends Party {
  keep: Room | null;
  room_plan_code: string;
}

/** The rooms after an update: the body's `rooms`, or the active rooms with the body's `adults`. */
function plannedRooms(body: UpdateBody, active: readonly Room[]): PlannedRoom[] {
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

/** What a change answers: its price (a dry run), a price that moved (409, to confirm), or the changed reservation. */
export type ChangeOutcome = { kind: 'quote'; answer: UpdateQuoteAnswer } | { kind: 'refused'; status: number; body: unknown } | { kind: 'changed'; reservation: Reservation };

/**
 * New dates, guests, rooms and extras for a reservation, re-priced. A dry run answers the price
 * and changes nothing; otherwise the total the guest saw must match, and the rooms, extras,
 * points and card refunds move in one transaction. A second change while one runs is told to
 * come back (3013) rather than queued behind it.
 */
export async function changeBooking(req: FastifyRequest, hotel: Hotel, found: Found, body: UpdateBody, dryRun: boolean): Promise<ChangeOutcome> {
  const db = req.server.db;
  const rules = hotelRules(hotel);
  if (!dryRun && !(await holdForUpdate(db, found.id, UPDATE_HOLD_MINUTES))) {
    throw new ApiError(409, CATALOGUE.RESERVATION_BEING_UPDATED.code, 'Conflict', 'This reservation is being changed. Please try again in about 5 minutes.');
  }
  try {
    await db.transaction(async (tx) => {
      // One change at a time: a cancellation running now finishes first, and this one sees it.
      await lockReservation(tx, found.id);
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
      const choices: ExtraChoice[] = body.extras ?? current.extras.map(({ extra_id, quantity, delivery_date, answer }) => ({ extra_id, quantity, delivery_date, answer }));
      const [catalogue, data, currencyRates, extrasCatalogue] = await loadForStay(tx, hotel.id, body.checkin_date, body.checkout_date, current.is_day_use);
      const extras = priceExtras(extrasCatalogue, choices, stayNights(body.checkin_date, body.checkout_date, current.is_day_use), rules.taxes.consumption_tax_percent);
      const request: ReservationRequest = {
        checkin_date: body.checkin_date,
        checkout_date: body.checkout_date,
        is_day_use: current.is_day_use,
        rooms: planned.map((p) => ({ room_plan_code: p.room_plan_code, adults: p.adults, children: childrenOf(p), kids_age_range: p.kids_age_range })),
        guest: body.guest ?? current.guest,
        payment_type: current.payment_type,
        locale: current.locale,
        expected_total_price: body.expected_total_price ?? 0,
        spending_point_amount: 0,
        extras: choices,
        answers: [],
        terms_accepted: true,
      };
      const rankDiscountPercent = current.member_id !== null ? await memberRankDiscount(tx, current.member_id) : 0;
      const quote = quoteBooking(request, catalogue, data, { rules, signedIn: current.member_id !== null, rankDiscountPercent, coupon: null, promotion: null, locale: current.locale, currencyRates }, paymentOptionsOf(hotel), current.mcp_currency, extras);

      // Points already spent keep paying for the stay; what the stay no longer needs goes back.
      const holdings = await holdingsOf(tx, current.id);
      const settlement = settle({ gross: quote.price.total_price_before_point_discount, points: holdings.points, card: holdings.card });
      const price = applyPoints(quote.price, holdings.points - settlement.pointsBack);
      const difference = settlement.total - current.total_price;
      if (dryRun) {
        const answer: UpdateQuoteAnswer = {
          data: {
            price, total_price: settlement.total, difference, currency: current.currency, refund: settlement.cardBack,
            remain_amount: Math.max(0, settlement.total - holdings.card), points_back: settlement.pointsBack,
          },
        };
        throw new Answer({ kind: 'quote', answer });
      }
      if (settlement.total !== body.expected_total_price) {
        throw new Answer({ kind: 'refused', status: 409, body: { ...priceMoved(settlement.total, body.expected_total_price!), price, difference } });
      }

      await takeStay(tx, quote, { checkin: body.checkin_date, checkout: body.checkout_date, isDayUse: current.is_day_use });
      await takeExtras(tx, choices);
      await updateReservationStay(tx, current.id, {
        checkin: body.checkin_date, checkout: body.checkout_date, guest: request.guest, totalPrice: settlement.total, price, extras: keptExtras(choices, extras),
      });
      for (const [i, p] of planned.entries()) {
        const q = quote.rooms[i]!;
        if (p.keep) await updateReservationRoom(tx, p.keep.id, { adults: p.adults, children: childrenOf(p), kidsAgeRange: p.kids_age_range, totalPrice: q.price.totals.total, price: q.price });
        else await insertRoom(tx, current.id, q, p);
      }
      if (removed.length > 0) await cancelReservationRooms(tx, removed.map((r) => r.id));
      await giveBack(tx, current.id, holdings, settlement);
      const summary = (r: Pick<Reservation, 'checkin_date' | 'checkout_date' | 'total_price'>, rooms: { adults: number; room_plan_code: string }[]) => ({
        checkin_date: r.checkin_date, checkout_date: r.checkout_date, total_price: r.total_price, rooms: rooms.map((x) => ({ room_plan_code: x.room_plan_code, adults: x.adults })),
      });
      await recordUpdate(tx, current.id, summary(current, active), summary({ ...body, total_price: settlement.total }, planned), difference, settlement.cardBack);
      const changed = publicView(await loadReservation(tx, hotel.id, String(current.id)));
      await queueChangeMails(tx, hotel, changed, publicView(current), difference, settlement.cardBack, req.server.config.publicApiUrl);
    });
  } catch (err) {
    if (err instanceof Answer) return err.outcome;
    if (isSoldOut(err)) throw new ApiError(409, CATALOGUE.INVALID.code, 'Conflict', 'The room is not available for the new dates.', 'checkin_date');
    throw err;
  } finally {
    if (!dryRun) await releaseUpdateHold(db, found.id);
  }
  const after = publicView(await loadReservation(db, hotel.id, String(found.id)));
  return { kind: 'changed', reservation: after };
}
