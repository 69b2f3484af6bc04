// The booking feature's calls (document 2 §7.3, §7.4), each answer parsed with the contract.
import {
  AdditionalQuestionsAnswerSchema,
  CancellationPolicyAnswerSchema,
  ExtrasAnswerSchema,
  HEADERS,
  PriceAnswerSchema,
  ReservationAnswerSchema,
  ReservationCreatedAnswerSchema,
  RoomSearchAnswerSchema,
  type ReservationRequestInput,
} from '../../../contract';
import { api } from '../../lib/api';
import { createDuplicateGuard } from '../../lib/duplicate-guard';

const hotel = (code: string) => `/hotels/${encodeURIComponent(code)}`;
const bodies = createDuplicateGuard();

export function fetchPrice(code: string, query: { room_plan_code: string; rooms: string; is_day_use?: string; coupon_code?: string; mcp_currency?: string; currency?: string }) {
  return api.request('GET', `${hotel(code)}/rooms/price`, { schema: PriceAnswerSchema, query });
}

/** The plan as the results show it: its payment methods, names and policy. */
export function fetchPlan(code: string, query: { rooms: string; room_plan_codes: string; is_day_use?: string; locale: string }) {
  return api.request('GET', `${hotel(code)}/rooms`, { schema: RoomSearchAnswerSchema, query: { ...query, is_including_occupied: 'true' } });
}

export function fetchQuestions(code: string, roomPlanCodes: readonly string[], checkin: string) {
  return api.request('GET', `${hotel(code)}/additional_questions`, { schema: AdditionalQuestionsAnswerSchema, query: { room_plan_codes: roomPlanCodes.join(','), checkin } });
}

export function fetchExtras(code: string, checkin: string, checkout: string) {
  return api.request('GET', `${hotel(code)}/extras`, { schema: ExtrasAnswerSchema, query: { checkin, checkout } });
}

/** One attempt: `idempotencyKey` is reused only when the very same attempt is sent again. */
export function createReservation(code: string, body: ReservationRequestInput, idempotencyKey: string) {
  bodies.record(body);
  return api.request('POST', `${hotel(code)}/reservations`, { schema: ReservationCreatedAnswerSchema, body, headers: { [HEADERS.idempotencyKey]: idempotencyKey } });
}

export function fetchReservation(code: string, number: string, auth: { email?: string; bypass_token?: string }) {
  return api.request('GET', `${hotel(code)}/reservations/${encodeURIComponent(number)}`, { schema: ReservationAnswerSchema, query: auth });
}

export function fetchCancellationPolicy(code: string, id: number) {
  return api.request('GET', `${hotel(code)}/cancellation_policies/${id}`, { schema: CancellationPolicyAnswerSchema });
}
