// The search slice: the criteria (from the URL, the one-hour cookie or the form), the results
// with their preload copy (document 1 §4 "Results state"), the price calendar, and what plan
// details fetch (policies, extras). Components read snapshots; these verbs are the only writers.
import { proxy } from 'valtio';
import * as z from 'zod/mini';
import {
  INVALID,
  LIMITS,
  PaymentMethodSchema,
  PriceObjectSchema,
  type CancellationPolicy,
  type CurrencyCode,
  type Extra,
  type HotelInfo,
  type KidsCount,
  type RoomSearchAnswer,
  type SearchOrder,
} from '../../../contract';
import type { CallInput } from '../../../contract/endpoint';
import { searchRooms, type getRoomAvailability } from '../../../contract/endpoints/search';
import { ApiCallError } from '../../lib/api/client';
import { isFailure } from '../../lib/api/is-failure';
import { appState, isSignedIn } from '../../lib/app-store';
import { track } from '../../lib/analytics';
import { localeState } from '../../lib/i18n';
import { onLanguageChange } from '../../lib/language';
import { readCookie, sessionStore, setCookie } from '../../lib/storage';
import { addDays, todayIn } from '../../../contract/dates';
import { reservationAccess } from '../../lib/reservation-access';
import { METASEARCH_KEYS, kidsMode, nightsOf, toRoomSearchQuery, toSearchRoom, toSearchRooms, type CriteriaView, type RoomView, type SearchCriteria, type SearchSettings } from '../../lib/search-criteria/criteria';
import { criteriaFromDraft, type SearchDraft } from './form-rules';
import { fetchAvailability, fetchCancellationPolicies, fetchCancellationPolicy, fetchExtras, fetchHotel, fetchRooms } from './search-api';
import { cookieValue, criteriaFromUrl, criteriaToPairs, hasCriteria, parseSearchUrl, searchCookieName, type SearchUrl } from '../../lib/search-criteria/search-params';
import { currencyState, mcpCurrencyOf, selectCurrency, shownCurrency } from '../../lib/currency-store';
import { offerFacts, reconcile, setCount, stepCount, type OfferFacts, type SelectionEntry } from './room-selection';
import { offerKey } from './results';
import { SELECTED_ROOMS_KEY } from '../../lib/search-criteria/selected-rooms';

export type SearchAnswer = RoomSearchAnswer['data'];

export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

export const searchState = proxy({
  hotelCode: null as string | null,
  criteria: null as SearchCriteria | null,
  /** Children or guests from the link or cookie had to change to fit the hotel. */
  kidsAdjusted: false,
  /** Dates from the link could not be used (passed, or beyond the bookable months). */
  datesDropped: false,
  status: 'idle' as Status,
  results: null as SearchAnswer | null,
  /** The last results, shown dimmed while new ones load; only while no real results exist. */
  preload: null as SearchAnswer | null,
  /**
   * Whether each was searched for a signed-in member: their prices are the member's or the guest's
   * by that, not by who is signed in now (the guest's results stay on screen while a sign-in's
   * search for member prices loads).
   */
  resultsForMember: false,
  preloadForMember: false,
  error: null as Message | null,
  requestKey: null as string | null,
  metasearch: {
    /** The first search of a metasearch arrival has been made. */
    initialSearchDone: false,
    /** The offer the guest came for stands out until they touch the filters. */
    highlight: true,
  },
  calendar: {
    key: null as string | null,
    status: 'idle' as Status,
    checkin: null as string | null,
    currency: null as CurrencyCode | null,
    /** checkout date -> lowest total in minor units (null: nothing free). */
    prices: {} as Record<string, number | null>,
  },
  policies: {} as Record<number, { status: Status; policy: CancellationPolicy | null }>,
  extras: { key: null as string | null, status: 'idle' as Status, list: [] as Extra[] },
  hotel: { code: null as string | null, info: null as HotelInfo | null },
  /**
   * Rooms chosen to book together (document 1 §3 "Selected room"), for one stay: `key` names the
   * hotel, dates and searched rooms it belongs to. Kept in session storage, so a reload keeps it.
   */
  selection: {
    key: null as string | null,
    entries: [] as SelectionEntry[],
    /** What the results last said about each chosen offer, also while a filter hides it. */
    facts: {} as Record<string, OfferFacts>,
    /** New results took rooms out of the selection (sold out or fewer left). */
    adjusted: false,
  },
});

