// The sandbox provider's own pages and calls, on the API's origin: the card form the widget
// frames (so the widget never sees a card number), card tokens, and the 3-D Secure challenge.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { CATALOGUE, CURRENCIES, type CurrencyCode } from '../../contract';
import { fail, parseInput } from '../errors';
import { detectBrand, luhnValid } from '../domain/cards';
import { randomToken, sha256 } from '../auth/crypto';
import { SANDBOX_CARDS, sandboxProvider, vaultCard } from '../payments/sandbox';
import { CHALLENGE_TIMED_OUT, expirePendingChallenges } from '../payments/challenges';
import { CARD_FORM_JS, cardFormPage, challengePage, expiredPage, tokenError } from '../payments/pages';
import { findHotel } from '../db/hotels-repo';
import { addReservationToken } from '../db/reservations-repo';
import { findChallenge } from '../db/reservation-ledger-repo';
import { refundLateAuthorization, settlePayment } from '../services/sandbox-challenges';
import { loadReservation } from '../services/reservations';

/** An origin as frame-ancestors takes it: scheme, host and port, nothing else. */
const ORIGIN_RE = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;
/**
 * The pages around the widget when it is framed itself (a chatbot, a hotel's page): origins, space
 * separated. Only well-formed origins are kept (five at most); anything else is dropped, never
 * written into the header.
 */
const Ancestors = z.optional(
  z.pipe(
    z.string().check(z.maxLength(1100)),
    z.transform((v) => v.split(' ').filter((o) => ORIGIN_RE.test(o)).slice(0, 5).join(' ')),
  ),
);
const AncestorsQuerySchema = z.object({ ancestors: Ancestors });
const FormQuerySchema = z.object({
  origin: z.string().check(z.maxLength(200)),
  locale: z._default(z.string().check(z.maxLength(10)), 'en'),
  ancestors: Ancestors,
});
const TokenRequestSchema = z.object({
  holder: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(60)),
  number: z.string().check(z.regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
  exp_month: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
  exp_year: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
});

