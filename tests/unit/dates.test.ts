// The booking calendar of contract/dates.ts, shared by the widget and the API: calendar arithmetic
// on 'YYYY-MM-DD' strings, today and the check-in window in the hotel's time zone, nights, the
// reservable period (1903) and display. Expected dates are taken from the calendar, not from the
// functions under test. The zone rules run again with the process in other zones (a guest's
// device, a server abroad): the answers must not move.
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  checkinWindow,
  daysBetween,
  daysInMonth,
  deviceToday,
  earliestCheckinFrom,
  formatIsoDate,
  formatIsoDateRange,
  hotelCheckinWindow,
  hotelMomentIn,
  isCalendarDate,
  isoDate,
  isoWeekday,
  isTimeZone,
  maxDate,
  minDate,
  monthEnd,
  monthOf,
  nightCount,
  nightsOf,
  reservableLimit,
  stayDatesProblem,
  todayIn,
  weekday,
  zoneOffset,
  type HotelCalendar,
} from '../../contract/dates';

const PROCESS_ZONE = process.env.TZ;

/** Runs with the process (the device, the server) in another time zone. */
function inProcessZone(zone: string): void {
  process.env.TZ = zone;
}

afterEach(() => {
  if (PROCESS_ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = PROCESS_ZONE;
});


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

describe('isoDate, monthOf, monthEnd, daysInMonth, weekday', () => {
  it('builds a date, rolling days and months past the end over', () => {
    expect(isoDate(2026, 12, 5)).toBe('2026-12-05');
    expect(isoDate(2023, 1, 32)).toBe('2023-02-01');
    expect(isoDate(2024, 13, 1)).toBe('2025-01-01');
    expect(isoDate(2024, 3, 0)).toBe('2024-02-29');
  });
  it('knows the months and their ends', () => {
    expect(monthOf('2026-12-05')).toBe('2026-12-01');
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
    expect(monthEnd('2025-02-10')).toBe('2025-02-28');
    expect(monthEnd('2025-04-30')).toBe('2025-04-30');
    expect(monthEnd('2025-12-01')).toBe('2025-12-31');
    expect(daysInMonth('2024-02-01')).toBe(29);
    expect(daysInMonth('2025-02-01')).toBe(28);
    expect(daysInMonth('1900-02-01')).toBe(28);
    expect(daysInMonth('2000-02-01')).toBe(29);
    expect(daysInMonth('2025-04')).toBe(30);
    expect(daysInMonth('2025-07-19')).toBe(31);
  });
  it('counts weekdays from Sunday (0) and ISO weekdays from Monday (1)', () => {
    expect(weekday('2023-01-01')).toBe(0);
    expect(weekday('2025-07-19')).toBe(6);
    expect(isoWeekday('2023-01-01')).toBe(7);
  });
  it('orders dates', () => {
    expect(minDate('2025-12-31', '2026-01-01')).toBe('2025-12-31');
    expect(maxDate('2025-12-31', '2026-01-01')).toBe('2026-01-01');
  });
  it('counts the nights of a stay', () => {
    expect(nightCount('2025-12-30', '2026-01-02')).toBe(3);
    expect(nightCount('2025-07-10', '2025-07-10')).toBe(0);
    expect(nightCount('2025-07-13', '2025-07-10')).toBe(0);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true, 'leap day of a leap year'],
    ['2025-02-29', false, 'no leap day in a common year'],
    ['2000-02-29', true, 'a century divisible by 400 is a leap year'],
    ['1900-02-29', false, 'other centuries are not'],
    ['2025-04-31', false, 'April has 30 days'],
    ['2025-12-31', true, 'New Year’s Eve'],
    ['2025-13-01', false, 'no 13th month'],
    ['2025-00-10', false, 'no month 0'],
    ['2025-01-00', false, 'no day 0'],
    ['2025-1-01', false, 'two-digit month'],
    ['2025-01-01T00:00:00Z', false, 'a date, not an instant'],
    ['', false, 'empty'],
  ])('%s: %s (%s)', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it('agrees with the calendar of the date library on every day of 1896-2104', () => {
    for (let month = '1896-01-01'; month < '2105-01-01'; month = addMonths(month, 1)) {
      const last = daysInMonth(month);
      for (let d = 1; d <= 32; d += 1) expect(isCalendarDate(`${month.slice(0, 8)}${String(d).padStart(2, '0')}`)).toBe(d <= last);
    }
  });
});

describe.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Lord_Howe'])('calendar arithmetic with the process in %s', (zone) => {
  it('does not move with the process zone, over its daylight-saving days too', () => {
    inProcessZone(zone);
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-02', -1)).toBe('2025-11-01');
    expect(addDays('2025-10-05', 1)).toBe('2025-10-06');
    expect(daysBetween('2025-03-08', '2025-03-10')).toBe(2);
    expect(daysBetween('2025-04-05', '2025-04-07')).toBe(2);
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(weekday('2025-03-09')).toBe(0);
    expect(monthOf('2025-03-01')).toBe('2025-03-01');
    expect(monthEnd('2025-03-01')).toBe('2025-03-31');
  });
});

