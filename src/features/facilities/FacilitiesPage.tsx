// `/facilities` (document 1 §2): the brand's hotels and an inventory calendar with a week
// selector. The week and the party size live in the URL; the answers live in the store.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot, type Snapshot } from 'valtio';
import type { InitSettings, Language } from '../../../contract';
import { appState } from '../../lib/app-store';
import { htmlLang, useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { Loader } from '../../ui/Spinner';
import { addDays, formatIsoDateRange, todayIn } from '../../../contract/dates';
import { facilitiesState, inventoryKey, loadHotels, loadInventory, type LoadError } from './facilities-store';
import { HotelCards } from './HotelCards';
import { InventoryTable } from './InventoryTable';
import { WeekSelector } from './WeekSelector';
import { readView, WEEK_LENGTH, weekBounds, weekDates, writeView, type FacilitiesView } from './week';
import '../../ui/controls.css';
import './facilities.css';

/** "Nov 21 – 27, 2026", "2026年11月21日～27日": the language's own way to write a range. */
function formatRange(from: string, to: string, locale: Language): string {
  return formatIsoDateRange(from, to, htmlLang(locale), 'medium');
}

function errorText(error: LoadError, t: ReturnType<typeof useT>, key: string): string {
  return error.status === 0 ? t('errors.network') : t(key);
}

function ErrorWithRetry({ text, onRetry, t }: { text: string; onRetry(): void; t: ReturnType<typeof useT> }) {
  return (
    <div className="y-fac-error">
      <Banner variant="error" variantLabel={t('banner.error')} text={text} />
      <button type="button" className="y-button y-button--quiet" onClick={onRetry}>
        {t('facilities.retry')}
      </button>
    </div>
  );
}

function Facilities({ init }: { init: Snapshot<InitSettings> }) {
  const t = useT();
  const locale = useLocale();
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const { hotelCode } = useSnapshot(appState);
  const { hotels, inventory } = useSnapshot(facilitiesState);

  const settings = init.booking_widget_setting_attributes;
  const brandId = init.hotel_brand.id;
  const today = todayIn(settings.hotel.time_zone);
  const bounds = weekBounds(today, settings.reservable_months);
  const view = readView(search, bounds);
  const dates = weekDates(view.start);
  const week = inventory[inventoryKey(brandId, view.start, view.adults)];

  useEffect(() => {
    void loadHotels(brandId);
  }, [brandId]);
  useEffect(() => {
    void loadInventory(brandId, view.start, view.adults);
  }, [brandId, view.start, view.adults]);

  // Replace, not push: inside an iframe every push is a step of the host page's Back button.
  const change = (next: Partial<FacilitiesView>) => setLocation(`${path}?${writeView(search, { ...view, ...next })}`, { replace: true });

  const range = formatRange(view.start, addDays(view.start, WEEK_LENGTH - 1), locale);
  const hotelList = hotels?.status === 'ready' ? hotels.data : [];

  return (
    <div className="y-fac">
      <div className="y-fac__head">
        <h1 className="y-title">{t('facilities.title')}</h1>
        <p className="y-muted">{t('facilities.intro', { brand: init.hotel_brand.name })}</p>
      </div>

      <section className="y-fac__section" aria-labelledby="fac-hotels-title">
        <h2 id="fac-hotels-title" className="y-fac__h2">
          {t('facilities.hotels_heading')}
        </h2>
        {hotels?.status === 'error' ? (
          <ErrorWithRetry text={errorText(hotels.error, t, 'facilities.hotels_error')} onRetry={() => void loadHotels(brandId, true)} t={t} />
        ) : hotels?.status === 'ready' ? (
          hotels.data.length === 0 ? (
            <p className="y-muted">{t('facilities.no_hotels')}</p>
          ) : (
            <HotelCards hotels={hotels.data} locale={locale} adults={view.adults} currentHotelCode={hotelCode} t={t} />
          )
        ) : (
          <Loader label={t('facilities.loading_hotels')} />
        )}
      </section>

      <section className="y-card y-fac__calendar" aria-labelledby="fac-calendar-title">
        <h2 id="fac-calendar-title" className="y-fac__h2">
          {t('facilities.calendar_heading')}
        </h2>
        <WeekSelector view={view} bounds={bounds} rangeLabel={range} onChange={change} t={t} />
        <p className="y-fac__note">{t('facilities.note')}</p>
        <div className="y-fac__grid" aria-busy={!week || week.status === 'loading'}>
          {week?.status === 'error' ? (
            <ErrorWithRetry text={errorText(week.error, t, 'facilities.inventory_error')} onRetry={() => void loadInventory(brandId, view.start, view.adults, true)} t={t} />
          ) : week?.status === 'ready' ? (
            week.data.length === 0 ? (
              <p className="y-muted">{t('facilities.no_hotels')}</p>
            ) : (
              <>
                <InventoryTable
                  dates={dates}
                  rows={week.data}
                  hotels={hotelList}
                  adults={view.adults}
                  today={today}
                  caption={t('facilities.caption', { range, count: view.adults })}
                  currentHotelCode={hotelCode}
                  locale={locale}
                  t={t}
                />
                <p className="y-fac__scroll-hint" aria-hidden="true">
                  {t('facilities.scroll_hint')}
                </p>
              </>
            )
          ) : (
            <Loader label={t('facilities.loading_inventory')} />
          )}
        </div>
      </section>
    </div>
  );
}

export default function FacilitiesPage() {
  usePageTitle('facilities.titles.facilities');
  const { init } = useSnapshot(appState);
  if (!init) return null;
  return <Facilities init={init} />;
}
