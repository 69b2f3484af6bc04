// The chat's sign-in calls (document 2 §7.7): sign-in and password reset, all the chat's first screen
// needs. Sign-up, confirm and the hand-off's token exchange are in ./chat-membership-api.ts; linking
// the chatbot user is lib/chatbot's.
import type { Language } from '../../../contract';
import { signIn as signInCall, startPasswordReset as startPasswordResetCall } from '../../../contract/endpoints/sign-in';
import { api } from '../../lib/api';

/** `turnstileToken`: the passed person check, once the API has asked for it. */
export function signIn(code: string, email: string, password: string, turnstileToken?: string) {
  // A wrong password is the form's business, not a lapsed session: no global logout.
  const body = { email, password, ...(turnstileToken ? { turnstile_token: turnstileToken } : {}) };
  return api.call(signInCall, { params: { id: code }, body }, { reactToUnauthorized: false });
}

export function startPasswordReset(code: string, email: string, locale: Language) {
  return api.call(startPasswordResetCall, { params: { id: code }, body: { email, locale } });
}
