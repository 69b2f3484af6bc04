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

// The names the sign-in screens' calls give in `error` where the code (1000) does not say (the rest,
// and MEMBER_ERRORS, SIGN_ON_ERRORS: member-errors.ts).
export const NOT_CONFIRMED = 'not_confirmed';
export const WRONG_CREDENTIALS = 'wrong_credentials';
export const SSO_STATE_INVALID = 'sso_state_invalid';
export const SSO_CODE_INVALID = 'sso_code_invalid';
export const SSO_TOKEN_INVALID = 'sso_token_invalid';
export const EMAIL_TAKEN = 'email_taken';

/** A mail was sent, or not, as the address calls for: the answer says the same either way. */
export const SentAnswerSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

