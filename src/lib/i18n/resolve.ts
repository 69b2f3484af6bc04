// The widget's languages: which one to speak (contract's resolveLocale), how the page names it,
// and how the selector names each.
import { htmlLangOf, isRtlLanguage, type Language } from '../../../contract';

// The rule itself is the contract's: the API names an installed app's language by it too.
export { fromLanguageTag, isLanguage, resolveLocale, type ResolveLocaleInput } from '../../../contract';

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
