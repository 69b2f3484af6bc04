// The currency codes of document 2 §9 (what start-up checks settings against); the table of
// digits, symbols and flags is currency-table.ts.
import * as z from 'zod/mini';

export const CURRENCY_CODES = [
  'JPY', 'ARS', 'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'INR', 'IDR', 'ILS', 'MOP', 'MYR', 'MXN',
  'TWD', 'NZD', 'NOK', 'PHP', 'GBP', 'QAR', 'RUB', 'SAR', 'SGD', 'ZAR', 'KRW', 'LKR', 'SEK', 'CHF', 'THB', 'AED',
  'USD', 'VND', 'EGP', 'KWD', 'BHD', 'OMR',
] as const;
export const CurrencyCodeSchema = z.enum(CURRENCY_CODES);
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>;

export const DEFAULT_CURRENCY: CurrencyCode = 'JPY';

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}
