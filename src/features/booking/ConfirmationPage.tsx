// /reservation/confirmation/{number}: the booking as the API has it. A bypass token in the address
// (the mail's link) leaves the address at once for session storage; otherwise the one kept at
// creation is used (the 3-D Secure return carries none).
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { CancellationPolicy, Reservation } from '../../../contract';
import { sendPurchase } from '../../lib/use-ecommerce';
import { ApiCallError } from '../../lib/api/client';
import { AfterBookingOffer } from '../../lib/after-booking';
import { ChargedStatement } from '../../lib/charged-statement';
import { appState } from '../../lib/app-store';
import { policyLines } from '../../lib/cancellation-policy';
import { hotelName } from '../../lib/hotel-text';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import { fetchCancellationPolicy, fetchReservation } from './booking-api';
import { AttachedFiles } from './components/AttachedFiles';
import { PriceBreakdown } from './components/PriceBreakdown';
import { ProgressSteps } from './components/ProgressSteps';
import { longDate } from './components/StaySummary';
import { keepReservationAccess, reservationAccess } from './session-keep';
import { breakdownOf } from './booking-rules';
import './booking.css';
import { RESERVATION_NUMBER_RE } from '../../../contract/reservation-number';
import { guestName } from '../../../contract/rules/names';
import { localised } from '../../../contract/rules/localised';

/** One policy and the rooms (1-based) it covers; rooms booked together may carry different ones. */
type PolicyBlock = { policy: CancellationPolicy | null; rooms: number[] };
type Load = { status: 'loading' } | { status: 'error'; key: string } | { status: 'ready'; reservation: Reservation; policies: PolicyBlock[] };

/** Distinct policy ids in room order, each with its rooms; old answers without per-room ids use the booking's. */
function policyGroups(r: Reservation): { id: number | null; rooms: number[] }[] {
  const groups: { id: number | null; rooms: number[] }[] = [];
  r.rooms.forEach((room, i) => {
    const id = room.cancellation_policy_id === undefined ? r.cancellation_policy_id : room.cancellation_policy_id;
    const g = groups.find((x) => x.id === id);
    if (g) g.rooms.push(i + 1);
    else groups.push({ id, rooms: [i + 1] });
  });
  return groups.length > 0 ? groups : [{ id: r.cancellation_policy_id, rooms: [] }];
}

const TRACKED_KEY = 'yadori:purchase-tracked';

function trackedOnce(number: string): boolean {
  try {
    const seen = new Set((localStorage.getItem(TRACKED_KEY) ?? '').split(',').filter(Boolean));
    if (seen.has(number)) return false;
    seen.add(number);
    localStorage.setItem(TRACKED_KEY, [...seen].slice(-50).join(','));
  } catch {
    /* storage blocked: tracked for this page only */
  }
  return true;
}

