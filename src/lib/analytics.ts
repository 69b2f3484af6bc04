// Analytics events go to the page's dataLayer and, while the widget has a channel to the page
// around its frame (a chatbot's or a hotel page's; open, or opening: then they wait for it in
// order with everything else said to it), to that page as `ga4Event` as well: a framed widget
// cannot set the host site's first-party cookies, so the host's own tag records them. The
// conversion to GA4's terms (lib/ga4.ts) comes with the channel's code, so a widget that is not
// framed never downloads it. A visit whose URL carried an e-mail address has analytics switched
// off entirely (document 1 §2).
//
// E-commerce events (lib/ecommerce-events.ts) take Google Tag Manager's form in the dataLayer.
// No event carries personal data: no names, e-mail addresses, phone numbers, tokens or member ids.
import { link, tellParent } from './chatbot';
import type { Ga4EventPayload } from './ga4';

type Event = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: Event[];
  }
}

let disabled = false;

export function disableAnalytics(): void {
  disabled = true;
}

export function analyticsEnabled(): boolean {
  return !disabled;
}

type Ga4Conversion = (event: string, params: Record<string, unknown>) => Ga4EventPayload | null;
let toGa4: Ga4Conversion | null = null;

/** Set by the parent channel's code as it opens (lib/chatbot-channel.ts). */
export function setGa4Conversion(convert: Ga4Conversion): void {
  toGa4 = convert;
}

function toParent(event: string, params: Record<string, unknown>): void {
  const send = () => {
    const payload = toGa4?.(event, params);
    if (payload) tellParent('ga4Event', payload);
  };
  if (link.channel) send();
  else if (link.opening) link.pending.push(send);
}

/** `entries` into the dataLayer, and `event` with `params` to the parent page when there is one. */
export function record(event: string, params: Record<string, unknown>, entries: Event[]): void {
  if (disabled || typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(...entries);
  toParent(event, params);
}

export function track(event: string, params: Record<string, unknown> = {}): void {
  record(event, params, [{ event, ...params }]);
}

let lastPage: string | null = null;

/**
 * page_view for the page at `path` (no query: it may carry what the guest typed), unless it is
 * the page counted last: a page is counted once however often it renders. Answers whether the
 * guest came here from another page (not the first page, not the same one again).
 */
export function trackPageView(path: string): boolean {
  if (path === lastPage) return false;
  const moved = lastPage !== null;
  lastPage = path;
  track('page_view', { page_path: path, page_location: `${location.origin}${path}`, page_title: document.title });
  return moved;
}
