// The search feature's calls (document 2 §7.3), each answer parsed with the contract.
import {
  AvailabilityAnswerSchema,
  CancellationPoliciesAnswerSchema,
  CancellationPolicyAnswerSchema,
  ExtrasAnswerSchema,
  HotelAnswerSchema,
  RoomSearchAnswerSchema,
  type RoomSearchQueryInput,
} from '../../../contract';
import { api } from '../../lib/api';
import { accessQuery, type ReservationAccess } from '../../lib/reservation-access';

const hotel = (code: string) => `/hotels/${encodeURIComponent(code)}`;

/**
 * The room search. In update mode it names the reservation (reservation_no) and carries the access
 * this tab holds for it, as the manage calls do, so the reservation's own rooms count as free.
 */
export function fetchRooms(code: string, query: RoomSearchQueryInput, access: ReservationAccess | null = null) {
  return api.request('GET', `${hotel(code)}/rooms`, { schema: RoomSearchAnswerSchema, query: { ...query, ...(query.reservation_no ? accessQuery(access) : {}) } });
}

/** The price calendar: every possible check-out for a check-in, with the lowest stay total. */
export function fetchAvailability(code: string, query: { checkin: string; rooms: string; max_nights?: string; currency?: string }) {
  return api.request('GET', `${hotel(code)}/rooms/availability`, { schema: AvailabilityAnswerSchema, query });
}

export function fetchCancellationPolicy(code: string, id: number) {
  return api.request('GET', `${hotel(code)}/cancellation_policies/${id}`, { schema: CancellationPolicyAnswerSchema });
}

export function fetchCancellationPolicies(code: string, roomPlanCodes: readonly string[]) {
  return api.request('GET', `${hotel(code)}/cancellation_policies`, { schema: CancellationPoliciesAnswerSchema, query: { room_plan_codes: roomPlanCodes.join(',') } });
}

export function fetchExtras(code: string, dates: { checkin?: string; checkout?: string }) {
  return api.request('GET', `${hotel(code)}/extras`, { schema: ExtrasAnswerSchema, query: dates });
}

export function fetchHotel(code: string) {
  return api.request('GET', hotel(code), { schema: HotelAnswerSchema });
}
