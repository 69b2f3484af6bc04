// Mail goes through nodemailer. Sending a mail writes it to the outbox table, in the caller's
// transaction: it leaves with the change it tells of, or not at all. The jobs worker
// (server/jobs) delivers it afterwards, retrying while the mail server fails. With SMTP_URL set the
// mail server receives it; without, the outbox (a page on the API in development) is where it ends.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/db';
import { queueMail } from '../db/outbox-repo';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Where mails are handed for delivery; an error means "not delivered, try again later". */
export interface MailTransport {
  send(mail: Mail & { from: string }): Promise<void>;
}

const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
let smtp: Transporter | null = null;

export function configureSmtp(url: string | undefined): void {
  smtp = url ? nodemailer.createTransport(url) : null;
}

export const FROM = 'Yadori Demo Hotels <no-reply@demo.yadori.test>';

/** The configured mail server, or, without one, the outbox itself (the message is only built). */
export function configuredTransport(): MailTransport {
  return {
    async send(mail) {
      await (smtp ?? render).sendMail(mail);
    },
  };
}

/** Keeps the mail for delivery in the outbox, in `db`'s transaction. An address nodemailer cannot address is refused here (EENVELOPE). */
export async function sendMail(db: Queryable, mail: Mail): Promise<void> {
  // Rendering through nodemailer checks the addresses and builds the real message.
  await render.sendMail({ from: FROM, ...mail });
  await queueMail(db, mail);
}
