import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PointAnswerSchema, ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, SignInAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, firstError, requiredAnswers, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
let bearer: string;
const checkin = addDays(todayIn('Asia/Tokyo'), 12);
const checkout = addDays(checkin, 2);
const PLAN = 'moderate-double-room-only';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
  const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_in', headers: { 'x-client-session': cs }, payload: { email: DEMO.member.email, password: DEMO.member.password } });
  bearer = SignInAnswerSchema.parse(res.json()).data.access_token;
});

const member = () => ({ 'x-client-session': cs, authorization: `Bearer ${bearer}` });

async function balance(): Promise<number> {
  const res = await app.inject({ url: '/hotels/demo-tokyo/memberships/point', headers: member() });
  expect(res.statusCode, res.body).toBe(200);
  return PointAnswerSchema.parse(res.json()).data.total_point;
}

async function body(over: Record<string, unknown> = {}) {
  const wire = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
  const found = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${wire}&room_plan_codes=${PLAN}`, headers: member() });
  const total = RoomSearchAnswerSchema.parse(found.json()).data.rooms[0]!.room_plan[0]!.price.total_price;
  return {
    checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: PLAN, adults: 2 }],
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: DEMO.member.email, phone: '0312345678' },
    payment_type: 'on_site', locale: 'en', expected_total_price: total, answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin), terms_accepted: true,
    ...over,
  };
}

const book = async (payload: object, headers: Record<string, string> = member()) => app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers, payload });

describe('points on a booking', () => {
  it('answers the member’s balance, and only to the member', async () => {
    expect(await balance()).toBe(DEMO.member.points);
    const anon = await app.inject({ url: '/hotels/demo-tokyo/memberships/point', headers: { 'x-client-session': cs } });
    expect(anon.statusCode).toBe(401);
  });

  it('pays part of the total with points: the charge falls, the balance falls, the history says so', async () => {
    const b = await body({ spending_point_amount: 1200, maximum_spending_point: 1200 });
    const res = await book(b);
    expect(res.statusCode, res.body).toBe(201);
    const r = ReservationCreatedAnswerSchema.parse(res.json()).data.reservation;
    expect(r.price.total_price_before_point_discount).toBe(b.expected_total_price);
    expect(r.price.spending_point_value).toBe(1200);
    expect(r.price.total_price).toBe(b.expected_total_price - 1200);
    expect(r.total_price).toBe(b.expected_total_price - 1200);
    expect(await balance()).toBe(DEMO.member.points - 1200);
    const history = await db.query<{ kind: string; amount: number }>(`select kind, amount from point_transactions where reservation_id = $1`, [r.id]);
    expect(history).toEqual([{ kind: 'spent', amount: 1200 }]);
  });

  it('refuses more points than the member has with 2401, and takes nothing', async () => {
    const b = await body();
    expect(b.expected_total_price).toBeGreaterThan(DEMO.member.points + 1);
    const res = await book({ ...b, spending_point_amount: DEMO.member.points + 1 });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 2401, field: 'spending_point_amount' });
    expect(await balance()).toBe(DEMO.member.points);
    const [n] = await db.query<{ n: number }>('select count(*)::int as n from reservations');
    expect(n!.n).toBe(0);
    const [sold] = await db.query<{ n: number }>('select coalesce(sum(sold), 0)::int as n from inventory');
    expect(sold!.n).toBe(0);
  });

  it('refuses points from a guest who is not signed in, above the agreed maximum, or above the price', async () => {
    const b = await body();
    const anon = await book({ ...b, spending_point_amount: 100 }, { 'x-client-session': cs });
    expect(anon.statusCode).toBe(401);
    const aboveMax = await book({ ...b, spending_point_amount: 300, maximum_spending_point: 200 });
    expect(aboveMax.statusCode).toBe(400);
    expect(firstError(aboveMax.json()).field).toBe('spending_point_amount');
    await db.query('update members set points_balance = 10000000 where email = $1', [DEMO.member.email]);
    const abovePrice = await book({ ...b, spending_point_amount: b.expected_total_price + 1 });
    expect(abovePrice.statusCode).toBe(400);
    expect(firstError(abovePrice.json()).field).toBe('spending_point_amount');
  });

  it('gives the points back when the whole booking is cancelled', async () => {
    const res = await book(await body({ spending_point_amount: 700 }));
    expect(res.statusCode, res.body).toBe(201);
    const { reservation, bypass_token } = ReservationCreatedAnswerSchema.parse(res.json()).data;
    expect(await balance()).toBe(DEMO.member.points - 700);
    const q = `email=${encodeURIComponent(DEMO.member.email)}&bypass_token=${bypass_token}`;
    const fee = await app.inject({ url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancellation_fee?${q}`, headers: member() });
    expect(fee.statusCode, fee.body).toBe(200);
    const cancelled = await app.inject({
      method: 'PUT', url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancel?${q}`, headers: member(),
      payload: { reason: 'trip_changed', cancellation_fee_displayed: (fee.json() as { data: { fee: number } }).data.fee },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance()).toBe(DEMO.member.points);
  });
});
