// The results: view (rooms or plans), filters, sort, and the list — or its preload copy dimmed
// while new results load, an error with a retry, or "no rooms" with the next date that has some.
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { SEARCH_ORDERS, type SearchOrder } from '../../../../contract';
import { appState } from '../../../lib/app-store';
import { useLocale, useT } from '../../../lib/i18n';
import { onReconnect, useOnline } from '../../../lib/connectivity';
import { useItemListEvent } from '../../../lib/use-ecommerce';
import { Banner } from '../../../ui/Banner';
import { childrenOf, kidsMode, nightsOf, toSearchRooms, type CriteriaView, type SearchSettings } from '../../../lib/search-criteria/criteria';
import { plural, shortDate, staySummaryParts } from '../format';
import { arrangePlans, arrangeRooms, metasearchTarget } from '../results';
import { loadPolicy, removeCode, resultsState, retrySearch, searchFromDate, setFilters, setOrder, setView } from '../search-store';
import { withoutRefused } from '../results-store';
import { PlanCard } from './PlanCard';
import { RoomCard } from './RoomCard';
import { RoomDetailDialog, prefetchOnDemandParts } from './lazy';
import { updateModeNumberOf, updateModeState, updateOfferRules } from '../update-mode';
import type { ResultsView, UpdateView } from './view';
import { localised } from '../../../../contract/rules/localised';

/**
 * `compact`: the chat layout. The search summary above already says the stay and party, so the
 * title and summary are for screen readers only, and sort and filters fold into one line.
 */
