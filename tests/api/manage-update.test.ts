import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ExtrasAnswerSchema, ReservationAnswerSchema, UpdateQuoteAnswerSchema, UpdateSettingsAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, addMonths, todayIn } from '../../contract/dates';
import { firstError, staff, testClient } from './helpers';
import { ROOM_ONLY, cardState, manageClient, soldNights } from './manage-helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const today = todayIn('Asia/Tokyo');
const BREAKFAST = 'moderate-double-breakfast';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const api = () => manageClient(app, () => cs);

async function quote(no: string, token: string, body: object) {
  const res = await api().update(no, token, body, { dryRun: true });
  expect(res.statusCode, res.body).toBe(200);
  return UpdateQuoteAnswerSchema.parse(res.json()).data;
}

async function extraId(code: string): Promise<{ id: number; dates: string[] }> {
  const res = await app.inject({ url: '/hotels/demo-tokyo/extras', headers: api().headers() });
  const extra = ExtrasAnswerSchema.parse(res.json()).data.find((e) => e.code === code)!;
  return { id: extra.extra_id, dates: extra.booking_available_dates };
}

describe('the price before confirming (dry_run)', () => {
  it('answers the new price and the difference, and changes nothing', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin });
    const body = { checkin_date: addDays(checkin, 1), checkout_date: addDays(checkin, 4) };
    const q = await quote(reservation.reservation_number, bypass_token, body);
    expect(q.total_price).toBe(await api().price(body.checkin_date, body.checkout_date, [ROOM_ONLY]));
    expect(q.price.total_price).toBe(q.total_price);
    expect(q.difference).toBe(q.total_price - reservation.total_price);
    expect([q.currency, q.refund, q.points_back, q.remain_amount]).toEqual(['JPY', 0, 0, q.total_price]);
    // Nothing moved, nothing recorded, no mail.
    const after = ReservationAnswerSchema.parse((await api().get(reservation.reservation_number, bypass_token)).json()).data;
    expect([after.checkin_date, after.total_price]).toEqual([checkin, reservation.total_price]);
    expect(await soldNights(db, checkin, 4)).toEqual([1, 1, 0, 0]);
    expect(await db.query('select 1 from reservation_updates')).toHaveLength(0);
    // The real call without the price refuses; with it, it goes through at that price.
    const missing = await api().update(reservation.reservation_number, bypass_token, body);
    expect(firstError(missing.json()).field).toBe('expected_total_price');
    const ok = await api().update(reservation.reservation_number, bypass_token, { ...body, expected_total_price: q.total_price });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ReservationAnswerSchema.parse(ok.json()).data.total_price).toBe(q.total_price);
    expect(await soldNights(db, checkin, 4)).toEqual([0, 1, 1, 1]);
  });

  it('gives the same errors as the change itself', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20) });
    const res = await api().update(reservation.reservation_number, bypass_token, { checkin_date: addDays(today, 25), checkout_date: addDays(today, 24) }, { dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).code).toBe(2309);
    const bad = await app.inject({ method: 'PUT', url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}?${api().access(bypass_token)}&dry_run=maybe`, headers: api().headers(), payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json()).field).toBe('dry_run');
  });
});

describe('what an update may change', () => {
  it('adds a room and changes the guests of the booked one', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin });
    const room = reservation.rooms[0]!;
    const body = { checkin_date: checkin, checkout_date: addDays(checkin, 2), rooms: [{ id: room.id, adults: 1 }, { room_plan_code: BREAKFAST, adults: 2 }] };
    const q = await quote(reservation.reservation_number, bypass_token, body);
    expect(q.total_price).toBe((await api().price(checkin, addDays(checkin, 2), [ROOM_ONLY], 1)) + (await api().price(checkin, addDays(checkin, 2), [BREAKFAST], 2)));
    const ok = await api().update(reservation.reservation_number, bypass_token, { ...body, expected_total_price: q.total_price });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = ReservationAnswerSchema.parse(ok.json()).data;
    expect(after.rooms.map((r) => [r.room_plan_code, r.adults, r.status])).toEqual([[ROOM_ONLY, 1, 'active'], [BREAKFAST, 2, 'active']]);
    expect(after.rooms[0]!.id).toBe(room.id);
    expect(after.total_price).toBe(after.rooms.reduce((n, r) => n + r.total_price, 0));
    expect(await soldNights(db, checkin, 2)).toEqual([2, 2]);
  });

  it('takes a room off while that costs nothing, and refuses while it has a fee', async () => {
    const far = addDays(today, 20);
    const two = await api().book({ checkin: far, plans: [ROOM_ONLY, ROOM_ONLY] });
    const keep = two.reservation.rooms[0]!;
    const body = { checkin_date: far, checkout_date: addDays(far, 2), rooms: [{ id: keep.id, adults: 2 }] };
    const q = await quote(two.reservation.reservation_number, two.bypass_token, body);
    expect(q.total_price).toBe(keep.total_price);
    const ok = await api().update(two.reservation.reservation_number, two.bypass_token, { ...body, expected_total_price: q.total_price });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ReservationAnswerSchema.parse(ok.json()).data.rooms.map((r) => r.status)).toEqual(['active', 'cancelled']);
    expect(await soldNights(db, far, 2)).toEqual([1, 1]);

    const near = addDays(today, 2);
    const soon = await api().book({ checkin: near, plans: [ROOM_ONLY, ROOM_ONLY] });
    const res = await api().update(soon.reservation.reservation_number, soon.bypass_token, { checkin_date: near, checkout_date: addDays(near, 2), rooms: [{ id: soon.reservation.rooms[0]!.id, adults: 2 }] }, { dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 1000, error: 'removing_rooms_has_fee', field: 'rooms' });
  });

  it('refuses rooms it cannot tell apart or that are not the reservation’s', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin });
    const id = reservation.rooms[0]!.id;
    const cases: [object, string][] = [
      [{ rooms: [{ adults: 2 }] }, 'rooms.0'],
      [{ rooms: [{ id, room_plan_code: ROOM_ONLY, adults: 2 }] }, 'rooms.0'],
      [{ rooms: [{ id: id + 999, adults: 2 }] }, 'rooms.0.id'],
      [{ rooms: [{ id, adults: 2 }, { id, adults: 2 }] }, 'rooms.1.id'],
      [{ rooms: [{ id, adults: 2 }], adults: [2] }, 'rooms'],
      [{ adults: [2, 2] }, 'adults'],
      [{ rooms: [{ room_plan_code: 'no-such-plan', adults: 2 }] }, 'rooms.0.room_plan_code'],
    ];
    for (const [extra, field] of cases) {
      const res = await api().update(reservation.reservation_number, bypass_token, { checkin_date: checkin, checkout_date: addDays(checkin, 2), expected_total_price: 0, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(firstError(res.json()).field, JSON.stringify(extra)).toBe(field);
    }
  });

  it('adds extras, keeps them through a date change, and refuses a dated one left outside the stay (1101)', async () => {
    const checkin = addDays(today, 20);
    const champagne = await extraId('welcome-champagne');
    const { reservation, bypass_token } = await api().book({ checkin });
    const [{ stock: before }] = (await db.query<{ stock: number }>('select stock from extras where id = $1', [champagne.id])) as [{ stock: number }];
    const body = { checkin_date: checkin, checkout_date: addDays(checkin, 2), extras: [{ extra_id: champagne.id, quantity: 2 }] };
    const q = await quote(reservation.reservation_number, bypass_token, body);
    expect(q.difference).toBe(q.price.total_extra_price);
    expect(q.price.total_extra_price).toBeGreaterThanOrEqual(18_000);
    const ok = await api().update(reservation.reservation_number, bypass_token, { ...body, expected_total_price: q.total_price });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ReservationAnswerSchema.parse(ok.json()).data.extras).toMatchObject([{ extra_id: champagne.id, quantity: 2 }]);
    const stock = async () => (await db.query<{ stock: number }>('select stock from extras where id = $1', [champagne.id]))[0]!.stock;
    expect(await stock()).toBe(before - 2);
    // Moved: the extras come along (and their stock is not taken twice).
    const moved = { checkin_date: addDays(checkin, 7), checkout_date: addDays(checkin, 9) };
    const q2 = await quote(reservation.reservation_number, bypass_token, moved);
    const ok2 = await api().update(reservation.reservation_number, bypass_token, { ...moved, expected_total_price: q2.total_price });
    expect(ok2.statusCode, ok2.body).toBe(200);
    expect(ReservationAnswerSchema.parse(ok2.json()).data.extras).toHaveLength(1);
    expect(await stock()).toBe(before - 2);
    // Over the quantity allowed: 1102.
    const tooMany = await api().update(reservation.reservation_number, bypass_token, { ...moved, extras: [{ extra_id: champagne.id, quantity: 3 }] }, { dryRun: true });
    expect(firstError(tooMany.json()).code).toBe(1102);
    // A dinner booked for a night that the new dates leave out: 1101.
    const dinner = await extraId('teppanyaki-dinner');
    const night = dinner.dates.find((d) => d >= addDays(checkin, 7) && d < addDays(checkin, 9));
    expect(night).toBeDefined();
    const withDinner = { ...moved, extras: [{ extra_id: dinner.id, quantity: 1, delivery_date: night }] };
    const q3 = await quote(reservation.reservation_number, bypass_token, withDinner);
    expect((await api().update(reservation.reservation_number, bypass_token, { ...withDinner, expected_total_price: q3.total_price })).statusCode).toBe(200);
    // The champagne is left out, so its stock comes back.
    expect(await stock()).toBe(before);
    const away = await api().update(reservation.reservation_number, bypass_token, { checkin_date: addDays(checkin, 30), checkout_date: addDays(checkin, 31) }, { dryRun: true });
    expect(firstError(away.json())).toMatchObject({ code: 1101, field: 'extras.0.delivery_date' });
  });
});

describe('what an update may not do', () => {
  it('beyond the reservable months: 1903', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 20) });
    const far = addMonths(today, 13);
    const res = await api().update(reservation.reservation_number, bypass_token, { checkin_date: far, checkout_date: addDays(far, 1) }, { dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 1903, field: 'checkin_date' });
  });

  it('a room of a plan not sold for the new stay: 2304', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin });
    // The breakfast plan is sold for at most 14 nights.
    const body = { checkin_date: checkin, checkout_date: addDays(checkin, 16), rooms: [{ id: reservation.rooms[0]!.id, adults: 2 }, { room_plan_code: BREAKFAST, adults: 2 }] };
    const res = await api().update(reservation.reservation_number, bypass_token, body, { dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 2304, field: 'rooms.1.room_plan_code' });
  });

  it('fewer nights than the plan’s minimum', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin, nights: 3 });
    await db.query(`update plans set min_nights = 3 where code = 'room-only' and hotel_id = (select id from hotels where code = 'demo-tokyo')`);
    try {
      const settings = UpdateSettingsAnswerSchema.parse((await api().settings(reservation.reservation_number, bypass_token)).json()).data;
      expect(settings.min_nights).toBe(3);
      const res = await api().update(reservation.reservation_number, bypass_token, { checkin_date: checkin, checkout_date: addDays(checkin, 2) }, { dryRun: true });
      expect(firstError(res.json())).toMatchObject({ code: 1000, error: 'below_min_nights', field: 'checkout_date' });
    } finally {
      await db.query(`update plans set min_nights = 1 where code = 'room-only' and hotel_id = (select id from hotels where code = 'demo-tokyo')`);
    }
  });

  it('after the deadline (the day before check-in)', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: today });
    const settings = UpdateSettingsAnswerSchema.parse((await api().settings(reservation.reservation_number, bypass_token)).json()).data;
    expect(settings).toMatchObject({ updatable: false, reasons: ['deadline_passed'] });
    const res = await api().update(reservation.reservation_number, bypass_token, { checkin_date: addDays(today, 3), checkout_date: addDays(today, 5), expected_total_price: 0 });
    expect(firstError(res.json())).toMatchObject({ code: 1000, error: 'deadline_passed' });
  });

  it('while another update holds it: 3013, until the hold runs out', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin });
    const body = { checkin_date: addDays(checkin, 1), checkout_date: addDays(checkin, 3) };
    const q = await quote(reservation.reservation_number, bypass_token, body);
    await db.query(`update reservations set update_held_until = now() + interval '5 minutes' where id = $1`, [reservation.id]);
    const held = await api().update(reservation.reservation_number, bypass_token, { ...body, expected_total_price: q.total_price });
    expect(held.statusCode).toBe(409);
    expect(firstError(held.json()).code).toBe(3013);
    await db.query(`update reservations set update_held_until = now() - interval '1 second' where id = $1`, [reservation.id]);
    const ok = await api().update(reservation.reservation_number, bypass_token, { ...body, expected_total_price: q.total_price });
    expect(ok.statusCode, ok.body).toBe(200);
    // The hold is let go once an update is done.
    const [row] = await db.query<{ held: string | null }>('select update_held_until as held from reservations where id = $1', [reservation.id]);
    expect(row!.held).toBeNull();
  });

  it('two updates at once: one goes through, the other is told to wait (3013) or sees the first', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin });
    const a = { checkin_date: addDays(checkin, 1), checkout_date: addDays(checkin, 3) };
    const b = { checkin_date: addDays(checkin, 5), checkout_date: addDays(checkin, 7) };
    const [qa, qb] = [await quote(reservation.reservation_number, bypass_token, a), await quote(reservation.reservation_number, bypass_token, b)];
    const [ra, rb] = await Promise.all([
      api().update(reservation.reservation_number, bypass_token, { ...a, expected_total_price: qa.total_price }),
      api().update(reservation.reservation_number, bypass_token, { ...b, expected_total_price: qb.total_price }),
    ]);
    const codes = [ra, rb].map((r) => (r.statusCode === 200 ? 200 : firstError(r.json()).code));
    expect(codes).toContain(200);
    for (const c of codes) expect([200, 3013]).toContain(c);
    const final = ReservationAnswerSchema.parse((await api().get(reservation.reservation_number, bypass_token)).json()).data;
    const sold = await soldNights(db, checkin, 8);
    const expected = Array.from({ length: 8 }, (_, i) => (addDays(checkin, i) >= final.checkin_date && addDays(checkin, i) < final.checkout_date ? 1 : 0));
    expect(sold).toEqual(expected);
  });

  it('the hotel edited it (3014), and a payment is in progress (3016), also for guests', async () => {
    const one = await api().book({ checkin: addDays(today, 20) });
    await app.inject({ method: 'PUT', url: `/staff/reservations/${one.reservation.id}/edited`, headers: staff() });
    const body = { checkin_date: addDays(today, 21), checkout_date: addDays(today, 23) };
    expect(firstError((await api().update(one.reservation.reservation_number, one.bypass_token, body, { dryRun: true })).json()).code).toBe(3014);
    expect(firstError((await api().guests(one.reservation.reservation_number, one.bypass_token, { guest: { ...one.reservation.guest, first_name: 'Hana' } })).json()).code).toBe(3014);
    expect(firstError((await api().cancel(one.reservation.reservation_number, one.bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: 0 })).json()).code).toBe(3014);

    const two = await api().book({ checkin: addDays(today, 40) });
    await db.query(`insert into payment_transactions (reservation_id, provider, state, amount, currency) values ($1, 'sandbox', 'pre_3d_secure', 1, 'JPY')`, [two.reservation.id]);
    const res = await api().update(two.reservation.reservation_number, two.bypass_token, { checkin_date: addDays(today, 41), checkout_date: addDays(today, 43) }, { dryRun: true });
    expect(res.statusCode).toBe(409);
    expect(firstError(res.json()).code).toBe(3016);
  });

  it('paid by card in another currency: nights and rooms may not go down', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin, nights: 3, payment: 'credit_card', mcp_currency: 'USD', plans: [ROOM_ONLY, ROOM_ONLY] });
    expect(reservation.mcp_currency).toBe('USD');
    const settings = UpdateSettingsAnswerSchema.parse((await api().settings(reservation.reservation_number, bypass_token)).json()).data;
    expect(settings.can_reduce).toBe(false);
    const nights = await api().update(reservation.reservation_number, bypass_token, { checkin_date: checkin, checkout_date: addDays(checkin, 2) }, { dryRun: true });
    expect(firstError(nights.json())).toMatchObject({ error: 'cannot_reduce_nights_paid_in_another_currency', field: 'checkout_date' });
    const rooms = await api().update(reservation.reservation_number, bypass_token, { checkin_date: checkin, checkout_date: addDays(checkin, 3), rooms: [{ id: reservation.rooms[0]!.id, adults: 2 }] }, { dryRun: true });
    expect(firstError(rooms.json())).toMatchObject({ error: 'cannot_reduce_rooms_paid_in_another_currency', field: 'rooms' });
    // Longer is fine, and is priced in the currency paid too.
    const longer = await quote(reservation.reservation_number, bypass_token, { checkin_date: checkin, checkout_date: addDays(checkin, 4) });
    expect(longer.price.mcp_currency).toBe('USD');
    expect(longer.difference).toBeGreaterThan(0);
  });
});

describe('money and mail after an update', () => {
  it('paid by card: a cheaper stay is refunded to the card, a dearer one leaves the rest to pay at the hotel', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin, nights: 3, payment: 'credit_card' });
    const shorter = { checkin_date: checkin, checkout_date: addDays(checkin, 2) };
    const q = await quote(reservation.reservation_number, bypass_token, shorter);
    expect(q.refund).toBe(reservation.total_price - q.total_price);
    expect(q.remain_amount).toBe(0);
    const ok = await api().update(reservation.reservation_number, bypass_token, { ...shorter, expected_total_price: q.total_price });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await cardState(db, reservation.id)).toEqual([{ amount: reservation.total_price, refunded_amount: q.refund, state: 'captured' }]);

    const longer = { checkin_date: checkin, checkout_date: addDays(checkin, 4) };
    const q2 = await quote(reservation.reservation_number, bypass_token, longer);
    expect(q2.refund).toBe(0);
    expect(q2.remain_amount).toBe(q2.total_price - (reservation.total_price - q.refund));
    const ok2 = await api().update(reservation.reservation_number, bypass_token, { ...longer, expected_total_price: q2.total_price });
    expect(ok2.statusCode, ok2.body).toBe(200);
    expect(await cardState(db, reservation.id)).toEqual([{ amount: reservation.total_price, refunded_amount: q.refund, state: 'captured' }]);
    const updates = await db.query<{ difference: number; refund: number }>('select difference, refund from reservation_updates where reservation_id = $1 order by id', [reservation.id]);
    expect(updates).toEqual([{ difference: q.difference, refund: q.refund }, { difference: q2.difference, refund: 0 }]);
  });

  it('mails the guest what changed, in their language', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin });
    await db.query(`update reservations set locale = 'ja' where id = $1`, [reservation.id]);
    const body = { checkin_date: addDays(checkin, 3), checkout_date: addDays(checkin, 5) };
    const q = await quote(reservation.reservation_number, bypass_token, body);
    await api().update(reservation.reservation_number, bypass_token, { ...body, expected_total_price: q.total_price });
    // The guest's mail (the hotel is mailed the change too, in its own words).
    const mails = await db.query<{ to_address: string; subject: string; text_body: string }>(`select to_address, subject, text_body from mail_outbox where subject like '%変更%' and to_address = $1`, [reservation.guest.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(reservation.guest.email);
    expect(mails[0]!.subject).toContain(reservation.reservation_number);
    expect(mails[0]!.text_body).toContain(`${checkin} → ${addDays(checkin, 2)}`);
    expect(mails[0]!.text_body).toContain(`${body.checkin_date} → ${body.checkout_date}`);
  });
});

describe('an update and a cancellation at once', () => {
  it('leave the reservation, its rooms, its total and the inventory consistent, whichever wins', async () => {
    for (let round = 0; round < 4; round++) {
      const checkin = addDays(today, 30 + round * 10);
      const { reservation, bypass_token } = await api().book({ checkin, plans: [ROOM_ONLY, ROOM_ONLY] });
      const [r1, r2] = reservation.rooms;
      // Half the rounds move the stay; the others add a room. Half cancel one room, the others all.
      const body = round % 2 === 0
        ? { checkin_date: addDays(checkin, 2), checkout_date: addDays(checkin, 4) }
        : { checkin_date: checkin, checkout_date: addDays(checkin, 2), rooms: [{ id: r1!.id, adults: 2 }, { id: r2!.id, adults: 2 }, { room_plan_code: ROOM_ONLY, adults: 1 }] };
      const q = await quote(reservation.reservation_number, bypass_token, body);
      const cancelBody = round < 2 ? { reason: 'trip_changed', cancellation_fee_displayed: 0 } : { reason: 'trip_changed', cancellation_fee_displayed: 0, room_ids: [r2!.id] };
      const [u, c] = await Promise.all([
        api().update(reservation.reservation_number, bypass_token, { ...body, expected_total_price: q.total_price }),
        api().cancel(reservation.reservation_number, bypass_token, cancelBody),
      ]);
      expect([u.statusCode, c.statusCode]).toContain(200);
      for (const r of [u, c]) expect(r.statusCode, r.body).toBeLessThan(500);
      const final = ReservationAnswerSchema.parse((await api().get(reservation.reservation_number, bypass_token)).json()).data;
      const active = final.rooms.filter((r) => r.status === 'active');
      // The total is what the active rooms cost (no fee this far ahead).
      expect(final.total_price).toBe(active.reduce((n, r) => n + r.total_price, 0));
      expect(final.status).toBe(active.length === 0 ? 'cancelled' : 'done');
      const sold = await soldNights(db, checkin, 4);
      const expected = Array.from({ length: 4 }, (_, i) => (addDays(checkin, i) >= final.checkin_date && addDays(checkin, i) < final.checkout_date ? active.length : 0));
      expect(sold, `round ${round}: ${u.statusCode}/${c.statusCode}`).toEqual(expected);
    }
  });
});

describe('bad input', () => {
  it('is a 4xx catalogue error, never a 500', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin });
    const id = reservation.rooms[0]!.id;
    const dates = { checkin_date: checkin, checkout_date: addDays(checkin, 2) };
    const bodies: unknown[] = [
      null, 'text', [], {}, { ...dates, expected_total_price: -1 }, { checkin_date: '2026-02-30', checkout_date: checkin, expected_total_price: 0 },
      { ...dates, rooms: [] }, { ...dates, rooms: [{ id: 2 ** 40, adults: 2 }] }, { ...dates, rooms: [{ id, adults: 0 }] },
      { ...dates, rooms: [{ id, adults: 2, kids_age_range: [{ code: 'zz', count: 9 }] }] }, { ...dates, rooms: [{ id, adults: 99 }] },
      { ...dates, extras: [{ extra_id: 2 ** 40, quantity: 1 }] }, { ...dates, extras: [{ extra_id: 1, quantity: 0 }] },
      { ...dates, guest: { first_name: '' } }, { ...dates, expected_total_price: 0, guest: { ...reservation.guest, first_name: '山田' } },
      { ...dates, adults: [1.5] }, { checkin_date: '2000-01-01', checkout_date: '2000-01-03' },
    ];
    for (const body of bodies) {
      for (const dryRun of [true, false]) {
        const res = await app.inject({
          method: 'PUT', url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}?${api().access(bypass_token)}${dryRun ? '&dry_run=true' : ''}`,
          headers: { ...api().headers(), 'content-type': 'application/json' }, payload: JSON.stringify(body),
        });
        expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBeLessThan(500);
        expect(firstError(res.json()).code).toBeGreaterThanOrEqual(1000);
      }
    }
    for (const url of [
      `/hotels/demo-tokyo/reservations/99999999999999999999?${api().access(bypass_token)}`,
      `/hotels/demo-tokyo/reservations/99999999999999999999/cancellation_fee?${api().access(bypass_token)}&room_ids=99999999999999999999`,
      `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancellation_fee?${api().access(bypass_token)}&room_ids=99999999999999999999`,
      `/hotel_brands/99999999999999/reservations/${reservation.reservation_number}?email=a%40b.cd`,
    ]) {
      const res = await app.inject({ url, headers: api().headers() });
      expect(res.statusCode, `${url} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
    }
    // Nothing moved through all of that.
    expect(await soldNights(db, checkin, 2)).toEqual([1, 1]);
  });
});
