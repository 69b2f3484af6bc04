// Failed sign-ins, counted per account (a digest of the brand and the address as typed), whatever
// address, client session or screen they come from.
import type { Queryable } from './db';

/**
 * Seconds until the account's failures within the last `windowMinutes` fall below `failures`;
 * undefined while below. The ceiling's failure from the newest back decides: once it is older
 * than the window, one fewer counts.
 */
export async function secondsGuarded(db: Queryable, account: string, windowMinutes: number, failures: number): Promise<number | undefined> {
  const [row] = await db.query<{ wait: number }>(
    `select greatest(1, ceil(extract(epoch from (at + make_interval(mins => $2) - now()))))::int as wait
       from sign_in_failures where account = $1 and at > now() - make_interval(mins => $2)
      order by at desc offset $3 limit 1`,
    [account, windowMinutes, failures - 1],
  );
  return row?.wait;
}

/** One more failure; what the window has passed counts no more. */
export async function recordSignInFailure(db: Queryable, account: string, windowMinutes: number): Promise<void> {
  await db.query('insert into sign_in_failures (account) values ($1)', [account]);
  await db.query('delete from sign_in_failures where account = $1 and at <= now() - make_interval(mins => $2)', [account, windowMinutes]);
}

export async function forgetSignInFailures(db: Queryable, account: string): Promise<void> {
  await db.query('delete from sign_in_failures where account = $1', [account]);
}
