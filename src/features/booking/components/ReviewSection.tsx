// The last step of the form: the terms box (required), the button that books, and what the total
// means.
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import type { GuestFormValues } from '../guest-form';

export function ReviewSection({ form, submitting }: { form: UseFormReturn<GuestFormValues>; submitting: boolean }) {
  const t = useT();
  const error = form.formState.errors.terms;
  return (
    <section className="y-card yb-section">
      <div className="yb-terms">
        <label className="y-check" htmlFor="gd-terms">
          <input id="gd-terms" type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? 'gd-terms-error' : undefined} {...form.register('terms')} />
          <span>{t('booking.fields.terms')}</span>
        </label>
        {error && (
          <p id="gd-terms-error" className="y-field__error">
            {t('booking.errors.terms_required')}
          </p>
        )}
      </div>
      <button type="submit" className="y-button yb-submit" disabled={submitting} aria-describedby="yb-total-note" data-testid="book">
        {submitting ? t('booking.submitting') : t('booking.submit')}
      </button>
      <p id="yb-total-note" className="yb-note">
        {t('booking.total_note')}
      </p>
    </section>
  );
}
