-- Members: e-mail changes waiting for their link, account deletion, the per-source sign-in lock,
-- refresh tokens (rotating, in chains), identities at other providers (Facebook, single sign-on,
-- a brand's own sign-in), single sign-on states, and the sandbox Facebook and OpenID Connect
-- providers' codes and tokens. Secrets only as SHA-256 digests.
alter table members add column pending_email text;
alter table members add column deleted_at timestamptz;

alter table member_tokens drop constraint member_tokens_kind_check;
alter table member_tokens add constraint member_tokens_kind_check check (kind in ('confirm', 'reset_password', 'email_update'));
alter table member_tokens add column new_email text;
create index member_tokens_member on member_tokens(member_id, kind);

-- One row per account and source: its failures since the last success, and the lock they earned.
create table sign_in_locks (
  member_id integer not null references members(id) on delete cascade,
  source text not null,
  failures integer not null default 0,
  last_failure_at timestamptz not null default now(),
  locked_until timestamptz,
  primary key (member_id, source)
);

create table member_refresh_tokens (
  token_hash text primary key,
  member_id integer not null references members(id) on delete cascade,
  brand_id integer not null references hotel_brands(id),
  -- Every token of one sign-in's chain shares it: a spent token used again ends the whole chain.
  chain text not null,
  session_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_refresh_tokens_chain on member_refresh_tokens(chain);
create index member_refresh_tokens_member on member_refresh_tokens(member_id);
create index member_refresh_tokens_session on member_refresh_tokens(session_hash);
create index member_sessions_member on member_sessions(member_id);

create table member_identities (
  id serial primary key,
  brand_id integer not null references hotel_brands(id) on delete cascade,
  provider text not null check (provider in ('facebook', 'open_id', 'custom')),
  issuer text not null,
  subject text not null,
  member_id integer not null references members(id) on delete cascade,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz not null default now(),
  unique (brand_id, provider, issuer, subject)
);
create index member_identities_member on member_identities(member_id);

create table sso_states (
  state_hash text primary key,
  hotel_id integer not null references hotels(id) on delete cascade,
  redirect_path text not null,
  nonce text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table oidc_sandbox_codes (
  code_hash text primary key,
  client_id text not null,
  redirect_uri text not null,
  nonce text,
  subject text not null,
  email text,
  given_name text,
  family_name text,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table facebook_sandbox_tokens (
  token_hash text primary key,
  app_id text not null,
  facebook_user_id text not null,
  name text not null,
  email text,
  expires_at timestamptz not null
);
