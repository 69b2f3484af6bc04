// The stay being booked, as the guest-detail page shows it first: the hotel, each room with its
// plan and party (each offer's own when rooms were chosen together), and the dates.
import type { ReactNode } from 'react';
import type { Language } from '../../../../contract';
import { formatIsoDate } from '../../../../contract/dates';
import { htmlLang, useLocale, useT } from '../../../lib/i18n';
import type { BookingSelection } from '../selection';

/** Offers booked together, in order: each takes the next `quantity` rooms. */
export interface SummaryOffer {
  roomName: string;
  planName: string;
  quantity: number;
}

export function StaySummary({ selection, planName, roomName, hotel, offers }: { selection: BookingSelection; planName: string; roomName: string; hotel: string; offers?: readonly SummaryOffer[] }): ReactNode {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="y-card yb-section yb-stay" aria-labelledby="yb-stay-title" data-testid="stay-summary">
      <h2 id="yb-stay-title" className="yb-h2">
        {t('booking.summary.title')}
      </h2>
      <dl className="yb-facts">
        <dt>{t('booking.summary.hotel')}</dt>
        <dd>{hotel}</dd>
        {!offers && (
          <>
            <dt>{t('booking.summary.room')}</dt>
            <dd>{roomName}</dd>
            <dt>{t('booking.summary.plan')}</dt>
            <dd>{planName}</dd>
          </>
        )}
        <dt>{t('booking.summary.checkin')}</dt>
        <dd>{longDate(selection.checkin, locale)}</dd>
        <dt>{selection.is_day_use ? t('booking.summary.day_use') : t('booking.summary.checkout')}</dt>
        <dd>{selection.is_day_use ? t('booking.summary.day_use_yes') : longDate(selection.checkout, locale)}</dd>
        {offers ? (
          // Each room with its own room type and plan, and the party it was searched for.
          offers
            .flatMap((o) => Array.from({ length: o.quantity }, () => o))
            .map((o, i) => {
              const r = selection.rooms[i];
              return (
                <div key={i} className="yb-facts__group" data-testid="summary-room">
                  <dt>{t('booking.summary.room_n', { n: i + 1 })}</dt>
                  <dd>
                    {o.roomName} · {o.planName}
                    {r && (
                      <>
                        <br />
                        {t('booking.summary.party', { adults: r.adults, children: r.children })}
                      </>
                    )}
                  </dd>
                </div>
              );
            })
        ) : (
          <>
            <dt>{t('booking.summary.guests')}</dt>
            <dd>
              {selection.rooms.map((r, i) => (
                <span key={i} className="yb-room-line">
                  {selection.rooms.length > 1 ? `${t('booking.summary.room_n', { n: i + 1 })}: ` : ''}
                  {t('booking.summary.party', { adults: r.adults, children: r.children })}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function longDate(date: string, locale: Language): string {
  return formatIsoDate(date, htmlLang(locale), 'long');
}
