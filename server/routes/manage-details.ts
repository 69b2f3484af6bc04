// What a guest may still change or fetch after booking (document 2 §7.4): who stays (…/guests),
// answers to the additional questions (…/additional_questions, …/batch_update) and the receipt
// (…/receipt, as a page to print or a PDF). Access as for the other manage calls.
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import {
  BatchUpdateRequestSchema,
  GuestsRequestSchema,
  ReceiptQuerySchema,
  type ReceiptStateAnswerSchema,
  type Language,
  type QuestionAnswer,
  type ReservationAnswerSchema,
  type ReservationQuestionAnswer,
  type ReservationQuestionsAnswerSchema,
} from '../../contract';
import { fail, parseInput } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import type { Queryable } from '../db/db';
import { loadQuestions } from '../db/search-repo';
import { checkAnswers, isFileQuestion, visibleQuestions } from '../domain/questions';
import { hotelMoment } from '../domain/cancellation';
import { buildReceipt, guestReceiptName, receiptHtml } from '../receipt/receipt';
import { PDF_LOCALES, receiptPdf } from '../receipt/pdf';
import { askerLabels, checkGuestNames, hotelPlanCodes, loadReservation, publicView } from '../services/reservations';
import { requireClientSession, requireHotel } from '../http/guards';
import { AccessQuerySchema, requireActor, requireChangeable, requireReservation, updateState, type Found } from './manage-access';

/** Details may change until the stay is over; a cancelled reservation has none to change. */
function requireOpen(hotel: Hotel, found: Found): void {
  if (found.status === 'cancelled') throw fail.badRequest('cancelled', 'rid');
  if (hotelMoment(hotel.time_zone).date >= found.checkout_date) throw fail.badRequest('stay_is_over', 'rid');
}

/** The questions this reservation is asked: by who booked it, its plans and its check-in. */
async function questionsFor(db: Queryable, hotel: Hotel, found: Found) {
  const [labels, planCodes, questions] = await Promise.all([
    askerLabels(db, found.member_id),
    hotelPlanCodes(db, hotel.id, found.rooms.map((r) => r.room_plan_code)),
    loadQuestions(db, hotel.id),
  ]);
  return visibleQuestions(questions, { labels, planCodes, checkin: found.checkin_date });
}

/** The receipt kept for a reservation: the title it is made out to and the issues so far. */
async function keptReceipt(db: Queryable, reservationId: number) {
  const [row] = await db.query<{ receipt_title: string; issue_count: number; last_issued_at: string | null }>(
    `select receipt_title, issue_count, to_char(last_issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_issued_at
       from reservation_receipts where reservation_id = $1`,
    [reservationId],
  );
  return row;
}

/** What a receipt of this reservation says, but for its issue number and title: what was paid, for what. */
async function receiptBase(db: Queryable, hotel: Hotel, found: Found, locale: Language) {
  const [paid] = await db.query<{ card: number }>(
    `select coalesce(sum(amount - refunded_amount), 0)::int as card from payment_transactions where reservation_id = $1 and state = 'captured'`,
    [found.id],
  );
  const [pts] = await db.query<{ n: number }>(
    `select (coalesce(sum(amount) filter (where kind = 'spent'), 0) - coalesce(sum(amount) filter (where kind = 'refunded'), 0))::int as n from point_transactions where reservation_id = $1`,
    [found.id],
  );
  const [fees] = await db.query<{ n: number }>('select coalesce(sum(fee), 0)::int as n from reservation_cancellations where reservation_id = $1', [found.id]);
  const names = await db.query<{ id: number; type_name: Record<string, string>; plan_name: Record<string, string> }>(
    `select rr.id, t.name as type_name, p.name as plan_name from reservation_rooms rr join room_types t on t.id = rr.room_type_id
       join room_plans rp on rp.id = rr.room_plan_id join plans p on p.id = rp.plan_id where rr.reservation_id = $1`,
    [found.id],
  );
  return {
    locale, reservationNumber: found.reservation_number, status: found.status, checkin: found.checkin_date, checkout: found.checkout_date,
    isDayUse: found.is_day_use, currency: found.currency, mcpCurrency: found.mcp_currency, totalPrice: found.total_price, price: found.price,
    rooms: found.rooms.map((r) => {
      const n = names.find((x) => x.id === r.id);
      const type = n?.type_name[locale] ?? n?.type_name.en ?? r.room_type_name;
      const plan = n?.plan_name[locale] ?? n?.plan_name.en ?? r.room_plan_name;
      return { name: `${type} / ${plan}`, adults: r.adults, children: r.children, amount: r.total_price, active: r.status === 'active' };
    }),
    extrasTotal: found.extras.reduce((n, e) => n + e.price, 0), cancellationFees: fees?.n ?? 0, cardPaid: paid?.card ?? 0, pointsUsed: Math.max(0, pts?.n ?? 0),
    hotelName: hotel.settings.hotel.translations[locale]?.name ?? hotel.settings.hotel.translations.en?.name ?? hotel.name,
    address: hotel.settings.hotel.address, today: hotelMoment(hotel.time_zone).date,
  };
}