// A guest in Los Angeles books a Tokyo hotel at 23:30 on 5 March 2026, Los Angeles time (PST,
// UTC−8): it is already 16:30 on 6 March in Tokyo.
const LA_2330 = new Date('2026-03-06T07:30:00Z');
const TOKYO: HotelCalendar = { timeZone: 'Asia/Tokyo', yesterdayBookable: false, reservableMonths: 12 };

describe('today and the check-in window follow the hotel, not the guest', () => {
  it('a Los Angeles guest at 23:30 sees the Tokyo hotel’s today', () => {
    inProcessZone('America/Los_Angeles');
    expect(deviceToday(LA_2330)).toBe('2026-03-05');
    expect(todayIn('America/Los_Angeles', LA_2330)).toBe('2026-03-05');
    expect(todayIn('Asia/Tokyo', LA_2330)).toBe('2026-03-06');
    expect(hotelCheckinWindow(TOKYO, LA_2330)).toEqual({ today: '2026-03-06', earliest: '2026-03-06', limit: '2027-03-06', lastCheckin: '2027-03-05' });
    // The guest's own date (5 March) is already past at the hotel.
    const window = hotelCheckinWindow(TOKYO, LA_2330);
    expect(stayDatesProblem({ checkin: '2026-03-05', checkout: '2026-03-06', isDayUse: false }, window, 30)).toEqual({ code: 2308, field: 'checkin_date', reason: 'past' });
    expect(stayDatesProblem({ checkin: '2026-03-06', checkout: '2026-03-07', isDayUse: false }, window, 30)).toBeNull();
  });

  it('the same in summer (PDT, UTC−7)', () => {
    inProcessZone('America/Los_Angeles');
    const now = new Date('2026-07-11T06:30:00Z'); // 23:30 on 10 July in Los Angeles
    expect(deviceToday(now)).toBe('2026-07-10');
    expect(hotelCheckinWindow(TOKYO, now).today).toBe('2026-07-11');
    expect(hotelMomentIn('Asia/Tokyo', now)).toEqual({ date: '2026-07-11', hour: 15, minute: 30 });
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'])('answers the same with the process in %s', (zone) => {
    inProcessZone(zone);
    expect(todayIn('Asia/Tokyo', LA_2330)).toBe('2026-03-06');
    expect(hotelMomentIn('Asia/Tokyo', LA_2330)).toEqual({ date: '2026-03-06', hour: 16, minute: 30 });
    expect(hotelCheckinWindow(TOKYO, LA_2330).earliest).toBe('2026-03-06');
  });

  it('reads the hotel’s clock in the hour the device skips for its own summer time', () => {
    // 02:30 on 8 March 2026 in Tokyo: the very hour Los Angeles skips that night.
    for (const zone of ['America/Los_Angeles', 'America/New_York', 'UTC']) {
      inProcessZone(zone);
      expect(hotelMomentIn('Asia/Tokyo', new Date('2026-03-07T17:30:00Z'))).toEqual({ date: '2026-03-08', hour: 2, minute: 30 });
    }
  });

  it('uses UTC for a zone the runtime does not know', () => {
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(todayIn('Mars/Olympus_Mons', LA_2330)).toBe('2026-03-06');
    expect(hotelMomentIn('Mars/Olympus_Mons', LA_2330).hour).toBe(7);
  });
});

