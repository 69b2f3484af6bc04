// The hotel is mailed every booking, change and cancellation with what it needs to prepare the
// stay and nothing that acts as the guest; mail is written with the change it tells of and
// delivered by the jobs worker, retried while the mail server fails, never twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationCreatedAnswerSchema, type ReservationRequestInput } from '../../contract';
import { addDays, todayIn } from '../../contract/dates';
import type { Db } from '../../server/db/db';
import { deliverDueMail, retryDelayMs, startJobs, type Jobs } from '../../server/jobs/worker';
import { sendMail, type MailTransport } from '../../server/mail/mailer';
import { requiredAnswers, testClient } from './helpers';
import { EMAIL as KEEPER, manageClient } from './manage-helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
let jobs: Jobs | null = null;
const today = todayIn('Asia/Tokyo');
const HOTEL_TO = 'reservations+demo-tokyo@demo.yadori.test';
const EMAIL = 'hotelmail@example.com';
const PLAN = 'moderate-double-room-only';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

afterEach(async () => {
  await jobs?.stop();
  jobs = null;
});

const api = () => manageClient(app, () => cs);

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  state: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
}

const mailsTo = (to: string) =>
  db.query<MailRow>(`select id, to_address, subject, html, text_body, state, attempts, next_attempt_at::text as next_attempt_at, last_error from mail_outbox where to_address = $1 order by id`, [to]);

async function champagneId(): Promise<number> {
  const [row] = await db.query<{ id: number }>(`select e.id from extras e join hotels h on h.id = e.hotel_id where h.code = 'demo-tokyo' and e.code = 'welcome-champagne'`);
  return row!.id;
}

/** A booking with everything the front desk needs to know: kana, an extra to deliver, answers, a request. */
async function richBooking(checkin: string) {
  const checkout = addDays(checkin, 2);
  const total = await api().price(checkin, checkout, [PLAN]);
  const champagne = await champagneId();
  const body: ReservationRequestInput = {
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: [{ room_plan_code: PLAN, adults: 2 }],
    guest: { first_name: 'Hanako', last_name: 'Yamada', first_name_kana: 'ハナコ', last_name_kana: 'ヤマダ', email: EMAIL, phone: '0312345678' },
    payment_type: 'on_site',
    locale: 'en',
    expected_total_price: total,
    answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin),
    extras: [{ extra_id: champagne, quantity: 1 }],
    notes: 'Feather-free pillows, please',
    terms_accepted: true,
  };
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...ReservationCreatedAnswerSchema.parse(res.json()).data, answers: body.answers };
}

/** Books at the price the first answer names. */
async function post(body: ReservationRequestInput) {
  const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': cs }, payload: body });
  if (res.statusCode !== 409) return res;
  const expected = (res.json() as { price: { total_price: number } }).price.total_price;
  return app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': cs }, payload: { ...body, expected_total_price: expected } });
}

/** Nothing in the hotel's mail acts as the guest: no token, no management link. */
function expectNoGuestAccess(mail: MailRow, token: string) {
  for (const body of [mail.text_body, mail.html]) {
    expect(body).not.toContain(token);
    expect(body).not.toContain(encodeURIComponent(token));
    expect(body).not.toContain('bypass_token');
    expect(body).not.toContain('/reservation/confirmation/');
  }
}

