// The price of a chosen offer and the rooms recommender's offers (document 2 §7.3): read by the
// booking page and the recommender, apart from the search's own calls.
import { endpoint } from '../endpoint';
import { PriceAnswerSchema, PriceQuerySchema, RecommendationAnswerSchema, RoomSearchQuerySchema } from '../search';
import { NOT_FOUND } from './errors';
import { HotelIdParams } from './params';
import { checkinNotAccepted, checkoutNotAccepted, couponInvalid, couponLimitReached, reservablePeriod, searchErrors } from './search-errors';

const TAG = 'Rooms, hotels and policies';

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