export function ResultsSection({
  settings,
  criteria,
  hotelCode,
  mcp,
  compact = false,
}: {
  settings: SearchSettings;
  criteria: CriteriaView;
  hotelCode: string;
  mcp: ResultsView['mcp'];
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const snap = useSnapshot(resultsState);
  const upd = useSnapshot(updateModeState);
  useSnapshot(appState);
  const [roomOpen, setRoomOpen] = useState<string | null>(null);
  const mode = kidsMode(settings);
  const shown = snap.results ?? snap.preload;
  // Offline, the prices shown may be out of date: they are not bookable until searched again,
  // which happens by itself when the connection is back.
  const online = useOnline();
  const stale = (!snap.results && !!snap.preload) || (!online && !!shown);
  const roomCount = criteria.rooms.length;

  const arranged = useMemo(() => {
    if (!shown) return null;
    const options = { tiersMode: mode === 'tiers', roomCount, filters: criteria.filter, order: criteria.order };
    return { rooms: arrangeRooms(shown.rooms, options), plans: arrangePlans(shown.plans, shown.rooms, options) };
  }, [shown, mode, roomCount, criteria.filter, criteria.order]);

  useEffect(() => onReconnect(retrySearch), []);

  // Every plan row shows its cancellation summary: fetch each policy once.
  useEffect(() => {
    if (!snap.results) return;
    const ids = new Set(snap.results.rooms.flatMap((r) => r.room_plan.map((p) => p.cancellation_policy_id)).filter((x): x is number => x !== null));
    ids.forEach((pid) => void loadPolicy(pid));
    prefetchOnDemandParts();
  }, [snap.results]);
  useItemListEvent(snap.results, criteria, updateModeNumberOf(criteria) !== null);

  const highlight =
    criteria.passthrough.metasearch_source && snap.metasearch.highlight && shown
      ? metasearchTarget(shown.rooms, { roomTypeCodes: criteria.room_type_codes, roomPlanCodes: criteria.room_plan_codes, priceDisplayedTotal: criteria.passthrough.price_displayed_total })
      : null;

  const adults = criteria.rooms.reduce((n, r) => n + r.adults, 0);
  const children = criteria.rooms.reduce((n, r) => n + childrenOf(r, mode), 0);
  const guests = [plural(t, 'search.count.adults', adults, locale), children ? plural(t, 'search.count.children', children, locale) : null, roomCount > 1 ? plural(t, 'search.count.rooms', roomCount, locale) : null]
    .filter(Boolean)
    .join(', ');
  const nights = nightsOf(criteria);
  const stayText = criteria.is_day_use && criteria.search_type === 'dated' ? t('search.plan.total_day_use', { guests }) : t('search.plan.total_for', { nights: plural(t, 'search.count.nights', nights, locale), guests });

  // Update mode: offers change the reservation instead of booking (update-offers.ts).
  let update: UpdateView | null = null;
  if (updateModeNumberOf(criteria)) {
    const { reservation, settings: may } = upd;
    const rules = updateOfferRules();
    if (upd.status === 'ready' && reservation && may && rules) {
      const context = {
        hotelCode,
        reservation,
        settings: may,
        search: { search_type: criteria.search_type, checkin: criteria.checkin, checkout: criteria.checkout, is_day_use: criteria.is_day_use, nights: criteria.nights },
        rooms: toSearchRooms(criteria, settings),
      };
      update = { state: 'ready', action: (offer) => rules.offerAction(context, offer) };
    } else if (upd.status === 'idle' || upd.status === 'loading' || (upd.status === 'ready' && !upd.settingsFailed)) {
      update = { state: 'waiting' };
    } else {
      update = { state: 'unavailable' };
    }
  }

  const view: ResultsView = {
    settings,
    // Booking goes on with the search as its results were searched: a refused code stays behind.
    criteria: withoutRefused(criteria, snap.refused),
    hotelCode,
    mcp,
    // The prices shown are the member's when the results shown were searched for a member.
    memberPrices: snap.results ? snap.resultsForMember : snap.preloadForMember,
    stayText,
    highlight,
    roomsByCode: new Map((shown?.rooms ?? []).map((r) => [r.room_type_code, r])),
    selectable: !update && criteria.search_type === 'dated' && roomCount > 1,
    openRoom: setRoomOpen,
    update,
  };

  const isPlans = criteria.type === 'plan';
  const list = isPlans ? arranged?.plans : arranged?.rooms;
  const count = list?.length ?? 0;
  const staySummary = staySummaryParts(t, criteria, nights, locale);
  const openRoom = roomOpen ? view.roomsByCode.get(roomOpen) : undefined;
  const toggleFilter = (code: string, on: boolean) => setFilters(on ? [...criteria.filter, code] : criteria.filter.filter((f) => f !== code));

  const controlsBlock = (
    <>
      <div className="ys-toolbar__row">
        {settings.plan_search_enabled && (
          <div className="y-segment" role="group" aria-label={t('search.results.view')}>
            <button type="button" aria-pressed={!isPlans} onClick={() => setView('rooms')}>
              {t('search.results.view_rooms')}
            </button>
            <button type="button" aria-pressed={isPlans} onClick={() => setView('plan')}>
              {t('search.results.view_plans')}
            </button>
          </div>
        )}
        <div className="ys-sort">
          <label htmlFor={`${id}-sort`}>{t('search.results.sort')}</label>
          <select id={`${id}-sort`} className="y-select" value={criteria.order} onChange={(e) => setOrder(e.target.value as SearchOrder)}>
            {SEARCH_ORDERS.map((o) => (
              <option key={o} value={o}>
                {t(`search.order.${o}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {settings.room_search_filters.length > 0 && (
        <fieldset className="ys-filters">
          <legend className="ys-filters__legend">{t('search.results.filters')}</legend>
          <div className="y-chips">
            {settings.room_search_filters.map((f) => (
              <label key={f.code} className="y-chip">
                <input type="checkbox" checked={criteria.filter.includes(f.code)} onChange={(e) => toggleFilter(f.code, e.target.checked)} data-testid={`filter-${f.code}`} />
                <span>{localised(f.name, locale, f.code)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );

  return (
    <section className="ys-results" aria-labelledby={`${id}-title`}>
      <div className="ys-toolbar">
        <div className="ys-toolbar__head">
          <h2 className={compact ? 'visually-hidden' : 'ys-toolbar__title'} id={`${id}-title`}>
            {isPlans ? t('search.results.title_plans') : t('search.results.title')}
          </h2>
          <p className={compact ? 'visually-hidden' : 'ys-toolbar__summary y-muted'} data-testid="results-summary">
            {/* Each part isolated: in a language that falls back to English, mixed scripts keep their order. */}
            {[...staySummary, guests]
              .filter(Boolean)
              .map((part, i) => (
                <span key={i}>
                  {i > 0 && ' · '}
                  <bdi>{part}</bdi>
                </span>
              ))}
          </p>
        </div>
        {compact ? (
          <details className="ys-toolbar__more" data-testid="sort-filter">
            <summary className="ys-toolbar__more-summary">
              {t('search.results.sort_and_filter')}
              <span className="y-muted">
                {' · '}
                {t(`search.order.${criteria.order}`)}
                {criteria.filter.length > 0 && ` · ${plural(t, 'search.results.filters_on', criteria.filter.length, locale)}`}
              </span>
            </summary>
            {controlsBlock}
          </details>
        ) : (
          controlsBlock
        )}
      </div>

      <p className="visually-hidden" role="status" aria-live="polite">
        {snap.status === 'loading' ? t('search.results.loading') : snap.status === 'ready' && list ? plural(t, isPlans ? 'search.results.count_plans' : 'search.results.count_rooms', count, locale) : ''}
      </p>

      {snap.status === 'error' && snap.error && (
        <div className="ys-results__error">
          <Banner variant="error" variantLabel={t('banner.error')} text={t(snap.error.key, snap.error.params)} />
          <button type="button" className="y-button y-button--quiet" onClick={retrySearch}>
            {t('search.results.retry')}
          </button>
        </div>
      )}

      {snap.refused.map((r) => (
        <div key={r.field} className="ys-results__refused" data-testid={`refused-${r.field}`}>
          <Banner
            variant="info"
            variantLabel={t('banner.info')}
            text={`${t(`search.code_refused.${r.field}`, { code: r.code })} ${t(r.reason.key, r.reason.params)} ${t('search.code_refused.shown_without')}`}
          />
          <button type="button" className="y-button y-button--quiet" onClick={() => removeCode(r.field)} data-testid={`remove-${r.field}`}>
            {t(`search.code_refused.remove_${r.field}`)}
          </button>
        </div>
      ))}

      {!shown && snap.status !== 'error' && (
        <div className="ys-skeleton" aria-hidden="true" data-testid="results-loading">
          {[0, 1].map((i) => (
            <div key={i} className="y-card ys-skeleton__card">
              <div className="ys-skeleton__img" />
              <div className="ys-skeleton__lines">
                <span />
                <span />
                <span />
              </div>
            </div>
          ))}
        </div>
      )}

      {shown && list && (
        <div className={`ys-list${stale ? ' is-stale' : ''}`} aria-busy={stale} inert={stale} data-testid="results" data-stale={stale ? 'true' : 'false'}>
          {stale && (
            <p className="ys-list__updating" aria-hidden="true" data-testid={online ? undefined : 'results-offline'}>
              {online ? (
                <>
                  <span className="y-spinner ys-list__spinner" /> {t('search.results.updating')}
                </>
              ) : (
                t('search.results.offline')
              )}
            </p>
          )}
          {count === 0 ? (
            <div className="y-card ys-empty" data-testid={criteria.filter.length ? 'no-match' : 'no-rooms'}>
              <h3 className="ys-empty__title">{criteria.filter.length ? t('search.results.no_match') : t('search.results.no_rooms')}</h3>
              <p>{criteria.filter.length ? t('search.results.no_match_text') : t('search.results.no_rooms_text')}</p>
              {criteria.filter.length > 0 && (
                <button type="button" className="y-button y-button--quiet" onClick={() => setFilters([])}>
                  {t('search.results.clear_filters')}
                </button>
              )}
              {shown.next_available_date && (
                <>
                  <p>{t('search.results.next_available', { date: shortDate(shown.next_available_date, locale) })}</p>
                  <button type="button" className="y-button" onClick={() => searchFromDate(shown.next_available_date as string)} data-testid="next-available">
                    {t('search.results.search_from', { date: shortDate(shown.next_available_date, locale) })}
                  </button>
                </>
              )}
            </div>
          ) : isPlans ? (
            arranged?.plans.map((p) => <PlanCard key={p.hotel_plan_code} plan={p} view={view} />)
          ) : (
            arranged?.rooms.map((r) => <RoomCard key={r.room_type_code} room={r} view={view} />)
          )}
          {mcp && count > 0 && <p className="ys-list__note y-muted">{t('search.currency.note', { currency: settings.currency })}</p>}
        </div>
      )}
      {openRoom && (
        <Suspense fallback={null}>
          <RoomDetailDialog room={openRoom} onClose={() => setRoomOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
