// The calendar of a booking, shared by the widget and the API: dates are `YYYY-MM-DD` strings (the
// wire format), reckoned as calendar days with no time zone in them; "today" is the hotel's, in
// its own time zone (init settings hotel.time_zone), never the zone of the device or the server.
//
// Built on dayjs (core, utc and timezone). Date arithmetic runs in dayjs's UTC mode, and the
// hotel's wall clock is read as UTC shifted by the zone's offset at that instant: dayjs's local
// mode goes through the device's own clock, whose daylight-saving changes would move the hour.
// Display text comes from Intl.DateTimeFormat, which knows each language's words and order.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const ISO = 'YYYY-MM-DD';

/** A calendar day as UTC midnight; its year, month and day are the date's own. */
function day(date: string): Dayjs {
  return dayjs.utc(date);
}

function iso(d: Dayjs): string {
  return d.format(ISO);
}

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic.

/** Whether text is a date written `YYYY-MM-DD` that exists in the calendar (no 30 February). */
export { isCalendarDate } from './date-shape';

/** The date of a year, month (1-12) and day; days or months past the end roll over. */
export function isoDate(year: number, month1: number, dayOfMonth: number): string {
  const january = day(`${String(year).padStart(4, '0')}-01-01`);
  return iso(january.add(month1 - 1, 'month').add(dayOfMonth - 1, 'day'));
}

export function addDays(date: string, days: number): string {
  return iso(day(date).add(days, 'day'));
}

/** Same day of the month, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  return iso(day(date).add(months, 'month'));
}

/** Whole days from one date to another; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return day(to).diff(day(from), 'day');
}

/** The first day of the date's month. */
export function monthOf(date: string): string {
  return iso(day(date).startOf('month'));
}

/** The last day of the date's month. */
export function monthEnd(date: string): string {
  return iso(day(date).endOf('month'));
}

/** Days in the month of a date (`YYYY-MM-01` or any day of it; `YYYY-MM` too). */
export function daysInMonth(month: string): number {
  return day(month.length === 7 ? `${month}-01` : month).daysInMonth();
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return day(date).day();
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return weekday(date) || 7;
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

// ---------------------------------------------------------------------------------------------
// Stays.

/** The number of nights of a stay (0 for a day-use stay or reversed dates). */
export function nightCount(checkin: string, checkout: string): number {
  return Math.max(0, daysBetween(checkin, checkout));
}

/** The nights of a stay: each date slept, check-in included, check-out excluded. */
export function nightsOf(checkin: string, checkout: string): string[] {
  return Array.from({ length: nightCount(checkin, checkout) }, (_, i) => addDays(checkin, i));
}

// ---------------------------------------------------------------------------------------------
// The hotel's clock.

const zones = new Map<string, boolean>();

/** Whether a time zone name is one the runtime knows (`Asia/Tokyo`, `UTC`, ...). */
export function isTimeZone(timeZone: string): boolean {
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(timeZone, known);
  }
  return known;
}

/** The zone's offset from UTC in minutes at an instant (0 for a zone the runtime does not know). */
export function zoneOffset(timeZone: string, now: Date | number = Date.now()): number {
  if (timeZone === 'UTC' || !isTimeZone(timeZone)) return 0;
  return dayjs(now).tz(timeZone).utcOffset();
}

/** The wall clock of a zone at an instant, as a UTC-mode dayjs whose fields are that clock's. */
function wallClock(timeZone: string, now: Date | number): Dayjs {
  return dayjs.utc(now).add(zoneOffset(timeZone, now), 'minute');
}

export interface HotelMoment {
  /** The date at the hotel, `YYYY-MM-DD`. */
  date: string;
  /** The hour (0-23) and minute at the hotel. */
  hour: number;
  minute: number;
}

/** What the clock says at the hotel at an instant (now by default). */
export function hotelMomentIn(timeZone: string, now: Date | number = Date.now()): HotelMoment {
  const clock = wallClock(timeZone, now);
  return { date: iso(clock), hour: clock.hour(), minute: clock.minute() };
}

/** Today's date in a time zone (the hotel's), as `YYYY-MM-DD`; UTC's for a zone not known. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  return iso(wallClock(timeZone, now));
}

/** Today on the device's own calendar: for a person's own dates (a birth date), never a stay's. */
export function deviceToday(now: Date | number = Date.now()): string {
  return iso(dayjs(now));
}

// ---------------------------------------------------------------------------------------------
// The check-in window (document 1 §5 "Stay and dates", catalogue 2308 and 1903).

export interface BookingCalendarRules {
  /** default_search_setting.yesterday_bookable: after midnight, last night may still be booked. */
  yesterdayBookable: boolean;
  /** reservable_months: a stay ends within this many months from today. */
  reservableMonths: number;
}

export interface HotelCalendar extends BookingCalendarRules {
  /** The hotel's time zone (init settings hotel.time_zone). */
  timeZone: string;
}

