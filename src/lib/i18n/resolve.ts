// Which language to speak (document 1 §1, §4): an explicit choice (query, then storage), then the
// browser's languages, then the mode's default (ja for the agency site, en otherwise), always one
// the hotel allows; a disallowed choice falls back to the first allowed.
import { LANGUAGES, htmlLangOf, isRtlLanguage, type Language } from '../../../contract';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag ("ja-JP", "zh-TW", "zh-Hans-CN") or one of ours ("zh_Hant") to a language. */
export function fromLanguageTag(tag: string): Language | undefined {
  if (isLanguage(tag)) return tag;
  const t = tag.toLowerCase().replace(/_/g, '-');
  if (t.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(t) ? 'zh_Hant' : 'zh_Hans';
  const primary = t.split('-')[0];
  if (primary === 'in') return 'id';
  return isLanguage(primary) ? primary : undefined;
}

export interface ResolveLocaleInput {
  query?: string | null | undefined;
  stored?: string | null | undefined;
  browser?: readonly string[];
  /** The hotel's allowed languages; undefined before init arrives (everything allowed). */
  available?: readonly Language[] | undefined;
  agencyMode?: boolean;
}

export function resolveLocale({ query, stored, browser = [], available, agencyMode = false }: ResolveLocaleInput): Language {
  const allowed = available && available.length > 0 ? available : LANGUAGES;
  const ok = (l: Language | undefined): l is Language => !!l && allowed.includes(l);
  const explicit = [query, stored].map((v) => (v ? fromLanguageTag(v) : undefined));
  for (const l of explicit) if (ok(l)) return l;
  for (const tag of browser) {
    const l = fromLanguageTag(tag);
    if (ok(l)) return l;
  }
  const fallback: Language = agencyMode ? 'ja' : 'en';
  return ok(fallback) ? fallback : (allowed[0] as Language);
}

/** The value for <html lang>. */
export function htmlLang(locale: Language): string {
  return htmlLangOf(locale);
}

export function isRtl(locale: Language): boolean {
  return isRtlLanguage(locale);
}

/** Each language named in itself, for the selector. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  ar: 'العربية',
};
