// Which words a failed member call is told in (document 2 §8): the catalogue code picks the key
// under members.errors, so the message is in the member's language, and where there is something
// to do about it (ask for a new link, sign in, reset the password) the problem names that step.
import { ACCOUNT_CODES } from '../../../contract';
import type { ErrorCase } from '../../../contract/endpoint';
import { customAuthSignIn, facebookSignIn, openIdSignIn, resendConfirmEmail, signUp, updateMember, updateMemberEmail } from '../../../contract/endpoints/membership';
import { signIn } from '../../../contract/endpoints/sign-in';
import { ApiCallError } from '../../lib/api/client';
import { isFailure } from '../../lib/api/is-failure';

/** A next step a message offers, as a link to another member screen. */
export type ProblemAction = 'resend' | 'sign_in' | 'forgot' | 'sign_up';

export interface Problem {
  key: string;
  params?: Record<string, string | number>;
  action?: ProblemAction;
  /** The form field the problem is about, when the API named one the form has. */
  field?: string;
}

/** Where a call was made: the same status means different things on different screens. */
export type ProblemContext = 'sign_in' | 'sign_up' | 'confirm' | 'reset_start' | 'reset' | 'resend' | 'profile' | 'email' | 'password' | 'delete' | 'sign_on';

const BY_CODE: Record<number, Problem> = {
  [ACCOUNT_CODES.PASSWORD_STRENGTH.code]: { key: 'members.errors.password_strength', field: 'password' },
  [ACCOUNT_CODES.PASSWORD_ALREADY_USED.code]: { key: 'members.errors.password_used', field: 'password' },
  [ACCOUNT_CODES.SESSION_EXPIRED.code]: { key: 'members.errors.session_expired', action: 'sign_in' },
  [ACCOUNT_CODES.SIGN_UP_CONFIRMATION_EXPIRED.code]: { key: 'members.errors.confirm_expired', action: 'resend' },
  [ACCOUNT_CODES.ALREADY_CONFIRMED.code]: { key: 'members.errors.already_confirmed', action: 'sign_in' },
  [ACCOUNT_CODES.REGISTERED_BY_FACILITY.code]: { key: 'members.errors.registered_by_facility', action: 'forgot' },
  [ACCOUNT_CODES.SESSION_TOKEN_NOT_FOUND.code]: { key: 'members.errors.token_not_found', action: 'sign_in' },
  [ACCOUNT_CODES.BRAND_MISMATCH.code]: { key: 'members.errors.brand_mismatch', action: 'sign_in' },
  [ACCOUNT_CODES.ONE_TIME_TOKEN_SPENT.code]: { key: 'members.errors.token_spent', action: 'sign_in' },
  [ACCOUNT_CODES.EMAIL_INVALID.code]: { key: 'members.errors.email_undeliverable', field: 'email' },
};

/** The member calls' named refusals, each in its words (the same case on any call that gives it). */
const NAMED: readonly (readonly [ErrorCase, Problem])[] = [
  [signIn.errors.notConfirmed, { key: 'members.errors.not_confirmed', action: 'resend' }],
  [signIn.errors.wrongCredentials, { key: 'members.errors.wrong_credentials' }],
  [updateMemberEmail.errors.currentPasswordWrong, { key: 'members.errors.current_password_wrong', field: 'current_password' }],
  [updateMember.errors.profileUpdateNotAllowed, { key: 'members.errors.profile_update_not_allowed' }],
  [resendConfirmEmail.errors.noPendingEmail, { key: 'members.errors.no_pending_email' }],
  [signUp.errors.nameScript, { key: 'members.errors.name_script' }],
  [signIn.errors.challengeRequired, { key: 'members.errors.challenge_required' }],
  [signIn.errors.challengeFailed, { key: 'members.errors.challenge_failed' }],
  [facebookSignIn.errors.facebookTokenInvalid, { key: 'members.errors.social_failed' }],
  [facebookSignIn.errors.facebookNotConfigured, { key: 'members.errors.provider_unavailable' }],
  [openIdSignIn.errors.ssoStateInvalid, { key: 'members.errors.sso_state_invalid' }],
  [openIdSignIn.errors.ssoCodeInvalid, { key: 'members.errors.sso_failed' }],
  [openIdSignIn.errors.ssoTokenInvalid, { key: 'members.errors.sso_failed' }],
  [customAuthSignIn.errors.customAuthInvalid, { key: 'members.errors.sso_failed' }],
  [customAuthSignIn.errors.customAuthExpired, { key: 'members.errors.sso_failed' }],
  [customAuthSignIn.errors.customAuthWrongAudience, { key: 'members.errors.sso_failed' }],
  [customAuthSignIn.errors.customAuthNotConfigured, { key: 'members.errors.provider_unavailable' }],
  [openIdSignIn.errors.emailTaken, { key: 'members.errors.email_taken', action: 'sign_in' }],
];


