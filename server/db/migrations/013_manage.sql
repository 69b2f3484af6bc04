-- Managing a reservation, continued: corporate bookings keep the organization they were made for;
-- an update holds the reservation for a few minutes while it runs (a second one is told to wait);
-- each booked room may carry its guest's name; receipts count their issues; updates are recorded.
alter table reservations add column organization_id integer references organizations(id);
update reservations r set organization_id = m.organization_id from members m where m.id = r.member_id and m.organization_id is not null;

alter table reservations add column update_held_until timestamptz;

alter table reservation_rooms add column guest jsonb;

create table reservation_receipts (
  reservation_id integer primary key references reservations(id) on delete cascade,
  receipt_title text not null,
  issue_count integer not null default 0 check (issue_count >= 0),
  last_issued_at timestamptz
);

create table reservation_updates (
  id serial primary key,
  reservation_id integer not null references reservations(id) on delete cascade,
  before jsonb not null,
  after jsonb not null,
  difference integer not null,
  refund integer not null default 0,
  created_at timestamptz not null default now()
);
create index reservation_updates_reservation on reservation_updates(reservation_id);
