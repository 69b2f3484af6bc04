// /booking/result: the hotel, the search form, and the rooms or plans for the search the address
// describes. The address and the store are kept equal both ways (history.replaceState through
// wouter), so a results URL can be shared and searches the same again.
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { InHeaderSlot } from '../../ui/HeaderSlot';
import { CurrencySelector } from '../../ui/currency/CurrencySelector';
import { HotelCard } from './components/HotelCard';
import { ResultsSection } from './components/ResultsSection';
import { SearchForm } from './components/SearchForm';
import { SelectionBar } from './components/SelectionBar';
import { currencyState, loadStoredCurrency, mcpCurrencyOf, shownCurrency } from '../../lib/currency-store';
import { buildResultsQuery } from '../../lib/search-criteria/search-params';
import { criteriaKey, currentCurrency, dismissKidsAdjusted, runSearch, searchState, syncFromUrl } from './search-store';
import '../../ui/forms.css';
import './search.css';

export default function ResultsPage() {
  const t = useT();
  const locale = useLocale();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { init, user, hotelCode } = useSnapshot(appState);
  const snap = useSnapshot(searchState);
  const currency = useSnapshot(currencyState);
  usePageTitle('titles.search_results');

  const settings = init?.booking_widget_setting_attributes ?? null;
  const shown = shownCurrency(currency, init, locale);
  const mcp = mcpCurrencyOf(shown, init);

  useEffect(() => loadStoredCurrency(), []);

  // The query this page wrote last: reading it back is not news (and must not echo).
  const written = useRef<string | null>(null);

  // Address -> store.
  useEffect(() => {
    if (settings && search !== written.current) syncFromUrl(search);
  }, [search, settings]);

  // Store -> address: the search and, in multi-currency mode, the shown currency. The values
  // are read from the store itself, not from this render's snapshots, which may trail it.
  const key = settings && snap.criteria ? criteriaKey(snap.criteria, settings) : null;
  useEffect(() => {
    const c = searchState.criteria;
    if (!settings || !c) return;
    const next = buildResultsQuery(search, c, settings, init?.mcp_enabled ? currentCurrency().shown : null);
    if (next === search) return;
    written.current = next;
    navigate(`${path}?${next}`, { replace: true });
  }, [key, shown]);

  // Store -> results: a new search, currency, language or member means a new search.
  useEffect(() => {
    if (key) void runSearch();
  }, [key, mcp, locale, user?.id, hotelCode, snap.requestKey === null]);

  if (!settings || !snap.criteria || !hotelCode) return null;

  return (
    <div className="ys-page">
      <HotelCard settings={settings} />
      {snap.kidsAdjusted && (
        <div data-testid="kids-adjusted">
          <Banner variant="info" variantLabel={t('banner.info')} text={t('search.kids_adjusted')} dismissLabel={t('banner.dismiss')} onDismiss={dismissKidsAdjusted} />
        </div>
      )}
      {snap.datesDropped && <Banner variant="info" variantLabel={t('banner.info')} text={t('search.dates_dropped')} />}
      <SearchForm settings={settings} criteria={snap.criteria} />
      <ResultsSection settings={settings} criteria={snap.criteria} hotelCode={hotelCode} mcp={mcp} />
      <SelectionBar settings={settings} criteria={snap.criteria} hotelCode={hotelCode} mcp={mcp} />
      {init?.mcp_enabled && (
        <InHeaderSlot>
          <CurrencySelector />
        </InHeaderSlot>
      )}
    </div>
  );
}
