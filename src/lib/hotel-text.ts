// Hotel texts in the guest's language, from the booking widget's settings (the rules are in
// contract/rules/hotel-text.ts, shared with the API's mails and receipts).
import type { Snapshot } from 'valtio';
import type { BookingWidgetSettings, HotelAddress, Language } from '../../contract';
import { formatAddress, hotelAddressIn, hotelDescriptionIn, hotelNameIn } from '../../contract/rules/hotel-text';

type Settings = Snapshot<BookingWidgetSettings>;

export { formatAddress };

/**
 * The hotel's address for a reader of `locale`: as the hotel wrote it in that language; else the
 * original for readers of the hotel's own language; else the English one; else the original.
 */
export function hotelAddress(settings: Settings, locale: Language): Readonly<HotelAddress> {
  return hotelAddressIn(settings.hotel, locale);
}

export function hotelName(settings: Settings, locale: Language): string {
  return hotelNameIn(settings.hotel, locale);
}

export function hotelDescription(settings: Settings, locale: Language): string | undefined {
  return hotelDescriptionIn(settings.hotel, locale);
}
