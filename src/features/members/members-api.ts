// The member screens' calls (document 2 §7.7 under /hotels/{id}/memberships, §7.4 /user/reservations),
// through the endpoint table. Answers are parsed with the contract; failures arrive as ApiCallError
// and are put into words by problems.ts.
import type { Language, ListingGroup, MemberUpdateRequest, SignUpRequest } from '../../../contract';
import type { CallInput } from '../../../contract/endpoint';
import * as calls from '../../../contract/endpoints/membership';
import * as signInCalls from '../../../contract/endpoints/sign-in';
import { getCurrentUser } from '../../../contract/endpoints/sessions';
import { listMemberReservations } from '../../../contract/endpoints/user';
import { api } from '../../lib/api';

const hotel = (hotelCode: string) => ({ id: hotelCode });

/** `turnstileToken`: the passed person check, once the API has asked for it. */
export function signIn(hotelCode: string, email: string, password: string, turnstileToken?: string) {
  // A wrong password is the form's business, not a lapsed session: no global logout.
  const body = { email, password, ...(turnstileToken ? { turnstile_token: turnstileToken } : {}) };
  return api.call(signInCalls.signIn, { params: hotel(hotelCode), body }, { reactToUnauthorized: false });
}

/** Custom-code login (document 2 §7.7): the code and state the single sign-on callback received. */
export function customCodeSignIn(hotelCode: string, code: string, state: string) {
  return api.call(signInCalls.signIn, { params: hotel(hotelCode), body: { grant_type: 'custom_authentication_code', code, state } }, { reactToUnauthorized: false });
}

/** A refresh token for a new session (the refresh token rotates; document 2 §7.2 new token exchange). */
export function tokenExchange(hotelCode: string, token: string) {
  return api.call(calls.exchangeToken, { body: { token, hotel_code: hotelCode } }, { reactToUnauthorized: false });
}

/** The brand's own sign-in token (document 2 §7.2 brand custom auth). */
export function customAuth(hotelCode: string, token: string) {
  return api.call(calls.customAuthSignIn, { params: hotel(hotelCode), body: { token } }, { reactToUnauthorized: false });
}

export function signOut(hotelCode: string) {
  // 204 without a body; a session already gone (401) is signed out all the same.
  return api.call(signInCalls.signOut, { params: hotel(hotelCode) }, { reactToUnauthorized: false });
}

export function signUp(hotelCode: string, body: SignUpRequest) {
  return api.call(calls.signUp, { params: hotel(hotelCode), body });
}

export function confirmMember(hotelCode: string, query: CallInput<typeof calls.confirmSignUp>['query']) {
  return api.call(calls.confirmSignUp, { params: hotel(hotelCode), query }, { reactToUnauthorized: false });
}

export function resendConfirmation(hotelCode: string, email: string, locale: Language) {
  return api.call(calls.resendConfirmation, { params: hotel(hotelCode), query: { email, locale } });
}

/** The link of a pending e-mail change, sent again (signed in). */
export function resendEmailChange(hotelCode: string, locale: Language) {
  return api.call(calls.resendConfirmEmail, { params: hotel(hotelCode), query: { locale } });
}

export function startPasswordReset(hotelCode: string, email: string, locale: Language) {
  return api.call(signInCalls.startPasswordReset, { params: hotel(hotelCode), body: { email, locale } });
}

export function resetPassword(hotelCode: string, token: string, password: string) {
  return api.call(calls.updatePassword, { params: hotel(hotelCode), body: { reset_password_token: token, password } });
}

export function changePassword(hotelCode: string, currentPassword: string, password: string) {
  return api.call(calls.updatePassword, { params: hotel(hotelCode), body: { current_password: currentPassword, password } });
}

/** The current member, with rank and names in `locale` (GET /user/me). */
export function currentMember(hotelCode: string, locale: Language) {
  return api.call(getCurrentUser, { query: { hotel_code: hotelCode, locale } });
}

export function showMember(hotelCode: string) {
  return api.call(calls.showMember, { params: hotel(hotelCode) });
}

export function updateMember(hotelCode: string, body: MemberUpdateRequest) {
  return api.call(calls.updateMember, { params: hotel(hotelCode), body });
}

export function updateEmail(hotelCode: string, email: string, currentPassword: string | undefined, locale: Language) {
  return api.call(calls.updateMemberEmail, { params: hotel(hotelCode), body: { email, locale, ...(currentPassword ? { current_password: currentPassword } : {}) } });
}

export function deleteAccount(hotelCode: string, currentPassword: string | undefined, locale: Language) {
  return api.call(calls.cancelMembership, { params: hotel(hotelCode), body: { locale, ...(currentPassword ? { current_password: currentPassword } : {}) } });
}

export function memberPoints(hotelCode: string) {
  return api.call(calls.getMemberPoints, { params: hotel(hotelCode) });
}

export function userReservations(status: ListingGroup, page: number, locale: Language) {
  return api.call(listMemberReservations, { query: { status, page: String(page), locale } });
}

/** Where to send the browser for LINE Login, and the state to check on the way back. */
export function lineAuthorize(hotelCode: string, lineRedirect: string) {
  return api.call(calls.lineAuthorize, { params: hotel(hotelCode), body: { line_redirect: lineRedirect } }).then((a) => a.data);
}

/** Where to send the browser for single sign-on (OpenID Connect), and the state to check on the way back. */
export function openIdAuthorize(hotelCode: string, ssoRedirect: string) {
  return api.call(calls.openIdAuthorize, { params: hotel(hotelCode), body: { sso_redirect: ssoRedirect } }).then((a) => a.data);
}

export function openIdSignIn(hotelCode: string, code: string, state: string) {
  return api.call(calls.openIdSignIn, { params: hotel(hotelCode), body: { code, state } }, { reactToUnauthorized: false });
}

export function facebookSignIn(hotelCode: string, accessToken: string, profile?: { email: string; first_name: string; last_name: string; locale: Language }) {
  return api.call(calls.facebookSignIn, { params: hotel(hotelCode), body: { access_token: accessToken, ...(profile ? { profile } : {}) } }, { reactToUnauthorized: false });
}
