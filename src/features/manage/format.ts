// Dates, names and paths as the manage screens show them.
import type { Language, Reservation } from '../../../contract';
import { htmlLang } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { formatIsoDate } from '../../../contract/dates';

export function longDate(date: string, locale: Language): string {
  return formatIsoDate(date, htmlLang(locale), 'long');
}



export type ManageScreen = '' | 'cancel' | 'update' | 'receipt' | 'guests' | 'questions';

/** A manage screen of a reservation, with the hotel code (never a token) in the address. */
export function managePath(number: string, screen: ManageScreen = ''): string {
  return hotelPath(`/reservation/manage/${encodeURIComponent(number)}${screen ? `/${screen}` : ''}`);
}

/**
 * The results page in update mode for a reservation: only its number goes in the address; the
 * access this tab holds (or the member's session) reads it there.
 */
export function searchOtherPath(number: string): string {
  return hotelPath('/booking/result', { current_reservation: number });
}

export function confirmationPath(number: string): string {
  return hotelPath(`/reservation/confirmation/${encodeURIComponent(number)}`);
}

export function lookupPath(): string {
  return hotelPath('/search');
}

export function activeRooms(r: Reservation): Reservation['rooms'] {
  return r.rooms.filter((room) => room.status === 'active');
}


export { plural } from '../../lib/i18n/plural';
