// /reservation/manage/{confirmationNumber}/update: new dates and guests per room, until the
// deadline the API's update_settings gives (and why not, when it may not change). The new price
// and the difference are fetched and shown first; the guest confirms that price, and a price
// that moved meanwhile is shown again to confirm. A change proposed on the results page in update
// mode (new dates, adults, a room to add) arrives in the query and is priced at once.
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type * as z from 'zod/mini';
import type { Reservation, UpdateSettingsAnswerSchema } from '../../../contract';
import { capacityOfRefusal } from '../../../contract/booking-lists';
import { ApiCallError } from '../../lib/api/client';
import { appState, showMessage } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import type { ReservationAccess } from '../../lib/reservation-access';
import { parseProposal } from '../../lib/update-proposal';
import { useZodForm } from '../../lib/use-zod-form';
import { ErrorSummary, type SummaryItem } from '../../ui/ErrorSummary';
import { useFocusWhen } from '../../ui/use-focus-when';
import { todayIn } from '../../../contract/dates';
import { activeRooms, longDate, managePath, plural, searchOtherPath } from './format';
import { fetchUpdateSettings, quoteUpdate, updateReservation } from './manage-api';
import { manageProblem, type Problem } from './manage-errors';
import { updateBody, updateFormSchema, type UpdateRules, type UpdateValues } from './update-form';
import { BackToManage, ManagedGate, ProblemBox, StatusLine } from './components/ManageParts';
import { UpdateDatesSection } from './components/UpdateDatesSection';
import { UpdateQuote, type Quote } from './components/UpdateQuote';
import { UpdateRoomsSection, useAddedRoomNames } from './components/UpdateRoomsSection';
import { useManagedReservation } from './use-managed-reservation';
import '../../ui/forms.css';
import './manage.css';
import { CONTACT_THE_HOTEL_KEYS, HotelContact } from './components/HotelContact';

type Settings = z.infer<typeof UpdateSettingsAnswerSchema>['data'];

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
          {settings.reasons.some((reason) => CONTACT_THE_HOTEL_KEYS.has(`manage.update.blocked.${reason}`)) && <HotelContact />}
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
  const form = useZodForm<UpdateValues>(schema, {
    defaultValues: proposed,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const values = form.watch();
  const added = values.added ?? [];
  const keyOf = (v: UpdateValues) => JSON.stringify([v.checkin_date, v.checkout_date, v.adults, v.added ?? []]);
  const valuesKey = keyOf(values);
  const planNames = useAddedRoomNames(hotelCode, proposed, r.is_day_use);
  const [quote, setQuote] = useState<{ key: string; data: Quote; moved: 'cheaper' | 'dearer' | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const quoteRef = useRef<HTMLElement>(null);
  const errors = form.formState.errors;
  const current = quote && quote.key === valuesKey ? quote : null;
  const errorParams = { n: rules.minNights, months: rules.reservableMonths, max: rules.maxGuestsPerRoom };

  const alertRef = useFocusWhen<HTMLDivElement>(problem);

  // The change's rooms in the order sent: the rooms kept, then the rooms added.
  const roomName = (index: number): string | null => {
    const kept = rooms[index];
    if (kept) return kept.room_type_name;
    const add = added[index - rooms.length];
    return add ? (planNames[add.room_plan_code]?.room_type_name ?? null) : null;
  };
  // A room the party did not fit: its adults are capped at what it takes, from the refusal's limits.
  const [caps, setCaps] = useState<Record<number, number>>({});
  function fail(err: unknown) {
    const p = manageProblem(err, { reservableMonths: rules.reservableMonths, roomName });
    const limits = err instanceof ApiCallError ? capacityOfRefusal(err.message) : null;
    const index = err instanceof ApiCallError ? Number(/^rooms\.(\d+)/.exec(err.field ?? '')?.[1] ?? NaN) : NaN;
    if (limits && Number.isInteger(index)) {
      const children = index < rooms.length ? (rooms[index]?.children ?? 0) : (added[index - rooms.length]?.kids_age_range.reduce((n, k) => n + k.count, 0) ?? 0);
      setCaps((known) => ({ ...known, [index]: Math.max(1, Math.min(limits.max_adults, limits.max_occupancy - children)) }));
    }
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
      const p = manageProblem(err, { reservableMonths: rules.reservableMonths, roomName });
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
  const summary: SummaryItem[] = summaryOpen
    ? [
        ...(['checkin_date', 'checkout_date'] as const).filter((f) => errors[f]?.message).map((f) => ({ target: `up-${f}`, text: `${t(`manage.update.${f}`)}: ${fieldError(f)}` })),
        ...rooms.flatMap((_, i) => (errors.adults?.[i]?.message ? [{ target: `up-adults-${i}`, text: t('manage.update.errors.adults_range', errorParams) }] : [])),
        ...added.flatMap((_, i) => (errors.added?.[i]?.adults?.message ? [{ target: `up-added-${i}`, text: t('manage.update.errors.adults_range', errorParams) }] : [])),
      ]
    : [];

  return (
    <form className="yrm-form-stack" noValidate onSubmit={(e) => void check(e)}>
      <p className="yrm-note">{t('manage.hub.update_until', { date: longDate(settings.deadline, locale) })}</p>
      <ErrorSummary
        ref={summaryRef}
        items={summary}
        title={plural(t, 'manage.errors.summary_title', summary.length, locale)}
        titleId="yrm-update-summary"
        className="yrm-summary"
        titleClassName="yrm-h2"
      />
      <UpdateDatesSection r={r} rules={rules} form={form} fieldError={fieldError} />
      <UpdateRoomsSection r={r} rooms={rooms} form={form} maxGuestsPerRoom={rules.maxGuestsPerRoom} planNames={planNames} checkAtOnce={summaryOpen} adultsCaps={caps} />

      <div ref={alertRef} tabIndex={-1} className="yrm-alerts" aria-live="assertive">
        {problem && <ProblemBox problem={problem} number={r.reservation_number} screen="update" onSignedOut={() => { setProblem(null); onSignedOut(); }} />}
      </div>

      {current ? (
        <UpdateQuote ref={quoteRef} r={r} quote={current.data} moved={current.moved} confirming={confirming} onConfirm={() => void confirm()} onEdit={() => setQuote(null)} />
      ) : (
        <div className="yrm-submit-row">
          <button type="submit" className="y-button yrm-submit" disabled={checking} data-testid="update-check">
            {checking ? t('manage.update.checking') : t('manage.update.check')}
          </button>
        </div>
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
