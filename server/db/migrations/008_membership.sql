-- Members' e-mail tokens (sign-up confirmation, password reset), failed sign-ins (for the lock
-- rule) and earlier passwords (a password may not be used again).
create table member_tokens (
  token_hash text primary key,
  member_id integer not null references members(id) on delete cascade,
  kind text not null check (kind in ('confirm', 'reset_password')),
  redirect_url text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table sign_in_failures (
  id serial primary key,
  member_id integer not null references members(id) on delete cascade,
  source text not null,
  at timestamptz not null default now()
);
create index sign_in_failures_member on sign_in_failures(member_id, source, at);

create table password_history (
  id serial primary key,
  member_id integer not null references members(id) on delete cascade,
  password_hash text not null,
  created_at timestamptz not null default now()
);
