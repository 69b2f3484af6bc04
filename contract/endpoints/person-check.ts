// The person check a sign-in past the account's ceiling must pass (document 2 §7.7 sign_in): which
// check the hotel asks for, and in development the sandbox check's token. Loaded with the check.
import { endpoint } from '../endpoint';
import { SandboxChallengeTokenAnswerSchema, SandboxChallengeTokenRequestSchema, SignInChallengeAnswerSchema } from '../member-answers';
import { INVALID, NOT_FOUND } from './errors';
import { HotelIdParams } from './params';

const TAG = 'Membership';

export const signInChallenge = endpoint({
  id: 'signInChallenge',
  method: 'GET',
  path: '/hotels/{id}/memberships/sign_in/challenge',
  summary: 'The person check a sign-in past the ceiling must pass: Turnstile with its site key, or the sandbox',
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  answer: SignInChallengeAnswerSchema,
  errors: { noChallenge: { ...NOT_FOUND, description: 'The hotel asks for no person check at sign-in.' } },
});

export const createSandboxChallengeToken = endpoint({
  id: 'createSandboxChallengeToken',
  method: 'POST',
  path: '/sandbox/turnstile/tokens',
  summary: "The sandbox person check passed: a token, good once for five minutes, for the sign-in to send",
  tag: TAG,
  caller: 'public',
  body: SandboxChallengeTokenRequestSchema,
  answer: SandboxChallengeTokenAnswerSchema,
  status: 201,
  development: true,
  errors: { notSandboxKey: { ...INVALID, field: 'site_key', description: "The site key is not the sandbox challenge's." } },
});
