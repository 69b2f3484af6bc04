// The last step of the form: the plan's cancellation policy in words, the terms box (required)
// whose "terms" lead to the same policy on a page of its own, the total right above the button
// where the price column is not beside the form, the button that books, and what the total means.
// In the chat layout the button lives in the pay bar (PayBar.tsx), beside the total.
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocale, useT } from '../../../lib/i18n';
import type { GuestFormValues } from '../guest-form';
import { PolicySection, policyHref, type PolicyOffer } from './PolicySection';

/** The label's text around its link: "[" and "]" mark the linked words. */
export function linkedWords(text: string): { before: string; link: string; after: string } {
  const open = text.indexOf('[');
  const close = text.indexOf(']', open + 1);
  if (open < 0 || close < 0) return { before: text, link: '', after: '' };
  return { before: text.slice(0, open), link: text.slice(open + 1, close), after: text.slice(close + 1) };
}

export function ReviewSection({
  form,
  submitting,
  withButton = true,
  hotelCode,
  offers,
  total,
}: {
  form: UseFormReturn<GuestFormValues>;
  submitting: boolean;
  withButton?: boolean;
  hotelCode: string;
  /** The offers booked, with their plans: whose cancellation policies are agreed to. */
  offers: readonly PolicyOffer[];
  /** The total, shown right above the button (where the price column is not beside the form). */
  total?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const error = form.formState.errors.terms;
  const label = linkedWords(t('booking.terms.label'));
  return (
    <section className="y-card yb-section" aria-labelledby="yb-policy-title" data-testid="review">
      <PolicySection hotelCode={hotelCode} offers={offers} />
      <div className="yb-terms">
        <label className="y-check" htmlFor="gd-terms">
          <input
            id="gd-terms"
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gd-terms-error' : undefined}
            {...form.register('terms')}
          />
          <span>
            {label.before}
            {label.link && (
              <a href={policyHref(offers, locale)} target="_blank" rel="noopener" aria-describedby="yb-terms-new-tab" data-testid="terms-link">
                {label.link}
                <NewTabIcon />
              </a>
            )}
            {label.after}
          </span>
        </label>
        <span id="yb-terms-new-tab" hidden>
          {t('booking.terms.new_tab')}
        </span>
        {error && (
          <p id="gd-terms-error" className="y-field__error">
            {t('booking.errors.terms_required')}
          </p>
        )}
      </div>
      {withButton && total}
      {withButton && <BookButton submitting={submitting} />}
      <p id="yb-total-note" className="yb-note">
        {t('booking.total_note')}
      </p>
    </section>
  );
}

/** The mark of a link that opens a new tab; its words are the link's description. */
function NewTabIcon() {
  return (
    <svg className="yb-newtab" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M9 2h5v5M14 2 7.5 8.5M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
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
