// The form's problems before it is sent, listed at its top: each links to its field, the list
// gets the focus and is read out, and it follows the fields live (a fixed field leaves it).
import { forwardRef } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { plural } from '../plural';

export interface SummaryItem {
  /** The id of the input the item links to. */
  target: string;
  text: string;
}

export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] | null }>(function ErrorSummary({ items }, ref) {
  const t = useT();
  const locale = useLocale();
  if (!items || items.length === 0) return null;
  return (
    <div className="ym-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="ym-summary-title" data-testid="error-summary">
      <h2 id="ym-summary-title" className="ym-summary__title">
        {plural(t, 'members.form.summary_title', items.length, locale)}
      </h2>
      <ul>
        {items.map((s) => (
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
  );
});
