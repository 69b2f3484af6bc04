// `key_one`, `key_other` … by the language's plural rules; the `_other` form fills gaps.
import type { Language } from '../../../contract';
import { htmlLang } from './resolve';

type T = (key: string, params?: Record<string, string | number>) => string;

export function plural(t: T, key: string, n: number, locale: Language, params: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(htmlLang(locale)).select(n);
  const withN = { ...params, n };
  const exact = t(`${key}_${category}`, withN);
  return exact && exact !== `${key}_${category}` ? exact : t(`${key}_other`, withN);
}
