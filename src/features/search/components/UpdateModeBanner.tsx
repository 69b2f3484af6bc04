// Update mode's banner over the results: which reservation the search changes (number, booked
// stay, rooms), what the offers do, why it cannot change when it cannot, and the ways out — back
// to the reservation's page, or an ordinary search for a new booking.
import { useId } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { HotelContact } from '../../../ui/HotelContact';
import { htmlLang, useLocale, useT } from '../../../lib/i18n';
import { hotelPath } from '../../../lib/navigation';
import { daysBetween, formatIsoDate } from '../../../../contract/dates';
import { plural } from '../format';
import { managePageHref } from '../links';
import { leaveUpdateMode } from '../search-store';
import { blockedReasons } from '../update-offers';
import { retryUpdateMode, updateModeState } from '../update-mode';

export function UpdateModeBanner({ number, hotelCode }: { number: string; hotelCode: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const s = useSnapshot(updateModeState);
  const app = useSnapshot(appState);
  const date = (d: string) => formatIsoDate(d, htmlLang(locale), 'mediumWithWeekday');
  const r = s.status === 'ready' ? s.reservation : null;
  const blocked = s.settings ? blockedReasons(s.settings) : null;

  return (
    <section className="y-card ys-update" aria-labelledby={`${id}-title`} data-testid="update-mode-banner" data-status={s.status}>
      <p className="ys-update__eyebrow">
        <span aria-hidden="true" className="ys-update__icon">
          ✎
        </span>
        {t('search.update_mode.eyebrow')}
      </p>
      <h2 className="ys-update__title" id={`${id}-title`}>
        {t('search.update_mode.title', { number })}
      </h2>

      {(s.status === 'loading' || s.status === 'idle') && (
        <p className="y-muted" role="status">
          {t('search.update_mode.loading')}
        </p>
      )}

      {s.status === 'lost' && (
        <div role="alert" data-testid="update-mode-lost">
          <p className="ys-update__strong">{t('search.update_mode.lost_title')}</p>
          <p>{t('search.update_mode.lost_text')}</p>
          <Link className="y-button" href={hotelPath('/search')}>
            {t('search.update_mode.look_up')}
          </Link>
        </div>
      )}

      {s.status === 'error' && (
        <div role="alert">
          <p className="ys-update__strong">{t('search.update_mode.load_failed')}</p>
          {s.errorKey && <p>{t(s.errorKey)}</p>}
          <button type="button" className="y-button y-button--quiet" onClick={() => retryUpdateMode()}>
            {t('search.update_mode.retry')}
          </button>
        </div>
      )}

      {r && (
        <>
          <dl className="ys-update__facts">
            <div>
              <dt>{t('search.update_mode.booked_stay')}</dt>
              <dd data-testid="update-mode-stay">
                {r.is_day_use ? (
                  t('search.update_mode.day_use_on', { date: date(r.checkin_date) })
                ) : (
                  <>
                    <bdi>{t('search.update_mode.stay_range', { checkin: date(r.checkin_date), checkout: date(r.checkout_date) })}</bdi>
                    {' · '}
                    <bdi>{plural(t, 'search.count.nights', daysBetween(r.checkin_date, r.checkout_date), locale)}</bdi>
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('search.update_mode.rooms')}</dt>
              <dd>
                <ul className="ys-update__rooms" data-testid="update-mode-rooms">
                  {r.rooms
                    .filter((room) => room.status === 'active')
                    .map((room) => {
                      const party = [plural(t, 'search.count.adults', room.adults, locale), room.children ? plural(t, 'search.count.children', room.children, locale) : null].filter(Boolean).join(', ');
                      return (
                        <li key={room.id}>
                          <bdi>
                            {room.room_type_name} · {room.room_plan_name}
                          </bdi>{' '}
                          <bdi className="y-muted">({party})</bdi>
                        </li>
                      );
                    })}
                </ul>
              </dd>
            </div>
          </dl>

          {s.settingsFailed && (
            <p className="ys-update__problem" role="alert">
              {t('search.update_mode.settings_failed')}
            </p>
          )}
          {blocked ? (
            <div className="ys-update__problem" role="status" data-testid="update-mode-blocked">
              <p className="ys-update__strong">
                <span aria-hidden="true">⚠ </span>
                {t('search.update_mode.blocked_title')}
              </p>
              <ul>
                {blocked.map((reason) => (
                  <li key={reason}>{t(`search.update_mode.blocked.${reason}`, { date: date(s.settings?.deadline ?? r.checkin_date) })}</li>
                ))}
              </ul>
              {/* Every reason here sends the guest to the hotel: how to reach it. */}
              <HotelContact hotel={app.init?.booking_widget_setting_attributes.hotel} />
            </div>
          ) : (
            s.settings && (
              <p className="ys-update__hint">
                <bdi>{t('search.update_mode.hint')}</bdi>
              </p>
            )
          )}
        </>
      )}

      <div className="ys-update__actions">
        <Link className="y-button y-button--quiet" href={managePageHref(hotelCode, number)} data-testid="update-mode-back">
          <span aria-hidden="true" className="ys-update__arrow">
            ←{' '}
          </span>
          {t('search.update_mode.back')}
        </Link>
        <button type="button" className="ys-link" onClick={leaveUpdateMode} data-testid="update-mode-leave">
          {t('search.update_mode.leave')}
        </button>
      </div>
    </section>
  );
}
