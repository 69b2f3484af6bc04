-- Files guests attach to an additional question (document 1 §3, document 2 §7.6). The bytes live on
-- disk under the data folder, named by the id; a row says whose they are. A file belongs to the
-- client session that uploaded it until a reservation takes it (reservation_id), and only once.
create table file_attachments (
  id text primary key,
  client_session_hash text not null,
  reservation_id integer references reservations(id) on delete cascade,
  name text not null,
  content_type text not null,
  size integer not null check (size > 0),
  sha256 text not null,
  created_at timestamptz not null default now()
);
create index file_attachments_session on file_attachments(client_session_hash) where reservation_id is null;
create index file_attachments_reservation on file_attachments(reservation_id) where reservation_id is not null;
create index file_attachments_unused on file_attachments(created_at) where reservation_id is null;
