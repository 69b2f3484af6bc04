// The checks member calls share (document 1 §5; document 2 §8): addresses that can receive mail,
// strong passwords not used before, names in the letters of the member's language, the current
// password of a signed-in member; and the account failed sign-ins are counted against.
import { ACCOUNT_CODES, INVALID, MEMBER_ERRORS, nameProblem, passwordProblems } from '../../contract';
import type { Queryable } from '../db/db';
import { recentPasswordHashes, signInSecretOf } from '../db/member-accounts-repo';
import { forgetSignInFailures } from '../db/sign-in-failures-repo';
import { sha256, verifyPassword } from '../auth/crypto';
import { ApiError, fail } from '../errors';

/** How many earlier passwords may not come back (besides the current one). */
const PASSWORD_HISTORY = 5;

/** Addresses that can never receive mail (the reserved .invalid and .localhost names, or no domain dot). */
export function checkReceivable(email: string, field = 'email'): void {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain.includes('.') || domain.endsWith('.invalid') || domain.endsWith('.localhost')) {
    throw new ApiError(400, ACCOUNT_CODES.EMAIL_INVALID.code, 'Bad Request', 'This e-mail address cannot receive mail.', field);
  }
}

export function checkPassword(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new ApiError(400, ACCOUNT_CODES.PASSWORD_STRENGTH.code, 'Bad Request', problems.join(','), 'password');
}

export function checkNames(names: Record<string, string | null | undefined>, locale: string): void {
  for (const [field, value] of Object.entries(names)) {
    if (value && nameProblem(value, locale)) throw fail.badRequest(`${MEMBER_ERRORS.nameScript}: ${field} must be written in letters of the chosen language`, field);
  }
}

/** 1302 when the password is the current one or one of the last five. */
export async function checkNotReused(db: Queryable, memberId: number, password: string): Promise<void> {
  for (const hash of await recentPasswordHashes(db, memberId, PASSWORD_HISTORY)) {
    if (await verifyPassword(password, hash)) throw new ApiError(400, ACCOUNT_CODES.PASSWORD_ALREADY_USED.code, 'Bad Request', 'This password was used before. Please choose another.', 'password');
  }
}

/** Checks a signed-in member's current password (400, never 401: a typo must not sign them out). */
export async function checkCurrentPassword(db: Queryable, memberId: number, given: string | undefined): Promise<void> {
  const current = (await signInSecretOf(db, memberId))?.password_hash;
  if (!current) return;
  if (!given || !(await verifyPassword(given, current))) {
    throw new ApiError(400, INVALID.code, 'Bad Request', `${MEMBER_ERRORS.currentPasswordWrong}: the current password is not right`, 'current_password');
  }
}

/** The account a sign-in names: the brand and the address as typed, in any case (a digest: no address is kept). */
export function signInAccount(brandId: number, email: string): string {
  return sha256(`${brandId}:${email.trim().toLowerCase()}`);
}

/** Forgets the failed sign-ins of an address (a password reset, an account deleted). */
export async function forgetSignInFailuresOf(db: Queryable, brandId: number, email: string): Promise<void> {
  await forgetSignInFailures(db, signInAccount(brandId, email));
}
