-- Mail is written to the outbox in the transaction of the change it tells of, and delivered
-- afterwards by the jobs worker: each row waits for its next attempt, is claimed by one worker at a
-- time, and is retried with a growing wait until it is delivered or given up.
alter table mail_outbox add column state text not null default 'queued' check (state in ('queued', 'sent', 'failed'));
alter table mail_outbox add column attempts integer not null default 0;
alter table mail_outbox add column next_attempt_at timestamptz not null default now();
alter table mail_outbox add column last_error text;
alter table mail_outbox add column sent_at timestamptz;
create index mail_outbox_due on mail_outbox (next_attempt_at) where state = 'queued';
-- Mails kept before this were handed to the mail server when they were written.
update mail_outbox set state = 'sent', sent_at = created_at;
