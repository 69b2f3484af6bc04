// Rooms of different plans booked together in one POST /hotels/{id}/reservations (document 1 §3
// "Selected room", §5 "multi-room bookings need one payment method across rooms"): each offer is
// priced by GET /rooms/price for its own rooms, the booking total is their sum, and a payment
// method some room's plan refuses is a 4xx with the catalogue envelope.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PriceAnswerSchema, ReservationCreatedAnswerSchema, type ReservationRequestInput } from '../../contract';
import { clearCaches } from '../../server/cache';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { firstError, requiredAnswers, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const checkin = addDays(todayIn('Asia/Tokyo'), 45);
const checkout = addDays(checkin, 1);

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

type Room = { adults: number; children?: number; kids_age_range?: { code: string; count: number }[] };

/** GET /rooms/price for one offer and the rooms it takes: the way the booking step prices each offer. */
async function price(roomPlanCode: string, rooms: Room[]): Promise<number> {
  const wire = rooms.map((r) => ({ checkin_date: checkin, checkout_date: checkout, adults: r.adults, children: r.children ?? 0, kids_age_range: r.kids_age_range ?? [] }));
  const res = await app.inject({ url: `/hotels/demo-tokyo/rooms/price?room_plan_code=${roomPlanCode}&rooms=${encodeURIComponent(JSON.stringify(wire))}`, headers: { 'x-client-session': cs } });
  expect(res.statusCode, res.body).toBe(200);
  const answer = PriceAnswerSchema.parse(res.json()).data;
  expect(answer.available).toBe(true);
  return answer.price.total_price;
}

async function booking(rooms: [string, Room][], payment_type: ReservationRequestInput['payment_type'], expected: number): Promise<ReservationRequestInput> {
  return {
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: rooms.map(([room_plan_code, r]) => ({ room_plan_code, adults: r.adults, children: r.children ?? 0, kids_age_range: r.kids_age_range ?? [] })),
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'multi@example.com', phone: '+81312345678' },
    payment_type,
    locale: 'en',
    expected_total_price: expected,
    answers: await requiredAnswers(app, cs, 'demo-tokyo', checkin, rooms.map(([, r]) => r.adults)),
    terms_accepted: true,
  };
}

function post(body: unknown) {
  return app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': cs }, payload: body as object });
}

async function sold(roomType: string): Promise<number> {
  const [row] = await db.query<{ sold: number }>(
    `select i.sold from inventory i join room_types t on t.id = i.room_type_id join hotels h on h.id = t.hotel_id
      where h.code = 'demo-tokyo' and t.code = $1 and i.stay_date = $2::date`,
    [roomType, checkin],
  );
  return row?.sold ?? 0;
}

describe('rooms of different plans in one reservation', () => {
  const room1: Room = { adults: 2 };
  const room2: Room = { adults: 1, children: 1, kids_age_range: [{ code: 'B', count: 1 }] };

  it('books them together at the sum of each offer’s price; each room keeps its plan; the mail lists both', async () => {
    const first = await price('moderate-double-room-only', [room1]);
    const second = await price('superior-twin-breakfast', [room2]);
    const res = await post(await booking([['moderate-double-room-only', room1], ['superior-twin-breakfast', room2]], 'on_site', first + second));
    expect(res.statusCode, res.body).toBe(201);
    const { reservation } = ReservationCreatedAnswerSchema.parse(res.json()).data;
    expect(reservation.total_price).toBe(first + second);
    expect(reservation.rooms.map((r) => [r.room_type_code, r.room_plan_code, r.adults, r.children])).toEqual([
      ['moderate-double', 'moderate-double-room-only', 2, 0],
      ['superior-twin', 'superior-twin-breakfast', 1, 1],
    ]);
    expect(reservation.rooms.map((r) => r.total_price)).toEqual([first, second]);
    // Each room carries its own plan's cancellation policy.
    const policies = await db.query<{ code: string; policy: number | null }>(
      `select rp.code, p.cancellation_policy_id as policy from room_plans rp join plans p on p.id = rp.plan_id join hotels h on h.id = rp.hotel_id
        where h.code = 'demo-tokyo' and rp.code = any($1::text[])`,
      [['moderate-double-room-only', 'superior-twin-breakfast']],
    );
    expect(reservation.rooms.map((r) => r.cancellation_policy_id)).toEqual(reservation.rooms.map((r) => policies.find((p) => p.code === r.room_plan_code)!.policy));
    expect(await sold('moderate-double')).toBe(1);
    expect(await sold('superior-twin')).toBe(1);
    const [mail] = await db.query<{ html: string }>("select html from mail_outbox where to_address = 'multi@example.com'");
    expect(mail!.html).toContain('Moderate Double / Room only (2+0)');
    expect(mail!.html).toContain('Superior Twin / Breakfast included (1+1)');
  });

  it('asks to confirm a changed total with the new price of all rooms, and takes nothing', async () => {
    const first = await price('moderate-double-room-only', [room1]);
    const second = await price('superior-twin-breakfast', [room2]);
    const res = await post(await booking([['moderate-double-room-only', room1], ['superior-twin-breakfast', room2]], 'on_site', first + second - 500));
    expect(res.statusCode).toBe(409);
    expect(firstError(res.json())).toMatchObject({ error: 'price_became_dearer', field: 'expected_total_price' });
    const body = res.json() as { price: { total_price: number; rooms: unknown[] } };
    expect(body.price.total_price).toBe(first + second);
    expect(body.price.rooms).toHaveLength(2);
    expect(await sold('moderate-double')).toBe(0);
  });

  it('refuses a payment method one room’s plan does not take, naming payment_type', async () => {
    const first = await price('moderate-double-advance-nr', [room1]);
    const second = await price('superior-twin-room-only', [room2]);
    const rooms: [string, Room][] = [['moderate-double-advance-nr', room1], ['superior-twin-room-only', room2]];
    const res = await post(await booking(rooms, 'on_site', first + second));
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 1000, field: 'payment_type' });
    expect(firstError(res.json()).error).toContain('does not accept on_site');
    expect(await sold('moderate-double')).toBe(0);
  });

  it('refuses plans with no payment method in common: mixed payment methods across rooms are not allowed', async () => {
    const hotelOnly = await db.query<{ id: number; payment_methods: unknown }>(
      `select p.id, p.payment_methods from plans p join hotels h on h.id = p.hotel_id where h.code = 'demo-tokyo' and p.code = 'breakfast'`,
    );
    try {
      await db.query('update plans set payment_methods = $2::jsonb where id = $1', [hotelOnly[0]!.id, JSON.stringify(['on_site'])]);
      clearCaches();
      const first = await price('moderate-double-advance-nr', [room1]);
      const second = await price('superior-twin-breakfast', [room2]);
      for (const method of ['on_site', 'credit_card'] as const) {
        const body = await booking([['moderate-double-advance-nr', room1], ['superior-twin-breakfast', room2]], method, first + second);
        if (method === 'credit_card') body.card = { token: 'tok_unused_0123456789', brand: 'visa' };
        const res = await post(body);
        expect(res.statusCode, res.body).toBe(400);
        expect(firstError(res.json())).toMatchObject({ code: 1000, field: 'payment_type' });
        expect(firstError(res.json()).error).toContain('mixed payment methods across rooms are not allowed');
      }
    } finally {
      await db.query('update plans set payment_methods = $2::jsonb where id = $1', [hotelOnly[0]!.id, JSON.stringify(hotelOnly[0]!.payment_methods)]);
      clearCaches();
    }
  });
});
