import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationAnswerSchema, ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, type ReservationRequestInput } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, STAFF_TOKEN, clientSession, firstError, requiredAnswers, staff, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
let answers: Awaited<ReturnType<typeof requiredAnswers>>;
const checkin = addDays(todayIn('Asia/Tokyo'), 30);
const checkout = addDays(checkin, 2);

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
  answers = await requiredAnswers(app, cs, 'demo-tokyo', checkin);
});

async function quote(hotel: string, roomPlanCode: string, adults = 2): Promise<number> {
  const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults }]));
  const res = await app.inject({ url: `/hotels/${hotel}/rooms?rooms=${rooms}&room_plan_codes=${roomPlanCode}&is_including_occupied=true`, headers: { 'x-client-session': cs } });
  const plan = RoomSearchAnswerSchema.parse(res.json()).data.rooms[0]!.room_plan[0]!;
  return plan.price.total_price;
}

function booking(over: Partial<ReservationRequestInput> & { room_plan_code?: string } = {}): ReservationRequestInput {
  const { room_plan_code = 'moderate-double-room-only', ...rest } = over;
  return {
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: [{ room_plan_code, adults: 2 }],
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'guest@example.com', phone: '+81312345678' },
    payment_type: 'on_site',
    locale: 'en',
    expected_total_price: 0,
    answers,
    terms_accepted: true,
    ...rest,
  };
}

function post(hotel: string, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: `/hotels/${hotel}/reservations`, headers: { 'x-client-session': cs, ...headers }, payload: body as object, ...(remoteAddress ? { remoteAddress } : {}) });
}

async function sold(hotel: string, roomType: string): Promise<number[]> {
  const rows = await db.query<{ sold: number }>(
    `select i.sold from inventory i join room_types t on t.id = i.room_type_id join hotels h on h.id = t.hotel_id
      where h.code = $1 and t.code = $2 and i.stay_date >= $3::date and i.stay_date < $4::date order by i.stay_date`,
    [hotel, roomType, checkin, checkout],
  );
  return rows.map((r) => r.sold);
}

