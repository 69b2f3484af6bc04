// The recommender widget's ways on to the full booking. The widget is a small box framed on the
// hotel's own page, so its links are absolute and open the booking in a window of its own: the
// hotel's standalone booking site when it has one, else this widget's own address. Each link
// carries the hotel, the stay and party that were searched, the language and the hotel's tracking
// tags.
import type { CurrencyCode, Language } from '../../../contract';
import { stayParams, type RecommenderInput, type RecommenderSettings } from './recommender-form';

/** Tracking tags a hotel may put on the widget's address; the booking it leads to keeps them. */
const TRACKING = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface WidgetLinks {
  /** Where the full booking lives (ends with "/"): the widget's pages are found under it. */
  base: string;
  hotelCode: string;
  locale: Language;
  /** The tracking tags of the widget's own address. */
  tracking: readonly (readonly [string, string])[];
}

/**
 * Where the full booking opens: the hotel's booking site when it is a web address (its path kept,
 * so a site at /book/ gets /book/reservation/guest-detail), else the widget's own site `here`.
 */
export function bookingBase(bookingUrl: string | null, here: string): string {
  if (bookingUrl) {
    try {
      const url = new URL(bookingUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') return `${url.origin}${url.pathname.replace(/\/*$/, '')}/`;
    } catch {
      // Not an address: the widget's own booking is used.
    }
  }
  return `${new URL(here).origin}/`;
}

export function trackingOf(search: string): [string, string][] {
  const params = new URLSearchParams(search);
  return TRACKING.flatMap((k) => {
    const v = params.get(k)?.trim();
    return v ? [[k, v.slice(0, 200)] as [string, string]] : [];
  });
}

function finish(links: WidgetLinks, path: string, params: URLSearchParams): string {
  params.set('locale', links.locale);
  for (const [k, v] of links.tracking) params.set(k, v);
  const url = new URL(path.replace(/^\//, ''), links.base);
  url.search = params.toString();
  return url.toString();
}

/** Booking one offer: the guest details step for that room type and plan, for the stay searched. */
export function bookOfferHref(
  links: WidgetLinks,
  input: RecommenderInput,
  settings: RecommenderSettings,
  offer: { room_type_code: string; room_plan_code: string; mcp_currency?: CurrencyCode | null | undefined },
): string {
  const params = stayParams(links.hotelCode, input, settings);
  params.set('room_type_code', offer.room_type_code);
  params.set('room_plan_code', offer.room_plan_code);
  if (offer.mcp_currency) params.set('mcp_currency', offer.mcp_currency);
  return finish(links, '/reservation/guest-detail', params);
}

/** Every room and plan: the results page, for the stay searched when there is one. */
export function allRoomsHref(links: WidgetLinks, input: RecommenderInput | null, settings: RecommenderSettings): string {
  const params = input ? stayParams(links.hotelCode, input, settings) : new URLSearchParams({ code: links.hotelCode });
  return finish(links, '/booking/result', params);
}
