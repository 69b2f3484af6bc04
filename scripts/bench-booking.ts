// bench:booking — reservations per second, on PGlite and (when reachable) PostgreSQL, over real
// HTTP on loopback: distinct rooms (no two bookings want the same room and night) and a contended
// last room (every booking wants the one suite on the same nights), with the count of
// overbookings found afterwards in the reservation rows themselves (must be 0).
import { performance } from 'node:perf_hooks';
import { buildApi } from '../server/app';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { addDays, todayIn } from '../contract/dates';
import { DEMO } from '../server/seed/demo';
import { openBackend, postgresReachable, type Backend } from './bench/search/backends';
import { closedLoop } from './bench/search/runner';
import { fmt, round, summarize, table } from './bench/search/stats';

const DISTINCT = { count: 300, concurrency: 8 };
const CONTENDED = { count: 100, concurrency: 32 };
const today = todayIn('Asia/Tokyo');

interface Figures {
  distinct_rps: number | null;
  distinct_p99_ms: number | null;
  distinct_ok: number;
  distinct_errors: number;
  contended_rps: number | null;
  contended_ok: number;
  contended_refused: number;
  contended_other_errors: number;
  overbookings: number;
}

async function overbookings(db: Db): Promise<number> {
  // Rooms booked per room type and night, from the reservations, against the rooms there are.
  const [row] = await db.query<{ n: number }>(`
    select count(*)::int as n from (
      select rr.room_type_id, d::date as night, count(*) as booked
        from reservation_rooms rr join reservations r on r.id = rr.reservation_id
        cross join lateral generate_series(r.checkin_date, case when r.is_day_use then r.checkin_date else r.checkout_date - 1 end, interval '1 day') d
       where rr.status = 'active' and r.status <> 'cancelled'
       group by rr.room_type_id, d::date) b
    join inventory i on i.room_type_id = b.room_type_id and i.stay_date = b.night
   where b.booked > i.total or i.sold > i.total or i.sold < 0`);
  return row!.n;
}