describe('yesterday_bookable, just after midnight at the hotel', () => {
  // 00:05 on 16 June 2026 in Tokyo; still 08:05 on 15 June in Los Angeles.
  const now = new Date('2026-06-15T15:05:00Z');
  const late: HotelCalendar = { ...TOKYO, yesterdayBookable: true };

  it('last night (the hotel’s yesterday) may still be booked', () => {
    inProcessZone('America/Los_Angeles');
    const window = hotelCheckinWindow(late, now);
    expect(window.today).toBe('2026-06-16');
    expect(window.earliest).toBe('2026-06-15');
    expect(stayDatesProblem({ checkin: '2026-06-15', checkout: '2026-06-16', isDayUse: false }, window, 30)).toBeNull();
    // The guest's yesterday (14 June) is two days ago at the hotel.
    expect(stayDatesProblem({ checkin: '2026-06-14', checkout: '2026-06-16', isDayUse: false }, window, 30)?.code).toBe(2308);
  });

  it('not without the setting, and never a day-use slot of yesterday', () => {
    expect(hotelCheckinWindow(TOKYO, now).earliest).toBe('2026-06-16');
    const dayUse = hotelCheckinWindow(late, now, true);
    expect(dayUse.earliest).toBe('2026-06-16');
    expect(stayDatesProblem({ checkin: '2026-06-15', checkout: '2026-06-15', isDayUse: true }, dayUse, 30)?.code).toBe(2308);
    expect(earliestCheckinFrom('2026-06-16', true)).toBe('2026-06-15');
    expect(earliestCheckinFrom('2026-06-16', true, true)).toBe('2026-06-16');
    expect(earliestCheckinFrom('2026-06-16', false)).toBe('2026-06-16');
  });

  it('one minute before midnight, yesterday is the day before', () => {
    const before = new Date('2026-06-15T14:59:00Z'); // 23:59 on 15 June in Tokyo
    expect(hotelCheckinWindow(late, before)).toMatchObject({ today: '2026-06-15', earliest: '2026-06-14' });
  });

  it('over New Year and a leap day', () => {
    expect(hotelCheckinWindow(late, new Date('2026-12-31T15:01:00Z'))).toMatchObject({ today: '2027-01-01', earliest: '2026-12-31' });
    expect(hotelCheckinWindow(late, new Date('2028-02-29T15:30:00Z'))).toMatchObject({ today: '2028-03-01', earliest: '2028-02-29' });
  });
});

describe('the reservable period (1903) at month ends and in leap years', () => {
  it.each([
    ['2025-06-15', 6, '2025-12-15'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2023-08-31', 6, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2027-02-28', 12, '2028-02-28'],
    ['2025-12-31', 2, '2026-02-28'],
    ['2025-06-15', 0, '2025-06-15'],
    ['2025-06-15', -3, '2025-06-15'],
  ])('%s + %d months ends on %s', (today, months, limit) => {
    expect(reservableLimit(today, months)).toBe(limit);
  });

  const window = checkinWindow('2025-08-31', { yesterdayBookable: false, reservableMonths: 6 });

  it('checks in before the limit and checks out on it at the latest', () => {
    expect(window).toEqual({ today: '2025-08-31', earliest: '2025-08-31', limit: '2026-02-28', lastCheckin: '2026-02-27' });
    expect(stayDatesProblem({ checkin: '2026-02-27', checkout: '2026-02-28', isDayUse: false }, window, 30)).toBeNull();
    expect(stayDatesProblem({ checkin: '2026-02-28', checkout: '2026-03-01', isDayUse: false }, window, 30)).toEqual({ code: 1903, field: 'checkin_date', reason: 'beyond_reservable_period' });
    expect(stayDatesProblem({ checkin: '2026-02-26', checkout: '2026-03-01', isDayUse: false }, window, 30)).toEqual({ code: 1903, field: 'checkout_date', reason: 'beyond_reservable_period' });
    expect(stayDatesProblem({ checkin: '2026-02-27', checkout: '2026-02-27', isDayUse: true }, window, 30)).toBeNull();
    expect(stayDatesProblem({ checkin: '2026-02-28', checkout: '2026-02-28', isDayUse: true }, window, 30)?.code).toBe(1903);
  });

  it('names the other date rules (2309)', () => {
    expect(stayDatesProblem({ checkin: '2025-09-10', checkout: '2025-09-10', isDayUse: false }, window, 30)?.reason).toBe('checkout_not_after_checkin');
    expect(stayDatesProblem({ checkin: '2025-09-10', checkout: '2025-09-11', isDayUse: true }, window, 30)?.reason).toBe('day_use_checkout');
    expect(stayDatesProblem({ checkin: '2025-09-01', checkout: '2025-10-02', isDayUse: false }, window, 30)?.reason).toBe('too_many_nights');
    expect(stayDatesProblem({ checkin: '2025-09-01', checkout: '2025-10-01', isDayUse: false }, window, 30)).toBeNull();
  });
});

