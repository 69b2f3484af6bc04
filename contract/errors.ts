// The error envelope and the error catalogue of document 2 §8.
import * as z from 'zod/mini';

/** Every catalogue code by name, with its meaning. The numbers are the wire values. */
export const CATALOGUE = {
  INVALID: { code: 1000, meaning: 'invalid' },
  EXTRA_ID: { code: 1100, meaning: 'extras: unknown extra id' },
  EXTRA_DEADLINE: { code: 1101, meaning: 'extras: past the booking deadline' },
  EXTRA_QUANTITY: { code: 1102, meaning: 'extras: quantity out of range' },
  EXTRA_TOTAL_PRICE: { code: 1103, meaning: 'extras: total price mismatch' },
  EXTRA_PURCHASE_LIMIT: { code: 1104, meaning: 'extras: purchase limit reached' },
  ROOM_UNAVAILABLE_DURING_PAYMENT: { code: 1105, meaning: 'room became unavailable during payment; refund issued' },
  EXTRA_NO_LONGER_SOLD: { code: 1106, meaning: 'extras: no longer sold' },
  JOB_NOT_FINISHED: { code: 1200, meaning: 'job not finished' },
  EXPIRED: { code: 1250, meaning: 'expired' },
  UPLOAD_UNPROCESSABLE: { code: 1251, meaning: 'upload unprocessable' },
  DOWNLOAD_NOT_FOUND: { code: 1252, meaning: 'download not found' },
  PASSWORD_STRENGTH: { code: 1300, meaning: 'password strength' },
  ACCOUNT_LOCKED: { code: 1301, meaning: 'account locked' },
  PASSWORD_ALREADY_USED: { code: 1302, meaning: 'password already used' },
  SESSION_EXPIRED: { code: 1400, meaning: 'session expired, sign in again' },
  SIGN_UP_CONFIRMATION_EXPIRED: { code: 1401, meaning: 'sign-up confirmation period expired' },
  ALREADY_CONFIRMED: { code: 1402, meaning: 'already confirmed' },
  REGISTERED_BY_FACILITY: { code: 1403, meaning: 'account registered by facility, reset password' },
  COUPON_INVALID: { code: 1500, meaning: 'coupon invalid' },
  COUPON_LIMIT_REACHED: { code: 1501, meaning: 'coupon usage limit reached' },
  CSV_DOWNLOAD_LIMIT: { code: 1600, meaning: 'CSV download limit' },
  RESERVABLE_PERIOD: { code: 1903, meaning: 'bookable only within a number of months from today' },
  PROMOTION_NOT_APPLICABLE: { code: 2001, meaning: 'promotion cannot apply' },
  DUPLICATE_PLAN_CODE: { code: 2101, meaning: 'duplicate plan code' },
  ROOM_TYPE_HAS_UPCOMING_RESERVATION: { code: 2201, meaning: 'room type has upcoming reservation' },
  PLAN_SETTINGS_MISMATCH: { code: 2304, meaning: 'plan settings do not match account; refresh and rebook' },
  CHECKIN_NOT_ACCEPTED: { code: 2308, meaning: 'check-in date not accepted' },
  CHECKOUT_NOT_ACCEPTED: { code: 2309, meaning: 'check-out date not accepted' },
  NOT_ENOUGH_POINTS: { code: 2401, meaning: 'not enough points' },
  PAYMENT_TIMEOUT: { code: 3001, meaning: 'timeout, payment not processed' },
  PAYMENT_FAILED_RETRY: { code: 3002, meaning: 'payment failed, reservation incomplete, retry' },
  CARD_UNAVAILABLE: { code: 3003, meaning: 'card unavailable' },
  CONFIRM_CARD_NUMBER: { code: 3004, meaning: 'confirm card number' },
  CHECK_EXPIRY: { code: 3005, meaning: 'check expiry' },
  THREE_D_SECURE_FAILED: { code: 3006, meaning: '3D Secure failed' },
  CARD_NOT_ACCEPTED: { code: 3007, meaning: 'card not accepted' },
  THREE_D_SECURE_CANCELLED: { code: 3008, meaning: '3D Secure cancelled' },
  THREE_D_SECURE_SUSPENDED: { code: 3009, meaning: '3D Secure suspended after repeated requests' },
  PAYMENT_NOT_PROCESSED: { code: 3011, meaning: 'timeout, payment not processed' },
  RESERVATION_BEING_UPDATED: { code: 3013, meaning: 'reservation being updated; retry in about 5 minutes' },
  ORIGINAL_RESERVATION_CHANGED: { code: 3014, meaning: 'original reservation changed; cancel and reconfirm' },
  RESERVATION_UPDATE_IN_PROGRESS: { code: 3016, meaning: 'reservation being updated; retry in about 5 minutes' },
  PAY_LINK_NOT_UPDATABLE: { code: 3200, meaning: 'pay-by-link not updatable' },
  PAY_LINK_NOT_CAPTURABLE: { code: 3201, meaning: 'pay-by-link not capturable' },
  POINT_BALANCE_UNAVAILABLE: { code: 3202, meaning: 'point balance unavailable' },
  PROCESSING_ERROR: { code: 3203, meaning: 'processing error' },
  USE_ANOTHER_CARD: { code: 3204, meaning: 'payment failed, use another card' },
  CARD_UNAVAILABLE_2: { code: 3205, meaning: 'card unavailable' },
  THREE_D_SECURE_FAILED_2: { code: 3250, meaning: '3D Secure failed' },
  PROCESSING_ERROR_2: { code: 3251, meaning: 'processing error' },
  CARD_NOT_3DS_COMPATIBLE: { code: 3252, meaning: 'card not 3D Secure compatible' },
  SESSION_TOKEN_NOT_FOUND: { code: 3401, meaning: 'session token not found' },
  BRAND_MISMATCH: { code: 3402, meaning: 'brand mismatch' },
  ONE_TIME_TOKEN_SPENT: { code: 3403, meaning: 'one-time token already spent' },
  POINTS_PARTNER_ERROR: { code: 3501, meaning: 'points partner error' },
  POINT_BALANCE_UNAVAILABLE_2: { code: 3502, meaning: 'point balance unavailable' },
  POINTS_PARTNER_ERROR_3: { code: 3503, meaning: 'points partner error' },
  POINT_RETURN_FAILED: { code: 3504, meaning: 'point return failed' },
  EMAIL_INVALID: { code: 3704, meaning: 'email invalid or cannot receive' },
  EMAIL_ABSENT: { code: 3705, meaning: 'email absent' },
  DATES_ONLY_FOR_LOTTERY: { code: 3750, meaning: 'dates only for lottery' },
  LOTTERY_ALREADY_ENTERED: { code: 3756, meaning: 'already entered' },
  LINK_EXPIRED: { code: 3780, meaning: 'link expired or invalid' },
  IDENTITY_EXPIRED: { code: 4000, meaning: 'identity expired; refresh session and retry once on 403' },
} as const;

