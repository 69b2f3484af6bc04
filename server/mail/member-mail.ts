// Mails to members (sign-up confirmation, password reset, e-mail change, deletion) in the member's
// language (en, ja, ko, zh_Hans, zh_Hant, id, th, ar; others read English), in the words of the
// `api_member_mail` namespace of the locale files (server/i18n.ts). Every one goes through the outbox.
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';
import { CATALOGUE } from '../../contract';
import { escapeHtml, langAttributes } from '../html';
import { translator } from '../i18n';
import { sendMail } from './mailer';

export type MemberMailKind = 'confirm' | 'exists' | 'reset' | 'email_change' | 'email_change_notice' | 'email_taken' | 'deleted';

/** Sends a member mail with its link; an address that cannot receive mail is answered with 3704. */
export async function sendMemberMail(db: Queryable, to: string, locale: string | null | undefined, kind: MemberMailKind, url: string): Promise<void> {
  const t = translator(locale, 'api_member_mail');
  const text = t(`${kind}.text`);
  try {
    await sendMail(db, { to, subject: t(`${kind}.subject`), html: `<div ${langAttributes(t.locale)}><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p></div>`, text: `${text}\n${url}` });
  } catch (err) {
    // Nodemailer refuses an envelope it cannot address; anything else is not the address's fault.
    if ((err as { code?: unknown }).code !== 'EENVELOPE') throw err;
    throw new ApiError(400, CATALOGUE.EMAIL_INVALID.code, 'Bad Request', 'This e-mail address cannot receive mail.', 'email');
  }
}
