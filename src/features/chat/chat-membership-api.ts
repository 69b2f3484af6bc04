// The chat's other membership calls (document 2 §7.7, §7.2): sign-up, confirm, and the one-time
// token exchange of the hand-off, for the screens after the first.
import { HEADERS, type SignUpRequest } from '../../../contract';
import { confirmSignUp as confirmSignUpCall, signUp as signUpCall } from '../../../contract/endpoints/membership';
import { getCurrentUser } from '../../../contract/endpoints/sessions';
import { api } from '../../lib/api';

export function signUp(code: string, body: SignUpRequest) {
  return api.call(signUpCall, { params: { id: code }, body });
}

export function confirmSignUp(code: string, token: string) {
  return api.call(confirmSignUpCall, { params: { id: code }, query: { confirmation_token: token } });
}

/** Exchanges a one-time token for a session (GET /user/me with the one-time header). */
export function exchangeOneTimeToken(code: string, token: string) {
  return api.call(getCurrentUser, { query: { hotel_code: code } }, { headers: { [HEADERS.oneTimeAccessToken]: token }, reactToUnauthorized: false });
}
