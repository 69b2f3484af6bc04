// Money on screen: integers in minor units on the wire, formatted with each currency's decimal
// digits and symbol (document 2 §9), in the guest's language.
import { CURRENCIES, type CurrencyCode, type Language } from '../../contract';
import { htmlLang } from './i18n/resolve';

/** Minor units -> major units, with the currency's decimal digits. */
export function toMajor(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCIES[currency].decimalDigits;
}

/** "¥12,300", "$82.50", "KWD 1.250", "NT$2,600": symbol from the table, digits from the table. */
export function formatMoney(minor: number, currency: CurrencyCode, locale: Language): string {
  const { symbol, decimalDigits } = CURRENCIES[currency];
  const number = new Intl.NumberFormat(htmlLang(locale), {
    minimumFractionDigits: decimalDigits,
    maximumFractionDigits: decimalDigits,
  }).format(toMajor(minor, currency));
  const sign = minor < 0 ? '-' : '';
  const abs = number.replace(/^-/, '');
  return symbol === currency ? `${sign}${currency} ${abs}` : `${sign}${symbol}${abs}`;
}

/** The currency's name in the guest's language ("US Dollar", "米ドル"). */
export function currencyName(code: CurrencyCode, locale: Language): string {
  try {
    return new Intl.DisplayNames([htmlLang(locale)], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