export async function manageDetailRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  /** The booking guest's details and who stays in each room; nothing is re-priced. */
  app.put('/hotels/:hotel/reservations/:rid/guests', async (req): Promise<z.infer<typeof ReservationAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(AccessQuerySchema, req.query, 'query');
    const body = parseInput(GuestsRequestSchema, req.body, 'body');
    if (!body.guest && !body.rooms) throw fail.badRequest('give guest or rooms', 'guest');
    const found = await requireReservation(req, hotel, q);
    await requireActor(req, hotel, found);
    if (body.guest) checkGuestNames({ guest: body.guest, locale: found.locale }, hotel);
    for (const [i, r] of (body.rooms ?? []).entries()) {
      if (r.guest) checkGuestNames({ guest: { ...found.guest, ...r.guest }, locale: found.locale }, hotel);
      if (!found.rooms.some((x) => x.id === r.id && x.status === 'active')) throw fail.badRequest(`rooms.${i}.id is not an active room of this reservation`, `rooms.${i}.id`);
    }
    await app.db.transaction(async (tx) => {
      await tx.query('select id from reservations where id = $1 for update', [found.id]);
      const current = (await loadReservation(tx, hotel.id, String(found.id)))!;
      requireOpen(hotel, current);
      // Names may be put right up to the stay, but not over the hotel's own changes or a payment.
      requireChangeable(await updateState(tx, hotel, current), ['deadline_passed']);
      if (body.guest) await tx.query('update reservations set guest = $2::jsonb, updated_at = now() where id = $1', [current.id, JSON.stringify(body.guest)]);
      for (const r of body.rooms ?? []) {
        await tx.query('update reservation_rooms set guest = $3::jsonb where id = $2 and reservation_id = $1', [current.id, r.id, r.guest ? JSON.stringify(r.guest) : null]);
      }
    });
    return { data: publicView(await loadReservation(app.db, hotel.id, String(found.id))) };
  });

  /** The questions asked of this reservation and its answers, rooms named by reservation room id too. */
  app.get('/hotels/:hotel/reservations/:rid/additional_questions', async (req): Promise<z.infer<typeof ReservationQuestionsAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(AccessQuerySchema, req.query, 'query');
    const found = await requireReservation(req, hotel, q);
    const answers = found.answers.map((a) => ({ ...a, rooms: a.rooms.map((r) => ({ ...r, reservation_hotel_room_id: found.rooms[r.room_index]?.id })) }));
    return { data: { questions: await questionsFor(app.db, hotel, found), answers } };
  });

  /** Answers given or changed after booking; answers not named stay as they were. */
  app.put('/hotels/:hotel/reservations/:rid/additional_questions/batch_update', async (req): Promise<z.infer<typeof ReservationQuestionsAnswerSchema>> => {
    const hotel = await requireHotel(req);
    const q = parseInput(AccessQuerySchema, req.query, 'query');
    const body = parseInput(BatchUpdateRequestSchema, req.body, 'body');
    const found = await requireReservation(req, hotel, q);
    await requireActor(req, hotel, found);
    const saved = await app.db.transaction(async (tx) => {
      await tx.query('select id from reservations where id = $1 for update', [found.id]);
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
      await tx.query('update reservations set answers = $2::jsonb, updated_at = now() where id = $1', [current.id, JSON.stringify(merged)]);
      return { rooms: current.rooms, answers: merged, asked };
    });
    const answers = saved.answers.map((a) => ({ ...a, rooms: a.rooms.map((r) => ({ ...r, reservation_hotel_room_id: saved.rooms[r.room_index]?.id })) }));
    return { data: { questions: saved.asked, answers } };
  });

  /**
   * The receipt. What counts as an issue is a receipt the guest takes away: every PDF, and the
   * page asked for with issue=true (the page opened to be printed). Without issue=true the page
   * is a preview of the next issue, marked as a preview, and counts nothing; format=json answers
   * the receipt's state (the title kept, issues so far) and counts nothing either. The first
   * issue is the original; each later one says it is a reissue, with its number. receipt_title,
   * given with an issue, becomes the name the receipt is made out to from then on.
   */
  app.get('/hotels/:hotel/reservations/:rid/receipt', async (req, reply) => {
    const hotel = await requireHotel(req);
    const q = parseInput(AccessQuerySchema, req.query, 'query');
    const rq = parseInput(ReceiptQuerySchema, req.query, 'query');
    if (rq.issue !== undefined && rq.format !== 'html') throw fail.badRequest('issue is given with format=html only (a PDF is always an issue)', 'issue');
    const found = await requireReservation(req, hotel, q);
    let locale: Language = rq.locale ?? found.locale;
    if (rq.format === 'pdf' && !(PDF_LOCALES as readonly string[]).includes(locale)) locale = 'en';
    const defaultTitle = found.guest.receipt_name || guestReceiptName(found.guest, found.locale);
    reply.header('cache-control', 'no-store');

    if (rq.format === 'json') {
      const base = await receiptBase(app.db, hotel, found, locale);
      const kept = await keptReceipt(app.db, found.id);
      const state: z.infer<typeof ReceiptStateAnswerSchema> = {
        data: {
          available: buildReceipt({ ...base, issue: 1, title: '-', preview: false }) !== null,
          receipt_title: kept?.receipt_title ?? defaultTitle,
          issue_count: kept?.issue_count ?? 0,
          last_issued_at: kept?.last_issued_at ?? null,
        },
      };
      return state;
    }

    const issuing = rq.format === 'pdf' || rq.issue === 'true';
    const facts = await app.db.transaction(async (tx) => {
      const base = await receiptBase(tx, hotel, found, locale);
      // Nothing paid yet: no receipt, and no issue counted.
      if (!buildReceipt({ ...base, issue: 1, title: '-', preview: false })) return null;
      if (!issuing) {
        const kept = await keptReceipt(tx, found.id);
        return { ...base, issue: (kept?.issue_count ?? 0) + 1, title: rq.receipt_title ?? kept?.receipt_title ?? defaultTitle, preview: true };
      }
      const [issued] = await tx.query<{ issue_count: number; receipt_title: string }>(
        `insert into reservation_receipts (reservation_id, receipt_title, issue_count, last_issued_at) values ($1, $2, 1, now())
         on conflict (reservation_id) do update set issue_count = reservation_receipts.issue_count + 1, last_issued_at = now(),
                                                    receipt_title = coalesce($3, reservation_receipts.receipt_title)
         returning issue_count, receipt_title`,
        [found.id, rq.receipt_title ?? defaultTitle, rq.receipt_title ?? null],
      );
      return { ...base, issue: issued!.issue_count, title: issued!.receipt_title, preview: false };
    });
    if (!facts) throw fail.badRequest('receipt_not_available', 'rid');
    const receipt = buildReceipt(facts)!;
    if (rq.format === 'pdf') {
      const pdf = await receiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${found.reservation_number}-${receipt.issue}.pdf"`)
        .send(pdf);
    }
    return reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").type('text/html; charset=utf-8').send(receiptHtml(receipt));
  });
}
