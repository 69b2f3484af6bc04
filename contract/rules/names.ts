// How a person's name is written (document 1 §3 "names with kanji/kana variants by locale"): in
// Japanese, Korean and Chinese the family name comes first; in the other languages the given name.
import type { Language } from '../lists';

export const FAMILY_NAME_FIRST: readonly string[] = ['ja', 'ko', 'zh_Hans', 'zh_Hant'];

/** Whether names are written family name first in this language. */
export const familyNameFirst = (locale: string): boolean => FAMILY_NAME_FIRST.includes(locale);

const HANGUL = /^[\uac00-\ud7a3]+$/;

/**
 * A name as the language writes it: the two parts in its order, one space between; in Korean a
 * name written in hangul is written solid.
 */
export function guestName(guest: { readonly first_name: string; readonly last_name: string }, locale: Language | string): string {
  if (locale === 'ko' && HANGUL.test(`${guest.last_name}${guest.first_name}`)) return `${guest.last_name}${guest.first_name}`;
  return (familyNameFirst(locale) ? [guest.last_name, guest.first_name] : [guest.first_name, guest.last_name]).join(' ');
}

/** An address as the language writes it: in Japanese the post code first, elsewhere after the street. */
export function addressParts(address: { readonly post_code: string; readonly full_address: string; readonly country: string }, locale: string): string[] {
  return locale === 'ja' ? [address.post_code, address.full_address, address.country] : [address.full_address, address.post_code, address.country];
}
