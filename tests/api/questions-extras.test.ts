import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdditionalQuestionsAnswerSchema, ExtrasAnswerSchema, ReservationCreatedAnswerSchema, RoomSearchAnswerSchema, type ReservationRequestInput } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, firstError, requiredAnswers, staff, testClient } from './helpers';
import { clearCaches } from '../../server/cache';

let app: FastifyInstance;
let db: Db;
let cs: string;
const today = todayIn('Asia/Tokyo');
const checkin = addDays(today, 10);
const checkout = addDays(checkin, 2);

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

async function questions(hotel: string, query: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url: `/hotels/${hotel}/additional_questions${query}`, headers: { 'x-client-session': cs, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return AdditionalQuestionsAnswerSchema.parse(res.json()).data;
}

async function memberBearer(): Promise<string> {
  const t = await app.inject({ method: 'POST', url: '/staff/one_time_tokens', headers: staff(), payload: { email: DEMO.member.email, hotel: 'demo-tokyo' } });
  const me = await app.inject({ url: '/user/me?hotel_code=demo-tokyo', headers: { 'x-client-session': cs, 'x-one-time-access-token': (t.json() as { data: { token: string } }).data.token } });
  return (me.json() as { data: { access_token: string } }).data.access_token;
}

describe('additional questions', () => {
  it('asks guests the questions for all users, and members theirs too', async () => {
    const guest = await questions('demo-tokyo', `?checkin=${checkin}`);
    expect(guest.map((q) => q.code)).toContain('checkin-time');
    expect(guest.map((q) => q.code)).not.toContain('club-preferences');
    const member = await questions('demo-tokyo', `?checkin=${checkin}`, { authorization: `Bearer ${await memberBearer()}` });
    expect(member.map((q) => q.code)).toContain('club-preferences');
  });

  it('shows a question only when check-in falls in its display dates', async () => {
    expect((await questions('demo-tokyo', `?checkin=${checkin}`)).map((q) => q.code)).toContain('special-occasion');
    expect((await questions('demo-tokyo', `?checkin=${addDays(today, 200)}`)).map((q) => q.code)).not.toContain('special-occasion');
  });
});

describe('booking with extras and answers', () => {
  async function base(over: Partial<ReservationRequestInput> = {}): Promise<ReservationRequestInput> {
    const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
    const res = await app.inject({ url: `/hotels/demo-kyoto/rooms?rooms=${rooms}&order=price_low_to_high`, headers: { 'x-client-session': cs } });
    const plan = RoomSearchAnswerSchema.parse(res.json()).data.rooms.flatMap((r) => r.room_plan).find((p) => p.payment_method.some((m) => m.code === 'on_site'))!;
    return {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ room_plan_code: plan.room_plan_code, adults: 2 }],
      guest: { first_name: 'Taro', last_name: 'Sato', email: 'extras@example.com', phone: '0751234567' },
      payment_type: 'on_site',
      locale: 'en',
      expected_total_price: plan.price.total_price,
      answers: await requiredAnswers(app, cs, 'demo-kyoto', checkin),
      terms_accepted: true,
      ...over,
    };
  }
  const post = (body: unknown) => app.inject({ method: 'POST', url: '/hotels/demo-kyoto/reservations', headers: { 'x-client-session': cs }, payload: body as object });

  async function extrasOf(hotel: string) {
    return ExtrasAnswerSchema.parse((await app.inject({ url: `/hotels/${hotel}/extras?checkin=${checkin}&checkout=${checkout}`, headers: { 'x-client-session': cs } })).json()).data;
  }

  it('adds a generic extra with its tax, takes it from stock and keeps it on the booking', async () => {
    const breakfast = (await extrasOf('demo-kyoto')).find((e) => e.code === 'breakfast')!;
    const body = await base();
    // Two breakfasts: price × 2, plus 10% consumption tax rounded down.
    const extraTotal = breakfast.price * 2 + Math.floor((breakfast.price * 2 * 10) / 100);
    const res = await post({ ...body, extras: [{ extra_id: breakfast.extra_id, quantity: 2 }], expected_total_price: body.expected_total_price + extraTotal });
    expect(res.statusCode, res.body).toBe(201);
    const r = ReservationCreatedAnswerSchema.parse(res.json()).data.reservation;
    expect(r.price.total_extra_price).toBe(extraTotal);
    expect(r.extras).toEqual([{ extra_id: breakfast.extra_id, quantity: 2, price: extraTotal }]);
    const [row] = await db.query<{ stock: number }>('select stock from extras where id = $1', [breakfast.extra_id]);
    expect(row!.stock).toBe(breakfast.stock! - 2);
  });

  it('refuses extras outside their rules with the 11xx codes', async () => {
    const all = await extrasOf('demo-kyoto');
    const generic = all.find((e) => e.extra_type === 'generic')!;
    const body = await base();
    const tooMany = await post({ ...body, extras: [{ extra_id: generic.extra_id, quantity: generic.max_quantity + 1 }] });
    expect(firstError(tooMany.json())).toMatchObject({ code: 1102, field: 'extras.0.quantity' });
    const unknown = await post({ ...body, extras: [{ extra_id: 999999, quantity: 1 }] });
    expect(firstError(unknown.json())).toMatchObject({ code: 1100, field: 'extras.0.extra_id' });
    const dated = (await ExtrasAnswerSchema.parse((await app.inject({ url: '/hotels/demo-kyoto/extras', headers: { 'x-client-session': cs } })).json()).data).find((e) => e.extra_type === 'dated');
    if (dated) {
      const outside = await post({ ...body, extras: [{ extra_id: dated.extra_id, quantity: dated.min_quantity, delivery_date: addDays(checkout, 5) }] });
      expect(firstError(outside.json())).toMatchObject({ code: 1101, field: 'extras.0.delivery_date' });
    }
  });

  it('refuses a dated extra on a night it is no longer sold (1106), and a plan no longer sold for the stay (2304)', async () => {
    const stayNights = [checkin, addDays(checkin, 1)];
    const dated = (await extrasOf('demo-kyoto')).find((e) => e.extra_type === 'dated' && e.booking_available_dates.some((d) => stayNights.includes(d)))!;
    const sold = dated.booking_available_dates.find((d) => stayNights.includes(d))!;
    const body = await base();
    const [saved] = await db.query<{ dates: unknown }>('select booking_available_dates as dates from extras where id = $1', [dated.extra_id]);
    try {
      await db.query(`update extras set booking_available_dates = booking_available_dates - $2 where id = $1`, [dated.extra_id, sold]);
      clearCaches();
      const res = await post({ ...body, extras: [{ extra_id: dated.extra_id, quantity: dated.min_quantity, delivery_date: sold }] });
      expect(res.statusCode).toBe(400);
      expect(firstError(res.json())).toMatchObject({ code: 1106, field: 'extras.0.delivery_date' });
    } finally {
      await db.query('update extras set booking_available_dates = $2::jsonb where id = $1', [dated.extra_id, JSON.stringify(saved!.dates)]);
      clearCaches();
    }
    // The plan's rate for the second night is gone (the hotel stopped selling it).
    const code = body.rooms[0]!.room_plan_code;
    const night = addDays(checkin, 1);
    const [rate] = await db.query<{ room_plan_id: number; base_price: number; extra_adult_price: number }>(
      'select r.room_plan_id, r.base_price, r.extra_adult_price from rates r join room_plans rp on rp.id = r.room_plan_id join hotels h on h.id = rp.hotel_id where h.code = $1 and rp.code = $2 and r.stay_date = $3',
      ['demo-kyoto', code, night],
    );
    try {
      await db.query('delete from rates where room_plan_id = $1 and stay_date = $2', [rate!.room_plan_id, night]);
      clearCaches();
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(firstError(res.json())).toMatchObject({ code: 2304, field: 'rooms.0.room_plan_code' });
    } finally {
      await db.query('insert into rates (room_plan_id, stay_date, base_price, extra_adult_price) values ($1, $2, $3, $4)', [rate!.room_plan_id, night, rate!.base_price, rate!.extra_adult_price]);
      clearCaches();
    }
  });

  it('refuses an extra whose price moved since the guest saw it (1103), and takes the one shown', async () => {
    const breakfast = (await extrasOf('demo-kyoto')).find((e) => e.code === 'breakfast')!;
    const body = await base();
    const line = breakfast.price + Math.floor((breakfast.price * 10) / 100);
    const stale = await post({ ...body, extras: [{ extra_id: breakfast.extra_id, quantity: 1, total_price: line - 100 }], expected_total_price: body.expected_total_price + line - 100 });
    expect(stale.statusCode).toBe(400);
    expect(firstError(stale.json())).toMatchObject({ code: 1103, field: 'extras.0.total_price' });
    const fresh = await post({ ...body, extras: [{ extra_id: breakfast.extra_id, quantity: 1, total_price: line }], expected_total_price: body.expected_total_price + line });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('requires the required answers, and men and women that add up to the adults', async () => {
    const body = await base({ answers: [] });
    const missing = await post(body);
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing.json()).field).toMatch(/^answers\.\d+$/);

    const qs = await questions('demo-kyoto', `?checkin=${checkin}`);
    const people = qs.find((q) => q.question_type === 'number_of_men_women_per_room')!;
    const answers = (await requiredAnswers(app, cs, 'demo-kyoto', checkin)).map((a) =>
      a.question_id === people.id ? { ...a, rooms: [{ room_index: 0, men_count: 1, women_count: 2 }] } : a,
    );
    const wrong = await post({ ...body, answers });
    expect(wrong.statusCode).toBe(400);
    expect(firstError(wrong.json()).error).toContain('add up to the 2 adults');

    const free = qs.find((q) => q.code === 'requests')!;
    const long = await post({ ...body, answers: [...(await requiredAnswers(app, cs, 'demo-kyoto', checkin)), { question_id: free.id, text: 'x'.repeat(256) }] });
    expect(long.statusCode).toBe(400);
    expect(firstError(long.json()).field).toMatch(/^answers\.\d+\.text$/);
  });
});
