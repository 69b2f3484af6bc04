// The stay's new dates (check-out too unless it is a day use), from today at the hotel to the last
// bookable day, with the nights they make and the plan's minimum.
import type { UseFormReturn } from 'react-hook-form';
import type { Reservation } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { longDate, plural } from '../format';
import { lastBookableDay, nightsOf, type UpdateRules, type UpdateValues } from '../update-form';
import { Field } from './Field';

interface Props {
  r: Reservation;
  rules: UpdateRules;
  form: UseFormReturn<UpdateValues>;
  /** A date's error in words, or nothing. */
  fieldError(name: 'checkin_date' | 'checkout_date'): string | undefined;
}

export function UpdateDatesSection({ r, rules, form, fieldError }: Props) {
  const t = useT();
  const locale = useLocale();
  const nights = nightsOf(form.watch());
  const last = lastBookableDay(rules);
  return (
    <section className="y-card yrm-section" aria-labelledby="up-dates-title">
      <h2 id="up-dates-title" className="yrm-h2">
        {t('manage.update.dates')}
      </h2>
      <p className="yrm-note">{t('manage.update.booked', { checkin: longDate(r.checkin_date, locale), checkout: longDate(r.checkout_date, locale) })}</p>
      <div className="yrm-grid">
        <Field id="up-checkin_date" type="date" label={t('manage.update.checkin_date')} required min={rules.today} max={last} error={fieldError('checkin_date')} registration={form.register('checkin_date')} />
        {!r.is_day_use && (
          <Field id="up-checkout_date" type="date" label={t('manage.update.checkout_date')} required min={rules.today} max={last} error={fieldError('checkout_date')} registration={form.register('checkout_date')} />
        )}
      </div>
      {!r.is_day_use && nights > 0 && (
        <p className="yrm-note" data-testid="update-nights">
          {plural(t, 'manage.update.nights', nights, locale)}
          {rules.minNights > 1 ? ` · ${plural(t, 'manage.update.min_nights', rules.minNights, locale)}` : ''}
        </p>
      )}
    </section>
  );
}
