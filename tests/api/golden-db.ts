// Databases for the API tests, isolated by construction.
//
// Each worker builds one golden database (migrations and the demo seed) once. Each test file gets
// its own copy of it: PGlite copies the golden instance in memory; PostgreSQL creates a database
// with the golden one as its template. Between the tests of one file, every table a test changed
// is put back from the golden rows kept in the `golden` schema of the copy; which tables changed
// is read from the database itself (a row count that differs, or a row written after the golden
// point), so a new table needs no listing anywhere.
import { expect } from 'vitest';
import { migrate, openDb, type Db } from '../../server/db/db';
import { seedDemo } from '../../server/seed/demo';

interface TableFacts {
  name: string;
  rows: number;
}

interface GoldenFacts {
  tables: TableFacts[];
  /** Rows whose transaction id is above this were written after the golden point. */
  lastXid: number;
  sequences: { name: string; value: number; called: boolean }[];
}

interface Golden {
  facts: GoldenFacts;
  /** A fresh database holding the golden state. */
  copy(): Promise<{ db: Db; drop(): Promise<void> }>;
}

interface Holder {
  golden?: Promise<Golden>;
  file?: { path: string; db: Promise<Db>; drop: () => Promise<void> };
}

const holder = globalThis as unknown as { __yadoriGolden?: Holder };

/** Per copy: rows written by a transaction above this id are a test's (the golden point, then each restore). */
const writtenAfter = new WeakMap<Db, number>();

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Keeps the seeded rows aside inside the database and notes what a later change can be told by. */
async function takeGoldenFacts(db: Db): Promise<GoldenFacts> {
  const names = (
    await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r' order by 1`,
    )
  ).map((r) => r.name);
  await db.exec(`drop schema if exists golden cascade; create schema golden;` + names.map((n) => `create table golden.${ident(n)} as select * from ${ident(n)};`).join(''));
  const tables: TableFacts[] = [];
  for (const name of names) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from golden.${ident(name)}`);
    tables.push({ name, rows: row!.n });
  }
  const sequences = (
    await db.query<{ name: string; value: string | null; called: boolean }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, coalesce(last_value, start_value)::text as value, last_value is not null as called
         from pg_sequences where schemaname = current_schema()`,
    )
  ).map((s) => ({ name: s.name, value: Number(s.value), called: s.called }));
  // A transaction of its own after every golden row: anything written later has a higher id.
  await db.exec('create table golden.point as select 1 as at');
  const [point] = await db.query<{ xid: string }>(`select xmin::text as xid from golden.point`);
  return { tables, lastXid: Number(point!.xid), sequences };
}

async function buildGolden(): Promise<Golden> {
  const url = process.env.DATABASE_URL;
  const worker = process.env.VITEST_POOL_ID ?? String(process.pid);
  if (!url) {
    const db = await openDb({});
    await migrate(db);
    await seedDemo(db);
    const facts = await takeGoldenFacts(db);
    return {
      facts,
      async copy() {
        const copy = await db.copy!();
        return { db: copy, drop: () => copy.close() };
      },
    };
  }
  const { default: pg } = await import('pg');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const urlOf = (database: string) => {
    const u = new URL(url);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const goldenName = `yadori_golden_${worker}`;
  await admin(`drop database if exists ${ident(goldenName)} with (force)`);
  await admin(`create database ${ident(goldenName)}`);
  const seeded = await openDb({ databaseUrl: urlOf(goldenName) });
  await migrate(seeded);
  await seedDemo(seeded);
  const facts = await takeGoldenFacts(seeded);
  // A template may have no one connected while it is copied.
  await seeded.close();
  let files = 0;
  return {
    facts,
    async copy() {
      const name = `yadori_test_${worker}_${++files}`;
      await admin(`drop database if exists ${ident(name)} with (force)`);
      await admin(`create database ${ident(name)} template ${ident(goldenName)}`);
      const db = await openDb({ databaseUrl: urlOf(name) });
      return {
        db,
        async drop() {
          await db.close();
          await admin(`drop database if exists ${ident(name)} with (force)`);
        },
      };
    },
  };
}

function golden(): Promise<Golden> {
  const h = (holder.__yadoriGolden ??= {});
  h.golden ??= buildGolden();
  return h.golden;
}

/** The running test file's own database: a copy of the golden one, made when the file first asks. */
export async function fileDb(): Promise<Db> {
  const h = (holder.__yadoriGolden ??= {});
  const path = expect.getState().testPath ?? 'unknown';
  if (h.file?.path !== path) {
    const previous = h.file;
    const made = golden().then((g) => g.copy());
    h.file = { path, db: made.then((m) => m.db), drop: () => made.then((m) => m.drop()) };
    if (previous) await previous.drop().catch(() => undefined);
  }
  return h.file.db;
}

/** Puts back, from the golden rows, every table changed since the file's copy was made or last restored. */
export async function restoreGolden(db: Db): Promise<void> {
  const { facts } = await golden();
  const after = writtenAfter.get(db) ?? facts.lastXid;
  const checks = facts.tables.map(
    (t) =>
      `select ${`'${t.name.replace(/'/g, "''")}'`} as name where (select count(*) from ${ident(t.name)}) <> ${t.rows}
        or exists (select 1 from ${ident(t.name)} where xmin::text::bigint > ${after})`,
  );
  const changed = (await db.query<{ name: string }>(checks.join('\nunion all\n'))).map((r) => r.name);
  const sequences = facts.sequences.map((s) => `select setval('${s.name.replace(/'/g, "''")}', ${s.value}, ${s.called})`).join(' union all ');
  if (changed.length === 0) {
    if (sequences) await db.query(sequences);
    return;
  }
  // Foreign keys are not checked while the rows are put back (they held in the golden state).
  await db.exec(
    `begin; set local session_replication_role = replica;` +
      changed.map((n) => `delete from ${ident(n)}; insert into ${ident(n)} select * from golden.${ident(n)};`).join('') +
      'commit;',
  );
  if (sequences) await db.query(sequences);
  // The rows just put back are golden again: only what is written from now on counts.
  const [now] = await db.query<{ xid: string }>('select (txid_current() % 4294967296)::text as xid');
  writtenAfter.set(db, Number(now!.xid));
}
