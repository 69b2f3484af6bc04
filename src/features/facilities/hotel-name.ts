import type { HotelInfo, Language } from '../../../contract';
import { hotelNameIn } from '../../../contract/rules/hotel-text';

/** A brand hotel's name in the guest's language, then English, then its own. */
export function brandHotelName(hotel: Pick<HotelInfo, 'name' | 'translations'>, locale: Language): string {
  return hotelNameIn(hotel, locale);
}
