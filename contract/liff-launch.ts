// What makes an address a LIFF launch: read by the widget at every start-up (liff/launch.ts) and by
// the widget's server, whose page for a LIFF launch lets LINE's SDK reach LINE (its CSP).

/** Query parameters LINE adds on the way into a LIFF app or back from LINE Login. */
export const LIFF_MARKS = ['liff.state', 'liff.referrer', 'liffClientId', 'liffRedirectUri', 'liffIsEscapedFromApp'] as const;

/** The endpoint marker a hotel puts in its LIFF endpoint URL (`?liff=1`). */
export const LIFF_FLAG = 'liff';

/** Does this address look like a LIFF launch (or a return from LINE Login into one)? */
export function looksLikeLiffLaunch(search: string, userAgent: string): boolean {
  const q = new URLSearchParams(search);
  if (q.get(LIFF_FLAG) === '1') return true;
  if (LIFF_MARKS.some((m) => q.has(m))) return true;
  return /\bLIFF\b/.test(userAgent);
}
