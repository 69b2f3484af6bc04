// Hotel texts in the guest's language, and the address rule of document 1 §3: parts joined by
// commas, the postcode first in Japanese and just before the country otherwise.
import type { Snapshot } from 'valtio';
import type { BookingWidgetSettings, HotelAddress, Language } from '../../contract';

type Settings = Snapshot<BookingWidgetSettings>;

export function formatAddress(address: Readonly<HotelAddress>, locale: Language): string {
  const parts = locale === 'ja' ? [address.post_code, address.full_address, address.country] : [address.full_address, address.post_code, address.country];
  return parts.map((p) => p.trim()).filter(Boolean).join(', ');
}

/**
 * The hotel's address for a reader of `locale`: as the hotel wrote it in that language; else the
 * original for readers of the hotel's own language; else the English one; else the original.
 */
export function hotelAddress(settings: Settings, locale: Language): Readonly<HotelAddress> {
  const { translations, address, locale: own } = settings.hotel;
  return translations[locale]?.address ?? (locale === own ? address : (translations.en?.address ?? address));
}

export function hotelName(settings: Settings, locale: Language): string {
  return settings.hotel.translations[locale]?.name ?? settings.hotel.translations.en?.name ?? settings.hotel.name;
}

export function hotelDescription(settings: Settings, locale: Language): string | undefined {
  return settings.hotel.translations[locale]?.description ?? settings.hotel.translations.en?.description;
}
