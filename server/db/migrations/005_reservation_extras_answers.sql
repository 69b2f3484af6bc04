-- What the guest chose and answered with the booking.
alter table reservations add column extras jsonb not null default '[]';
alter table reservations add column answers jsonb not null default '[]';
