// The calls of managing a reservation (document 2 §7.4), each answer parsed with the contract.
// The guest's access (e-mail and bypass token) travels in the query of the API call only.
import * as z from 'zod/mini';
import {
  CancellationQuoteAnswerSchema,
  LookupAnswerSchema,
  ReceiptStateAnswerSchema,
  ReservationAnswerSchema,
  ReservationQuestionsAnswerSchema,
  RoomSearchAnswerSchema,
  UpdateQuoteAnswerSchema,
  UpdateSettingsAnswerSchema,
  type BatchUpdateRequest,
  type CancelRequest,
  type GuestsRequest,
  type KidsCount,
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

/**
 * A room plan as the hotel sells it for a stay (its room and plan names), for a room to add: the
 * room search narrowed to that plan, sold-out rooms included so the name is known either way.
 */
export async function fetchRoomPlan(hotelCode: string, stay: { checkin_date: string; checkout_date: string; is_day_use: boolean }, room: { room_plan_code: string; adults: number; kids_age_range: readonly KidsCount[] }) {
  const children = room.kids_age_range.reduce((n, k) => n + k.count, 0);
  // A day use is searched with its check-in day as its check-out, as the results page does.
  const wire = [{ checkin_date: stay.checkin_date, checkout_date: stay.is_day_use ? stay.checkin_date : stay.checkout_date, adults: room.adults, children, kids_age_range: room.kids_age_range }];
  const answer = await api.request('GET', `/hotels/${encodeURIComponent(hotelCode)}/rooms`, {
    schema: RoomSearchAnswerSchema,
    query: { rooms: JSON.stringify(wire), room_plan_codes: room.room_plan_code, is_including_occupied: 'true', ...(stay.is_day_use ? { is_day_use: 'true' } : {}) },
  });
  for (const r of answer.data.rooms) {
    const plan = r.room_plan.find((p) => p.room_plan_code === room.room_plan_code);
    if (plan) return { room_type_name: r.room_type_name, room_plan_name: plan.room_plan_name };
  }
  return null;
}
