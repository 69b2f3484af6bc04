-- LINE accounts linked to members (one per LINE user and brand), LINE Login states (one use,
-- ten minutes) and the sandbox LINE issuer's authorization codes. Secrets only as SHA-256 digests.
create table line_accounts (
  id serial primary key,
  brand_id integer not null references hotel_brands(id) on delete cascade,
  channel_id text not null,
  line_user_id text not null,
  member_id integer not null references members(id) on delete cascade,
  display_name text,
  picture_url text,
  chatbot_user_id text,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz not null default now(),
  unique (brand_id, line_user_id)
);
create index line_accounts_member on line_accounts(member_id);

create table line_login_states (
  state_hash text primary key,
  hotel_id integer not null references hotels(id) on delete cascade,
  redirect_path text not null,
  -- After a code was exchanged for a LINE user with no member yet: that user's verified claims,
  -- kept until the sign-up details arrive with the same code (the code itself is spent).
  code_hash text,
  claims jsonb,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table line_sandbox_codes (
  code_hash text primary key,
  client_id text not null,
  redirect_uri text not null,
  line_user_id text not null,
  display_name text not null,
  email text,
  expires_at timestamptz not null,
  used_at timestamptz
);
