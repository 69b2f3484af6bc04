// What a guest may still change or fetch after booking (document 2 §7.4): who stays (…/guests),
// answers to the additional questions (…/additional_questions, …/batch_update) and the receipt.
// None of these re-prices the stay.
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { BatchUpdateRequest, GuestsRequest, Language, QuestionAnswer, ReceiptStateAnswerSchema, ReservationQuestionAnswer, Reservation } from '../../contract';
import { fail } from '../errors';
import type { Db, Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { loadQuestions } from '../db/search-repo';
import { cancellationFeesOf, issueReceipt, keptReceipt, lockReservation, roomNamesOf, setReservationAnswers, setReservationGuest, setRoomGuest } from '../db/reservations-repo';
import { cardChargedFor, cardPaidFor, pointsUsedBy } from '../db/reservation-ledger-repo';
import { checkAnswers, isFileQuestion, visibleQuestions } from '../domain/questions';
import { hotelMoment } from '../domain/cancellation';
import { buildReceipt, guestReceiptName, type Receipt } from '../receipt/receipt';
import { askerLabels, checkGuestNames, hotelPlanCodes, loadReservation, publicView } from './reservations';
import { requireChangeable, updateState, type Found } from './reservation-access';
import { queueDetailsChangedMail } from './reservation-mails';
import { localised } from '../../contract/rules/localised';
import { hotelAddressIn, hotelNameIn } from '../../contract/rules/hotel-text';

/** Details may change until the stay is over; a cancelled reservation has none to change. */
function requireOpen(hotel: Hotel, found: Found): void {
  if (found.status === 'cancelled') throw fail.badRequest('cancelled', 'rid');
  if (hotelMoment(hotel.time_zone).date >= found.checkout_date) throw fail.badRequest('stay_is_over', 'rid');
}

// ---------------------------------------------------------------------------------------------
// Who stays.

/** The booking guest's details and who stays in each room, checked as a booking checks them. */
export async function updateGuests(req: FastifyRequest, hotel: Hotel, found: Found, body: GuestsRequest): Promise<Reservation> {
  const db = req.server.db;
  if (body.guest) checkGuestNames({ guest: body.guest, locale: found.locale }, hotel);
  for (const [i, r] of (body.rooms ?? []).entries()) {
    if (r.guest) checkGuestNames({ guest: { ...found.guest, ...r.guest }, locale: found.locale }, hotel);
    if (!found.rooms.some((x) => x.id === r.id && x.status === 'active')) throw fail.badRequest(`rooms.${i}.id is not an active room of this reservation`, `rooms.${i}.id`);
  }
  await db.transaction(async (tx) => {
    await lockReservation(tx, found.id);
    const current = (await loadReservation(tx, hotel.id, String(found.id)))!;
    requireOpen(hotel, current);
    // Names may be put right up to the stay, but not over the hotel's own changes or a payment.
    requireChangeable(await updateState(tx, hotel, current), ['deadline_passed']);
    if (body.guest) await setReservationGuest(tx, current.id, body.guest);
    for (const r of body.rooms ?? []) await setRoomGuest(tx, current.id, r.id, r.guest);
    await queueDetailsChangedMail(tx, hotel, publicView(await loadReservation(tx, hotel.id, String(current.id))), req.server.config.publicApiUrl);
  });
  return publicView(await loadReservation(db, hotel.id, String(found.id)));
}

// ---------------------------------------------------------------------------------------------
// Answers to the additional questions.

/** The questions this reservation is asked: by who booked it, its plans and its check-in. */
async function questionsFor(db: Queryable, hotel: Hotel, found: Found) {
  const [labels, planCodes, questions] = await Promise.all([
    askerLabels(db, found.member_id),
    hotelPlanCodes(db, hotel.id, found.rooms.map((r) => r.room_plan_code)),
    loadQuestions(db, hotel.id),
  ]);
  return visibleQuestions(questions, { labels, planCodes, checkin: found.checkin_date });
}

/** Answers with their rooms also named by reservation room id. */
function withRoomIds(answers: readonly ReservationQuestionAnswer[], rooms: Found['rooms']) {
  return answers.map((a) => ({ ...a, rooms: a.rooms.map((r) => ({ ...r, reservation_hotel_room_id: rooms[r.room_index]?.id })) }));
}

/** The questions asked of this reservation and its answers. */
export async function reservationQuestions(db: Queryable, hotel: Hotel, found: Found) {
  return { questions: await questionsFor(db, hotel, found), answers: withRoomIds(found.answers, found.rooms) };
}

/** Answers given or changed after booking; answers not named stay as they were. */
export async function saveAnswers(db: Db, hotel: Hotel, found: Found, body: BatchUpdateRequest, apiUrl: string) {
  const saved = await db.transaction(async (tx) => {
    await lockReservation(tx, found.id);
    const current = (await loadReservation(tx, hotel.id, String(found.id)))!;
    requireOpen(hotel, current);
    const asked = await questionsFor(tx, hotel, current);
    const given: QuestionAnswer[] = body.answers.map((a, i) => {
      const question = asked.find((x) => x.id === a.question_id);
      if (!question) throw fail.badRequest(`question ${a.question_id} is not asked for this reservation`, `answers.${i}.question_id`);
      if (isFileQuestion(question)) throw fail.badRequest('files are attached with the booking', `answers.${i}.question_id`);
      return {
        question_id: a.question_id,
        text: a.text,
        rooms: a.rooms.map(({ reservation_hotel_room_id: id, ...rest }, j) => {
          const index = current.rooms.findIndex((r) => r.id === id && r.status === 'active');
          if (index < 0) throw fail.badRequest(`room ${id} is not an active room of this reservation`, `answers.${i}.rooms.${j}.reservation_hotel_room_id`);
          return { room_index: index, ...rest };
        }),
      };
    });
    if (new Set(given.map((a) => a.question_id)).size !== given.length) throw fail.badRequest('a question is answered twice', 'answers');
    // Those given first, so a fault is named by the place the request gave it.
    const merged: ReservationQuestionAnswer[] = [...given, ...current.answers.filter((a) => !given.some((g) => g.question_id === a.question_id))];
    // Only what is still asked is checked; an answer to a question since withdrawn is kept as it was.
    checkAnswers(asked, merged.filter((a) => asked.some((x) => x.id === a.question_id)), current.rooms.map((r) => r.adults));
    await setReservationAnswers(tx, current.id, merged);
    await queueDetailsChangedMail(tx, hotel, publicView(await loadReservation(tx, hotel.id, String(current.id))), apiUrl);
    return { rooms: current.rooms, answers: merged, asked };
  });
  return { questions: saved.asked, answers: withRoomIds(saved.answers, saved.rooms) };
}

// ---------------------------------------------------------------------------------------------
// The receipt.

/** What a receipt of this reservation says, but for its issue number and title: what was paid, for what. */
async function receiptBase(db: Queryable, hotel: Hotel, found: Found, locale: Language) {
  const [cardPaid, pointsUsed, fees, names] = [await cardPaidFor(db, found.id), await pointsUsedBy(db, found.id), await cancellationFeesOf(db, found.id), await roomNamesOf(db, found.id)];
  // What the cards hold, in the currency they were charged in (a booking's cards pay one currency).
  const held = (await cardChargedFor(db, found.id)).find((c) => c.amount > 0);
  const charged = held
    ? { amount: held.amount, currency: held.currency as Found['currency'], hotelAmount: held.hotel_amount, rate: held.currency === found.currency ? null : (found.charged?.rate ?? null) }
    : null;
  return {
    locale, reservationNumber: found.reservation_number, status: found.status, checkin: found.checkin_date, checkout: found.checkout_date,
    isDayUse: found.is_day_use, currency: found.currency, mcpCurrency: found.mcp_currency, totalPrice: found.total_price, price: found.price,
    rooms: found.rooms.map((r) => {
      const n = names.find((x) => x.id === r.id);
      const type = localised(n?.type_name, locale, r.room_type_name);
      const plan = localised(n?.plan_name, locale, r.room_plan_name);
      return { name: `${type} / ${plan}`, adults: r.adults, children: r.children, amount: r.total_price, active: r.status === 'active' };
    }),
    extrasTotal: found.extras.reduce((n, e) => n + e.price, 0), cancellationFees: fees, cardPaid, charged, pointsUsed: Math.max(0, pointsUsed),
    hotelName: hotelNameIn(hotel.settings.hotel, locale),
    address: hotelAddressIn(hotel.settings.hotel, locale), today: hotelMoment(hotel.time_zone).date,
    contact: { phone: hotel.settings.hotel.phone, email: hotel.settings.hotel.email },
    invoiceRegistrationNumber: hotel.settings.hotel.invoice_registration_number,
  };
}

/** The name a first receipt is made out to: the one the guest gave, or their name. */
function defaultTitle(found: Found): string {
  return found.guest.receipt_name || guestReceiptName(found.guest, found.locale);
}

/** The receipt's state: whether one can be issued, the title kept and the issues so far. Reading it issues nothing. */
export async function receiptState(db: Queryable, hotel: Hotel, found: Found, locale: Language): Promise<z.infer<typeof ReceiptStateAnswerSchema>['data']> {
  const base = await receiptBase(db, hotel, found, locale);
  const kept = await keptReceipt(db, found.id);
  return {
    available: buildReceipt({ ...base, issue: 1, title: '-', preview: false }) !== null,
    receipt_title: kept?.receipt_title ?? defaultTitle(found),
    issue_count: kept?.issue_count ?? 0,
    last_issued_at: kept?.last_issued_at ?? null,
  };
}

/**
 * The receipt to show: an issue (counted, and a title given becomes the one kept) or a preview of
 * the next issue (counted nothing). Null while nothing has been paid: no receipt, no issue counted.
 */
export async function receiptFor(db: Db, hotel: Hotel, found: Found, locale: Language, options: { issuing: boolean; title: string | undefined }): Promise<Receipt | null> {
  const facts = await db.transaction(async (tx) => {
    const base = await receiptBase(tx, hotel, found, locale);
    if (!buildReceipt({ ...base, issue: 1, title: '-', preview: false })) return null;
    if (!options.issuing) {
      const kept = await keptReceipt(tx, found.id);
      return { ...base, issue: (kept?.issue_count ?? 0) + 1, title: options.title ?? kept?.receipt_title ?? defaultTitle(found), preview: true };
    }
    const issued = await issueReceipt(tx, found.id, options.title ?? defaultTitle(found), options.title ?? null);
    return { ...base, issue: issued.issue_count, title: issued.receipt_title, preview: false };
  });
  return facts ? buildReceipt(facts) : null;
}
