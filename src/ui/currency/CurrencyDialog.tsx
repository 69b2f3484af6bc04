// The currency selector's dialog (document 1 §2 "Currency selector"): case-insensitive search over
// code, symbol and name; currencies that are not searchable are hidden; suggested ones first; no
// match says so. Loaded when first opened.
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CURRENCIES, type CurrencyCode } from '../../../contract';
import { searchCurrencies } from '../../lib/currency';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { Dialog } from '../Dialog';
import { currencyName } from '../../lib/money';
import { currencyState, selectCurrency, shownCurrency } from '../../lib/currency-store';

export function CurrencyDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { init } = useSnapshot(appState);
  const currency = useSnapshot(currencyState);
  const [query, setQuery] = useState('');
  if (!init) return null;
  const shown = shownCurrency(currency, init, locale);
  const hotel = init.booking_widget_setting_attributes.currency;
  const matches = searchCurrencies(query, (code) => currencyName(code, locale));
  const suggested = matches.filter((c) => CURRENCIES[c].isSuggested || c === hotel);
  const others = matches.filter((c) => !suggested.includes(c));

  const choose = (code: CurrencyCode) => {
    selectCurrency(code);
    onClose();
  };

  const option = (code: CurrencyCode) => (
    <li key={code}>
      <button type="button" className="ys-cur__option" aria-pressed={code === shown} onClick={() => choose(code)} data-testid={`currency-${code}`}>
        <span className="ys-cur__code">{code}</span>
        <span className="ys-cur__name">{currencyName(code, locale)}</span>
        <span className="ys-cur__symbol" aria-hidden="true">
          {CURRENCIES[code].symbol !== code ? CURRENCIES[code].symbol : ''}
        </span>
        {code === shown && <span className="ys-cur__tick">{t('search.currency.current')}</span>}
      </button>
    </li>
  );

  return (
    <Dialog title={t('search.currency.title')} closeLabel={t('search.currency.close')} onClose={onClose} className="ys-cur">
      <div className="y-field">
        <label className="y-field__label" htmlFor={`${id}-q`}>
          {t('search.currency.search')}
        </label>
        <input id={`${id}-q`} className="y-input" type="search" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} aria-describedby={`${id}-note`} />
      </div>
      <p className="y-muted ys-cur__note" id={`${id}-note`}>
        {t('search.currency.note', { currency: hotel })}
      </p>
      <div aria-live="polite">
        {matches.length === 0 ? (
          <p className="ys-cur__none" data-testid="currency-none">
            {t('search.currency.none', { q: query.trim() })}
          </p>
        ) : (
          <>
            {suggested.length > 0 && (
              <>
                <h3 className="ys-cur__h">{t('search.currency.suggested')}</h3>
                <ul className="ys-cur__list">{suggested.map(option)}</ul>
              </>
            )}
            {others.length > 0 && (
              <>
                <h3 className="ys-cur__h">{t('search.currency.all')}</h3>
                <ul className="ys-cur__list">{others.map(option)}</ul>
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
