// The development outbox: the mails the API sent, as the mailer kept them.
import type { OutboxMail } from '../../contract';
import type { Queryable } from './db';

/** The newest 200 mails, newest first; only those to one address when it is given. */
export async function latestMail(db: Queryable, to: string | undefined): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `select id, to_address, subject, html, text_body, created_at::text as created_at from mail_outbox
      where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit 200`,
    [to ?? null],
  );
}
