// The search feature's calls (document 2 §7.3), each answer parsed with the contract.
import type { CallInput } from '../../../contract/endpoint';
import { getCancellationPolicy, getHotel, getRoomAvailability, listCancellationPolicies, listExtras, searchRooms } from '../../../contract/endpoints/search';
import { api } from '../../lib/api';
import { accessQuery, type ReservationAccess } from '../../lib/reservation-access';

/**
 * The room search. In update mode it names the reservation (reservation_no) and carries the access
 * this tab holds for it, as the manage calls do, so the reservation's own rooms count as free.
 */
export function fetchRooms(code: string, query: NonNullable<CallInput<typeof searchRooms>['query']>, access: ReservationAccess | null = null) {
  return api.call(searchRooms, { params: { id: code }, query: { ...query, ...(query.reservation_no ? accessQuery(access) : {}) } });
}

/** The price calendar: every possible check-out for a check-in, with the lowest stay total. */
export function fetchAvailability(code: string, query: NonNullable<CallInput<typeof getRoomAvailability>['query']>) {
  return api.call(getRoomAvailability, { params: { id: code }, query });
}

export function fetchCancellationPolicy(code: string, id: number) {
  return api.call(getCancellationPolicy, { params: { id: code, policy: String(id) } });
}

export function fetchCancellationPolicies(code: string, roomPlanCodes: readonly string[]) {
  return api.call(listCancellationPolicies, { params: { id: code }, query: { room_plan_codes: roomPlanCodes.join(',') } });
}

export function fetchExtras(code: string, dates: CallInput<typeof listExtras>['query']) {
  return api.call(listExtras, { params: { id: code }, query: dates });
}

export function fetchHotel(code: string) {
  return api.call(getHotel, { params: { id: code } });
}
