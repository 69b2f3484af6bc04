// /search (document 1 §2): a reservation looked up by its number and the e-mail it was booked
// with. The token the look-up answers is kept for this tab (never in the address) and the guest
// continues to the reservation's confirmation page. A miss never says which of the two was wrong.
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { plural } from './format';

import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { keepReservationAccess } from '../../lib/reservation-access';
import { useZodForm } from '../../lib/use-zod-form';
import { lookUpReservation } from './manage-api';
import { lookupProblem } from './manage-errors';
import { Field } from './components/Field';
import '../../ui/forms.css';
import './manage.css';
import { RESERVATION_NUMBER_RE } from '../../../contract/reservation-number';

const LookupFormSchema = z.object({
  number: z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(RESERVATION_NUMBER_RE, 'number_format')),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'required')), z.email('email_invalid').check(z.maxLength(254, 'too_long'))),
});
type LookupValues = { number: string; email: string };
const FIELDS = ['number', 'email'] as const;

export default function LookupPage() {
  const t = useT();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { init, hotelCode } = useSnapshot(appState);
  usePageTitle('manage.titles.reservation_lookup');
  const form = useZodForm<LookupValues>(LookupFormSchema, {
    defaultValues: { number: '', email: '' },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<{ key: string; params?: Record<string, string | number> } | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const errors = form.formState.errors;
  const summary = summaryOpen ? FIELDS.filter((f) => errors[f]?.message) : [];

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSummaryOpen(false);
      setFailure(null);
      const brandId = init?.hotel_brand.id;
      if (!brandId) return;
      const number = values.number.trim().toUpperCase();
      try {
        const { reservation, bypass_token } = (await lookUpReservation(brandId, number, values.email.trim())).data;
        keepReservationAccess(reservation.reservation_number, { email: reservation.guest.email, bypass_token });
        const target = `/reservation/confirmation/${encodeURIComponent(reservation.reservation_number)}?${new URLSearchParams({ code: reservation.hotel_code }).toString()}`;
        // Another hotel of the brand starts with its own settings: a fresh load of that hotel.
        if (reservation.hotel_code !== hotelCode) window.location.assign(target);
        else navigate(target);
      } catch (err) {
        setFailure(lookupProblem(err));
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    },
    () => {
      setSummaryOpen(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
  );

  return (
    <div className="yrm-page yrm-narrow" data-testid="lookup-page">
      <h1 className="y-title">{t('manage.lookup.title')}</h1>
      <p className="yrm-lead">{t('manage.lookup.intro')}</p>
      <form className="y-card yrm-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="yrm-lookup-legend">
        <h2 id="yrm-lookup-legend" className="visually-hidden">
          {t('manage.lookup.title')}
        </h2>
        {summary.length > 0 && (
          <div className="yrm-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="yrm-lookup-summary" data-testid="error-summary">
            <h2 id="yrm-lookup-summary" className="yrm-h2">
              {plural(t, 'manage.errors.summary_title', summary.length, locale)}
            </h2>
            <ul>
              {summary.map((f) => (
                <li key={f}>
                  <a
                    href={`#lk-${f}`}
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(`lk-${f}`)?.focus();
                    }}
                  >
                    {t(`manage.lookup.${f}`)}: {t(`manage.errors.${String(errors[f]?.message)}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Field
          id="lk-number"
          label={t('manage.lookup.number')}
          hint={t('manage.lookup.number_hint')}
          required
          error={errors.number?.message ? t(`manage.errors.${errors.number.message}`) : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          registration={form.register('number')}
        />
        <Field
          id="lk-email"
          label={t('manage.lookup.email')}
          hint={t('manage.lookup.email_hint')}
          required
          error={errors.email?.message ? t(`manage.errors.${errors.email.message}`) : undefined}
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={form.register('email')}
        />
        <div ref={alertRef} tabIndex={-1} className="yrm-alerts" aria-live="assertive">
          {failure && (
            <div className="yrm-alert" role="alert" data-testid="lookup-error">
              <p>{t(failure.key, failure.params)}</p>
            </div>
          )}
        </div>
        <button type="submit" className="y-button yrm-submit" disabled={form.formState.isSubmitting} data-testid="lookup-submit">
          {form.formState.isSubmitting ? t('manage.lookup.searching') : t('manage.lookup.submit')}
        </button>
      </form>
      <p className="yrm-note">
        <Link href={hotelPath('/booking/result')}>{t('manage.lookup.new_booking')}</Link>
      </p>
    </div>
  );
}
