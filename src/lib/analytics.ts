// Analytics events go to the page's dataLayer. A visit whose URL carried an e-mail address has
// analytics switched off entirely (document 1 §2).
type Event = Record<string, unknown> & { event: string };

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

type Forwarder = (event: string, params: Record<string, unknown>) => void;
let forwarder: Forwarder | null = null;

/**
 * In a chatbot frame the widget cannot set the hotel site's first-party cookies, so every event
 * also goes to the parent (as ga4Event), whose own tag records it.
 */
export function setAnalyticsForwarder(fn: Forwarder | null): void {
  forwarder = fn;
}

export function track(event: string, params: Record<string, unknown> = {}): void {
  if (disabled || typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ event, ...params });
  forwarder?.(event, params);
}
