// GET /hotels/{code}/settings/recommender_widget (document 2 §7.2): the embeddable rooms
// recommender's settings, derived from the hotel's own (its room recommender switch, its
// standalone booking site), behind the same guards as the other settings calls.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE, ErrorEnvelopeSchema, RecommenderWidgetSettingsAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { clearCaches } from '../../server/cache';
import { DEMO, firstError, staff, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

const get = (hotel: string, headers: Record<string, string> = { 'x-client-session': cs }) =>
  app.inject({ url: `/hotels/${hotel}/settings/recommender_widget`, headers });

async function setRecommender(code: string, enabled: boolean): Promise<void> {
  await db.query(`update hotels set init_extras = jsonb_set(init_extras, '{hotel_brand_setting,room_recommender_enabled}', $2::jsonb) where code = $1`, [
    code,
    JSON.stringify(enabled),
  ]);
  clearCaches();
}

async function setStandaloneUrl(code: string, url: string | null): Promise<void> {
  await db.query(`update hotels set settings = jsonb_set(settings, '{standalone_settings,url}', $2::jsonb) where code = $1`, [code, JSON.stringify(url)]);
  clearCaches();
}

describe('recommender widget settings', () => {
  it.each(DEMO.hotelCodes)('answers for %s with the contract’s shape, switched on as the hotel’s recommender is', async (code) => {
    const res = await get(code);
    expect(res.statusCode).toBe(200);
    expect(RecommenderWidgetSettingsAnswerSchema.parse(res.json())).toEqual({ data: { enabled: true, max_offers: 3, booking_url: null } });
  });

  it('is off when the hotel switches its room recommender off, and only for that hotel', async () => {
    await setRecommender('demo-kyoto', false);
    const kyoto = RecommenderWidgetSettingsAnswerSchema.parse((await get('demo-kyoto')).json()).data;
    expect(kyoto.enabled).toBe(false);
    const tokyo = RecommenderWidgetSettingsAnswerSchema.parse((await get('demo-tokyo')).json()).data;
    expect(tokyo.enabled).toBe(true);
  });

  it('finds the hotel by numeric id too', async () => {
    const [row] = await db.query<{ id: number }>(`select id from hotels where code = 'demo-seoul'`);
    await setRecommender('demo-seoul', false);
    const res = await get(String(row!.id));
    expect(res.statusCode).toBe(200);
    expect(RecommenderWidgetSettingsAnswerSchema.parse(res.json()).data.enabled).toBe(false);
  });

  it('points bookings at the hotel’s standalone booking site when it is a web address', async () => {
    await setStandaloneUrl('demo-tokyo', 'https://book.tokyo.example/');
    expect(RecommenderWidgetSettingsAnswerSchema.parse((await get('demo-tokyo')).json()).data.booking_url).toBe('https://book.tokyo.example/');
    for (const bad of ['javascript:alert(1)', 'not a url', 'ftp://files.example/']) {
      await setStandaloneUrl('demo-tokyo', bad);
      const res = await get('demo-tokyo');
      expect(res.statusCode).toBe(200);
      expect(RecommenderWidgetSettingsAnswerSchema.parse(res.json()).data.booking_url).toBeNull();
    }
  });

  it('needs a client session: 403 with code 4000', async () => {
    const res = await get('demo-tokyo', {});
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).code).toBe(CATALOGUE.IDENTITY_EXPIRED.code);
  });

  it('answers an unknown hotel with a 404 envelope and a malformed code with 400', async () => {
    const unknown = await get('no-such-hotel');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.safeParse(unknown.json()).success).toBe(true);
    const bad = await get('bad%20code!');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json()).field).toBe('hotel');
  });

  it('answers 503 while the hotel is in maintenance', async () => {
    await app.inject({ method: 'PUT', url: '/staff/hotels/demo-tokyo/maintenance', headers: staff(), payload: { enabled: true } });
    const res = await get('demo-tokyo');
    expect(res.statusCode).toBe(503);
    expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
  });
});
