// `npm run fixtures`: the API answers the component tests serve from their fake API
// (tests/fixtures/*.json), taken from the reference API itself. A fresh in-memory database gets the
// demo seed, the API is built in this process, a client session is opened, and each file is the
// answer of one call of the endpoint table, written as JSON (2 spaces, a final newline).
//
// `npm run fixtures -- --check` takes every answer again without writing and exits 1 when one's
// shape (its keys and the types of their values) is not the committed file's: the contract or the
// API moved away from what the component tests are fed.
//
// Dates. The answers are taken on the day the component tests live in: the script's clock is set
// to SEED_TODAY (noon at the hotels) before the API is built, so the seed counts its year of rates
// and rooms, its dated extras and its question windows from that day and the API prices the fixed
// stays below as it did then, whatever the day the script is run. The database keeps its own clock
// for the times it stamps; no answer below depends on it but the booking's time, which is kept.
//
// Values the API draws at random (search ids, reservation numbers, the bypass token, the time a
// booking was made) keep the file's current value, so that a file changes only where the answer
// does; their type is still compared.
//
// The last line of the output is one line of JSON with the figures.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import FakeTimers from '@sinonjs/fake-timers';
import { HEADERS, todayIn } from '../contract';
import { pathOf, queryText, type CallInput, type Endpoint } from '../contract/endpoint';
import { getInitSettings, getLoginWidgetSettings, createClientSession } from '../contract/endpoints/sessions';
import { listBrandHotels } from '../contract/endpoints/hotels';
import { getCancellationPolicy, getHotel, getRoomAvailability, listExtras, searchRooms } from '../contract/endpoints/search';
import { getRoomPrice, getRoomRecommendation } from '../contract/endpoints/offers';
import { createReservation, listAdditionalQuestions } from '../contract/endpoints/reservations';
import { DEMO } from '../server/seed/demo-content';

const FIXTURES_DIR = fileURLToPath(new URL('../tests/fixtures/', import.meta.url));

/** The demo seed's "today": what it writes by date is counted from here. */
export const SEED_TODAY = '2026-11-22';
/** The demo hotels' time zone: their "today" is read there. */
const TIME_ZONE = 'Asia/Tokyo';

/** The results page's stay: two nights, early December. */
const SEARCH = { checkin: '2026-12-01', checkout: '2026-12-03' };
/** The booking page's stay: one Moderate Double, room only, two nights. */
const BOOKING = { checkin: '2026-12-10', checkout: '2026-12-12', plan: 'moderate-double-room-only' };
/** Kyoto's price calendar starts on a Saturday. */
const KYOTO_CALENDAR = '2026-12-05';
/**
 * The rooms recommender's stay: a Tuesday and a Wednesday night in late November, when the demo
 * prices are near their lowest of the year (advance purchase at ¥30,470 for two).
 */
const RECOMMENDER = { checkin: '2026-11-24', checkout: '2026-11-26' };

/** The room types of Tokyo's results: the cheapest, the accessible one and the one-room suite. */
const TOKYO_ROOM_TYPES = 'moderate-double,accessible-twin,ginza-suite';

const rooms = (list: readonly object[]) => JSON.stringify(list);
const twoAdults = (stay: { checkin: string; checkout: string }) => rooms([{ checkin_date: stay.checkin, checkout_date: stay.checkout, adults: 2 }]);

export interface Fixture {
  /** The file: tests/fixtures/<name>.json. */
  name: string;
  endpoint: Endpoint;
  input: { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>>; body?: unknown };
  /** The first day of the stay the call asks about: the API refuses it once it is past. */
  stay?: string;
  /** Paths (`data.search_id`) of values the API draws at random. */
  keep?: readonly string[];
}

function fixture<E extends Endpoint>(name: string, endpoint: E, input: CallInput<E>, more: Pick<Fixture, 'stay' | 'keep'> = {}): Fixture {
  return { name, endpoint, input: input as Fixture['input'], ...more };
}

const tokyo = { id: DEMO.hotels.tokyo };
const kyoto = { id: DEMO.hotels.kyoto };
const SEARCH_ID = ['data.search_id'];

