-- Points members hold and spend on bookings (1 point = one unit of the hotel's currency), with a
-- history of every change; and refunds recorded on the payment they return money from.
alter table members add column points_balance integer not null default 0 check (points_balance >= 0);

create table point_transactions (
  id serial primary key,
  member_id integer not null references members(id) on delete cascade,
  reservation_id integer references reservations(id) on delete set null,
  kind text not null check (kind in ('gained', 'spent', 'refunded', 'expired', 'future')),
  amount integer not null check (amount > 0),
  created_at timestamptz not null default now()
);
create index point_transactions_member on point_transactions(member_id, created_at desc);

alter table payment_transactions add column refunded_amount integer not null default 0;
alter table payment_transactions add constraint payment_transactions_refund_within check (refunded_amount >= 0 and refunded_amount <= amount);
