// The week selector: previous / this / next week, a date to jump to, and the party size.
// Buttons at a bound stay focusable (aria-disabled) so keyboard focus is never dropped on <body>.
import { useEffect, useId, useState } from 'react';
import { IsoDateSchema } from '../../../contract';
import type { useT } from '../../lib/i18n';
import { addDays } from '../../../contract/dates';
import { clampStart, MAX_ADULTS, WEEK_LENGTH, type FacilitiesView, type WeekBounds } from './week';

export interface WeekSelectorProps {
  view: FacilitiesView;
  bounds: WeekBounds;
  /** The week shown, in words ("Nov 21 – 27, 2026"). */
  rangeLabel: string;
  onChange(next: Partial<FacilitiesView>): void;
  t: ReturnType<typeof useT>;
}

export function WeekSelector({ view, bounds, rangeLabel, onChange, t }: WeekSelectorProps) {
  const id = useId();
  const [draft, setDraft] = useState(view.start);
  useEffect(() => setDraft(view.start), [view.start]);

  const atFirst = view.start <= bounds.first;
  const atLast = clampStart(addDays(view.start, WEEK_LENGTH), bounds) === view.start;
  const go = (start: string) => {
    const next = clampStart(start, bounds);
    if (next !== view.start) onChange({ start: next });
  };

  return (
    <div className="y-fac-week" role="group" aria-labelledby={`${id}-range`}>
      <div className="y-fac-week__nav">
        <button type="button" className="y-fac-week__btn" aria-disabled={atFirst} data-testid="previous-week" onClick={() => !atFirst && go(addDays(view.start, -WEEK_LENGTH))}>
          <span className="y-fac-chev y-fac-chev--prev" aria-hidden="true" />
          {t('facilities.previous_week')}
        </button>
        <button type="button" className="y-fac-week__btn" aria-disabled={atFirst} data-testid="this-week" onClick={() => !atFirst && go(bounds.first)}>
          {t('facilities.this_week')}
        </button>
        <button type="button" className="y-fac-week__btn" aria-disabled={atLast} data-testid="next-week" onClick={() => !atLast && go(addDays(view.start, WEEK_LENGTH))}>
          {t('facilities.next_week')}
          <span className="y-fac-chev y-fac-chev--next" aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-range`} className="y-fac-week__range" aria-live="polite" data-testid="week-range">
        {rangeLabel}
      </p>
      <div className="y-fac-week__fields">
        <div className="y-field">
          <label className="y-field__label" htmlFor={`${id}-date`}>
            {t('facilities.jump_to')}
          </label>
          <input
            id={`${id}-date`}
            className="y-input"
            type="date"
            min={bounds.first}
            max={bounds.last}
            value={draft}
            onChange={(e) => {
              // A date typed half-way reads as ""; only a whole, real date moves the week.
              const value = e.target.value;
              if (!IsoDateSchema.safeParse(value).success) return setDraft(value);
              // A date outside the bounds shows the one taken: the field is controlled, so React
              // puts the draft back even when it already held that date.
              const next = clampStart(value, bounds);
              setDraft(next);
              if (next !== view.start) onChange({ start: next });
            }}
          />
        </div>
        <div className="y-field">
          <label className="y-field__label" htmlFor={`${id}-adults`}>
            {t('facilities.adults')}
          </label>
          <select id={`${id}-adults`} className="y-select" value={view.adults} onChange={(e) => onChange({ adults: Number(e.target.value) })}>
            {Array.from({ length: MAX_ADULTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
