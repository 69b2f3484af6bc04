-- A picture of the hotel, for facility lists and agency search.
alter table hotels add column photo text;
