// Ten thousand requests of made-up input over every route of the API, with and without a client
// session, a member's or the staff's token: not one answers 5xx. The input is drawn from a seeded
// generator, so a failure names a request that can be sent again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../../server/app';
import type { Db } from '../../server/db/db';
import { DEMO, STAFF_TOKEN, clientSession, resetDb, testConfig, testDb } from './helpers';

const REQUESTS = 10_000;

/** A small seeded generator (mulberry32): the same seed, the same requests. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const TEXT = ['', 'demo-tokyo', 'demo-kyoto', 'YD00000001', '1', '0', '-1', '99999999999999999999', 'a'.repeat(300), '日本語', '😀', '<script>', "' or 1=1 --", '%', '../..', 'null', 'true', '2026-12-10', '2026-02-30', 'x@y.z', ' ', 'JPY', 'en'];
  const text = (): string => (int(4) === 0 ? Array.from({ length: int(12) }, () => String.fromCharCode(32 + int(0x2fff))).join('') : pick(TEXT));
  const value = (depth = 0): unknown => {
    switch (int(depth > 2 ? 5 : 8)) {
      case 0: return text();
      case 1: return int(3) === 0 ? -int(1000) : int(100000);
      case 2: return pick([true, false, null]);
      case 3: return next() * 1e6;
      case 4: return text();
      case 5: return Array.from({ length: int(4) }, () => value(depth + 1));
      default: return Object.fromEntries(Array.from({ length: int(5) }, () => [pick(FIELDS), value(depth + 1)]));
    }
  };
  const FIELDS = ['email', 'password', 'first_name', 'last_name', 'rooms', 'adults', 'checkin_date', 'checkout_date', 'room_plan_code', 'code', 'key', 'secret', 'locale', 'currency', 'payment_type', 'expected_total_price', 'guest', 'answers', 'extras', 'coupon_code', 'user_id', 'token', 'program_id', 'status', 'page', 'enabled', 'reason', 'notes', 'quantity', 'hotel_code'];
  return { int, pick, text, value, next, FIELDS };
}

let db: Db;
let app: FastifyInstance;
const routes: { method: string; url: string }[] = [];
let cs = '';
let member = '';

beforeAll(async () => {
  db = await testDb();
  await resetDb(db);
  app = await buildApi({ db, config: testConfig(), routes });
  await app.ready();
  cs = await clientSession(app);
  const signIn = await app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_in', headers: { 'x-client-session': cs }, payload: { email: DEMO.member.email, password: DEMO.member.password } });
  member = (signIn.json() as { data: { access_token: string } }).data.access_token;
});

afterAll(async () => {
  await app.close();
  await resetDb(db);
});

describe('made-up input over every route', () => {
  it(`answers ${REQUESTS} requests without one 5xx`, { timeout: 600_000 }, async () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => typeof r.url !== 'string')).toEqual([]);
    const g = generator(Number(process.env.FUZZ_SEED ?? 20261126));
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const route = g.pick(routes);
      const part = (given: string) => {
        // Now and then a percent-encoding that is not one, as a hostile client would send.
        const encoded = encodeURIComponent(given);
        return g.int(20) === 0 ? `${encoded}%E0%A4%A` : encoded;
      };
      const path = route.url.replace(/:[A-Za-z_]+/g, (name) => part(name === ':hotel' ? g.pick(['demo-tokyo', 'demo-kyoto', g.text()]) : g.text())).replace(/\*/g, () => part(g.text()));
      const query = new URLSearchParams(Array.from({ length: g.int(4) }, () => [g.pick(g.FIELDS), g.text()] as [string, string])).toString();
      const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${g.int(250)}.${g.int(250)}` };
      if (g.int(3) > 0) headers['x-client-session'] = cs;
      const who = g.int(4);
      if (who === 1) headers.authorization = `Bearer ${member}`;
      if (who === 2) headers.authorization = `Bearer ${STAFF_TOKEN}`;
      if (g.int(5) === 0) headers['idempotency-key'] = `fuzz-${g.int(1000)}-key`;
      const withBody = route.method !== 'GET' && route.method !== 'DELETE' ? g.int(6) : 0;
      const url = (path.startsWith('/') ? path : `/${path}`) + (query ? `?${query}` : '');
      const payload = withBody === 0 ? undefined : withBody === 1 ? 'not json {' : JSON.stringify(g.value());
      if (payload !== undefined) headers['content-type'] = withBody === 1 && g.int(2) === 0 ? 'application/x-www-form-urlencoded' : 'application/json';
      let res;
      try {
        res = await app.inject({ method: route.method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
      } catch (err) {
        throw new Error(`the test could not send #${i} ${route.method} ${JSON.stringify(url)}: ${String(err)}`);
      }
      if (res.statusCode >= 500) failures.push(`#${i} ${route.method} ${url} ${payload ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
  });
});
