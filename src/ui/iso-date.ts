// Calendar dates as `YYYY-MM-DD` strings (the wire format), computed in UTC so no local time zone
// leaks in. Shared by the calendar primitive and the features that pick dates.

const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(t: Date): string {
  return t.toISOString().slice(0, 10);
}

export function isoDate(year: number, month1: number, day: number): string {
  return fromUtc(new Date(Date.UTC(year, month1 - 1, day)));
}

export function addDays(date: string, days: number): string {
  const t = toUtc(date);
  t.setUTCDate(t.getUTCDate() + days);
  return fromUtc(t);
}

/** Same day of the month, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return fromUtc(first);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** The first day of the date's month. */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return toUtc(date).getUTCDay();
}

/** Today's date in a time zone (the hotel's), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return fromUtc(now);
  }
}

/** Formats a date for people, in a language (BCP 47 tag), without time-zone drift. */
export function formatIsoDate(date: string, lang: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(toUtc(date));
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