describe('POST /hotels/{id}/reservations', () => {
  it('books a room paying at the hotel: rooms taken, reservation done, mail to guest and hotel', async () => {
    const total = await quote('demo-tokyo', 'moderate-double-room-only');
    const res = await post('demo-tokyo', booking({ expected_total_price: total }));
    expect(res.statusCode, res.body).toBe(201);
    const { reservation, bypass_token } = ReservationCreatedAnswerSchema.parse(res.json()).data;
    expect(reservation.status).toBe('done');
    expect(reservation.total_price).toBe(total);
    expect(reservation.reservation_number).toMatch(/^YD[A-Z2-9]{10}$/);
    expect(bypass_token.length).toBeGreaterThan(40);
    expect(await sold('demo-tokyo', 'moderate-double')).toEqual([1, 1]);
    const mails = await db.query<{ to_address: string; subject: string; html: string }>('select to_address, subject, html from mail_outbox order by id');
    expect(mails.map((m) => m.to_address)).toEqual(['guest@example.com', 'reservations+demo-tokyo@demo.yadori.test']);
    expect(mails[0]!.subject).toContain(reservation.reservation_number);
    expect(mails[0]!.html).toContain(encodeURIComponent(bypass_token).slice(0, 10));
  });

  it('answers a retried POST with the first answer, not a second reservation', async () => {
    const total = await quote('demo-tokyo', 'moderate-double-room-only');
    const headers = { 'idempotency-key': 'retry-0123456789' };
    const first = await post('demo-tokyo', booking({ expected_total_price: total }), headers);
    const second = await post('demo-tokyo', booking({ expected_total_price: total }), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from reservations');
    expect(count!.n).toBe(1);
    expect(await sold('demo-tokyo', 'moderate-double')).toEqual([1, 1]);
    const other = await post('demo-tokyo', booking({ expected_total_price: total, notes: 'different' }), headers);
    expect(other.statusCode).toBe(422);
  });

  it('keeps a key to its caller, seals the answer, and replays a refusal as a refusal', async () => {
    const total = await quote('demo-tokyo', 'moderate-double-room-only');
    const headers = { 'idempotency-key': 'caller-0123456789' };
    const first = await post('demo-tokyo', booking({ expected_total_price: total }), headers);
    expect(first.statusCode).toBe(201);
    const token = (first.json() as { data: { bypass_token: string } }).data.bypass_token;
    // Stored, the answer holds no access token in clear.
    const rows = await db.query<{ key: string; sealed: string }>('select key, sealed from idempotency_keys');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).not.toContain(token);
    expect(rows[0]!.key).not.toContain('caller-0123456789');
    // Another client session sending the same key and body is another request: never the first guest's answer.
    const otherSession = await clientSession(app);
    const theirs = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': otherSession, ...headers }, payload: booking({ expected_total_price: total }) as object });
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body).not.toContain(token);

    // A first answer that refused (the price changed) is the key's answer: not "still being processed".
    const priceKey = { 'idempotency-key': 'price-0123456789' };
    const refused = await post('demo-tokyo', booking({ expected_total_price: total + 1000 }), priceKey);
    expect(refused.statusCode).toBe(409);
    const again = await post('demo-tokyo', booking({ expected_total_price: total + 1000 }), priceKey);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
  });

  it('forgets a key after 24 hours', async () => {
    const total = await quote('demo-tokyo', 'moderate-double-room-only');
    const key = { 'idempotency-key': 'old-key-0123456789' };
    expect((await post('demo-tokyo', booking({ expected_total_price: total + 1000 }), key)).statusCode).toBe(409);
    await db.query(`update idempotency_keys set created_at = now() - interval '25 hours'`);
    const later = await post('demo-tokyo', booking({ expected_total_price: total }), key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('asks the guest to confirm when the price changed', async () => {
    const total = await quote('demo-tokyo', 'moderate-double-room-only');
    const res = await post('demo-tokyo', booking({ expected_total_price: total + 1000 }));
    expect(res.statusCode).toBe(409);
    expect(firstError(res.json())).toMatchObject({ error: 'price_became_cheaper', field: 'expected_total_price' });
    expect((res.json() as { price: { total_price: number } }).price.total_price).toBe(total);
    expect(await sold('demo-tokyo', 'moderate-double')).toEqual([0, 0]);
  });

  it.each([
    ['a name in the wrong script for English', { guest: { first_name: '花子', last_name: 'Yamada', email: 'g@example.com', phone: '0312345678' } }, 'guest.first_name'],
    ['a phone with letters', { guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'g@example.com', phone: '03-1234-5678x' } }, 'guest.phone'],
    ['a bad e-mail', { guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'not-an-email', phone: '0312345678' } }, 'guest.email'],
    ['terms not accepted', { terms_accepted: false }, 'terms_accepted'],
    ['an unknown room plan', { room_plan_code: 'nope' }, 'rooms.0.room_plan_code'],
    ['a payment method the hotel does not offer', { payment_type: 'amazon_pay' }, 'payment_type'],
  ])('refuses %s, naming the field', async (_name, over, field) => {
    const res = await post('demo-tokyo', booking(over as Partial<ReservationRequestInput>));
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).field).toBe(field);
  });

  it('accepts a Japanese name in kanji when the guest writes in Japanese', async () => {
    const total = await quote('demo-tokyo', 'moderate-double-room-only');
    const res = await post('demo-tokyo', booking({ locale: 'ja', expected_total_price: total, guest: { first_name: '花子', last_name: '山田', first_name_kana: 'ハナコ', last_name_kana: 'ヤマダ', email: 'g@example.com', phone: '0312345678' } }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('sells the last room once, and answers the next guest cleanly', async () => {
    const code = `${DEMO.lastRoom['demo-tokyo']}-room-only`;
    const total = await quote('demo-tokyo', code);
    expect((await post('demo-tokyo', booking({ room_plan_code: code, expected_total_price: total }))).statusCode).toBe(201);
    const again = await post('demo-tokyo', booking({ room_plan_code: code, expected_total_price: total }));
    expect(again.statusCode).toBe(400);
    expect(firstError(again.json()).error).toContain('no longer available');
    // Named, for the widget to react to by name.
    expect(firstError(again.json()).error).toMatch(/^sold_out: /);
  });

  it('50 simultaneous bookings of the last room: exactly one reservation, inventory never below zero', async () => {
    const code = `${DEMO.lastRoom['demo-tokyo']}-room-only`;
    const total = await quote('demo-tokyo', code);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        // Fifty guests, each from an address of their own (one address would meet the rate limit).
        post('demo-tokyo', booking({ room_plan_code: code, expected_total_price: total, guest: { first_name: 'Guest', last_name: `Number${String.fromCharCode(65 + (i % 26))}`, email: `g${i}@example.com`, phone: '0312345678' } }), {}, `10.0.1.${i + 1}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others learn the room is gone, as a 4xx with the catalogue envelope: never a 500.
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect([400, 409]).toContain(a.statusCode);
      expect(firstError(a.json()).error).toContain('no longer available');
    }
    expect(await sold('demo-tokyo', DEMO.lastRoom['demo-tokyo'])).toEqual([1, 1]);
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from reservations');
    expect(count!.n).toBe(1);
  });
});

describe('GET /hotels/{id}/reservations/{rid}', () => {
  it('shows the reservation to the bypass token, and nothing to a wrong one', async () => {
    const total = await quote('demo-tokyo', 'moderate-double-room-only');
    const created = ReservationCreatedAnswerSchema.parse((await post('demo-tokyo', booking({ expected_total_price: total }))).json()).data;
    const no = created.reservation.reservation_number;
    const ok = await app.inject({ url: `/hotels/demo-tokyo/reservations/${no}?email=guest@example.com&bypass_token=${created.bypass_token}`, headers: { 'x-client-session': cs } });
    expect(ok.statusCode).toBe(200);
    expect(ReservationAnswerSchema.parse(ok.json()).data.rooms[0]!.room_type_code).toBe('moderate-double');
    const wrongToken = await app.inject({ url: `/hotels/demo-tokyo/reservations/${no}?bypass_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, headers: { 'x-client-session': cs } });
    const missing = await app.inject({ url: `/hotels/demo-tokyo/reservations/YDNOSUCHONE2?bypass_token=${created.bypass_token}`, headers: { 'x-client-session': cs } });
    expect(wrongToken.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(firstError(wrongToken.json()).error).toBe(firstError(missing.json()).error);
    const otherHotel = await app.inject({ url: `/hotels/demo-kyoto/reservations/${no}?bypass_token=${created.bypass_token}`, headers: { 'x-client-session': cs } });
    expect(otherHotel.statusCode).toBe(404);
  });
});

describe('the outbox', () => {
  it('lists the mail sent, as JSON and as a page, to the staff token only', async () => {
    const total = await quote('demo-tokyo', 'moderate-double-room-only');
    await post('demo-tokyo', booking({ expected_total_price: total }));
    // Its mails hold sign-in, reset and booking links: nobody else reads them.
    const anonymous = await app.inject({ url: '/dev/outbox.json?to=guest@example.com' });
    expect(anonymous.statusCode).toBe(401);
    expect(firstError(anonymous.json()).error).toBe('A valid staff token is required.');
    const json = await app.inject({ url: '/dev/outbox.json?to=guest@example.com', headers: staff() });
    expect((json.json() as { data: unknown[] }).data).toHaveLength(1);
    // The page asks for the token in a form and lists nothing before it.
    const form = await app.inject({ url: '/dev/outbox' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<label for="token">');
    expect(form.body).not.toContain('guest@example.com');
    const wrong = await app.inject({ method: 'POST', url: '/dev/outbox', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'token=not-the-token' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('<iframe');
    const page = await app.inject({ method: 'POST', url: '/dev/outbox', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ token: STAFF_TOKEN }).toString() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('guest@example.com');
    expect(page.body).toContain('<iframe sandbox');
  });
});
