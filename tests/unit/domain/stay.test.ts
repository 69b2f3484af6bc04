// Stay rules (server/domain/stay.ts): catalogue codes 2308 (check-in not accepted), 2309
// (check-out not accepted) and 1903 (beyond the reservable period).
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../contract';
import { DomainError } from '../../../server/domain/errors';
import { MAX_NIGHTS, checkStay, type StayContext, type StayRequest } from '../../../server/domain/stay';

/** The catalogue code and field of the DomainError `run` throws (fails the test if it throws nothing else). */
function failure(run: () => unknown): { code: number; field: string | undefined } {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    const err = e as DomainError;
    return { code: err.code, field: err.field };
  }
  throw new Error('expected a DomainError, got none');
}

const IN_PAST = CATALOGUE.CHECKIN_NOT_ACCEPTED.code;
const CHECKOUT = CATALOGUE.CHECKOUT_NOT_ACCEPTED.code;
const PERIOD = CATALOGUE.RESERVABLE_PERIOD.code;

// Today in the hotel's time zone is Sunday 15 June 2025; the hotel sells 6 months ahead, so the
// limit is 15 December 2025: the last night that may be booked is 14 December.
const TOKYO: StayContext = { today: '2025-06-15', reservableMonths: 6, yesterdayBookable: false };
const stay = (checkin: string, checkout: string, isDayUse = false): StayRequest => ({ checkin, checkout, isDayUse });

describe('checkStay: the codes are the catalogue codes', () => {
  it('uses 2308, 2309 and 1903', () => {
    expect([IN_PAST, CHECKOUT, PERIOD]).toEqual([2308, 2309, 1903]);
  });
});

describe('checkStay: accepted stays answer the number of nights', () => {
  it.each([
    ['one night from today', '2025-06-15', '2025-06-16', 1],
    ['three nights next month', '2025-07-10', '2025-07-13', 3],
    ['over New Year', '2025-12-01', '2025-12-05', 4],
    ['the last bookable night (check-out on the limit day)', '2025-12-14', '2025-12-15', 1],
    ['30 nights, the default maximum', '2025-07-01', '2025-07-31', 30],
  ])('%s: %s → %s = %d nights', (_name, checkin, checkout, nights) => {
    expect(checkStay(stay(checkin, checkout), TOKYO)).toBe(nights);
  });

  it('has a default maximum of 30 nights', () => {
    expect(MAX_NIGHTS).toBe(30);
  });
});

describe('checkStay: 2308, check-in in the past', () => {
  it('refuses yesterday when yesterday is not bookable', () => {
    expect(failure(() => checkStay(stay('2025-06-14', '2025-06-15'), TOKYO))).toEqual({ code: 2308, field: 'checkin_date' });
  });
  it('refuses last month', () => {
    expect(failure(() => checkStay(stay('2025-05-20', '2025-05-22'), TOKYO))).toEqual({ code: 2308, field: 'checkin_date' });
  });
  it('checks the check-in before the check-out (a past stay with a bad check-out is a 2308)', () => {
    expect(failure(() => checkStay(stay('2025-06-14', '2025-06-14'), TOKYO))).toEqual({ code: 2308, field: 'checkin_date' });
  });
  it('says why in the message', () => {
    expect(() => checkStay(stay('2025-06-14', '2025-06-15'), TOKYO)).toThrow(/past/);
  });
});

describe('checkStay: yesterday_bookable', () => {
  // 01:30 on 16 June in Tokyo: a guest arriving late may still book "last night", the 15th.
  const AFTER_MIDNIGHT: StayContext = { today: '2025-06-16', reservableMonths: 6, yesterdayBookable: true };

  it('accepts last night past midnight', () => {
    expect(checkStay(stay('2025-06-15', '2025-06-16'), AFTER_MIDNIGHT)).toBe(1);
  });
  it('accepts last night over a longer stay', () => {
    expect(checkStay(stay('2025-06-15', '2025-06-18'), AFTER_MIDNIGHT)).toBe(3);
  });
  it('still refuses the night before last', () => {
    expect(failure(() => checkStay(stay('2025-06-14', '2025-06-16'), AFTER_MIDNIGHT))).toEqual({ code: 2308, field: 'checkin_date' });
  });
  it('works over New Year: 1 January past midnight accepts 31 December', () => {
    const ctx: StayContext = { today: '2026-01-01', reservableMonths: 6, yesterdayBookable: true };
    expect(checkStay(stay('2025-12-31', '2026-01-01'), ctx)).toBe(1);
    expect(failure(() => checkStay(stay('2025-12-30', '2026-01-01'), ctx)).code).toBe(2308);
  });
  it('does not move the reservable limit, which still counts from today', () => {
    // Today 16 June + 6 months = 16 December: the 15th is the last bookable night.
    expect(checkStay(stay('2025-12-15', '2025-12-16'), AFTER_MIDNIGHT)).toBe(1);
    expect(failure(() => checkStay(stay('2025-12-16', '2025-12-17'), AFTER_MIDNIGHT))).toEqual({ code: 1903, field: 'checkin_date' });
  });

  // A day-use stay (e.g. 10:00–18:00) on yesterday's date is over before it can be booked:
  // yesterday_bookable is about the night that is still going on, not about past day use.
  it('refuses a day-use stay on yesterday even when yesterday is bookable', () => {
    expect(failure(() => checkStay(stay('2025-06-15', '2025-06-15', true), AFTER_MIDNIGHT))).toEqual({ code: 2308, field: 'checkin_date' });
  });
});

