// Countries and regions by ISO 3166-1 alpha-2 code, named in the guest's language by the browser
// (Intl.DisplayNames), sorted by that name: what a nationality select offers.
import type { Language } from '../../contract';
import { htmlLang } from './i18n/resolve';

/** Codes the browser names that are not countries or regions of their own. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'XK', 'ZZ', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'CQ']);

let codes: string[] | null = null;

function allCodes(): string[] {
  if (codes) return codes;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const out: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      try {
        if (names.of(code)) out.push(code);
      } catch {
        /* not a region code */
      }
    }
  }
  codes = out;
  return out;
}

export function countryOptions(locale: Language): { code: string; name: string }[] {
  const lang = htmlLang(locale);
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const collator = new Intl.Collator(lang);
  return allCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((x, y) => collator.compare(x.name, y.name));
}
