// The search's error cases (document 2 §8), shared by the search, its calendar and the price of an offer.
import { CHECKIN_NOT_ACCEPTED, CHECKOUT_NOT_ACCEPTED, COUPON_INVALID, COUPON_LIMIT_REACHED, PROMOTION_NOT_APPLICABLE, RESERVABLE_PERIOD } from '../search-codes';

// The stay a search asks for, checked against the hotel's calendar.
export const checkinNotAccepted = {
  status: 400,
  code: CHECKIN_NOT_ACCEPTED.code,
  description: 'The check-in date cannot be booked: it is past (checkin_date).',
} as const;

export const checkoutNotAccepted = {
  status: 400,
  code: CHECKOUT_NOT_ACCEPTED.code,
  description: 'The check-out date cannot be accepted: not after check-in, not on it for day use, or too long a stay (checkout_date).',
} as const;

export const reservablePeriod = {
  status: 400,
  code: RESERVABLE_PERIOD.code,
  description: 'The stay reaches beyond the months ahead the hotel takes bookings for (checkin_date or checkout_date).',
} as const;

export const couponInvalid = { status: 400, code: COUPON_INVALID.code, description: 'The coupon code is unknown or has expired (coupon_code).' } as const;

export const couponLimitReached = { status: 400, code: COUPON_LIMIT_REACHED.code, description: 'The coupon has reached its usage limit (coupon_code).' } as const;

export const promotionNotApplicable = {
  status: 400,
  code: PROMOTION_NOT_APPLICABLE.code,
  description: 'The promotion code is unknown or does not apply to this check-in date (promo_code).',
} as const;

/** What a search's payload may meet beyond bad input: its stay, its coupon and its promotion code. */
export const searchErrors = { checkinNotAccepted, checkoutNotAccepted, reservablePeriod, couponInvalid, couponLimitReached, promotionNotApplicable } as const;
