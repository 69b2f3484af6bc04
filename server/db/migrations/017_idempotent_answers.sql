-- Idempotency keys as Stripe keeps them: a key belongs to its caller (the client session that sent
-- it; `key` now holds a hash of the caller and the key), any final answer is kept (a 2xx or a 4xx),
-- sealed so that only a request bearing the key can read it back (it carries the guest's access
-- token), and forgotten after 24 hours.
delete from idempotency_keys;
alter table idempotency_keys drop column answer;
alter table idempotency_keys add column sealed text;
