// The booking step's query: the search pairs the results page wrote (same parser) plus the chosen
// room type, room plan and plan. Bad or missing values give a reason, never a crash, and always a
// way back to the results for the same search.
import { isCurrencyCode, type CurrencyCode, type SearchRoom } from '../../../contract';
import { toSearchRooms, type SearchCriteria, type SearchSettings } from '../../lib/search-criteria/criteria';
import { criteriaFromUrl, criteriaToPairs, parseSearchUrl } from '../../lib/search-criteria/search-params';

export interface BookingSelection {
  hotelCode: string;
  criteria: SearchCriteria;
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  mcp_currency: CurrencyCode | null;
  checkin: string;
  checkout: string;
  is_day_use: boolean;
  rooms: SearchRoom[];
  coupon_code: string | null;
  /** The results page for the same search. */
  resultsHref: string;
}

export type SelectionProblem = 'missing_plan' | 'missing_dates' | 'dates_unavailable';

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
  const room_plan_code = single(params, 'room_plan_code');
  const room_type_code = single(params, 'room_type_code');
  if (!room_plan_code || !room_type_code) return { ok: false, problem: 'missing_plan', resultsHref };
  if (!url.checkin || criteria.search_type !== 'dated' || !criteria.checkin || !criteria.checkout) return { ok: false, problem: 'missing_dates', resultsHref };
  if (datesDropped || criteria.checkin !== url.checkin) return { ok: false, problem: 'dates_unavailable', resultsHref };
  const mcp = params.get('mcp_currency')?.trim().toUpperCase() ?? '';
  return {
    ok: true,
    selection: {
      hotelCode,
      criteria,
      room_type_code,
      room_plan_code,
      hotel_plan_code: single(params, 'hotel_plan_code') ?? '',
      mcp_currency: isCurrencyCode(mcp) ? mcp : null,
      checkin: criteria.checkin,
      checkout: criteria.checkout,
      is_day_use: criteria.is_day_use,
      rooms: toSearchRooms(criteria, settings),
      coupon_code: criteria.coupon_code,
      resultsHref,
    },
  };
}

/** The nights of the stay (the check-in day alone for day use). */
export function stayNights(checkin: string, checkout: string, dayUse: boolean): string[] {
  if (dayUse) return [checkin];
  const out: string[] = [];
  const end = Date.parse(`${checkout}T00:00:00Z`);
  for (let t = Date.parse(`${checkin}T00:00:00Z`); t < end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
