// The booking step's query: the search pairs the results page wrote (same parser) plus either the
// chosen room type, room plan and plan (every searched room with one offer), or several offers
// chosen together (`selected`, see lib/search-criteria/selected-rooms.ts). Bad or missing values
// give a reason, never a crash, and always a way back to the results for the same search.
import { isCurrencyCode, type CurrencyCode, type SearchRoom } from '../../../contract';
import { nightsOf } from '../../../contract/dates';
import { toSearchRooms, type SearchCriteria, type SearchSettings } from '../../lib/search-criteria/criteria';
import { criteriaFromUrl, criteriaToPairs, parseSearchUrl } from '../../lib/search-criteria/search-params';
import { SELECTED_PARAM, assignParties, parseSelectedValues } from '../../lib/search-criteria/selected-rooms';

/** One offer of the booking with the searched rooms it takes. */
export interface BookedOffer {
  room_type_code: string;
  room_plan_code: string;
  /** Known from the single-offer link; for offers chosen together, from the plan once loaded. */
  hotel_plan_code: string;
  quantity: number;
  /** The parties of its rooms, in order. */
  rooms: SearchRoom[];
  /** The position of its first room among the booked rooms. */
  first: number;
}

export interface BookingSelection {
  hotelCode: string;
  criteria: SearchCriteria;
  /** The first offer's codes (the only offer of a single-offer link). */
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  /** Every offer booked, in order; one for a single-offer link. */
  offers: BookedOffer[];
  /** Chosen together on the results page (`selected`), rather than one offer for every room. */
  multi: boolean;
  mcp_currency: CurrencyCode | null;
  checkin: string;
  checkout: string;
  is_day_use: boolean;
  /** The booked rooms in order: each offer's rooms one after another. */
  rooms: SearchRoom[];
  coupon_code: string | null;
  /** The results page for the same search. */
  resultsHref: string;
}

export type SelectionProblem = 'missing_plan' | 'missing_dates' | 'dates_unavailable' | 'selection_invalid' | 'selection_duplicate' | 'too_many_rooms';

export type SelectionResult = { ok: true; selection: BookingSelection } | { ok: false; problem: SelectionProblem; resultsHref: string };

const CODE_RE = /^[\w.-]{1,100}$/;

function single(params: URLSearchParams, key: string): string | null {
  const v = params.get(key)?.trim();
  return v && CODE_RE.test(v) ? v : null;
}

export function resultsHrefFor(hotelCode: string, criteria: SearchCriteria | null, settings: SearchSettings): string {
  const params = new URLSearchParams([['code', hotelCode], ...(criteria ? criteriaToPairs(criteria, settings, { withPassthrough: false }) : [])]);
  return `/booking/result?${params.toString()}`;
}

export function parseSelection(search: string, hotelCode: string, settings: SearchSettings, today: string): SelectionResult {
  const params = new URLSearchParams(search);
  const url = parseSearchUrl(params);
  const { criteria, datesDropped } = criteriaFromUrl(url, settings, today);
  // The chosen codes are not search filters: the way back shows every room again.
  criteria.room_plan_codes = [];
  criteria.room_type_codes = [];
  criteria.hotel_plan_codes = [];
  const resultsHref = resultsHrefFor(hotelCode, criteria, settings);
  const selected = params.getAll(SELECTED_PARAM);
  const multi = selected.length > 0;
  let offers: BookedOffer[];
  const searched = toSearchRooms(criteria, settings);
  if (multi) {
    const read = parseSelectedValues(selected);
    if (!read.ok) return { ok: false, problem: read.problem, resultsHref };
    const assigned = assignParties(read.offers, searched);
    if (!assigned) return { ok: false, problem: 'too_many_rooms', resultsHref };
    offers = assigned.map(({ offer, rooms, first }) => ({ ...offer, hotel_plan_code: '', rooms, first }));
  } else {
    const room_plan_code = single(params, 'room_plan_code');
    const room_type_code = single(params, 'room_type_code');
    if (!room_plan_code || !room_type_code) return { ok: false, problem: 'missing_plan', resultsHref };
    offers = [{ room_type_code, room_plan_code, hotel_plan_code: single(params, 'hotel_plan_code') ?? '', quantity: searched.length, rooms: searched, first: 0 }];
  }
  if (!url.checkin || criteria.search_type !== 'dated' || !criteria.checkin || !criteria.checkout) return { ok: false, problem: 'missing_dates', resultsHref };
  if (datesDropped || criteria.checkin !== url.checkin) return { ok: false, problem: 'dates_unavailable', resultsHref };
  const mcp = params.get('mcp_currency')?.trim().toUpperCase() ?? '';
  const first = offers[0]!;
  return {
    ok: true,
    selection: {
      hotelCode,
      criteria,
      room_type_code: first.room_type_code,
      room_plan_code: first.room_plan_code,
      hotel_plan_code: first.hotel_plan_code,
      offers,
      multi,
      mcp_currency: isCurrencyCode(mcp) ? mcp : null,
      checkin: criteria.checkin,
      checkout: criteria.checkout,
      is_day_use: criteria.is_day_use,
      rooms: offers.flatMap((o) => o.rooms),
      coupon_code: criteria.coupon_code,
      resultsHref,
    },
  };
}

/** The nights of the stay (the check-in day alone for day use). */
export function stayNights(checkin: string, checkout: string, dayUse: boolean): string[] {
  return dayUse ? [checkin] : nightsOf(checkin, checkout);
}
