-- Failed sign-ins are counted per account, across every address and source: one row per failure,
-- keyed by a digest of the brand and the address typed, so an address without an account is
-- counted, and answered, as one with an account. They replace the per-source locks. The sandbox
-- challenge's tokens (development) are kept as digests, each good once.
drop table sign_in_locks;
drop table sign_in_failures;
create table sign_in_failures (
  account text not null,
  at timestamptz not null default now()
);
create index sign_in_failures_account on sign_in_failures(account, at);

create table turnstile_sandbox_tokens (
  token_hash text primary key,
  expires_at timestamptz not null,
  used_at timestamptz
);
