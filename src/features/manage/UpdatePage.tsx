// /reservation/manage/{confirmationNumber}/update: new dates and guests per room, until the
// deadline the API's update_settings gives (and why not, when it may not change). The new price
// and the difference are fetched and shown first; the guest confirms that price, and a price
// that moved meanwhile is shown again to confirm. A change proposed on the results page in update
// mode (new dates, adults, a room to add) arrives in the query and is priced at once.
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type * as z from 'zod/mini';
import type { CurrencyCode, Reservation, UpdateQuoteAnswerSchema, UpdateSettingsAnswerSchema } from '../../../contract';
import { appState, showMessage } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';

import { formatMoney } from '../../lib/money';
import { usePageTitle } from '../../lib/page-title';
import type { ReservationAccess } from '../../lib/reservation-access';
import { parseProposal } from '../../lib/update-proposal';
import { Stepper } from '../../ui/Stepper';
import { todayIn } from '../../../contract/dates';
import { activeRooms, longDate, managePath, plural, searchOtherPath } from './format';
import { fetchRoomPlan, fetchUpdateSettings, quoteUpdate, updateReservation } from './manage-api';
import { manageProblem, type Problem } from './manage-errors';
import { lastBookableDay, nightsOf, updateBody, updateFormSchema, type UpdateRules, type UpdateValues } from './update-form';
import { BackToManage, ManagedGate, ProblemBox, StatusLine } from './components/ManageParts';
import { useManagedReservation } from './use-managed-reservation';
import '../../ui/forms.css';
import './manage.css';

type Settings = z.infer<typeof UpdateSettingsAnswerSchema>['data'];
type Quote = z.infer<typeof UpdateQuoteAnswerSchema>['data'];

export default function UpdatePage() {
  const params = useParams<{ number: string }>();
  const number = (params.number ?? '').toUpperCase();
  const { load, access, hotelCode, reload } = useManagedReservation(number);
  usePageTitle('manage.titles.update_reservation');
  return (
    <div className="yrm-page" data-testid="update-page">
      <ManagedGate load={load}>{(r) => <UpdateGate r={r} access={access} hotelCode={hotelCode ?? r.hotel_code} onSignedOut={reload} />}</ManagedGate>
    </div>
  );
}

