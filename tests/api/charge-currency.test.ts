// What a card is charged, and what the receipt says of it: a USD booking by card at a hotel that
// charges other currencies pays the mcp_ amounts in USD; at a hotel that does not, or with a brand
// its gateway does not charge in USD, it pays the hotel's own currency. The reservation's charged
// figures, the payment transaction and the receipt PDF's text always agree.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, type ReservationRequestInput } from '../../contract';
import { formatAmount } from '../../contract/rules/charge';
import { addDays, todayIn } from '../../contract/dates';
import type { Db } from '../../server/db/db';
import { requiredAnswers, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const checkin = addDays(todayIn('Asia/Tokyo'), 40);
const checkout = addDays(checkin, 2);
const EMAIL = 'usd@example.com';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

async function cardToken(number: string, cvc = '123'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/payments/sandbox/tokens', payload: { holder: 'JOHN SMITH', number, exp_month: 12, exp_year: 2030, cvc } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { token: string } }).data.token;
}

/** The first plan found for two adults, priced in USD. */
async function offer(hotel: string, plan?: string) {
  const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
  const res = await app.inject({
    url: `/hotels/${hotel}/rooms?rooms=${rooms}&is_including_occupied=true&currency=USD&mcp_currency=USD${plan ? `&room_plan_codes=${plan}` : ''}`,
    headers: { 'x-client-session': cs },
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = RoomSearchAnswerSchema.parse(res.json()).data.rooms.flatMap((r) => r.room_plan);
  const p = found.find((x) => !plan || x.room_plan_code === plan)!;
  return { code: p.room_plan_code, total: p.price.total_price };
}

async function bookUsd(hotel: string, card: { number: string; brand: 'visa' | 'amex'; cvc?: string }, plan?: string) {
  const o = await offer(hotel, plan);
  const body: ReservationRequestInput = {
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: [{ room_plan_code: o.code, adults: 2 }],
    guest: { first_name: 'John', last_name: 'Smith', email: EMAIL, phone: '+12025550123' },
    payment_type: 'credit_card',
    locale: 'en',
    mcp_currency: 'USD',
    expected_total_price: o.total,
    card: { token: await cardToken(card.number, card.cvc), brand: card.brand },
    answers: await requiredAnswers(app, cs, hotel, checkin),
    terms_accepted: true,
  };
  const res = await app.inject({ method: 'POST', url: `/hotels/${hotel}/reservations`, headers: { 'x-client-session': cs }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return ReservationCreatedAnswerSchema.parse(res.json()).data;
}

async function transactionOf(number: string) {
  const rows = await db.query<{ amount: number; currency: string; hotel_amount: number; state: string }>(
    `select p.amount, p.currency, p.hotel_amount, p.state from payment_transactions p join reservations r on r.id = p.reservation_id where r.reservation_number = $1`,
    [number],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The receipt PDF of a reservation, as text (poppler's pdftotext). */
async function receiptText(hotel: string, number: string, token: string): Promise<string> {
  const res = await app.inject({ url: `/hotels/${hotel}/reservations/${number}/receipt?email=${encodeURIComponent(EMAIL)}&bypass_token=${token}&format=pdf`, headers: { 'x-client-session': cs } });
  expect(res.statusCode, res.body).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'yadori-receipt-'));
  const file = path.join(dir, 'receipt.pdf');
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('charging in the guest’s currency', () => {
  it('a hotel that charges other currencies: a Visa pays the mcp_ total in USD, and the receipt says so', async () => {
    const { reservation, bypass_token } = await bookUsd('demo-tokyo', { number: '4242424242424242', brand: 'visa' }, 'moderate-double-room-only');
    expect(reservation.mcp_currency).toBe('USD');
    const tx = await transactionOf(reservation.reservation_number);
    expect(reservation.charged).toMatchObject({ amount: tx.amount, currency: tx.currency, hotel_amount: tx.hotel_amount, hotel_currency: 'JPY' });
    expect(tx.currency).toBe('USD');
    expect(tx.amount).toBe(reservation.price.mcp!.total_price);
    expect(tx.hotel_amount).toBe(reservation.total_price);
    expect(reservation.charged!.rate).toBeGreaterThan(50);

    const text = await receiptText('demo-tokyo', reservation.reservation_number, bypass_token);
    expect(text).toContain(formatAmount(tx.amount, 'USD'));
    expect(text).toContain('charged in USD');
    expect(text).toMatch(/1 USD = [\d.,]+ JPY/);
    // The amount received is the card's, never the hotel-currency total beside it as if received.
    expect(text).toMatch(new RegExp(`Amount received\\s+${formatAmount(tx.amount, 'USD').replace(/[$.]/g, '\\$&')}`));
  });

  it('a hotel that charges other currencies: an American Express pays the hotel’s currency, and the receipt says JPY', async () => {
    const { reservation, bypass_token } = await bookUsd('demo-tokyo', { number: '378282246310005', brand: 'amex', cvc: '1234' }, 'moderate-double-room-only');
    expect(reservation.mcp_currency).toBeNull();
    const tx = await transactionOf(reservation.reservation_number);
    expect([tx.amount, tx.currency]).toEqual([reservation.total_price, 'JPY']);
    expect(reservation.charged).toMatchObject({ amount: tx.amount, currency: tx.currency, rate: null });
    const text = await receiptText('demo-tokyo', reservation.reservation_number, bypass_token);
    expect(text).toContain(formatAmount(tx.amount, 'JPY'));
    expect(text).toContain('charged in JPY');
    expect(text).not.toContain('$');
  });

  it('a hotel without multi-currency payment: a USD search still pays the hotel’s currency, as the receipt says', async () => {
    const { reservation, bypass_token } = await bookUsd('demo-kyoto', { number: '4242424242424242', brand: 'visa' });
    expect(reservation.mcp_currency).toBeNull();
    const tx = await transactionOf(reservation.reservation_number);
    expect([tx.amount, tx.currency]).toEqual([reservation.total_price, reservation.currency]);
    expect(reservation.charged).toMatchObject({ amount: tx.amount, currency: tx.currency, rate: null });
    const text = await receiptText('demo-kyoto', reservation.reservation_number, bypass_token);
    expect(text).toContain(formatAmount(tx.amount, reservation.currency));
    expect(text).toContain(`charged in ${reservation.currency}`);
    expect(text).not.toContain('USD');
  });

  it('a refund of a USD charge goes back in USD, and the receipt keeps matching the transaction', async () => {
    const { reservation, bypass_token } = await bookUsd('demo-tokyo', { number: '4242424242424242', brand: 'visa' }, 'moderate-double-room-only');
    const quote = await app.inject({ url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancellation_fee?email=${encodeURIComponent(EMAIL)}&bypass_token=${bypass_token}`, headers: { 'x-client-session': cs } });
    const fee = (quote.json() as { data: { fee: number } }).data.fee;
    const cancel = await app.inject({
      method: 'PUT',
      url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancel?email=${encodeURIComponent(EMAIL)}&bypass_token=${bypass_token}`,
      headers: { 'x-client-session': cs },
      payload: { reason: 'trip_changed', cancellation_fee_displayed: fee },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [tx] = await db.query<{ amount: number; refunded_amount: number; currency: string }>(
      `select p.amount, p.refunded_amount, p.currency from payment_transactions p join reservations r on r.id = p.reservation_id where r.reservation_number = $1`,
      [reservation.reservation_number],
    );
    expect(tx!.currency).toBe('USD');
    const kept = tx!.amount - tx!.refunded_amount;
    expect(tx!.refunded_amount).toBeGreaterThan(0);
    expect(kept).toBeGreaterThanOrEqual(0);
    // No fee this far ahead: every cent of the USD charge goes back, none lost to conversion.
    const [fees] = await db.query<{ n: number }>(`select count(*)::int as n from payment_transactions where refunded_amount < amount and currency = 'USD'`);
    if (kept > 0) expect(fees!.n).toBe(1);
    else expect(tx!.refunded_amount).toBe(tx!.amount);
    if (kept > 0) {
      const text = await receiptText('demo-tokyo', reservation.reservation_number, bypass_token);
      expect(text).toContain(formatAmount(kept, 'USD'));
    }
  });
});
