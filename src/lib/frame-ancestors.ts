// The pages around the widget's frame, for the payment pages the frame shows (they may be framed
// only there).
import { inFrame, rememberedChatbotParent } from './storage';

/**
 * The origins of the pages around this frame, nearest first; empty at the top. Where the browser
 * does not list them: the chatbot parent the frame remembers, else the page that opened the frame
 * (its referrer) unless that was this site or one of `notAncestors` (a payment page it came back from).
 */
export function frameAncestors(notAncestors: readonly string[] = []): string[] {
  if (!inFrame()) return [];
  const listed = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const origins = listed && listed.length ? Array.from(listed) : [];
  if (origins.length === 0) {
    const parent = rememberedChatbotParent();
    if (parent) origins.push(parent);
  }
  if (origins.length === 0 && document.referrer) {
    try {
      const referrer = new URL(document.referrer).origin;
      if (referrer !== window.location.origin && !notAncestors.includes(referrer)) origins.push(referrer);
    } catch {
      // No address to go by.
    }
  }
  return origins.filter((o) => /^https?:\/\//.test(o));
}

/**
 * A page of `provider` (the booking API's payment sandbox) that the widget's own frame will show:
 * told the pages around the frame, so that it may be framed there (empty when not framed, and
 * other addresses as they are).
 */
export function withFrameAncestors(url: string, provider: string): string {
  try {
    const target = new URL(url);
    const providerOrigin = new URL(provider).origin;
    const ancestors = frameAncestors([providerOrigin]).slice(0, 5);
    if (ancestors.length === 0 || target.origin !== providerOrigin) return url;
    target.searchParams.set('ancestors', ancestors.join(' '));
    return target.toString();
  } catch {
    return url;
  }
}
