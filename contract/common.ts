import * as z from 'zod/mini';
import { DATE_RE } from './constants';
import { isCalendarDate } from './date-shape';
import { LANGUAGES } from './lists';

/** A calendar date on the wire: `YYYY-MM-DD`, and a real day of the calendar. */
export const IsoDateSchema = z.string().check(
  z.regex(DATE_RE, 'must be a date written YYYY-MM-DD'),
  z.refine(isCalendarDate, 'is not a day of the calendar'),
);

/** Text per language; any subset of the languages may be present. */
export const TranslationsSchema = z.partialRecord(z.enum(LANGUAGES), z.string());
export type Translations = z.infer<typeof TranslationsSchema>;

/** Whether a text is an absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An absolute http(s) address. Checked with the platform's URL parser rather than zod's own
 * `url()`, whose code would travel in the widget's first download for the two addresses start-up reads.
 */
export const HttpUrlSchema = z.string().check(z.refine(isHttpUrl, 'must be an http(s) address'));

/** A hotel is addressed on the wire by its numeric id or its code. */
export const HotelRefSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a hotel id or code'));

/** `{ data: T }`, the shape of every successful answer. */
/*#__NO_SIDE_EFFECTS__*/
export function dataOf<T extends z.ZodMiniType>(schema: T) {
  return z.object({ data: schema });
}
