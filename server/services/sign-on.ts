// Signing in without a password of ours (document 1 §1, §2 /sso/custom/callback; document 2 §7.2
// token exchange and brand custom auth, §7.7 facebook, open_id sign_in and the custom-code login):
// each identity at a provider is linked to one member of the brand; an address that already has
// an account is never taken over by another provider's sign-in.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { INVALID, SIGN_ON_ERRORS, type MemberProvider, type MemberSessionAnswer } from '../../contract';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { findMemberByEmail, insertProviderMember } from '../db/identity-repo';
import { customAuthSettingOf, findLinkedIdentity, linkIdentity, spendSsoState, touchIdentity, type ProviderIdentity } from '../db/sign-on-repo';
import { sha256 } from '../auth/crypto';
import { exchangeOidcCode, verifyOidcIdToken } from '../sso/oidc';
import { ApiError } from '../errors';
import { sendAddressConfirmation } from './member-links';
import { signedInAnswer } from './member-sessions';

type SignOnError = (typeof SIGN_ON_ERRORS)[keyof typeof SIGN_ON_ERRORS];

const MESSAGES: Record<SignOnError, string> = {
  facebook_token_invalid: 'The Facebook sign-in could not be verified. Please try again.',
  facebook_not_configured: 'Facebook sign-in is not available for this hotel.',
  sso_state_invalid: 'This sign-in was not started here or has expired. Please sign in again.',
  sso_code_invalid: 'The sign-in service did not accept this sign-in. Please sign in again.',
  sso_token_invalid: 'The sign-in could not be verified. Please sign in again.',
  sso_not_configured: 'Single sign-on is not available for this hotel.',
  custom_auth_invalid: 'The sign-in from the hotel site could not be verified.',
  custom_auth_expired: 'The sign-in from the hotel site has expired. Please sign in on the hotel site again.',
  custom_auth_wrong_audience: 'The sign-in from the hotel site was made for another site.',
  custom_auth_not_configured: 'Signing in from the hotel site is not available for this hotel.',
  email_taken: 'This e-mail address already has an account. Sign in with its password, or use another address.',
};

/** A refused sign-on: 400 (409 for an address taken), the reason leading the message. */
export function signOnRefused(reason: SignOnError, field?: string): ApiError {
  const status = reason === SIGN_ON_ERRORS.emailTaken ? 409 : 400;
  return new ApiError(status, INVALID.code, status === 409 ? 'Conflict' : 'Bad Request', `${reason}: ${MESSAGES[reason]}`, field);
}

export interface NewMember {
  email: string;
  firstName: string;
  lastName: string;
  locale?: string | undefined;
  /** The address the provider itself vouches for: a typed one other than it waits for its link. */
  verifiedEmail: string | null;
}

/** Names for a new member from what a provider said: its given and family names, else its one name split. */
export function namesOf(given: string | undefined, family: string | undefined, name: string | undefined, email: string): { firstName: string; lastName: string } {
  if (given?.trim() || family?.trim()) return { firstName: (given ?? '').trim().slice(0, 60), lastName: (family ?? '').trim().slice(0, 60) };
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length > 0) return { firstName: parts[0]!.slice(0, 60), lastName: parts.slice(1).join(' ').slice(0, 60) };
  return { firstName: email.slice(0, email.indexOf('@')).slice(0, 60), lastName: '' };
}

/**
 * The member linked to the identity, or a new one made from `create` (its address confirmed when
 * the provider vouched for it, else mailed a confirmation link); null when none is linked and
 * nothing to create from was given.
 */
export async function linkedMember(app: FastifyInstance, hotel: Hotel, identity: ProviderIdentity, memberProvider: MemberProvider, create: NewMember | null): Promise<number | null> {
  const db = app.db;
  const linked = await findLinkedIdentity(db, hotel.brand_id, identity);
  if (linked) {
    await touchIdentity(db, linked.id);
    return linked.member_id;
  }
  if (!create) return null;
  if (await findMemberByEmail(db, hotel.brand_id, create.email)) throw signOnRefused(SIGN_ON_ERRORS.emailTaken, 'email');
  const locale = create.locale ?? hotel.locale;
  const member = await db.transaction(async (tx) => {
    // The provider proved who this is: the member has no password.
    const made = await insertProviderMember(tx, hotel.brand_id, { email: create.email, firstName: create.firstName, lastName: create.lastName, locale, provider: memberProvider }, create.verifiedEmail);
    await linkIdentity(tx, hotel.brand_id, identity, made.id);
    return made;
  });
  if (!member.confirmed) await sendAddressConfirmation(app, hotel, member.id, create.email, locale);
  return member.id;
}

export const EmailSchema = z.email().check(z.maxLength(254));

/** Single sign-on: the state must be ours, this hotel's, unused and fresh; the code is exchanged here. */
export async function signInWithOpenId(app: FastifyInstance, hotel: Hotel, code: string, state: string): Promise<MemberSessionAnswer> {
  const won = await spendSsoState(app.db, sha256(state));
  if (!won || won.hotel_id !== hotel.id) throw signOnRefused(SIGN_ON_ERRORS.ssoStateInvalid, 'state');
  const idToken = await exchangeOidcCode(app.config, app.db, code);
  if (!idToken) throw signOnRefused(SIGN_ON_ERRORS.ssoCodeInvalid, 'code');
  const claims = await verifyOidcIdToken(app.config, idToken, won.nonce);
  if (!claims) throw signOnRefused(SIGN_ON_ERRORS.ssoTokenInvalid, 'code');
  const email = claims.email && claims.email_verified !== false && EmailSchema.safeParse(claims.email).success ? claims.email : null;
  // The identity provider vouches for the address it names.
  const create = email ? { email, ...namesOf(claims.given_name, claims.family_name, claims.name, email), locale: undefined, verifiedEmail: email } : null;
  const memberId = await linkedMember(app, hotel, { provider: 'open_id', issuer: claims.iss, subject: claims.sub }, 'custom', create);
  // A first sign-on needs an address to make the member with.
  if (memberId === null) throw signOnRefused(SIGN_ON_ERRORS.ssoTokenInvalid, 'code');
  return signedInAnswer(app.db, memberId, hotel);
}

const CustomAuthSettingSchema = z.object({ secret: z.string().check(z.minLength(16)), issuer: z.optional(z.string()) });
export type CustomAuthSetting = z.infer<typeof CustomAuthSettingSchema>;

/** The brand's secret (and issuer) for its own sign-in; null when it has none. */
export async function brandSecret(db: Queryable, hotel: Hotel): Promise<CustomAuthSetting | null> {
  const parsed = CustomAuthSettingSchema.safeParse(await customAuthSettingOf(db, hotel.brand_id));
  return parsed.success ? parsed.data : null;
}
