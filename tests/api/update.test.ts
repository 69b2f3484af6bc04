import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationAnswerSchema, ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, UpdateSettingsAnswerSchema, type ReservationRequestInput } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { firstError, requiredAnswers, staff, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const today = todayIn('Asia/Tokyo');
const PLAN = 'moderate-double-room-only';
const headers = () => ({ 'x-client-session': cs });

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

async function total(checkin: string, checkout: string, adults = 2): Promise<number> {
  const wire = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults }]));
  const res = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${wire}&room_plan_codes=${PLAN}&is_including_occupied=true`, headers: headers() });
  return RoomSearchAnswerSchema.parse(res.json()).data.rooms[0]!.room_plan[0]!.price.total_price;
}

async function book(checkin: string, over: Partial<ReservationRequestInput> = {}) {
  const checkout = addDays(checkin, 2);
  const body: ReservationRequestInput = {
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: [{ room_plan_code: PLAN, adults: 2 }],
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'update@example.com', phone: '0312345678' },
    payment_type: 'on_site',
    locale: 'en',
    expected_total_price: await total(checkin, checkout),
    answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin),
    terms_accepted: true,
    ...over,
  };
  const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: headers(), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return ReservationCreatedAnswerSchema.parse(res.json()).data;
}

const q = (token: string) => `email=update%40example.com&bypass_token=${token}`;
const update = (no: string, token: string, body: object) => app.inject({ method: 'PUT', url: `/hotels/demo-tokyo/reservations/${no}?${q(token)}`, headers: headers(), payload: body });

async function soldOn(date: string): Promise<number> {
  const [row] = await db.query<{ sold: number }>(`select i.sold from inventory i join room_types t on t.id = i.room_type_id where t.code = 'moderate-double' and i.stay_date = $1::date`, [date]);
  return row!.sold;
}

describe('updating a reservation', () => {
  it('tells what may change, and until when', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await book(checkin);
    const res = await app.inject({ method: 'PUT', url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/update_settings?${q(bypass_token)}`, headers: headers() });
    expect(UpdateSettingsAnswerSchema.parse(res.json()).data).toEqual({ updatable: true, deadline: addDays(checkin, -1), reasons: [], min_nights: 1, can_reduce: true, sign_in_warning: null });
  });

  it('moves the stay: shows the new price first, then moves the rooms', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await book(checkin);
    const newIn = addDays(checkin, 7);
    const newOut = addDays(newIn, 3);
    const stale = await update(reservation.reservation_number, bypass_token, { checkin_date: newIn, checkout_date: newOut, expected_total_price: reservation.total_price });
    expect(stale.statusCode).toBe(409);
    const body = stale.json() as { price: { total_price: number }; difference: number };
    expect(body.price.total_price).toBe(await total(newIn, newOut));
    expect(body.difference).toBe(body.price.total_price - reservation.total_price);
    const ok = await update(reservation.reservation_number, bypass_token, { checkin_date: newIn, checkout_date: newOut, expected_total_price: body.price.total_price });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = ReservationAnswerSchema.parse(ok.json()).data;
    expect([after.checkin_date, after.checkout_date, after.total_price]).toEqual([newIn, newOut, body.price.total_price]);
    expect(await soldOn(checkin)).toBe(0);
    expect(await soldOn(newIn)).toBe(1);
    expect(await soldOn(addDays(newIn, 2))).toBe(1);
  });

  it('refuses once the hotel has edited it (3014), and while a payment is pending (3016)', async () => {
    const { reservation, bypass_token } = await book(addDays(today, 20));
    await app.inject({ method: 'PUT', url: `/staff/reservations/${reservation.id}/edited`, headers: staff() });
    const edited = await update(reservation.reservation_number, bypass_token, { checkin_date: addDays(today, 21), checkout_date: addDays(today, 23), expected_total_price: 0 });
    expect(edited.statusCode).toBe(409);
    expect(firstError(edited.json()).code).toBe(3014);

    const pending = await book(addDays(today, 40));
    await db.query(`insert into payment_transactions (reservation_id, provider, state, amount, currency) values ($1, 'sandbox', 'pre_3d_secure', 1, 'JPY')`, [pending.reservation.id]);
    const res = await update(pending.reservation.reservation_number, pending.bypass_token, { checkin_date: addDays(today, 41), checkout_date: addDays(today, 43), expected_total_price: 0 });
    expect(firstError(res.json()).code).toBe(3016);
  });

  it('refuses dates out of order with the catalogue code', async () => {
    const { reservation, bypass_token } = await book(addDays(today, 20));
    const res = await update(reservation.reservation_number, bypass_token, { checkin_date: addDays(today, 25), checkout_date: addDays(today, 25), expected_total_price: 0 });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).code).toBe(2309);
    // Nothing moved.
    expect(await soldOn(addDays(today, 20))).toBe(1);
  });

  it('an update and a cancellation at once leave the reservation and the rooms consistent', async () => {
    const checkin = addDays(today, 30);
    const { reservation, bypass_token } = await book(checkin);
    const newIn = addDays(checkin, 2);
    const price = await total(newIn, addDays(newIn, 2));
    const [u, c] = await Promise.all([
      update(reservation.reservation_number, bypass_token, { checkin_date: newIn, checkout_date: addDays(newIn, 2), expected_total_price: price }),
      app.inject({ method: 'PUT', url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancel?${q(bypass_token)}`, headers: headers(), payload: { reason: 'trip_changed', cancellation_fee_displayed: 0 } }),
    ]);
    expect([u.statusCode, c.statusCode]).toContain(200);
    const [r] = await db.query<{ status: string; checkin_date: string }>('select status, checkin_date::text as checkin_date from reservations where id = $1', [reservation.id]);
    const rooms = [checkin, addDays(checkin, 1), newIn, addDays(newIn, 1)];
    const sold = await Promise.all(rooms.map(soldOn));
    if (r!.status === 'cancelled') expect(sold).toEqual([0, 0, 0, 0]);
    else if (r!.checkin_date === newIn) expect(sold).toEqual([0, 0, 1, 1]);
    else expect(sold).toEqual([1, 1, 0, 0]);
  });
});
