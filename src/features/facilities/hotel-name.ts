import type { HotelInfo, Language } from '../../../contract';

/** A brand hotel's name in the guest's language, then English, then its own. */
export function brandHotelName(hotel: Pick<HotelInfo, 'name' | 'translations'>, locale: Language): string {
  return hotel.translations[locale]?.name ?? hotel.translations.en?.name ?? hotel.name;
}
