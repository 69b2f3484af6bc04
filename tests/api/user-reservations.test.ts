import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, SignInAnswerSchema, UserReservationsAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, firstError, requiredAnswers, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
let bearer: string;
const today = todayIn('Asia/Tokyo');
const PLAN = 'moderate-double-room-only';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
  const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_in', headers: { 'x-client-session': cs }, payload: { email: DEMO.member.email, password: DEMO.member.password } });
  bearer = SignInAnswerSchema.parse(res.json()).data.access_token;
});

const auth = () => ({ 'x-client-session': cs, authorization: `Bearer ${bearer}` });

async function bookAsMember(checkin: string): Promise<string> {
  const checkout = addDays(checkin, 1);
  const wire = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
  const found = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${wire}&room_plan_codes=${PLAN}`, headers: auth() });
  const total = RoomSearchAnswerSchema.parse(found.json()).data.rooms[0]!.room_plan[0]!.price.total_price;
  const res = await app.inject({
    method: 'POST',
    url: '/hotels/demo-tokyo/reservations',
    headers: auth(),
    payload: {
      checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: PLAN, adults: 2 }],
      guest: { first_name: 'Hanako', last_name: 'Yamada', email: DEMO.member.email, phone: '0312345678' },
      payment_type: 'on_site', locale: 'en', expected_total_price: total, answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin), terms_accepted: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ReservationCreatedAnswerSchema.parse(res.json()).data.reservation.reservation_number;
}

const list = async (query = '') => {
  const res = await app.inject({ url: `/user/reservations${query}`, headers: auth() });
  expect(res.statusCode, res.body).toBe(200);
  return UserReservationsAnswerSchema.parse(res.json());
};

describe('GET /user/reservations', () => {
  it('lists the member’s reservations by group: upcoming by default, completed, cancelled', async () => {
    const soon = await bookAsMember(addDays(today, 10));
    const later = await bookAsMember(addDays(today, 20));
    const past = await bookAsMember(addDays(today, 30));
    await db.query(`update reservations set checkin_date = $2::date, checkout_date = $3::date where reservation_number = $1`, [past, addDays(today, -10), addDays(today, -9)]);
    const gone = await bookAsMember(addDays(today, 40));
    await db.query(`update reservations set status = 'cancelled' where reservation_number = $1`, [gone]);

    const upcoming = await list();
    expect(upcoming.meta).toEqual({ page: 1, total_pages: 1, total_entries: 2, status: 'upcoming' });
    expect(upcoming.data.map((r) => r.reservation_number)).toEqual([soon, later]);
    expect((await list('?status=completed')).data.map((r) => r.reservation_number)).toEqual([past]);
    expect((await list('?status=cancelled')).data.map((r) => r.reservation_number)).toEqual([gone]);
    expect((await list('?status=lottery')).data).toEqual([]);
    expect((await list('?page=2')).data).toEqual([]);
  });

  it("names each hotel in the reader's language", async () => {
    await bookAsMember(addDays(today, 10));
    expect((await list('?locale=en')).data[0]!.hotel_name).toBe('Yadori Tokyo Ginza');
    expect((await list('?locale=ja')).data[0]!.hotel_name).toBe('ヤドリ東京銀座');
    expect((await list('?locale=th')).data[0]!.hotel_name).toBe('ยาโดริ โตเกียว กินซ่า');
  });

  it('needs a signed-in member, and names a bad group', async () => {
    expect((await app.inject({ url: '/user/reservations', headers: { 'x-client-session': cs } })).statusCode).toBe(401);
    const bad = await app.inject({ url: '/user/reservations?status=past', headers: auth() });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json()).field).toBe('status');
  });
});
