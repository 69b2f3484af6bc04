import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CATALOGUE,
  CancellationQuoteAnswerSchema,
  ErrorEnvelopeSchema,
  LookupAnswerSchema,
  ReservationAnswerSchema,
  ReservationCreatedAnswerSchema,
  RoomSearchAnswerSchema,
  type ReservationRequestInput,
} from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, clientSession, firstError, requiredAnswers, testClient } from './helpers';
import { LOOKUP_LIMITS } from '../../server/services/reservation-access';
import { lookupProblem } from '../../src/features/manage/manage-errors';
import { ApiCallError } from '../../src/lib/api/failure';
import en from '../../src/locales/en.json';

let app: FastifyInstance;
let db: Db;
let cs: string;
const today = todayIn('Asia/Tokyo');
const PLAN = 'moderate-double-room-only';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const headers = () => ({ 'x-client-session': cs });

async function book(checkin: string, rooms = 1) {
  const checkout = addDays(checkin, 2);
  const wire = encodeURIComponent(JSON.stringify(Array.from({ length: rooms }, () => ({ checkin_date: checkin, checkout_date: checkout, adults: 2 }))));
  const search = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${wire}&room_plan_codes=${PLAN}`, headers: headers() });
  const total = RoomSearchAnswerSchema.parse(search.json()).data.rooms[0]!.room_plan[0]!.price.total_price;
  const body: ReservationRequestInput = {
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: Array.from({ length: rooms }, () => ({ room_plan_code: PLAN, adults: 2 })),
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'manage@example.com', phone: '0312345678' },
    payment_type: 'on_site',
    locale: 'en',
    expected_total_price: total,
    answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin),
    terms_accepted: true,
  };
  const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: headers(), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return ReservationCreatedAnswerSchema.parse(res.json()).data;
}

const access = (token: string) => `email=manage%40example.com&bypass_token=${token}`;

async function fee(no: string, token: string, roomIds?: number[]) {
  const res = await app.inject({ url: `/hotels/demo-tokyo/reservations/${no}/cancellation_fee?${access(token)}${roomIds ? `&room_ids=${roomIds.join(',')}` : ''}`, headers: headers() });
  expect(res.statusCode, res.body).toBe(200);
  return CancellationQuoteAnswerSchema.parse(res.json()).data;
}

function cancel(no: string, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/hotels/demo-tokyo/reservations/${no}/cancel?${access(token)}`, headers: headers(), payload: body });
}

async function sold(checkin: string): Promise<number[]> {
  const rows = await db.query<{ sold: number }>(
    `select i.sold from inventory i join room_types t on t.id = i.room_type_id where t.code = 'moderate-double' and i.stay_date >= $1::date and i.stay_date < $2::date order by i.stay_date`,
    [checkin, addDays(checkin, 2)],
  );
  return rows.map((r) => r.sold);
}

