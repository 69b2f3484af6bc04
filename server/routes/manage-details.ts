// What a guest may still change or fetch after booking (document 2 §7.4): who stays (…/guests),
// answers to the additional questions (…/additional_questions, …/batch_update) and the receipt
// (…/receipt, as a page to print or a PDF). Access as for the other manage calls.
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract';
import { batchUpdateReservationQuestions, getReceipt, getReservationQuestions, updateReservationGuests } from '../../contract/endpoints/reservations';
import { fail } from '../errors';
import { receiptHtml } from '../receipt/receipt';
import { PDF_LOCALES, receiptPdf } from '../receipt/pdf';
import { requireClientSession, requireHotel } from '../http/guards';
import { route } from '../http/route';
import { requireActor, requireReservation } from '../services/reservation-access';
import { receiptFor, receiptState, reservationQuestions, saveAnswers, updateGuests } from '../services/reservation-details';

export async function manageDetailRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  /** The booking guest's details and who stays in each room; nothing is re-priced. */
  route(app, updateReservationGuests, async ({ params, query, body }, req) => {
    const hotel = await requireHotel(req);
    if (!body.guest && !body.rooms) throw fail.badRequest('give guest or rooms', 'guest');
    const found = await requireReservation(req, hotel, params.rid, query);
    await requireActor(req, hotel, found);
    return { data: await updateGuests(req, hotel, found, body) };
  });

  /** The questions asked of this reservation and its answers, rooms named by reservation room id too. */
  route(app, getReservationQuestions, async ({ params, query }, req) => {
    const hotel = await requireHotel(req);
    const found = await requireReservation(req, hotel, params.rid, query);
    return { data: await reservationQuestions(app.db, hotel, found) };
  });

  /** Answers given or changed after booking; answers not named stay as they were. */
  route(app, batchUpdateReservationQuestions, async ({ params, query, body }, req) => {
    const hotel = await requireHotel(req);
    const found = await requireReservation(req, hotel, params.rid, query);
    await requireActor(req, hotel, found);
    return { data: await saveAnswers(app.db, hotel, found, body, app.config.publicApiUrl) };
  });

  /**
   * The receipt. What counts as an issue is a receipt the guest takes away: every PDF, and the
   * page asked for with issue=true (the page opened to be printed). Without issue=true the page
   * is a preview of the next issue, marked as a preview, and counts nothing; format=json answers
   * the receipt's state (the title kept, issues so far) and counts nothing either. The first
   * issue is the original; each later one says it is a reissue, with its number. receipt_title,
   * given with an issue, becomes the name the receipt is made out to from then on.
   */
  route(app, getReceipt, async ({ params, query: q }, req, reply) => {
    const hotel = await requireHotel(req);
    if (q.issue !== undefined && q.format !== 'html') throw fail.badRequest('issue is given with format=html only (a PDF is always an issue)', 'issue');
    const found = await requireReservation(req, hotel, params.rid, q);
    let locale: Language = q.locale ?? found.locale;
    if (q.format === 'pdf' && !(PDF_LOCALES as readonly string[]).includes(locale)) locale = 'en';
    reply.header('cache-control', 'no-store');

    if (q.format === 'json') return { data: await receiptState(app.db, hotel, found, locale) };

    const receipt = await receiptFor(app.db, hotel, found, locale, { issuing: q.format === 'pdf' || q.issue === 'true', title: q.receipt_title });
    if (!receipt) throw fail.badRequest('receipt_not_available', 'rid');
    if (q.format === 'pdf') {
      const pdf = await receiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${found.reservation_number}-${receipt.issue}.pdf"`)
        .send(pdf);
    }
    return reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").type('text/html; charset=utf-8').send(receiptHtml(receipt));
  });
}
