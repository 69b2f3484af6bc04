import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, type ReservationRequestInput } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { expirePendingChallenges } from '../../server/payments/challenges';
import { firstError, requiredAnswers, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const checkin = addDays(todayIn('Asia/Tokyo'), 40);
const WIDGET = 'http://localhost:8080';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

async function cardToken(number: string, cvc = '123'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/payments/sandbox/tokens', payload: { holder: 'HANAKO YAMADA', number, exp_month: 12, exp_year: 2030, cvc } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { token: string } }).data.token;
}

async function total(code: string, nights = 2): Promise<number> {
  const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: addDays(checkin, nights), adults: 2 }]));
  const res = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${rooms}&room_plan_codes=${code}&is_including_occupied=true`, headers: { 'x-client-session': cs } });
  return RoomSearchAnswerSchema.parse(res.json()).data.rooms[0]!.room_plan[0]!.price.total_price;
}

async function book(number: string, brand: string, opts: { code?: string; nights?: number; cvc?: string } = {}) {
  const code = opts.code ?? 'moderate-double-room-only';
  const nights = opts.nights ?? 2;
  const body: ReservationRequestInput = {
    checkin_date: checkin,
    checkout_date: addDays(checkin, nights),
    rooms: [{ room_plan_code: code, adults: 2 }],
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'card@example.com', phone: '0312345678' },
    payment_type: 'credit_card',
    locale: 'en',
    expected_total_price: await total(code, nights),
    card: { token: await cardToken(number, opts.cvc), brand: brand as 'visa' },
    answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin),
    terms_accepted: true,
  };
  return app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': cs }, payload: body });
}

async function soldNights(): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select coalesce(sum(sold), 0)::int as n from inventory`);
  return row!.n;
}

async function transactions() {
  return db.query<{ state: string; failure_code: number | null; card_brand: string; card_last4: string }>('select state, failure_code, card_brand, card_last4 from payment_transactions order by id');
}

