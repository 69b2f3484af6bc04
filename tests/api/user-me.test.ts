import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { UserMeAnswerSchema } from '../../contract';
import type { Db } from '../../server/db/db';
import { DEMO, firstError, staff, testClient } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;

beforeEach(async () => {
  ({ app, db, cs } = await testClient());
});

async function oneTimeToken(email: string, hotel = 'demo-tokyo'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/staff/one_time_tokens', headers: staff(), payload: { email, hotel } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { token: string } }).data.token;
}

function me(headers: Record<string, string>, query = '?hotel_code=demo-tokyo') {
  return app.inject({ url: `/user/me${query}`, headers: { 'x-client-session': cs, ...headers } });
}

/** A second brand with a hotel of its own, for brand-mismatch cases. */
async function otherBrandHotel(): Promise<void> {
  await db.exec(`
    insert into hotel_brands (code, name) values ('other-brand', 'Other Brand');
    insert into hotels (code, brand_id, name, locale, time_zone, currency, settings, init_extras, login_widget)
      select 'other-hotel', (select id from hotel_brands where code = 'other-brand'), name, locale, time_zone, currency,
             settings, init_extras, login_widget from hotels where code = 'demo-tokyo';`);
}

describe('GET /user/me', () => {
  it('answers 401 without a bearer', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(firstError(res.json()).code).toBe(1400);
  });

  it('answers 401 for an unknown bearer', async () => {
    const res = await me({ authorization: 'Bearer not-a-real-session-token' });
    expect(res.statusCode).toBe(401);
  });

  it('exchanges a one-time token once for a session, then reads it by bearer', async () => {
    const token = await oneTimeToken(DEMO.member.email);
    const first = await me({ 'x-one-time-access-token': token });
    expect(first.statusCode).toBe(200);
    const answer = UserMeAnswerSchema.parse(first.json());
    expect(answer.meta.reset_code).toBeNull();
    expect(answer.data.user).toMatchObject({ email: DEMO.member.email, first_name: DEMO.member.firstName, organization: null });
    expect(answer.data.user?.rank?.code).toBe(DEMO.member.rankCode);
    const access = answer.data.access_token!;
    expect(access.length).toBeGreaterThan(30);

    const again = UserMeAnswerSchema.parse((await me({ authorization: `Bearer ${access}` })).json());
    expect(again.data.user?.email).toBe(DEMO.member.email);
    expect(again.data.access_token).toBeUndefined();
  });

  it('says 3403 when the one-time token was already spent', async () => {
    const token = await oneTimeToken(DEMO.member.email);
    await me({ 'x-one-time-access-token': token });
    const second = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': token })).json());
    expect(second).toEqual({ data: { user: null }, meta: { reset_code: 3403 } });
  });

  it('says 3401 for a token it never issued', async () => {
    const res = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).json());
    expect(res.meta.reset_code).toBe(3401);
    const garbage = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': '<script>' })).json());
    expect(garbage.meta.reset_code).toBe(3401);
  });

  it('refuses an expired one-time token', async () => {
    const token = await oneTimeToken(DEMO.member.email);
    await db.query(`update one_time_tokens set expires_at = now() - interval '1 second'`);
    const res = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': token })).json());
    expect(res.meta.reset_code).toBe(3401);
    expect(res.data.user).toBeNull();
  });

  it('says 3402 for a token of another brand, without spending it', async () => {
    await otherBrandHotel();
    const token = await oneTimeToken(DEMO.member.email);
    const mismatch = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': token }, '?hotel_code=other-hotel')).json());
    expect(mismatch.meta.reset_code).toBe(3402);
    const home = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': token })).json());
    expect(home.data.user?.email).toBe(DEMO.member.email);
  });

  it('says 3402 for a session of another brand', async () => {
    await otherBrandHotel();
    const token = await oneTimeToken(DEMO.member.email);
    const access = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': token })).json()).data.access_token!;
    const res = UserMeAnswerSchema.parse((await me({ authorization: `Bearer ${access}` }, '?hotel_code=other-hotel')).json());
    expect(res.meta.reset_code).toBe(3402);
  });

  it('signs a corporate user in by otid with the organization and role', async () => {
    const token = await oneTimeToken(DEMO.orgUser.email);
    const res = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': token })).json());
    expect(res.data.user?.organization?.name).toBeTruthy();
    expect(res.data.user?.organization_role).toBe('admin');
  });

  it('stores sessions only as digests', async () => {
    const token = await oneTimeToken(DEMO.member.email);
    const access = UserMeAnswerSchema.parse((await me({ 'x-one-time-access-token': token })).json()).data.access_token!;
    const rows = await db.query<{ token_hash: string }>('select token_hash from member_sessions union all select token_hash from one_time_tokens');
    expect(rows.map((r) => r.token_hash)).not.toContain(access);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('refuses a one-time token for someone who is not a member', async () => {
    const res = await app.inject({ method: 'POST', url: '/staff/one_time_tokens', headers: staff(), payload: { email: 'nobody@example.com', hotel: 'demo-tokyo' } });
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).field).toBe('email');
  });

  it('validates its query', async () => {
    const res = await me({}, '?hotel_code=bad%20code!');
    expect(res.statusCode).toBe(400);
    expect(firstError(res.json()).field).toBe('hotel_code');
  });
});
