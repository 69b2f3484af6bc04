-- Promotion codes (a guest types one in the search form): a percentage off the plans they name,
-- for check-ins in their validity window.
create table promotions (
  id serial primary key,
  hotel_id integer not null references hotels(id),
  code text not null,
  discount_percent integer not null check (discount_percent between 1 and 90),
  hotel_plan_codes jsonb not null default '[]',
  valid_from date not null,
  valid_until date not null,
  unique (hotel_id, code)
);
