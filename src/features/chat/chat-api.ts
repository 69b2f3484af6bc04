// The chat's membership calls (document 2 §7.7): sign-in, sign-up, confirm, password reset, and the
// one-time token exchange of the hand-off (document 2 §7.2). Linking the chatbot user is lib/chatbot's.
import * as z from 'zod/mini';
import {
  ConfirmAnswerSchema,
  HEADERS,
  SignInAnswerSchema,
  SignUpAnswerSchema,
  UserMeAnswerSchema,
  type Language,
  type SignUpRequest,
} from '../../../contract';
import { api } from '../../lib/api';

const hotel = (code: string) => `/hotels/${encodeURIComponent(code)}/memberships`;

const ResetStartedSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

export function signIn(code: string, email: string, password: string) {
  // A wrong password is the form's business, not a lapsed session: no global logout.
  return api.request('POST', `${hotel(code)}/sign_in`, { schema: SignInAnswerSchema, body: { email, password }, reactToUnauthorized: false });
}

export function signUp(code: string, body: SignUpRequest) {
  return api.request('POST', `${hotel(code)}/sign_up`, { schema: SignUpAnswerSchema, body });
}

export function confirmSignUp(code: string, token: string) {
  return api.request('GET', `${hotel(code)}/confirm`, { schema: ConfirmAnswerSchema, query: { confirmation_token: token } });
}

export function startPasswordReset(code: string, email: string, locale: Language) {
  return api.request('POST', `${hotel(code)}/start_reset_password_process`, { schema: ResetStartedSchema, body: { email, locale } });
}

/** Exchanges a one-time token for a session (GET /user/me with the one-time header). */
export function exchangeOneTimeToken(code: string, token: string) {
  return api.request('GET', '/user/me', {
    schema: UserMeAnswerSchema,
    query: { hotel_code: code },
    headers: { [HEADERS.oneTimeAccessToken]: token },
    reactToUnauthorized: false,
  });
}
