// Update mode's calls (a booked reservation changed from the search): the reservation and whether it
// may change now. Loaded only when the search is in update mode, so a plain search does not carry
// the reservation's schemas.
import { ReservationAnswerSchema, UpdateSettingsAnswerSchema } from '../../../contract';
import { api } from '../../lib/api';
import { accessQuery, type ReservationAccess } from '../../lib/reservation-access';

const hotel = (code: string) => `/hotels/${encodeURIComponent(code)}`;
const reservation = (code: string, number: string) => `${hotel(code)}/reservations/${encodeURIComponent(number)}`;

/** Update mode: the reservation being changed, read with the access this tab holds (or the member's session). */
export function fetchReservationToChange(code: string, number: string, access: ReservationAccess | null) {
  return api.request('GET', reservation(code, number), { schema: ReservationAnswerSchema, query: accessQuery(access) });
}

/** Update mode: whether it may change now, and why not. */
export function fetchChangeSettings(code: string, number: string, access: ReservationAccess | null) {
  return api.request('PUT', `${reservation(code, number)}/update_settings`, { schema: UpdateSettingsAnswerSchema, query: accessQuery(access) });
}
