// Links that carry a search: the booking step (with the chosen room and plan, or several offers
// chosen together) and the cancellation policy page.
import type { CurrencyCode } from '../../../contract';
import { addDays } from '../../../contract/dates';
import type { CriteriaView, SearchSettings } from '../../lib/search-criteria/criteria';
import { criteriaToPairs } from '../../lib/search-criteria/search-params';
import { SELECTED_PARAM, selectedValues, type SelectedOffer } from '../../lib/search-criteria/selected-rooms';

export interface Selection {
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  /** Undated search: the check-in with the lowest price. */
  lowest_price_date?: string | null;
}

/** /reservation/guest-detail with the search and the selection in the query. */
export function bookingHref(hotelCode: string, c: CriteriaView, settings: SearchSettings, sel: Selection, mcpCurrency: CurrencyCode | null): string {
  let criteria = c;
  if (c.search_type === 'undated' && sel.lowest_price_date) {
    // The booking is dated: the undated search's best check-in, for the nights asked.
    criteria = { ...c, search_type: 'dated', checkin: sel.lowest_price_date, checkout: addDays(sel.lowest_price_date, c.nights), is_day_use: false };
  }
  const params = new URLSearchParams([['code', hotelCode], ...criteriaToPairs(criteria, settings)]);
  params.set('room_type_code', sel.room_type_code);
  params.set('room_plan_code', sel.room_plan_code);
  params.set('hotel_plan_code', sel.hotel_plan_code);
  if (mcpCurrency) params.set('mcp_currency', mcpCurrency);
  return `/reservation/guest-detail?${params.toString()}`;
}

/**
 * /reservation/guest-detail for several offers booked together: the search, then one `selected`
 * pair per offer in the order chosen (lib/search-criteria/selected-rooms.ts describes the form).
 * Only a dated search has a selection, so the dates are the search's own.
 */
export function selectionHref(hotelCode: string, c: CriteriaView, settings: SearchSettings, offers: readonly SelectedOffer[], mcpCurrency: CurrencyCode | null): string {
  const params = new URLSearchParams([['code', hotelCode], ...criteriaToPairs(c, settings)]);
  for (const value of selectedValues(offers)) params.append(SELECTED_PARAM, value);
  if (mcpCurrency) params.set('mcp_currency', mcpCurrency);
  return `/reservation/guest-detail?${params.toString()}`;
}

export function policyHref(hotelCode: string, policyId: number, roomPlanCode?: string): string {
  const params = new URLSearchParams({ code: hotelCode, policy_id: String(policyId) });
  if (roomPlanCode) params.set('room_plan_code', roomPlanCode);
  return `/cancellation-policy?${params.toString()}`;
}

/** The manage page of a reservation, without its query. */
export const managedPath = (number: string) => `/reservation/manage/${encodeURIComponent(number)}`;

/** A reservation's own page (update mode's way back); the access is held for the tab, not in the link. */
export function managePageHref(hotelCode: string, number: string): string {
  return `${managedPath(number)}?${new URLSearchParams({ code: hotelCode }).toString()}`;
}
