// The catalogue's codes about accounts, sessions and links (document 2 §8): part of CATALOGUE
// (catalogue.ts), and their own module for the sign-in and sign-up screens, which need no others.

import { SESSION_EXPIRED } from './errors';

/** The account, session and link codes by name, their meaning in the comment above each. */
export const ACCOUNT_CODES = {
  /** password strength */
  PASSWORD_STRENGTH: { code: 1300 },
  /** account locked */
  ACCOUNT_LOCKED: { code: 1301 },
  /** password already used */
  PASSWORD_ALREADY_USED: { code: 1302 },
  /** session expired, sign in again */
  SESSION_EXPIRED,
  /** sign-up confirmation period expired */
  SIGN_UP_CONFIRMATION_EXPIRED: { code: 1401 },
  /** already confirmed */
  ALREADY_CONFIRMED: { code: 1402 },
  /** account registered by facility, reset password */
  REGISTERED_BY_FACILITY: { code: 1403 },
  /** session token not found */
  SESSION_TOKEN_NOT_FOUND: { code: 3401 },
  /** brand mismatch */
  BRAND_MISMATCH: { code: 3402 },
  /** one-time token already spent */
  ONE_TIME_TOKEN_SPENT: { code: 3403 },
  /** email invalid or cannot receive */
  EMAIL_INVALID: { code: 3704 },
  /** email absent */
  EMAIL_ABSENT: { code: 3705 },
  /** link expired or invalid */
  LINK_EXPIRED: { code: 3780 },
  /** expired */
  EXPIRED: { code: 1250 },
} as const;

/**
 * A sign-in refused for want of a passed check (403, code 1000, its `error` leading with one of
 * these): the account's failed sign-ins reached the ceiling at a hotel that asks for the check.
 * `challenge_required`: no token came; `challenge_failed`: the token was not good (expired, spent,
 * made up). Either way the widget shows the check and the member signs in again with its token.
 */
export const SIGN_IN_CHALLENGE_ERRORS = {
  required: 'challenge_required',
  failed: 'challenge_failed',
} as const;
