// The search as a whole. Its state lives in stores of their own, each with its verbs and a reset:
// the criteria (criteria-store) from the URL, the one-hour cookie or the form; the rooms chosen
// (selection-store), which follow the stay searched; the results (results-store), the price
// calendar (calendar-store) and what plan details fetch (details-store), which belong to the hotel
// searched. Here are the changes that move several of them together, and the search's screens
// read every store through this module.
import { INVALID, type CancellationPolicy, type KidsCount, type SearchOrder } from '../../../contract';
import type { CallInput } from '../../../contract/endpoint';
import { searchRooms, type getRoomAvailability } from '../../../contract/endpoints/search';
import { ApiCallError } from '../../lib/api/client';
import { isFailure } from '../../lib/api/is-failure';
import { appState, isSignedIn } from '../../lib/app-store';
import { track } from '../../lib/analytics';
import { localeState } from '../../lib/i18n';
import { readCookie } from '../../lib/storage';
import { addDays } from '../../../contract/dates';
import { reservationAccess } from '../../lib/reservation-access';
import { METASEARCH_KEYS, kidsMode, nightsOf, toRoomSearchQuery, toSearchRoom, type RoomView, type SearchCriteria } from '../../lib/search-criteria/criteria';
import { criteriaFromUrl, hasCriteria, parseSearchUrl, searchCookieName, type SearchUrl } from '../../lib/search-criteria/search-params';
import { selectCurrency } from '../../lib/currency-store';
import { calendarAnswered, calendarAsked, calendarState, resetCalendar } from './calendar-store';
import { changeCriteria, criteriaKey, criteriaState, currentCurrency, dismissKidsAdjusted, enterHotel, hotelToday, resetCriteria, roomsSearched, setCriteria, setDatesDropped, settingsOrNull, stayKey, takeCriteria } from './criteria-store';
import { detailsState, forgetPlanDetails, resetDetails, setExtras, setPolicy } from './details-store';
import { criteriaFromDraft, type SearchDraft } from './form-rules';
import { clearRoomsAndPlans, resetMetasearch, resetResults, resultsState, searchAgain, searchAnswered, searchFailed, searchStarted, stopHighlight, type Message, type RefusedCode } from './results-store';
import { fetchAvailability, fetchCancellationPolicies, fetchCancellationPolicy, fetchExtras, fetchRooms } from './search-api';
import { followStay, reconcileOffers, resetSelection, setOfferCount, stepOffer } from './selection-store';
import type { OfferFacts } from './room-selection';

/** The whole search as on a fresh page load: no hotel, criteria, results, calendar, details or rooms chosen. */
export function resetSearch(): void {
  resetCriteria();
  resetResults();
  resetCalendar();
  resetDetails();
  resetSelection();
}

/** Another hotel: its search, results, calendar and plan details start empty. */
function forHotel(code: string): void {
  if (!enterHotel(code)) return;
  clearRoomsAndPlans();
  forgetPlanDetails();
  resetCalendar();
  resetMetasearch();
}

/**
 * Takes the search from the address (or, when it names none, from the one-hour cookie of this
 * hotel, else the defaults). Answers whether the criteria changed.
 */
export function syncFromUrl(search: string): boolean {
  const settings = settingsOrNull();
  const code = appState.hotelCode;
  if (!settings || !code) return false;
  forHotel(code);
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

  const current = criteriaState.criteria;
  if (current && criteriaKey(current, settings) === criteriaKey(parsed.criteria, settings)) {
    followSelection();
    return false;
  }
  takeCriteria(parsed);
  followSelection();
  return true;
}

/** The rooms chosen follow the stay searched. */
function followSelection(): void {
  followStay(stayKey());
}

/** One change of the search; the rooms chosen follow the stay it searches. */
function update(change: (c: SearchCriteria) => void): void {
  if (changeCriteria(change)) followSelection();
}

/** The search form's valid draft becomes the search. */
export function submitDraft(draft: SearchDraft): void {
  const current = criteriaState.criteria;
  if (!current) return;
  setCriteria(criteriaFromDraft(draft, current));
  dismissKidsAdjusted();
  setDatesDropped(false);
  update(() => undefined);
  // A new search is asked for even when it equals the last one (the guest pressed Search).
  searchAgain();
}