/** Every file and the call it is the answer of. */
export const FIXTURES: readonly Fixture[] = [
  fixture('init-demo-tokyo', getInitSettings, { params: { code: DEMO.hotels.tokyo } }),
  fixture('init-demo-kyoto', getInitSettings, { params: { code: DEMO.hotels.kyoto } }),
  fixture('login-widget-demo-tokyo', getLoginWidgetSettings, { params: { code: DEMO.hotels.tokyo } }),
  fixture('login-widget-demo-kyoto', getLoginWidgetSettings, { params: { code: DEMO.hotels.kyoto } }),
  fixture('hotel-demo-tokyo', getHotel, { params: tokyo }),
  fixture('hotel-demo-kyoto', getHotel, { params: kyoto }),
  fixture('brand-hotels-yadori-demo', listBrandHotels, { params: { id: DEMO.brandCode } }),
  fixture('cancellation-policy-1', getCancellationPolicy, { params: { ...tokyo, policy: '1' } }),
  fixture('cancellation-policy-2', getCancellationPolicy, { params: { ...tokyo, policy: '2' } }),
  fixture('cancellation-policy-3-demo-kyoto', getCancellationPolicy, { params: { ...kyoto, policy: '3' } }),
  fixture('availability-demo-tokyo', getRoomAvailability, { params: tokyo, query: { checkin: SEARCH.checkin, rooms: rooms([{ adults: 2 }]), max_nights: '30' } }, { stay: SEARCH.checkin }),
  fixture('availability-demo-kyoto', getRoomAvailability, { params: kyoto, query: { checkin: KYOTO_CALENDAR, rooms: rooms([{ adults: 2 }]), max_nights: '30' } }, { stay: KYOTO_CALENDAR }),
  fixture('search-rooms-demo-tokyo', searchRooms, { params: tokyo, query: { rooms: twoAdults(SEARCH), room_type_codes: TOKYO_ROOM_TYPES } }, { stay: SEARCH.checkin, keep: SEARCH_ID }),
  fixture(
    'search-rooms-demo-tokyo-usd',
    searchRooms,
    { params: tokyo, query: { rooms: twoAdults(SEARCH), room_type_codes: TOKYO_ROOM_TYPES, mcp_currency: 'USD' } },
    { stay: SEARCH.checkin, keep: SEARCH_ID },
  ),
  // The plans view with the two plans everyone may book with any payment: room only and breakfast.
  fixture(
    'search-plans-demo-tokyo',
    searchRooms,
    { params: tokyo, query: { rooms: twoAdults(SEARCH), room_type_codes: TOKYO_ROOM_TYPES, hotel_plan_codes: 'room-only,breakfast', type: 'plan' } },
    { stay: SEARCH.checkin, keep: SEARCH_ID },
  ),
  // Day use in Kyoto for two adults and a child of 3 to 6, who does not fit the Cozy Double.
  fixture(
    'search-rooms-demo-kyoto-day-use',
    searchRooms,
    {
      params: kyoto,
      query: { rooms: rooms([{ checkin_date: SEARCH.checkin, checkout_date: SEARCH.checkin, adults: 2, children: 1, kids_age_range: [{ code: 'age_3_6', count: 1 }] }]), is_day_use: 'true' },
    },
    { stay: SEARCH.checkin, keep: SEARCH_ID },
  ),
  fixture('recommendation-demo-tokyo', getRoomRecommendation, { params: tokyo, query: { rooms: twoAdults(RECOMMENDER) } }, { stay: RECOMMENDER.checkin }),
  // The booking page: the room search narrowed to the chosen plan, its price, extras and questions.
  fixture('plan-demo-tokyo', searchRooms, { params: tokyo, query: { rooms: twoAdults(BOOKING), room_plan_codes: BOOKING.plan } }, { stay: BOOKING.checkin, keep: SEARCH_ID }),
  fixture('price-demo-tokyo', getRoomPrice, { params: tokyo, query: { room_plan_code: BOOKING.plan, rooms: twoAdults(BOOKING) } }, { stay: BOOKING.checkin }),
  fixture('extras-demo-tokyo', listExtras, { params: tokyo, query: { checkin: BOOKING.checkin, checkout: BOOKING.checkout } }, { stay: BOOKING.checkin }),
  fixture('questions-demo-tokyo', listAdditionalQuestions, { params: tokyo, query: { room_plan_codes: BOOKING.plan, checkin: BOOKING.checkin } }, { stay: BOOKING.checkin }),
  fixture(
    'reservation-created-demo-tokyo',
    createReservation,
    {
      params: tokyo,
      body: {
        checkin_date: BOOKING.checkin,
        checkout_date: BOOKING.checkout,
        rooms: [{ room_plan_code: BOOKING.plan, adults: 2 }],
        guest: { first_name: 'Anna', last_name: 'Smith', email: 'anna@example.com', phone: '+819012345678' },
        payment_type: 'on_site',
        locale: 'en',
        expected_total_price: 39_820,
        answers: [{ question_id: 1, text: '15:00' }],
        terms_accepted: true,
      },
    },
    { stay: BOOKING.checkin, keep: ['data.reservation.reservation_number', 'data.reservation.created_at', 'data.bypass_token'] },
  ),
];

