-- Chatbot users linked to members: a member who signs in inside a hotel's chat is remembered for
-- that chatbot user, so the chat opens signed in next time. Unused links lapse after 30 days.
create table chatbot_links (
  id serial primary key,
  brand_id integer not null references hotel_brands(id) on delete cascade,
  chatbot_user_id text not null,
  member_id integer not null references members(id) on delete cascade,
  hotel_id integer references hotels(id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  unique (brand_id, chatbot_user_id)
);
create index chatbot_links_member on chatbot_links(member_id);
