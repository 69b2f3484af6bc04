// Update mode's calls (a booked reservation changed from the search): the reservation and whether it
// may change now. Loaded only when the search is in update mode, so a plain search does not carry
// the reservation's schemas.
import { getReservation, updateReservationSettings } from '../../../contract/endpoints/reservations';
import { api } from '../../lib/api';
import { accessQuery, type ReservationAccess } from '../../lib/reservation-access';

/** Update mode: the reservation being changed, read with the access this tab holds (or the member's session). */
export function fetchReservationToChange(code: string, number: string, access: ReservationAccess | null) {
  return api.call(getReservation, { params: { id: code, rid: number }, query: accessQuery(access) });
}

/** Update mode: whether it may change now, and why not. */
export function fetchChangeSettings(code: string, number: string, access: ReservationAccess | null) {
  return api.call(updateReservationSettings, { params: { id: code, rid: number }, query: accessQuery(access) });
}
