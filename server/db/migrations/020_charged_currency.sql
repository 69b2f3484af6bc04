-- What a card was charged, as the payment transaction took it: the amount in the currency charged
-- (the guest's, in multi-currency payment; the hotel's otherwise) and, when converted, the rate
-- used (units of the hotel's currency per unit of the charged one). A transaction also keeps what
-- it is worth in the hotel's currency, so refunds reckoned in the hotel's currency are taken back
-- in the currency the card paid.
alter table reservations add column charged_amount integer;
alter table reservations add column charged_currency text;
alter table reservations add column charge_rate double precision;
alter table reservations add column charged_hotel_amount integer;
alter table payment_transactions add column hotel_amount integer;
update payment_transactions set hotel_amount = amount where hotel_amount is null;
