-- A sign-up's details travel with its own confirmation link: a second sign-up for an address that
-- is still unconfirmed changes nothing of the account. When two sign-ups wait for one address, the
-- links are contested: whichever is opened confirms the address, but no password either sign-up
-- chose is kept; the owner of the address chooses one through a link mailed to it.
alter table member_tokens add column sign_up jsonb;
alter table member_tokens add column contested boolean not null default false;