export type CatalogueName = keyof typeof CATALOGUE;
export type CatalogueCode = (typeof CATALOGUE)[CatalogueName]['code'];

/** Card failures that offer: pay at the hotel, try another card, change payment method. */
export const CARD_FAILURE_CODES: readonly number[] = [3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3204, 3205, 3250, 3251, 3252];

export const ErrorDetailSchema = z.looseObject({
  code: z.number(),
  error: z.string(),
  /** The request field at fault, when one is. */
  field: z.optional(z.string()),
  /** A 429: seconds to wait before asking again (the Retry-After header says the same). */
  retry_after: z.optional(z.number()),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorItemSchema = z.looseObject({
  title: z.string(),
  details: z.looseObject({ base: z.array(ErrorDetailSchema) }),
});
export type ErrorItem = z.infer<typeof ErrorItemSchema>;

/** `errors` as an array or a single item, or a bare `error` (document 2 §8). */
export const ErrorEnvelopeSchema = z.union([
  z.looseObject({ errors: z.union([z.array(ErrorItemSchema), ErrorItemSchema]) }),
  z.looseObject({ error: z.union([z.string(), ErrorItemSchema]) }),
]);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export interface ReadError {
  title: string;
  code: number | undefined;
  error: string;
  field: string | undefined;
}

/** The first detail, read from errors[0].details.base[0], whichever shape the envelope took. */
export function readError(envelope: ErrorEnvelope): ReadError {
  let item: ErrorItem | undefined;
  if ('errors' in envelope) item = Array.isArray(envelope.errors) ? envelope.errors[0] : envelope.errors;
  else if (typeof envelope.error === 'string') return { title: envelope.error, code: undefined, error: envelope.error, field: undefined };
  else item = envelope.error;
  const detail = item?.details.base[0];
  return { title: item?.title ?? '', code: detail?.code, error: detail?.error ?? item?.title ?? '', field: detail?.field };
}

/** Builds the envelope the reference API answers with; `more` adds to the detail (e.g. retry_after). */
export function errorEnvelope(title: string, code: number, error: string, field?: string, more?: Pick<ErrorDetail, 'retry_after'>): { errors: ErrorItem[] } {
  return { errors: [{ title, details: { base: [{ code, error, ...(field ? { field } : {}), ...more }] } }] };
}
