// Is this page a LIFF app? Read at every start-up, so it is its own small module: the rest of
// the LIFF code (liff/state.ts, the SDK) loads only when the answer is yes.

export { LIFF_FLAG, LIFF_MARKS, looksLikeLiffLaunch } from '../contract/liff-launch';

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
