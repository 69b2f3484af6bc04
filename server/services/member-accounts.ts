// What changes a member's account in one go (document 2 §7.7; document 1 §4 "Sign-up", "a changed
// email is pending verification until confirmed"): opening a mailed link, a new password, the
// account's deletion.
import type { Db } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { membershipNumber } from '../db/identity-repo';
import {
  addPasswordHistory,
  addressOfAnother,
  applySignUpDetails,
  changeEmail,
  clearPassword,
  eraseMember,
  markConfirmed,
  setPassword,
} from '../db/member-accounts-repo';
import { spendMemberToken, spendOpenTokensOf, type MailedLink } from '../db/member-tokens-repo';
import { endMemberSessions } from '../db/member-sessions-repo';
import { saveChatbotLink } from '../db/chatbot-links-repo';
import { ACCOUNT_CODES } from '../../contract';
import { ApiError, fail } from '../errors';
import { forgetSignInFailuresOf } from './member-checks';

const alreadyConfirmed = (what: 'address' | 'account') => new ApiError(400, ACCOUNT_CODES.ALREADY_CONFIRMED.code, 'Bad Request', `This ${what} is already confirmed.`);
/** A reset link that has expired, was used, or is not of this hotel. */
export const expiredResetLink = () => new ApiError(400, ACCOUNT_CODES.EXPIRED.code, 'Bad Request', 'This link has expired. Please ask for a new one.', 'reset_password_token');

/** A changed address's link opened: the address is the account's, unless another account took it meanwhile. */
export async function confirmEmailChangeByLink(db: Db, link: MailedLink, tokenHash: string): Promise<string> {
  const email = link.new_email!;
  await db.transaction(async (tx) => {
    if (!(await spendMemberToken(tx, tokenHash))) throw alreadyConfirmed('address');
    if (await addressOfAnother(tx, link.brand_id, email, link.member_id)) throw fail.notFound('This confirmation link is not valid.');
    await changeEmail(tx, link.member_id, email);
    await spendOpenTokensOf(tx, link.member_id, 'email_update');
  });
  return email;
}

/**
 * A sign-up's link opened: the account is confirmed, and this link and every other sign-up's link
 * for the address are spent. A later sign-up's own details come with its link; when two sign-ups
 * waited (contested), neither password is kept. A sign-up started in a chat links its chatbot
 * user, unless contested (no chat gets an account it may not own).
 */
export async function confirmSignUpByLink(db: Db, hotel: Hotel, link: MailedLink, tokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await spendMemberToken(tx, tokenHash))) throw alreadyConfirmed('account');
    await spendOpenTokensOf(tx, link.member_id, 'confirm');
    if (link.contested) {
      // The address's owner chooses a password through the link mailed after.
      await clearPassword(tx, link.member_id);
    } else if (link.sign_up) {
      await applySignUpDetails(tx, link.member_id, link.sign_up);
      await addPasswordHistory(tx, link.member_id, link.sign_up.password_hash);
    }
    await markConfirmed(tx, link.member_id, membershipNumber(link.member_id));
    if (link.chatbot_user_id && !link.contested) await saveChatbotLink(tx, hotel.brand_id, link.chatbot_user_id, link.member_id, hotel.id);
  });
}

/** A signed-in member's new password: everywhere else the old one was used is signed out; `keep` (this session's chain) stays. */
export async function changePassword(db: Db, memberId: number, passwordHash: string, keep: string): Promise<void> {
  await db.transaction(async (tx) => {
    await setPassword(tx, memberId, passwordHash, false);
    await addPasswordHistory(tx, memberId, passwordHash);
    await endMemberSessions(tx, memberId, keep);
  });
}

/**
 * A reset link's new password. The link reached the address: an account the hotel registered is
 * confirmed by it too. Every session signed in with the old password ends, and the account's
 * failed sign-ins are forgotten.
 */
export async function completePasswordReset(db: Db, hotel: Hotel, reset: { member_id: number; email: string }, tokenHash: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await spendMemberToken(tx, tokenHash))) throw expiredResetLink();
    await setPassword(tx, reset.member_id, passwordHash, true);
    await addPasswordHistory(tx, reset.member_id, passwordHash);
    await endMemberSessions(tx, reset.member_id);
    await forgetSignInFailuresOf(tx, hotel.brand_id, reset.email);
  });
}

/** Account deletion: every session ends, personal details are erased, the address is free again. */
export async function deleteAccount(db: Db, hotel: Hotel, member: { id: number; email: string }, reason: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await endMemberSessions(tx, member.id);
    await eraseMember(tx, member.id, reason);
    await forgetSignInFailuresOf(tx, hotel.brand_id, member.email);
  });
}
