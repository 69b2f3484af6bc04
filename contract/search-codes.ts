// The codes a search names in the guest's words (document 2 §8): part of CATALOGUE (catalogue.ts),
// and small modules of their own so the search's calls name their cases without the whole catalogue.
/** The check-in date cannot be booked (in the past, or sooner than the plan allows). */
export const CHECKIN_NOT_ACCEPTED = { code: 2308 } as const;
/** The check-out date cannot be accepted (not after check-in, or too long a stay). */
export const CHECKOUT_NOT_ACCEPTED = { code: 2309 } as const;
/** Beyond the months ahead the hotel takes bookings for. */
export const RESERVABLE_PERIOD = { code: 1903 } as const;
/** The coupon code is unknown or expired. */
export const COUPON_INVALID = { code: 1500 } as const;
/** The coupon has been used as often as it may. */
export const COUPON_LIMIT_REACHED = { code: 1501 } as const;
/** The promotion code does not apply to this stay. */
export const PROMOTION_NOT_APPLICABLE = { code: 2001 } as const;