describe('a hotel zone with daylight saving (New York)', () => {
  const NY = 'America/New_York';

  describe.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])('with the process in %s', (zone) => {
    it('springs forward on 8 March 2026: 01:59 EST is followed by 03:00 EDT', () => {
      inProcessZone(zone);
      expect(hotelMomentIn(NY, new Date('2026-03-08T06:59:00Z'))).toEqual({ date: '2026-03-08', hour: 1, minute: 59 });
      expect(hotelMomentIn(NY, new Date('2026-03-08T07:00:00Z'))).toEqual({ date: '2026-03-08', hour: 3, minute: 0 });
      expect(hotelMomentIn(NY, new Date('2026-03-08T07:30:00Z'))).toEqual({ date: '2026-03-08', hour: 3, minute: 30 });
      expect(zoneOffset(NY, new Date('2026-03-08T06:59:00Z'))).toBe(-300);
      expect(zoneOffset(NY, new Date('2026-03-08T07:00:00Z'))).toBe(-240);
    });

    it('falls back on 1 November 2026: 01:30 comes twice', () => {
      inProcessZone(zone);
      expect(hotelMomentIn(NY, new Date('2026-11-01T05:30:00Z'))).toEqual({ date: '2026-11-01', hour: 1, minute: 30 });
      expect(hotelMomentIn(NY, new Date('2026-11-01T06:30:00Z'))).toEqual({ date: '2026-11-01', hour: 1, minute: 30 });
      expect(hotelMomentIn(NY, new Date('2026-11-01T07:00:00Z'))).toEqual({ date: '2026-11-01', hour: 2, minute: 0 });
    });

    it('starts each day at its own midnight, an hour apart in UTC after the change', () => {
      inProcessZone(zone);
      // Midnight EST (UTC−5) before the spring change, midnight EDT (UTC−4) after it.
      expect(todayIn(NY, new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
      expect(todayIn(NY, new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
      expect(todayIn(NY, new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
      expect(todayIn(NY, new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
      // And back: midnight EDT before the autumn change, midnight EST after it.
      expect(todayIn(NY, new Date('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
      expect(todayIn(NY, new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
      expect(todayIn(NY, new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
      expect(todayIn(NY, new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    });

    it('takes yesterday just after midnight on the day of the change', () => {
      inProcessZone(zone);
      const ny: HotelCalendar = { timeZone: NY, yesterdayBookable: true, reservableMonths: 6 };
      expect(hotelCheckinWindow(ny, new Date('2026-03-08T05:10:00Z'))).toEqual({ today: '2026-03-08', earliest: '2026-03-07', limit: '2026-09-08', lastCheckin: '2026-09-07' });
      expect(hotelCheckinWindow(ny, new Date('2026-11-02T05:10:00Z'))).toMatchObject({ today: '2026-11-02', earliest: '2026-11-01' });
    });
  });

  it('counts the nights of a stay over the change as calendar nights', () => {
    expect(nightsOf('2026-03-07', '2026-03-10')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(nightCount('2026-10-31', '2026-11-02')).toBe(2);
  });
});

describe('a southern hotel with daylight saving (Sydney)', () => {
  it('ends summer time on 5 April 2026 at 03:00 AEDT, back to 02:00 AEST', () => {
    inProcessZone('America/Los_Angeles');
    expect(hotelMomentIn('Australia/Sydney', new Date('2026-04-04T15:30:00Z'))).toEqual({ date: '2026-04-05', hour: 2, minute: 30 });
    expect(hotelMomentIn('Australia/Sydney', new Date('2026-04-04T16:30:00Z'))).toEqual({ date: '2026-04-05', hour: 2, minute: 30 });
    expect(todayIn('Australia/Sydney', new Date('2026-04-04T12:59:59Z'))).toBe('2026-04-04');
    expect(todayIn('Australia/Sydney', new Date('2026-04-04T13:00:00Z'))).toBe('2026-04-05');
  });
});

describe('display, in each language’s own way', () => {
  it.each([
    ['en', 'short', 'Sat, Dec 5'],
    ['en', 'long', 'Sat, December 5, 2026'],
    ['en', 'full', 'Saturday, December 5, 2026'],
    ['en', 'monthYear', 'December 2026'],
    ['ja', 'short', '12月5日(土)'],
    ['ja', 'long', '2026年12月5日(土)'],
    ['ko', 'medium', '2026년 12월 5일'],
    ['zh-Hans', 'full', '2026年12月5日星期六'],
  ] as const)('%s %s: %s', (lang, display, expected) => {
    expect(formatIsoDate('2026-12-05', lang, display)).toBe(expected);
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('shows the date itself with the process in %s', (zone) => {
    inProcessZone(zone);
    expect(formatIsoDate('2026-12-05', 'en', 'medium')).toBe('Dec 5, 2026');
    expect(formatIsoDate('2026-12-05', 'en', { weekday: 'long' })).toBe('Saturday');
  });

  it('writes a range once', () => {
    expect(formatIsoDateRange('2026-11-21', '2026-11-27', 'en', 'medium').replace(/\s/g, ' ')).toBe('Nov 21 – 27, 2026');
  });
});
