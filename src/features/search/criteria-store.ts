// The search's criteria: the hotel searched, what is searched for (from the URL, the one-hour
// cookie or the form), and what had to change on the way in (children fitted to the hotel, dates
// that could not be used). Components read snapshots; these verbs are the only writers. Changes
// that move the selection or the results with them are made through search-store.
import { proxy } from 'valtio';
import { LIMITS, type CurrencyCode } from '../../../contract';
import { appState } from '../../lib/app-store';
import { localeState } from '../../lib/i18n';
import { setCookie } from '../../lib/storage';
import { todayIn } from '../../../contract/dates';
import { criteriaToPairs, cookieValue, searchCookieName, type DatesNote } from '../../lib/search-criteria/search-params';
import { toSearchRooms, type CriteriaView, type RoomGuests, type SearchCriteria, type SearchSettings } from '../../lib/search-criteria/criteria';
import { currencyState, mcpCurrencyOf, shownCurrency } from '../../lib/currency-store';

function initialCriteria() {
  return {
    hotelCode: null as string | null,
    criteria: null as SearchCriteria | null,
    /** Children or guests from the link or cookie had to change to fit the hotel. */
    kidsAdjusted: false,
    /** Dates from the link could not be used (passed, or beyond the bookable months). */
    datesDropped: false,
    /** What was changed in the link's dates and why (shown with the note). */
    datesNote: null as DatesNote | null,
  };
}

export const criteriaState = proxy(initialCriteria());

/** No hotel and no search: as on a fresh page load. */
export function resetCriteria(): void {
  Object.assign(criteriaState, initialCriteria());
}

export function settingsOrNull(): SearchSettings | null {
  return appState.init?.booking_widget_setting_attributes ?? null;
}

export function hotelToday(settings: SearchSettings): string {
  return todayIn(settings.hotel.time_zone);
}

/** The currency prices are shown in right now, and the one the API is asked to convert to. */
export function currentCurrency(): { shown: CurrencyCode; mcp: CurrencyCode | null } {
  const shown = shownCurrency(currencyState, appState.init, localeState.locale);
  return { shown, mcp: mcpCurrencyOf(shown, appState.init) };
}

/** Text that is equal exactly when two searches are the same search. */
export function criteriaKey(c: CriteriaView, settings: SearchSettings): string {
  return new URLSearchParams(criteriaToPairs(c, settings)).toString();
}

/** The stay a selection of rooms belongs to: the hotel, the dates and the searched rooms. Undated searches have none. */
export function stayKey(): string | null {
  const settings = settingsOrNull();
  const c = criteriaState.criteria;
  const code = criteriaState.hotelCode;
  if (!settings || !c || !code || c.search_type !== 'dated' || !c.checkin) return null;
  return JSON.stringify([code, c.is_day_use, toSearchRooms(c, settings)]);
}

/** The number of rooms searched: the most a selection may hold. */
export function roomsSearched(): number {
  return criteriaState.criteria?.rooms.length ?? 0;
}

/** Another hotel: its search starts empty. Answers whether the hotel changed. */
export function enterHotel(code: string): boolean {
  if (criteriaState.hotelCode === code) return false;
  criteriaState.hotelCode = code;
  criteriaState.criteria = null;
  return true;
}

/** The search as read from the address (or the cookie), kept in the hotel's cookie; what had to change on the way in is said. */
export function takeCriteria(parsed: { criteria: SearchCriteria; kidsAdjusted: boolean; datesDropped: boolean; datesNote?: DatesNote | null }): void {
  criteriaState.criteria = parsed.criteria;
  criteriaState.kidsAdjusted = criteriaState.kidsAdjusted || parsed.kidsAdjusted;
  criteriaState.datesDropped = parsed.datesDropped;
  criteriaState.datesNote = parsed.datesNote ?? null;
  const settings = settingsOrNull();
  if (settings && criteriaState.hotelCode) saveCookie(parsed.criteria, settings, criteriaState.hotelCode);
}

/** A search made afresh (from the form, from a reservation's own stay). */
export function setCriteria(criteria: SearchCriteria | null): void {
  criteriaState.criteria = criteria;
}

/** The guests of each room as they are now (companions kept to the kinds still offered, say). */
export function setRooms(rooms: RoomGuests[]): void {
  if (criteriaState.criteria) criteriaState.criteria.rooms = rooms;
}

export function dismissKidsAdjusted(): void {
  criteriaState.kidsAdjusted = false;
}

/** The dates searched are the ones asked for (a new search), or were not usable. */
export function setDatesDropped(dropped: boolean): void {
  criteriaState.datesDropped = dropped;
  if (!dropped) criteriaState.datesNote = null;
}

/** The search of this hotel, kept for an hour: a return within the hour searches the same. */
function saveCookie(c: SearchCriteria, settings: SearchSettings, code: string): void {
  setCookie(searchCookieName(code), cookieValue(c, settings), LIMITS.searchCookieMs);
}

/** One change of the search, kept in the hotel's cookie. Answers whether there was a search to change. */
export function changeCriteria(change: (c: SearchCriteria) => void): boolean {
  const settings = settingsOrNull();
  const c = criteriaState.criteria;
  if (!settings || !c || !criteriaState.hotelCode) return false;
  change(c);
  saveCookie(c, settings, criteriaState.hotelCode);
  return true;
}
