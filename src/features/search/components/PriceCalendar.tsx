// The stay picker: first the check-in, then the check-out, where each possible check-out day
// shows the lowest total for the stay (GET /rooms/availability). The price is text on the day and
// in its accessible name, never colour alone.
import { useEffect, useEffectEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { htmlLang, useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { Calendar } from '../../../ui/Calendar';
import { addDays, daysBetween, monthOf } from '../../../../contract/dates';
import { useMediaQuery } from '../../../ui/use-media-query';
import { MAX_NIGHTS, type RoomView } from '../../../lib/search-criteria/criteria';
import { compactMoney, longDate, plural } from '../format';
import { calendarState, loadCalendar } from '../search-store';

export type Picking = 'checkin' | 'checkout';

export interface PriceCalendarProps {
  picking: Picking;
  checkin: string | null;
  checkout: string | null;
  dayUse: boolean;
  /** Pickable bounds: first check-in, last check-out. */
  earliest: string;
  last: string;
  /** The party, for the prices (ages mode: children without an age are left out). */
  rooms: readonly RoomView[];
  onPickCheckin(date: string): void;
  onPickCheckout(date: string): void;
  onClose(): void;
}

export function PriceCalendar(props: PriceCalendarProps) {
  const t = useT();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 720px)');
  const cal = useSnapshot(calendarState);
  const { picking, checkin, checkout, dayUse, earliest, last } = props;
  const start = picking === 'checkout' && checkin ? (checkout ?? addDays(checkin, 1)) : (checkin ?? earliest);
  const [focusDate, setFocusDate] = useState(start);
  const [month, setMonth] = useState(monthOf(start));

  // Each step starts on its own day: the check-in, then the day after it. Set as the step
  // changes, not after it is shown.
  const [step, setStep] = useState(picking);
  if (step !== picking) {
    setStep(picking);
    setFocusDate(start);
    setMonth((m) => (monthOf(start) < m || monthOf(start) > m ? monthOf(start) : m));
  }

  const showPrices = picking === 'checkout' && !!checkin && !dayUse;
  // Asked again when the party changes: its key, as the rooms are a new list on every render.
  const roomsKey = JSON.stringify(props.rooms);
  const loadPrices = useEffectEvent((day: string) => void loadCalendar(day, props.rooms));
  useEffect(() => {
    if (showPrices && checkin) loadPrices(checkin);
  }, [showPrices, checkin, roomsKey]);

  const pricesReady = showPrices && cal.checkin === checkin && cal.status === 'ready' && !!cal.currency;
  const stayable = (d: string) => !!checkin && d > checkin && daysBetween(checkin, d) <= MAX_NIGHTS;

  function priceOf(d: string): number | null | undefined {
    if (!pricesReady || !stayable(d)) return undefined;
    return d in cal.prices ? (cal.prices[d] ?? null) : undefined;
  }

  function dayLabel(d: string): string {
    const parts = [longDate(d, locale)];
    if (d === checkin) parts.push(t('search.calendar.is_checkin'));
    if (d === checkout && !dayUse) parts.push(t('search.calendar.is_checkout'));
    if (showPrices && checkin && stayable(d)) {
      const nights = daysBetween(checkin, d);
      const price = priceOf(d);
      const stay = plural(t, 'search.count.nights', nights, locale);
      if (price === null) parts.push(t('search.calendar.no_rooms_for', { nights: stay }));
      else if (price !== undefined && cal.currency) parts.push(t('search.calendar.total_for', { price: formatMoney(price, cal.currency, locale), nights: stay }));
    }
    return parts.join(', ');
  }

  function renderDay(d: string) {
    if (!showPrices || !stayable(d)) return null;
    if (!pricesReady) return cal.status === 'loading' ? <span className="ys-cal__dot">·</span> : null;
    const price = priceOf(d);
    if (price === null) return <span className="ys-cal__none">—</span>;
    if (price === undefined || !cal.currency) return null;
    return <span className="ys-cal__price">{compactMoney(price, cal.currency, locale)}</span>;
  }

  const heading = dayUse ? t('search.calendar.choose_date') : picking === 'checkin' ? t('search.calendar.choose_checkin') : t('search.calendar.choose_checkout');
  let status = '';
  if (showPrices) {
    if (cal.status === 'loading') status = t('search.calendar.loading_prices');
    else if (cal.status === 'error') status = t('search.calendar.prices_failed');
    else if (pricesReady) status = t('search.calendar.prices_hint');
  }

  return (
    <div
      className="ys-calpanel"
      data-testid="price-calendar"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          props.onClose();
        }
      }}
    >
      <div className="ys-calpanel__head">
        <p className="ys-calpanel__title" aria-live="polite">
          {heading}
        </p>
        <button type="button" className="y-button y-button--quiet ys-calpanel__close" onClick={props.onClose}>
          {t('search.calendar.close')}
        </button>
      </div>
      <p className="ys-calpanel__status y-muted" aria-live="polite" data-testid="price-calendar-status">
        {status}
      </p>
      <Calendar
        lang={htmlLang(locale)}
        months={wide ? 2 : 1}
        month={month}
        onMonthChange={setMonth}
        min={earliest}
        max={picking === 'checkin' || dayUse ? addDays(last, -1) : last}
        focusDate={focusDate}
        onFocusDate={setFocusDate}
        rangeStart={checkin}
        rangeEnd={dayUse ? checkin : checkout}
        dayLabel={dayLabel}
        renderDay={renderDay}
        labels={{ previousMonth: t('search.calendar.previous_month'), nextMonth: t('search.calendar.next_month') }}
        onSelect={(d) => {
          if (picking === 'checkin' || dayUse || !checkin || d <= checkin || daysBetween(checkin, d) > MAX_NIGHTS) props.onPickCheckin(d);
          else props.onPickCheckout(d);
        }}
      />
      {pricesReady && cal.currency && <p className="ys-calpanel__legend y-muted">{t('search.calendar.legend', { currency: cal.currency })}</p>}
    </div>
  );
}
