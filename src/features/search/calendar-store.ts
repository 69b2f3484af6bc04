// The price calendar for a check-in: each possible check-out with the lowest total for the rooms
// searched, in the currency shown. Components read snapshots; these verbs are the only writers
// (search-store loads it through them).
import { proxy } from 'valtio';
import type { CurrencyCode } from '../../../contract';

type Status = 'idle' | 'loading' | 'ready' | 'error';

function initialCalendar() {
  return {
    /** What the calendar shown (or loading) was asked with. */
    key: null as string | null,
    status: 'idle' as Status,
    checkin: null as string | null,
    currency: null as CurrencyCode | null,
    /** checkout date -> lowest total in minor units (null: nothing free). */
    prices: {} as Record<string, number | null>,
  };
}

export const calendarState = proxy(initialCalendar());

/** No calendar: as on a fresh page load, or when the search it was for is gone. */
export function resetCalendar(): void {
  Object.assign(calendarState, initialCalendar());
}

/** The calendar asked with `key` for a check-in goes out. */
export function calendarAsked(key: string, checkin: string): void {
  Object.assign(calendarState, { key, status: 'loading', checkin, currency: null, prices: {} });
}

/** The answer to the calendar asked with `key` (null: it failed); a later question's answer wins. */
export function calendarAnswered(key: string, answer: { currency: CurrencyCode; prices: Record<string, number | null> } | null): void {
  if (calendarState.key === key) Object.assign(calendarState, answer ? { status: 'ready', ...answer } : { status: 'error', currency: null, prices: {} });
}
