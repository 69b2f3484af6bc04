import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CancellationQuoteAnswerSchema, ReservationAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, firstError, testClient } from './helpers';
import { NON_REFUNDABLE, ROOM_ONLY, cardState, manageClient, soldNights } from './manage-helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const today = todayIn('Asia/Tokyo');

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const api = () => manageClient(app, () => cs);

async function quote(no: string, token: string, roomIds?: number[]) {
  const res = await api().fee(no, token, roomIds);
  expect(res.statusCode, res.body).toBe(200);
  return CancellationQuoteAnswerSchema.parse(res.json()).data;
}

describe('each room pays by its own plan’s policy', () => {
  it('a flexible room is free while a non-refundable one costs all of its price; the fee is their sum', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin, plans: [ROOM_ONLY, NON_REFUNDABLE], payment: 'credit_card' });
    const [flexible, nonRefundable] = reservation.rooms;
    expect(flexible!.cancellation_policy_id).not.toBe(nonRefundable!.cancellation_policy_id);

    const all = await quote(reservation.reservation_number, bypass_token);
    expect(all.rooms).toEqual([
      { id: flexible!.id, fee: 0, percent: 0 },
      { id: nonRefundable!.id, fee: nonRefundable!.total_price, percent: 100 },
    ]);
    // Not the strictest policy for every room: only the non-refundable room's price.
    expect(all.fee).toBe(nonRefundable!.total_price);
    expect(all.fee).toBeLessThan(reservation.total_price);
    expect(all.percent).toBe(100);
    expect((await quote(reservation.reservation_number, bypass_token, [flexible!.id])).fee).toBe(0);

    // The flexible room first: free, and its price goes back to the card.
    const one = await api().cancel(reservation.reservation_number, bypass_token, { reason: 'traveller_count_changed', cancellation_fee_displayed: 0, room_ids: [flexible!.id] });
    expect(one.statusCode, one.body).toBe(200);
    const after = ReservationAnswerSchema.parse(one.json()).data;
    expect(after.total_price).toBe(nonRefundable!.total_price);
    expect(await cardState(db, reservation.id)).toEqual([{ amount: reservation.total_price, refunded_amount: flexible!.total_price, state: 'captured' }]);

    // Then the rest: the fee is the whole room, nothing more goes back, and the charge stays on record.
    const rest = await api().cancel(reservation.reservation_number, bypass_token, { reason: 'traveller_count_changed', cancellation_fee_displayed: nonRefundable!.total_price });
    expect(rest.statusCode, rest.body).toBe(200);
    const done = ReservationAnswerSchema.parse(rest.json()).data;
    expect([done.status, done.total_price]).toEqual(['cancelled', nonRefundable!.total_price]);
    expect(await cardState(db, reservation.id)).toEqual([{ amount: reservation.total_price, refunded_amount: flexible!.total_price, state: 'captured' }]);
    expect(await soldNights(db, checkin, 2)).toEqual([0, 0]);
    const rows = await db.query<{ fee: number; refund: number }>('select fee, refund from reservation_cancellations where reservation_id = $1 order by id', [reservation.id]);
    expect(rows).toEqual([{ fee: 0, refund: flexible!.total_price }, { fee: nonRefundable!.total_price, refund: 0 }]);
  });

  it('two days before check-in: 30% of the flexible room plus all of the non-refundable one, charged as shown', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 2), plans: [ROOM_ONLY, NON_REFUNDABLE], payment: 'credit_card' });
    const [flexible, nonRefundable] = reservation.rooms;
    const q = await quote(reservation.reservation_number, bypass_token);
    const expected = Math.round((flexible!.total_price * 30) / 100) + nonRefundable!.total_price;
    expect(q.fee).toBe(expected);
    const stale = await api().cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: Math.round((reservation.total_price * 100) / 100) });
    expect(stale.statusCode).toBe(409);
    expect(firstError(stale.json()).error).toBe('fee_changed');
    const ok = await api().cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: q.fee });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ReservationAnswerSchema.parse(ok.json()).data.total_price).toBe(q.fee);
    expect(await cardState(db, reservation.id)).toEqual([{ amount: reservation.total_price, refunded_amount: reservation.total_price - q.fee, state: 'captured' }]);
  });

  it('after the check-in day: quotes the no-show percentage and refuses online (check_in_day_passed)', async () => {
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 10) });
    await db.query('update reservations set checkin_date = $2, checkout_date = $3 where id = $1', [reservation.id, addDays(today, -1), addDays(today, 1)]);
    const q = await quote(reservation.reservation_number, bypass_token);
    expect(q.percent).toBe(100);
    const res = await api().cancel(reservation.reservation_number, bypass_token, { reason: 'trip_changed', cancellation_fee_displayed: q.fee });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).error).toBe('check_in_day_passed');
  });

  it('points pay for the fee first; only what the fee does not take goes back', async () => {
    const signIn = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_in', headers: api().headers(), payload: { email: DEMO.member.email, password: DEMO.member.password } });
    const member = { authorization: `Bearer ${(signIn.json() as { data: { access_token: string } }).data.access_token}` };
    const balance = async () => (await db.query<{ p: number }>('select points_balance as p from members where email = $1', [DEMO.member.email]))[0]!.p;
    const start = await balance();
    const { reservation, bypass_token } = await api().book({ checkin: addDays(today, 2), headers: member, spending_point_amount: 1000, email: DEMO.member.email });
    expect(await balance()).toBe(start - 1000);
    const gross = reservation.total_price + 1000;
    const res = await app.inject({ url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancellation_fee?bypass_token=${bypass_token}`, headers: api().headers(member) });
    const fee = CancellationQuoteAnswerSchema.parse(res.json()).data.fee;
    expect(fee).toBe(Math.round((gross * 30) / 100));
    const cancelled = await app.inject({
      method: 'PUT', url: `/hotels/demo-tokyo/reservations/${reservation.reservation_number}/cancel?bypass_token=${bypass_token}`, headers: api().headers(member),
      payload: { reason: 'trip_changed', cancellation_fee_displayed: fee },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The fee (30% of the stay) is more than the 1,000 points: they all went to it, the rest is owed.
    expect(await balance()).toBe(start - 1000);
    expect(ReservationAnswerSchema.parse(cancelled.json()).data.total_price).toBe(fee - 1000);
  });
});