describe('the hotel is told', () => {
  it('of a booking: guest, kana, contact, room, party, plan, dates, extras, answers, request, payment — in its language, without the guest link', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token, answers } = await richBooking(checkin);
    const [mail, ...more] = await mailsTo(HOTEL_TO);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('新規予約');
    expect(mail!.subject).toContain(reservation.reservation_number);
    const text = mail!.text_body;
    for (const part of [
      reservation.reservation_number,
      'Yamada Hanako',
      'ヤマダ ハナコ',
      EMAIL,
      '0312345678',
      `${checkin} → ${addDays(checkin, 2)}`,
      reservation.rooms[0]!.room_type_name,
      reservation.rooms[0]!.room_plan_name,
      '大人2名',
      'お部屋にシャンパン',
      'お届け',
      'チェックイン予定時刻',
      answers![0]!.text!,
      'Feather-free pillows, please',
      '支払い方法',
      '合計',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(mail!.html).toContain('lang="ja"');
    expectNoGuestAccess(mail!, bypass_token);
    // The guest's own mail still carries their link.
    const [guest] = await mailsTo(EMAIL);
    expect(guest!.text_body).toContain(bypass_token.slice(0, 12));
  });

  it('of a card payment: its state and the amount charged, in the currency charged', async () => {
    const checkin = addDays(today, 21);
    const { reservation, bypass_token } = await api().book({ checkin, payment: 'credit_card' });
    const [mail] = await mailsTo(HOTEL_TO);
    const [payment] = await db.query<{ amount: number; currency: string }>('select amount, currency from payment_transactions where reservation_id = $1', [reservation.id]);
    expect(mail!.text_body).toContain('カード請求額');
    expect(mail!.text_body).toContain('請求済み');
    expect(mail!.text_body).toContain(`¥${payment!.amount.toLocaleString('en-US')}`);
    expect(payment!.currency).toBe('JPY');
    expect(mail!.text_body).toContain('visa ••••4242');
    expectNoGuestAccess(mail!, bypass_token);
  });

  it('of a card booking confirmed by 3-D Secure only once the challenge passes, with the capture', async () => {
    const checkin = addDays(today, 26);
    const token = await app.inject({ method: 'POST', url: '/payments/sandbox/tokens', payload: { holder: 'HANAKO YAMADA', number: '4000000000003220', exp_month: 12, exp_year: 2030, cvc: '123' } });
    expect(token.statusCode, token.body).toBe(201);
    const res = await post({
      checkin_date: checkin, checkout_date: addDays(checkin, 2), rooms: [{ room_plan_code: PLAN, adults: 2 }],
      guest: { first_name: 'Hanako', last_name: 'Yamada', email: EMAIL, phone: '0312345678' }, payment_type: 'credit_card', locale: 'en',
      expected_total_price: await api().price(checkin, addDays(checkin, 2), [PLAN]), answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin), terms_accepted: true,
      card: { token: (token.json() as { data: { token: string } }).data.token, brand: 'visa' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reservation, three_d_secure_url, bypass_token } = ReservationCreatedAnswerSchema.parse(res.json()).data;
    expect(three_d_secure_url).toBeTruthy();
    expect(await mailsTo(HOTEL_TO)).toEqual([]);
    const done = await app.inject({ method: 'POST', url: new URL(three_d_secure_url!).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=complete' });
    expect(done.statusCode).toBe(303);
    const [mail, ...more] = await mailsTo(HOTEL_TO);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain(reservation.reservation_number);
    expect(mail!.text_body).toContain('確定');
    expect(mail!.text_body).toContain('請求済み');
    expectNoGuestAccess(mail!, bypass_token);
    expect(await mailsTo(EMAIL)).toHaveLength(1);
  });

  it('of a change of dates, with what it was before, and of a change of who stays', async () => {
    const checkin = addDays(today, 22);
    const { reservation, bypass_token } = await api().book({ checkin });
    const body = { checkin_date: addDays(checkin, 3), checkout_date: addDays(checkin, 5) };
    const q = await api().update(reservation.reservation_number, bypass_token, body, { dryRun: true });
    expect(q.statusCode, q.body).toBe(200);
    const total = (q.json() as { data: { total_price: number } }).data.total_price;
    const res = await api().update(reservation.reservation_number, bypass_token, { ...body, expected_total_price: total });
    expect(res.statusCode, res.body).toBe(200);
    const [created, changed] = await mailsTo(HOTEL_TO);
    expect(created!.subject).toContain('新規予約');
    expect(changed!.subject).toContain('予約変更');
    expect(changed!.subject).toContain(reservation.reservation_number);
    expect(changed!.text_body).toContain(`${body.checkin_date} → ${body.checkout_date}`);
    expect(changed!.text_body).toContain('変更前');
    expect(changed!.text_body).toContain(`${checkin} → ${addDays(checkin, 2)}`);
    expectNoGuestAccess(changed!, bypass_token);

    const guests = await api().guests(reservation.reservation_number, bypass_token, { guest: { ...reservation.guest, phone: '0398765432' } });
    expect(guests.statusCode, guests.body).toBe(200);
    const all = await mailsTo(HOTEL_TO);
    expect(all).toHaveLength(3);
    expect(all[2]!.subject).toContain('予約変更');
    expect(all[2]!.text_body).toContain('0398765432');
    expectNoGuestAccess(all[2]!, bypass_token);
  });

  it('of a cancellation, whole or of some rooms, with the fee', async () => {
    const checkin = addDays(today, 23);
    const { reservation, bypass_token } = await api().book({ checkin, plans: [PLAN, PLAN] });
    const first = reservation.rooms[0]!.id;
    const some = await api().cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: 0, room_ids: [first] });
    expect(some.statusCode, some.body).toBe(200);
    const all = await api().cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: 0 });
    expect(all.statusCode, all.body).toBe(200);
    const [, partly, whole] = await mailsTo(HOTEL_TO);
    expect(partly!.subject).toContain('一部客室キャンセル');
    expect(partly!.text_body).toContain('キャンセルされた客室');
    expect(partly!.text_body).toContain('キャンセル料');
    expect(whole!.subject).toContain('予約キャンセル');
    expect(whole!.subject).toContain(reservation.reservation_number);
    expect(whole!.text_body).toContain('キャンセル済み');
    expect(whole!.text_body).toContain('Yamada');
    for (const m of [partly!, whole!]) expectNoGuestAccess(m, bypass_token);
  });
});

