// The currency table of document 2 §9: decimal digits, symbols, suggested and searchable flags.
import { CURRENCY_CODES, type CurrencyCode } from './currencies';

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  decimalDigits: 0 | 2 | 3;
  isSuggested: boolean;
  searchable: boolean;
}

const ZERO_DECIMALS: readonly CurrencyCode[] = ['JPY', 'IDR', 'TWD', 'KRW', 'VND'];
const THREE_DECIMALS: readonly CurrencyCode[] = ['KWD', 'BHD', 'OMR'];
const SYMBOLS: Partial<Record<CurrencyCode, string>> = { JPY: '¥', EUR: '€', TWD: 'NT$', GBP: '£', KRW: '₩', USD: '$' };
const SUGGESTED: readonly CurrencyCode[] = ['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD'];
const NOT_SEARCHABLE: readonly CurrencyCode[] = ['EGP', 'KWD', 'BHD', 'OMR'];

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = Object.fromEntries(
  CURRENCY_CODES.map((code) => [
    code,
    {
      code,
      symbol: SYMBOLS[code] ?? code,
      decimalDigits: ZERO_DECIMALS.includes(code) ? 0 : THREE_DECIMALS.includes(code) ? 3 : 2,
      isSuggested: SUGGESTED.includes(code),
      searchable: !NOT_SEARCHABLE.includes(code),
    },
  ]),
) as Record<CurrencyCode, Currency>;

/** Locale-to-currency defaults used to guess a guest's currency (document 2 §9). */
export const LOCALE_CURRENCY: Readonly<Record<string, CurrencyCode>> = {
  en: 'USD', ja: 'JPY', ko: 'KRW', zh_Hans: 'CNY', zh_Hant: 'TWD', id: 'IDR', th: 'THB', ar: 'AED',
  de: 'EUR', fr: 'EUR', es: 'EUR', it: 'EUR', nl: 'EUR', pt: 'EUR', fi: 'EUR',
};