export interface CheckinWindow {
  /** Today at the hotel. */
  today: string;
  /** The first check-in taken: today, or yesterday for a late arrival when the hotel allows it. */
  earliest: string;
  /**
   * The end of the reservable period, today + reservable months (clamped like addMonths): a
   * check-in comes before it and a check-out on it at the latest (1903 otherwise).
   */
  limit: string;
  /** The last check-in date taken: the day before the limit. */
  lastCheckin: string;
}

/** The first check-in date: yesterday while last night is still bookable, except for day use. */
export function earliestCheckinFrom(today: string, yesterdayBookable: boolean, dayUse = false): string {
  return yesterdayBookable && !dayUse ? addDays(today, -1) : today;
}

/** The end of the reservable period: today + the reservable months (none below 0). */
export function reservableLimit(today: string, reservableMonths: number): string {
  return addMonths(today, Math.max(0, Math.trunc(reservableMonths) || 0));
}

/** The window of check-in dates from a hotel's today. A day-use slot of yesterday is over. */
export function checkinWindow(today: string, rules: BookingCalendarRules, dayUse = false): CheckinWindow {
  const limit = reservableLimit(today, rules.reservableMonths);
  return { today, earliest: earliestCheckinFrom(today, rules.yesterdayBookable, dayUse), limit, lastCheckin: addDays(limit, -1) };
}

/** The window of check-in dates at an instant (now by default), in the hotel's time zone. */
export function hotelCheckinWindow(hotel: HotelCalendar, now: Date | number = Date.now(), dayUse = false): CheckinWindow {
  return checkinWindow(todayIn(hotel.timeZone, now), hotel, dayUse);
}

export type StayDatesProblem =
  | { code: 2308; field: 'checkin_date'; reason: 'past' }
  | { code: 1903; field: 'checkin_date' | 'checkout_date'; reason: 'beyond_reservable_period' }
  | { code: 2309; field: 'checkout_date'; reason: 'day_use_checkout' | 'checkout_not_after_checkin' | 'too_many_nights' };

/**
 * The first rule of document 1 §5 a stay's dates break in a window, or null: check-in in the
 * window (2308 before it, 1903 on or after the limit), check-out after check-in (on it for day
 * use) and at most `maxNights` later (2309), and on or before the limit (1903).
 */
export function stayDatesProblem(stay: { checkin: string; checkout: string; isDayUse: boolean }, window: CheckinWindow, maxNights: number): StayDatesProblem | null {
  if (stay.checkin < window.earliest) return { code: 2308, field: 'checkin_date', reason: 'past' };
  if (stay.checkin >= window.limit) return { code: 1903, field: 'checkin_date', reason: 'beyond_reservable_period' };
  const nights = daysBetween(stay.checkin, stay.checkout);
  if (stay.isDayUse) return nights === 0 ? null : { code: 2309, field: 'checkout_date', reason: 'day_use_checkout' };
  if (nights <= 0) return { code: 2309, field: 'checkout_date', reason: 'checkout_not_after_checkin' };
  if (nights > maxNights) return { code: 2309, field: 'checkout_date', reason: 'too_many_nights' };
  if (stay.checkout > window.limit) return { code: 1903, field: 'checkout_date', reason: 'beyond_reservable_period' };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Display. Each language writes a date its own way (order, words, punctuation, the year of its
// calendar): Intl knows them, so a display is named by what it shows and the language picks the
// form ("Sat, Dec 5" in English, "12月5日(土)" in Japanese).

const DATE_DISPLAYS = {
  /** "S", "M" …: a calendar's column heads. */
  weekdayNarrow: { weekday: 'narrow' },
  /** "Sat" */
  weekdayShort: { weekday: 'short' },
  /** "Saturday" */
  weekdayLong: { weekday: 'long' },
  /** "December 2026": a calendar month's title. */
  monthYear: { year: 'numeric', month: 'long' },
  /** "12/5" */
  dayMonthNumeric: { month: 'numeric', day: 'numeric' },
  /** "Saturday, December 5" */
  dayMonthLong: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Sat, Dec 5": a date within the stay. */
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "Dec 5, 2026" */
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  /** "Sat, Dec 5, 2026" */
  mediumWithWeekday: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  /** "Sat, December 5, 2026": check-in and check-out on a booking. */
  long: { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' },
  /** "Saturday, December 5, 2026" */
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateDisplay = keyof typeof DATE_DISPLAYS;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(lang: string, display: DateDisplay | Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${typeof display === 'string' ? display : JSON.stringify(display)}`;
  let f = formats.get(key);
  if (!f) {
    const options = typeof display === 'string' ? DATE_DISPLAYS[display] : display;
    // The date is UTC midnight of its day, so UTC shows that very day in every zone.
    f = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

/** A date for people, in a language (BCP 47 tag), as a named display or Intl options. */
export function formatIsoDate(date: string, lang: string, display: DateDisplay | Intl.DateTimeFormatOptions): string {
  return formatFor(lang, display).format(day(date).toDate());
}

/** Two dates as one range ("Dec 5 – 12, 2026"), in a language. */
export function formatIsoDateRange(from: string, to: string, lang: string, display: DateDisplay | Intl.DateTimeFormatOptions): string {
  return formatFor(lang, display).formatRange(day(from).toDate(), day(to).toDate());
}
