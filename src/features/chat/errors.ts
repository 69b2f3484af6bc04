// Which words a failed chat call is told in: the catalogue code and status pick the key under
// chat.errors (document 2 §8), so the message is always in the member's language.
import { ACCOUNT_CODES } from '../../../contract';
import { signIn } from '../../../contract/endpoints/sign-in';
import { personCheckAsked } from '../../lib/sign-in-form';
import { ApiCallError } from '../../lib/api/client';
import { isFailure } from '../../lib/api/is-failure';

export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** Sign-in: wrong credentials, locked (with the minutes to wait), not confirmed, network. */
/** Too many calls from here in a short while: the wait, when the answer said it. */
function tooMany(err: ApiCallError): Problem | null {
  return err.status === 429 ? { key: 'chat.errors.too_many', params: { seconds: err.retryAfter ?? 60 } } : null;
}

export function signInProblem(err: unknown): Problem {
  if (!(err instanceof ApiCallError)) return { key: 'chat.errors.generic' };
  if (err.isNetwork) return { key: 'chat.errors.network' };
  const wait = tooMany(err);
  if (wait) return wait;
  if (err.status === 401) return { key: 'chat.errors.wrong_credentials' };
  if (err.status === 423 || err.code === ACCOUNT_CODES.ACCOUNT_LOCKED.code) {
    // The API says how long the lock lasts in its message ("… in N minute(s)").
    const minutes = /(\d+)\s*minute/.exec(err.message)?.[1];
    return minutes ? { key: 'chat.errors.locked', params: { minutes: Number(minutes) } } : { key: 'chat.errors.locked_unknown' };
  }
  // The person check the account now needs (its failed sign-ins reached the ceiling).
  const asked = personCheckAsked(err);
  if (asked) return { key: `chat.errors.challenge_${asked}` };
  if (err.status === 400 && err.field === 'email') return { key: 'chat.errors.email_invalid' };
  if (isFailure(err, signIn.errors.notConfirmed)) return { key: 'chat.errors.not_confirmed' };
  return { key: 'chat.errors.generic' };
}

export function signUpProblem(err: unknown): Problem {
  if (!(err instanceof ApiCallError)) return { key: 'chat.errors.generic' };
  if (err.isNetwork) return { key: 'chat.errors.network' };
  const wait = tooMany(err);
  if (wait) return wait;
  if (err.code === ACCOUNT_CODES.PASSWORD_STRENGTH.code) return { key: 'chat.errors.password_rules' };
  if (err.code === ACCOUNT_CODES.EMAIL_INVALID.code || (err.status === 400 && err.field === 'email')) return { key: 'chat.errors.email_invalid' };
  return { key: 'chat.errors.generic' };
}

export function resetProblem(err: unknown): Problem {
  if (err instanceof ApiCallError && err.isNetwork) return { key: 'chat.errors.network' };
  const wait = err instanceof ApiCallError ? tooMany(err) : null;
  if (wait) return wait;
  if (err instanceof ApiCallError && err.code === ACCOUNT_CODES.EMAIL_ABSENT.code) return { key: 'chat.errors.no_such_member' };
  if (err instanceof ApiCallError && err.status === 400) return { key: 'chat.errors.email_invalid' };
  return { key: 'chat.errors.generic' };
}

export function confirmProblem(err: unknown): Problem {
  if (!(err instanceof ApiCallError)) return { key: 'chat.errors.generic' };
  if (err.isNetwork) return { key: 'chat.errors.network' };
  if (err.code === ACCOUNT_CODES.ALREADY_CONFIRMED.code) return { key: 'chat.errors.already_confirmed' };
  if (err.code === ACCOUNT_CODES.SIGN_UP_CONFIRMATION_EXPIRED.code) return { key: 'chat.errors.confirm_expired' };
  if (err.status === 404 || err.status === 400) return { key: 'chat.errors.confirm_invalid' };
  return { key: 'chat.errors.generic' };
}
