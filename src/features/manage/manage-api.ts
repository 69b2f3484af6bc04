// The calls of managing a reservation (document 2 §7.4), through the endpoint table: each answer
// parsed with its schema. The guest's access (e-mail and bypass token) travels in the query of
// the API call only.
import type { KidsCount } from '../../../contract';
import type { CallInput } from '../../../contract/endpoint';
import {
  batchUpdateReservationQuestions,
  cancelReservation as cancelReservationCall,
  getCancellationFee,
  getReceipt,
  getReservation,
  getReservationQuestions,
  lookupReservation,
  updateReservation as updateReservationCall,
  updateReservationGuests,
  updateReservationSettings,
} from '../../../contract/endpoints/reservations';
import { searchRooms } from '../../../contract/endpoints/search';
import { signOut } from '../../../contract/endpoints/sign-in';
import { api } from '../../lib/api';
import { ApiCallError } from '../../lib/api/client';
import { accessQuery, type ReservationAccess } from '../../lib/reservation-access';

type Access = ReservationAccess | null;
type UpdateBody = NonNullable<CallInput<typeof updateReservationCall>['body']>;
type ReceiptQuery = NonNullable<CallInput<typeof getReceipt>['query']>;

const reservation = (hotelCode: string, number: string) => ({ id: hotelCode, rid: number });

/** An answer that is not the one the call was made for (a change answered with a price, or the reverse). */
function unexpectedAnswer(): ApiCallError {
  return new ApiCallError(200, undefined, 'Invalid answer', 'invalid_answer');
}

/** Look-up by number and e-mail across the brand's hotels; answers a token to manage it with. */
export function lookUpReservation(brandId: number, number: string, email: string) {
  return api.call(lookupReservation, { params: { id: String(brandId), no: number }, query: { email } });
}

export function fetchManagedReservation(hotelCode: string, number: string, access: Access) {
  return api.call(getReservation, { params: reservation(hotelCode, number), query: accessQuery(access) });
}

/** What may change now, and why not when it may not. */
export function fetchUpdateSettings(hotelCode: string, number: string, access: Access) {
  return api.call(updateReservationSettings, { params: reservation(hotelCode, number), query: accessQuery(access) });
}

/** The fee of cancelling the rooms named (all active rooms when none). */
export function fetchCancellationFee(hotelCode: string, number: string, access: Access, roomIds?: readonly number[]) {
  return api.call(getCancellationFee, {
    params: reservation(hotelCode, number),
    query: { ...accessQuery(access), room_ids: roomIds && roomIds.length > 0 ? roomIds.join(',') : undefined },
  });
}

export function cancelReservation(hotelCode: string, number: string, access: Access, body: CallInput<typeof cancelReservationCall>['body']) {
  return api.call(cancelReservationCall, { params: reservation(hotelCode, number), query: accessQuery(access), body });
}

/** The change itself: answers the reservation as changed. */
export async function updateReservation(hotelCode: string, number: string, access: Access, body: UpdateBody) {
  const { data } = await api.call(updateReservationCall, { params: reservation(hotelCode, number), query: accessQuery(access), body });
  if (!('reservation_number' in data)) throw unexpectedAnswer();
  return { data };
}

/** The price of a change before it is made (`dry_run`): nothing changes on the server. */
export async function quoteUpdate(hotelCode: string, number: string, access: Access, body: Omit<UpdateBody, 'expected_total_price'>) {
  const { data } = await api.call(updateReservationCall, { params: reservation(hotelCode, number), query: { ...accessQuery(access), dry_run: 'true' }, body });
  if ('reservation_number' in data) throw unexpectedAnswer();
  return { data };
}

/** The booking guest and who stays in each room; nothing is re-priced. */
export function updateGuests(hotelCode: string, number: string, access: Access, body: CallInput<typeof updateReservationGuests>['body']) {
  return api.call(updateReservationGuests, { params: reservation(hotelCode, number), query: accessQuery(access), body });
}

/** The hotel's questions asked of this reservation, with the answers given so far. */
export function fetchReservationQuestions(hotelCode: string, number: string, access: Access) {
  return api.call(getReservationQuestions, { params: reservation(hotelCode, number), query: accessQuery(access) });
}

/** Answers given or changed after booking; those not named stay as they were. */
export function saveReservationAnswers(hotelCode: string, number: string, access: Access, body: CallInput<typeof batchUpdateReservationQuestions>['body']) {
  return api.call(batchUpdateReservationQuestions, { params: reservation(hotelCode, number), query: accessQuery(access), body });
}

/** The receipt's state: the title kept and how many times it was issued. Reading it issues nothing. */
export function fetchReceiptState(hotelCode: string, number: string, access: Access) {
  return api.call(getReceipt, { params: reservation(hotelCode, number), query: { ...accessQuery(access), format: 'json' } });
}

/**
 * A receipt made out to `receipt_title`: the page (a preview, or with `issue` the page opened to
 * print) or a PDF. Only the PDF and the page with `issue` count as issues.
 */
export function fetchReceipt(hotelCode: string, number: string, access: Access, query: Pick<ReceiptQuery, 'receipt_title' | 'locale'> & { format: 'html' | 'pdf'; issue?: boolean }) {
  const { issue, ...rest } = query;
  return api.fetchFile(getReceipt, {
    params: reservation(hotelCode, number),
    query: { ...accessQuery(access), ...rest, ...(rest.format === 'html' && issue ? { issue: 'true' as const } : {}) },
  });
}

/** Signs the member out on the server; the caller forgets them locally. */
export function signOutMember(hotelCode: string) {
  return api.call(signOut, { params: { id: hotelCode } }, { reactToUnauthorized: false });
}

/**
 * A room plan as the hotel sells it for a stay (its room and plan names), for a room to add: the
 * room search narrowed to that plan, sold-out rooms included so the name is known either way.
 */
export async function fetchRoomPlan(hotelCode: string, stay: { checkin_date: string; checkout_date: string; is_day_use: boolean }, room: { room_plan_code: string; adults: number; kids_age_range: readonly KidsCount[] }) {
  const children = room.kids_age_range.reduce((n, k) => n + k.count, 0);
  // A day use is searched with its check-in day as its check-out, as the results page does.
  const wire = [{ checkin_date: stay.checkin_date, checkout_date: stay.is_day_use ? stay.checkin_date : stay.checkout_date, adults: room.adults, children, kids_age_range: room.kids_age_range }];
  const answer = await api.call(searchRooms, {
    params: { id: hotelCode },
    query: { rooms: JSON.stringify(wire), room_plan_codes: room.room_plan_code, is_including_occupied: 'true', ...(stay.is_day_use ? { is_day_use: 'true' as const } : {}) },
  });
  for (const r of answer.data.rooms) {
    const plan = r.room_plan.find((p) => p.room_plan_code === room.room_plan_code);
    if (plan) return { room_type_name: r.room_type_name, room_plan_name: plan.room_plan_name };
  }
  return null;
}
