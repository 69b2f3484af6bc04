// Calendar arithmetic on 'YYYY-MM-DD' strings (server/domain/dates.ts). Expected dates are taken
// from the calendar, not from the functions under test.
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isoWeekday, nightsOf, todayIn } from '../../../server/domain/dates';

describe('addDays', () => {
  it.each([
    ['same day', '2025-07-10', 0, '2025-07-10'],
    ['next day', '2025-07-10', 1, '2025-07-11'],
    ['over a 31-day month end', '2025-01-31', 1, '2025-02-01'],
    ['into 29 February of a leap year', '2024-02-28', 1, '2024-02-29'],
    ['over 28 February of a common year', '2025-02-28', 1, '2025-03-01'],
    ['over New Year', '2025-12-31', 1, '2026-01-01'],
    ['backwards over New Year', '2025-01-01', -1, '2024-12-31'],
    ['backwards into February of a common year', '2025-03-01', -1, '2025-02-28'],
    ['backwards into February of a leap year', '2024-03-01', -1, '2024-02-29'],
    ['a common year (365 days)', '2025-01-01', 365, '2026-01-01'],
    ['a leap year (366 days)', '2024-01-01', 366, '2025-01-01'],
    ['a 30-night stay', '2025-07-01', 30, '2025-07-31'],
    ['over the US daylight-saving change (UTC arithmetic, no hour lost)', '2025-03-09', 1, '2025-03-10'],
  ])('%s: %s %+d → %s', (_name, date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['a three-night stay', '2025-07-10', '2025-07-13', 3],
    ['the same day (day use)', '2025-07-10', '2025-07-10', 0],
    ['reversed dates are negative', '2025-07-13', '2025-07-10', -3],
    ['over New Year', '2025-12-30', '2026-01-02', 3],
    ['February of a leap year (29 days)', '2024-02-01', '2024-03-01', 29],
    ['February of a common year (28 days)', '2025-02-01', '2025-03-01', 28],
    ['a leap year', '2024-01-01', '2025-01-01', 366],
    ['a common year', '2025-01-01', '2026-01-01', 365],
    ['over the European daylight-saving change', '2025-03-29', '2025-03-31', 2],
  ])('%s: %s → %s = %d', (_name, from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['zero months', '2025-01-15', 0, '2025-01-15'],
    ['six months, same day of month', '2025-06-15', 6, '2025-12-15'],
    ['over New Year', '2025-11-15', 3, '2026-02-15'],
    ['two years', '2025-01-15', 24, '2027-01-15'],
    ['31 January + 1 month clamps to 28 February', '2025-01-31', 1, '2025-02-28'],
    ['31 January + 1 month in a leap year clamps to 29 February', '2024-01-31', 1, '2024-02-29'],
    ['31 March + 1 month clamps to 30 April', '2025-03-31', 1, '2025-04-30'],
    ['31 August + 6 months clamps to 28 February', '2025-08-31', 6, '2026-02-28'],
    ['29 February + 12 months clamps to 28 February', '2024-02-29', 12, '2025-02-28'],
    ['30 January + 1 month in a common year clamps to 28 February', '2025-01-30', 1, '2025-02-28'],
    ['backwards: 31 March − 1 month clamps to 28 February', '2025-03-31', -1, '2025-02-28'],
    ['backwards over New Year', '2025-01-15', -2, '2024-11-15'],
  ])('%s: %s %+d months → %s', (_name, date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('nightsOf', () => {
  it('lists each night slept: check-in included, check-out excluded', () => {
    expect(nightsOf('2025-07-10', '2025-07-13')).toEqual(['2025-07-10', '2025-07-11', '2025-07-12']);
  });
  it('crosses month and year ends', () => {
    expect(nightsOf('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
    expect(nightsOf('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29']);
  });
  it('has one night for a one-night stay', () => {
    expect(nightsOf('2025-07-10', '2025-07-11')).toEqual(['2025-07-10']);
  });
  it('has no night for a day-use stay or reversed dates', () => {
    expect(nightsOf('2025-07-10', '2025-07-10')).toEqual([]);
    expect(nightsOf('2025-07-13', '2025-07-10')).toEqual([]);
  });
  it('has 30 nights for a 30-night stay, the last one the day before check-out', () => {
    const nights = nightsOf('2025-07-01', '2025-07-31');
    expect(nights).toHaveLength(30);
    expect(nights[0]).toBe('2025-07-01');
    expect(nights[29]).toBe('2025-07-30');
  });
});

describe('todayIn', () => {
  it.each([
    // 15:30 UTC on 31 March is 00:30 on 1 April in Tokyo (UTC+9) and 08:30 on 31 March in Los Angeles (PDT, UTC−7).
    ['Asia/Tokyo', '2025-03-31T15:30:00Z', '2025-04-01'],
    ['UTC', '2025-03-31T15:30:00Z', '2025-03-31'],
    ['America/Los_Angeles', '2025-03-31T15:30:00Z', '2025-03-31'],
    // 03:00 UTC on New Year's Day is still 19:00 on 31 December in Los Angeles (PST, UTC−8), 12:00 in Seoul.
    ['America/Los_Angeles', '2025-01-01T03:00:00Z', '2024-12-31'],
    ['Asia/Seoul', '2025-01-01T03:00:00Z', '2025-01-01'],
    // The last second before midnight in Tokyo, and midnight itself.
    ['Asia/Tokyo', '2024-12-31T14:59:59Z', '2024-12-31'],
    ['Asia/Tokyo', '2024-12-31T15:00:00Z', '2025-01-01'],
  ])('in %s at %s it is %s', (zone, instant, expected) => {
    expect(todayIn(zone, new Date(instant))).toBe(expected);
  });

  it('answers a YYYY-MM-DD date for the current instant by default', () => {
    expect(todayIn('Asia/Tokyo')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('isoWeekday', () => {
  // The week of Monday 14 July 2025.
  it.each([
    ['2025-07-14', 1, 'Monday'],
    ['2025-07-15', 2, 'Tuesday'],
    ['2025-07-16', 3, 'Wednesday'],
    ['2025-07-17', 4, 'Thursday'],
    ['2025-07-18', 5, 'Friday'],
    ['2025-07-19', 6, 'Saturday'],
    ['2025-07-20', 7, 'Sunday'],
    ['2024-02-29', 4, 'Thursday'],
    ['2026-01-01', 4, 'Thursday'],
  ])('%s is %d (%s)', (date, expected) => {
    expect(isoWeekday(date)).toBe(expected);
  });
});