export function setFilters(codes: string[]): void {
  stopHighlight();
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
  setDatesDropped(false);
}

/**
 * Update mode without a search in the address: the search starts from the reservation's own
 * stay and party (document 1 §5 fits them to the hotel; passed dates give way to the defaults).
 */
export function searchReservationStay(r: { checkin_date: string; checkout_date: string; is_day_use: boolean; rooms: readonly { status: string; adults: number; kids_age_range: readonly KidsCount[] }[] }): void {
  const settings = settingsOrNull();
  const current = criteriaState.criteria;
  if (!settings || !current || !criteriaState.hotelCode) return;
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
  setCriteria(parsed.criteria);
  setDatesDropped(false);
  update(() => undefined);
}

/** Update mode off: the search goes on as an ordinary one, for booking. */
export function leaveUpdateMode(): void {
  update((c) => {
    delete c.passthrough.current_reservation;
  });
}


// ---------------------------------------------------------------------------------------------
// The rooms chosen (document 1 §3 "Selected room"), within the rooms searched.

/** One room more or one fewer of an offer (never below zero, never beyond what may be chosen). */
export function stepSelected(offer: OfferFacts, delta: 1 | -1): void {
  followSelection();
  stepOffer(offer, delta, roomsSearched());
}

/** Sets an offer's count (zero takes it out of the selection). */
export function setSelected(offer: OfferFacts, count: number): void {
  followSelection();
  setOfferCount(offer, count, roomsSearched());
}

// ---------------------------------------------------------------------------------------------
// The search's calls, for the criteria as they are.

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

/** The code of the query a refusal names (2001: the promotion code; 1500, 1501: the coupon), if the query carries it. */
function refusedField(err: unknown, query: { promo_code?: string; coupon_code?: string }): RefusedCode['field'] | null {
  const cases = searchRooms.errors;
  if (!(err instanceof ApiCallError)) return null;
  if (query.promo_code && isFailure(err, cases.promotionNotApplicable)) return 'promo_code';
  if (query.coupon_code && (isFailure(err, cases.couponInvalid) || isFailure(err, cases.couponLimitReached))) return 'coupon_code';
  return null;
}

/** The guest takes a refused code out of the search (and so out of the address). */
export function removeCode(field: RefusedCode['field']): void {
  update((c) => {
    c[field] = null;
  });
}

let searchSeq = 0;

/** Runs the search the criteria describe, unless that very search is already shown or running. */
export async function runSearch(): Promise<void> {
  const settings = settingsOrNull();
  const code = criteriaState.hotelCode;
  const c = criteriaState.criteria;
  if (!settings || !code || !c) return;
  const { mcp } = currentCurrency();
  const metasearchArrival = !!c.passthrough.metasearch_source && !resultsState.metasearch.initialSearchDone;
  const query = toRoomSearchQuery(c, settings, { mcpCurrency: mcp, includeMetasearch: metasearchArrival, locale: localeState.locale });
  // The metasearch fields go with the first search only, so they are not part of what makes two searches equal.
  const keyed: Record<string, unknown> = { ...query };
  for (const k of METASEARCH_KEYS) delete keyed[k];
  // Update mode: the access held for the reservation goes with the call, never into the key.
  const access = query.reservation_no ? (reservationAccess(query.reservation_no) ?? null) : null;
  const key = JSON.stringify([code, keyed, appState.user?.id ?? null, appState.user?.organization ? 'org' : '', access ? 'access' : '']);
  if (key === resultsState.requestKey && resultsState.status !== 'error') return;

  const seq = ++searchSeq;
  const forMember = isSignedIn();
  searchStarted(key);
  try {
    // A code the hotel refuses does not hide the rooms: they are searched again without it, and
    // the guest is told why, with a way to take the code out of the search.
    let searched = query;
    const refused: RefusedCode[] = [];
    let answer: Awaited<ReturnType<typeof fetchRooms>>;
    for (;;) {
      try {
        answer = await fetchRooms(code, searched, access);
        break;
      } catch (err) {
        const field = refusedField(err, searched);
        if (!field || seq !== searchSeq) throw err;
        refused.push({ field, code: searched[field] ?? '', reason: errorMessage(err) });
        searched = { ...searched };
        delete searched[field];
      }
    }
    if (seq !== searchSeq) return;
    searchAnswered(answer.data, forMember, refused);
    reconcileOffers(answer.data, searched, stayKey(), roomsSearched());
    track('search', {
      hotel_code: code,
      checkin_date: c.search_type === 'dated' ? c.checkin : null,
      checkout_date: c.search_type === 'dated' ? c.checkout : null,
      rooms: c.rooms.length,
      results: answer.data.rooms.length,
    });
  } catch (err) {
    if (seq !== searchSeq) return;
    searchFailed(errorMessage(err));
  }
}