// ---------------------------------------------------------------------------------------------
// Shapes: the keys of objects and the types of values, the items of a list taken together.

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

export interface Shape {
  kinds: Set<Kind>;
  keys?: Map<string, Shape>;
  /** The items of the lists seen, merged; none when every list was empty. */
  items?: Shape;
}

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'boolean' || t === 'number' || t === 'string' || t === 'object') return t;
  throw new Error(`not a JSON value: ${t}`);
}

function merge(a: Shape | undefined, b: Shape | undefined): Shape | undefined {
  if (!a || !b) return a ?? b;
  const out: Shape = { kinds: new Set([...a.kinds, ...b.kinds]) };
  if (a.keys || b.keys) {
    out.keys = new Map(a.keys);
    for (const [k, s] of b.keys ?? []) out.keys.set(k, merge(out.keys.get(k), s)!);
  }
  const items = merge(a.items, b.items);
  if (items) out.items = items;
  return out;
}

export function shapeOf(value: unknown): Shape {
  const kind = kindOf(value);
  const shape: Shape = { kinds: new Set([kind]) };
  if (kind === 'object') shape.keys = new Map(Object.entries(value as object).map(([k, v]) => [k, shapeOf(v)]));
  if (kind === 'array') {
    const items = (value as unknown[]).reduce<Shape | undefined>((acc, v) => merge(acc, shapeOf(v)), undefined);
    if (items) shape.items = items;
  }
  return shape;
}

const kindsText = (s: Shape) => [...s.kinds].sort().join('|');

/**
 * Where two values differ in shape, as `path: before → after` lines. The items of an empty list
 * are not known, so they differ from nothing.
 */
export function shapeDiff(before: unknown, after: unknown): string[] {
  const out: string[] = [];
  const walk = (a: Shape, b: Shape, at: string) => {
    if (kindsText(a) !== kindsText(b)) out.push(`${at || '.'}: ${kindsText(a)} → ${kindsText(b)}`);
    if (a.keys && b.keys) {
      for (const k of new Set([...a.keys.keys(), ...b.keys.keys()])) {
        const x = a.keys.get(k);
        const y = b.keys.get(k);
        const where = at ? `${at}.${k}` : k;
        if (!x) out.push(`${where}: added (${kindsText(y!)})`);
        else if (!y) out.push(`${where}: removed`);
        else walk(x, y, where);
      }
    }
    if (a.items && b.items) walk(a.items, b.items, `${at}[]`);
  };
  walk(shapeOf(before), shapeOf(after), '');
  return out;
}

/** The answer with the committed file's value at each of `paths`, where both hold one of the same type. */
export function keepValues(answer: unknown, committed: unknown, paths: readonly string[]): unknown {
  const copy = structuredClone(answer);
  for (const p of paths) {
    const keys = p.split('.');
    const last = keys.pop()!;
    const parentOf = (root: unknown) => keys.reduce<unknown>((node, k) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), root);
    const target = parentOf(copy);
    const source = parentOf(committed);
    if (target === null || typeof target !== 'object' || source === null || typeof source !== 'object') continue;
    const before = (source as Record<string, unknown>)[last];
    const now = (target as Record<string, unknown>)[last];
    if (before !== undefined && now !== undefined && kindOf(before) === kindOf(now)) (target as Record<string, unknown>)[last] = before;
  }
  return copy;
}

/** A file's text: JSON with 2 spaces and a final newline. */
export function fileText(answer: unknown): string {
  return `${JSON.stringify(answer, null, 2)}\n`;
}

/** A call's address: the path filled in from the endpoint table, the query as the widget writes it. */
export function urlOf(f: Fixture): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(f.input.query ?? {})) {
    const text = queryText(v);
    if (text !== undefined) search.set(k, text);
  }
  const query = search.toString();
  return `${pathOf(f.endpoint, f.input.params)}${query ? `?${query}` : ''}`;
}

// ---------------------------------------------------------------------------------------------

