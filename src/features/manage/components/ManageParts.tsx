// Pieces every manage screen shows: the reservation's status in words, the stay with each
// room's state, the way back to the look-up when the access is gone, and a refusal with what the
// guest can do about it.
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Reservation } from '../../../../contract';
import { logoutLocally } from '../../../lib/api';
import { appState } from '../../../lib/app-store';
import { hotelName } from '../../../lib/hotel-text';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { ChargedStatement } from '../../../lib/charged-statement';
import { hotelPath } from '../../../lib/navigation';
import { Loader } from '../../../ui/Spinner';
import { signOutMember } from '../manage-api';
import { unlinkChatbotUser } from '../../../lib/chatbot-members';
import type { Problem } from '../manage-errors';
import { longDate, lookupPath, managePath, type ManageScreen } from '../format';
import { guestName } from '../../../../contract/rules/names';
import type { ManagedLoad } from '../use-managed-reservation';
import { CONTACT_THE_HOTEL_KEYS, HotelContact } from './HotelContact';

const STATUS_ICON = { done: '✓', payment_pending: '⏳', cancelled: '✕' } as const;

/** The status in words with an icon beside it (never colour alone). */
export function StatusLine({ status }: { status: Reservation['status'] }) {
  const t = useT();
  return (
    <p className={`yrm-status yrm-status--${status}`} data-testid="manage-status" data-status={status}>
      <span aria-hidden="true" className="yrm-status__icon">
        {STATUS_ICON[status]}
      </span>
      <span>
        {t('manage.status.label')}: <strong>{t(`manage.status.${status}`)}</strong>
      </span>
    </p>
  );
}

/** The stay: hotel, dates, each room with its party and state, the guest and the total. */
export function ReservationFacts({ r, title, showGuest = true }: { r: Reservation; title?: string; showGuest?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { init } = useSnapshot(appState);
  const settings = init?.booking_widget_setting_attributes;
  const several = r.rooms.length > 1;
  return (
    <section className="y-card yrm-section" aria-labelledby="yrm-facts-title" data-testid="reservation-facts">
      <h2 id="yrm-facts-title" className="yrm-h2">
        {title ?? t('manage.facts.title')}
      </h2>
      <dl className="yrm-facts">
        <dt>{t('manage.facts.number')}</dt>
        <dd data-testid="reservation-number">{r.reservation_number}</dd>
        <dt>{t('manage.facts.hotel')}</dt>
        <dd>{settings && settings.hotel_code === r.hotel_code ? hotelName(settings, locale) : r.hotel_code}</dd>
        <dt>{t('manage.facts.checkin')}</dt>
        <dd data-testid="facts-checkin">{longDate(r.checkin_date, locale)}</dd>
        <dt>{r.is_day_use ? t('manage.facts.stay') : t('manage.facts.checkout')}</dt>
        <dd data-testid="facts-checkout">{r.is_day_use ? t('manage.facts.day_use') : longDate(r.checkout_date, locale)}</dd>
        {r.rooms.map((room, i) => (
          <div key={room.id} className="yrm-facts__group" data-testid="facts-room" data-room-status={room.status}>
            <dt>{several ? t('manage.facts.room_n', { n: i + 1 }) : t('manage.facts.room')}</dt>
            <dd>
              <span className={room.status === 'cancelled' ? 'yrm-room yrm-room--cancelled' : 'yrm-room'}>
                {room.room_type_name} · {room.room_plan_name}
              </span>
              {room.status === 'cancelled' && (
                <span className="yrm-tag" data-testid="room-cancelled">
                  <span aria-hidden="true">✕ </span>
                  {t('manage.facts.room_cancelled')}
                </span>
              )}
              <br />
              {t('manage.facts.party', { adults: room.adults, children: room.children })}
            </dd>
          </div>
        ))}
        {showGuest && (
          <>
            <dt>{t('manage.facts.guest')}</dt>
            <dd>{guestName(r.guest, locale)}</dd>
          </>
        )}
        <dt>{t('manage.facts.total')}</dt>
        <dd data-testid="facts-total">
          <strong>{formatMoney(r.total_price, r.currency, locale)}</strong>
          <ChargedStatement charged={r.charged} ns="manage" />
        </dd>
      </dl>
    </section>
  );
}

/** Loading, lost access and load failures; the page itself once the reservation is there. */
export function ManagedGate({ load, children }: { load: ManagedLoad; children: (r: Reservation) => ReactNode }) {
  const t = useT();
  if (load.status === 'loading') return <Loader label={t('manage.loading')} />;
  if (load.status === 'lost') return <LostAccess />;
  if (load.status === 'error') {
    return (
      <div className="y-card" role="alert" data-testid="manage-load-error">
        <h1 className="y-title">{t('manage.load_failed')}</h1>
        <p>{t(load.key)}</p>
        <button type="button" className="y-button" onClick={() => window.location.reload()}>
          {t('manage.reload')}
        </button>
      </div>
    );
  }
  return <>{children(load.reservation)}</>;
}

export function LostAccess() {
  const t = useT();
  return (
    <div className="y-card" role="alert" data-testid="manage-lost">
      <h1 className="y-title">{t('manage.lost.title')}</h1>
      <p>{t('manage.lost.text')}</p>
      <Link className="y-button" href={lookupPath()}>
        {t('manage.lost.look_up')}
      </Link>
    </div>
  );
}

/** A refusal, said in the guest's language, with the step that resolves it when there is one. */
export function ProblemBox({ problem, number, screen, onSignedOut }: { problem: Problem; number: string; screen: ManageScreen; onSignedOut?: () => void }) {
  const t = useT();
  const { hotelCode } = useSnapshot(appState);
  const [busy, setBusy] = useState(false);
  if (problem.kind === 'fee_changed' || problem.kind === 'price_changed') return null;
  return (
    <div className="yrm-alert" role="alert" data-testid="manage-problem">
      <p>{t(problem.key, problem.kind === 'message' ? problem.params : undefined)}</p>
      {problem.kind === 'message' && CONTACT_THE_HOTEL_KEYS.has(problem.key) && <HotelContact />}
      {problem.kind === 'lost' && (
        <Link className="y-button" href={lookupPath()}>
          {t('manage.lost.look_up')}
        </Link>
      )}
      {problem.kind === 'actor' && problem.action === 'sign_out' && (
        <button
          type="button"
          className="y-button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            if (hotelCode) {
              await unlinkChatbotUser(hotelCode);
              await signOutMember(hotelCode).catch(() => undefined);
            }
            logoutLocally();
            setBusy(false);
            onSignedOut?.();
          }}
        >
          {t('manage.actor.sign_out')}
        </button>
      )}
      {problem.kind === 'actor' && problem.action === 'sign_in' && (
        <Link className="y-button" href={hotelPath('/sign-in', { target: managePath(number, screen) })}>
          {t('manage.actor.sign_in')}
        </Link>
      )}
    </div>
  );
}

export function BackToManage({ number }: { number: string }) {
  const t = useT();
  return (
    <p className="yrm-back">
      <Link href={managePath(number)} data-testid="back-to-manage">
        <span aria-hidden="true" className="yrm-back__arrow">
          ←
        </span>
        {t('manage.back')}
      </Link>
    </p>
  );
}
