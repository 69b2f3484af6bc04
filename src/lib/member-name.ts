// A member's name in the variants document 1 §3 names ("names with kanji/kana variants by
// locale"): in Japanese, Korean and Chinese the name in that script (kanji, hangul, Chinese
// characters) family name first, with the kana reading in Japanese; in other languages the name
// as given, family name last.
import type { Language, User } from '../../contract';
import { familyNameFirst, guestName } from '../../contract/rules/names';

/** The naming parts of a member (also as a read-only store snapshot). */
type Named = { readonly [K in 'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana']: User[K] } & {
  readonly profile?: { readonly first_name_kanji?: string | null | undefined; readonly last_name_kanji?: string | null | undefined } | null | undefined;
};

/** Languages whose members may give their name in a script of its own (the *_kanji fields). */
export const asksLocalScriptName = (locale: Language) => familyNameFirst(locale);

/** The member's name as the language writes it, in the language's own script where given. */
export function displayName(m: Named, locale: Language): string {
  if (!familyNameFirst(locale)) return guestName(m, locale);
  return guestName({ last_name: m.profile?.last_name_kanji || m.last_name, first_name: m.profile?.first_name_kanji || m.first_name }, locale);
}

/** The kana reading, in Japanese only (null without one). */
export function kanaName(m: Named, locale: Language): string | null {
  if (locale !== 'ja') return null;
  const parts = [m.last_name_kana, m.first_name_kana].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}