export default function ConfirmationPage() {
  const t = useT();
  const locale = useLocale();
  const params = useParams<{ number: string }>();
  const search = useSearch();
  const { init, hotelCode } = useSnapshot(appState);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  usePageTitle('booking.titles.completed');
  const number = params.number ?? '';
  const settings = init?.booking_widget_setting_attributes ?? null;

  // The token leaves the address bar (and history) before anything else happens.
  // The payment challenge sends the guest back with a token in the fragment instead.
  const [access] = useState(() => {
    const q = new URLSearchParams(search);
    const back = new URLSearchParams(window.location.hash.slice(1));
    const token = q.get('bypass_token') ?? back.get('bypass_token');
    const email = q.get('email') ?? '';
    if (token) {
      keepReservationAccess(number, { email, bypass_token: token });
      q.delete('bypass_token');
      q.delete('email');
      const rest = q.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    }
    return reservationAccess(number) ?? null;
  });

  useEffect(() => {
    if (!hotelCode || !RESERVATION_NUMBER_RE.test(number)) {
      setLoad({ status: 'error', key: 'booking.confirmation.not_found' });
      return;
    }
    let live = true;
    (async () => {
      try {
        const r = (await fetchReservation(hotelCode, number, access ? { email: access.email || undefined, bypass_token: access.bypass_token } : {})).data;
        const policies = await Promise.all(
          policyGroups(r).map(async (g) => ({
            rooms: g.rooms,
            policy: g.id !== null ? await fetchCancellationPolicy(hotelCode, g.id).then((p) => p.data).catch(() => null) : null,
          })),
        );
        if (live) setLoad({ status: 'ready', reservation: r, policies });
      } catch (err) {
        if (live) setLoad({ status: 'error', key: err instanceof ApiCallError && err.status === 404 ? 'booking.confirmation.not_found' : err instanceof ApiCallError && err.isNetwork ? 'errors.network' : 'errors.generic' });
      }
    })();
    return () => {
      live = false;
    };
    // Read again in a new language: the answer carries the hotel's texts in it.
  }, [hotelCode, number, access, locale]);

  const reservation = load.status === 'ready' ? load.reservation : null;
  const reservationNumber = reservation?.reservation_number;
  // The purchase is told once per reservation, with the hotel's settings as they are then.
  const trackPurchase = useEffectEvent(() => {
    if (!reservation || reservation.status === 'cancelled' || !settings) return;
    if (!trackedOnce(reservation.reservation_number)) return;
    sendPurchase(reservation);
  });
  useEffect(() => {
    if (reservationNumber) trackPurchase();
  }, [reservationNumber]);

  if (load.status === 'loading') return <Loader label={t('booking.loading')} />;
  if (load.status === 'error') {
    return (
      <div className="yb-page">
        <div className="y-card" role="alert" data-testid="confirmation-error">
          <h1 className="y-title">{t('booking.confirmation.error_title')}</h1>
          <p>{t(load.key)}</p>
          <Link className="y-button" href={`/?${new URLSearchParams({ code: hotelCode ?? '' }).toString()}`}>
            {t('booking.confirmation.new_search')}
          </Link>
        </div>
      </div>
    );
  }
  const r = load.reservation;
  const g = r.guest;
  const pending = r.status === 'payment_pending';
  const name = guestName(g, locale);
  return (
    <div className="yb-page" data-testid="confirmation">
      <ProgressSteps current={2} />
      <div className={`y-card yb-done yb-done--${r.status}`}>
        <p className="yb-done__status" data-testid="reservation-status">
          <span aria-hidden="true">{pending ? '⏳ ' : r.status === 'cancelled' ? '✕ ' : '✓ '}</span>
          {t(`booking.confirmation.status.${r.status}`)}
        </p>
        <h1 className="y-title">{t(r.status === 'cancelled' ? 'booking.confirmation.title_cancelled' : pending ? 'booking.confirmation.title_pending' : 'booking.confirmation.title')}</h1>
        <p>
          {t('booking.confirmation.number')}: <strong data-testid="reservation-number">{r.reservation_number}</strong>
        </p>
        <p className="yb-note">{pending ? t('booking.confirmation.pending_text') : t('booking.confirmation.mail_sent', { email: g.email })}</p>
      </div>
      <AfterBookingOffer reservation={r} hotelName={settings ? hotelName(settings, locale) : r.hotel_code} price={breakdownOf(r.price, 0)} />
      <div className="yb-layout">
        <div className="yb-main">
          <section className="y-card yb-section" aria-labelledby="yb-c-stay">
            <h2 id="yb-c-stay" className="yb-h2">
              {t('booking.summary.title')}
            </h2>
            <dl className="yb-facts">
              <dt>{t('booking.summary.hotel')}</dt>
              <dd>{settings ? hotelName(settings, locale) : r.hotel_code}</dd>
              <dt>{t('booking.summary.checkin')}</dt>
              <dd>{longDate(r.checkin_date, locale)}</dd>
              <dt>{r.is_day_use ? t('booking.summary.day_use') : t('booking.summary.checkout')}</dt>
              <dd>{r.is_day_use ? t('booking.summary.day_use_yes') : longDate(r.checkout_date, locale)}</dd>
              {r.rooms.map((room, i) => (
                <div key={room.id} className="yb-facts__group">
                  <dt>{r.rooms.length > 1 ? t('booking.summary.room_n', { n: i + 1 }) : t('booking.summary.room')}</dt>
                  <dd>
                    {room.room_type_name} · {room.room_plan_name}
                    <br />
                    {t('booking.summary.party', { adults: room.adults, children: room.children })}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="y-card yb-section" aria-labelledby="yb-c-guest">
            <h2 id="yb-c-guest" className="yb-h2">
              {t('booking.guest.title')}
            </h2>
            <dl className="yb-facts">
              <dt>{t('booking.confirmation.name')}</dt>
              <dd>
                {name}
                {g.last_name_kana && ` (${g.last_name_kana} ${g.first_name_kana ?? ''})`}
              </dd>
              <dt>{t('booking.fields.email')}</dt>
              <dd>{g.email}</dd>
              <dt>{t('booking.fields.phone')}</dt>
              <dd>{g.phone}</dd>
              {g.street_address && (
                <>
                  <dt>{t('booking.confirmation.address')}</dt>
                  <dd>{[g.postal_code, g.prefecture_or_state, g.street_address, g.building_name_and_number].filter(Boolean).join(' ')}</dd>
                </>
              )}
              <dt>{t('booking.fields.payment_type')}</dt>
              <dd data-testid="payment-type">{t(`search.payment.${r.payment_type}`)}</dd>
              {r.notes && (
                <>
                  <dt>{t('booking.fields.notes')}</dt>
                  <dd>{r.notes}</dd>
                </>
              )}
            </dl>
          </section>
          <AttachedFiles answers={r.answers} access={access} />
          <section className="y-card yb-section" aria-labelledby="yb-c-policy" data-testid="cancellation-policy">
            <h2 id="yb-c-policy" className="yb-h2">
              {t('booking.confirmation.policy')}
            </h2>
            {load.policies.map((block, b) => (
              <div key={b} className="yb-policy-block" data-testid="policy-block">
                {load.policies.length > 1 && <h3 className="yb-h3">{block.rooms.map((n) => t('booking.summary.room_n', { n })).join(', ')}</h3>}
                {block.policy ? (
                  <>
                    <p>{localised(block.policy.name, locale, block.policy.code)}</p>
                    <ul className="yb-policy">
                      {policyLines(block.policy).map((line, i) => (
                        <li key={i}>{t(line.key, line.params)}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="y-muted">{t('search.plan.policy_none')}</p>
                )}
              </div>
            ))}
          </section>
          <p>
            <Link className="y-button y-button--quiet" href={`/reservation/manage/${encodeURIComponent(r.reservation_number)}?${new URLSearchParams({ code: r.hotel_code }).toString()}`} data-testid="manage-link">
              {t('booking.confirmation.manage')}
            </Link>
          </p>
        </div>
        <aside className="yb-aside">
          <div className="y-card">
            <PriceBreakdown price={r.price} extrasAdded={0} payInHotelCurrency={r.payment_type === 'on_site'} />
            <ChargedStatement charged={r.charged} ns="booking" />
          </div>
        </aside>
      </div>
    </div>
  );
}
