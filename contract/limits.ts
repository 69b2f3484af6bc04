// The limits of document 2 §9 (and document 1 §9), in one place. Apart from constants.ts, which
// holds what every start-up reads, so the first download carries only that.
import { CHATBOT_USER_ID_HANDSHAKE_MS, CHATBOT_USER_ID_POLL_MS, CLIENT_SESSION_COOKIE_MS, TRACING_IDS_KEPT } from './constants';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const LIMITS = {
  searchCookieMs: HOUR_MS,
  savedBrowsingStateMs: 10 * 60 * 1000,
  utmCookieMs: DAY_MS,
  clientSessionCookieMs: CLIENT_SESSION_COOKIE_MS,
  payByLinkMs: HOUR_MS,
  threeDSecureMs: 15 * 60 * 1000,
  previewMs: 5 * 60 * 1000,
  updateRetryWaitMs: 5 * 60 * 1000,
  passwordResetMailMs: 10 * 60 * 1000,
  pointsCreditedDaysAfterCheckout: 3,
  digicoCodeValidDays: 180,
  maxRooms: 999,
  stayPlusFlightMaxRooms: 5,
  defaultGuestsPerRoom: 20,
  defaultAdults: 2,
  defaultRoomCount: 1,
  defaultCheckinOffsetDays: 0,
  defaultUndatedNights: 1,
  defaultOrder: 'price_low_to_high',
  maxFileBytes: 80 * 1024 * 1024,
  maxFiles: 30,
  maxTextAnswerLength: 255,
  passwordMinLength: 8,
  visaMastercardOnlineLimitJpy: 1_000_000,
  taiwanReceiptIdDigits: 8,
  chatbotUserIdHandshakeMs: CHATBOT_USER_ID_HANDSHAKE_MS,
  chatbotUserIdPollMs: CHATBOT_USER_ID_POLL_MS,
  signInRedirectCheckMs: 3500,
  analyticsCheckMs: 5000,
  popoverMs: 200,
  socialRedirectMs: 500,
  mobileWidthPx: 992,
  pointHistoryPageSize: 5,
  tracingIdsKept: TRACING_IDS_KEPT,
  reservationBodiesKept: 10,
  duplicateReservationWindowMs: 2000,
} as const;
