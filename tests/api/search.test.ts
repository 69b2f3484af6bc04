import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AvailabilityAnswerSchema,
  BrandHotelsAnswerSchema,
  BrandInventoryAnswerSchema,
  CancellationPoliciesAnswerSchema,
  CancellationPolicyAnswerSchema,
  ExtrasAnswerSchema,
  HotelAnswerSchema,
  InventoryAnswerSchema,
  OtaHotelSearchAnswerSchema,
  PriceAnswerSchema,
  RecommendationAnswerSchema,
  RoomSearchAnswerSchema,
  type SearchRoom,
} from '../../contract';
import type { Db } from '../../server/db/db';
import { addDays, addMonths, todayIn } from '../../contract/dates';
import { DEMO, firstError, staff, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
const today = todayIn('Asia/Tokyo');
const checkin = addDays(today, 21);
const checkout = addDays(checkin, 2);

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

type Room = Partial<SearchRoom> & { adults: number };
function roomsParam(rooms: Room[]): string {
  return encodeURIComponent(JSON.stringify(rooms.map((r) => ({ checkin_date: checkin, checkout_date: checkout, ...r }))));
}

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { 'x-client-session': cs, ...headers } });
}

async function search(hotel: string, rooms: Room[], extra = '', headers: Record<string, string> = {}) {
  const res = await get(`/hotels/${hotel}/rooms?rooms=${roomsParam(rooms)}${extra}`, headers);
  return res;
}

async function searchOk(hotel: string, rooms: Room[], extra = '', headers: Record<string, string> = {}) {
  const res = await search(hotel, rooms, extra, headers);
  expect(res.statusCode, res.body).toBe(200);
  return RoomSearchAnswerSchema.parse(res.json()).data;
}

