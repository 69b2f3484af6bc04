import type { Language, Translations } from '../../../contract';

/** A hotel text in the guest's language, else English, else any, else the fallback. */
export function pickText(translations: Readonly<Translations> | undefined, locale: Language, fallback = ''): string {
  if (!translations) return fallback;
  return translations[locale] ?? translations.en ?? Object.values(translations).find(Boolean) ?? fallback;
}
