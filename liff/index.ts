// The widget's way into LIFF, loaded with the LIFF start-up (features/line/liff-start.ts); every
// start-up reads only liff/launch.ts. The SDK itself (liff/sdk.ts with @line/liff) is fetched by
// dynamic import when the page runs as a LIFF app.
import type { LiffMessage, LiffSendOutcome, LiffSession, StartOptions } from './sdk';

export type { LiffMessage, LiffSendOutcome, LiffSession, StartOptions };
export { detectLineEnvironment, type LineEnvironment } from './environment';
export { looksLikeLiffLaunch, markLiffTab, tabIsLiff } from './launch';
export { peekHotelCode, restoreLiffState } from './state';

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
