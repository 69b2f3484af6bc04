// LINE sign-in (document 1 §1, §2; document 2 §7.6 POST /liff/upsert, §7.7 memberships line): the
// member linked to a verified LINE user is signed in, or one is made (provider line, a social
// sign-in) once sign-up details are given, and the answer is our own member session: the LIFF
// access token dies when the LIFF app closes, ours does not.
import type { FastifyInstance } from 'fastify';
import { INVALID, LINE_ERRORS, type LineIdClaims, type LineSignInAnswer, type LineSignUpProfile } from '../../contract';
import type { Hotel } from '../db/hotels-repo';
import { createMemberSession, findMemberByEmail, findMemberById, insertProviderMember, toUser } from '../db/identity-repo';
import { findLineAccount, insertLineAccount, setLineChatbotUser, touchLineAccount } from '../db/line-repo';
import { saveChatbotLink } from '../db/chatbot-links-repo';
import type { LineRefusal } from '../line/verify';
import { ApiError, fail } from '../errors';
import { sendAddressConfirmation } from './member-links';

const MESSAGES: Record<LineRefusal, string> = {
  line_token_expired: 'The LINE sign-in has expired. Please open the page from LINE again.',
  line_token_wrong_channel: 'This LINE sign-in was made for another service and cannot be used here.',
  line_token_invalid: 'The LINE sign-in could not be verified.',
  line_state_invalid: 'This LINE sign-in was not started here or has expired. Please sign in with LINE again.',
  line_code_invalid: 'LINE did not accept this sign-in. Please sign in with LINE again.',
  line_not_configured: 'LINE sign-in is not available for this hotel.',
  line_email_taken: 'This e-mail address already has an account. Sign in with it, or use another address.',
};

export function lineRefused(reason: LineRefusal, status = 400): ApiError {
  const field = reason === LINE_ERRORS.emailTaken ? 'profile.email' : reason === LINE_ERRORS.stateInvalid ? 'line_state' : reason === LINE_ERRORS.codeInvalid ? 'line_code' : 'id_token';
  // The reason's code leads the message, so a client can pick its own words for it.
  return new ApiError(status, INVALID.code, status === 409 ? 'Conflict' : 'Bad Request', `${reason}: ${MESSAGES[reason]}`, field);
}

/** The hotel's LINE channel: its own setting, else the configured one. */
export function channelOf(hotel: Hotel, configured: string | undefined): string {
  const own = hotel.initExtras.line_channel_id;
  const channel = typeof own === 'string' && own ? own : configured;
  if (!channel) throw lineRefused(LINE_ERRORS.notConfigured);
  return channel;
}

/** LINE's one display name, split for the sign-up form's two fields (the member corrects it). */
function prefillOf(claims: LineIdClaims) {
  const parts = (claims.name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.slice(1).join(' ');
  return { first_name: first, last_name: last, email: claims.email ?? null };
}

export interface LineSignInOptions {
  channelId: string;
  profile?: LineSignUpProfile | undefined;
  chatbotUserId?: string | undefined;
}

export async function signInWithLine(app: FastifyInstance, hotel: Hotel, claims: LineIdClaims, options: LineSignInOptions): Promise<LineSignInAnswer> {
  const db = app.db;
  const linked = await findLineAccount(db, hotel.brand_id, claims.sub);
  let memberId: number;
  let status: 'signed_in' | 'created';
  if (linked) {
    memberId = linked.member_id;
    status = 'signed_in';
    await touchLineAccount(db, linked.id, claims.name ?? null);
  } else {
    if (!options.profile) return { data: { status: 'needs_profile', prefill: prefillOf(claims) }, meta: { reset_code: null } };
    const profile = options.profile;
    // An address that already has an account is never taken over by a LINE sign-in.
    if (await findMemberByEmail(db, hotel.brand_id, profile.email)) throw lineRefused(LINE_ERRORS.emailTaken, 409);
    const created = await db.transaction(async (tx) => {
      // LINE proved who this is: the member has no password, and the address is confirmed when
      // LINE vouched for that same address.
      const member = await insertProviderMember(
        tx,
        hotel.brand_id,
        { email: profile.email, firstName: profile.first_name, lastName: profile.last_name, locale: profile.locale ?? hotel.locale, provider: 'line' },
        claims.email,
      );
      await insertLineAccount(tx, { brandId: hotel.brand_id, channelId: options.channelId, lineUserId: claims.sub, memberId: member.id, displayName: claims.name ?? null, pictureUrl: claims.picture ?? null });
      return member;
    });
    memberId = created.id;
    if (!created.confirmed) await sendAddressConfirmation(app, hotel, created.id, profile.email, profile.locale ?? hotel.locale);
    status = 'created';
  }
  if (options.chatbotUserId) {
    await saveChatbotLink(db, hotel.brand_id, options.chatbotUserId, memberId, hotel.id);
    await setLineChatbotUser(db, hotel.brand_id, claims.sub, options.chatbotUserId);
  }
  const member = await findMemberById(db, memberId);
  if (!member) throw fail.unauthorized();
  const session = await createMemberSession(db, member.id, hotel.brand_id, hotel.id);
  return { data: { status, session: session.token, access_token: session.token, user: toUser(member, member.locale ?? 'en'), social: true as const }, meta: { reset_code: null } };
}