/** An amount as the guest reads it in their language: "¥25,060", "US$164.67". */
function money(minor: number, currency: CurrencyCode, locale: string): string {
  const d = CURRENCIES[currency].decimalDigits;
  const lang = locale.replace('_', '-').replace(/^zh-Hans$/, 'zh-CN').replace(/^zh-Hant$/, 'zh-TW');
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: d, maximumFractionDigits: d });
  } catch {
    format = new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: d, maximumFractionDigits: d });
  }
  return format.format(minor / 10 ** d);
}

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  // The challenge page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/payments/sandbox/card-form', async (req, reply) => {
    const q = parseInput(FormQuerySchema, req.query, 'query');
    // The form is framed by the widget (and by the pages the widget itself sits in, which every
    // frame-ancestors check covers), and hands its token to the widget only.
    if (!app.config.widgetOrigins.includes(q.origin)) throw fail.badRequest('origin is not a widget origin', 'origin');
    const ancestors = [...new Set([q.origin, ...(q.ancestors ? q.ancestors.split(' ') : [])])].join(' ');
    reply
      .header('content-security-policy', `default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors ${ancestors}`)
      .type('text/html; charset=utf-8');
    return cardFormPage(q.locale, Object.entries(SANDBOX_CARDS).map(([n, c]) => [n, c.label]));
  });

  app.get('/payments/sandbox/card-form.js', async (_req, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return CARD_FORM_JS;
  });

  /** Vaults a card and answers a one-time token (the number never leaves the provider). */
  app.post('/payments/sandbox/tokens', async (req, reply) => {
    const { locale = 'en' } = (req.query ?? {}) as { locale?: string };
    const body = parseInput(TokenRequestSchema, req.body, 'body');
    const say = (k: Parameters<typeof tokenError>[1]) => tokenError(locale, k);
    const brand = detectBrand(body.number);
    if (!luhnValid(body.number) || !brand) throw fail.badRequest(say('number'), 'number');
    if (!SANDBOX_CARDS[body.number]) throw fail.badRequest(say('test'), 'number');
    // American Express cards carry a 4-digit security code, every other brand 3.
    if (body.cvc.length !== (brand === 'amex' ? 4 : 3)) throw fail.badRequest(say(brand === 'amex' ? 'cvc_amex' : 'cvc_other'), 'cvc');
    const now = new Date();
    if (body.exp_year < now.getUTCFullYear() || (body.exp_year === now.getUTCFullYear() && body.exp_month < now.getUTCMonth() + 1)) throw fail.badRequest(say('expiry_past'), 'exp_month');
    const { token, last4 } = await vaultCard(app.db, { number: body.number, brand, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc, holder: body.holder });
    reply.status(201);
    return { data: { token, brand, last4 } };
  });

  async function pendingChallenge(token: string) {
    await expirePendingChallenges(app.db);
    return findChallenge(app.db, sha256(token));
  }

  const ChallengeParams = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a challenge')) });

  app.get('/payments/sandbox/3ds/:token', async (req, reply) => {
    const { token } = parseInput(ChallengeParams, req.params, 'params');
    const { ancestors } = parseInput(AncestorsQuerySchema, req.query, 'query');
    const row = await pendingChallenge(token);
    // The form posts here, and the answer redirects to the widget: both must be allowed targets.
    // A widget that is framed itself (a chatbot) shows the challenge in its frame: the pages it
    // named around it may frame the challenge.
    const framers = [...new Set([...app.config.widgetOrigins, ...(ancestors ? ancestors.split(' ') : [])])].join(' ');
    reply
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${app.config.widgetOrigins.join(' ')}; frame-ancestors ${framers}`)
      .type('text/html; charset=utf-8');
    if (!row || row.state !== 'pre_3d_secure') return expiredPage(row?.locale ?? 'en');
    return challengePage(row.locale, money(row.amount, row.currency, row.locale), `/payments/sandbox/3ds/${token}`);
  });

  app.post('/payments/sandbox/3ds/:token', async (req, reply) => {
    const { token } = parseInput(ChallengeParams, req.params, 'params');
    const { result } = parseInput(z.object({ result: z.enum(['complete', 'cancel']) }), req.body, 'body');
    const row = await pendingChallenge(token);
    const widget = app.config.publicWidgetUrl;
    const failPage = (r: NonNullable<typeof row>, code: number) =>
      `${widget}/reservation/fail?${new URLSearchParams({ code: r.hotel_code, checkin: r.checkin, checkout: r.checkout, adults: String(r.adults), error_code: String(code) })}`;
    if (row && row.state === 'cancelled' && row.failure_code === CHALLENGE_TIMED_OUT && result === 'complete') {
      // The guest passed the challenge after the booking had timed out and its rooms had gone
      // back on sale: the issuer's late authorization is refunded at once (1105).
      const passedLate = sandboxProvider.challengePasses({ number: row.card_number ?? '', brand: '', last4: '', expMonth: 1, expYear: 2100, cvc: '' });
      if (passedLate) {
        const refunded = await refundLateAuthorization(app.db, row.id);
        if (refunded) {
          app.log.warn({ reservation: row.reservation_number }, '3-D Secure completed after the booking timed out; refunded');
          return reply.redirect(failPage(row, CATALOGUE.ROOM_UNAVAILABLE_DURING_PAYMENT.code), 303);
        }
      }
    }
    if (!row || row.state !== 'pre_3d_secure') {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").type('text/html; charset=utf-8');
      return expiredPage(row?.locale ?? 'en');
    }
    const held = { number: row.card_number ?? '', brand: '', last4: '', expMonth: 1, expYear: 2100, cvc: '' };
    const passes = result === 'complete' && sandboxProvider.challengePasses(held);
    const failureCode = result === 'cancel' ? 3008 : sandboxProvider.challengeFailureCode(held);
    // Passing confirms the booking, and its mails are written with the payment's capture.
    const confirmedAt = passes ? await findHotel(app.db, row.hotel_code) : undefined;
    const confirm = confirmedAt && { hotel: confirmedAt, reservationNumber: row.reservation_number, guestLink: `${widget}/search?${new URLSearchParams({ code: confirmedAt.code })}`, apiUrl: app.config.publicApiUrl };
    const settled = await settlePayment(app.db, row.id, passes ? 'captured' : result === 'cancel' ? 'cancelled' : 'failed', passes ? null : failureCode, confirm);
    // The way back to the booking: an access token of its own (the rights of the bypass token the
    // booking was answered with), in the fragment (never sent to a server, taken out of the
    // address by the page). A widget whose storage was blocked (a frame
    // on another site) has nothing else to show the booking with after this full load.
    let access = '';
    if (settled && passes) {
      const hotel = await findHotel(app.db, row.hotel_code);
      const reservation = hotel && (await loadReservation(app.db, hotel.id, row.reservation_number));
      if (hotel && reservation) {
        const token = randomToken();
        await addReservationToken(app.db, reservation.id, sha256(token));
        access = `#${new URLSearchParams({ bypass_token: token })}`;
      }
    }
    const target = passes
      ? `${widget}/reservation/confirmation/${row.reservation_number}?${new URLSearchParams({ code: row.hotel_code })}${access}`
      : failPage(row, failureCode);
    return reply.redirect(target, 303);
  });
}
