// The mail outbox: every mail the API sends is a row here, written in the transaction of the change
// it tells of, then delivered by the jobs worker (server/jobs). The development outbox page reads it.
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

export interface QueuedMail {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  /** Attempts so far, the one this claim is for included. */
  attempts: number;
}

/** Keeps a mail to be delivered; it goes out with the transaction it is written in, or never. */
export async function queueMail(db: Queryable, mail: { to: string; subject: string; html: string; text: string }): Promise<void> {
  await db.query('insert into mail_outbox (to_address, subject, html, text_body) values ($1, $2, $3, $4)', [mail.to, mail.subject, mail.html, mail.text]);
}

/**
 * Claims up to `limit` mails due at `now`: each claimed row counts an attempt and is not due again
 * until `leaseSeconds` later, so no other worker takes it while it is being sent, and a worker that
 * stopped half-way leaves it to be tried again. Rows another worker is claiming are skipped.
 */
export async function claimDueMail(db: Queryable, now: Date, limit: number, leaseSeconds: number): Promise<QueuedMail[]> {
  return db.query<QueuedMail>(
    `update mail_outbox set attempts = attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $3)
      where id in (
        select id from mail_outbox where state = 'queued' and next_attempt_at <= $1::timestamptz
         order by next_attempt_at, id limit $2 for update skip locked)
      returning id, to_address, subject, html, text_body, attempts`,
    [now.toISOString(), limit, leaseSeconds],
  );
}

export async function markMailSent(db: Queryable, id: number): Promise<void> {
  await db.query(`update mail_outbox set state = 'sent', sent_at = now(), last_error = null where id = $1`, [id]);
}

/** A failed attempt: tried again at `retryAt`, or given up (`retryAt` null). */
export async function markMailFailed(db: Queryable, id: number, problem: string, retryAt: Date | null): Promise<void> {
  await db.query(
    `update mail_outbox set state = case when $3::timestamptz is null then 'failed' else 'queued' end,
            next_attempt_at = coalesce($3::timestamptz, next_attempt_at), last_error = $2 where id = $1`,
    [id, problem, retryAt?.toISOString() ?? null],
  );
}