function readCommitted(name: string): { text: string; json: unknown } | undefined {
  try {
    const text = readFileSync(path.join(FIXTURES_DIR, `${name}.json`), 'utf8');
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const started = performance.now();
  const check = argv.includes('--check');
  const figures = (more: Record<string, number>) => JSON.stringify({ ...more, duration_ms: Math.round(performance.now() - started) });

  // The clock of the day the fixtures live in (timers keep running as they do).
  const clock = FakeTimers.install({ now: new Date(`${SEED_TODAY}T12:00:00+09:00`), toFake: ['Date'], shouldAdvanceTime: true });
  const today = todayIn(TIME_ZONE);
  const past = FIXTURES.filter((f) => f.stay !== undefined && f.stay < today);
  if (past.length > 0) {
    console.error(`The stays of ${past.map((f) => f.name).join(', ')} are before ${today}: move them after SEED_TODAY.`);
    console.log(figures({ fixtures_written: 0, fixtures_refused: past.length }));
    clock.uninstall();
    return 1;
  }

  // The server's modules are loaded only for a run: the helpers above stay light for tests.
  const [{ buildApi }, { loadConfig }, { migrate, openDb }, { seedDemo }] = await Promise.all([
    import('../server/app'),
    import('../server/config'),
    import('../server/db/db'),
    import('../server/seed/demo'),
  ]);
  const db = await openDb({});
  await migrate(db);
  await seedDemo(db, { today: SEED_TODAY });
  const config = loadConfig({ LOG_LEVEL: 'silent', CHECK_ANSWERS: '1', STAFF_TOKEN: 'fixtures-staff-token-0123456789' } as NodeJS.ProcessEnv);
  const app = await buildApi({ db, config });
  await app.ready();

  let failed = 0;
  let reshaped = 0;
  const changed: string[] = [];
  try {
    const session = await app.inject({ method: createClientSession.method, url: pathOf(createClientSession), payload: { key: DEMO.clientKey, secret: DEMO.clientSecret } });
    if (session.statusCode !== (createClientSession.status ?? 200)) throw new Error(`client session: ${session.statusCode} ${session.body}`);
    const cs = createClientSession.answer.parse(session.json()).data.client_session;

    for (const f of FIXTURES) {
      const url = urlOf(f);
      const res = await app.inject({
        method: f.endpoint.method,
        url,
        headers: { [HEADERS.clientSession]: cs },
        ...(f.input.body === undefined ? {} : { payload: f.input.body as object }),
      });
      const expected = f.endpoint.status ?? 200;
      let answer: unknown;
      try {
        answer = JSON.parse(res.body);
      } catch {
        answer = undefined;
      }
      if (res.statusCode !== expected || !f.endpoint.answer.safeParse(answer).success) {
        failed++;
        console.error(`failed   ${f.name}.json: ${f.endpoint.method} ${url} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
        continue;
      }
      const committed = readCommitted(f.name);
      const kept = committed ? keepValues(answer, committed.json, f.keep ?? []) : answer;
      const text = fileText(kept);
      const drift = committed ? shapeDiff(committed.json, kept) : ['new file'];
      const differs = text !== committed?.text;
      if (differs) changed.push(`${f.name}.json`);
      if (drift.length > 0) {
        reshaped++;
        console.log(`shape    ${f.name}.json: ${drift.slice(0, 3).join('; ')}${drift.length > 3 ? `; … ${drift.length - 3} more` : ''}`);
      }
      if (!check) writeFileSync(path.join(FIXTURES_DIR, `${f.name}.json`), text);
    }
  } finally {
    await app.close();
    await db.close();
  }

  const taken = new Set(FIXTURES.map((f) => `${f.name}.json`));
  const others = readdirSync(FIXTURES_DIR).filter((n) => n.endsWith('.json') && !taken.has(n));
  if (others.length > 0) console.log(`not taken by this script: ${others.join(', ')}`);
  if (changed.length > 0) console.log(`${check ? 'would change' : 'changed'}  ${changed.join(', ')}`);

  if (check) {
    console.log(figures({ fixtures_checked: FIXTURES.length - failed, fixtures_failed: failed, fixtures_changed: changed.length, fixtures_reshaped: reshaped }));
    return failed > 0 || reshaped > 0 ? 1 : 0;
  }
  console.log(figures({ fixtures_written: FIXTURES.length - failed, fixtures_failed: failed, fixtures_changed: changed.length, fixtures_reshaped: reshaped }));
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
