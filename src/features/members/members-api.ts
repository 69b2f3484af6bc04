// The member screens' calls (document 2 §7.7 under /hotels/{id}/memberships, §7.4 /user/reservations).
// Answers are parsed with the contract; failures arrive as ApiCallError and are put into words by
// problems.ts.
import * as z from 'zod/mini';
import {
  CancelMembershipAnswerSchema,
  ConfirmAnswerSchema,
  FacebookSignInAnswerSchema,
  LineAuthorizeAnswerSchema,
  MemberAnswerSchema,
  MemberSessionAnswerSchema,
  OpenIdAuthorizeAnswerSchema,
  PointAnswerSchema,
  SentAnswerSchema,
  SignInAnswerSchema,
  SignUpAnswerSchema,
  UpdateEmailAnswerSchema,
  UpdatePasswordAnswerSchema,
  UserMeAnswerSchema,
  UserReservationsAnswerSchema,
  type Language,
  type ListingGroup,
  type MemberUpdateRequest,
  type SignUpRequest,
} from '../../../contract';
import { api } from '../../lib/api';

const base = (hotelCode: string) => `/hotels/${encodeURIComponent(hotelCode)}/memberships`;

const ResetStartedSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

/** `turnstileToken`: the passed person check, once the API has asked for it. */
export function signIn(hotelCode: string, email: string, password: string, turnstileToken?: string) {
  // A wrong password is the form's business, not a lapsed session: no global logout.
  const body = { email, password, ...(turnstileToken ? { turnstile_token: turnstileToken } : {}) };
  return api.request('POST', `${base(hotelCode)}/sign_in`, { schema: SignInAnswerSchema, body, reactToUnauthorized: false });
}

/** Custom-code login (document 2 §7.7): the code and state the single sign-on callback received. */
export function customCodeSignIn(hotelCode: string, code: string, state: string) {
  return api.request('POST', `${base(hotelCode)}/sign_in`, {
    schema: SignInAnswerSchema,
    body: { grant_type: 'custom_authentication_code', code, state },
    reactToUnauthorized: false,
  });
}

/** A refresh token for a new session (the refresh token rotates; document 2 §7.2 new token exchange). */
export function tokenExchange(hotelCode: string, token: string) {
  return api.request('POST', '/user/token_exchange', { schema: MemberSessionAnswerSchema, body: { token, hotel_code: hotelCode }, reactToUnauthorized: false });
}

/** The brand's own sign-in token (document 2 §7.2 brand custom auth). */
export function customAuth(hotelCode: string, token: string) {
  return api.request('POST', `${base(hotelCode)}/custom_auth`, { schema: MemberSessionAnswerSchema, body: { token }, reactToUnauthorized: false });
}

export function signOut(hotelCode: string) {
  // 204 without a body; a session already gone (401) is signed out all the same.
  return api.request('DELETE', `${base(hotelCode)}/sign_out`, { schema: z.unknown(), reactToUnauthorized: false });
}

export function signUp(hotelCode: string, body: SignUpRequest) {
  return api.request('POST', `${base(hotelCode)}/sign_up`, { schema: SignUpAnswerSchema, body });
}

export function confirmMember(hotelCode: string, query: { confirmation_token: string; email_update?: string; redirect_url?: string; program_id?: string }) {
  return api.request('GET', `${base(hotelCode)}/confirm`, { schema: ConfirmAnswerSchema, query, reactToUnauthorized: false });
}

export function resendConfirmation(hotelCode: string, email: string, locale: Language) {
  return api.request('GET', `${base(hotelCode)}/resend_confirmation`, { schema: SentAnswerSchema, query: { email, locale } });
}

/** The link of a pending e-mail change, sent again (signed in). */
export function resendEmailChange(hotelCode: string, locale: Language) {
  return api.request('GET', `${base(hotelCode)}/resend_confirm_email`, { schema: SentAnswerSchema, query: { locale } });
}

export function startPasswordReset(hotelCode: string, email: string, locale: Language) {
  return api.request('POST', `${base(hotelCode)}/start_reset_password_process`, { schema: ResetStartedSchema, body: { email, locale } });
}

export function resetPassword(hotelCode: string, token: string, password: string) {
  return api.request('PUT', `${base(hotelCode)}/update_password`, { schema: UpdatePasswordAnswerSchema, body: { reset_password_token: token, password } });
}

export function changePassword(hotelCode: string, currentPassword: string, password: string) {
  return api.request('PUT', `${base(hotelCode)}/update_password`, {
    schema: UpdatePasswordAnswerSchema,
    body: { current_password: currentPassword, password },
  });
}

/** The current member, with rank and names in `locale` (GET /user/me). */
export function currentMember(hotelCode: string, locale: Language) {
  return api.request('GET', '/user/me', { schema: UserMeAnswerSchema, query: { hotel_code: hotelCode, locale } });
}

export function showMember(hotelCode: string, locale: Language) {
  return api.request('GET', `${base(hotelCode)}/show`, { schema: MemberAnswerSchema, query: { locale } });
}

export function updateMember(hotelCode: string, body: MemberUpdateRequest) {
  return api.request('PUT', `${base(hotelCode)}/update`, { schema: MemberAnswerSchema, body });
}

export function updateEmail(hotelCode: string, email: string, currentPassword: string | undefined, locale: Language) {
  return api.request('PUT', `${base(hotelCode)}/update_email`, {
    schema: UpdateEmailAnswerSchema,
    body: { email, locale, ...(currentPassword ? { current_password: currentPassword } : {}) },
  });
}

export function deleteAccount(hotelCode: string, currentPassword: string | undefined, locale: Language) {
  return api.request('POST', `${base(hotelCode)}/cancel`, {
    schema: CancelMembershipAnswerSchema,
    body: { locale, ...(currentPassword ? { current_password: currentPassword } : {}) },
  });
}

export function memberPoints(hotelCode: string) {
  return api.request('GET', `${base(hotelCode)}/point`, { schema: PointAnswerSchema });
}

export function userReservations(status: ListingGroup, page: number) {
  return api.request('GET', '/user/reservations', { schema: UserReservationsAnswerSchema, query: { status, page } });
}

/** Where to send the browser for LINE Login, and the state to check on the way back. */
export function lineAuthorize(hotelCode: string, lineRedirect: string) {
  return api.request('POST', `${base(hotelCode)}/line/authorize`, { schema: LineAuthorizeAnswerSchema, body: { line_redirect: lineRedirect } }).then((a) => a.data);
}

/** Where to send the browser for single sign-on (OpenID Connect), and the state to check on the way back. */
export function openIdAuthorize(hotelCode: string, ssoRedirect: string) {
  return api.request('POST', `${base(hotelCode)}/open_id/authorize`, { schema: OpenIdAuthorizeAnswerSchema, body: { sso_redirect: ssoRedirect } }).then((a) => a.data);
}

export function openIdSignIn(hotelCode: string, code: string, state: string) {
  return api.request('POST', `${base(hotelCode)}/open_id/sign_in`, { schema: SignInAnswerSchema, body: { code, state }, reactToUnauthorized: false });
}

export function facebookSignIn(hotelCode: string, accessToken: string, profile?: { email: string; first_name: string; last_name: string; locale: Language }) {
  return api.request('POST', `${base(hotelCode)}/facebook`, {
    schema: FacebookSignInAnswerSchema,
    body: { access_token: accessToken, ...(profile ? { profile } : {}) },
    reactToUnauthorized: false,
  });
}
