// /reservation/manage/{confirmationNumber}/cancel: which rooms (some of them when there are
// several), why (a reason is required; "other" needs its detail), and the fee the hotel's policy
// charges for those rooms now, fetched before the guest confirms. The fee shown is the fee sent;
// when it has moved meanwhile the API refuses and the new fee is shown to confirm again.
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useLocation, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { CANCELLATION_REASONS, type CancellationReason, type Reservation } from '../../../contract';
import { appState, showMessage } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';

import { formatMoney } from '../../lib/money';
import { usePageTitle } from '../../lib/page-title';
import type { ReservationAccess } from '../../lib/reservation-access';
import { useZodForm } from '../../lib/use-zod-form';
import { useFocusWhen } from '../../ui/use-focus-when';
import { activeRooms, managePath, plural } from './format';
import { cancelReservation, fetchCancellationFee } from './manage-api';
import { manageProblem, type Problem } from './manage-errors';
import { Field } from './components/Field';
import { BackToManage, ManagedGate, ProblemBox, StatusLine } from './components/ManageParts';
import { useManagedReservation } from './use-managed-reservation';
import '../../ui/forms.css';
import './manage.css';
import { HotelContact } from './components/HotelContact';

const DETAILS_MAX = 1000;

const CancelFormSchema = z
  .object({
    rooms: z.array(z.string()).check(z.minLength(1, 'rooms_required')),
    reason: z.string().check(z.refine((v) => (CANCELLATION_REASONS as readonly string[]).includes(v), 'reason_required')),
    details: z.string().check(z.maxLength(DETAILS_MAX, 'too_long')),
  })
  .check(
    z.refine((v) => v.reason !== 'other' || v.details.trim().length > 0, { message: 'details_required', path: ['details'] }),
  );
type CancelValues = { rooms: string[]; reason: string; details: string };
const FIELDS = ['rooms', 'reason', 'details'] as const;

type Quote =
  | { status: 'loading' }
  | { status: 'failed'; key: string }
  | { status: 'ready'; fee: number; percent: number | null; sameDay: boolean; currency: Reservation['currency']; key: string; rooms: { id: number; fee: number; percent: number }[] };

export default function CancelPage() {
  const params = useParams<{ number: string }>();
  const number = (params.number ?? '').toUpperCase();
  const { load, access, hotelCode, reload } = useManagedReservation(number);
  usePageTitle('manage.titles.cancel_reservation');
  return (
    <div className="yrm-page" data-testid="cancel-page">
      <ManagedGate load={load}>{(r) => <CancelForm r={r} access={access} hotelCode={hotelCode ?? r.hotel_code} onSignedOut={reload} />}</ManagedGate>
    </div>
  );
}

