// Taxes by their base: accommodation tax is a tax per person and night of lodging, so a day-use
// stay (rooms used for hours, no night) pays none, while the same hotel's overnight stays do.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RoomSearchAnswerSchema, type SearchRoom } from '../../contract';
import { addDays, todayIn } from '../../contract/dates';
import { testClient } from './helpers';

let app: FastifyInstance;
let cs: string;
const checkin = addDays(todayIn('Asia/Tokyo'), 21);

beforeEach(async () => {
  ({ app, cs } = await testClient());
});

type Room = Partial<SearchRoom> & { adults: number };
async function searchOk(hotel: string, rooms: Room[], extra = '') {
  const param = encodeURIComponent(JSON.stringify(rooms.map((r) => ({ checkin_date: checkin, checkout_date: addDays(checkin, 1), ...r }))));
  const res = await app.inject({ url: `/hotels/${hotel}/rooms?rooms=${param}${extra}`, headers: { 'x-client-session': cs } });
  expect(res.statusCode, res.body).toBe(200);
  return RoomSearchAnswerSchema.parse(res.json()).data;
}

describe('accommodation tax by its base', () => {
  it('charges no accommodation tax on a day-use plan at demo-kyoto, and charges it on a night there', async () => {
    const dayUse = await searchOk('demo-kyoto', [{ adults: 2, checkout_date: checkin }], '&is_day_use=true');
    const dayPlans = dayUse.rooms.flatMap((r) => r.room_plan);
    expect(dayPlans.length).toBeGreaterThan(0);
    for (const p of dayPlans) {
      expect(p.plan.day_use).toBe(true);
      expect(p.price.accommodation_tax).toBe(0);
      expect(p.price.rooms.every((r) => r.sign_in_discount.total_accommodation_tax === 0 && r.non_sign_in_discount.total_accommodation_tax === 0)).toBe(true);
      // The total is the room, its service charge and consumption tax only.
      expect(p.price.total_price).toBe(p.price.room_price_without_tax + p.price.service_charge + p.price.tax);
    }

    const overnight = await searchOk('demo-kyoto', [{ adults: 2 }]);
    const nightPlans = overnight.rooms.flatMap((r) => r.room_plan);
    expect(nightPlans.length).toBeGreaterThan(0);
    // Kyoto's lodging tax: at least ¥200 per person and night.
    for (const p of nightPlans) expect(p.price.accommodation_tax).toBeGreaterThanOrEqual(400);
  });
});
