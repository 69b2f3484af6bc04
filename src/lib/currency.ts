// Which currency prices are shown in (document 1 §3 "Currency state", §4 "Currency"):
// temporary > selected > detected > guessed > hotel default, each only when supported.
import { CURRENCIES, isCurrencyCode, LOCALE_CURRENCY, type CurrencyCode } from '../../contract';

export interface CurrencyState {
  temporary: CurrencyCode | null;
  selected: CurrencyCode | null;
  detected: CurrencyCode | null;
  guessed: CurrencyCode | null;
}

export function effectiveCurrency(state: CurrencyState, hotelDefault: CurrencyCode): CurrencyCode {
  return state.temporary ?? state.selected ?? state.detected ?? state.guessed ?? hotelDefault;
}

/** A currency given in the query, checked against the supported list. */
export function parseCurrency(value: string | null | undefined): CurrencyCode | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  return isCurrencyCode(upper) ? upper : null;
}

/** A guess from the guest's language (en USD, ja JPY, ko KRW, zh CNY …). */
export function guessCurrency(locale: string): CurrencyCode | null {
  return LOCALE_CURRENCY[locale] ?? LOCALE_CURRENCY[locale.split(/[-_]/)[0] ?? ''] ?? null;
}

/** Multi-currency applies when enabled and the shown currency differs from the hotel's. */
export function isMultiCurrency(enabled: boolean, shown: CurrencyCode, hotelCurrency: CurrencyCode): boolean {
  return enabled && shown !== hotelCurrency;
}

/** The currency selector's search: case-insensitive on code and symbol; unsearchable ones hidden. */
export function searchCurrencies(query: string, names: (code: CurrencyCode) => string = () => ''): CurrencyCode[] {
  const q = query.trim().toLowerCase();
  return (Object.keys(CURRENCIES) as CurrencyCode[]).filter((code) => {
    const c = CURRENCIES[code];
    if (!c.searchable) return false;
    if (!q) return true;
    return code.toLowerCase().includes(q) || c.symbol.toLowerCase().includes(q) || names(code).toLowerCase().includes(q);
  });
}
