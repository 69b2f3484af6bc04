-- Managing a reservation: extra access tokens handed out by the look-up, failed look-ups (to slow
-- down guessing), and cancellations with their reason, fee and refund.
create table reservation_tokens (
  token_hash text primary key,
  reservation_id integer not null references reservations(id) on delete cascade,
  created_at timestamptz not null default now()
);

create table lookup_failures (
  id serial primary key,
  client_key text not null,
  at timestamptz not null default now()
);
create index lookup_failures_client on lookup_failures(client_key, at);

create table reservation_cancellations (
  id serial primary key,
  reservation_id integer not null references reservations(id) on delete cascade,
  room_ids jsonb not null,
  reason text not null,
  details text,
  fee integer not null,
  refund integer not null,
  created_at timestamptz not null default now()
);