function UpdateGate({ r, access, hotelCode, onSignedOut }: { r: Reservation; access: ReservationAccess | null; hotelCode: string; onSignedOut: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [settings, setSettings] = useState<Settings | null | { failed: string }>(null);
  useEffect(() => {
    let live = true;
    fetchUpdateSettings(hotelCode, r.reservation_number, access).then(
      (a) => live && setSettings(a.data),
      (err: unknown) => {
        const p = manageProblem(err);
        if (live) setSettings({ failed: p.kind === 'message' || p.kind === 'lost' || p.kind === 'actor' ? p.key : 'errors.generic' });
      },
    );
    return () => {
      live = false;
    };
  }, [hotelCode, r.reservation_number, access]);

  return (
    <>
      <h1 className="y-title">{t('manage.update.title')}</h1>
      <StatusLine status={r.status} />
      {settings === null ? (
        <p className="yrm-note" role="status">
          {t('manage.hub.checking')}
        </p>
      ) : 'failed' in settings ? (
        <div className="yrm-alert" role="alert">
          <p>{t(settings.failed)}</p>
        </div>
      ) : !settings.updatable ? (
        <div className="y-card yrm-section yrm-blocked" role="alert" data-testid="update-blocked">
          <p className="yrm-blocked__title">{t('manage.hub.update_blocked')}</p>
          <ul>
            {settings.reasons.map((reason) => (
              <li key={reason}>{t(`manage.update.blocked.${reason}`, { date: longDate(settings.deadline, locale) })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <UpdateForm r={r} access={access} hotelCode={hotelCode} settings={settings} onSignedOut={onSignedOut} />
      )}
      <BackToManage number={r.reservation_number} />
    </>
  );
}

function UpdateForm({ r, access, hotelCode, settings, onSignedOut }: { r: Reservation; access: ReservationAccess | null; hotelCode: string; settings: Settings; onSignedOut: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { init } = useSnapshot(appState);
  const hotel = init!.booking_widget_setting_attributes;
  const rooms = useMemo(() => activeRooms(r), [r]);
  const today = todayIn(hotel.hotel.time_zone);
  const reservableMonths = hotel.reservable_months;
  const maxGuestsPerRoom = hotel.max_guests_per_room;
  // The same rules (and so the same checks) for as long as the day, the hotel's limits and the reservation are the same.
  const rules = useMemo<UpdateRules>(
    () => ({
      today,
      reservableMonths,
      minNights: settings.min_nights,
      canReduce: settings.can_reduce,
      maxGuestsPerRoom,
      isDayUse: r.is_day_use,
      original: { checkin_date: r.checkin_date, checkout_date: r.checkout_date, adults: rooms.map((room) => room.adults) },
      kept: rooms.map((room) => ({ id: room.id, kids_age_range: room.kids_age_range })),
    }),
    [today, reservableMonths, maxGuestsPerRoom, settings.min_nights, settings.can_reduce, r.is_day_use, r.checkin_date, r.checkout_date, rooms],
  );
  const original = rules.original;
  const schema = useMemo(() => updateFormSchema(rules), [rules]);
  // A change may come with the address (checkin, checkout, adults, add_room …), chosen on the
  // results page; the form checks it like one typed here.
  const search = useSearch();
  const [proposal] = useState(() => parseProposal(search));
  const fromResults = !!(proposal.checkin || proposal.checkout || proposal.adults || proposal.add);
  const [proposed] = useState<UpdateValues>(() => ({
    checkin_date: proposal.checkin ?? original.checkin_date,
    checkout_date: proposal.checkout ?? original.checkout_date,
    adults: proposal.adults && proposal.adults.length === original.adults.length ? proposal.adults : original.adults,
    added: proposal.add && rooms.length < 10 ? [proposal.add] : [],
  }));
  const form = useForm<UpdateValues>({
    resolver: zodResolver(schema) as unknown as Resolver<UpdateValues>,
    defaultValues: proposed,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const values = form.watch();
  const added = values.added ?? [];
  const keyOf = (v: UpdateValues) => JSON.stringify([v.checkin_date, v.checkout_date, v.adults, v.added ?? []]);
  const valuesKey = keyOf(values);
  // The names of a room to add, as the hotel sells its plan (its code until they are known).
  const [planNames, setPlanNames] = useState<Record<string, { room_type_name: string; room_plan_name: string } | null>>({});
  // Asked once: the rooms proposed with the address do not change on this page.
  const isDayUse = r.is_day_use;
  useEffect(() => {
    let live = true;
    for (const room of proposed.added ?? []) {
      fetchRoomPlan(hotelCode, { checkin_date: proposed.checkin_date, checkout_date: proposed.checkout_date, is_day_use: isDayUse }, room).then(
        (names) => live && setPlanNames((known) => ({ ...known, [room.room_plan_code]: names })),
        () => live && setPlanNames((known) => ({ ...known, [room.room_plan_code]: null })),
      );
    }
    return () => {
      live = false;
    };
  }, [hotelCode, proposed, isDayUse]);
  const [quote, setQuote] = useState<{ key: string; data: Quote; moved: 'cheaper' | 'dearer' | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const quoteRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const errors = form.formState.errors;
  const current = quote && quote.key === valuesKey ? quote : null;
  const money = (n: number, currency: CurrencyCode = r.currency) => formatMoney(n, currency, locale);
  const nights = nightsOf(values);
  const errorParams = { n: rules.minNights, months: rules.reservableMonths, max: rules.maxGuestsPerRoom };

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  function fail(err: unknown) {
    const p = manageProblem(err, { reservableMonths: rules.reservableMonths });
    if (p.kind === 'message' && (p.field === 'checkin_date' || p.field === 'checkout_date')) {
      form.setError(p.field, { type: 'server', message: `server:${p.key}` });
    }
    setProblem(p);
  }

  const check = form.handleSubmit(
    async (v) => {
      setSummaryOpen(false);
      setProblem(null);
      setChecking(true);
      try {
        const answer = await quoteUpdate(hotelCode, r.reservation_number, access, updateBody(v, rules));
        setQuote({ key: keyOf(v), data: answer.data, moved: null });
        requestAnimationFrame(() => quoteRef.current?.focus());
      } catch (err) {
        fail(err);
      } finally {
        setChecking(false);
      }
    },
    () => {
      setSummaryOpen(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
  );

  // A change proposed on the results page is priced at once: the difference shows before anything else.
  const autoChecked = useRef(false);
  const checkProposal = useEffectEvent(() => void check());
  useEffect(() => {
    if (!fromResults || autoChecked.current) return;
    autoChecked.current = true;
    checkProposal();
  }, [fromResults]);

  async function confirm() {
    if (!current) return;
    setProblem(null);
    setConfirming(true);
    try {
      await updateReservation(hotelCode, r.reservation_number, access, { ...updateBody(form.getValues(), rules), expected_total_price: current.data.total_price });
      showMessage('manage.update.done');
      navigate(managePath(r.reservation_number));
    } catch (err) {
      const p = manageProblem(err, { reservableMonths: rules.reservableMonths });
      if (p.kind === 'price_changed') {
        // The price moved since it was shown: the new one is shown to confirm again.
        setQuote({ key: current.key, moved: p.direction, data: { ...current.data, price: p.price, total_price: p.price.total_price, difference: p.difference ?? p.price.total_price - r.total_price } });
        requestAnimationFrame(() => quoteRef.current?.focus());
      } else {
        fail(err);
      }
    } finally {
      setConfirming(false);
    }
  }

  const fieldError = (name: 'checkin_date' | 'checkout_date') => {
    const m = errors[name]?.message;
    if (!m) return undefined;
    return m.startsWith('server:') ? t(m.slice('server:'.length), errorParams) : t(`manage.update.errors.${m}`, errorParams);
  };
  const summary = summaryOpen
    ? [
        ...(['checkin_date', 'checkout_date'] as const).filter((f) => errors[f]?.message).map((f) => ({ target: `up-${f}`, text: `${t(`manage.update.${f}`)}: ${fieldError(f)}` })),
        ...rooms.flatMap((_, i) => (errors.adults?.[i]?.message ? [{ target: `up-adults-${i}`, text: t('manage.update.errors.adults_range', errorParams) }] : [])),
        ...added.flatMap((_, i) => (errors.added?.[i]?.adults?.message ? [{ target: `up-added-${i}`, text: t('manage.update.errors.adults_range', errorParams) }] : [])),
      ]
    : [];

  return (
    <form className="yrm-form-stack" noValidate onSubmit={(e) => void check(e)}>
      <p className="yrm-note">{t('manage.hub.update_until', { date: longDate(settings.deadline, locale) })}</p>
      {summary.length > 0 && (
        <div className="yrm-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="yrm-update-summary" data-testid="error-summary">
          <h2 id="yrm-update-summary" className="yrm-h2">
            {plural(t, 'manage.errors.summary_title', summary.length, locale)}
          </h2>
          <ul>
            {summary.map((s) => (
              <li key={s.target}>
                <a
                  href={`#${s.target}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(s.target)?.focus();
                  }}
                >
                  {s.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <section className="y-card yrm-section" aria-labelledby="up-dates-title">
        <h2 id="up-dates-title" className="yrm-h2">
          {t('manage.update.dates')}
        </h2>
        <p className="yrm-note">
          {t('manage.update.booked', { checkin: longDate(r.checkin_date, locale), checkout: longDate(r.checkout_date, locale) })}
        </p>
        <div className="yrm-grid">
          <DateField id="up-checkin_date" label={t('manage.update.checkin_date')} min={rules.today} max={lastBookableDay(rules)} error={fieldError('checkin_date')} register={form.register('checkin_date')} />
          {!r.is_day_use && (
            <DateField id="up-checkout_date" label={t('manage.update.checkout_date')} min={rules.today} max={lastBookableDay(rules)} error={fieldError('checkout_date')} register={form.register('checkout_date')} />
          )}
        </div>
        {!r.is_day_use && nights > 0 && (
          <p className="yrm-note" data-testid="update-nights">
            {plural(t, 'manage.update.nights', nights, locale)}
            {rules.minNights > 1 ? ` · ${plural(t, 'manage.update.min_nights', rules.minNights, locale)}` : ''}
          </p>
        )}
      </section>

      <section className="y-card yrm-section" aria-labelledby="up-guests-title">
        <h2 id="up-guests-title" className="yrm-h2">
          {t('manage.update.guests')}
        </h2>
        <div className="yrm-rooms">
          {rooms.map((room, i) => {
            const n = r.rooms.indexOf(room) + 1;
            const label = rooms.length > 1 || r.rooms.length > 1 ? t('manage.facts.room_n', { n }) : t('manage.facts.room');
            return (
              <div key={room.id} className="yrm-room-edit" id={`up-adults-${i}`} tabIndex={-1}>
                <p className="yrm-room-edit__name">
                  <strong>{label}</strong>: {room.room_type_name} · {room.room_plan_name}
                </p>
                <Stepper
                  label={t('manage.update.adults')}
                  hint={room.children > 0 ? t('manage.update.children_kept', { n: room.children }) : undefined}
                  value={values.adults[i] ?? room.adults}
                  min={1}
                  max={rules.maxGuestsPerRoom}
                  onChange={(v) => form.setValue(`adults.${i}`, v, { shouldDirty: true, shouldValidate: summaryOpen })}
                  decreaseLabel={t('manage.update.adults_less', { room: label })}
                  increaseLabel={t('manage.update.adults_more', { room: label })}
                  testId={`update-adults-${i}`}
                />
              </div>
            );
          })}
          {added.map((room, i) => {
            const names = planNames[room.room_plan_code];
            const label = added.length > 1 ? t('manage.update.added_room_n', { n: i + 1 }) : t('manage.update.added_room');
            const children = room.kids_age_range.reduce((n, k) => n + k.count, 0);
            return (
              <div key={`${room.room_plan_code}-${i}`} className="yrm-room-edit yrm-room-edit--added" id={`up-added-${i}`} tabIndex={-1} data-testid="update-added-room" data-plan={room.room_plan_code}>
                <p className="yrm-room-edit__name">
                  <span className="yrm-tag yrm-tag--new">
                    <span aria-hidden="true">+ </span>
                    {label}
                  </span>{' '}
                  <bdi>{names ? `${names.room_type_name} · ${names.room_plan_name}` : room.room_plan_code}</bdi>
                </p>
                <Stepper
                  label={t('manage.update.adults')}
                  hint={children > 0 ? t('manage.update.added_children', { n: children }) : undefined}
                  value={room.adults}
                  min={1}
                  max={rules.maxGuestsPerRoom}
                  onChange={(v) => form.setValue(`added.${i}.adults`, v, { shouldDirty: true, shouldValidate: summaryOpen })}
                  decreaseLabel={t('manage.update.adults_less', { room: label })}
                  increaseLabel={t('manage.update.adults_more', { room: label })}
                  testId={`update-added-adults-${i}`}
                />
                <button
                  type="button"
                  className="y-button y-button--quiet yrm-remove"
                  onClick={() => form.setValue('added', added.filter((_, j) => j !== i), { shouldDirty: true })}
                  data-testid={`update-added-remove-${i}`}
                >
                  {t('manage.update.remove_added')}
                  <span className="visually-hidden"> {names ? `${names.room_type_name} · ${names.room_plan_name}` : room.room_plan_code}</span>
                </button>
              </div>
            );
          })}
        </div>
        {added.length > 0 && <p className="yrm-note">{t('manage.update.added_note')}</p>}
      </section>

      <div ref={alertRef} tabIndex={-1} className="yrm-alerts" aria-live="assertive">
        {problem && <ProblemBox problem={problem} number={r.reservation_number} screen="update" onSignedOut={() => { setProblem(null); onSignedOut(); }} />}
      </div>

      {!current && (
        <div className="yrm-submit-row">
          <button type="submit" className="y-button yrm-submit" disabled={checking} data-testid="update-check">
            {checking ? t('manage.update.checking') : t('manage.update.check')}
          </button>
        </div>
      )}

      {current && (
        <section className="y-card yrm-section yrm-quote" aria-labelledby="up-quote-title" tabIndex={-1} ref={quoteRef} data-testid="update-quote">
          <h2 id="up-quote-title" className="yrm-h2">
            {t('manage.update.quote_title')}
          </h2>
          {current.moved && (
            <p className="yrm-alert" role="alert" data-testid="update-price-moved">
              {t(`manage.update.price_${current.moved}`)}
            </p>
          )}
          <dl className="yrm-money">
            <div className="yrm-money__row">
              <dt>{t('manage.update.current_total')}</dt>
              <dd data-testid="quote-current">{money(r.total_price)}</dd>
            </div>
            <div className="yrm-money__row yrm-money__total">
              <dt>{t('manage.update.new_total')}</dt>
              <dd data-testid="quote-total">{money(current.data.total_price, current.data.currency)}</dd>
            </div>
            <div className="yrm-money__row">
              <dt>{t('manage.update.difference')}</dt>
              <dd data-testid="quote-difference" data-difference={current.data.difference}>
                {current.data.difference === 0
                  ? t('manage.update.no_difference')
                  : t(current.data.difference > 0 ? 'manage.update.more' : 'manage.update.less', { amount: money(Math.abs(current.data.difference), current.data.currency) })}
              </dd>
            </div>
            {current.data.refund > 0 && (
              <div className="yrm-money__row">
                <dt>{t('manage.update.refund')}</dt>
                <dd>{money(current.data.refund, current.data.currency)}</dd>
              </div>
            )}
            {current.data.points_back > 0 && (
              <div className="yrm-money__row">
                <dt>{t('manage.update.points_back')}</dt>
                <dd>{plural(t, 'manage.update.points', current.data.points_back, locale)}</dd>
              </div>
            )}
          </dl>
          <div className="yrm-actions-row">
            <button type="button" className="y-button yrm-submit" disabled={confirming} onClick={() => void confirm()} data-testid="update-confirm">
              {confirming ? t('manage.update.confirming') : current.moved ? t('manage.update.confirm_new') : t('manage.update.confirm')}
            </button>
            <button type="button" className="y-button y-button--quiet" onClick={() => setQuote(null)}>
              {t('manage.update.edit_again')}
            </button>
          </div>
        </section>
      )}
      <p className="yrm-note yrm-links">
        <Link href={searchOtherPath(r.reservation_number)} data-testid="update-search-other">
          {t('manage.hub.search_other')}
        </Link>
        <Link href={managePath(r.reservation_number, 'cancel')}>{t('manage.update.cancel_instead')}</Link>
      </p>
    </form>
  );
}

function DateField({ id, label, min, max, error, register }: { id: string; label: string; min: string; max: string; error: string | undefined; register: ReturnType<ReturnType<typeof useForm<UpdateValues>>['register']> }) {
  const t = useT();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="y-field yrm-field">
      <label className="y-field__label" htmlFor={id}>
        {label}
        <span className="yrm-required"> {t('manage.required_mark')}</span>
      </label>
      <input id={id} type="date" className="y-input" min={min} max={max} aria-required aria-invalid={error ? true : undefined} aria-describedby={errorId} {...register} />
      {error && (
        <p id={errorId} className="y-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