export function retrySearch(): void {
  searchAgain();
  void runSearch();
}

/** The price calendar for a check-in: each possible check-out with its lowest total. */
export async function loadCalendar(checkin: string, rooms: readonly RoomView[]): Promise<void> {
  const settings = settingsOrNull();
  const code = criteriaState.hotelCode;
  if (!settings || !code || !rooms.length) return;
  const { mcp } = currentCurrency();
  const wireRooms = JSON.stringify(rooms.map((r) => toSearchRoom(r, settings, { checkin_date: checkin })));
  const query: NonNullable<CallInput<typeof getRoomAvailability>['query']> = { checkin, rooms: wireRooms, max_nights: String(30) };
  if (mcp) query.currency = mcp;
  const key = JSON.stringify([code, query, localeState.locale]);
  if (calendarState.key === key && calendarState.status !== 'error') return;
  calendarAsked(key, checkin);
  try {
    const answer = await fetchAvailability(code, query);
    const prices: Record<string, number | null> = {};
    for (const d of answer.data.checkouts) prices[d.checkout] = d.lowest_total_price;
    calendarAnswered(key, { currency: answer.data.currency, prices });
  } catch {
    calendarAnswered(key, null);
  }
}

export async function loadPolicy(id: number): Promise<void> {
  const code = appState.hotelCode ?? criteriaState.hotelCode;
  if (!code) return;
  const known = detailsState.policies[id];
  if (known && known.status !== 'error') return;
  setPolicy(id, 'loading');
  try {
    const answer = await fetchCancellationPolicy(code, id);
    setPolicy(id, 'ready', answer.data);
  } catch {
    setPolicy(id, 'error');
  }
}

/** Policies by room plan code (the /cancellation-policy page). */
export async function loadPoliciesFor(roomPlanCodes: readonly string[]): Promise<CancellationPolicy[]> {
  const code = appState.hotelCode ?? criteriaState.hotelCode;
  if (!code || !roomPlanCodes.length) return [];
  const answer = await fetchCancellationPolicies(code, roomPlanCodes);
  for (const p of answer.data) setPolicy(p.id, 'ready', p);
  return answer.data;
}

/** Extras for the stay, to name a plan's inclusive extras. */
export async function loadExtras(): Promise<void> {
  const code = criteriaState.hotelCode;
  const c = criteriaState.criteria;
  if (!code || !c) return;
  const dates: { checkin?: string; checkout?: string } = {};
  if (c.search_type === 'dated' && c.checkin) {
    dates.checkin = c.checkin;
    if (c.checkout) dates.checkout = c.checkout;
  }
  const key = JSON.stringify([code, dates]);
  if (detailsState.extras.key === key && detailsState.extras.status !== 'error') return;
  setExtras(key, 'loading');
  try {
    const answer = await fetchExtras(code, dates);
    if (detailsState.extras.key === key) setExtras(key, 'ready', answer.data);
  } catch {
    if (detailsState.extras.key === key) setExtras(key, 'error');
  }
}

// The stores themselves, as the search's screens read them.
export { calendarState, resetCalendar };
export { criteriaKey, criteriaState, currentCurrency, dismissKidsAdjusted, hotelToday, resetCriteria, roomsSearched, setCriteria, setRooms } from './criteria-store';
export { detailsState, resetDetails };
export { loadHotel } from './details-store';
export { resetResults, resultsState, type RefusedCode } from './results-store';
export { clearSelection, dismissSelectionAdjusted, resetSelection, selectionState } from './selection-store';
