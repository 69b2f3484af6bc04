// /reservation/manage/{confirmationNumber}/guests: the booking guest's name and contact, and who
// stays in each room (PUT …/guests). Nothing is re-priced; names follow the script rules of the
// reservation's language, as at booking.
import { useMemo, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Reservation } from '../../../contract';
import { appState, showMessage } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';

import { usePageTitle } from '../../lib/page-title';
import { keepReservationAccess, type ReservationAccess } from '../../lib/reservation-access';
import { useZodForm } from '../../lib/use-zod-form';
import { useFocusWhen } from '../../ui/use-focus-when';
import { managePath, plural } from './format';
import { guestsFormSchema, guestsRequest, guestsValuesOf, showsKana, type GuestsRules, type GuestsValues } from './guests-form';
import { updateGuests } from './manage-api';
import { manageProblem, type Problem } from './manage-errors';
import { BackToManage, ManagedGate, ProblemBox, StatusLine } from './components/ManageParts';
import { Field } from './components/Field';
import { useManagedReservation } from './use-managed-reservation';
import '../../ui/forms.css';
import './manage.css';

type FieldName = FieldPath<GuestsValues>;
const BOOKER_FIELDS = ['last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'email', 'phone'] as const;

export default function GuestsPage() {
  const params = useParams<{ number: string }>();
  const number = (params.number ?? '').toUpperCase();
  const { load, access, hotelCode, reload } = useManagedReservation(number);
  usePageTitle('manage.titles.guests');
  return (
    <div className="yrm-page" data-testid="guests-page">
      <ManagedGate load={load}>{(r) => <GuestsForm r={r} access={access} hotelCode={hotelCode ?? r.hotel_code} onSignedOut={reload} />}</ManagedGate>
    </div>
  );
}

function GuestsForm({ r, access, hotelCode, onSignedOut }: { r: Reservation; access: ReservationAccess | null; hotelCode: string; onSignedOut: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { init } = useSnapshot(appState);
  const s = init?.booking_widget_setting_attributes;
  const englishNamesOnly = !!s?.english_name_required;
  const kanaRequired = !!s?.kanji_name_required && r.locale === 'ja';
  const rules = useMemo<GuestsRules>(() => ({ locale: r.locale, englishNamesOnly, kanaRequired }), [r.locale, englishNamesOnly, kanaRequired]);
  const schema = useMemo(() => guestsFormSchema(rules), [rules]);
  const initial = useMemo(() => guestsValuesOf(r), [r]);
  const form = useZodForm<GuestsValues>(schema, {
    defaultValues: initial,
    // Checked on saving, then as they are put right: a message appearing on leaving a field
    // would move the button under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = form.formState.errors;
  const kana = showsKana(rules, initial);
  const activeIndexes = r.rooms.flatMap((room, i) => (room.status === 'active' ? [i + 1] : []));

  const alertRef = useFocusWhen<HTMLDivElement>(problem);

  const message = (field: FieldName): string | undefined => {
    const [head, index, leaf] = field.split('.') as [string, string?, string?];
    const m = head === 'rooms' ? errors.rooms?.[Number(index)]?.[leaf as 'first_name' | 'last_name']?.message : errors[head as (typeof BOOKER_FIELDS)[number]]?.message;
    return m ? t(`manage.guests.errors.${m}`) : undefined;
  };
  const label = (field: FieldName): string => {
    const [head, index, leaf] = field.split('.') as [string, string?, string?];
    return head === 'rooms' ? `${t('manage.guests.room_guest', { n: activeIndexes[Number(index)] ?? Number(index) + 1 })} · ${t(`manage.guests.${leaf}`)}` : t(`manage.guests.${head}`);
  };
  const fieldsWithErrors: FieldName[] = summaryOpen
    ? [
        ...BOOKER_FIELDS.filter((f) => errors[f]?.message),
        ...initial.rooms.flatMap((_, i) => (['last_name', 'first_name'] as const).filter((leaf) => errors.rooms?.[i]?.[leaf]?.message).map((leaf) => `rooms.${i}.${leaf}` as FieldName)),
      ]
    : [];
  const idOf = (field: FieldName) => `gs-${field.replace(/\./g, '-')}`;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSummaryOpen(false);
      setProblem(null);
      try {
        const body = guestsRequest(values, r.guest);
        await updateGuests(hotelCode, r.reservation_number, access, body);
        // The access names the e-mail: a new one goes with the token from now on.
        if (access && body.guest && body.guest.email !== access.email) keepReservationAccess(r.reservation_number, { ...access, email: body.guest.email });
        showMessage('manage.guests.done');
        navigate(managePath(r.reservation_number));
      } catch (err) {
        const p = manageProblem(err);
        // The server names the field it refused ("guest.first_name"): the form marks it.
        const field = p.kind === 'message' ? p.field?.replace(/^guest\./, '') : undefined;
        if (field && (BOOKER_FIELDS as readonly string[]).includes(field)) {
          form.setError(field as FieldName, { type: 'server', message: field.endsWith('kana') ? 'kana_only' : 'name_script' });
          form.setFocus(field as FieldName);
          return;
        }
        setProblem(p);
      }
    },
    () => {
      setSummaryOpen(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
  );

  const text = (field: FieldName, opts: { required?: boolean; type?: 'text' | 'email' | 'tel'; autoComplete?: string; hint?: string } = {}) => (
    <Field
      key={field}
      id={idOf(field)}
      label={field.startsWith('rooms.') ? t(`manage.guests.${field.split('.')[2]}`) : label(field)}
      hint={opts.hint}
      required={opts.required}
      error={message(field)}
      type={opts.type ?? 'text'}
      autoComplete={opts.autoComplete}
      registration={form.register(field)}
    />
  );

  return (
    <>
      <h1 className="y-title">{t('manage.guests.title')}</h1>
      <StatusLine status={r.status} />
      <p className="yrm-lead">{t('manage.guests.intro')}</p>
      <form className="yrm-form-stack" noValidate onSubmit={(e) => void onSubmit(e)}>
        {fieldsWithErrors.length > 0 && (
          <div className="yrm-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="gs-summary" data-testid="error-summary">
            <h2 id="gs-summary" className="yrm-h2">
              {plural(t, 'manage.errors.summary_title', fieldsWithErrors.length, locale)}
            </h2>
            <ul>
              {fieldsWithErrors.map((f) => (
                <li key={f}>
                  <a
                    href={`#${idOf(f)}`}
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(idOf(f))?.focus();
                    }}
                  >
                    {label(f)}: {message(f)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <section className="y-card yrm-section" aria-labelledby="gs-booker">
          <h2 id="gs-booker" className="yrm-h2">
            {t('manage.guests.booker')}
          </h2>
          <div className="yrm-grid">
            {text('last_name', { required: true, autoComplete: 'family-name' })}
            {text('first_name', { required: true, autoComplete: 'given-name' })}
            {kana && text('last_name_kana', { required: rules.kanaRequired })}
            {kana && text('first_name_kana', { required: rules.kanaRequired })}
          </div>
          <div className="yrm-grid">
            {text('email', { required: true, type: 'email', autoComplete: 'email' })}
            {text('phone', { required: true, type: 'tel', autoComplete: 'tel', hint: t('manage.guests.phone_hint') })}
          </div>
        </section>
        <section className="y-card yrm-section" aria-labelledby="gs-rooms" aria-describedby="gs-rooms-hint">
          <h2 id="gs-rooms" className="yrm-h2">
            {t('manage.guests.rooms')}
          </h2>
          <p id="gs-rooms-hint" className="yrm-note">
            {t('manage.guests.rooms_hint')}
          </p>
          {initial.rooms.map((room, i) => (
            <fieldset key={room.id} className="yrm-room-guest" data-testid="room-guest">
              <legend className="yrm-room-guest__legend">{t('manage.guests.room_guest', { n: activeIndexes[i] ?? i + 1 })}</legend>
              <div className="yrm-grid">
                {text(`rooms.${i}.last_name` as FieldName)}
                {text(`rooms.${i}.first_name` as FieldName)}
              </div>
            </fieldset>
          ))}
        </section>
        <div ref={alertRef} tabIndex={-1} className="yrm-alerts" aria-live="assertive">
          {problem && <ProblemBox problem={problem} number={r.reservation_number} screen="guests" onSignedOut={() => { setProblem(null); onSignedOut(); }} />}
        </div>
        <div className="yrm-submit-row">
          <button type="submit" className="y-button yrm-submit" disabled={form.formState.isSubmitting} data-testid="guests-save">
            {form.formState.isSubmitting ? t('manage.guests.saving') : t('manage.guests.save')}
          </button>
        </div>
      </form>
      <BackToManage number={r.reservation_number} />
    </>
  );
}
