// The links members are mailed (document 2 §7.7): one-use tokens for confirming an address,
// resetting a password or changing the address, the widget page each opens on, and the
// confirmation a provider's sign-up sends when the provider did not vouch for the address.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { randomToken, sha256 } from '../auth/crypto';
import { sendMemberMail } from '../mail/member-mail';

/** How long a confirmation link (sign-up, address change) is good. */
export const CONFIRM_HOURS = 24;

/** What a sign-up chose, kept with its confirmation link when the address already waits for one. */
export interface SignUpDetails {
  password_hash: string;
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  locale: string;
  profile: Record<string, unknown>;
  program_id: number | null;
  rank_id: number | null;
}

export async function issueMemberToken(
  db: Queryable,
  memberId: number,
  kind: 'confirm' | 'reset_password' | 'email_update',
  ttlMinutes: number,
  extra: { redirectUrl?: string | undefined; newEmail?: string; chatbotUserId?: string | null | undefined; signUp?: SignUpDetails; contested?: boolean } = {},
): Promise<string> {
  const token = randomToken(32);
  await db.query('insert into member_tokens (token_hash, member_id, kind, redirect_url, new_email, expires_at, chatbot_user_id, sign_up, contested) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)', [
    sha256(token),
    memberId,
    kind,
    extra.redirectUrl ?? null,
    extra.newEmail ?? null,
    new Date(Date.now() + ttlMinutes * 60_000).toISOString(),
    extra.chatbotUserId ?? null,
    extra.signUp ? JSON.stringify(extra.signUp) : null,
    extra.contested ?? false,
  ]);
  return token;
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
