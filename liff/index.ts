// The widget's way into LIFF. Only this tiny module is imported statically; the SDK itself
// (liff/sdk.ts with @line/liff) is fetched by dynamic import when the page runs as a LIFF app.
import type { LiffSession, StartOptions } from './sdk';

export type { LiffSession, StartOptions };
export { detectLineEnvironment, type LineEnvironment } from './environment';
export { looksLikeLiffLaunch, peekHotelCode, restoreLiffState } from './state';

/** Loads the LIFF SDK and initialises it; resolves once the address is the one the guest opened. */
export async function loadLiff(options: StartOptions): Promise<LiffSession> {
  const { startLiff } = await import('./sdk');
  return startLiff(options);
}

/** LINE's language tag -> one of the widget's core languages (null when none fits). */
export function widgetLanguageOf(lineLanguage: string | null): 'en' | 'ja' | 'ko' | 'zh_Hans' | 'zh_Hant' | null {
  if (!lineLanguage) return null;
  const tag = lineLanguage.toLowerCase();
  if (tag.startsWith('ja')) return 'ja';
  if (tag.startsWith('ko')) return 'ko';
  if (tag === 'zh-tw' || tag === 'zh-hk' || tag.startsWith('zh-hant')) return 'zh_Hant';
  if (tag.startsWith('zh')) return 'zh_Hans';
  if (tag.startsWith('en')) return 'en';
  return null;
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
