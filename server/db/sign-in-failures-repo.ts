// Failed sign-ins, counted per account (a digest of the brand and the address as typed), whatever
// address, client session or screen they come from.
import type { Queryable } from './db';

/** The account's failures within the last `windowMinutes`, newest first, and the database's clock. */
export async function recentSignInFailures(db: Queryable, account: string, windowMinutes: number): Promise<{ failures: Date[]; now: Date }> {
  const rows = await db.query<{ at: Date | string; now: Date | string }>(
    `select at, now() as now from sign_in_failures where account = $1 and at > now() - make_interval(mins => $2) order by at desc`,
    [account, windowMinutes],
  );
  if (rows.length === 0) return { failures: [], now: new Date() };
  return { failures: rows.map((r) => new Date(r.at)), now: new Date(rows[0]!.now) };
}

/** One more failure; what the window has passed counts no more. */
export async function recordSignInFailure(db: Queryable, account: string, windowMinutes: number): Promise<void> {
  await db.query('insert into sign_in_failures (account) values ($1)', [account]);
  await db.query('delete from sign_in_failures where account = $1 and at <= now() - make_interval(mins => $2)', [account, windowMinutes]);
}

export async function forgetSignInFailures(db: Queryable, account: string): Promise<void> {
  await db.query('delete from sign_in_failures where account = $1', [account]);
}
