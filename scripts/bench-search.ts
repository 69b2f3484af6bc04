// `npm run bench:search`: how fast is a room search, end to end and against its own SQL?
//
// 1. For PGlite (in memory) and, when it answers, PostgreSQL (postgres://postgres@127.0.0.1:5432/test,
//    in schema yadori_bench, dropped before and after): migrate, seed the demo, build the API and
//    listen on an ephemeral port on 127.0.0.1 (real HTTP over loopback).
// 2. GET /hotels/demo-tokyo/rooms for 2 adults, 2 nights, check-in 3 weeks from today (Asia/Tokyo):
//    a warm-up, then a fixed count of requests at 1, 8 and 32 concurrent keep-alive connections,
//    from a separate load-generator process (scripts/bench/search/load-client.ts). Every answer
//    must be 200 with data.rooms non-empty (failures are counted and shown). p50/p90/p99/max and
//    throughput per level.
// 3. "Raw SQL": the data access the search needs — loadCatalogue + loadStockAndRates, i.e. the five
//    SELECTs on room_types, plans, room_plans, rates and inventory, issued concurrently as the
//    route does — called in-process on the same Db for the same hotel and nights, at the same
//    concurrency and count. Ratio = search / raw, at p50 and p99.
// 4. LCP of the results page in Chromium (4x CPU slowdown, Fast 3G), the full product (API + widget
//    server) on the PGlite database, 5 cold runs, median (scripts/bench/search/lcp.ts).
// 5. ONE line of JSON with every figure, the last line of stdout.
//
// A measurement, not a test: exits 0 when over target; non-zero only when something crashes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../server/app';
import { loadConfig } from '../server/config';
import { loadCatalogue, loadStockAndRates } from '../server/db/search-repo';
import { addDays, todayIn } from '../contract/dates';
import { DEMO } from '../server/seed/demo';
import { buildWidgetServer } from '../server/widget-server';
import { BENCH_SCHEMA, POSTGRES_URL, freePort, openBackend, postgresReachable, type Backend } from './bench/search/backends';
import { CPU_SLOWDOWN, measureLcp, type LcpReport } from './bench/search/lcp';
import { startLoadClient, type LoadClient } from './bench/search/load';
import { closedLoop, type RunSpec } from './bench/search/runner';
import { fmt, round, summarize, table, type Summary } from './bench/search/stats';

const HOTEL = 'demo-tokyo';
const ADULTS = 2;
const NIGHTS = 2;
const CHECKIN_IN_DAYS = 21;
const LEVELS = [
  { concurrency: 1, count: 400 },
  { concurrency: 8, count: 800 },
  { concurrency: 32, count: 1600 },
] as const;
const WARMUP = { concurrency: 8, count: 50 };
const LEVEL_TIMEOUT_MS = 60_000;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 3;
const TARGET_LCP_MS = 1500;
const LCP_RUNS = 5;
const STAFF_TOKEN = 'bench-search-staff-token-0123456789';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'dist');

const today = todayIn('Asia/Tokyo');
const checkin = addDays(today, CHECKIN_IN_DAYS);
const checkout = addDays(checkin, NIGHTS);
const roomsParam = JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: ADULTS }]);
const searchPath = `/hotels/${HOTEL}/rooms?rooms=${encodeURIComponent(roomsParam)}`;

const log = (line = '') => process.stdout.write(`${line}\n`);

interface LevelFigures {
  concurrency: number;
  http: Summary;
  raw: Summary;
  errorSamples: string[];
  rawErrorSamples: string[];
}

interface BackendFigures {
  name: Backend['name'];
  levels: LevelFigures[];
  responseBytes: number;
  rooms: number;
}

function benchConfig(over: Record<string, string> = {}) {
  return loadConfig({ HOST: '127.0.0.1', LOG_LEVEL: 'silent', STAFF_TOKEN, SEED: 'none', ...over } as NodeJS.ProcessEnv);
}

async function clientSession(apiBase: string): Promise<string> {
  const res = await fetch(`${apiBase}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: DEMO.clientKey, secret: DEMO.clientSecret }),
  });
  if (res.status !== 201) throw new Error(`POST /api/client_sessions: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { client_session: string } }).data.client_session;
}

