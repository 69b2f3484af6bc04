// Hotel texts in the guest's language, and the address rule of document 1 §3: parts joined by
// commas, the postcode first in Japanese and just before the country otherwise.
import type { HotelAddress } from '../settings';
import { addressParts } from './names';

interface HotelTexts {
  readonly name: string;
  readonly locale?: string | null | undefined;
  readonly address?: Readonly<HotelAddress> | undefined;
  readonly translations: Readonly<Partial<Record<string, { readonly name?: string | undefined; readonly description?: string | undefined; readonly address?: Readonly<HotelAddress> | undefined } | undefined>>>;
}

export function formatAddress(address: Readonly<HotelAddress>, locale: string): string {
  return addressParts(address, locale).map((p) => p.trim()).filter(Boolean).join(', ');
}

/** The hotel's name in `locale`, else in English, else as the hotel named itself. */
export function hotelNameIn(hotel: HotelTexts, locale: string): string {
  return hotel.translations[locale]?.name || hotel.translations.en?.name || hotel.name;
}

export function hotelDescriptionIn(hotel: HotelTexts, locale: string): string | undefined {
  return hotel.translations[locale]?.description || hotel.translations.en?.description || undefined;
}

/**
 * The hotel's address for a reader of `locale`: as the hotel wrote it in that language; else the
 * original for readers of the hotel's own language; else the English one; else the original.
 */
export function hotelAddressIn(hotel: HotelTexts & { readonly address: Readonly<HotelAddress> }, locale: string): Readonly<HotelAddress> {
  return hotel.translations[locale]?.address ?? (locale === hotel.locale ? hotel.address : (hotel.translations.en?.address ?? hotel.address));
}
