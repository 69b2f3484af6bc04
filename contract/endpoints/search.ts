// Rooms, hotels and policies (document 2 §7.3): the search and what its screens read around it.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { CHECKIN_NOT_ACCEPTED, CHECKOUT_NOT_ACCEPTED, COUPON_INVALID, COUPON_LIMIT_REACHED, PROMOTION_NOT_APPLICABLE, RESERVABLE_PERIOD } from '../search-codes';
import { AvailabilityAnswerSchema, AvailabilityQuerySchema, CancellationPoliciesAnswerSchema, CancellationPoliciesQuerySchema, CancellationPolicyAnswerSchema, CancellationPolicyIdSchema, ExtrasAnswerSchema, ExtrasQuerySchema, HotelAnswerSchema, PriceAnswerSchema, PriceQuerySchema, RecommendationAnswerSchema, RoomSearchAnswerSchema, RoomSearchQuerySchema } from '../search';
import { NOT_FOUND } from './errors';
import { BrandIdParams, HotelIdParams } from './params';

const TAG = 'Rooms, hotels and policies';

// The stay a search asks for, checked against the hotel's calendar.
const checkinNotAccepted = {
  status: 400,
  code: CHECKIN_NOT_ACCEPTED.code,
  description: 'The check-in date cannot be booked: it is past (checkin_date).',
} as const;
const checkoutNotAccepted = {
  status: 400,
  code: CHECKOUT_NOT_ACCEPTED.code,
  description: 'The check-out date cannot be accepted: not after check-in, not on it for day use, or too long a stay (checkout_date).',
} as const;
const reservablePeriod = {
  status: 400,
  code: RESERVABLE_PERIOD.code,
  description: 'The stay reaches beyond the months ahead the hotel takes bookings for (checkin_date or checkout_date).',
} as const;
const couponInvalid = { status: 400, code: COUPON_INVALID.code, description: 'The coupon code is unknown or has expired (coupon_code).' } as const;
const couponLimitReached = { status: 400, code: COUPON_LIMIT_REACHED.code, description: 'The coupon has reached its usage limit (coupon_code).' } as const;
const promotionNotApplicable = {
  status: 400,
  code: PROMOTION_NOT_APPLICABLE.code,
  description: 'The promotion code is unknown or does not apply to this check-in date (promo_code).',
} as const;
/** What a search's payload may meet beyond bad input: its stay, its coupon and its promotion code. */
const searchErrors = { checkinNotAccepted, checkoutNotAccepted, reservablePeriod, couponInvalid, couponLimitReached, promotionNotApplicable } as const;

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

export const getRoomRecommendation = endpoint({
  id: 'getRoomRecommendation',
  method: 'GET',
  path: '/hotels/{id}/rooms/recommendation',
  summary: 'Up to four offers for a stay and party: lowest price, best value, most space, accessible',
  tag: TAG,
  caller: 'member_optional',
  params: HotelIdParams,
  query: RoomSearchQuerySchema,
  answer: RecommendationAnswerSchema,
  errors: searchErrors,
});

export const getRoomPrice = endpoint({
  id: 'getRoomPrice',
  method: 'GET',
  path: '/hotels/{id}/rooms/price',
  summary: 'The price of one room plan for the rooms of a selected booking, and whether enough rooms are left',
  tag: TAG,
  caller: 'member_optional',
  params: HotelIdParams,
  query: PriceQuerySchema,
  answer: PriceAnswerSchema,
  errors: {
    checkinNotAccepted,
    checkoutNotAccepted,
    reservablePeriod,
    couponInvalid,
    couponLimitReached,
    planNotSold: { ...NOT_FOUND, description: 'The room plan is not sold for this stay.' },
  },
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