describe('checkStay: 2309, check-out not after check-in', () => {
  it.each([
    ['check-out on the check-in day', '2025-07-10', '2025-07-10'],
    ['check-out the day before check-in', '2025-07-10', '2025-07-09'],
    ['check-out a month before check-in', '2025-08-10', '2025-07-10'],
  ])('%s', (_name, checkin, checkout) => {
    expect(failure(() => checkStay(stay(checkin, checkout), TOKYO))).toEqual({ code: 2309, field: 'checkout_date' });
  });
  it('says why in the message', () => {
    expect(() => checkStay(stay('2025-07-10', '2025-07-10'), TOKYO)).toThrow(/after/);
  });
});

describe('checkStay: day use', () => {
  it('accepts a day-use stay that checks out on its check-in day, with 0 nights', () => {
    expect(checkStay(stay('2025-07-10', '2025-07-10', true), TOKYO)).toBe(0);
  });
  it('accepts day use today', () => {
    expect(checkStay(stay('2025-06-15', '2025-06-15', true), TOKYO)).toBe(0);
  });
  it.each([
    ['checks out the next day', '2025-07-10', '2025-07-11'],
    ['checks out the day before', '2025-07-10', '2025-07-09'],
    ['spans several days', '2025-07-10', '2025-07-13'],
  ])('refuses a day-use stay that %s (2309)', (_name, checkin, checkout) => {
    expect(failure(() => checkStay(stay(checkin, checkout, true), TOKYO))).toEqual({ code: 2309, field: 'checkout_date' });
  });
  it('refuses day use in the past (2308)', () => {
    expect(failure(() => checkStay(stay('2025-06-14', '2025-06-14', true), TOKYO))).toEqual({ code: 2308, field: 'checkin_date' });
  });
  it('refuses day use on or after the reservable limit (1903)', () => {
    expect(failure(() => checkStay(stay('2025-12-15', '2025-12-15', true), TOKYO))).toEqual({ code: 1903, field: 'checkin_date' });
    expect(checkStay(stay('2025-12-14', '2025-12-14', true), TOKYO)).toBe(0);
  });
});

describe('checkStay: too many nights (2309)', () => {
  it('refuses 31 nights with the default maximum of 30', () => {
    // 1 July → 1 August = 31 nights.
    expect(failure(() => checkStay(stay('2025-07-01', '2025-08-01'), TOKYO))).toEqual({ code: 2309, field: 'checkout_date' });
    expect(() => checkStay(stay('2025-07-01', '2025-08-01'), TOKYO)).toThrow(/at most 30 nights/);
  });
  it('follows a shorter maximum of the hotel (7 nights)', () => {
    const week: StayContext = { ...TOKYO, maxNights: 7 };
    expect(checkStay(stay('2025-07-01', '2025-07-08'), week)).toBe(7);
    expect(failure(() => checkStay(stay('2025-07-01', '2025-07-09'), week))).toEqual({ code: 2309, field: 'checkout_date' });
    expect(() => checkStay(stay('2025-07-01', '2025-07-09'), week)).toThrow(/at most 7 nights/);
  });
  it('follows a longer maximum (60 nights)', () => {
    const long: StayContext = { ...TOKYO, maxNights: 60 };
    // 1 July → 30 August = 30 + 30 = 60 nights.
    expect(checkStay(stay('2025-07-01', '2025-08-30'), long)).toBe(60);
    expect(failure(() => checkStay(stay('2025-07-01', '2025-08-31'), long)).code).toBe(2309);
  });
});

describe('checkStay: 1903, beyond the reservable months', () => {
  it('refuses a check-in on the limit day (today + 6 months)', () => {
    expect(failure(() => checkStay(stay('2025-12-15', '2025-12-16'), TOKYO))).toEqual({ code: 1903, field: 'checkin_date' });
  });
  it('refuses a check-in after the limit day', () => {
    expect(failure(() => checkStay(stay('2026-01-10', '2026-01-12'), TOKYO))).toEqual({ code: 1903, field: 'checkin_date' });
  });
  it('refuses a stay that starts inside the period and checks out after the limit day', () => {
    expect(failure(() => checkStay(stay('2025-12-13', '2025-12-16'), TOKYO))).toEqual({ code: 1903, field: 'checkout_date' });
  });
  it('names the number of months in the message', () => {
    expect(() => checkStay(stay('2025-12-15', '2025-12-16'), TOKYO)).toThrow(/6 months/);
  });
  it('clamps the limit at a month end: 31 August + 6 months is 28 February', () => {
    const ctx: StayContext = { today: '2025-08-31', reservableMonths: 6, yesterdayBookable: false };
    expect(checkStay(stay('2026-02-27', '2026-02-28'), ctx)).toBe(1);
    expect(failure(() => checkStay(stay('2026-02-28', '2026-03-01'), ctx)).code).toBe(1903);
  });
  it('follows the hotel: 12 months', () => {
    const ctx: StayContext = { today: '2025-06-15', reservableMonths: 12, yesterdayBookable: false };
    expect(checkStay(stay('2026-06-14', '2026-06-15'), ctx)).toBe(1);
    expect(failure(() => checkStay(stay('2026-06-15', '2026-06-16'), ctx)).code).toBe(1903);
  });
  it('checks too many nights before the reservable limit of the check-out', () => {
    // 31 nights that also end after the limit: the length is reported first.
    expect(failure(() => checkStay(stay('2025-12-01', '2026-01-01'), TOKYO))).toEqual({ code: 2309, field: 'checkout_date' });
  });
});
