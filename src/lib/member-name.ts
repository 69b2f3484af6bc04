// A member's name in the variants document 1 §3 names ("names with kanji/kana variants by
// locale"): in Japanese, Korean and Chinese the name in that script (kanji, hangul, Chinese
// characters) family name first, with the kana reading in Japanese; in other languages the name
// as given, family name last.
import type { Language, User } from '../../contract';

/** The naming parts of a member (also as a read-only store snapshot). */
type Named = { readonly [K in 'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana']: User[K] } & {
  readonly profile?: { readonly first_name_kanji?: string | null | undefined; readonly last_name_kanji?: string | null | undefined } | null | undefined;
};

const FAMILY_FIRST: readonly Language[] = ['ja', 'ko', 'zh_Hans', 'zh_Hant'];

/** Languages whose members may give their name in a script of its own (the *_kanji fields). */
export const asksLocalScriptName = (locale: Language) => FAMILY_FIRST.includes(locale);

export function displayName(m: Named, locale: Language): string {
  if (FAMILY_FIRST.includes(locale)) {
    const last = m.profile?.last_name_kanji || m.last_name;
    const first = m.profile?.first_name_kanji || m.first_name;
    // A name in hangul is written solid; one in Latin letters keeps its space.
    return locale === 'ko' && !/[A-Za-z]/.test(last + first) ? `${last}${first}` : `${last} ${first}`;
  }
  return `${m.first_name} ${m.last_name}`;
}

/** The kana reading, in Japanese only (null without one). */
export function kanaName(m: Named, locale: Language): string | null {
  if (locale !== 'ja') return null;
  const parts = [m.last_name_kana, m.first_name_kana].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}
