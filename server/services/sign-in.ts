// Signing in with the address and password (document 2 §7.7 sign_in), and the sign-in ceiling:
// failed sign-ins are counted per account, whatever address, client session or screen they come
// from (an address without an account is counted the same, so the answers say nothing of who is a
// member). Once SIGN_IN_CEILING.failures have failed within the last SIGN_IN_CEILING.windowMinutes,
// the account is guarded: at a hotel that asks for a person check (`turnstile_verification_enabled`),
// a sign-in must carry a passed check's token (refused without one: `challenge_required`, or with a
// bad or spent one: `challenge_failed`), and with it the right password signs in; anyone guessing
// must pass a check for every further guess, while the member passes one and is in. Elsewhere the
// account is refused for the rest of the window (1301 with Retry-After), even with the right
// password. A success forgets the account's failures, and so does a password reset, so the mailed
// link always lets the member back in.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_CODES, INVALID, MEMBER_ERRORS, SIGN_IN_CHALLENGE_ERRORS, type MemberSessionAnswer } from '../../contract';
import type { Hotel } from '../db/hotels-repo';
import { findMemberByEmail } from '../db/identity-repo';
import { signInSecretOf } from '../db/member-accounts-repo';
import { forgetSignInFailures, recentSignInFailures, recordSignInFailure } from '../db/sign-in-failures-repo';
import { SIGN_IN_CEILING, signInGuard } from '../domain/sign-in-ceiling';

export { SIGN_IN_CEILING };
import { verifyPassword } from '../auth/crypto';
import { verifyChallengeToken } from '../auth/turnstile';
import { ApiError } from '../errors';
import { signInAccount } from './member-checks';
import { signedInAnswer } from './member-sessions';

/** Spent on an unknown address, so timing tells nothing about which addresses have accounts. */
const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export interface PasswordSignIn {
  email: string;
  password: string;
  turnstile_token?: string | undefined;
}

export async function passwordSignIn(app: FastifyInstance, reply: FastifyReply, hotel: Hotel, body: PasswordSignIn, remoteIp: string): Promise<MemberSessionAnswer> {
  const db = app.db;
  const account = signInAccount(hotel.brand_id, body.email);
  const wrong = () => new ApiError(401, INVALID.code, 'Unauthorized', `${MEMBER_ERRORS.wrongCredentials}: The e-mail address or the password is not right.`);
  const failed = async () => {
    await recordSignInFailure(db, account, SIGN_IN_CEILING.windowMinutes);
    return wrong();
  };
  // Past the ceiling, before any password is tried.
  const { failures, now } = await recentSignInFailures(db, account, SIGN_IN_CEILING.windowMinutes);
  const guard = signInGuard(failures, now, hotel.settings.turnstile_verification_enabled);
  if (guard.kind === 'wait') {
    reply.header('retry-after', String(guard.seconds));
    throw new ApiError(423, ACCOUNT_CODES.ACCOUNT_LOCKED.code, 'Locked', `Too many failed sign-ins. Please try again in ${Math.ceil(guard.seconds / 60)} minute(s).`);
  }
  if (guard.kind === 'challenge') {
    if (!body.turnstile_token) {
      throw new ApiError(403, INVALID.code, 'Forbidden', `${SIGN_IN_CHALLENGE_ERRORS.required}: Too many failed sign-ins. Please confirm you are a person and sign in again.`, 'turnstile_token');
    }
    if (!(await verifyChallengeToken(app.config, db, body.turnstile_token, remoteIp))) {
      throw new ApiError(403, INVALID.code, 'Forbidden', `${SIGN_IN_CHALLENGE_ERRORS.failed}: The check has expired or did not pass. Please confirm you are a person again.`, 'turnstile_token');
    }
  }
  const member = await findMemberByEmail(db, hotel.brand_id, body.email);
  if (!member) {
    await verifyPassword(body.password, DUMMY_HASH);
    throw await failed();
  }
  const secret = await signInSecretOf(db, member.id);
  if (!secret?.password_hash) {
    await verifyPassword(body.password, DUMMY_HASH);
    // An account the hotel made for the guest has no password until they set one by a reset.
    if (!secret?.provider) throw new ApiError(403, ACCOUNT_CODES.REGISTERED_BY_FACILITY.code, 'Forbidden', 'This account was registered by the hotel. Please set a password with "Forgot your password?".');
    throw await failed();
  }
  if (!(await verifyPassword(body.password, secret.password_hash))) throw await failed();
  if (!secret.confirmed_at) throw new ApiError(403, INVALID.code, 'Forbidden', MEMBER_ERRORS.notConfirmed);
  await forgetSignInFailures(db, account);
  // A new session on every sign-in: a session id known before it is never the signed-in one.
  return signedInAnswer(db, member.id, hotel);
}
