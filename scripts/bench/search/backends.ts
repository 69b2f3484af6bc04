// The databases the benchmark runs on: PGlite in memory, and PostgreSQL in a schema of its own
// (dropped before and after) when the server answers. Plus a free-port helper.
import net from 'node:net';
import { migrate, openDb, type Db } from '../../../server/db/db';
import { seedDemo, type SeedSummary } from '../../../server/seed/demo';

export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_SCHEMA = 'yadori_bench';

export interface Backend {
  name: 'pglite' | 'postgres';
  db: Db;
  seed: SeedSummary;
  /** Closes the database and, on PostgreSQL, drops the bench schema. */
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(): Promise<{ ok: boolean; reason?: string; version?: string }> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    return { ok: true, version: rows[0]?.v };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function openBackend(name: Backend['name']): Promise<Backend> {
  if (name === 'postgres') await adminQuery(`drop schema if exists "${BENCH_SCHEMA}" cascade`);
  const db = name === 'postgres' ? await openDb({ databaseUrl: POSTGRES_URL, schema: BENCH_SCHEMA }) : await openDb({});
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await db.close();
    if (name === 'postgres') await adminQuery(`drop schema if exists "${BENCH_SCHEMA}" cascade`);
  };
  try {
    await migrate(db);
    const seed = await seedDemo(db);
    // Planner statistics for what a search reads, as autovacuum would soon gather on a live database.
    if (name === 'postgres') await db.exec('analyze hotels, hotel_brands, client_sessions, currency_rates, room_types, plans, room_plans, rates, inventory');
    return { name, db, seed, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** A port free on 127.0.0.1 right now (for servers whose address must be known before they start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