describe('look-up', () => {
  it('finds a reservation by number and e-mail, and hands out a token to manage it', async () => {
    const { reservation } = await book(addDays(today, 20));
    const res = await app.inject({ url: `/hotel_brands/${DEMO.brandCode}/reservations/${reservation.reservation_number}?email=MANAGE@example.com`, headers: headers() });
    expect(res.statusCode, res.body).toBe(200);
    const data = LookupAnswerSchema.parse(res.json()).data;
    expect(data.reservation.id).toBe(reservation.id);
    const read = await app.inject({ url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}?${access(data.bypass_token)}`, headers: headers() });
    expect(ReservationAnswerSchema.parse(read.json()).data.reservation_number).toBe(reservation.reservation_number);
  });

  const lookup = (no: string, email: string, remoteAddress = '127.0.0.1', session = cs) =>
    app.inject({ url: `/hotel_brands/${DEMO.brandCode}/reservations/${no}?email=${encodeURIComponent(email)}`, remoteAddress, headers: { 'x-client-session': session } });

  it('says the same thing for a wrong number and a wrong e-mail, then slows down the number tried', async () => {
    const { reservation } = await book(addDays(today, 20));
    const no = reservation.reservation_number;
    const wrongEmail = await lookup(no, 'other@example.com');
    const wrongNumber = await lookup('YDNOTAREALONE', 'manage@example.com');
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    expect(firstError(wrongEmail.json()).error).toBe(firstError(wrongNumber.json()).error);
    for (let i = 1; i < LOOKUP_LIMITS.number.free; i++) expect((await lookup(no, `x${i}@example.com`)).statusCode).toBe(404);
    const slowed = await lookup(no, 'manage@example.com');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The wait is in the body too, in the catalogue envelope's detail, as the header says it.
    const detail = (slowed.json() as { errors: { title: string; details: { base: { code: number; error: string; retry_after?: number }[] } }[] }).errors[0]!;
    expect(detail.title).toBe('Too Many Requests');
    expect(detail.details.base[0]).toMatchObject({ code: CATALOGUE.INVALID.code, retry_after: Number(slowed.headers['retry-after']) });
    expect(ErrorEnvelopeSchema.safeParse(slowed.json()).success).toBe(true);
    // Asked again while slowed: the same answer, body and header agreeing.
    const slower = await lookup(no, 'manage@example.com');
    expect(slower.statusCode).toBe(429);
    expect(firstError(slower.json())).toMatchObject({ retry_after: Number(slower.headers['retry-after']) });
    // Another client session, or another address, meets the same wait on that number.
    expect((await lookup(no, 'manage@example.com', '127.0.0.1', await clientSession(app))).statusCode).toBe(429);
    expect((await lookup(no, 'manage@example.com', '198.51.100.77')).statusCode).toBe(429);
  });

  it("does not lock a lobby: one guest's wrong tries at one number leave another number open from the same address", async () => {
    const a = (await book(addDays(today, 20))).reservation.reservation_number;
    const b = (await book(addDays(today, 24))).reservation.reservation_number;
    const lobby = '203.0.113.50';
    for (let i = 0; i < LOOKUP_LIMITS.number.free; i++) expect((await lookup(a, `typo${i}@example.com`, lobby)).statusCode).toBe(404);
    expect((await lookup(a, 'manage@example.com', lobby)).statusCode).toBe(429);
    // The same client session and address, another reservation: found at once.
    const other = await lookup(b, 'manage@example.com', lobby);
    expect(other.statusCode, other.body).toBe(200);
    expect(LookupAnswerSchema.parse(other.json()).data.reservation.reservation_number).toBe(b);
  });

  it('still stops one address guessing many numbers, whatever client session it opens', async () => {
    const b = (await book(addDays(today, 24))).reservation.reservation_number;
    const guesser = '203.0.113.66';
    for (let i = 0; i < LOOKUP_LIMITS.address.free; i++) {
      expect((await lookup(`YD${String(90000000 + i)}`, 'guess@example.com', guesser, i % 2 ? cs : await clientSession(app))).statusCode).toBe(404);
    }
    const stopped = await lookup(b, 'manage@example.com', guesser, await clientSession(app));
    expect(stopped.statusCode).toBe(429);
    expect(firstError(stopped.json()).error).toMatch(/^Too many attempts/);
    // Each number was tried once: another address looks the reservation up as usual.
    expect((await lookup(b, 'manage@example.com', '198.51.100.78')).statusCode).toBe(200);
    // The guest sees the wait in words, the widget's own message with the wait filled in.
    const seconds = Number(stopped.headers['retry-after']);
    const problem = lookupProblem(new ApiCallError(429, CATALOGUE.INVALID.code, 'Too Many Requests', firstError(stopped.json()).error, undefined, stopped.json()));
    expect(problem).toEqual(seconds < 60 ? { key: 'manage.lookup.errors.too_many_seconds', params: { seconds } } : { key: 'manage.lookup.errors.too_many', params: { minutes: Math.ceil(seconds / 60) } });
    const words = (en as { manage: { lookup: { errors: Record<string, string> } } }).manage.lookup.errors[problem.key.split('.').at(-1)!]!;
    expect(words.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(problem.params?.[k]))).toBe(`Too many attempts. Please wait ${seconds} seconds and try again.`);
  });
});

describe('cancellation', () => {
  it('is free well before check-in, and the fee shown is the fee charged', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await book(checkin);
    const q = await fee(reservation.reservation_number, bypass_token);
    expect(q).toMatchObject({ fee: 0, percent: 0, same_day: false });
    const res = await cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ReservationAnswerSchema.parse(res.json()).data.status).toBe('cancelled');
    expect(await sold(checkin)).toEqual([0, 0]);
    const mails = await db.query<{ subject: string }>(`select subject from mail_outbox where subject like '%Cancellation%'`);
    expect(mails).toHaveLength(1);
  });

  it('charges 30% two days before check-in, and asks again when the fee shown is not the fee now', async () => {
    const { reservation, bypass_token } = await book(addDays(today, 2));
    const q = await fee(reservation.reservation_number, bypass_token);
    expect(q.percent).toBe(30);
    expect(q.fee).toBe(Math.round((reservation.total_price * 30) / 100));
    const stale = await cancel(reservation.reservation_number, bypass_token, { reason: 'cheaper_elsewhere', cancellation_fee_displayed: 0 });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { fee: number }).fee).toBe(q.fee);
    const ok = await cancel(reservation.reservation_number, bypass_token, { reason: 'cheaper_elsewhere', cancellation_fee_displayed: q.fee });
    expect(ok.statusCode).toBe(200);
    const [c] = await db.query<{ fee: number; reason: string }>('select fee, reason from reservation_cancellations');
    expect(c).toEqual({ fee: q.fee, reason: 'cheaper_elsewhere' });
  });

  it('cancels one of two rooms, then the rest', async () => {
    const checkin = addDays(today, 25);
    const { reservation, bypass_token } = await book(checkin, 2);
    expect(await sold(checkin)).toEqual([2, 2]);
    const first = reservation.rooms[0]!.id;
    const one = await cancel(reservation.reservation_number, bypass_token, { reason: 'traveller_count_changed', cancellation_fee_displayed: 0, room_ids: [first] });
    expect(one.statusCode, one.body).toBe(200);
    const after = ReservationAnswerSchema.parse(one.json()).data;
    expect(after.status).toBe('done');
    expect(after.rooms.map((r) => r.status)).toEqual(['cancelled', 'active']);
    expect(await sold(checkin)).toEqual([1, 1]);
    const rest = await cancel(reservation.reservation_number, bypass_token, { reason: 'traveller_count_changed', cancellation_fee_displayed: 0 });
    expect(ReservationAnswerSchema.parse(rest.json()).data.status).toBe('cancelled');
    expect(await sold(checkin)).toEqual([0, 0]);
  });

  it('refuses on the check-in day, asking to contact the hotel', async () => {
    const { reservation, bypass_token } = await book(today);
    expect((await fee(reservation.reservation_number, bypass_token)).same_day).toBe(true);
    const res = await cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: 0 });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).error).toBe('same_day');
  });

  it('needs a reason, and details when the reason is other', async () => {
    const { reservation, bypass_token } = await book(addDays(today, 20));
    const none = await cancel(reservation.reservation_number, bypass_token, { cancellation_fee_displayed: 0 });
    expect(firstError(none.json()).field).toBe('reason');
    const other = await cancel(reservation.reservation_number, bypass_token, { reason: 'other', cancellation_fee_displayed: 0 });
    expect(firstError(other.json()).field).toBe('details');
    const ok = await cancel(reservation.reservation_number, bypass_token, { reason: 'other', details: 'Flight cancelled', cancellation_fee_displayed: 0 });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses without the token, and two cancels at once leave one cancellation', async () => {
    const checkin = addDays(today, 30);
    const { reservation, bypass_token } = await book(checkin);
    const stranger = await cancel(reservation.reservation_number, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { reason: 'trip_changed', cancellation_fee_displayed: 0 });
    expect(stranger.statusCode).toBe(404);
    const [a, b] = await Promise.all([
      cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: 0 }),
      cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: 0 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const rows = await db.query('select 1 from reservation_cancellations');
    expect(rows).toHaveLength(1);
    expect(await sold(checkin)).toEqual([0, 0]);
  });
});

describe('who may cancel (document 1 §6)', () => {
  async function memberToken(hotel = 'demo-tokyo'): Promise<string> {
    const res = await app.inject({ method: 'POST', url: `/hotels/${hotel}/memberships/sign_in`, headers: headers(), payload: { email: DEMO.member.email, password: DEMO.member.password } });
    return (res.json() as { data: { access_token: string } }).data.access_token;
  }

  it('a guest reservation only while signed out', async () => {
    const { reservation, bypass_token } = await book(addDays(today, 20));
    const res = await app.inject({
      method: 'PUT',
      url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancel?${access(bypass_token)}`,
      headers: { ...headers(), authorization: `Bearer ${await memberToken()}` },
      payload: { reason: 'trip_changed', cancellation_fee_displayed: 0 },
    });
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).error).toBe('sign_out_to_manage_guest_reservation');
  });

  it('a member reservation only by that member, signed in through this hotel', async () => {
    const checkin = addDays(today, 22);
    const { reservation, bypass_token } = await book(checkin);
    await db.query(`update reservations set member_id = (select id from members where email = $1) where id = $2`, [DEMO.member.email, reservation.id]);
    const body = { reason: 'trip_changed', cancellation_fee_displayed: 0 };
    const url = `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancel?${access(bypass_token)}`;
    const anonymous = await app.inject({ method: 'PUT', url, headers: headers(), payload: body });
    expect(firstError(anonymous.json()).error).toBe('sign_in_as_the_member_who_booked');
    const viaKyoto = await app.inject({ method: 'PUT', url, headers: { ...headers(), authorization: `Bearer ${await memberToken('demo-kyoto')}` }, payload: body });
    expect(firstError(viaKyoto.json()).error).toBe('sign_in_through_this_hotel');
    const ok = await app.inject({ method: 'PUT', url, headers: { ...headers(), authorization: `Bearer ${await memberToken()}` }, payload: body });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
