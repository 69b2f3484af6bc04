// Is this page a LIFF app? Read at every start-up, so it is its own small module: the rest of
// the LIFF code (liff/state.ts, the SDK) loads only when the answer is yes.

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

/** A tab that opened as a LIFF app stays one (reloads, inner links): remembered for the tab. */
const TAB_KEY = 'yadori:liff-tab';

export function tabIsLiff(): boolean {
  try {
    return sessionStorage.getItem(TAB_KEY) === '1';
  } catch {
    return false;
  }
}

export function markLiffTab(): void {
  try {
    sessionStorage.setItem(TAB_KEY, '1');
  } catch {
    // Storage blocked: the next load detects LIFF from the address again.
  }
}
