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

/** A hotel is addressed on the wire by its numeric id or its code. */
export const HotelRefSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a hotel id or code'));

/** `{ data: T }`, the shape of every successful answer. */
export function dataOf<T extends z.ZodMiniType>(schema: T) {
  return z.object({ data: schema });
}