function CancelForm({ r, access, hotelCode, onSignedOut }: { r: Reservation; access: ReservationAccess | null; hotelCode: string; onSignedOut: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { init } = useSnapshot(appState);
  const rooms = activeRooms(r);
  const several = r.rooms.length > 1;
  // Some rooms of several may be cancelled; the choice is offered while two or more are left.
  const choosable = rooms.length > 1;
  const form = useZodForm<CancelValues>(CancelFormSchema, {
    defaultValues: { rooms: rooms.map((room) => String(room.id)), reason: '', details: '' },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const picked: unknown = form.watch('rooms');
  const chosen = (Array.isArray(picked) ? picked : typeof picked === 'string' ? [picked] : []).map(Number).sort((a, b) => a - b);
  const chosenKey = chosen.join(',');
  const reason = form.watch('reason');
  const [quote, setQuote] = useState<Quote>({ status: 'loading' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [feeChanged, setFeeChanged] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = form.formState.errors;
  const all = chosen.length === rooms.length;

  // The fee of exactly the rooms chosen, fetched again whenever the choice changes (the choice
  // by its key: the list is made afresh on every render).
  const reservationNumber = r.reservation_number;
  const reservationCancelled = r.status === 'cancelled';
  useEffect(() => {
    const ids = chosenKey ? chosenKey.split(',').map(Number) : [];
    if (reservationCancelled || ids.length === 0) return;
    let live = true;
    setQuote({ status: 'loading' });
    setFeeChanged(false);
    fetchCancellationFee(hotelCode, reservationNumber, access, all ? undefined : ids).then(
      ({ data }) => live && setQuote({ status: 'ready', fee: data.fee, percent: data.percent, sameDay: data.same_day, currency: data.currency, key: chosenKey, rooms: data.rooms ?? [] }),
      (err: unknown) => {
        if (!live) return;
        const p = manageProblem(err);
        setQuote({ status: 'failed', key: p.kind === 'message' || p.kind === 'lost' || p.kind === 'actor' ? p.key : 'errors.generic' });
      },
    );
    return () => {
      live = false;
    };
  }, [chosenKey, all, reservationNumber, reservationCancelled, hotelCode, access]);

  const alertRef = useFocusWhen<HTMLDivElement>(problem, feeChanged);

  if (r.status === 'cancelled') {
    return (
      <>
        <h1 className="y-title">{t('manage.cancel.title')}</h1>
        <StatusLine status={r.status} />
        <p className="yrm-notice" role="status">
          {t('manage.hub.cancelled_text')}
        </p>
        <BackToManage number={r.reservation_number} />
      </>
    );
  }

  const ready = quote.status === 'ready' && quote.key === chosenKey ? quote : null;
  const money = (n: number) => formatMoney(n, ready?.currency ?? r.currency, locale);
  const summary = summaryOpen ? FIELDS.filter((f) => errors[f]?.message) : [];

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSummaryOpen(false);
      if (!ready || ready.sameDay) return;
      setProblem(null);
      try {
        const answer = await cancelReservation(hotelCode, r.reservation_number, access, {
          reason: values.reason as CancellationReason,
          details: values.details.trim() || undefined,
          cancellation_fee_displayed: ready.fee,
          room_ids: all ? undefined : chosen,
        });
        showMessage(answer.data.status === 'cancelled' ? 'manage.cancel.done_all' : 'manage.cancel.done_some');
        navigate(managePath(r.reservation_number));
      } catch (err) {
        const p = manageProblem(err, { reservableMonths: init?.booking_widget_setting_attributes.reservable_months });
        if (p.kind === 'fee_changed') {
          setQuote({ ...ready, fee: p.fee, percent: null });
          setFeeChanged(true);
          return;
        }
        if (p.kind === 'message' && p.field && (FIELDS as readonly string[]).includes(p.field)) {
          form.setError(p.field as (typeof FIELDS)[number], { type: 'server', message: p.key.split('.').pop() });
        }
        setProblem(p);
      }
    },
    () => {
      setSummaryOpen(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
  );

  const submitting = form.formState.isSubmitting;
  return (
    <>
      <h1 className="y-title">{choosable ? t('manage.cancel.title_rooms') : t('manage.cancel.title')}</h1>
      <StatusLine status={r.status} />
      <form className="yrm-form-stack" noValidate onSubmit={(e) => void onSubmit(e)}>
        {summary.length > 0 && (
          <div className="yrm-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="yrm-cancel-summary" data-testid="error-summary">
            <h2 id="yrm-cancel-summary" className="yrm-h2">
              {plural(t, 'manage.errors.summary_title', summary.length, locale)}
            </h2>
            <ul>
              {summary.map((f) => (
                <li key={f}>
                  <a
                    href={`#cx-${f}`}
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(`cx-${f}`)?.focus();
                    }}
                  >
                    {t(`manage.cancel.errors.${String(errors[f]?.message)}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        {several && !choosable && (
          <section className="y-card yrm-section" aria-labelledby="cx-rooms-left" data-testid="cancel-rooms-left">
            <h2 id="cx-rooms-left" className="yrm-h2">
              {t('manage.cancel.rooms_left')}
            </h2>
            <ul className="yrm-plain-list">
              {r.rooms.map((room, i) => (
                <li key={room.id}>
                  <strong>{t('manage.facts.room_n', { n: i + 1 })}</strong>: {room.room_type_name} · {room.room_plan_name}
                  {room.status === 'cancelled' && (
                    <span className="yrm-tag">
                      <span aria-hidden="true">✕ </span>
                      {t('manage.facts.room_cancelled')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        {choosable && (
          <fieldset className="y-card yrm-section yrm-fieldset" aria-describedby={errors.rooms ? 'cx-rooms-error' : 'cx-rooms-hint'} data-testid="cancel-rooms">
            <legend className="yrm-legend">{t('manage.cancel.rooms')}</legend>
            <p id="cx-rooms-hint" className="yrm-note">
              {t('manage.cancel.rooms_hint')}
            </p>
            <div className="yrm-choices" id="cx-rooms" tabIndex={-1}>
              {r.rooms.map((room, i) =>
                room.status === 'active' ? (
                  <label key={room.id} className="yrm-choice">
                    <input type="checkbox" value={String(room.id)} {...form.register('rooms')} />
                    <span>
                      <strong>{t('manage.facts.room_n', { n: i + 1 })}</strong>: {room.room_type_name} · {room.room_plan_name}
                      <span className="yrm-choice__sub">
                        {t('manage.facts.party', { adults: room.adults, children: room.children })} · {formatMoney(room.total_price, r.currency, locale)}
                      </span>
                    </span>
                  </label>
                ) : (
                  <p key={room.id} className="yrm-choice yrm-choice--off">
                    <span>
                      <strong>{t('manage.facts.room_n', { n: i + 1 })}</strong>: {room.room_type_name} · {room.room_plan_name}
                      <span className="yrm-choice__sub">
                        <span aria-hidden="true">✕ </span>
                        {t('manage.facts.room_cancelled')}
                      </span>
                    </span>
                  </p>
                ),
              )}
            </div>
            {errors.rooms && (
              <p id="cx-rooms-error" className="y-field__error">
                {t('manage.cancel.errors.rooms_required')}
              </p>
            )}
          </fieldset>
        )}

        {!ready?.sameDay && (
          <fieldset className="y-card yrm-section yrm-fieldset" aria-describedby={errors.reason ? 'cx-reason-error' : undefined} data-testid="cancel-reasons">
            <legend className="yrm-legend">
              {t('manage.cancel.reason')}
              <span className="yrm-required"> {t('manage.required_mark')}</span>
            </legend>
            <div className="yrm-choices" id="cx-reason" tabIndex={-1}>
              {CANCELLATION_REASONS.map((code) => (
                <label key={code} className="yrm-choice">
                  <input type="radio" value={code} aria-invalid={errors.reason ? true : undefined} {...form.register('reason')} />
                  <span>{t(`manage.cancel.reasons.${code}`)}</span>
                </label>
              ))}
            </div>
            {errors.reason && (
              <p id="cx-reason-error" className="y-field__error">
                {t('manage.cancel.errors.reason_required')}
              </p>
            )}
            {reason === 'other' && (
              <Field
                multiline
                id="cx-details"
                className="yrm-details"
                label={t('manage.cancel.details')}
                required
                maxLength={DETAILS_MAX}
                error={errors.details ? t(`manage.cancel.errors.${String(errors.details.message)}`) : undefined}
                registration={form.register('details')}
              />
            )}
          </fieldset>
        )}

        <section className="y-card yrm-section" aria-labelledby="cx-fee-title" data-testid="cancel-fee">
          <h2 id="cx-fee-title" className="yrm-h2">
            {t('manage.cancel.fee_title')}
          </h2>
          <div aria-live="polite">
            {chosen.length === 0 ? (
              <p className="yrm-note">{t('manage.cancel.fee_choose_rooms')}</p>
            ) : quote.status === 'loading' || (quote.status === 'ready' && quote.key !== chosenKey) ? (
              <p className="yrm-note">{t('manage.cancel.fee_loading')}</p>
            ) : quote.status === 'failed' ? (
              <p className="yrm-alert-inline" role="alert">
                {t(quote.key)}
              </p>
            ) : ready?.sameDay ? (
              <div className="yrm-alert" role="alert" data-testid="same-day">
                <p>{t('manage.cancel.same_day')}</p>
                <HotelContact />
              </div>
            ) : ready ? (
              <>
                <p className="yrm-fee">
                  <span>{t('manage.cancel.fee')}</span>{' '}
                  <strong data-testid="fee-amount" data-fee={ready.fee}>
                    {money(ready.fee)}
                  </strong>
                </p>
                {ready.percent !== null && new Set(ready.rooms.map((x) => x.percent)).size > 1 ? (
                  // Rooms under different policies: each one's fee.
                  <ul className="yrm-plain-list yrm-fee-rooms" data-testid="fee-rooms">
                    {ready.rooms.map((x) => (
                      <li key={x.id}>
                        {t('manage.cancel.fee_room', { room: t('manage.facts.room_n', { n: r.rooms.findIndex((room) => room.id === x.id) + 1 }), fee: money(x.fee), percent: x.percent })}
                      </li>
                    ))}
                  </ul>
                ) : (
                  ready.percent !== null && <p className="yrm-note">{ready.fee === 0 ? t('manage.cancel.fee_free') : t('manage.cancel.fee_percent', { percent: ready.percent })}</p>
                )}
              </>
            ) : null}
          </div>
          {!ready?.sameDay && <p className="yrm-note">{all ? t('manage.cancel.all_note') : plural(t, 'manage.cancel.some_note', chosen.length, locale)}</p>}
        </section>

        <div ref={alertRef} tabIndex={-1} className="yrm-alerts" aria-live="assertive">
          {feeChanged && ready && (
            <div className="yrm-alert" role="alert" data-testid="fee-changed">
              <p>
                <strong>{t('manage.cancel.fee_changed', { fee: money(ready.fee) })}</strong>
              </p>
              <p>{t('manage.cancel.fee_changed_confirm')}</p>
            </div>
          )}
          {problem && <ProblemBox problem={problem} number={r.reservation_number} screen="cancel" onSignedOut={() => { setProblem(null); onSignedOut(); }} />}
        </div>

        {!ready?.sameDay && (
          <div className="yrm-submit-row">
            <button type="submit" className="y-button yrm-submit yrm-danger" disabled={submitting || !ready} data-testid="cancel-submit">
              {submitting ? t('manage.cancel.submitting') : all ? t('manage.cancel.submit_all') : plural(t, 'manage.cancel.submit_some', chosen.length, locale)}
            </button>
          </div>
        )}
      </form>
      <BackToManage number={r.reservation_number} />
    </>
  );
}
