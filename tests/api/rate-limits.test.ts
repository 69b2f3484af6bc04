// Abuse limits (server/rate-limits.ts): a flood from one address is answered 429 in the envelope
// with Retry-After, other addresses go on; with REDIS_URL every API process counts together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApi } from '../../server/app';
import { TARGET_LIMITS } from '../../server/rate-limits';
import { LOOKUP_LIMITS } from '../../server/services/reservation-access';
import type { Db } from '../../server/db/db';
import { RATE_LIMITS } from '../../server/rate-limits';
import { DEMO, firstError, resetDb, testConfig, testDb } from './helpers';

const SIGN_IN = '/hotels/demo-tokyo/memberships/sign_in';
const LIMIT = RATE_LIMITS[`POST /hotels/:hotel/memberships/sign_in`]!;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: Db;
beforeAll(async () => {
  db = await testDb();
  await resetDb(db);
});

async function session(app: FastifyInstance, remoteAddress: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/client_sessions', remoteAddress, payload: { key: DEMO.clientKey, secret: DEMO.clientSecret } });
  return (res.json() as { data: { client_session: string } }).data.client_session;
}

const tryPassword = (app: FastifyInstance, remoteAddress: string, cs: string) =>
  app.inject({ method: 'POST', url: SIGN_IN, remoteAddress, headers: { 'x-client-session': cs }, payload: { email: DEMO.member.email, password: 'Not-the-password1' } });

describe('a sign-in flood', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApi({ db, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is answered 429 in the envelope with Retry-After once over the limit, and only for that address', async () => {
    const cs = await session(app, '203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await tryPassword(app, '203.0.113.7', cs)).statusCode);
    expect(statuses).not.toContain(429);
    const over = await tryPassword(app, '203.0.113.7', cs);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(firstError(over.json())).toMatchObject({ code: 1000, retry_after: expect.any(Number) });
    // Another address signs in as usual; a new client session does not reset the count.
    const other = await session(app, '198.51.100.4');
    expect((await tryPassword(app, '198.51.100.4', other)).statusCode).not.toBe(429);
    expect((await tryPassword(app, '203.0.113.7', await session(app, '203.0.113.7'))).statusCode).toBe(429);
    // Calls that are not counted go on for the flooding address.
    expect((await app.inject({ url: '/health', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});

describe('calls counted per target, from any address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApi({ db, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('mails one address only so often, whoever asks and whether or not it has an account', async () => {
    for (const email of [DEMO.member.email, `nobody-${Date.now()}@example.com`]) {
      const statuses: number[] = [];
      for (let i = 0; i < TARGET_LIMITS.mail.max + 1; i++) {
        const remoteAddress = `192.0.2.${10 + i}`;
        const cs = await session(app, remoteAddress);
        const res = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/start_reset_password_process', remoteAddress, headers: { 'x-client-session': cs }, payload: { email, locale: 'en' } });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, TARGET_LIMITS.mail.max), email).toEqual(Array(TARGET_LIMITS.mail.max).fill(200));
      expect(statuses.at(-1), email).toBe(429);
    }
  });

  it('lets many addresses guess at one reservation no more often than one could', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TARGET_LIMITS.lookup.max + 1; i++) {
      const remoteAddress = `198.18.0.${10 + i}`;
      const cs = await session(app, remoteAddress);
      const res = await app.inject({ url: `/hotel_brands/${DEMO.brandCode}/reservations/YD00000001?email=guess${i}%40example.com`, remoteAddress, headers: { 'x-client-session': cs } });
      statuses.push(res.statusCode);
    }
    // Wrong tries at one number are counted from every address: after a few, each waits.
    expect(statuses.slice(0, LOOKUP_LIMITS.number.free)).toEqual(Array(LOOKUP_LIMITS.number.free).fill(404));
    expect(statuses.slice(LOOKUP_LIMITS.number.free)).toEqual(Array(statuses.length - LOOKUP_LIMITS.number.free).fill(429));
  });
});

describe('with REDIS_URL', () => {
  it('counts across API processes', async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 1 });
    await redis.connect();
    // A fresh namespace of counts for this run: another run's keys are not ours.
    for (const key of await redis.keys('yadori-rate:*192.0.2.9*')) await redis.del(key);
    await redis.quit();
    const one = await buildApi({ db, config: testConfig({ REDIS_URL }) });
    const two = await buildApi({ db, config: testConfig({ REDIS_URL }) });
    try {
      const cs = await session(one, '192.0.2.9');
      const half = Math.ceil(LIMIT / 2);
      for (let i = 0; i < half; i++) expect((await tryPassword(one, '192.0.2.9', cs)).statusCode).not.toBe(429);
      for (let i = 0; i < LIMIT - half; i++) expect((await tryPassword(two, '192.0.2.9', cs)).statusCode).not.toBe(429);
      expect((await tryPassword(one, '192.0.2.9', cs)).statusCode).toBe(429);
      expect((await tryPassword(two, '192.0.2.9', cs)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('wrong look-ups with REDIS_URL', () => {
  it('are counted in Redis across API processes, per reservation number', async () => {
    const one = await buildApi({ db, config: testConfig({ REDIS_URL }) });
    const two = await buildApi({ db, config: testConfig({ REDIS_URL }) });
    try {
      // A number no earlier run tried, so its count starts at nothing.
      const no = `YDR${Date.now()}`;
      const before = (await db.query('select 1 from lookup_failures')).length;
      const tryIt = async (app: FastifyInstance, remoteAddress: string) =>
        (await app.inject({ url: `/hotel_brands/${DEMO.brandCode}/reservations/${no}?email=guess%40example.com`, remoteAddress, headers: { 'x-client-session': await session(app, remoteAddress) } })).statusCode;
      for (let i = 0; i < LOOKUP_LIMITS.number.free; i++) expect(await tryIt(i % 2 ? one : two, `198.19.${i}.1`)).toBe(404);
      expect(await tryIt(one, '198.19.99.1')).toBe(429);
      // Nothing of it went to the database.
      expect(await db.query('select 1 from lookup_failures')).toHaveLength(before);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies every limit', async () => {
    const app = await buildApi({ db, config: testConfig({ RATE_LIMIT_SCALE: '2' }) });
    try {
      const cs = await session(app, '203.0.113.99');
      for (let i = 0; i < LIMIT * 2; i++) expect((await tryPassword(app, '203.0.113.99', cs)).statusCode).not.toBe(429);
      expect((await tryPassword(app, '203.0.113.99', cs)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