describe('GET /hotels/{id}/rooms', () => {
  it('finds rooms and plans for a 2-night, 2-adult stay, priced with taxes', async () => {
    const data = await searchOk('demo-tokyo', [{ adults: 2 }]);
    expect(data.checkin_date).toBe(checkin);
    expect(data.nights).toBe(2);
    expect(data.rooms.length).toBeGreaterThan(2);
    for (const room of data.rooms) {
      expect(room.room_count).toBeGreaterThan(0);
      for (const plan of room.room_plan) {
        const p = plan.price;
        expect(p.total_price).toBe(p.room_price_without_tax + p.service_charge + p.tax + p.accommodation_tax);
        expect(p.tax).toBe(Math.floor(((p.room_price_without_tax + p.service_charge) * 10) / 100));
        expect(p.rooms[0]!.nightly).toHaveLength(2);
        expect(plan.plan.day_use).toBe(false);
      }
    }
  });

  it('sorts by price both ways and by the hotel’s own order', async () => {
    const cheapest = (d: Awaited<ReturnType<typeof searchOk>>) => d.rooms.map((r) => r.room_plan[0]!.price.total_price);
    const asc = cheapest(await searchOk('demo-tokyo', [{ adults: 2 }], '&order=price_low_to_high'));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = cheapest(await searchOk('demo-tokyo', [{ adults: 2 }], '&order=price_high_to_low'));
    expect(desc).toEqual([...asc].sort((a, b) => b - a));
    const rec = await searchOk('demo-tokyo', [{ adults: 2 }], '&order=recommended');
    const [positions] = [await db.query<{ code: string }>(`select t.code from room_types t join hotels h on h.id = t.hotel_id where h.code = 'demo-tokyo' order by t.position, t.id`)];
    const order = positions.map((p) => p.code).filter((c) => rec.rooms.some((r) => r.room_type_code === c));
    expect(rec.rooms.map((r) => r.room_type_code)).toEqual(order);
  });

  it('filters by room search filters, including accessibility', async () => {
    const data = await searchOk('demo-tokyo', [{ adults: 2 }], '&room_search_filters=accessible');
    expect(data.rooms.length).toBeGreaterThan(0);
    for (const r of data.rooms) {
      expect(r.room_type.filters).toContain('accessible');
      expect(r.room_type.accessibility.length).toBeGreaterThan(0);
    }
  });

  it('prices kids tiers at demo-tokyo: a child of tier A costs, an infant does not', async () => {
    const base = await searchOk('demo-tokyo', [{ adults: 2 }], '&room_type_codes=family-triple&hotel_plan_codes=room-only');
    const withChild = await searchOk('demo-tokyo', [{ adults: 2, children: 1, kids_age_range: [{ code: 'A', count: 1 }] }], '&room_type_codes=family-triple&hotel_plan_codes=room-only');
    const withInfant = await searchOk('demo-tokyo', [{ adults: 2, children: 1, kids_age_range: [{ code: 'C', count: 1 }] }], '&room_type_codes=family-triple&hotel_plan_codes=room-only');
    const price = (d: typeof base) => d.rooms[0]!.room_plan[0]!.price.room_price_without_tax;
    expect(price(withChild)).toBeGreaterThan(price(base));
    expect(price(withInfant)).toBe(price(base));
    expect(withChild.rooms[0]!.room_plan[0]!.matched_search_criteria.children_count).toBe(1);
  });

  it('echoes each room’s companions in matched_search_criteria, as part of its guests', async () => {
    const rooms = [
      { adults: 2, adult_companion: 1, children: 1, kids_age_range: [{ code: 'A', count: 1 }], kid_tier_A_companion: 1 },
      { adults: 2, adult_companion: 2 },
    ];
    const data = await searchOk('demo-tokyo', rooms, '&room_type_codes=family-triple&hotel_plan_codes=room-only');
    const plain = await searchOk('demo-tokyo', rooms.map(({ adult_companion: _a, kid_tier_A_companion: _k, ...r }) => r), '&room_type_codes=family-triple&hotel_plan_codes=room-only');
    const matched = data.rooms[0]!.room_plan[0]!.matched_search_criteria;
    expect(matched).toEqual({ adults_count: 4, adults_with_companion: 3, children_count: 1, children_with_kid_tier_A_companion: 1 });
    // Companions are guests already counted: the price is the same party's.
    expect(data.rooms[0]!.room_plan[0]!.price.total_price).toBe(plain.rooms[0]!.room_plan[0]!.price.total_price);
  });

  it('prices children by age range at demo-kyoto', async () => {
    const base = await searchOk('demo-kyoto', [{ adults: 2 }]);
    const withKid = await searchOk('demo-kyoto', [{ adults: 2, children: 1, kids_age_range: [{ code: 'age_7_12', count: 1 }] }]);
    const code = withKid.rooms[0]!.room_type_code;
    const a = base.rooms.find((r) => r.room_type_code === code)!.room_plan[0]!.price.room_price_without_tax;
    const b = withKid.rooms[0]!.room_plan[0]!.price.room_price_without_tax;
    expect(b).toBeGreaterThan(a);
  });

  it('refuses a kids code the hotel does not offer', async () => {
    const res = await search('demo-kyoto', [{ adults: 2, kids_age_range: [{ code: 'A', count: 1 }] }]);
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).field).toBe('rooms.0');
  });

  it('searches several rooms at once, each priced for its own party', async () => {
    const data = await searchOk('demo-tokyo', [{ adults: 2 }, { adults: 1 }]);
    const plan = data.rooms[0]!.room_plan[0]!;
    expect(plan.price.rooms).toHaveLength(2);
    expect(plan.price.rooms[0]!.non_sign_in_discount.total_price_after_discount).toBeGreaterThan(plan.price.rooms[1]!.non_sign_in_discount.total_price_after_discount);
    for (const r of data.rooms) expect(r.room_count).toBeGreaterThanOrEqual(2);
  });

  it('hides rooms with fewer left than asked for in tiers mode, and shows the last room for one', async () => {
    const one = await searchOk('demo-tokyo', [{ adults: 2 }]);
    expect(one.rooms.some((r) => r.room_type_code === DEMO.lastRoom['demo-tokyo'])).toBe(true);
    const two = await searchOk('demo-tokyo', [{ adults: 2 }, { adults: 2 }]);
    expect(two.rooms.some((r) => r.room_type_code === DEMO.lastRoom['demo-tokyo'])).toBe(false);
  });

  it('leaves out sold-out room types, and offers the next available date when nothing is left', async () => {
    await db.query(
      `update inventory i set sold = i.total from room_types t join hotels h on h.id = t.hotel_id
        where i.room_type_id = t.id and h.code = 'demo-sapporo' and i.stay_date between $1::date and $2::date`,
      [checkin, addDays(checkin, 3)],
    );
    const none = await searchOk('demo-sapporo', [{ adults: 2 }], '&search_next_available_date_if_no_result=true');
    expect(none.rooms).toEqual([]);
    expect(none.next_available_date).toBe(addDays(checkin, 4));
    const silent = await searchOk('demo-sapporo', [{ adults: 2 }]);
    expect(silent.next_available_date).toBeNull();
    await db.query(
      `update inventory i set sold = 0 from room_types t join hotels h on h.id = t.hotel_id
        where i.room_type_id = t.id and h.code = 'demo-sapporo' and i.stay_date between $1::date and $2::date`,
      [checkin, addDays(checkin, 3)],
    );
  });

  it('sells day-use plans only to day-use searches at demo-kyoto', async () => {
    const dayUse = await searchOk('demo-kyoto', [{ adults: 2, checkout_date: checkin }], '&is_day_use=true');
    expect(dayUse.rooms.length).toBeGreaterThan(0);
    for (const r of dayUse.rooms) for (const p of r.room_plan) expect(p.plan.day_use).toBe(true);
    expect(dayUse.nights).toBe(0);
    const overnight = await searchOk('demo-kyoto', [{ adults: 2 }]);
    for (const r of overnight.rooms) for (const p of r.room_plan) expect(p.plan.day_use).toBe(false);
  });

  it('searches without dates: the lowest price for the nights asked, with its date', async () => {
    const data = await searchOk('demo-tokyo', [{ adults: 2, checkin_date: undefined, checkout_date: undefined }], '&search_type=undated&nights=2');
    expect(data.checkin_date).toBeNull();
    expect(data.nights).toBe(2);
    expect(data.rooms.length).toBeGreaterThan(0);
    for (const r of data.rooms) for (const p of r.room_plan) expect(p.lowest_price_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('converts to the requested currency with its decimal digits', async () => {
    const usd = await searchOk('demo-tokyo', [{ adults: 2 }], '&mcp_currency=USD');
    const kwd = await searchOk('demo-tokyo', [{ adults: 2 }], '&mcp_currency=KWD');
    const krw = await searchOk('demo-tokyo', [{ adults: 2 }], '&mcp_currency=KRW');
    const [rates] = [await db.query<{ currency: string; per_jpy: string }>(`select currency, per_jpy from currency_rates where currency in ('USD','KWD','KRW')`)];
    const rate = (c: string) => Number(rates.find((r) => r.currency === c)!.per_jpy);
    const jpy = usd.rooms[0]!.room_plan[0]!.price.total_price;
    expect(usd.mcp_currency).toBe('USD');
    // Each part is converted and rounded; the total is their sum, within a few minor units of
    // converting the yen total at once.
    const cases: [typeof usd, string, number][] = [[usd, 'USD', 100], [kwd, 'KWD', 1000], [krw, 'KRW', 1]];
    for (const [answer, code, minor] of cases) {
      const m = answer.rooms[0]!.room_plan[0]!.price.mcp!;
      expect(m.total_price).toBe(m.room_price_without_tax! + m.service_charge! + m.tax! + m.accommodation_tax!);
      expect(Math.abs(m.total_price! - Math.round(jpy * rate(code) * minor))).toBeLessThanOrEqual(3);
    }
    // The hotel's own currency asked for: no twins.
    const same = await searchOk('demo-tokyo', [{ adults: 2 }], '&mcp_currency=JPY');
    expect(same.mcp_currency).toBeNull();
    // A hotel without multi-currency ignores it.
    const kyoto = await searchOk('demo-kyoto', [{ adults: 2 }], '&mcp_currency=USD');
    expect(kyoto.rooms[0]!.room_plan[0]!.price.mcp).toBeNull();
  });

  it('gives members their price, and shows guests both', async () => {
    const res = await app.inject({ method: 'POST', url: '/staff/one_time_tokens', headers: staff(), payload: { email: DEMO.member.email, hotel: 'demo-tokyo' } });
    const token = (res.json() as { data: { token: string } }).data.token;
    const me = await get('/user/me?hotel_code=demo-tokyo', { 'x-one-time-access-token': token });
    const access = (me.json() as { data: { access_token: string } }).data.access_token;
    const guest = await searchOk('demo-tokyo', [{ adults: 2 }], '&hotel_plan_codes=members');
    const member = await searchOk('demo-tokyo', [{ adults: 2 }], '&hotel_plan_codes=members', { authorization: `Bearer ${access}` });
    const g = guest.rooms[0]!.room_plan[0]!.price;
    const m = member.rooms[0]!.room_plan[0]!.price;
    expect(g.rooms[0]!.sign_in_discount.total_price_after_discount).toBeLessThan(g.rooms[0]!.non_sign_in_discount.total_price_after_discount);
    expect(g.total_price).toBe(g.rooms[0]!.non_sign_in_discount.total_price_after_discount);
    // The demo member is of silver rank: 5% more off members' rates than a guest is shown.
    expect(m.total_price).toBe(m.rooms[0]!.sign_in_discount.total_price_after_discount);
    expect(m.total_price).toBeLessThan(g.rooms[0]!.sign_in_discount.total_price_after_discount);
    // The rate's 10% and the rank's 5%, rounded night by night.
    expect(Math.abs(m.total_special_discount - Math.round(m.original_price * 0.15))).toBeLessThanOrEqual(m.rooms[0]!.nightly.length);
  });

  it('applies a coupon, and refuses an unknown one', async () => {
    const plain = await searchOk('demo-tokyo', [{ adults: 2 }], '&hotel_plan_codes=room-only');
    const coupon = await searchOk('demo-tokyo', [{ adults: 2 }], `&hotel_plan_codes=room-only&coupon_code=${DEMO.couponCode}`);
    expect(coupon.rooms[0]!.room_plan[0]!.price.coupon_discount_amount).toBeGreaterThan(0);
    expect(coupon.rooms[0]!.room_plan[0]!.price.total_price).toBeLessThan(plain.rooms[0]!.room_plan[0]!.price.total_price);
    const bad = await search('demo-tokyo', [{ adults: 2 }], '&coupon_code=NOPE');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json())).toMatchObject({ code: 1500, field: 'coupon_code' });
  });

  it('takes a promotion code off, and refuses one that does not apply', async () => {
    const plain = await searchOk('demo-tokyo', [{ adults: 2 }], '&hotel_plan_codes=room-only');
    const promo = await searchOk('demo-tokyo', [{ adults: 2 }], `&hotel_plan_codes=room-only&promo_code=${DEMO.promoCode.toLowerCase()}`);
    const p = promo.rooms[0]!.room_plan[0]!.price;
    const q = plain.rooms[0]!.room_plan[0]!.price;
    // 5% of the room price, night by night.
    expect(p.promotion_discount_amount).toBeGreaterThan(0);
    expect(Math.abs(p.promotion_discount_amount - Math.round(q.room_price_without_tax * 0.05))).toBeLessThanOrEqual(2);
    expect(p.total_price).toBeLessThan(q.total_price);
    expect(p.rooms[0]!.discounts.map((d) => d.discount_type)).toContain('promotion');
    const bad = await search('demo-tokyo', [{ adults: 2 }], '&promo_code=NOPE');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json())).toMatchObject({ code: 2001, field: 'promo_code' });
  });

  it('rounds a rounding plan’s total down to a whole ¥100', async () => {
    const data = await searchOk('demo-seoul', [{ adults: 2 }], '&hotel_plan_codes=smart-rate');
    const plans = data.rooms.map((r) => r.room_plan[0]!);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const p = plan.price;
      expect(p.total_price % 100).toBe(0);
      const rounding = p.rooms[0]!.rounding_discount;
      expect(rounding).toBeGreaterThanOrEqual(0);
      expect(rounding).toBeLessThan(100);
      expect(p.total_price).toBe(p.room_price_without_tax + p.service_charge + p.tax + p.accommodation_tax - rounding);
    }
  });

  it('groups by plan when type=plan', async () => {
    const data = await searchOk('demo-tokyo', [{ adults: 2 }], '&type=plan');
    expect(data.plans.length).toBeGreaterThan(1);
    for (const p of data.plans) for (const r of p.rooms) expect(r.room_plan.hotel_plan_code).toBe(p.hotel_plan_code);
  });

  describe('bad input answers the catalogue code, never a 500', () => {
    it.each([
      ['checkout before checkin', [{ adults: 2, checkout_date: addDays(checkin, -1) }], '', 2309, 'checkout_date'],
      ['checkout on checkin without day use', [{ adults: 2, checkout_date: checkin }], '', 2309, 'checkout_date'],
      ['check-in in the past', [{ adults: 2, checkin_date: addDays(today, -5), checkout_date: addDays(today, -3) }], '', 2308, 'checkin_date'],
      ['beyond the reservable months', [{ adults: 2, checkin_date: addMonths(today, 13), checkout_date: addDays(addMonths(today, 13), 1) }], '', 1903, 'checkin_date'],
      ['more guests than a room allows', [{ adults: 9 }], '', 1000, 'rooms.0'],
      ['too many children per adult', [{ adults: 1, children: 3, kids_age_range: [{ code: 'A', count: 3 }] }], '', 1000, 'rooms.0'],
      ['no adults', [{ adults: 0 }], '', 1000, 'rooms.0.adults'],
      ['an unknown currency', [{ adults: 2 }], '&mcp_currency=XXX', 1000, 'mcp_currency'],
      ['an unknown order', [{ adults: 2 }], '&order=cheapest', 1000, 'order'],
      ['a bad date', [{ adults: 2, checkin_date: '2026-02-30' }], '', 1000, 'rooms.0.checkin_date'],
      ['more adult companions than adults', [{ adults: 2, adult_companion: 3 }], '', 1000, 'rooms.0.adult_companion'],
      ['kid companions without children', [{ adults: 2, kid_tier_A_companion: 1 }], '', 1000, 'rooms.0.kid_tier_A_companion'],
      ['a negative companion count', [{ adults: 2, adult_companion: -1 }], '', 1000, 'rooms.0.adult_companion'],
    ])('%s', async (_name, rooms, extra, code, field) => {
      const res = await search('demo-tokyo', rooms as Room[], extra);
      expect(res.statusCode).toBe(400);
      expect(firstError(res.json())).toMatchObject({ code, field });
    });

    it('rooms that are not JSON', async () => {
      const res = await get('/hotels/demo-tokyo/rooms?rooms=%5Bnot-json');
      expect(res.statusCode).toBe(400);
      expect(firstError(res.json()).field).toBe('rooms');
    });

    it('no rooms at all', async () => {
      const res = await get('/hotels/demo-tokyo/rooms');
      expect(res.statusCode).toBe(400);
      expect(firstError(res.json()).field).toBe('rooms');
    });
  });
});