describe('the sandbox card form', () => {
  it('speaks the guest’s language, Arabic right to left with the card number left to right', async () => {
    const page = async (locale: string) => (await app.inject({ url: `/payments/sandbox/card-form?${new URLSearchParams({ origin: WIDGET, locale })}` })).body;
    const ar = await page('ar');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('استخدام هذه البطاقة');
    expect(ar).toContain('<input id="number" name="number" dir="ltr"');
    expect(await page('th')).toContain('ใช้บัตรนี้');
    const id = await page('id');
    expect(id).toContain('<html lang="id" dir="ltr">');
    expect(id).toContain('Gunakan kartu ini');
    expect(await page('xx')).toContain('Use this card');
  });

  it('may be framed by the widget only', async () => {
    const ok = await app.inject({ url: `/payments/sandbox/card-form?origin=${encodeURIComponent(WIDGET)}&locale=ja` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-security-policy']).toContain(`frame-ancestors ${WIDGET}`);
    expect(ok.body).toContain('カード番号');
    const evil = await app.inject({ url: `/payments/sandbox/card-form?origin=${encodeURIComponent('https://evil.example')}` });
    expect(evil.statusCode).toBe(400);
  });

  it('may be framed where the widget itself is framed (a chatbot page), when the widget names those pages', async () => {
    const q = new URLSearchParams({ origin: WIDGET, ancestors: 'https://chat.hotel.test http://localhost:4190' });
    const ok = await app.inject({ url: `/payments/sandbox/card-form?${q}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-security-policy']).toContain(`frame-ancestors ${WIDGET} https://chat.hotel.test http://localhost:4190`);
    // Anything but a plain origin is dropped, never written into the header; five at most.
    for (const ancestors of ["https://chat.hotel.test; script-src 'unsafe-inline'", 'https://a.test/path', '*', "'none'"]) {
      const odd = await app.inject({ url: `/payments/sandbox/card-form?${new URLSearchParams({ origin: WIDGET, ancestors })}` });
      expect(odd.statusCode, ancestors).toBe(200);
      expect(odd.headers['content-security-policy'], ancestors).toMatch(new RegExp(`frame-ancestors ${WIDGET.replace(/[.:/]/g, '\\$&')}$`));
    }
    const many = await app.inject({ url: `/payments/sandbox/card-form?${new URLSearchParams({ origin: WIDGET, ancestors: 'https://a.test https://b.test https://c.test https://d.test https://e.test https://f.test' })}` });
    expect(many.headers['content-security-policy']).toContain('https://e.test');
    expect(many.headers['content-security-policy']).not.toContain('https://f.test');
  });

  it('vaults test cards only, and checks the number', async () => {
    expect((await app.inject({ method: 'POST', url: '/payments/sandbox/tokens', payload: { holder: 'A', number: '4242424242424241', exp_month: 1, exp_year: 2030, cvc: '123' } })).statusCode).toBe(400);
    const real = await app.inject({ method: 'POST', url: '/payments/sandbox/tokens?locale=ja', payload: { holder: 'A', number: '4111111111111111', exp_month: 1, exp_year: 2030, cvc: '123' } });
    expect(real.statusCode).toBe(400);
    expect(firstError(real.json()).error).toContain('テスト用カード');
    const token = await cardToken('4242424242424242');
    expect(token).toMatch(/^tok_/);
    const [row] = await db.query<{ token_hash: string }>('select token_hash from sandbox_card_tokens');
    expect(row!.token_hash).not.toBe(token);
  });
});

describe('paying by card', () => {
  it('charges a good card and confirms the booking', async () => {
    const res = await book('4242424242424242', 'visa');
    expect(res.statusCode, res.body).toBe(201);
    const data = ReservationCreatedAnswerSchema.parse(res.json()).data;
    expect(data.reservation.status).toBe('done');
    expect(data.three_d_secure_url).toBeNull();
    expect(await transactions()).toEqual([{ state: 'captured', failure_code: null, card_brand: 'visa', card_last4: '4242' }]);
  });

  it('refuses a card token used twice', async () => {
    const token = await cardToken('4242424242424242');
    const body = async () => ({
      checkin_date: checkin, checkout_date: addDays(checkin, 2), rooms: [{ room_plan_code: 'moderate-double-room-only', adults: 2 }],
      guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'card@example.com', phone: '0312345678' }, payment_type: 'credit_card', locale: 'en',
      expected_total_price: await total('moderate-double-room-only'), card: { token, brand: 'visa' }, terms_accepted: true,
      answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin),
    });
    expect((await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': cs }, payload: await body() })).statusCode).toBe(201);
    const again = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': cs }, payload: await body() });
    expect(again.statusCode).toBe(400);
    expect(firstError(again.json())).toMatchObject({ code: 3004, field: 'card.token' });
  });

  it.each([
    ['a declined card', '4000000000000002', 'visa', 402, 3007],
    ['insufficient funds', '4000000000009995', 'visa', 402, 3204],
    ['a card without 3-D Secure', '4000000000003055', 'visa', 402, 3252],
    ['a brand that does not match the number', '5555555555554444', 'visa', 400, 3004],
    ['an expired card (the issuer says so)', '4000000000000069', 'visa', 402, 3005],
    ['a blocked card', '4100000000000019', 'visa', 402, 3205],
    ['a processing error', '4000000000000119', 'visa', 402, 3251],
    ['a failure to retry', '4000000000000259', 'visa', 402, 3002],
    ['3-D Secure suspended', '4000000000003063', 'visa', 402, 3009],
  ])('%s: no booking, no rooms taken, the catalogue code to react to', async (_name, number, brand, status, code) => {
    const res = await book(number, brand);
    expect(res.statusCode).toBe(status);
    expect(firstError(res.json()).code).toBe(code);
    expect(await soldNights()).toBe(0);
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from reservations');
    expect(count!.n).toBe(0);
  });

  it('refuses Visa above ¥1,000,000 online but takes JCB', async () => {
    const code = 'ginza-suite-room-only';
    const nights = 25;
    expect(await total(code, nights)).toBeGreaterThan(1_000_000);
    const visa = await book('4242424242424242', 'visa', { code, nights });
    expect(visa.statusCode).toBe(400);
    expect(firstError(visa.json())).toMatchObject({ code: 3007, field: 'card.brand' });
    const jcb = await book('3566002020360505', 'jcb', { code, nights });
    expect(jcb.statusCode, jcb.body).toBe(201);
  });
});

describe('3-D Secure', () => {
  async function challenge(number: string) {
    const res = await book(number, 'visa');
    expect(res.statusCode, res.body).toBe(201);
    const data = ReservationCreatedAnswerSchema.parse(res.json()).data;
    expect(data.reservation.status).toBe('payment_pending');
    expect(data.three_d_secure_url).toMatch(/\/payments\/sandbox\/3ds\//);
    return { data, path: new URL(data.three_d_secure_url!).pathname };
  }

  it('holds the rooms while the guest confirms, then captures and confirms', async () => {
    const { data, path } = await challenge('4000000000003220');
    expect(await soldNights()).toBe(2);
    expect((await transactions())[0]!.state).toBe('pre_3d_secure');
    const page = await app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm payment');
    // Browsers apply form-action to the redirect after the POST: the widget must be allowed.
    expect(page.headers['content-security-policy']).toMatch(new RegExp(`form-action 'self'[^;]*${WIDGET.replace(/[.:/]/g, '\\$&')}`));
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${WIDGET}`);
    // Shown in the widget's own frame inside a chatbot page: that page may frame it too.
    const framed = await app.inject({ url: `${path}?${new URLSearchParams({ ancestors: 'https://chat.hotel.test' })}` });
    expect(framed.headers['content-security-policy']).toMatch(/frame-ancestors [^;]*https:\/\/chat\.hotel\.test/);
    expect((await app.inject({ url: `${path}?ancestors=*` })).headers['content-security-policy']).not.toMatch(/frame-ancestors [^;]*\*/);
    const done = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=complete' });
    expect(done.statusCode).toBe(303);
    const back = new URL(done.headers.location as string);
    expect(`${back.origin}${back.pathname}${back.search}`).toBe(`${WIDGET}/reservation/confirmation/${data.reservation.reservation_number}?code=demo-tokyo`);
    // The way back carries a read token of its own, in the fragment, that shows the booking.
    const token = new URLSearchParams(back.hash.slice(1)).get('bypass_token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(token).not.toBe(data.bypass_token);
    const read = await app.inject({ url: `/hotels/demo-tokyo/reservations/${data.reservation.reservation_number}?${new URLSearchParams({ bypass_token: token })}`, headers: { 'x-client-session': cs } });
    expect(read.statusCode, read.body).toBe(200);
    expect((await transactions())[0]!.state).toBe('captured');
    const [r] = await db.query<{ status: string }>('select status from reservations');
    expect(r!.status).toBe('done');
    const mails = await db.query<{ to_address: string }>('select to_address from mail_outbox');
    expect(mails.map((m) => m.to_address)).toContain('card@example.com');
    // A second visit finds nothing to confirm.
    expect((await app.inject({ url: path })).body).toContain('no longer valid');
  });

  it('fails: the booking is cancelled, the rooms given back, the guest sent to the fail page', async () => {
    const { path } = await challenge('4000008400001629');
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=complete' });
    expect(res.statusCode).toBe(303);
    const to = new URL(res.headers.location as string);
    expect(to.pathname).toBe('/reservation/fail');
    expect(to.searchParams.get('error_code')).toBe('3006');
    expect(to.searchParams.get('checkin')).toBe(checkin);
    expect((await transactions())[0]).toMatchObject({ state: 'failed', failure_code: 3006 });
    expect(await soldNights()).toBe(0);
  });

  it('refused by the issuer: 3250, the booking cancelled and the rooms given back', async () => {
    const { path } = await challenge('4000000000003238');
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=complete' });
    expect(new URL(res.headers.location as string).searchParams.get('error_code')).toBe('3250');
    expect((await transactions())[0]).toMatchObject({ state: 'failed', failure_code: 3250 });
    expect(await soldNights()).toBe(0);
  });

  it('cancelled by the guest: 3008', async () => {
    const { path } = await challenge('4000000000003220');
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=cancel' });
    expect(new URL(res.headers.location as string).searchParams.get('error_code')).toBe('3008');
    expect((await transactions())[0]!.state).toBe('cancelled');
  });

  it('left for 15 minutes: cancelled and the rooms released', async () => {
    const { path } = await challenge('4000000000003220');
    expect(await expirePendingChallenges(db, new Date(Date.now() + 14 * 60_000))).toBe(0);
    expect(await expirePendingChallenges(db, new Date(Date.now() + 16 * 60_000))).toBe(1);
    expect((await transactions())[0]!.state).toBe('cancelled');
    const [r] = await db.query<{ status: string }>('select status from reservations');
    expect(r!.status).toBe('cancelled');
    expect(await soldNights()).toBe(0);
    expect((await app.inject({ url: path })).body).toContain('no longer valid');
  });

  it('passed after the booking timed out: refunded in full and the guest told so (1105)', async () => {
    const { path } = await challenge('4000000000003220');
    // The guest opened the challenge in time and submits it after the deadline.
    await db.query(`update payment_transactions set challenge_deadline = now() - interval '1 minute'`);
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=complete' });
    expect(res.statusCode).toBe(303);
    const to = new URL(res.headers.location as string);
    expect(to.pathname).toBe('/reservation/fail');
    expect(to.searchParams.get('error_code')).toBe('1105');
    const [t] = await db.query<{ state: string; failure_code: number; amount: number; refunded_amount: number }>('select state, failure_code, amount, refunded_amount from payment_transactions');
    expect(t).toMatchObject({ state: 'cancelled', failure_code: 1105 });
    expect(t!.refunded_amount).toBe(t!.amount);
    expect(await soldNights()).toBe(0);
    const [r] = await db.query<{ status: string }>('select status from reservations');
    expect(r!.status).toBe('cancelled');
    // Submitting again refunds nothing more.
    const again = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=complete' });
    expect(again.body).toContain('no longer valid');
    const [t2] = await db.query<{ refunded_amount: number }>('select refunded_amount from payment_transactions');
    expect(t2!.refunded_amount).toBe(t!.amount);
  });

  it('cancelled after the booking timed out: nothing to refund, the timeout is said', async () => {
    const { path } = await challenge('4000000000003220');
    await db.query(`update payment_transactions set challenge_deadline = now() - interval '1 minute'`);
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=cancel' });
    expect(res.body).toContain('no longer valid');
    const [t] = await db.query<{ failure_code: number; refunded_amount: number }>('select failure_code, refunded_amount from payment_transactions');
    expect(t).toMatchObject({ failure_code: 3001, refunded_amount: 0 });
  });
});
