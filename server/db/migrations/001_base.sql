-- Brands, hotels and their settings; client applications and sessions; members, organizations
-- and their sessions; the sellable content (rooms, plans, rates, inventory, taxes, policies,
-- extras, questions, membership programs); currency rates; the development mail outbox.

create table hotel_brands (
  id serial primary key,
  code text not null unique,
  name text not null,
  settings jsonb not null default '{}'
);

create table hotels (
  id serial primary key,
  code text not null unique,
  brand_id integer not null references hotel_brands(id),
  name text not null,
  locale text not null,
  time_zone text not null,
  currency text not null,
  maintenance boolean not null default false,
  -- The booking-widget settings of document 1 section 3, parsed with the contract on every read.
  settings jsonb not null,
  init_extras jsonb not null default '{}',
  login_widget jsonb not null,
  -- Consumption tax, service charge and accommodation tax brackets (server/domain reads them).
  tax_rules jsonb not null default '{}'
);

create table client_apps (
  id serial primary key,
  name text not null,
  key text not null unique,
  secret_hash text not null
);

create table client_sessions (
  token_hash text primary key,
  client_app_id integer not null references client_apps(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index client_sessions_expires on client_sessions(expires_at);

create table organizations (
  id serial primary key,
  brand_id integer not null references hotel_brands(id),
  code text not null,
  name text not null,
  display_name text not null,
  max_stays integer,
  unique (brand_id, code)
);

create table membership_programs (
  id serial primary key,
  brand_id integer not null references hotel_brands(id),
  code text not null,
  name jsonb not null,
  settings jsonb not null default '{}',
  unique (brand_id, code)
);

create table membership_ranks (
  id serial primary key,
  program_id integer not null references membership_programs(id),
  code text not null,
  name jsonb not null,
  position integer not null,
  discount_percent integer not null default 0,
  benefits jsonb not null default '{}',
  unique (program_id, code)
);

create table members (
  id serial primary key,
  brand_id integer not null references hotel_brands(id),
  membership_id text unique,
  email text not null,
  password_hash text,
  first_name text not null,
  last_name text not null,
  first_name_kana text,
  last_name_kana text,
  locale text,
  provider text,
  program_id integer references membership_programs(id),
  rank_id integer references membership_ranks(id),
  organization_id integer references organizations(id),
  organization_role text,
  profile jsonb not null default '{}',
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (brand_id, email)
);

create table member_sessions (
  token_hash text primary key,
  member_id integer not null references members(id) on delete cascade,
  brand_id integer not null references hotel_brands(id),
  hotel_id integer references hotels(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create table one_time_tokens (
  token_hash text primary key,
  member_id integer not null references members(id) on delete cascade,
  brand_id integer not null references hotel_brands(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table cancellation_policies (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  code text not null,
  name jsonb not null,
  cancel_before_at text,
  parts jsonb not null,
  no_show_percentage_of_cost integer not null,
  unique (hotel_id, code)
);

create table room_types (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  code text not null,
  name jsonb not null,
  description jsonb not null default '{}',
  size_sqm numeric(6,1) not null,
  size_tatami numeric(5,1),
  max_adults integer not null,
  max_children integer not null,
  max_occupancy integer not null,
  bed_type text not null,
  bed_count integer not null,
  smoking boolean not null default false,
  wifi text not null,
  amenities jsonb not null default '[]',
  accessibility jsonb not null default '[]',
  filters jsonb not null default '[]',
  photos jsonb not null default '[]',
  total_rooms integer not null,
  position integer not null default 0,
  unique (hotel_id, code)
);

create table plans (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  code text not null,
  name jsonb not null,
  description jsonb not null default '{}',
  meal_type text not null,
  visibility text not null default 'all',
  payment_methods jsonb not null,
  cancellation_policy_id integer references cancellation_policies(id),
  inclusive_extra_ids jsonb not null default '[]',
  member_discount_percent integer not null default 0,
  min_nights integer not null default 1,
  max_nights integer not null default 30,
  booking_start_days integer not null default 0,
  day_use boolean not null default false,
  checkin_time text,
  checkout_time text,
  sale_limit integer,
  position integer not null default 0,
  unique (hotel_id, code)
);

create table room_plans (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  room_type_id integer not null references room_types(id),
  plan_id integer not null references plans(id),
  code text not null,
  unique (hotel_id, code),
  unique (room_type_id, plan_id)
);

-- Nightly price of a room plan, tax excluded, in the hotel currency's minor units:
-- base_price covers the first adult, extra_adult_price each further adult.
create table rates (
  room_plan_id integer not null references room_plans(id),
  stay_date date not null,
  base_price integer not null check (base_price >= 0),
  extra_adult_price integer not null check (extra_adult_price >= 0),
  primary key (room_plan_id, stay_date)
);

-- Rooms per room type and night. sold may never pass total, nor fall below zero.
create table inventory (
  room_type_id integer not null references room_types(id),
  stay_date date not null,
  total integer not null check (total >= 0),
  sold integer not null default 0,
  primary key (room_type_id, stay_date),
  check (sold >= 0 and sold <= total)
);

create table extras (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  code text not null,
  extra_type text not null check (extra_type in ('generic', 'dated')),
  name jsonb not null,
  description jsonb not null default '{}',
  price integer not null,
  min_quantity integer not null default 1,
  max_quantity integer not null default 10,
  stock integer,
  booking_available_dates jsonb not null default '[]',
  prices jsonb not null default '[]',
  requires_delivery_time boolean not null default false,
  question jsonb,
  unique (hotel_id, code)
);

create table additional_questions (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  code text not null,
  question_type text not null,
  answer_type text not null,
  text jsonb not null,
  options jsonb not null default '[]',
  required boolean not null default false,
  labels jsonb not null default '["all_users"]',
  hotel_plan_codes jsonb not null default '[]',
  display_start_date date,
  display_end_date date,
  position integer not null default 0,
  unique (hotel_id, code)
);

create table lottery_events (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  uuid text not null unique,
  name jsonb not null,
  settings jsonb not null
);

create table coupons (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  code text not null,
  discount_type text not null,
  discount_value integer not null,
  max_discounted_nights integer,
  usage_limit integer,
  used_count integer not null default 0,
  valid_until date,
  hotel_plan_codes jsonb not null default '[]',
  unique (hotel_id, code)
);

-- How many units of a currency one unit of JPY buys, for display conversion.
create table currency_rates (
  currency text primary key,
  per_jpy numeric(20,10) not null,
  updated_at timestamptz not null default now()
);

create table mail_outbox (
  id serial primary key,
  to_address text not null,
  subject text not null,
  html text not null,
  text_body text not null,
  created_at timestamptz not null default now()
);
