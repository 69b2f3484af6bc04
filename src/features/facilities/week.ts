// The facilities page's view in the URL (document 1 §2 `/facilities`): which week, for how many
// adults. The URL is the one source of truth, so a reload or a shared link shows the same week;
// each value is parsed on its own and a bad one falls back, never fatal.
import * as z from 'zod/mini';
import { IsoDateSchema, LIMITS } from '../../../contract';
import { addDays, maxDate, minDate, reservableLimit } from '../../../contract/dates';

/** Days shown at once. */
export const WEEK_LENGTH = 7;
/** The party-size selector offers 1 to this many adults. */
export const MAX_ADULTS = 6;

export interface WeekBounds {
  /** The first night that may start a week: today in the widget hotel's time zone. */
  first: string;
  /** The last night the hotel sells: the day before today + its reservable months. */
  last: string;
}

export interface FacilitiesView {
  start: string;
  adults: number;
}

export function weekBounds(today: string, reservableMonths: number): WeekBounds {
  return { first: today, last: addDays(reservableLimit(today, reservableMonths), -1) };
}

/** A week start inside the bounds; near the end the week is pulled back so it stays whole. */
export function clampStart(start: string, bounds: WeekBounds): string {
  const latest = maxDate(bounds.first, addDays(bounds.last, -(WEEK_LENGTH - 1)));
  return maxDate(bounds.first, minDate(start, latest));
}

export function weekDates(start: string): string[] {
  return Array.from({ length: WEEK_LENGTH }, (_, i) => addDays(start, i));
}

const AdultsSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,2}$/)),
  z.pipe(z.transform(Number), z.number().check(z.minimum(1), z.maximum(MAX_ADULTS))),
);

export function readView(search: string, bounds: WeekBounds): FacilitiesView {
  const params = new URLSearchParams(search);
  const start = IsoDateSchema.safeParse(params.get('start') ?? '');
  const adults = AdultsSchema.safeParse(params.get('adults') ?? '');
  return {
    start: clampStart(start.success ? start.data : bounds.first, bounds),
    adults: adults.success ? adults.data : Math.min(LIMITS.defaultAdults, MAX_ADULTS),
  };
}

/** The query with the view written in; every other parameter (code, iframe, utm…) is kept. */
export function writeView(search: string, view: FacilitiesView): string {
  const params = new URLSearchParams(search);
  params.set('start', view.start);
  params.set('adults', String(view.adults));
  return params.toString();
}

/** The results page of a hotel for one night (document 1 §2 "Search query parameters"). */
export function resultHref(hotelCode: string, date: string, adults: number): string {
  const params = new URLSearchParams({ code: hotelCode, checkin: date, checkout: addDays(date, 1), adults: String(adults) });
  return `/booking/result?${params.toString()}`;
}

/** The results page of a hotel without dates: it searches with its own defaults. */
export function hotelHref(hotelCode: string, adults: number): string {
  return `/booking/result?${new URLSearchParams({ code: hotelCode, adults: String(adults) }).toString()}`;
}