function addressOf(app: FastifyInstance): string {
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${addr.port}`;
}

async function benchBackend(backend: Backend, load: LoadClient): Promise<BackendFigures> {
  const { db } = backend;
  const hotelId = backend.seed.hotelIds[HOTEL];
  if (hotelId === undefined) throw new Error(`the seed has no hotel ${HOTEL}`);
  const api = await buildApi({ db, config: benchConfig(), logger: false });
  try {
    await api.listen({ port: 0, host: '127.0.0.1' });
    const base = addressOf(api);
    const headers = { 'x-client-session': await clientSession(base), accept: 'application/json' };
    const url = `${base}${searchPath}`;

    // The data access of one search, as runSearch issues it: both loaders at once.
    const rawOnce = async () => {
      const [catalogue, data] = await Promise.all([loadCatalogue(db, hotelId), loadStockAndRates(db, hotelId, checkin, checkout)]);
      if (catalogue.roomTypes.length === 0 || data.rates.size === 0 || data.remaining.size === 0) throw new Error('raw SQL found no rooms, rates or stock');
    };

    const warm = await load.run(url, headers, { ...WARMUP, timeoutMs: LEVEL_TIMEOUT_MS });
    const warmRaw = await closedLoop({ ...WARMUP, timeoutMs: LEVEL_TIMEOUT_MS }, rawOnce);
    if (warm.result.errors > 0) log(`  warm-up: ${warm.result.errors} of ${warm.result.completed} searches failed: ${warm.result.errorSamples.join(' | ')}`);
    if (warmRaw.errors > 0) log(`  warm-up: ${warmRaw.errors} raw SQL runs failed: ${warmRaw.errorSamples.join(' | ')}`);

    const levels: LevelFigures[] = [];
    for (const level of LEVELS) {
      const spec: RunSpec = { ...level, timeoutMs: LEVEL_TIMEOUT_MS };
      const http = await load.run(url, headers, spec);
      const raw = await closedLoop(spec, rawOnce);
      levels.push({ concurrency: level.concurrency, http: summarize(http.result), raw: summarize(raw), errorSamples: http.result.errorSamples, rawErrorSamples: raw.errorSamples });
      log(`  c=${level.concurrency}: ${http.result.completed} searches in ${(http.result.wallMs / 1000).toFixed(1)} s, ${raw.completed} raw SQL runs in ${(raw.wallMs / 1000).toFixed(1)} s`);
    }
    return { name: backend.name, levels, responseBytes: warm.bytes, rooms: warm.rooms };
  } finally {
    await api.close();
  }
}

function printBackend(label: string, f: BackendFigures): void {
  log();
  log(`${label}: GET ${searchPath.split('?')[0]} (${ADULTS} adults, ${checkin} -> ${checkout}), answer ${f.responseBytes} bytes, ${f.rooms} room types`);
  const rows = f.levels.map((l) => [
    String(l.concurrency),
    `${l.http.requests}${l.http.aborted ? '*' : ''}`,
    String(l.http.errors),
    fmt(l.http.p50),
    fmt(l.http.p90),
    fmt(l.http.p99),
    fmt(l.http.max),
    fmt(l.http.rps, 0),
    fmt(l.raw.p50),
    fmt(l.raw.p99),
    fmt(l.raw.rps, 0),
    `${fmt(l.http.p50 / l.raw.p50, 1)}x`,
    `${fmt(l.http.p99 / l.raw.p99, 1)}x`,
  ]);
  for (const line of table(
    ['conc', 'requests', 'errors', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'req/s', 'raw p50 ms', 'raw p99 ms', 'raw/s', 'p50 ratio', 'p99 ratio'],
    rows,
  )) {
    log(`  ${line}`);
  }
  if (f.levels.some((l) => l.http.aborted || l.raw.aborted)) log(`  * level stopped at the ${LEVEL_TIMEOUT_MS / 1000} s limit before its full count`);
  for (const l of f.levels) {
    if (l.http.errors > 0) log(`  c=${l.concurrency}: ${l.http.errors} failed searches, e.g. ${l.errorSamples.join(' | ')}`);
    if (l.raw.errors > 0) log(`  c=${l.concurrency}: ${l.raw.errors} failed raw SQL runs, e.g. ${l.rawErrorSamples.join(' | ')}`);
  }
}

function levelJson(prefix: string, f: BackendFigures | undefined): Record<string, number | boolean | null> {
  const out: Record<string, number | boolean | null> = {};
  for (const { concurrency } of LEVELS) {
    const l = f?.levels.find((x) => x.concurrency === concurrency);
    const k = `${prefix}_c${concurrency}`;
    out[`${k}_requests`] = l ? l.http.requests : null;
    out[`${k}_errors`] = l ? l.http.errors : null;
    out[`${k}_p50_ms`] = round(l?.http.p50);
    out[`${k}_p90_ms`] = round(l?.http.p90);
    out[`${k}_p99_ms`] = round(l?.http.p99);
    out[`${k}_max_ms`] = round(l?.http.max);
    out[`${k}_rps`] = round(l?.http.rps, 1);
    out[`${k}_raw_sql_p50_ms`] = round(l?.raw.p50, 3);
    out[`${k}_raw_sql_p99_ms`] = round(l?.raw.p99, 3);
    out[`${k}_raw_sql_per_s`] = round(l?.raw.rps, 1);
    out[`${k}_p50_ratio`] = l ? round(l.http.p50 / l.raw.p50) : null;
    out[`${k}_p99_ratio`] = l ? round(l.http.p99 / l.raw.p99) : null;
    out[`${k}_aborted`] = l ? l.http.aborted || l.raw.aborted : null;
  }
  return out;
}

async function ensureWidgetBuilt(): Promise<void> {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  log('dist/index.html is missing: building the widget (npx vite build) ...');
  const res = spawnSync('npx', ['vite', 'build'], { cwd: repoRoot, stdio: ['ignore', process.stderr, process.stderr] });
  if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status ?? res.signal})`);
}

