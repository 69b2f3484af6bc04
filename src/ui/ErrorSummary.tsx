// A form's problems before it is sent, listed at its top: each item links to its field (the link
// moves the focus there), the list can take the focus to be read out, and it shows nothing when
// there is nothing to say. The title comes already in words; the look comes from the caller's
// class names.
import { forwardRef } from 'react';

export interface SummaryItem {
  /** The id of the input the item links to. */
  target: string;
  text: string;
  /** Tells items apart when two could link to the same input; the target otherwise. */
  key?: string;
}

export interface ErrorSummaryProps {
  items: readonly SummaryItem[] | null;
  title: string;
  /** The id of the title, which names the list. */
  titleId: string;
  className: string;
  titleClassName: string;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ items, title, titleId, className, titleClassName }, ref) {
  if (!items || items.length === 0) return null;
  return (
    <div className={className} role="alert" tabIndex={-1} ref={ref} aria-labelledby={titleId} data-testid="error-summary">
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <ul>
        {items.map((s) => (
          <li key={s.key ?? s.target}>
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
