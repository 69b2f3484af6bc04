// Which currency prices are shown in (document 1 §3 "Currency state", §4 "Currency"): temporary >
// selected > detected > guessed > hotel default, only in multi-currency mode. The selection is
// remembered in local storage and carried in the results URL as mcp_currency.
import { proxy } from 'valtio';
import { CurrencyCodeSchema, DEFAULT_CURRENCY, type CurrencyCode, type InitSettings, type Language } from '../../contract';
import { effectiveCurrency, guessCurrency, isMultiCurrency, type CurrencyState } from './currency';
import { storeGet, storeSet } from './storage';

const STORAGE_KEY = 'yadori:currency';

export const currencyState = proxy<CurrencyState>({ temporary: null, selected: null, detected: null, guessed: null });

let loaded = false;

/** Takes up the guest's earlier choice (once per visit). */
export function loadStoredCurrency(): void {
  if (loaded) return;
  loaded = true;
  const stored = storeGet(STORAGE_KEY, CurrencyCodeSchema);
  if (stored && !currencyState.selected) currencyState.selected = stored;
}

export function selectCurrency(code: CurrencyCode): void {
  currencyState.selected = code;
  storeSet(STORAGE_KEY, code);
}

type Init = Pick<InitSettings, 'mcp_enabled'> & { booking_widget_setting_attributes: { currency: CurrencyCode } };

/** The currency prices are shown in; the guess follows the guest's language. */
export function shownCurrency(state: Readonly<CurrencyState>, init: Readonly<Init> | null, locale: Language): CurrencyCode {
  if (!init) return DEFAULT_CURRENCY;
  const hotel = init.booking_widget_setting_attributes.currency;
  if (!init.mcp_enabled) return hotel;
  return effectiveCurrency({ ...state, guessed: state.guessed ?? guessCurrency(locale) }, hotel);
}

/** The multi-currency currency to ask the API for, or null when prices are in the hotel's own. */
export function mcpCurrencyOf(shown: CurrencyCode, init: Readonly<Init> | null): CurrencyCode | null {
  if (!init) return null;
  return isMultiCurrency(init.mcp_enabled, shown, init.booking_widget_setting_attributes.currency) ? shown : null;
}
