import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  BookingWidgetSettingsAnswerSchema,
  ClientSessionAnswerSchema,
  ErrorEnvelopeSchema,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
} from '../../contract';
import type { Db } from '../../server/db/db';
import { sha256 } from '../../server/auth/crypto';
import { DEMO, firstError, staff, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

describe('client sessions', () => {
  it('issues a session for the demo key and secret', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/client_sessions', payload: { key: DEMO.clientKey, secret: DEMO.clientSecret } });
    expect(res.statusCode).toBe(201);
    const body = ClientSessionAnswerSchema.parse(res.json());
    const hours = (Date.parse(body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(17.9);
    expect(hours).toBeLessThanOrEqual(18);
    // Only a digest is stored.
    const rows = await db.query<{ token_hash: string }>('select token_hash from client_sessions');
    expect(rows.map((r) => r.token_hash)).toContain(sha256(body.data.client_session));
    expect(rows.map((r) => r.token_hash)).not.toContain(body.data.client_session);
  });

  it('refuses a wrong secret without saying which part was wrong', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/client_sessions', payload: { key: DEMO.clientKey, secret: 'nope' } });
    expect(res.statusCode).toBe(403);
    const unknownKey = await app.inject({ method: 'POST', url: '/api/client_sessions', payload: { key: 'nope', secret: DEMO.clientSecret } });
    expect(unknownKey.statusCode).toBe(403);
    expect(firstError(unknownKey.json()).error).toBe(firstError(res.json()).error);
  });

  it('names the missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/client_sessions', payload: { secret: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json())).toMatchObject({ code: 1000, field: 'key' });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/client_sessions', headers: { 'content-type': 'application/json' }, payload: '{"key":' });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
    expect(firstError(res.json())).toMatchObject({ code: 1000, field: 'body' });
  });

  it('answers a wrong content type with a 4xx envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/client_sessions', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
  });

  it('answers an expired session with 403 and code 4000', async () => {
    await db.query(`update client_sessions set expires_at = now() - interval '1 minute'`);
    const res = await app.inject({ url: '/hotels/demo-tokyo/settings/init', headers: { 'x-client-session': cs } });
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).code).toBe(4000);
  });

  it('answers a missing session with 403 and code 4000', async () => {
    const res = await app.inject({ url: '/hotels/demo-tokyo/settings/init' });
    expect(res.statusCode).toBe(403);
    expect(firstError(res.json()).code).toBe(4000);
  });
});