describe('mail that is never lost', () => {
  const failing = (): MailTransport & { tries: number } => ({
    tries: 0,
    async send() {
      this.tries++;
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25 (smtp://user:secret@mail.test)'), { code: 'ECONNECTION' });
    },
  });
  const working = () => {
    const sent: { to: string; subject: string }[] = [];
    return { sent, async send(m: { to: string; subject: string }) { sent.push({ to: m.to, subject: m.subject }); } };
  };

  it('books while the mail server is down; the mail waits, backing off, and goes once the server is back', async () => {
    const down = failing();
    const checkin = addDays(today, 24);
    const { reservation } = await api().book({ checkin });
    expect(reservation.status).toBe('done');
    const now = new Date(Date.now() + 1_000);
    const [queued] = await mailsTo(HOTEL_TO);
    expect(queued).toMatchObject({ state: 'queued', attempts: 0 });

    expect(await deliverDueMail(db, { transport: down, now })).toEqual({ sent: 0, failed: 2 });
    const [failed] = await mailsTo(HOTEL_TO);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(new Date(failed!.next_attempt_at).getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(failed!.last_error).toContain('ECONNREFUSED');
    expect(failed!.last_error).not.toContain('secret');

    // Not due before its wait is over; the second failure waits twice as long.
    expect(await deliverDueMail(db, { transport: down, now: new Date(now.getTime() + 1_000) })).toEqual({ sent: 0, failed: 0 });
    const later = new Date(now.getTime() + retryDelayMs(1));
    expect(await deliverDueMail(db, { transport: down, now: later })).toEqual({ sent: 0, failed: 2 });
    const [again] = await mailsTo(HOTEL_TO);
    expect(again).toMatchObject({ state: 'queued', attempts: 2 });
    expect(new Date(again!.next_attempt_at).getTime()).toBe(later.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    const up = working();
    expect(await deliverDueMail(db, { transport: up, now: new Date(later.getTime() + retryDelayMs(2)) })).toEqual({ sent: 2, failed: 0 });
    expect(up.sent.map((m) => m.to).sort()).toEqual([KEEPER, HOTEL_TO].sort());
    const [delivered] = await mailsTo(HOTEL_TO);
    expect(delivered).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    // Delivered once: nothing left to send.
    expect(await deliverDueMail(db, { transport: up, now: new Date(later.getTime() + 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    expect(down.tries).toBe(4);
  });

  it('a booking whose mail cannot be written is not made: the mail is part of its transaction', async () => {
    await db.exec(`create function test_no_mail() returns trigger language plpgsql as $$ begin raise exception 'the outbox is refusing mail'; end $$;
      create trigger test_no_mail before insert on mail_outbox for each row execute function test_no_mail();`);
    try {
      const checkin = addDays(today, 25);
      const total = await api().price(checkin, addDays(checkin, 2), [PLAN]);
      const res = await post({
        checkin_date: checkin, checkout_date: addDays(checkin, 2), rooms: [{ room_plan_code: PLAN, adults: 2 }],
        guest: { first_name: 'Hanako', last_name: 'Yamada', email: EMAIL, phone: '0312345678' }, payment_type: 'on_site', locale: 'en',
        expected_total_price: total, answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin), terms_accepted: true,
      });
      expect(res.statusCode, res.body).toBe(500);
      expect(await db.query(`select 1 from reservations where guest->>'email' = $1`, [EMAIL])).toEqual([]);
      expect(await mailsTo(HOTEL_TO)).toEqual([]);
    } finally {
      await db.exec('drop trigger test_no_mail on mail_outbox; drop function test_no_mail();');
    }
  });

  it('two workers never send the same mail twice', async () => {
    for (let i = 0; i < 12; i++) await sendMail(db, { to: `w${i}@example.com`, subject: `s${i}`, html: '<p>x</p>', text: 'x' });
    const sent: string[] = [];
    const slow: MailTransport = {
      async send(m) {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(m.to);
      },
    };
    const rounds = await Promise.all([deliverDueMail(db, { transport: slow, limit: 5 }), deliverDueMail(db, { transport: slow, limit: 5 }), deliverDueMail(db, { transport: slow, limit: 5 })]);
    const more = await Promise.all([deliverDueMail(db, { transport: slow, limit: 5 }), deliverDueMail(db, { transport: slow, limit: 5 })]);
    expect([...rounds, ...more].reduce((n, r) => n + r.sent, 0)).toBe(12);
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
    expect(await db.query(`select 1 from mail_outbox where state <> 'sent'`)).toEqual([]);
  });

  it('the worker delivers on its own and stops cleanly', async () => {
    const up = working();
    await sendMail(db, { to: 'worker@example.com', subject: 'hello', html: '<p>x</p>', text: 'x' });
    jobs = startJobs({ db, log: { warn() {}, error() {} }, transport: up, mailEveryMs: 20 });
    for (let i = 0; i < 100 && up.sent.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(up.sent).toEqual([{ to: 'worker@example.com', subject: 'hello' }]);
    await jobs.stop();
    jobs = null;
    await sendMail(db, { to: 'after@example.com', subject: 'after stop', html: '<p>x</p>', text: 'x' });
    await new Promise((r) => setTimeout(r, 80));
    expect(up.sent).toHaveLength(1);
  });
});
