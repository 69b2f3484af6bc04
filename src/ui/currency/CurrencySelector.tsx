// The currency selector (document 1 §2 "Currency selector"): shown in multi-currency mode on the
// results page and the rooms recommender.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CURRENCIES } from '../../../contract';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { currencyName } from '../../lib/money';
import { currencyState, shownCurrency } from '../../lib/currency-store';
import './currency.css';

// The dialog loads the first time it opens.
const CurrencyDialog = lazy(() => import('./CurrencyDialog').then((m) => ({ default: m.CurrencyDialog })));

export function CurrencySelector() {
  const t = useT();
  const locale = useLocale();
  const { init } = useSnapshot(appState);
  const currency = useSnapshot(currencyState);
  const [open, setOpen] = useState(false);
  if (!init) return null;
  const shown = shownCurrency(currency, init, locale);
  return (
    <>
      <button
        type="button"
        className="ys-cur__button"
        onClick={() => setOpen(true)}
        // The name starts with what the button shows ("$USD"), so speaking it works as a voice command.
        aria-label={`${CURRENCIES[shown].symbol !== shown ? CURRENCIES[shown].symbol : ''}${shown} – ${t('search.currency.button', { name: `${currencyName(shown, locale)} (${shown})` })}`}
        aria-haspopup="dialog"
        data-testid="currency-selector"
      >
        {/* A currency without a sign of its own (AED, CHF …) shows its code alone. */}
        {CURRENCIES[shown].symbol !== shown && (
          <span aria-hidden="true" className="ys-cur__sym">
            {CURRENCIES[shown].symbol}
          </span>
        )}
        <span aria-hidden="true">{shown}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CurrencyDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
