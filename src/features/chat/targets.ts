// Where a chat screen continues to: a `target` path of this widget, never another site.
import { hotelPath } from '../../lib/navigation';

/** The results page of the hotel: where sign-in and hand-off continue by default. */
export function resultsPath(): string {
  return hotelPath('/booking/result');
}

/**
 * A same-origin path from the `target` query, else the results page. Protocol-relative (`//x`),
 * backslash tricks and anything that resolves to another origin are refused.
 */
export function safeTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return resultsPath();
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return resultsPath();
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return resultsPath();
  }
}
