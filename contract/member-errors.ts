// Why member and sign-on calls were refused where the catalogue code alone (1000) does not say: the
// `error` of the envelope starts with one of these names. Each name is its own constant, so that an
// endpoint's error case carries only the name it gives; the sign-in screens' own are in membership.ts.
import { EMAIL_TAKEN, NOT_CONFIRMED, SSO_CODE_INVALID, SSO_STATE_INVALID, SSO_TOKEN_INVALID, WRONG_CREDENTIALS } from './membership';

export const CURRENT_PASSWORD_WRONG = 'current_password_wrong';
export const PROFILE_UPDATE_NOT_ALLOWED = 'profile_update_not_allowed';
export const NO_PENDING_EMAIL = 'no_pending_email';
export const PROGRAM_NOT_FOUND = 'program_not_found';
export const NAME_SCRIPT = 'name_script';
export const FACEBOOK_TOKEN_INVALID = 'facebook_token_invalid';
export const FACEBOOK_NOT_CONFIGURED = 'facebook_not_configured';
export const SSO_NOT_CONFIGURED = 'sso_not_configured';
export const CUSTOM_AUTH_INVALID = 'custom_auth_invalid';
export const CUSTOM_AUTH_EXPIRED = 'custom_auth_expired';
export const CUSTOM_AUTH_WRONG_AUDIENCE = 'custom_auth_wrong_audience';
export const CUSTOM_AUTH_NOT_CONFIGURED = 'custom_auth_not_configured';

/**
 * Errors of member calls that are not a catalogue code of their own (code 1000, `error` starts
 * with one).
 */
export const MEMBER_ERRORS = {
  notConfirmed: NOT_CONFIRMED,
  wrongCredentials: WRONG_CREDENTIALS,
  currentPasswordWrong: CURRENT_PASSWORD_WRONG,
  profileUpdateNotAllowed: PROFILE_UPDATE_NOT_ALLOWED,
  noPendingEmail: NO_PENDING_EMAIL,
  programNotFound: PROGRAM_NOT_FOUND,
  nameScript: NAME_SCRIPT,
} as const;

/** Why a social, single sign-on or custom auth sign-in was refused: the `error` of the envelope. */
export const SIGN_ON_ERRORS = {
  facebookTokenInvalid: FACEBOOK_TOKEN_INVALID,
  facebookNotConfigured: FACEBOOK_NOT_CONFIGURED,
  ssoStateInvalid: SSO_STATE_INVALID,
  ssoCodeInvalid: SSO_CODE_INVALID,
  ssoTokenInvalid: SSO_TOKEN_INVALID,
  ssoNotConfigured: SSO_NOT_CONFIGURED,
  customAuthInvalid: CUSTOM_AUTH_INVALID,
  customAuthExpired: CUSTOM_AUTH_EXPIRED,
  customAuthWrongAudience: CUSTOM_AUTH_WRONG_AUDIENCE,
  customAuthNotConfigured: CUSTOM_AUTH_NOT_CONFIGURED,
  emailTaken: EMAIL_TAKEN,
} as const;