function settingsOrNull(): SearchSettings | null {
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

function resetForHotel(code: string): void {
  if (searchState.hotelCode === code) return;
  searchState.hotelCode = code;
  searchState.criteria = null;
  searchState.results = null;
  searchState.preload = null;
  searchState.requestKey = null;
  searchState.status = 'idle';
  searchState.policies = {};
  searchState.extras = { key: null, status: 'idle', list: [] };
  searchState.calendar = { key: null, status: 'idle', checkin: null, currency: null, prices: {} };
  searchState.metasearch = { initialSearchDone: false, highlight: true };
}

function saveCookie(c: SearchCriteria, settings: SearchSettings, code: string): void {
  setCookie(searchCookieName(code), cookieValue(c, settings), LIMITS.searchCookieMs);
}

/**
 * Takes the search from the address (or, when it names none, from the one-hour cookie of this
 * hotel, else the defaults). Answers whether the criteria changed.
 */
export function syncFromUrl(search: string): boolean {
  const settings = settingsOrNull();
  const code = appState.hotelCode;
  if (!settings || !code) return false;
  resetForHotel(code);
  const today = hotelToday(settings);
  const url = parseSearchUrl(search);
  let base: SearchCriteria | undefined;
  if (!hasCriteria(url)) {
    const cookie = readCookie(searchCookieName(code));
    if (cookie) {
      const fromCookie = parseSearchUrl(cookie);
      if (hasCriteria(fromCookie)) base = criteriaFromUrl(fromCookie, settings, today).criteria;
    }
  }
  const parsed = criteriaFromUrl(url, settings, today, base);

  // A currency in the link becomes the guest's choice, unless it is what is shown anyway.
  if (parsed.currency && appState.init?.mcp_enabled && parsed.currency !== currentCurrency().shown) selectCurrency(parsed.currency);

  const current = searchState.criteria;
  if (current && criteriaKey(current, settings) === criteriaKey(parsed.criteria, settings)) {
    followSelection();
    return false;
  }
  searchState.criteria = parsed.criteria;
  searchState.kidsAdjusted = searchState.kidsAdjusted || parsed.kidsAdjusted;
  searchState.datesDropped = parsed.datesDropped;
  saveCookie(parsed.criteria, settings, code);
  followSelection();
  return true;
}

function update(change: (c: SearchCriteria) => void): void {
  const settings = settingsOrNull();
  const c = searchState.criteria;
  if (!settings || !c || !searchState.hotelCode) return;
  change(c);
  saveCookie(c, settings, searchState.hotelCode);
  followSelection();
}

/** The search form's valid draft becomes the search. */
export function submitDraft(draft: SearchDraft): void {
  const current = searchState.criteria;
  if (!current) return;
  searchState.criteria = criteriaFromDraft(draft, current);
  searchState.kidsAdjusted = false;
  searchState.datesDropped = false;
  update(() => undefined);
  // A new search is asked for even when it equals the last one (the guest pressed Search).
  searchState.requestKey = null;
}

export function setFilters(codes: string[]): void {
  searchState.metasearch.highlight = false;
  update((c) => {
    c.filter = codes;
  });
}

export function setOrder(order: SearchOrder): void {
  update((c) => {
    c.order = order;
  });
}

export function setView(type: 'rooms' | 'plan'): void {
  update((c) => {
    c.type = type;
  });
}

/** "No rooms": search again from the next date that has rooms, for the same number of nights. */
export function searchFromDate(date: string): void {
  update((c) => {
    const nights = Math.max(1, nightsOf(c));
    c.search_type = 'dated';
    c.checkin = date;
    c.checkout = c.is_day_use ? date : addDays(date, nights);
  });
  searchState.datesDropped = false;
}

/**
 * Update mode without a search in the address: the search starts from the reservation's own
 * stay and party (document 1 §5 fits them to the hotel; passed dates give way to the defaults).
 */
export function searchReservationStay(r: { checkin_date: string; checkout_date: string; is_day_use: boolean; rooms: readonly { status: string; adults: number; kids_age_range: readonly KidsCount[] }[] }): void {
  const settings = settingsOrNull();
  const current = searchState.criteria;
  if (!settings || !current || !searchState.hotelCode) return;
  const tiers = kidsMode(settings) === 'tiers';
  const url: SearchUrl = {
    search_type: 'dated',
    checkin: r.checkin_date,
    checkout: r.is_day_use ? r.checkin_date : r.checkout_date,
    is_day_use: r.is_day_use,
    rooms: r.rooms
      .filter((room) => room.status === 'active')
      .map((room) =>
        tiers
          ? { adults: room.adults, kids_tiers: room.kids_age_range.map((k) => ({ code: k.code, children: k.count })) }
          : // Ages mode keeps age ranges only: each child is searched at the youngest age of its range.
            { adults: room.adults, kids_ages: room.kids_age_range.flatMap((k) => Array.from({ length: k.count }, () => settings.kids_tiers.find((t) => t.code === k.code)?.age_from)).filter((a): a is number => a !== undefined) },
      ),
  };
  const parsed = criteriaFromUrl(url, settings, hotelToday(settings), current);
  searchState.criteria = parsed.criteria;
  searchState.datesDropped = false;
  update(() => undefined);
}

/** Update mode off: the search goes on as an ordinary one, for booking. */
export function leaveUpdateMode(): void {
  update((c) => {
    delete c.passthrough.current_reservation;
  });
}

export function dismissKidsAdjusted(): void {
  searchState.kidsAdjusted = false;
}

/** Rooms and plans were fetched in the old language: drop them (document 1 §4 "Language change"). */
export function clearRoomsAndPlans(): void {
  searchState.results = null;
  searchState.preload = null;
  searchState.requestKey = null;
  searchState.status = 'idle';
}

onLanguageChange(() => clearRoomsAndPlans());

function errorMessage(err: unknown): Message {
  const cases = searchRooms.errors;
  if (err instanceof ApiCallError) {
    if (err.isNetwork) return { key: 'errors.network' };
    // A refusal of the search's input by the general code (a party the hotel cannot take, a bad
    // date); the cases below have codes of their own.
    if (err.code === INVALID.code) return { key: 'search.errors.invalid_search' };
    if (isFailure(err, cases.checkinNotAccepted)) return { key: 'search.errors.checkin_not_accepted' };
    if (isFailure(err, cases.checkoutNotAccepted)) return { key: 'search.errors.checkout_not_accepted' };
    if (isFailure(err, cases.reservablePeriod)) return { key: 'search.errors.reservable_period', params: { months: settingsOrNull()?.reservable_months ?? 12 } };
    if (isFailure(err, cases.couponInvalid)) return { key: 'search.errors.coupon_invalid' };
    if (isFailure(err, cases.couponLimitReached)) return { key: 'search.errors.coupon_limit' };
    if (isFailure(err, cases.promotionNotApplicable)) return { key: 'search.errors.promotion_not_applicable' };
  }
  return { key: 'errors.generic' };
}

let searchSeq = 0;

/** Runs the search the criteria describe, unless that very search is already shown or running. */
export async function runSearch(): Promise<void> {
  const settings = settingsOrNull();
  const code = searchState.hotelCode;
  const c = searchState.criteria;
  if (!settings || !code || !c) return;
  const { mcp } = currentCurrency();
  const metasearchArrival = !!c.passthrough.metasearch_source && !searchState.metasearch.initialSearchDone;
  const query = toRoomSearchQuery(c, settings, { mcpCurrency: mcp, includeMetasearch: metasearchArrival, locale: localeState.locale });
  // The metasearch fields go with the first search only, so they are not part of what makes two searches equal.
  const keyed: Record<string, unknown> = { ...query };
  for (const k of METASEARCH_KEYS) delete keyed[k];
  // Update mode: the access held for the reservation goes with the call, never into the key.
  const access = query.reservation_no ? (reservationAccess(query.reservation_no) ?? null) : null;
  const key = JSON.stringify([code, keyed, appState.user?.id ?? null, appState.user?.organization ? 'org' : '', access ? 'access' : '']);
  if (key === searchState.requestKey && searchState.status !== 'error') return;

  const seq = ++searchSeq;
  const forMember = isSignedIn();
  searchState.requestKey = key;
  searchState.status = 'loading';
  searchState.error = null;
  if (searchState.results) {
    searchState.preload = searchState.results;
    searchState.preloadForMember = searchState.resultsForMember;
  }
  searchState.results = null;
  try {
    const answer = await fetchRooms(code, query, access);
    if (seq !== searchSeq) return;
    searchState.results = answer.data;
    searchState.resultsForMember = forMember;
    searchState.preload = null;
    searchState.status = 'ready';
    reconcileSelection(answer.data, query);
    searchState.metasearch.initialSearchDone = true;
    track('search', {
      hotel_code: code,
      checkin_date: c.search_type === 'dated' ? c.checkin : null,
      checkout_date: c.search_type === 'dated' ? c.checkout : null,
      rooms: c.rooms.length,
      results: answer.data.rooms.length,
    });
  } catch (err) {
    if (seq !== searchSeq) return;
    searchState.status = 'error';
    searchState.error = errorMessage(err);
    searchState.preload = null;
  }
}

export function retrySearch(): void {
  searchState.requestKey = null;
  void runSearch();
}

/** The price calendar for a check-in: each possible check-out with its lowest total. */
export async function loadCalendar(checkin: string, rooms: readonly RoomView[]): Promise<void> {
  const settings = settingsOrNull();
  const code = searchState.hotelCode;
  if (!settings || !code || !rooms.length) return;
  const { mcp } = currentCurrency();
  const wireRooms = JSON.stringify(rooms.map((r) => toSearchRoom(r, settings, { checkin_date: checkin })));
  const query: NonNullable<CallInput<typeof getRoomAvailability>['query']> = { checkin, rooms: wireRooms, max_nights: String(30) };
  if (mcp) query.currency = mcp;
  const key = JSON.stringify([code, query, localeState.locale]);
  const cal = searchState.calendar;
  if (cal.key === key && cal.status !== 'error') return;
  searchState.calendar = { key, status: 'loading', checkin, currency: null, prices: {} };
  try {
    const answer = await fetchAvailability(code, query);
    if (searchState.calendar.key !== key) return;
    const prices: Record<string, number | null> = {};
    for (const d of answer.data.checkouts) prices[d.checkout] = d.lowest_total_price;
    searchState.calendar = { key, status: 'ready', checkin, currency: answer.data.currency, prices };
  } catch {
    if (searchState.calendar.key !== key) return;
    searchState.calendar = { key, status: 'error', checkin, currency: null, prices: {} };
  }
}

export function clearCalendar(): void {
  searchState.calendar = { key: null, status: 'idle', checkin: null, currency: null, prices: {} };
}

export async function loadPolicy(id: number): Promise<void> {
  const code = appState.hotelCode ?? searchState.hotelCode;
  if (!code) return;
  const known = searchState.policies[id];
  if (known && known.status !== 'error') return;
  searchState.policies[id] = { status: 'loading', policy: null };
  try {
    const answer = await fetchCancellationPolicy(code, id);
    searchState.policies[id] = { status: 'ready', policy: answer.data };
  } catch {
    searchState.policies[id] = { status: 'error', policy: null };
  }
}

/** Policies by room plan code (the /cancellation-policy page). */
export async function loadPoliciesFor(roomPlanCodes: readonly string[]): Promise<CancellationPolicy[]> {
  const code = appState.hotelCode ?? searchState.hotelCode;
  if (!code || !roomPlanCodes.length) return [];
  const answer = await fetchCancellationPolicies(code, roomPlanCodes);
  for (const p of answer.data) searchState.policies[p.id] = { status: 'ready', policy: p };
  return answer.data;
}

/** Extras for the stay, to name a plan's inclusive extras. */
export async function loadExtras(): Promise<void> {
  const code = searchState.hotelCode;
  const c = searchState.criteria;
  if (!code || !c) return;
  const dates: { checkin?: string; checkout?: string } = {};
  if (c.search_type === 'dated' && c.checkin) {
    dates.checkin = c.checkin;
    if (c.checkout) dates.checkout = c.checkout;
  }
  const key = JSON.stringify([code, dates]);
  if (searchState.extras.key === key && searchState.extras.status !== 'error') return;
  searchState.extras = { key, status: 'loading', list: [] };
  try {
    const answer = await fetchExtras(code, dates);
    if (searchState.extras.key === key) searchState.extras = { key, status: 'ready', list: answer.data };
  } catch {
    if (searchState.extras.key === key) searchState.extras = { key, status: 'error', list: [] };
  }
}

/** The hotel's photo and facts for the header card; optional, so failures are quiet. */
export async function loadHotel(): Promise<void> {
  const code = appState.hotelCode;
  if (!code || searchState.hotel.code === code) return;
  searchState.hotel = { code, info: null };
  try {
    const answer = await fetchHotel(code);
    if (searchState.hotel.code === code) searchState.hotel.info = answer.data;
  } catch {
    /* the header card shows without a photo */
  }
}

// ---------------------------------------------------------------------------------------------
// Selected rooms (document 1 §3 "Selected room", §4 "Results state").

const SELECTION_STORE_KEY = SELECTED_ROOMS_KEY;
const StoredSelectionSchema = z.object({
  key: z.string(),
  entries: z
    .array(
      z.object({
        room_type_code: z.string(),
        room_plan_code: z.string(),
        hotel_plan_code: z.string(),
        quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
      }),
    )
    .check(z.maxLength(50)),
  facts: z.record(
    z.string(),
    z.object({
      room_type_code: z.string(),
      room_plan_code: z.string(),
      hotel_plan_code: z.string(),
      plan_stock_count: z.number(),
      sale_limit: z.nullable(z.number()),
      room_count: z.number(),
      payment_methods: z.array(PaymentMethodSchema),
      price: PriceObjectSchema,
      room_name: z.string(),
      plan_name: z.string(),
    }),
  ),
});

/** The stay a selection belongs to: the hotel, the dates and the searched rooms. Undated searches have none. */
function stayKey(): string | null {
  const settings = settingsOrNull();
  const c = searchState.criteria;
  const code = searchState.hotelCode;
  if (!settings || !c || !code || c.search_type !== 'dated' || !c.checkin) return null;
  return JSON.stringify([code, c.is_day_use, toSearchRooms(c, settings)]);
}

function saveSelection(): void {
  const sel = searchState.selection;
  if (!sel.key || !sel.entries.length) {
    sessionStore.remove(SELECTION_STORE_KEY);
    return;
  }
  const facts: Record<string, OfferFacts> = {};
  for (const e of sel.entries) {
    const k = offerKey(e.room_type_code, e.room_plan_code);
    if (sel.facts[k]) facts[k] = sel.facts[k];
  }
  sessionStore.set(SELECTION_STORE_KEY, { key: sel.key, entries: sel.entries, facts }, LIMITS.searchCookieMs);
}

/**
 * The selection follows the search: another hotel, other dates or other rooms searched start an
 * empty one; on the first look (a reload) the one kept in session storage comes back if it
 * belongs to this very stay.
 */
function followSelection(): void {
  const key = stayKey();
  const sel = searchState.selection;
  if (sel.key === key) {
    // The booking step forgets the rooms once they are booked: none are chosen any more.
    if (key && sel.entries.length && !sessionStore.get(SELECTION_STORE_KEY, StoredSelectionSchema)) {
      searchState.selection = { key, entries: [], facts: {}, adjusted: false };
    }
    return;
  }
  const kept = sel.key === null && key !== null ? sessionStore.get(SELECTION_STORE_KEY, StoredSelectionSchema) : undefined;
  if (kept && kept.key === key) {
    searchState.selection = { key, entries: kept.entries, facts: kept.facts, adjusted: false };
    return;
  }
  searchState.selection = { key, entries: [], facts: {}, adjusted: false };
  saveSelection();
}

/** The number of rooms searched: the most a selection may hold. */
export function roomsSearched(): number {
  return searchState.criteria?.rooms.length ?? 0;
}

function rememberFacts(offer: OfferFacts): void {
  // A plain copy: what a component hands over may be a read-only view of another snapshot.
  searchState.selection.facts[offerKey(offer.room_type_code, offer.room_plan_code)] = JSON.parse(JSON.stringify(offer)) as OfferFacts;
}

/** One room more or one fewer of an offer (never below zero, never beyond what may be chosen). */
export function stepSelected(offer: OfferFacts, delta: 1 | -1): void {
  followSelection();
  if (!searchState.selection.key) return;
  rememberFacts(offer);
  searchState.selection.entries = stepCount(searchState.selection.entries, offer, delta, roomsSearched());
  searchState.selection.adjusted = false;
  saveSelection();
}

/** Sets an offer's count (zero takes it out of the selection). */
export function setSelected(offer: OfferFacts, count: number): void {
  followSelection();
  if (!searchState.selection.key) return;
  rememberFacts(offer);
  searchState.selection.entries = setCount(searchState.selection.entries, offer, count, roomsSearched());
  searchState.selection.adjusted = false;
  saveSelection();
}

export function clearSelection(): void {
  searchState.selection.entries = [];
  searchState.selection.facts = {};
  searchState.selection.adjusted = false;
  saveSelection();
}

export function dismissSelectionAdjusted(): void {
  searchState.selection.adjusted = false;
}

/**
 * New results: each chosen offer's facts are refreshed and its count kept within what is left.
 * An offer missing from results that no filter narrowed is no longer sold and leaves.
 */
function reconcileSelection(answer: SearchAnswer, query: { room_search_filters?: string; room_type_codes?: string; hotel_plan_codes?: string; room_plan_codes?: string }): void {
  const sel = searchState.selection;
  if (!sel.key || sel.key !== stayKey() || !sel.entries.length) return;
  const fresh = offerFacts(answer.rooms);
  const narrowed = !!(query.room_search_filters || query.room_type_codes || query.hotel_plan_codes || query.room_plan_codes);
  const facts = new Map<string, OfferFacts>();
  for (const e of sel.entries) {
    const k = offerKey(e.room_type_code, e.room_plan_code);
    const known = fresh.get(k) ?? (narrowed ? sel.facts[k] : undefined);
    if (known) facts.set(k, known);
  }
  const { entries, changed } = reconcile(sel.entries, facts, roomsSearched());
  searchState.selection.facts = Object.fromEntries(facts);
  searchState.selection.entries = entries;
  if (changed) searchState.selection.adjusted = true;
  saveSelection();
}
