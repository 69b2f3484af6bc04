import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReservationAnswerSchema, RoomSearchAnswerSchema, UpdateQuoteAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { DEMO, firstError, testClient } from './helpers';
import { EMAIL, ROOM_ONLY, manageClient } from './manage-helpers';

// The room search in update mode (document 2 §7.3 reservation_no): the reservation being changed
// gives its rooms back before it takes the new nights, so for one who may manage it, the search
// counts them as free; for anyone else the number changes nothing.

let app: FastifyInstance;
let db: Db;
let cs: string;
const today = todayIn('Asia/Tokyo');
const ROOM_TYPE = 'moderate-double';

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const api = () => manageClient(app, () => cs);

type Answer = ReturnType<typeof RoomSearchAnswerSchema.parse>['data'];

async function search(checkin: string, checkout: string, extra = '', headers: Record<string, string> = {}): Promise<Answer> {
  const wire = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
  const res = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${wire}${extra}`, headers: api().headers(headers) });
  expect(res.statusCode, res.body).toBe(200);
  return RoomSearchAnswerSchema.parse(res.json()).data;
}

const roomOf = (a: Answer) => a.rooms.find((r) => r.room_type_code === ROOM_TYPE);
/** What a search shows, without its id. */
const shown = ({ search_id: _id, ...rest }: Answer) => rest;

/** No room of the type is left on these nights but the ones the reservations hold. */
async function sellOut(from: string, nights: number): Promise<void> {
  await db.query(
    `update inventory i set sold = i.total from room_types t join hotels h on h.id = t.hotel_id
      where t.id = i.room_type_id and h.code = 'demo-tokyo' and t.code = $3 and i.stay_date >= $1::date and i.stay_date < $2::date`,
    [from, addDays(from, nights), ROOM_TYPE],
  );
}

async function memberToken(email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_in', headers: api().headers(), payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { access_token: string } }).data.access_token;
}

describe('GET /hotels/{id}/rooms with reservation_no', () => {
  it('counts the reservation’s own rooms as free for the one holding its token, prices unchanged', async () => {
    const checkin = addDays(today, 20);
    const { reservation, bypass_token } = await api().book({ checkin, nights: 2, plans: [ROOM_ONLY, ROOM_ONLY] });
    const no = reservation.reservation_number;
    const longer = addDays(checkin, 3);
    const priceBefore = roomOf(await search(checkin, longer))!.room_plan.find((p) => p.room_plan_code === ROOM_ONLY)!.price;

    // The two booked nights are full; the third night has rooms.
    await sellOut(checkin, 2);
    const plain = await search(checkin, longer);
    expect(roomOf(plain)).toBeUndefined();

    const named = await search(checkin, longer, `&reservation_no=${no}&${api().access(bypass_token)}`);
    const room = roomOf(named)!;
    expect(room.room_count).toBe(2);
    const plan = room.room_plan.find((p) => p.room_plan_code === ROOM_ONLY)!;
    expect(plan.plan_stock_count).toBe(2);
    expect(plan.price).toEqual(priceBefore);
    // Only that room type changes.
    expect(named.rooms.filter((r) => r.room_type_code !== ROOM_TYPE)).toEqual(plain.rooms);
    // The token alone (no e-mail) is access too; a lower-case number names the same reservation.
    expect(roomOf(await search(checkin, longer, `&reservation_no=${no.toLowerCase()}&bypass_token=${bypass_token}`))?.room_count).toBe(2);

    // A stay that does not touch its nights is as without it.
    const after = addDays(checkin, 2);
    expect(shown(await search(after, addDays(after, 2), `&reservation_no=${no}&${api().access(bypass_token)}`))).toEqual(shown(await search(after, addDays(after, 2))));

    // The change the search offered goes through: the old nights are given back first.
    const body = { checkin_date: checkin, checkout_date: longer };
    const quote = await api().update(no, bypass_token, body, { dryRun: true });
    expect(quote.statusCode, quote.body).toBe(200);
    const total = UpdateQuoteAnswerSchema.parse(quote.json()).data.total_price;
    expect(total).toBe(plan.price.total_price * 2);
    const done = await api().update(no, bypass_token, { ...body, expected_total_price: total });
    expect(done.statusCode, done.body).toBe(200);
    expect(ReservationAnswerSchema.parse(done.json()).data.checkout_date).toBe(longer);
    expect(roomOf(await search(checkin, longer))).toBeUndefined();
    expect(roomOf(await search(checkin, longer, `&reservation_no=${no}&${api().access(bypass_token)}`))?.room_count).toBe(2);
  });

  it('changes nothing and tells nothing without access', async () => {
    const checkin = addDays(today, 24);
    const { reservation, bypass_token } = await api().book({ checkin, nights: 2 });
    const no = reservation.reservation_number;
    const other = await api().book({ checkin: addDays(today, 40), email: 'someone-else@example.com' });
    await sellOut(checkin, 2);
    const checkout = addDays(checkin, 3);
    const plain = shown(await search(checkin, checkout));
    expect(plain.rooms.some((r) => r.room_type_code === ROOM_TYPE)).toBe(false);

    const attempts = [
      `&reservation_no=${no}`,
      `&reservation_no=${no}&${api().access('not-the-token')}`,
      `&reservation_no=${no}&${api().access(other.bypass_token, 'someone-else@example.com')}`,
      `&reservation_no=${no}&${api().access(bypass_token, 'someone-else@example.com')}`,
      `&reservation_no=YDNOSUCHRES1&${api().access(bypass_token)}`,
      `&reservation_no=${reservation.id}&bypass_token=guess`,
      `&reservation_no=${encodeURIComponent("' or 1=1 --")}&${api().access(bypass_token)}`,
    ];
    for (const extra of attempts) expect(shown(await search(checkin, checkout, extra)), extra).toEqual(plain);

    // A token that is not one is refused like any bad input.
    const wire = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
    const long = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${wire}&reservation_no=${no}&bypass_token=${'x'.repeat(201)}`, headers: api().headers() });
    expect(long.statusCode).toBe(400);
    expect(firstError(long.json()).field).toBe('bypass_token');
    expect(long.body).not.toContain(no);
  });

  it('the member who booked needs no token; another member and a cancelled reservation change nothing', async () => {
    const checkin = addDays(today, 28);
    const { reservation, bypass_token } = await api().book({ checkin, nights: 2 });
    const no = reservation.reservation_number;
    await db.query('update reservations set member_id = (select id from members where email = $1) where id = $2', [DEMO.member.email, reservation.id]);
    await sellOut(checkin, 2);
    const checkout = addDays(checkin, 3);
    const plain = shown(await search(checkin, checkout));

    const member = { authorization: `Bearer ${await memberToken(DEMO.member.email, DEMO.member.password)}` };
    expect(roomOf(await search(checkin, checkout, `&reservation_no=${no}`, member))?.room_count).toBe(1);
    const someoneElse = { authorization: `Bearer ${await memberToken(DEMO.orgUser.email, DEMO.orgUser.password)}` };
    expect(roomOf(await search(checkin, checkout, `&reservation_no=${no}`, someoneElse))).toBeUndefined();
    expect(shown(await search(checkin, checkout, `&reservation_no=${no}`))).toEqual(plain);

    // Cancelled, its rooms are back in the stock already: they are not counted twice.
    const cancel = await app.inject({
      method: 'PUT',
      url: `/hotels/demo-tokyo/reservations/${no}/cancel?${api().access(bypass_token, EMAIL)}`,
      headers: api().headers(member),
      payload: { reason: 'trip_changed', cancellation_fee_displayed: 0 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const freed = await search(checkin, checkout);
    expect(roomOf(freed)?.room_count).toBe(1);
    expect(shown(await search(checkin, checkout, `&reservation_no=${no}&${api().access(bypass_token)}`))).toEqual(shown(freed));
  });
});
