// The calls of managing a reservation (document 2 §7.4), each answer parsed with the contract.
// The guest's access (e-mail and bypass token) travels in the query of the API call only.
import * as z from 'zod/mini';
import {
  CancellationQuoteAnswerSchema,
  LookupAnswerSchema,
  ReceiptStateAnswerSchema,
  ReservationAnswerSchema,
  ReservationQuestionsAnswerSchema,
  UpdateQuoteAnswerSchema,
  UpdateSettingsAnswerSchema,
  type BatchUpdateRequest,
  type CancelRequest,
  type GuestsRequest,
  type UpdateRequest,
} from '../../../contract';
import { api } from '../../lib/api';
import { accessQuery, type ReservationAccess } from '../../lib/reservation-access';

type Access = ReservationAccess | null;
const reservationPath = (hotelCode: string, number: string) => `/hotels/${encodeURIComponent(hotelCode)}/reservations/${encodeURIComponent(number)}`;

/** Look-up by number and e-mail across the brand's hotels; answers a token to manage it with. */
export function lookUpReservation(brandId: number, number: string, email: string) {
  return api.request('GET', `/hotel_brands/${brandId}/reservations/${encodeURIComponent(number)}`, { schema: LookupAnswerSchema, query: { email } });
}

export function fetchManagedReservation(hotelCode: string, number: string, access: Access) {
  return api.request('GET', reservationPath(hotelCode, number), { schema: ReservationAnswerSchema, query: accessQuery(access) });
}

/** What may change now, and why not when it may not. */
export function fetchUpdateSettings(hotelCode: string, number: string, access: Access) {
  return api.request('PUT', `${reservationPath(hotelCode, number)}/update_settings`, { schema: UpdateSettingsAnswerSchema, query: accessQuery(access) });
}

/** The fee of cancelling the rooms named (all active rooms when none). */
export function fetchCancellationFee(hotelCode: string, number: string, access: Access, roomIds?: readonly number[]) {
  return api.request('GET', `${reservationPath(hotelCode, number)}/cancellation_fee`, {
    schema: CancellationQuoteAnswerSchema,
    query: { ...accessQuery(access), room_ids: roomIds && roomIds.length > 0 ? roomIds.join(',') : undefined },
  });
}

export function cancelReservation(hotelCode: string, number: string, access: Access, body: CancelRequest) {
  return api.request('PUT', `${reservationPath(hotelCode, number)}/cancel`, { schema: ReservationAnswerSchema, query: accessQuery(access), body });
}

export function updateReservation(hotelCode: string, number: string, access: Access, body: UpdateRequest) {
  return api.request('PUT', reservationPath(hotelCode, number), { schema: ReservationAnswerSchema, query: accessQuery(access), body });
}

/** The price of a change before it is made (`dry_run`): nothing changes on the server. */
export function quoteUpdate(hotelCode: string, number: string, access: Access, body: Omit<UpdateRequest, 'expected_total_price'>) {
  return api.request('PUT', reservationPath(hotelCode, number), { schema: UpdateQuoteAnswerSchema, query: { ...accessQuery(access), dry_run: 'true' }, body });
}

/** The booking guest and who stays in each room; nothing is re-priced. */
export function updateGuests(hotelCode: string, number: string, access: Access, body: GuestsRequest) {
  return api.request('PUT', `${reservationPath(hotelCode, number)}/guests`, { schema: ReservationAnswerSchema, query: accessQuery(access), body });
}

/** The hotel's questions asked of this reservation, with the answers given so far. */
export function fetchReservationQuestions(hotelCode: string, number: string, access: Access) {
  return api.request('GET', `${reservationPath(hotelCode, number)}/additional_questions`, { schema: ReservationQuestionsAnswerSchema, query: accessQuery(access) });
}

/** Answers given or changed after booking; those not named stay as they were. */
export function saveReservationAnswers(hotelCode: string, number: string, access: Access, body: BatchUpdateRequest) {
  return api.request('PUT', `${reservationPath(hotelCode, number)}/additional_questions/batch_update`, { schema: ReservationQuestionsAnswerSchema, query: accessQuery(access), body });
}

/** The receipt's state: the title kept and how many times it was issued. Reading it issues nothing. */
export function fetchReceiptState(hotelCode: string, number: string, access: Access) {
  return api.request('GET', `${reservationPath(hotelCode, number)}/receipt`, { schema: ReceiptStateAnswerSchema, query: { ...accessQuery(access), format: 'json' } });
}

/**
 * A receipt made out to `receipt_title`: the page (a preview, or with `issue` the page opened to
 * print) or a PDF. Only the PDF and the page with `issue` count as issues.
 */
export function fetchReceipt(hotelCode: string, number: string, access: Access, query: { format: 'html' | 'pdf'; receipt_title: string; locale: string; issue?: boolean }) {
  const { issue, ...rest } = query;
  return api.download(`${reservationPath(hotelCode, number)}/receipt`, {
    query: { ...accessQuery(access), ...rest, ...(rest.format === 'html' && issue ? { issue: 'true' } : {}) },
  });
}

/** Signs the member out on the server; the caller forgets them locally. */
export function signOutMember(hotelCode: string) {
  return api.request('DELETE', `/hotels/${encodeURIComponent(hotelCode)}/memberships/sign_out`, { schema: z.unknown(), reactToUnauthorized: false });
}
