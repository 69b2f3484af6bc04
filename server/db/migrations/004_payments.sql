-- The sandbox provider's card vault (test numbers only) and what a 3-D Secure challenge needs.
create table sandbox_card_tokens (
  token_hash text primary key,
  number text not null,
  brand text not null,
  last4 text not null,
  exp_month integer not null,
  exp_year integer not null,
  cvc text not null,
  holder text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);

alter table payment_transactions add column challenge_token_hash text unique;
alter table payment_transactions add column challenge_deadline timestamptz;
alter table payment_transactions add column failure_code integer;
alter table payment_transactions add column card_token_hash text references sandbox_card_tokens(token_hash);
create index payment_transactions_pending on payment_transactions(state, challenge_deadline);
