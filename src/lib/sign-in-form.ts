// The sign-in form's rules, on their own: the chat's sign-in page loads them without the sign-up
// rules (which need the contract's name and booking rules).
import * as z from 'zod/mini';
import { signIn } from '../../contract/endpoints/sign-in';
import { isFailure } from './api/is-failure';

/** A password typed to prove who one is, or a new one typed again: anything but blank. */
export const typedPasswordField = z.string().check(z.minLength(1, 'required'));

/** The sign-in form: an address and the password, each only checked for being there. */
export interface SignInFormValues {
  email: string;
  password: string;
}
export const signInFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email_invalid')),
  password: typedPasswordField,
});

/**
 * Whether a failed sign-in asks for the person check (the account's failed sign-ins reached the
 * ceiling at a hotel that asks for one): `required` when no token came, `failed` when it was not good.
 */
export function personCheckAsked(err: unknown): 'required' | 'failed' | null {
  if (isFailure(err, signIn.errors.challengeRequired)) return 'required';
  if (isFailure(err, signIn.errors.challengeFailed)) return 'failed';
  return null;
}
