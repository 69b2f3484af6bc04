// Rooms, hotels and policies (document 2 §7.3): the search and what its screens read around it.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { AvailabilityAnswerSchema, AvailabilityQuerySchema, CancellationPoliciesAnswerSchema, CancellationPoliciesQuerySchema, CancellationPolicyAnswerSchema, CancellationPolicyIdSchema, ExtrasAnswerSchema, ExtrasQuerySchema, HotelAnswerSchema, RoomSearchAnswerSchema, RoomSearchQuerySchema } from '../search';
import { NOT_FOUND } from './errors';
import { HotelIdParams } from './params';
import { checkinNotAccepted, reservablePeriod, searchErrors } from './search-errors';

const TAG = 'Rooms, hotels and policies';

export const searchRooms = endpoint({
  id: 'searchRooms',
  method: 'GET',
  path: '/hotels/{id}/rooms',
  summary: "Rooms and plans for a stay and party, with their prices (a signed-in member sees members' rates)",
  tag: TAG,
  caller: 'member_optional',
  params: HotelIdParams,
  query: RoomSearchQuerySchema,
  answer: RoomSearchAnswerSchema,
  errors: searchErrors,
});

export const getRoomAvailability = endpoint({
  id: 'getRoomAvailability',
  method: 'GET',
  path: '/hotels/{id}/rooms/availability',
  summary: 'The price calendar: every possible check-out for a check-in and party, with the lowest stay total',
  tag: TAG,
  caller: 'member_optional',
  params: HotelIdParams,
  query: AvailabilityQuerySchema,
  answer: AvailabilityAnswerSchema,
  errors: { checkinNotAccepted, reservablePeriod },
});

export const listCancellationPolicies = endpoint({
  id: 'listCancellationPolicies',
  method: 'GET',
  path: '/hotels/{id}/cancellation_policies',
  summary: "The hotel's cancellation policies, or those of the room plans named",
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  query: CancellationPoliciesQuerySchema,
  answer: CancellationPoliciesAnswerSchema,
  errors: {},
});

export const getCancellationPolicy = endpoint({
  id: 'getCancellationPolicy',
  method: 'GET',
  path: '/hotels/{id}/cancellation_policies/{policy}',
  summary: 'One cancellation policy: its deadline, its fees by days before check-in, and the no-show fee',
  tag: TAG,
  caller: 'client',
  params: z.object({ ...HotelIdParams.shape, policy: CancellationPolicyIdSchema }),
  answer: CancellationPolicyAnswerSchema,
  errors: { policyNotFound: { ...NOT_FOUND, description: 'No cancellation policy of that id at this hotel.' } },
});

export const listExtras = endpoint({
  id: 'listExtras',
  method: 'GET',
  path: '/hotels/{id}/extras',
  summary: 'The extras a stay may add: generic ones always, dated ones when the stay meets their dates',
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  query: ExtrasQuerySchema,
  answer: ExtrasAnswerSchema,
  errors: {},
});

export const getHotel = endpoint({
  id: 'getHotel',
  method: 'GET',
  path: '/hotels/{id}',
  summary: "The hotel's facts: names, address, photo, currency, time zone",
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  answer: HotelAnswerSchema,
  errors: {},
});

