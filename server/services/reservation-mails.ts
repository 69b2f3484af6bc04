// The mails a reservation's booking, change or cancellation sends: the guest's and the hotel's.
// Each is written to the outbox inside the transaction of the change it tells of, so it leaves
// with that change or not at all; the jobs worker delivers it.
import type { Reservation } from '../../contract';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { sendMail, type Mail } from '../mail/mailer';
import { queueHotelMail } from '../mail/hotel-mail';
import { cancellationMail, confirmationMail, updateMail } from '../mail/templates';

function hotelNameFor(hotel: Hotel, r: Reservation): string {
  return hotel.settings.hotel.translations[r.locale]?.name ?? hotel.name;
}

/** The guest's mail; an address nodemailer cannot address is skipped (the booking still stands). */
async function queueGuestMail(db: Queryable, mail: Mail): Promise<void> {
  try {
    await sendMail(db, mail);
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'EENVELOPE') throw err;
  }
}

/** The guest's way back to the reservation, with the token the booking answered. */
export function manageLink(widgetUrl: string, hotel: Pick<Hotel, 'code'>, r: Reservation, bypassToken: string): string {
  return `${widgetUrl}/reservation/confirmation/${r.reservation_number}?${new URLSearchParams({ code: hotel.code, email: r.guest.email, bypass_token: bypassToken })}`;
}

/** A confirmed booking: the guest's confirmation (with their link) and the hotel's new-booking mail (without it). */
export async function queueBookingMails(db: Queryable, hotel: Hotel, r: Reservation, guestLink: string, apiUrl: string): Promise<void> {
  await queueGuestMail(db, { to: r.guest.email, ...confirmationMail(r, hotelNameFor(hotel, r), guestLink) });
  await queueHotelMail(db, hotel, r, { kind: 'created' }, apiUrl);
}

/** Dates, rooms, guests or extras changed: what changed to the guest, the whole reservation to the hotel. */
export async function queueChangeMails(db: Queryable, hotel: Hotel, after: Reservation, before: Reservation, difference: number, refund: number, apiUrl: string): Promise<void> {
  await queueGuestMail(db, { to: after.guest.email, ...updateMail(after, before, hotelNameFor(hotel, after), difference, refund) });
  await queueHotelMail(db, hotel, after, { kind: 'changed', before, difference, refund }, apiUrl);
}

/** Who stays or the answers changed: the hotel is told the reservation as it now is. */
export async function queueDetailsChangedMail(db: Queryable, hotel: Hotel, after: Reservation, apiUrl: string): Promise<void> {
  await queueHotelMail(db, hotel, after, { kind: 'changed' }, apiUrl);
}

/** Some rooms or the whole reservation cancelled: the guest's and the hotel's mails. */
export async function queueCancellationMails(
  db: Queryable,
  hotel: Hotel,
  after: Reservation,
  facts: { fee: number; all: boolean; refund: number; roomIds: readonly number[] },
  apiUrl: string,
): Promise<void> {
  await queueGuestMail(db, { to: after.guest.email, ...cancellationMail(after, hotelNameFor(hotel, after), facts.fee, facts.all) });
  await queueHotelMail(db, hotel, after, { kind: 'cancelled', ...facts }, apiUrl);
}
