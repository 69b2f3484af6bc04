// /booking/result: the hotel, the search form, and the rooms or plans for the search the address
// describes. The address and the store are kept equal both ways (history.replaceState through
// wouter), so a results URL can be shared and searches the same again. With current_reservation
// the page is in update mode (update-mode.ts): its offers change that reservation.
import { lazy, Suspense, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { InHeaderSlot } from '../../ui/HeaderSlot';
import { HotelCard } from './components/HotelCard';
import { ResultsSection } from './components/ResultsSection';
import { SearchForm } from './components/SearchForm';
import { SearchSummary } from './components/SearchSummary';
import { useCompactLayout } from '../../ui/use-compact-layout';
import { SelectionBar } from './components/lazy';
import { takeUpdateModeToken } from '../../lib/reservation-access';
import { hasCriteria, parseSearchUrl } from '../../lib/search-criteria/search-params';
import { enterUpdateMode, resetUpdateMode, updateModeNumberOf, updateModeState } from './update-mode';
import { currencyState, loadStoredCurrency, mcpCurrencyOf, shownCurrency } from '../../lib/currency-store';
import { buildResultsQuery } from '../../lib/search-criteria/search-params';
import { criteriaKey, criteriaState, currentCurrency, dismissKidsAdjusted, resultsState, runSearch, searchReservationStay, syncFromUrl } from './search-store';
import { loadCompanionTiers, tellChatCompanions } from './companions';
import { withoutRefused } from './results-store';
import { datesNoteText } from './format';
import '../../ui/forms.css';
import './search.css';

/** Shown in multi-currency mode only: its code comes with it. */
const CurrencySelector = lazy(() => import('../../ui/currency/CurrencySelector').then((m) => ({ default: m.CurrencySelector })));
/** Shown in update mode only: its code comes with it. */
const UpdateModeBanner = lazy(() => import('./components/UpdateModeBanner').then((m) => ({ default: m.UpdateModeBanner })));

export default function ResultsPage() {
  const t = useT();
  const locale = useLocale();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { init, user, hotelCode } = useSnapshot(appState);
  const snap = useSnapshot(criteriaState);
  const { requestKey, refused } = useSnapshot(resultsState);
  const currency = useSnapshot(currencyState);
  usePageTitle('search.titles.search_results');
  const compact = useCompactLayout();

  const settings = init?.booking_widget_setting_attributes ?? null;
  // Whether the hotel's settings have come, not each new snapshot of them, starts what needs them.
  const hasSettings = settings !== null;
  const shown = shownCurrency(currency, init, locale);
  const mcp = mcpCurrencyOf(shown, init);

  useEffect(() => loadStoredCurrency(), []);

  // Update mode's token leaves the address at once, before anything else reads the query (the
  // route table already took it from a page's first address; this is for links followed inside).
  useLayoutEffect(() => {
    const rest = takeUpdateModeToken(search);
    if (rest !== null) navigate(rest ? `${path}?${rest}` : path, { replace: true });
  }, [search, path, navigate]);

  // The query this page wrote last: reading it back is not news (and must not echo).
  const written = useRef<string | null>(null);
  // Update mode reached without a search in the address starts from the reservation's own stay.
  const fromStay = useRef(!hasCriteria(parseSearchUrl(search)));
  const upd = useSnapshot(updateModeState);
  const updateNumber = updateModeNumberOf(snap.criteria);
  useEffect(() => {
    if (!hotelCode || !hasSettings) return;
    if (!updateNumber) {
      resetUpdateMode();
      return;
    }
    void enterUpdateMode(hotelCode, updateNumber, (r) => {
      if (!fromStay.current) return;
      fromStay.current = false;
      searchReservationStay(r);
    });
  }, [updateNumber, hotelCode, hasSettings]);
  // Read afresh on the next visit: the reservation may have changed meanwhile.
  useEffect(() => () => resetUpdateMode(), []);
  // The stay is not known yet: a search now would be thrown away.
  const holdSearch = updateNumber !== null && fromStay.current && (upd.status === 'idle' || upd.status === 'loading');

  // Address -> store.
  useEffect(() => {
    if (settings && search !== written.current) syncFromUrl(search);
  }, [search, settings]);

  // Store -> address: the search and, in multi-currency mode, the shown currency. The values
  // are read from the store itself, not from this render's snapshots, which may trail it.
  // Written when the search or the shown currency changes, not when the address does (that is
  // the other way round, above).
  const key = settings && snap.criteria ? criteriaKey(snap.criteria, settings) : null;
  const writeAddress = useEffectEvent(() => {
    const c = criteriaState.criteria;
    if (!settings || !c) return;
    const next = buildResultsQuery(search, c, settings, init?.mcp_enabled ? currentCurrency().shown : null);
    if (next === search) return;
    written.current = next;
    navigate(`${path}?${next}`, { replace: true });
  });
  useEffect(() => {
    writeAddress();
  }, [key, shown]);

  // The member's companion tiers; a sign-in or sign-out clears the companions. In a chatbot, each
  // change of them is told to the chat.
  const userId = user?.id ?? null;
  const userProgramId = user?.program_id ?? null;
  useEffect(() => {
    if (hotelCode) void loadCompanionTiers(hotelCode, userId === null ? null : { id: userId, program_id: userProgramId }, locale);
  }, [hotelCode, userId, userProgramId, locale]);
  // Told from the moment the settings have come, with the settings as they are then.
  const tellCompanions = useEffectEvent(() => (settings ? tellChatCompanions(settings) : undefined));
  useEffect(() => (hasSettings ? tellCompanions() : undefined), [hasSettings]);

  // Store -> results: a new search, currency, language or member means a new search.
  const noRequest = requestKey === null;
  useEffect(() => {
    if (key && !holdSearch) void runSearch();
  }, [key, mcp, locale, userId, hotelCode, noRequest, holdSearch]);

  if (!settings || !snap.criteria || !hotelCode) return null;

  return (
    <div className={compact ? 'ys-page ys-page--compact' : 'ys-page'}>
      <HotelCard settings={settings} compact={compact} />
      {updateNumber && (
        <Suspense fallback={null}>
          <UpdateModeBanner number={updateNumber} hotelCode={hotelCode} />
        </Suspense>
      )}
      {snap.kidsAdjusted && (
        <div data-testid="kids-adjusted">
          <Banner variant="info" variantLabel={t('banner.info')} text={t('search.kids_adjusted')} dismissLabel={t('banner.dismiss')} onDismiss={dismissKidsAdjusted} />
        </div>
      )}
      {(snap.datesDropped || snap.datesNote) && (
        <div data-testid="dates-note">
          <Banner variant="info" variantLabel={t('banner.info')} text={datesNoteText(t, snap.datesNote, snap.criteria, settings.reservable_months, locale)} />
        </div>
      )}
      {compact ? <SearchSummary settings={settings} criteria={snap.criteria} /> : <SearchForm settings={settings} criteria={snap.criteria} />}
      <ResultsSection settings={settings} criteria={snap.criteria} hotelCode={hotelCode} mcp={mcp} compact={compact} />
      {!updateNumber && snap.criteria.search_type === 'dated' && snap.criteria.rooms.length > 1 && (
        <Suspense fallback={null}>
          <SelectionBar settings={settings} criteria={withoutRefused(snap.criteria, refused)} hotelCode={hotelCode} mcp={mcp} />
        </Suspense>
      )}
      {init?.mcp_enabled && (
        <InHeaderSlot>
          <Suspense fallback={null}>
            <CurrencySelector />
          </Suspense>
        </InHeaderSlot>
      )}
    </div>
  );
}
