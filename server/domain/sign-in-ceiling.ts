// The sign-in ceiling (the account lock): failed sign-ins are counted per account
// within a sliding window. Below the ceiling a sign-in is tried as usual. At the ceiling the
// account is guarded: where the hotel asks for a person check, every further try must carry a
// passed check; elsewhere the account waits until the oldest failure that counts leaves the window.

/**
 * Failed sign-ins an account may take within the window before it is guarded: a person check where
 * the hotel asks for one, a wait otherwise. Fifteen minutes lets a member who forgot the password
 * try again soon, and holds anyone guessing to a handful of tries a quarter hour.
 */
export const SIGN_IN_CEILING = { failures: 5, windowMinutes: 15 } as const;

export type SignInGuard = { kind: 'open' } | { kind: 'challenge' } | { kind: 'wait'; seconds: number };

/**
 * Seconds until the account's failures within the window fall below the ceiling; undefined while
 * below. `failures` are the times of the account's failures, newest first; the ceiling's failure
 * from the newest back decides: once it is older than the window, one fewer counts.
 */
export function secondsGuarded(failures: readonly Date[], now: Date, ceiling: { failures: number; windowMinutes: number } = SIGN_IN_CEILING): number | undefined {
  const windowMs = ceiling.windowMinutes * 60_000;
  const recent = failures.filter((at) => at.getTime() > now.getTime() - windowMs);
  const deciding = recent[ceiling.failures - 1];
  if (!deciding) return undefined;
  return Math.max(1, Math.ceil((deciding.getTime() + windowMs - now.getTime()) / 1000));
}

/** What a sign-in meets: tried as usual, a person check first, or a wait. */
export function signInGuard(failures: readonly Date[], now: Date, personCheckAsked: boolean): SignInGuard {
  const seconds = secondsGuarded(failures, now);
  if (seconds === undefined) return { kind: 'open' };
  return personCheckAsked ? { kind: 'challenge' } : { kind: 'wait', seconds };
}
