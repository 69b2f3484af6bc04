import { describe, expect, it } from 'vitest';
import { cancellationFee, cancellationRule, hotelMoment, type Policy } from '../../../server/domain/cancellation';

// The demo "standard" policy: 30% from 3 days before, 50% from 1 day before, 80% on the day; no-show 100%.
const STANDARD: Policy = {
  cancellation_policy_parts: [
    { days_before: 3, hours_after: null, percentage_of_cost: 30 },
    { days_before: 1, hours_after: null, percentage_of_cost: 50 },
    { days_before: 0, hours_after: null, percentage_of_cost: 80 },
  ],
  no_show_percentage_of_cost: 100,
};
const NO_ZERO_DAY: Policy = { cancellation_policy_parts: [{ days_before: 7, hours_after: null, percentage_of_cost: 20 }], no_show_percentage_of_cost: 100 };
const FROM_EVENING: Policy = { cancellation_policy_parts: [{ days_before: 1, hours_after: 18, percentage_of_cost: 50 }], no_show_percentage_of_cost: 80 };
const CHECKIN = '2026-12-20';

describe('cancellationRule', () => {
  it.each([
    ['10 days before: free', STANDARD, '2026-12-10', 9, 0],
    ['exactly 3 days before: 30%', STANDARD, '2026-12-17', 0, 30],
    ['2 days before: still 30%', STANDARD, '2026-12-18', 23, 30],
    ['1 day before: 50%', STANDARD, '2026-12-19', 8, 50],
    ['on the day: the 0-day part, 80%', STANDARD, '2026-12-20', 9, 80],
    ['on the day without a 0-day part: 100%', NO_ZERO_DAY, '2026-12-20', 9, 100],
    ['8 days before without a 0-day part: free', NO_ZERO_DAY, '2026-12-12', 12, 0],
    ['the day before, before 18:00: free', FROM_EVENING, '2026-12-19', 17, 0],
    ['the day before, from 18:00: 50%', FROM_EVENING, '2026-12-19', 18, 50],
  ])('%s', (_name, policy, date, hour, percent) => {
    expect(cancellationRule(policy, CHECKIN, { date, hour }).percent).toBe(percent);
  });

  it('knows the check-in day and a no-show', () => {
    expect(cancellationRule(STANDARD, CHECKIN, { date: CHECKIN, hour: 1 })).toEqual({ percent: 80, sameDay: true, noShow: false });
    expect(cancellationRule(FROM_EVENING, CHECKIN, { date: '2026-12-21', hour: 1 })).toEqual({ percent: 80, sameDay: false, noShow: true });
  });
});

describe('hotelMoment', () => {
  it('reads the date and hour in the hotel’s time zone', () => {
    // 2026-12-19 16:30 UTC is 2026-12-20 01:30 in Tokyo: already the check-in day there.
    const now = new Date('2026-12-19T16:30:00Z');
    expect(hotelMoment('Asia/Tokyo', now)).toEqual({ date: '2026-12-20', hour: 1 });
    expect(hotelMoment('UTC', now)).toEqual({ date: '2026-12-19', hour: 16 });
    expect(cancellationRule(STANDARD, CHECKIN, hotelMoment('Asia/Tokyo', now)).sameDay).toBe(true);
    expect(cancellationRule(STANDARD, CHECKIN, hotelMoment('UTC', now)).sameDay).toBe(false);
  });
});

describe('cancellationFee', () => {
  it('rounds to the minor unit', () => {
    // 30% of ¥45,678 = 13,703.4 → 13,703; 50% of ¥12,345 = 6,172.5 → 6,173.
    expect(cancellationFee(45678, 30)).toBe(13703);
    expect(cancellationFee(12345, 50)).toBe(6173);
    expect(cancellationFee(12345, 0)).toBe(0);
  });
});