/** Field problems the API names with the same keys the forms use. */
const FIELD_KEYS = ['email_invalid', 'kana_only', 'phone_digits', 'postcode_format', 'tw_receipt_id', 'name_script', 'required', 'too_long', 'country_code'] as const;

export function memberProblem(err: unknown, context: ProblemContext): Problem {
  if (!(err instanceof ApiCallError)) return { key: 'members.errors.generic' };
  if (err.isNetwork) return { key: 'members.errors.network' };
  // Too many calls from here in a short while: the wait, when the answer said it.
  if (err.status === 429) return { key: 'members.errors.too_many', params: { seconds: err.retryAfter ?? 60 } };
  if (err.code === ACCOUNT_CODES.ACCOUNT_LOCKED.code || err.status === 423) {
    // The API says how long the lock lasts ("… in N minute(s)").
    const minutes = /(\d+)\s*minute/.exec(err.message)?.[1];
    return minutes ? { key: 'members.errors.locked', params: { minutes: Number(minutes) } } : { key: 'members.errors.locked_unknown' };
  }
  if (err.code === ACCOUNT_CODES.EMAIL_ABSENT.code) {
    // "No matching user on password reset" and "unregistered e-mail on resend" (document 2 §8).
    return context === 'resend'
      ? { key: 'members.errors.resend_unregistered', field: 'email', action: 'sign_up' }
      : { key: 'members.errors.email_absent', field: 'email', action: 'sign_up' };
  }
  if (err.code !== undefined && BY_CODE[err.code]) {
    const p = BY_CODE[err.code]!;
    // A session that ends mid-form: the form stays; the message says to sign in again.
    return err.field && !p.field ? { ...p, field: err.field } : p;
  }
  const named = NAMED.find(([c]) => isFailure(err, c));
  if (named) return named[1];
  if (err.code === ACCOUNT_CODES.EXPIRED.code || err.code === ACCOUNT_CODES.LINK_EXPIRED.code) {
    return context === 'reset' ? { key: 'members.errors.reset_link_expired', action: 'forgot' } : { key: 'members.errors.link_expired' };
  }
  if (err.status === 401) {
    if (context === 'sign_in') return { key: 'members.errors.wrong_credentials' };
    if (context === 'sign_on') return { key: 'members.errors.sso_failed' };
    if (context === 'email' || context === 'delete' || context === 'password') return { key: 'members.errors.current_password_wrong', field: 'current_password' };
    return { key: 'members.errors.session_expired', action: 'sign_in' };
  }
  if (err.status === 404 && context === 'confirm') return { key: 'members.errors.confirm_invalid', action: 'resend' };
  if (err.status === 403 && context === 'profile') return { key: 'members.errors.profile_update_not_allowed' };
  if (err.status === 429) return { key: 'members.errors.too_many' };
  if (err.status === 400 && err.field) {
    // "<field> <message key>": the same words the form itself would use for that field.
    const said = err.message.startsWith(`${err.field} `) ? err.message.slice(err.field.length + 1) : err.message;
    const known = (FIELD_KEYS as readonly string[]).includes(said) ? said : 'check_field';
    return { key: `members.errors.${known}`, field: err.field };
  }
  return { key: 'members.errors.generic' };
}
