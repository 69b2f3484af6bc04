// The chat's other membership calls (document 2 §7.7, §7.2): sign-up, confirm, and the one-time
// token exchange of the hand-off, for the screens after the first.
import { ConfirmAnswerSchema, HEADERS, SignUpAnswerSchema, UserMeAnswerSchema, type SignUpRequest } from '../../../contract';
import { api } from '../../lib/api';

/** The hotel's membership calls (as ./chat-api.ts names them; that module stays with the first screen). */
const hotel = (code: string) => `/hotels/${encodeURIComponent(code)}/memberships`;

export function signUp(code: string, body: SignUpRequest) {
  return api.request('POST', `${hotel(code)}/sign_up`, { schema: SignUpAnswerSchema, body });
}

export function confirmSignUp(code: string, token: string) {
  return api.request('GET', `${hotel(code)}/confirm`, { schema: ConfirmAnswerSchema, query: { confirmation_token: token } });
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
