// The error catalogue of document 2 §8: every code by name. Its own module, apart from the
// envelope (errors.ts), so the widget's first download carries only the one code every call
// reacts to.
import { ACCOUNT_CODES } from './account-codes';
import { IDENTITY_EXPIRED, INVALID } from './errors';
import { CHECKIN_NOT_ACCEPTED, CHECKOUT_NOT_ACCEPTED, COUPON_INVALID, COUPON_LIMIT_REACHED, PROMOTION_NOT_APPLICABLE, RESERVABLE_PERIOD } from './search-codes';

/** Every catalogue code by name, its meaning in the comment above it. The numbers are the wire values. */
export const CATALOGUE = {
  ...ACCOUNT_CODES,
  /** invalid */
  INVALID,
  /** extras: unknown extra id */
  EXTRA_ID: { code: 1100 },
  /** extras: past the booking deadline */
  EXTRA_DEADLINE: { code: 1101 },
  /** extras: quantity out of range */
  EXTRA_QUANTITY: { code: 1102 },
  /** extras: total price mismatch */
  EXTRA_TOTAL_PRICE: { code: 1103 },
  /** extras: purchase limit reached */
  EXTRA_PURCHASE_LIMIT: { code: 1104 },
  /** room became unavailable during payment; refund issued */
  ROOM_UNAVAILABLE_DURING_PAYMENT: { code: 1105 },
  /** extras: no longer sold */
  EXTRA_NO_LONGER_SOLD: { code: 1106 },
  /** job not finished */
  JOB_NOT_FINISHED: { code: 1200 },
  /** upload unprocessable */
  UPLOAD_UNPROCESSABLE: { code: 1251 },
  /** download not found */
  DOWNLOAD_NOT_FOUND: { code: 1252 },
  /** coupon invalid */
  COUPON_INVALID,
  /** coupon usage limit reached */
  COUPON_LIMIT_REACHED,
  /** CSV download limit */
  CSV_DOWNLOAD_LIMIT: { code: 1600 },
  /** bookable only within a number of months from today */
  RESERVABLE_PERIOD,
  /** promotion cannot apply */
  PROMOTION_NOT_APPLICABLE,
  /** duplicate plan code */
  DUPLICATE_PLAN_CODE: { code: 2101 },
  /** room type has upcoming reservation */
  ROOM_TYPE_HAS_UPCOMING_RESERVATION: { code: 2201 },
  /** plan settings do not match account; refresh and rebook */
  PLAN_SETTINGS_MISMATCH: { code: 2304 },
  /** check-in date not accepted */
  CHECKIN_NOT_ACCEPTED,
  /** check-out date not accepted */
  CHECKOUT_NOT_ACCEPTED,
  /** not enough points */
  NOT_ENOUGH_POINTS: { code: 2401 },
  /** timeout, payment not processed */
  PAYMENT_TIMEOUT: { code: 3001 },
  /** payment failed, reservation incomplete, retry */
  PAYMENT_FAILED_RETRY: { code: 3002 },
  /** card unavailable */
  CARD_UNAVAILABLE: { code: 3003 },
  /** confirm card number */
  CONFIRM_CARD_NUMBER: { code: 3004 },
  /** check expiry */
  CHECK_EXPIRY: { code: 3005 },
  /** 3D Secure failed */
  THREE_D_SECURE_FAILED: { code: 3006 },
  /** card not accepted */
  CARD_NOT_ACCEPTED: { code: 3007 },
  /** 3D Secure cancelled */
  THREE_D_SECURE_CANCELLED: { code: 3008 },
  /** 3D Secure suspended after repeated requests */
  THREE_D_SECURE_SUSPENDED: { code: 3009 },
  /** timeout, payment not processed */
  PAYMENT_NOT_PROCESSED: { code: 3011 },
  /** reservation being updated; retry in about 5 minutes */
  RESERVATION_BEING_UPDATED: { code: 3013 },
  /** original reservation changed; cancel and reconfirm */
  ORIGINAL_RESERVATION_CHANGED: { code: 3014 },
  /** reservation being updated; retry in about 5 minutes */
  RESERVATION_UPDATE_IN_PROGRESS: { code: 3016 },
  /** pay-by-link not updatable */
  PAY_LINK_NOT_UPDATABLE: { code: 3200 },
  /** pay-by-link not capturable */
  PAY_LINK_NOT_CAPTURABLE: { code: 3201 },
  /** point balance unavailable */
  POINT_BALANCE_UNAVAILABLE: { code: 3202 },
  /** processing error */
  PROCESSING_ERROR: { code: 3203 },
  /** payment failed, use another card */
  USE_ANOTHER_CARD: { code: 3204 },
  /** card unavailable */
  CARD_UNAVAILABLE_2: { code: 3205 },
  /** 3D Secure failed */
  THREE_D_SECURE_FAILED_2: { code: 3250 },
  /** processing error */
  PROCESSING_ERROR_2: { code: 3251 },
  /** card not 3D Secure compatible */
  CARD_NOT_3DS_COMPATIBLE: { code: 3252 },
  /** points partner error */
  POINTS_PARTNER_ERROR: { code: 3501 },
  /** point balance unavailable */
  POINT_BALANCE_UNAVAILABLE_2: { code: 3502 },
  /** points partner error */
  POINTS_PARTNER_ERROR_3: { code: 3503 },
  /** point return failed */
  POINT_RETURN_FAILED: { code: 3504 },
  /** dates only for lottery */
  DATES_ONLY_FOR_LOTTERY: { code: 3750 },
  /** already entered */
  LOTTERY_ALREADY_ENTERED: { code: 3756 },
  /** identity expired; refresh session and retry once on 403 */
  IDENTITY_EXPIRED,
} as const;

export type CatalogueName = keyof typeof CATALOGUE;
export type CatalogueCode = (typeof CATALOGUE)[CatalogueName]['code'];

/** Card failures that offer: pay at the hotel, try another card, change payment method. */
export const CARD_FAILURE_CODES: readonly number[] = [3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3204, 3205, 3250, 3251, 3252];