describe('hotel settings', () => {
  it.each(DEMO.hotelCodes)('serves init settings for %s that parse with the contract', async (code) => {
    const res = await app.inject({ url: `/hotels/${code}/settings/init`, headers: { 'x-client-session': cs } });
    expect(res.statusCode).toBe(200);
    const init = InitSettingsAnswerSchema.parse(res.json()).data;
    expect(init.hotel_brand.name).toBe('Yadori Demo Hotels');
    expect(init.booking_widget_setting_attributes.hotel_code).toBe(code);
    expect(init.available_languages).toContain('en');
  });

  it('knows each demo hotel by what makes it different', async () => {
    const get = async (code: string) =>
      InitSettingsAnswerSchema.parse((await app.inject({ url: `/hotels/${code}/settings/init`, headers: { 'x-client-session': cs } })).json()).data
        .booking_widget_setting_attributes;
    const tokyo = await get('demo-tokyo');
    const kyoto = await get('demo-kyoto');
    const seoul = await get('demo-seoul');
    expect(tokyo.kids_setting.kids_type).toBe('tiers');
    expect(tokyo.kids_tiers.length).toBeGreaterThan(0);
    expect(tokyo.currency).toBe('JPY');
    expect(tokyo.hotel.locale).toBe('ja');
    expect(kyoto.kids_setting.kids_type).toBe('ages');
    expect(kyoto.day_use_search_active).toBe(true);
    expect(seoul.hotel.locale).toBe('ko');
  });

  it('finds a hotel by numeric id too', async () => {
    const [row] = await db.query<{ id: number }>(`select id from hotels where code = 'demo-kyoto'`);
    const res = await app.inject({ url: `/hotels/${row!.id}/settings/booking_widget`, headers: { 'x-client-session': cs } });
    expect(res.statusCode).toBe(200);
    expect(BookingWidgetSettingsAnswerSchema.parse(res.json()).data.hotel_code).toBe('demo-kyoto');
  });

  it('serves login-widget data', async () => {
    const res = await app.inject({ url: '/hotels/demo-tokyo/settings/login_widget', headers: { 'x-client-session': cs } });
    expect(res.statusCode).toBe(200);
    expect(typeof LoginWidgetAnswerSchema.parse(res.json()).data.allow_signup).toBe('boolean');
  });

  it('answers an unknown hotel with 404 and a malformed code with 400', async () => {
    const unknown = await app.inject({ url: '/hotels/no-such-hotel/settings/init', headers: { 'x-client-session': cs } });
    expect(unknown.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.safeParse(unknown.json()).success).toBe(true);
    const bad = await app.inject({ url: '/hotels/bad%20code!/settings/init', headers: { 'x-client-session': cs } });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json()).field).toBe('hotel');
    // A number past any hotel id names no hotel: 404, not a database error.
    for (const ref of ['3000000000', '99999999999999999999']) {
      const big = await app.inject({ url: `/hotels/${ref}/settings/init`, headers: { 'x-client-session': cs } });
      expect(big.statusCode).toBe(404);
      expect(ErrorEnvelopeSchema.safeParse(big.json()).success).toBe(true);
    }
  });

  it('answers 503 while the hotel is in maintenance, and recovers', async () => {
    const on = await app.inject({ method: 'PUT', url: '/staff/hotels/demo-kyoto/maintenance', headers: staff(), payload: { enabled: true } });
    expect(on.statusCode).toBe(200);
    const down = await app.inject({ url: '/hotels/demo-kyoto/settings/init', headers: { 'x-client-session': cs } });
    expect(down.statusCode).toBe(503);
    expect(ErrorEnvelopeSchema.safeParse(down.json()).success).toBe(true);
    // Other hotels are not affected.
    const tokyo = await app.inject({ url: '/hotels/demo-tokyo/settings/init', headers: { 'x-client-session': cs } });
    expect(tokyo.statusCode).toBe(200);
    await app.inject({ method: 'PUT', url: '/staff/hotels/demo-kyoto/maintenance', headers: staff(), payload: { enabled: false } });
    const up = await app.inject({ url: '/hotels/demo-kyoto/settings/init', headers: { 'x-client-session': cs } });
    expect(up.statusCode).toBe(200);
  });

  it('keeps staff calls behind the staff token', async () => {
    const res = await app.inject({ method: 'PUT', url: '/staff/hotels/demo-kyoto/maintenance', payload: { enabled: true } });
    expect(res.statusCode).toBe(401);
    const wrong = await app.inject({ method: 'PUT', url: '/staff/hotels/demo-kyoto/maintenance', headers: { authorization: 'Bearer not-the-staff-token' }, payload: { enabled: true } });
    expect(wrong.statusCode).toBe(401);
    const [row] = await db.query<{ maintenance: boolean }>(`select maintenance from hotels where code = 'demo-kyoto'`);
    expect(row!.maintenance).toBe(false);
  });

  it('validates staff input', async () => {
    const res = await app.inject({ method: 'PUT', url: '/staff/hotels/demo-kyoto/maintenance', headers: staff(), payload: { enabled: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).field).toBe('enabled');
  });
});

describe('the API as a whole', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    const res = await app.inject({ url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
  });

  it('sends security headers and the request id', async () => {
    const res = await app.inject({ url: '/health', headers: { 'x-tracing-id': 'trace-0123456789' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-request-id']).toBe('trace-0123456789');
  });

  it('answers CORS for the widget origin only', async () => {
    const pre = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/hotels/demo-tokyo/settings/init',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-client-session,x-tracing-id' },
      });
    const ok = await pre('http://localhost:8080');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(ok.headers['access-control-allow-headers'])).toContain('x-client-session');
    const evil = await pre('http://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
