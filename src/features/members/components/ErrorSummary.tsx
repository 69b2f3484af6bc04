// The form's problems before it is sent, listed at its top (ui/ErrorSummary): each links to its
// field, the list gets the focus and is read out, and it follows the fields live (a fixed field
// leaves it).
import { forwardRef } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { ErrorSummary as Summary, type SummaryItem } from '../../../ui/ErrorSummary';
import { plural } from '../../../lib/i18n/plural';

export type { SummaryItem };

export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] | null }>(function ErrorSummary({ items }, ref) {
  const t = useT();
  const locale = useLocale();
  return (
    <Summary
      ref={ref}
      items={items}
      title={items ? plural(t, 'members.form.summary_title', items.length, locale) : ''}
      titleId="ym-summary-title"
      className="ym-summary"
      titleClassName="ym-summary__title"
    />
  );
});
