// The last step of the form: the terms box (required), the button that books, and what the total
// means. In the chat layout the button lives in the pay bar (PayBar.tsx), beside the total.
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import type { GuestFormValues } from '../guest-form';

export function ReviewSection({ form, submitting, withButton = true }: { form: UseFormReturn<GuestFormValues>; submitting: boolean; withButton?: boolean }) {
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
      {withButton && <BookButton submitting={submitting} />}
      <p id="yb-total-note" className="yb-note">
        {t('booking.total_note')}
      </p>
    </section>
  );
}

/** The button that books; what the total means is its description. `form`: the form's id, when outside it. */
export function BookButton({ submitting, form }: { submitting: boolean; form?: string }) {
  const t = useT();
  return (
    <button type="submit" form={form} className="y-button yb-submit" disabled={submitting} aria-describedby="yb-total-note" data-testid="book">
      {submitting ? t('booking.submitting') : t('booking.submit')}
    </button>
  );
}
