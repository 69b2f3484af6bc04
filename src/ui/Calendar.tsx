// A small month calendar following the WAI-ARIA date grid pattern: one tab stop (the focused
// day), arrows move by day and week, Home/End to the week's ends, Page Up/Down by month, Enter or
// Space picks. What each day shows beside its number (a price, say) is the caller's.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { addDays, addMonths, daysInMonth, formatIsoDate, isoDate, maxDate, minDate, monthOf, weekday } from '../../contract/dates';
import './controls.css';

export interface CalendarProps {
  /** BCP 47 tag for month and weekday names. */
  lang: string;
  /** How many months are shown side by side (1 on phones, 2 on wide screens). */
  months: number;
  /** The first visible month, `YYYY-MM-01`. */
  month: string;
  onMonthChange(month: string): void;
  /** Bounds of pickable days, inclusive. */
  min: string;
  max: string;
  /** The day holding the grid's single tab stop. */
  focusDate: string;
  onFocusDate(date: string): void;
  onSelect(date: string): void;
  /** Picked days and the days between them. */
  rangeStart?: string | null;
  rangeEnd?: string | null;
  /** Accessible name of a day button (date and whatever the day shows). */
  dayLabel(date: string): string;
  renderDay?(date: string): ReactNode;
  isDisabled?(date: string): boolean;
  labels: { previousMonth: string; nextMonth: string };
}

const WEEK = [0, 1, 2, 3, 4, 5, 6];

export function Calendar(props: CalendarProps) {
  const { lang, months, month, min, max, focusDate, rangeStart, rangeEnd } = props;
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const baseId = useId();

  // After a keyboard move, the newly focused day takes the focus (it may be in another month).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  const lastVisible = addMonths(month, months - 1);
  const canPrev = monthOf(min) < month;
  const canNext = monthOf(max) > lastVisible;

  function moveTo(date: string): void {
    const next = maxDate(min, minDate(max, date));
    moved.current = true;
    props.onFocusDate(next);
    const m = monthOf(next);
    if (m < month) props.onMonthChange(m);
    else if (m > lastVisible) props.onMonthChange(addMonths(m, -(months - 1)));
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, date: string): void {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = rtl ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(date, step),
      ArrowLeft: () => addDays(date, -step),
      ArrowDown: () => addDays(date, 7),
      ArrowUp: () => addDays(date, -7),
      Home: () => addDays(date, -weekday(date)),
      End: () => addDays(date, 6 - weekday(date)),
      PageDown: () => addMonths(date, e.shiftKey ? 12 : 1),
      PageUp: () => addMonths(date, e.shiftKey ? -12 : -1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    moveTo(move());
  }

  const weekdayNames = WEEK.map((d) => {
    // 2023-01-01 was a Sunday.
    const date = isoDate(2023, 1, 1 + d);
    return { short: formatIsoDate(date, lang, 'weekdayNarrow'), long: formatIsoDate(date, lang, 'weekdayLong') };
  });

  const shown = Array.from({ length: months }, (_, i) => addMonths(month, i));
  // The tab stop must be a visible day: the focused one, or else the first pickable visible day.
  const focusVisible = shown.includes(monthOf(focusDate));
  const fallbackStop = maxDate(month, min);

  return (
    <div className="y-cal" ref={root}>
      <div className="y-cal__nav">
        <button type="button" className="y-cal__navbtn" aria-label={props.labels.previousMonth} disabled={!canPrev} onClick={() => props.onMonthChange(addMonths(month, -1))}>
          <span aria-hidden="true" className="y-cal__chev y-cal__chev--prev" />
        </button>
        <button type="button" className="y-cal__navbtn" aria-label={props.labels.nextMonth} disabled={!canNext} onClick={() => props.onMonthChange(addMonths(month, 1))}>
          <span aria-hidden="true" className="y-cal__chev y-cal__chev--next" />
        </button>
      </div>
      <div className="y-cal__months" style={{ gridTemplateColumns: `repeat(${months}, minmax(0, 1fr))` }}>
        {shown.map((m) => {
          const headingId = `${baseId}-${m}`;
          const lead = weekday(m);
          const count = daysInMonth(m);
          const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: count }, (_, i) => addDays(m, i))];
          while (cells.length % 7) cells.push(null);
          const rows = Array.from({ length: cells.length / 7 }, (_, r) => cells.slice(r * 7, r * 7 + 7));
          return (
            <div key={m} className="y-cal__month">
              <h3 id={headingId} className="y-cal__title" aria-live="polite">
                {formatIsoDate(m, lang, 'monthYear')}
              </h3>
              <table role="grid" aria-labelledby={headingId} className="y-cal__grid">
                <thead>
                  <tr>
                    {weekdayNames.map((w) => (
                      <th key={w.long} scope="col" abbr={w.long}>
                        <span aria-hidden="true">{w.short}</span>
                        <span className="visually-hidden">{w.long}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, r) => (
                    <tr key={r}>
                      {row.map((date, c) => {
                        if (!date) return <td key={c} className="y-cal__empty" />;
                        const disabled = date < min || date > max || !!props.isDisabled?.(date);
                        const isStart = date === rangeStart;
                        const isEnd = date === rangeEnd;
                        const inRange = !!rangeStart && !!rangeEnd && date > rangeStart && date < rangeEnd;
                        const selected = isStart || isEnd;
                        const tabStop = focusVisible ? date === focusDate : date === fallbackStop;
                        const cls = ['y-cal__day', selected && 'is-selected', isStart && 'is-start', isEnd && 'is-end', inRange && 'is-in-range'].filter(Boolean).join(' ');
                        return (
                          <td key={date} role="gridcell" aria-selected={selected || inRange} className={inRange ? 'y-cal__cell is-in-range' : 'y-cal__cell'}>
                            <button
                              type="button"
                              className={cls}
                              data-date={date}
                              tabIndex={tabStop ? 0 : -1}
                              disabled={disabled}
                              aria-label={props.dayLabel(date)}
                              aria-current={selected ? 'date' : undefined}
                              onClick={() => {
                                props.onFocusDate(date);
                                props.onSelect(date);
                              }}
                              onKeyDown={(e) => onKeyDown(e, date)}
                            >
                              <span className="y-cal__num" aria-hidden="true">
                                {Number(date.slice(8))}
                              </span>
                              {props.renderDay && <span className="y-cal__extra" aria-hidden="true">{props.renderDay(date)}</span>}
                            </button>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
    </div>
  );
}
