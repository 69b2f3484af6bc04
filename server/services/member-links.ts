// The links members are mailed (document 2 §7.7): one-use tokens for confirming an address,
// resetting a password or changing the address, the widget page each opens on, and the
// confirmation a provider's sign-up sends when the provider did not vouch for the address.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { insertMemberToken, type MemberTokenKind, type SignUpDetails } from '../db/member-tokens-repo';
import { randomToken, sha256 } from '../auth/crypto';
import { sendMemberMail } from '../mail/member-mail';

export type { SignUpDetails };

/** How long a confirmation link (sign-up, address change) is good. */
export const CONFIRM_HOURS = 24;
/** How long a password reset link is good. */
export const RESET_MINUTES = 60;
/** The chat's sign-up done page (document 1 §2), where a sign-up started in the chat is confirmed. */
export const CHAT_SIGN_UP_DONE = '/chat-sign-up-done';

export async function issueMemberToken(
  db: Queryable,
  memberId: number,
  kind: MemberTokenKind,
  ttlMinutes: number,
  extra: { redirectUrl?: string | undefined; newEmail?: string; chatbotUserId?: string | null | undefined; signUp?: SignUpDetails; contested?: boolean } = {},
): Promise<string> {
  const token = randomToken(32);
  await insertMemberToken(db, {
    tokenHash: sha256(token),
    memberId,
    kind,
    redirectUrl: extra.redirectUrl ?? null,
    newEmail: extra.newEmail ?? null,
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    chatbotUserId: extra.chatbotUserId ?? null,
    signUp: extra.signUp ?? null,
    contested: extra.contested ?? false,
  });
  return token;
}

/**
 * A sign-up's confirmation link, mailed. A sign-up started in the chat confirms on the chat's own
 * done page; every other one on the member confirmation page.
 */
export async function sendConfirmation(
  app: FastifyInstance,
  hotel: Hotel,
  member: { id: number; email: string; locale: string },
  link: { redirectUrl: string | undefined; programId?: number | undefined; chatbotUserId?: string | null | undefined; signUp?: SignUpDetails | undefined; contested?: boolean },
): Promise<void> {
  const token = await issueMemberToken(app.db, member.id, 'confirm', CONFIRM_HOURS * 60, {
    redirectUrl: link.redirectUrl,
    chatbotUserId: link.chatbotUserId,
    ...(link.signUp ? { signUp: link.signUp } : {}),
    ...(link.contested !== undefined ? { contested: link.contested } : {}),
  });
  const page = link.redirectUrl === CHAT_SIGN_UP_DONE ? CHAT_SIGN_UP_DONE : '/member-confirmation';
  await sendMemberMail(app.db, member.email, member.locale, 'confirm', widgetLink(app, hotel, page, { confirmation_token: token, ...(link.programId ? { program_id: String(link.programId) } : {}) }));
}

/** A link to choose a new password, mailed. */
export async function sendPasswordReset(app: FastifyInstance, hotel: Hotel, member: { id: number; email: string; locale: string }): Promise<void> {
  const token = await issueMemberToken(app.db, member.id, 'reset_password', RESET_MINUTES);
  await sendMemberMail(app.db, member.email, member.locale, 'reset', widgetLink(app, hotel, '/change-password', { reset_password_token: token }));
}

/** The link of an address change, mailed to the new address. */
export async function sendEmailChange(app: FastifyInstance, hotel: Hotel, memberId: number, newEmail: string, locale: string, ttlHours: number): Promise<void> {
  const token = await issueMemberToken(app.db, memberId, 'email_update', ttlHours * 60, { newEmail });
  await sendMemberMail(app.db, newEmail, locale, 'email_change', widgetLink(app, hotel, '/member-confirmation', { confirmation_token: token, email_update: 'true' }));
}

/**
 * A member a sign-in provider made, whose typed address the provider did not vouch for: the
 * address gets its confirmation link (the account works through the provider meanwhile).
 */
export async function sendAddressConfirmation(app: FastifyInstance, hotel: Hotel, memberId: number, email: string, locale: string): Promise<void> {
  const token = await issueMemberToken(app.db, memberId, 'confirm', CONFIRM_HOURS * 60);
  await sendMemberMail(app.db, email, locale, 'confirm', widgetLink(app, hotel, '/member-confirmation', { confirmation_token: token }));
}

export function widgetLink(app: FastifyInstance, hotel: Hotel, path: string, params: Record<string, string>): string {
  return `${app.config.publicWidgetUrl}${path}?${new URLSearchParams({ code: hotel.code, ...params })}`;
}
