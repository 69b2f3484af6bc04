-- Reservations and their rooms; replayable answers for Idempotency-Key; payment transactions.

create table reservations (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  reservation_number text not null unique,
  bypass_token_hash text not null,
  status text not null check (status in ('done', 'payment_pending', 'cancelled')),
  checkin_date date not null,
  checkout_date date not null,
  is_day_use boolean not null default false,
  member_id integer references members(id),
  guest jsonb not null,
  payment_type text not null,
  currency text not null,
  mcp_currency text,
  total_price integer not null,
  price jsonb not null,
  notes text,
  locale text not null,
  booking_method text not null default 'widget',
  staff_edited_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reservations_hotel on reservations(hotel_id, checkin_date);
create index reservations_email on reservations(lower(guest->>'email'));

create table reservation_rooms (
  id serial primary key,
  reservation_id integer not null references reservations(id) on delete cascade,
  room_type_id integer not null references room_types(id),
  room_plan_id integer not null references room_plans(id),
  adults integer not null,
  children integer not null,
  kids_age_range jsonb not null default '[]',
  status text not null default 'active' check (status in ('active', 'cancelled')),
  total_price integer not null,
  price jsonb not null
);
create index reservation_rooms_reservation on reservation_rooms(reservation_id);

-- A retried POST with the same key gets the first answer back.
create table idempotency_keys (
  key text not null,
  hotel_id integer not null references hotels(id),
  request_hash text not null,
  status_code integer,
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (hotel_id, key)
);

create table payment_transactions (
  id serial primary key,
  reservation_id integer not null references reservations(id) on delete cascade,
  provider text not null,
  state text not null check (state in ('pre_3d_secure', 'authorized', 'capturing', 'captured', 'failed', 'cancelled')),
  amount integer not null,
  currency text not null,
  card_brand text,
  card_last4 text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