async function benchLcp(backend: Backend): Promise<LcpReport> {
  await ensureWidgetBuilt();
  const apiPort = await freePort();
  const widgetPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const widgetUrl = `http://127.0.0.1:${widgetPort}`;
  const config = benchConfig({
    API_PORT: String(apiPort),
    PORT: String(widgetPort),
    PUBLIC_API_URL: apiUrl,
    PUBLIC_WIDGET_URL: widgetUrl,
    WIDGET_ORIGINS: widgetUrl,
  });
  const api = await buildApi({ db: backend.db, config, logger: false });
  const widget = await buildWidgetServer({ config, distDir, logger: false });
  try {
    await api.listen({ port: config.apiPort, host: config.host });
    await widget.listen({ port: config.widgetPort, host: config.host });
    // The English room type names of the answer: any of them on screen means results are shown.
    const res = await fetch(`${apiUrl}${searchPath}`, { headers: { 'x-client-session': await clientSession(apiUrl), 'x-locale': 'en' } });
    if (res.status !== 200) throw new Error(`search for the LCP page: ${res.status}`);
    const answer = (await res.json()) as { data: { rooms: { room_type_name: string; room_type_names: Record<string, string | undefined> }[] } };
    const roomTypeNames = answer.data.rooms.map((r) => r.room_type_names.en ?? r.room_type_name).filter((n) => n.length > 0);
    log(`  product: widget ${widgetUrl}, API ${apiUrl} (PGlite); Chromium /usr/bin/chromium, CPU x${CPU_SLOWDOWN} slower, Fast 3G, 412x823, ${LCP_RUNS} cold runs`);
    return await measureLcp({
      widgetUrl,
      resultPath: `/booking/result?code=${HOTEL}&checkin=${checkin}&checkout=${checkout}&adults=${ADULTS}`,
      fallbackPath: `/?code=${HOTEL}`,
      roomTypeNames,
      runs: LCP_RUNS,
      log: (line) => log(line),
    });
  } finally {
    await Promise.allSettled([api.close(), widget.close()]);
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  let crashed = false;
  const cpus = os.cpus();
  log(`bench:search — ${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ${os.platform()} ${os.release()}`);
  log(`search: GET ${searchPath.split('?')[0]}?rooms=${roomsParam}`);
  log(`levels: ${LEVELS.map((l) => `${l.count} requests at ${l.concurrency} concurrent`).join(', ')}; warm-up ${WARMUP.count}; a level stops after ${LEVEL_TIMEOUT_MS / 1000} s`);
  log('raw SQL = the five SELECTs a search reads its data with (loadCatalogue: room_types, plans, room_plans;');
  log('          loadStockAndRates: rates, inventory for the stay\'s nights), issued concurrently as the route does,');
  log('          called in-process on the same Db (pg pool of 10 / PGlite), same hotel, nights, concurrency and count.');
  log('          Not in raw: the client-session check and hotel lookup (2 more queries), validation, pricing, JSON, HTTP.');

  const pg = await postgresReachable();
  log(pg.ok ? `PostgreSQL ${pg.version ?? ''} reachable at ${POSTGRES_URL} (schema ${BENCH_SCHEMA})` : `PostgreSQL not reachable at ${POSTGRES_URL}: ${pg.reason ?? 'unknown'} — PGlite only`);

  const figures: Partial<Record<Backend['name'], BackendFigures>> = {};
  let lcp: LcpReport | undefined;
  let lcpError: string | undefined;
  const load = await startLoadClient();
  try {
    for (const name of pg.ok ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
      log();
      log(`== ${name === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}: migrate, seed, listen ...`);
      let backend: Backend | undefined;
      try {
        backend = await openBackend(name);
        figures[name] = await benchBackend(backend, load);
        if (name === 'pglite') {
          log();
          log('== LCP of the results page (full product on this PGlite database)');
          try {
            lcp = await benchLcp(backend);
          } catch (err) {
            crashed = true;
            lcpError = err instanceof Error ? err.message : String(err);
            process.stderr.write(`LCP measurement failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
          }
        }
      } catch (err) {
        crashed = true;
        process.stderr.write(`${name} benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      } finally {
        await backend?.close().catch((err: unknown) => {
          crashed = true;
          process.stderr.write(`closing ${name}: ${String(err)}\n`);
        });
      }
    }
  } finally {
    await load.close();
  }

  // ---- report
  log();
  log('== Results (latency in ms, client-side: request sent -> last byte received)');
  if (figures.pglite) printBackend('PGlite', figures.pglite);
  if (figures.postgres) printBackend('PostgreSQL', figures.postgres);

  log();
  const pg32 = figures.postgres?.levels.find((l) => l.concurrency === 32);
  const p99Pass = pg32 ? pg32.http.p99 <= TARGET_P99_MS : null;
  const ratio32 = pg32 ? pg32.http.p99 / pg32.raw.p99 : null;
  const ratioPass = ratio32 !== null ? ratio32 <= TARGET_RATIO : null;
  if (pg32) {
    log(`Target (PostgreSQL, 32 concurrent): p99 ${fmt(pg32.http.p99)} ms vs <= ${TARGET_P99_MS} ms: ${p99Pass ? 'PASS' : 'OVER'}`);
    log(`Target (PostgreSQL, 32 concurrent): p99 / raw SQL p99 = ${fmt(ratio32)}x vs <= ${TARGET_RATIO}x: ${ratioPass ? 'PASS' : 'OVER'}`);
  } else {
    log('Target (PostgreSQL, 32 concurrent): not measured (PostgreSQL not reachable or its run failed)');
  }
  const lcpPass = lcp && Number.isFinite(lcp.lcpMedianMs) ? lcp.lcpMedianMs <= TARGET_LCP_MS : null;
  if (lcp) {
    log(
      `LCP (${lcp.page}${lcp.fallback ? ', fallback: /booking/result does not exist yet' : ''}): median ${fmt(lcp.lcpMedianMs, 0)} ms vs <= ${TARGET_LCP_MS} ms: ${lcpPass ? 'PASS' : 'OVER'}` +
        `; visible (${lcp.visibleMeans}) median ${fmt(lcp.visibleMedianMs, 0)} ms; FCP ${fmt(lcp.fcpMedianMs, 0)} ms; load ${fmt(lcp.loadMedianMs, 0)} ms`,
    );
  } else {
    log(`LCP: not measured${lcpError ? ` (${lcpError})` : ''}`);
  }
  const totalS = (performance.now() - started) / 1000;
  log(`total ${totalS.toFixed(1)} s`);

  const json = {
    hotel: HOTEL,
    checkin,
    checkout,
    adults: ADULTS,
    postgres_reachable: pg.ok,
    search_response_bytes: figures.pglite?.responseBytes ?? figures.postgres?.responseBytes ?? null,
    ...levelJson('pglite', figures.pglite),
    ...levelJson('postgres', figures.postgres),
    postgres_c32_p99_target_ms: TARGET_P99_MS,
    postgres_c32_p99_pass: p99Pass,
    postgres_c32_p99_ratio_target: TARGET_RATIO,
    postgres_c32_p99_ratio_pass: ratioPass,
    results_lcp_page: lcp?.page ?? null,
    results_lcp_fallback: lcp?.fallback ?? null,
    results_lcp_median_ms: round(lcp?.lcpMedianMs, 0),
    results_lcp_runs_ms: lcp ? lcp.runs.map((r) => round(r.lcpMs, 0)) : null,
    results_visible_median_ms: round(lcp?.visibleMedianMs, 0),
    results_fcp_median_ms: round(lcp?.fcpMedianMs, 0),
    results_load_median_ms: round(lcp?.loadMedianMs, 0),
    results_lcp_target_ms: TARGET_LCP_MS,
    results_lcp_pass: lcpPass,
    ...(lcpError ? { results_lcp_error: lcpError } : {}),
    total_s: round(totalS, 1),
  };
  log(JSON.stringify(json));
  return crashed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
    // Everything is closed; should a library keep a handle open, do not hang.
    setTimeout(() => process.exit(code), 5_000).unref();
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
