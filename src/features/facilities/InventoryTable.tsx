// The inventory calendar: rows are hotels, columns are the week's days, each cell the rooms left
// and the lowest nightly rate, or "Full". A real table (caption, th scope) so screen readers
// announce hotel and day with every cell; each link also carries both in its own name, for
// people who move from link to link. Meaning is always in text, never in colour alone.
import { useId } from 'react';
import type { Snapshot } from 'valtio';
import type { HotelInfo, Language } from '../../../contract';
import type { useT } from '../../lib/i18n';
import { htmlLang } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { formatIsoDate, weekday } from '../../../contract/dates';
import type { InventoryRow } from './facilities-store';
import { brandHotelName } from './hotel-name';
import { HotelLink } from './HotelLink';
import { resultHref } from './week';

export interface InventoryTableProps {
  dates: readonly string[];
  rows: Snapshot<InventoryRow[]>;
  hotels: readonly HotelInfo[];
  adults: number;
  today: string;
  caption: string;
  currentHotelCode: string | null;
  locale: Language;
  t: ReturnType<typeof useT>;
}

export function InventoryTable({ dates, rows, hotels, adults, today, caption, currentHotelCode, locale, t }: InventoryTableProps) {
  const captionId = useId();
  const lang = htmlLang(locale);
  const nameOf = (row: Snapshot<InventoryRow>) => {
    const info = hotels.find((h) => h.code === row.hotel_code);
    return info ? brandHotelName(info, locale) : row.hotel_name;
  };

  return (
    // The region scrolls sideways on phones; it is focusable so keyboards can scroll it too.
    <div className="y-fac-scroll" role="region" aria-labelledby={captionId} tabIndex={0} data-testid="inventory-scroll">
      <table className="y-fac-table" data-testid="inventory-table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="y-fac-table__corner">
              {t('facilities.hotel_column')}
            </th>
            {dates.map((date) => {
              const day = weekday(date);
              return (
                <th key={date} scope="col" className={`y-fac-table__day${day === 0 || day === 6 ? ' is-weekend' : ''}`}>
                  <time dateTime={date}>
                    <span className="y-fac-table__weekday">{formatIsoDate(date, lang, 'weekdayShort')}</span>
                    <span className="y-fac-table__date">{formatIsoDate(date, lang, 'dayMonthNumeric')}</span>
                  </time>
                  {date === today && <span className="y-fac-tag">{t('facilities.today')}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = nameOf(row);
            return (
              <tr key={row.hotel_code} data-testid={`inventory-row-${row.hotel_code}`}>
                <th scope="row" className="y-fac-table__hotel">
                  {name}
                </th>
                {dates.map((date) => {
                  const day = row.days.find((d) => d.date === date);
                  if (!day) {
                    return (
                      <td key={date} className="y-fac-cell y-fac-cell--none">
                        {t('facilities.no_data')}
                      </td>
                    );
                  }
                  if (day.remaining <= 0) {
                    return (
                      <td key={date} className="y-fac-cell y-fac-cell--full">
                        <span className="y-fac-cell__full">{t('facilities.full')}</span>
                      </td>
                    );
                  }
                  const longDate = formatIsoDate(date, lang, 'dayMonthLong');
                  return (
                    <td key={date} className="y-fac-cell">
                      <HotelLink className="y-fac-cell__link" hotelCode={row.hotel_code} currentHotelCode={currentHotelCode} href={resultHref(row.hotel_code, date, adults)}>
                        <span className="visually-hidden">{t('facilities.cell_context', { hotel: name, date: longDate })} </span>
                        <span className="y-fac-cell__price">{day.lowest_price === null ? t('facilities.no_price') : formatMoney(day.lowest_price, row.currency, locale)}</span>
                        <span className="y-fac-cell__left">{t('facilities.rooms_left', { count: day.remaining })}</span>
                      </HotelLink>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