async function run(backend: Backend): Promise<Figures> {
  const config = loadConfig({ LOG_LEVEL: 'silent', STAFF_TOKEN: 'bench-staff-token-0123456789' } as NodeJS.ProcessEnv);
  const app = await buildApi({ db: backend.db, config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const cs = (await (await fetch(`${address}/api/client_sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: DEMO.clientKey, secret: DEMO.clientSecret }) })).json()) as { data: { client_session: string } };
    const headers = { 'content-type': 'application/json', 'x-client-session': cs.data.client_session };

    async function priced(roomPlanCode: string, checkin: string, checkout: string): Promise<number> {
      const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
      const res = await fetch(`${address}/hotels/demo-tokyo/rooms/price?room_plan_code=${roomPlanCode}&rooms=${rooms}`, { headers });
      const body = (await res.json()) as { data: { price: { total_price: number } } };
      return body.data.price.total_price;
    }

    // The questions every booking must answer (the check-in time).
    const asked = (await (await fetch(`${address}/hotels/demo-tokyo/additional_questions`, { headers })).json()) as { data: { id: number; required: boolean; options: string[] }[] };
    const answers = asked.data.filter((q) => q.required).map((q) => ({ question_id: q.id, text: q.options[0] ?? 'yes' }));

    function book(roomPlanCode: string, checkin: string, checkout: string, total: number, i: number) {
      return fetch(`${address}/hotels/demo-tokyo/reservations`, {
        method: 'POST',
        // Each booking is a guest of their own, from an address of their own (the API believes the
        // forwarded address from this machine, as from a proxy in front of it): the per-address
        // rate limit is not what this measures.
        headers: { ...headers, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({
          checkin_date: checkin,
          checkout_date: checkout,
          rooms: [{ room_plan_code: roomPlanCode, adults: 2 }],
          guest: { first_name: 'Bench', last_name: 'Guest', email: `bench${i}@example.com`, phone: '0312345678' },
          payment_type: 'on_site',
          locale: 'en',
          expected_total_price: total,
          answers,
          terms_accepted: true,
        }),
      });
    }

    // Distinct: each booking its own night of the moderate doubles, spread over the year.
    const plan = 'moderate-double-room-only';
    const nights = Array.from({ length: DISTINCT.count }, (_, i) => addDays(today, 5 + (i % 300)));
    const prices = new Map<string, number>();
    for (const n of new Set(nights)) prices.set(n, await priced(plan, n, addDays(n, 1)));
    const distinct = await closedLoop({ concurrency: DISTINCT.concurrency, count: DISTINCT.count, timeoutMs: 120_000 }, async (i) => {
      const night = nights[i]!;
      const res = await book(plan, night, addDays(night, 1), prices.get(night)!, i);
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`HTTP ${res.status}`);
    });

    // Contended: everyone wants the last suite on the same two nights.
    const suite = `${DEMO.lastRoom['demo-tokyo']}-room-only`;
    const checkin = addDays(today, 320);
    const checkout = addDays(checkin, 2);
    const suitePrice = await priced(suite, checkin, checkout);
    let ok = 0;
    let refused = 0;
    let other = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONTENDED.count }, async (_, i) => {
        const res = await book(suite, checkin, checkout, suitePrice, 10_000 + i);
        const body = (await res.json().catch(() => null)) as { errors?: { details: { base: { error: string }[] } }[] } | null;
        if (res.status === 201) ok++;
        else if (res.status < 500 && body?.errors?.[0]?.details.base[0]?.error.includes('no longer available')) refused++;
        else other++;
      }),
    );
    const contendedMs = performance.now() - started;
    const d = summarize(distinct);
    return {
      distinct_rps: round(d.rps, 1),
      distinct_p99_ms: round(d.p99, 2),
      distinct_ok: distinct.completed - distinct.errors,
      distinct_errors: distinct.errors,
      contended_rps: round((CONTENDED.count / contendedMs) * 1000, 1),
      contended_ok: ok,
      contended_refused: refused,
      contended_other_errors: other,
      overbookings: await overbookings(backend.db),
    };
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`bench:booking — Node ${process.version}; distinct: ${DISTINCT.count} bookings at ${DISTINCT.concurrency} concurrent; contended: ${CONTENDED.count} at once for 1 room`);
  const results: Record<string, Figures> = {};
  const pg = await postgresReachable();
  const names: Backend['name'][] = pg.ok ? ['pglite', 'postgres'] : ['pglite'];
  for (const name of names) {
    console.log(`\n== ${name}: migrate, seed, listen …`);
    const backend = await openBackend(name);
    try {
      results[name] = await run(backend);
    } finally {
      await backend.close();
    }
  }
  if (!pg.ok) console.log(`\nPostgreSQL not reachable (${pg.reason}): PGlite only.`);
  console.log('');
  const rows = Object.entries(results).map(([name, f]) => [
    name,
    fmt(f.distinct_rps, 1),
    fmt(f.distinct_p99_ms),
    `${f.distinct_ok}/${DISTINCT.count}`,
    fmt(f.contended_rps, 1),
    String(f.contended_ok),
    String(f.contended_refused),
    String(f.contended_other_errors),
    String(f.overbookings),
  ]);
  for (const line of table(['database', 'distinct res/s', 'p99 ms', 'booked', 'contended req/s', 'won', 'refused', 'other errors', 'overbookings'], rows)) console.log(line);
  const allGood = Object.values(results).every((f) => f.overbookings === 0 && f.contended_ok === 1 && f.contended_other_errors === 0);
  console.log(`\nOverbookings must be 0 and exactly one contended booking must win: ${allGood ? 'PASS' : 'FAIL'}`);
  const json: Record<string, unknown> = { postgres_reachable: pg.ok, all_good: allGood };
  for (const [name, f] of Object.entries(results)) for (const [k, v] of Object.entries(f)) json[`${name}_${k}`] = v;
  console.log(JSON.stringify(json));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
