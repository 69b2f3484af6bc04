// The calls of the sign-in screens (the chat's first among them): sign in, the person check a
// sign-in past the account's ceiling must pass, the reset mail and signing out (document 2 §7.7).
// Apart from the other membership calls so that those screens load only these, whose answers and
// error cases use only the small modules they load anyway (./errors, ../errors, ../account-codes,
// ../membership).

import * as z from 'zod/mini';
import { ACCOUNT_CODES, SIGN_IN_CHALLENGE_ERRORS } from '../account-codes';
import { endpoint } from '../endpoint';
import { EMAIL_TAKEN, NOT_CONFIRMED, SentAnswerSchema, SignInAnswerSchema, SSO_CODE_INVALID, SSO_STATE_INVALID, SSO_TOKEN_INVALID, WRONG_CREDENTIALS } from '../membership';
import { ResetStartRequestSchema, SignInBodySchema } from '../membership-requests';
import { CONFLICT, FORBIDDEN, INVALID } from './errors';
import { HotelIdParams } from './params';

const TAG = 'Membership';

export const emailInvalid = {
  status: 400,
  code: ACCOUNT_CODES.EMAIL_INVALID.code,
  field: 'email',
  description: 'The e-mail address is not valid, or can never receive mail (3704).',
} as const;

/** A member call's malformed `email` is 3704, not the general 1000 of bad input. */
export const MALFORMED_EMAIL = { email: { ...emailInvalid, message: 'This e-mail address is not valid.' } } as const;

export const emailTaken = {
  ...CONFLICT,
  error: EMAIL_TAKEN,
  field: 'email',
  description: 'The address already has an account: it is never taken over by a sign-in of another kind.',
} as const;

export const ssoStateInvalid = {
  ...INVALID,
  error: SSO_STATE_INVALID,
  description: 'The single sign-on was not started here, was used already or has expired.',
} as const;

export const ssoCodeInvalid = { ...INVALID, error: SSO_CODE_INVALID, description: 'The identity provider did not accept the code.' } as const;

export const ssoTokenInvalid = {
  ...INVALID,
  error: SSO_TOKEN_INVALID,
  description: "The identity provider's ID token could not be verified, or names no address for a first sign-on.",
} as const;

export const signIn = endpoint({
  id: 'signIn',
  method: 'POST',
  path: '/hotels/{id}/memberships/sign_in',
  summary: 'Signs in with the address and password, or with the custom code of single sign-on: a new session every time',
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  body: SignInBodySchema,
  answer: SignInAnswerSchema,
  errors: {
    wrongCredentials: {
      status: 401,
      code: INVALID.code,
      error: WRONG_CREDENTIALS,
      description: 'The address or the password is not right (the same for an address without an account).',
    },
    accountLocked: {
      status: 423,
      code: ACCOUNT_CODES.ACCOUNT_LOCKED.code,
      description: "The account's failed sign-ins reached the ceiling where the hotel asks for no person check: Retry-After says how long.",
    },
    challengeRequired: {
      ...FORBIDDEN,
      error: SIGN_IN_CHALLENGE_ERRORS.required,
      field: 'turnstile_token',
      description: "The account's failed sign-ins reached the ceiling: pass the person check and send its token.",
    },
    challengeFailed: {
      ...FORBIDDEN,
      error: SIGN_IN_CHALLENGE_ERRORS.failed,
      field: 'turnstile_token',
      description: "The person check's token is not good (expired, spent, made up): pass the check again.",
    },
    registeredByFacility: {
      status: 403,
      code: ACCOUNT_CODES.REGISTERED_BY_FACILITY.code,
      description: 'The hotel registered the account: it has no password until one is set by a reset.',
    },
    notConfirmed: { ...FORBIDDEN, error: NOT_CONFIRMED, description: "The sign-up's address is not confirmed yet." },
    ssoStateInvalid,
    ssoCodeInvalid,
    ssoTokenInvalid,
    emailTaken,
  },
});

export const signOut = endpoint({
  id: 'signOut',
  method: 'DELETE',
  path: '/hotels/{id}/memberships/sign_out',
  summary: "Signs out: the session and every session of its refresh chain end",
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  answer: z.undefined(),
  answerKind: 'none',
  status: 204,
  errors: {},
});

export const startPasswordReset = endpoint({
  id: 'startPasswordReset',
  method: 'POST',
  path: '/hotels/{id}/memberships/start_reset_password_process',
  summary: 'Mails a link to choose a new password (the same answer whether or not the address has an account)',
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  body: ResetStartRequestSchema,
  answer: SentAnswerSchema,
  malformed: MALFORMED_EMAIL,
  errors: { emailInvalid },
});

