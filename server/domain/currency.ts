// Conversion between currencies for display (multi-currency), from a stored rate table, in minor
// units with each currency's decimal digits (document 2 §9).
import { CURRENCIES, type CurrencyCode } from '../../contract';

/** Units of each currency that one JPY buys. */
export type RateTable = Readonly<Partial<Record<CurrencyCode, number>>>;

export function convertMinor(amount: number, from: CurrencyCode, to: CurrencyCode, rates: RateTable): number {
  if (from === to) return amount;
  // One JPY buys one JPY, whether or not the table says so.
  const fromRate = from === 'JPY' ? 1 : rates[from];
  const toRate = to === 'JPY' ? 1 : rates[to];
  if (!fromRate || !toRate) throw new Error(`no exchange rate for ${fromRate ? to : from}`);
  const major = amount / 10 ** CURRENCIES[from].decimalDigits;
  const converted = (major / fromRate) * toRate;
  return Math.round(converted * 10 ** CURRENCIES[to].decimalDigits);
}
