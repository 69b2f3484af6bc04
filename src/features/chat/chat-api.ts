// The chat's sign-in calls (document 2 §7.7): sign-in and password reset, all the chat's first screen
// needs. Sign-up, confirm and the hand-off's token exchange are in ./chat-membership-api.ts; linking
// the chatbot user is lib/chatbot's.
import * as z from 'zod/mini';
import { SignInAnswerSchema, type Language } from '../../../contract';
import { api } from '../../lib/api';

const hotel = (code: string) => `/hotels/${encodeURIComponent(code)}/memberships`;

const ResetStartedSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

/** `turnstileToken`: the passed person check, once the API has asked for it. */
export function signIn(code: string, email: string, password: string, turnstileToken?: string) {
  // A wrong password is the form's business, not a lapsed session: no global logout.
  const body = { email, password, ...(turnstileToken ? { turnstile_token: turnstileToken } : {}) };
  return api.request('POST', `${hotel(code)}/sign_in`, { schema: SignInAnswerSchema, body, reactToUnauthorized: false });
}

export function startPasswordReset(code: string, email: string, locale: Language) {
  return api.request('POST', `${hotel(code)}/start_reset_password_process`, { schema: ResetStartedSchema, body: { email, locale } });
}
