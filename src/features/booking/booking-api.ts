// The booking feature's calls (document 2 §7.3, §7.4), through the endpoint table: each answer
// parsed with its schema.
import { HEADERS } from '../../../contract';
import type { CallInput } from '../../../contract/endpoint';
import { createReservation as createReservationCall, getReservation, listAdditionalQuestions } from '../../../contract/endpoints/reservations';
import { getCancellationPolicy, listExtras, searchRooms } from '../../../contract/endpoints/search';
import { getRoomPrice } from '../../../contract/endpoints/offers';
import { api } from '../../lib/api';
import { createDuplicateGuard } from '../../lib/duplicate-guard';

/** What a booking sends. */
export type BookingBody = CallInput<typeof createReservationCall>['body'];

const bodies = createDuplicateGuard();

export function fetchPrice(code: string, query: NonNullable<CallInput<typeof getRoomPrice>['query']>) {
  return api.call(getRoomPrice, { params: { id: code }, query });
}

/** The plan as the results show it: its payment methods, names and policy. */
export function fetchPlan(code: string, query: Pick<NonNullable<CallInput<typeof searchRooms>['query']>, 'rooms' | 'room_plan_codes' | 'is_day_use' | 'locale'>) {
  return api.call(searchRooms, { params: { id: code }, query: { ...query, is_including_occupied: 'true' } });
}

export function fetchQuestions(code: string, roomPlanCodes: readonly string[], checkin: string) {
  return api.call(listAdditionalQuestions, { params: { id: code }, query: { room_plan_codes: roomPlanCodes.join(','), checkin } });
}

export function fetchExtras(code: string, checkin: string, checkout: string) {
  return api.call(listExtras, { params: { id: code }, query: { checkin, checkout } });
}

/** One attempt: `idempotencyKey` is reused only when the very same attempt is sent again. */
export function createReservation(code: string, body: BookingBody, idempotencyKey: string) {
  bodies.record(body);
  return api.call(createReservationCall, { params: { id: code }, body }, { headers: { [HEADERS.idempotencyKey]: idempotencyKey } });
}

export function fetchReservation(code: string, number: string, auth: CallInput<typeof getReservation>['query']) {
  return api.call(getReservation, { params: { id: code, rid: number }, query: auth });
}

export function fetchCancellationPolicy(code: string, id: number) {
  return api.call(getCancellationPolicy, { params: { id: code, policy: String(id) } });
}
