// @vitest-environment jsdom
// The calendar primitive: one tab stop, arrow keys by day and week, Page Down by month, the
// picked day announced in its name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Calendar } from '../../src/ui/Calendar';

function Harness({ onSelect }: { onSelect(d: string): void }) {
  const [month, setMonth] = useState('2026-12-01');
  const [focus, setFocus] = useState('2026-12-30');
  return (
    <Calendar
      lang="en"
      months={1}
      month={month}
      onMonthChange={setMonth}
      min="2026-12-03"
      max="2027-02-10"
      focusDate={focus}
      onFocusDate={setFocus}
      onSelect={onSelect}
      rangeStart="2026-12-30"
      dayLabel={(d) => `day ${d}`}
      renderDay={(d) => (d === '2026-12-31' ? '¥9K' : null)}
      labels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
    />
  );
}

afterEach(cleanup);

describe('Calendar', () => {
  it('moves by keyboard across months and picks with a click', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    const start = screen.getByRole('button', { name: 'day 2026-12-30' });
    expect(start.tabIndex).toBe(0);
    expect(screen.getAllByRole('button').filter((b) => b.dataset.date && b.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'day 2026-12-31' }).textContent).toContain('¥9K');
    // Days before the first pickable one are disabled.
    expect((screen.getByRole('button', { name: 'day 2026-12-02' }) as HTMLButtonElement).disabled).toBe(true);

    start.focus();
    await act(async () => fireEvent.keyDown(start, { key: 'ArrowRight' }));
    await act(async () => fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' }));
    // Dec 31 + 7 days is in January: the grid follows.
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('day 2027-01-07');
    await act(async () => fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' }));
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('day 2027-02-07');
    // Never past the last pickable day.
    await act(async () => fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' }));
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('day 2027-02-10');
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(document.activeElement as Element);
    expect(onSelect).toHaveBeenCalledWith('2027-02-10');
  });
});
