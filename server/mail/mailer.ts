// Mail goes through nodemailer. Every message is kept in the outbox table (a page on the API lists
// it in development); with SMTP_URL set it is also delivered.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/db';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
let smtp: Transporter | null = null;

export function configureSmtp(url: string | undefined): void {
  smtp = url ? nodemailer.createTransport(url) : null;
}

export const FROM = 'Yadori Demo Hotels <no-reply@demo.yadori.test>';

export async function sendMail(db: Queryable, mail: Mail): Promise<void> {
  // Rendering through nodemailer checks the addresses and builds the real message.
  await render.sendMail({ from: FROM, ...mail });
  await db.query('insert into mail_outbox (to_address, subject, html, text_body) values ($1, $2, $3, $4)', [mail.to, mail.subject, mail.html, mail.text]);
  if (smtp) await smtp.sendMail({ from: FROM, ...mail });
}
