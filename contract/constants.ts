// Constants of document 2 §9 that every start-up reads (headers, the client session's cookie, the
// chatbot handshake); the limits are limits.ts.
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long a client session's cookie lives (document 2 §9); read at every start-up. */
export const CLIENT_SESSION_COOKIE_MS = 0.75 * DAY_MS;
/** How many recent tracing ids the API client keeps for a problem report. */
export const TRACING_IDS_KEPT = 20;

/** How long the widget asks the parent for its chatbot user id, and how often (document 2 §9). */
export const CHATBOT_USER_ID_HANDSHAKE_MS = 2000;
export const CHATBOT_USER_ID_POLL_MS = 200;

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Request headers of document 2 §7.1, by their wire names. */
export const HEADERS = {
  tracingId: 'x-tracing-id',
  appVersion: 'x-app-version',
  siteController: 'x-site-controller',
  tier: 'x-tier',
  fallbackSession: 'x-fallback-session',
  locale: 'x-locale',
  clientSession: 'x-client-session',
  authorization: 'authorization',
  emailConversionId: 'x-email-conversion-id',
  oneTimeAccessToken: 'x-one-time-access-token',
  idempotencyKey: 'idempotency-key',
} as const;