describe('other room calls', () => {
  it('recommends offers for the party', async () => {
    const res = await get(`/hotels/demo-tokyo/rooms/recommendation?rooms=${roomsParam([{ adults: 2 }])}`);
    expect(res.statusCode).toBe(200);
    const offers = RecommendationAnswerSchema.parse(res.json()).data.offers;
    expect(offers[0]!.reason).toBe('lowest_price');
    expect(new Set(offers.map((o) => o.room_plan_code)).size).toBe(offers.length);
    expect(offers.some((o) => o.reason === 'accessible')).toBe(true);
    // In multi-currency mode each offer also carries its total in the currency asked for.
    const usd = RecommendationAnswerSchema.parse((await get(`/hotels/demo-tokyo/rooms/recommendation?rooms=${roomsParam([{ adults: 2 }])}&mcp_currency=USD`)).json()).data.offers;
    expect(usd[0]).toMatchObject({ mcp_currency: 'USD' });
    expect(usd[0]!.mcp_total_price).toBeGreaterThan(0);
    expect(usd[0]!.mcp_total_price).toBeLessThan(usd[0]!.total_price);
  });

  it('re-checks the price of one selection, as the search priced it', async () => {
    const found = await searchOk('demo-tokyo', [{ adults: 2 }]);
    const plan = found.rooms[0]!.room_plan[0]!;
    const res = await get(`/hotels/demo-tokyo/rooms/price?room_plan_code=${plan.room_plan_code}&rooms=${roomsParam([{ adults: 2 }])}`);
    expect(res.statusCode).toBe(200);
    const data = PriceAnswerSchema.parse(res.json()).data;
    expect(data.available).toBe(true);
    expect(data.price.total_price).toBe(plan.price.total_price);
    const unknown = await get(`/hotels/demo-tokyo/rooms/price?room_plan_code=nope&rooms=${roomsParam([{ adults: 2 }])}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a price calendar: every checkout after a check-in with its lowest total', async () => {
    const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
    const res = await get(`/hotels/demo-tokyo/rooms/availability?checkin=${checkin}&rooms=${rooms}&max_nights=7`);
    expect(res.statusCode).toBe(200);
    const data = AvailabilityAnswerSchema.parse(res.json()).data;
    expect(data.checkouts.map((c) => c.nights)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.checkouts[0]!.checkout).toBe(addDays(checkin, 1));
    // The calendar's 2-night figure is the cheapest a 2-night search finds.
    const two = await searchOk('demo-tokyo', [{ adults: 2 }], '&order=price_low_to_high');
    expect(data.checkouts[1]!.lowest_total_price).toBe(two.rooms[0]!.room_plan[0]!.price.total_price);
    for (let i = 1; i < data.checkouts.length; i++) expect(data.checkouts[i]!.lowest_total_price!).toBeGreaterThan(data.checkouts[i - 1]!.lowest_total_price!);
    // In multi-currency mode the calendar answers in the currency shown.
    const usd = AvailabilityAnswerSchema.parse((await get(`/hotels/demo-tokyo/rooms/availability?checkin=${checkin}&rooms=${rooms}&max_nights=2&currency=USD`)).json()).data;
    expect(usd.currency).toBe('USD');
    const [rate] = await db.query<{ per_jpy: string }>(`select per_jpy from currency_rates where currency = 'USD'`);
    expect(usd.checkouts[1]!.lowest_total_price).toBe(Math.round(data.checkouts[1]!.lowest_total_price! * Number(rate!.per_jpy) * 100));
  });

  it('answers rooms left per night, and refuses a backwards range', async () => {
    const res = await get(`/hotels/demo-tokyo/rooms/inventory?start_date=${checkin}&end_date=${addDays(checkin, 6)}`);
    expect(res.statusCode).toBe(200);
    const data = InventoryAnswerSchema.parse(res.json()).data;
    expect(data.room_types.length).toBeGreaterThan(2);
    expect(data.room_types[0]!.days).toHaveLength(7);
    const bad = await get(`/hotels/demo-tokyo/rooms/inventory?start_date=${checkin}&end_date=${addDays(checkin, -1)}`);
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json()).field).toBe('end_date');
  });
});

describe('policies, extras and hotels', () => {
  it('lists cancellation policies, filtered by room plan, and one by id', async () => {
    const all = CancellationPoliciesAnswerSchema.parse((await get('/hotels/demo-tokyo/cancellation_policies')).json()).data;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const code = all[0]!.room_plan_codes[0]!;
    const filtered = CancellationPoliciesAnswerSchema.parse((await get(`/hotels/demo-tokyo/cancellation_policies?room_plan_codes=${code}`)).json()).data;
    expect(filtered.every((p) => p.room_plan_codes.includes(code))).toBe(true);
    const one = CancellationPolicyAnswerSchema.parse((await get(`/hotels/demo-tokyo/cancellation_policies/${all[0]!.id}`)).json()).data;
    expect(one.cancellation_policy_parts.length).toBeGreaterThan(0);
    expect((await get('/hotels/demo-tokyo/cancellation_policies/999999')).statusCode).toBe(404);
    expect((await get('/hotels/demo-tokyo/cancellation_policies/abc')).statusCode).toBe(400);
    // Another hotel's policy is not this hotel's.
    const kyoto = CancellationPoliciesAnswerSchema.parse((await get('/hotels/demo-kyoto/cancellation_policies')).json()).data;
    expect((await get(`/hotels/demo-tokyo/cancellation_policies/${kyoto[0]!.id}`)).statusCode).toBe(404);
  });

  it('lists extras: generic always, dated only when the stay meets their dates', async () => {
    const all = ExtrasAnswerSchema.parse((await get('/hotels/demo-tokyo/extras')).json()).data;
    const dated = all.filter((e) => e.extra_type === 'dated');
    expect(dated.length).toBeGreaterThan(0);
    const far = addDays(today, 200);
    const stay = ExtrasAnswerSchema.parse((await get(`/hotels/demo-tokyo/extras?checkin=${far}&checkout=${addDays(far, 2)}`)).json()).data;
    expect(stay.every((e) => e.extra_type === 'generic')).toBe(true);
    const d = dated[0]!.booking_available_dates[0]!;
    const near = ExtrasAnswerSchema.parse((await get(`/hotels/demo-tokyo/extras?checkin=${d}&checkout=${addDays(d, 1)}`)).json()).data;
    expect(near.some((e) => e.extra_id === dated[0]!.extra_id)).toBe(true);
    for (const e of all) expect(e.price_with_tax).toBe(e.price + Math.floor(e.price / 10));
  });

  it('describes a hotel and the brand’s hotels', async () => {
    const hotel = HotelAnswerSchema.parse((await get('/hotels/demo-seoul')).json()).data;
    expect(hotel.locale).toBe('ko');
    expect(hotel.photo).toMatch(/^\/demo\/.+\.svg$/);
    const list = BrandHotelsAnswerSchema.parse((await get(`/hotel_brands/${DEMO.brandCode}/hotels`)).json()).data;
    expect(list.map((h) => h.code).sort()).toEqual([...DEMO.hotelCodes].sort());
    expect((await get('/hotel_brands/no-such-brand/hotels')).statusCode).toBe(404);
  });

  it('answers the brand inventory calendar for a week', async () => {
    const res = await get(`/hotel_brands/${DEMO.brandCode}/inventory?start_date=${checkin}&end_date=${addDays(checkin, 6)}&adults=2`);
    expect(res.statusCode).toBe(200);
    const data = BrandInventoryAnswerSchema.parse(res.json()).data;
    expect(data).toHaveLength(4);
    for (const h of data) {
      expect(h.days).toHaveLength(7);
      expect(h.days.every((d) => d.remaining > 0 && d.lowest_price !== null)).toBe(true);
    }
  });

  it('searches hotels for the agency with their lowest price', async () => {
    const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
    const res = await get(`/api/ota/v1/hotels/search?hotel_codes=demo-tokyo,demo-kyoto&is_including_lowest_price=true&rooms=${rooms}`);
    expect(res.statusCode).toBe(200);
    const body = OtaHotelSearchAnswerSchema.parse(res.json());
    expect(body.data.map((d) => d.hotel.code)).toEqual(['demo-tokyo', 'demo-kyoto']);
    expect(body.data.every((d) => (d.lowest_price ?? 0) > 0)).toBe(true);
    expect(body.data[0]!.search_params.rooms[0]!.kids_age_range).toEqual([]);
    expect(body.meta.total_entries).toBe(2);
  });
});
