// One small interface over the two databases: PGlite embedded (the default) and PostgreSQL
// through `pg` when DATABASE_URL is set. Both speak the same SQL and run the same migrations.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PGliteInterface } from '@electric-sql/pglite';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; on PostgreSQL a serialization failure is retried. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** An independent copy of this database as it is now (PGlite only: an embedded database copies in memory). */
  copy?(): Promise<Db>;
}

export interface OpenOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted for an in-memory database. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests give each worker its own). */
  schema?: string | undefined;
}

const SERIALIZATION_FAILURE = '40001';
const DEADLOCK = '40P01';

export async function openDb(options: OpenOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return pgliteDb(pg);
}

function pgliteDb(pg: PGliteInterface): Db {
  // PGlite runs one statement at a time; transactions are serialised by it.
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const res = await pg.query<T>(sql, params as unknown[] | undefined);
      return res.rows;
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pg.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params?: unknown[]) {
            const res = await tx.query<R>(sql, params as unknown[] | undefined);
            return res.rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async close() {
      await pg.close();
    },
    async copy() {
      return pgliteDb(await pg.clone());
    },
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Db> {
  const { default: pg } = await import('pg');
  // Dates stay 'YYYY-MM-DD' strings, as on the wire, rather than JS Dates in the server's zone.
  pg.types.setTypeParser(1082, (v: string) => v);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists "${schema}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // A connection the database ended while it sat idle in the pool (a restart, an administrator's
  // command) is dropped from the pool and the next query opens another; unheard, the error would
  // end the process.
  pool.on('error', (err) => console.warn(`[db] an idle connection was closed by the database: ${err.message}`));
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          // One connection runs one statement at a time: callers may ask in parallel, they are queued.
          let queue: Promise<unknown> = Promise.resolve();
          const result = await fn({
            query<R>(sql: string, params?: unknown[]) {
              const run = queue.then(() => client.query(sql, params));
              queue = run.catch(() => undefined);
              return run.then((res) => res.rows as R[]);
            },
          });
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          const code = (err as { code?: string }).code;
          if ((code === SERIALIZATION_FAILURE || code === DEADLOCK) && attempt < 5) continue;
          throw err;
        } finally {
          client.release();
        }
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every migration not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.exec(`begin;\n${sql}\ninsert into schema_migrations (name) values ('${file}');\ncommit;`);
    applied.push(file);
  }
  return applied;
}
