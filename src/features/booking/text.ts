import type { Language, Translations } from '../../../contract';
import { localised } from '../../../contract/rules/localised';

/** A hotel text in the guest's language, else English, else any, else the fallback. */
export function pickText(translations: Readonly<Translations> | undefined, locale: Language, fallback = ''): string {
  return localised(translations, locale, fallback);
}
