// Signing in (document 2 §7.7; document 1 §3 "Member", §4 "Login/logout", §5 password rules): what
// the sign-in screens read, and the names the refusals of member calls lead with. The other
// members' answers are in ./member-answers.ts, the requests in ./membership-requests.ts.
import * as z from 'zod/mini';
import { UserSchema } from './identity';

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit (document 1 §5). */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('password_too_short');
  if (!/[A-Z]/.test(password)) problems.push('password_needs_upper');
  if (!/[a-z]/.test(password)) problems.push('password_needs_lower');
  if (!/[0-9]/.test(password)) problems.push('password_needs_digit');
  return problems;
}

/** Login response: session, user, access_token, meta.reset_code (document 1 §3). */
export const SignInAnswerSchema = z.object({
  data: z.object({
    session: z.string(),
    access_token: z.string(),
    user: UserSchema,
    /** For POST /user/token_exchange: a new session later without the password (rotates on use). */
    refresh_token: z.optional(z.string()),
    /** A social (facebook, line) sign-in. */
    social: z.optional(z.boolean()),
  }),
  meta: z.object({ reset_code: z.nullable(z.number()) }),
});

/**
 * Errors of member calls that are not a catalogue code of their own (code 1000, `error` starts
 * with one).
 */
// Each name on its own too, so a call's error case carries only the name it gives.
export const NOT_CONFIRMED = 'not_confirmed';
export const WRONG_CREDENTIALS = 'wrong_credentials';
export const CURRENT_PASSWORD_WRONG = 'current_password_wrong';
export const PROFILE_UPDATE_NOT_ALLOWED = 'profile_update_not_allowed';
export const NO_PENDING_EMAIL = 'no_pending_email';
export const PROGRAM_NOT_FOUND = 'program_not_found';
export const NAME_SCRIPT = 'name_script';
export const MEMBER_ERRORS = {
  notConfirmed: NOT_CONFIRMED,
  wrongCredentials: WRONG_CREDENTIALS,
  currentPasswordWrong: CURRENT_PASSWORD_WRONG,
  profileUpdateNotAllowed: PROFILE_UPDATE_NOT_ALLOWED,
  noPendingEmail: NO_PENDING_EMAIL,
  programNotFound: PROGRAM_NOT_FOUND,
  nameScript: NAME_SCRIPT,
} as const;

/** A mail was sent, or not, as the address calls for: the answer says the same either way. */
export const SentAnswerSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

/** Why a social, single sign-on or custom auth sign-in was refused: the `error` of the envelope. */
// Each name on its own too, so a call's error case carries only the name it gives.
export const FACEBOOK_TOKEN_INVALID = 'facebook_token_invalid';
export const FACEBOOK_NOT_CONFIGURED = 'facebook_not_configured';
export const SSO_STATE_INVALID = 'sso_state_invalid';
export const SSO_CODE_INVALID = 'sso_code_invalid';
export const SSO_TOKEN_INVALID = 'sso_token_invalid';
export const SSO_NOT_CONFIGURED = 'sso_not_configured';
export const CUSTOM_AUTH_INVALID = 'custom_auth_invalid';
export const CUSTOM_AUTH_EXPIRED = 'custom_auth_expired';
export const CUSTOM_AUTH_WRONG_AUDIENCE = 'custom_auth_wrong_audience';
export const CUSTOM_AUTH_NOT_CONFIGURED = 'custom_auth_not_configured';
export const EMAIL_TAKEN = 'email_taken';
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
