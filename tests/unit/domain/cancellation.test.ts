import { describe, expect, it } from 'vitest';
import { cancellationFee, cancellationRule, hotelMoment, NO_POLICY, roomsCancellationFee, settle, type Policy } from '../../../server/domain/cancellation';

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

// A policy whose 0-day part starts in the afternoon, and one that is free up to the day.
const SAME_DAY_AFTERNOON: Policy = {
  cancellation_policy_parts: [
    { days_before: 2, hours_after: null, percentage_of_cost: 20 },
    { days_before: 0, hours_after: 15, percentage_of_cost: 100 },
  ],
  no_show_percentage_of_cost: 100,
};
const TWO_DAYS_FROM_EVENING: Policy = { cancellation_policy_parts: [{ days_before: 2, hours_after: 18, percentage_of_cost: 50 }], no_show_percentage_of_cost: 100 };
const FREE_UNTIL_THE_DAY: Policy = { cancellation_policy_parts: [], no_show_percentage_of_cost: 50 };
const NON_REFUNDABLE: Policy = { cancellation_policy_parts: [{ days_before: 365, hours_after: null, percentage_of_cost: 100 }], no_show_percentage_of_cost: 100 };

describe('cancellationRule: each kind of rule', () => {
  it.each([
    // [name, policy, date, hour, percent, sameDay, noShow]
    ['a part starts on its day at midnight', STANDARD, '2026-12-19', 0, 50, false, false],
    ['the day before a part starts, the earlier part holds', STANDARD, '2026-12-16', 23, 0, false, false],
    ['hours_after: the hour before it, the part has not started', FROM_EVENING, '2026-12-19', 17, 0, false, false],
    ['hours_after: from its hour on its day', FROM_EVENING, '2026-12-19', 23, 50, false, false],
    ['hours_after: on the days after its day, from midnight', TWO_DAYS_FROM_EVENING, '2026-12-19', 0, 50, false, false],
    ['same day, before the 0-day part’s hour: the parts started so far', SAME_DAY_AFTERNOON, '2026-12-20', 14, 20, true, false],
    ['same day, from the 0-day part’s hour', SAME_DAY_AFTERNOON, '2026-12-20', 15, 100, true, false],
    ['no parts at all: free before the day', FREE_UNTIL_THE_DAY, '2026-12-19', 23, 0, false, false],
    ['no parts at all: 100% on the day (no 0-day rule)', FREE_UNTIL_THE_DAY, '2026-12-20', 0, 100, true, false],
    ['no-show: the day after check-in, the no-show percentage', FREE_UNTIL_THE_DAY, '2026-12-21', 10, 50, false, true],
    ['no-show: weeks after, still the no-show percentage', STANDARD, '2027-01-15', 10, 100, false, true],
    ['non-refundable: 100% a year ahead', NON_REFUNDABLE, '2026-01-01', 0, 100, false, false],
  ])('%s', (_name, policy, date, hour, percent, sameDay, noShow) => {
    expect(cancellationRule(policy, CHECKIN, { date, hour })).toEqual({ percent, sameDay, noShow });
  });
});

describe('the hotel’s time zone', () => {
  // 2026-12-19 09:30 UTC: 18:30 on the 19th in Tokyo, 01:30 on the 19th in Los Angeles.
  const instant = new Date('2026-12-19T09:30:00Z');

  it('reads the same instant as a different hour (and date) per hotel', () => {
    expect(hotelMoment('Asia/Tokyo', instant)).toEqual({ date: '2026-12-19', hour: 18 });
    expect(hotelMoment('America/Los_Angeles', instant)).toEqual({ date: '2026-12-19', hour: 1 });
    // 2026-12-19 20:00 UTC: already the 20th in Tokyo, still the 19th in Los Angeles.
    expect(hotelMoment('Asia/Tokyo', new Date('2026-12-19T20:00:00Z')).date).toBe('2026-12-20');
    expect(hotelMoment('America/Los_Angeles', new Date('2026-12-19T20:00:00Z')).date).toBe('2026-12-19');
  });

  it.each([
    ['Asia/Tokyo', '2026-12-19T09:30:00Z', 50],
    ['America/Los_Angeles', '2026-12-19T09:30:00Z', 0],
    ['America/Los_Angeles', '2026-12-20T02:00:00Z', 50],
  ])('a part from 18:00 the day before, at a hotel in %s at %s: %i%%', (zone, at, percent) => {
    expect(cancellationRule(FROM_EVENING, CHECKIN, hotelMoment(zone, new Date(at))).percent).toBe(percent);
  });

  it('the same instant is the check-in day in Tokyo and not yet in Los Angeles', () => {
    const at = new Date('2026-12-19T16:00:00Z');
    expect(cancellationRule(NO_ZERO_DAY, CHECKIN, hotelMoment('Asia/Tokyo', at))).toEqual({ percent: 100, sameDay: true, noShow: false });
    expect(cancellationRule(NO_ZERO_DAY, CHECKIN, hotelMoment('America/Los_Angeles', at))).toEqual({ percent: 20, sameDay: false, noShow: false });
  });

  it('the same instant is a no-show in Tokyo and the check-in day in Los Angeles', () => {
    const at = new Date('2026-12-20T16:00:00Z');
    expect(cancellationRule(STANDARD, CHECKIN, hotelMoment('Asia/Tokyo', at)).noShow).toBe(true);
    expect(cancellationRule(STANDARD, CHECKIN, hotelMoment('America/Los_Angeles', at)).sameDay).toBe(true);
  });
});

describe('roomsCancellationFee: each room by its own policy', () => {
  const rooms = [
    { id: 1, amount: 20_000, policy: STANDARD },
    { id: 2, amount: 15_000, policy: NON_REFUNDABLE },
    { id: 3, amount: 10_001, policy: NO_POLICY },
  ];

  it('sums the rooms’ own fees, rounding per room', () => {
    // Two days before: standard 30% of 20,000; non-refundable 100% of 15,000; no policy: free.
    const q = roomsCancellationFee(rooms, CHECKIN, { date: '2026-12-18', hour: 10 });
    expect(q.rooms).toEqual([{ id: 1, fee: 6000, percent: 30 }, { id: 2, fee: 15_000, percent: 100 }, { id: 3, fee: 0, percent: 0 }]);
    expect(q.fee).toBe(21_000);
    expect(q.percent).toBe(100);
    expect([q.sameDay, q.noShow]).toEqual([false, false]);
  });

  it('is not the strictest policy applied to every room', () => {
    const q = roomsCancellationFee(rooms, CHECKIN, { date: '2026-12-01', hour: 10 });
    expect(q.fee).toBe(15_000);
    expect(q.fee).not.toBe(cancellationFee(45_001, 100));
  });

  it('on the day: the 0-day part where there is one, 100% where there is none', () => {
    const q = roomsCancellationFee(rooms, CHECKIN, { date: CHECKIN, hour: 10 });
    expect(q.rooms.map((r) => r.percent)).toEqual([80, 100, 100]);
    expect(q.fee).toBe(16_000 + 15_000 + 10_001);
    expect(q.sameDay).toBe(true);
  });

  it('after the day: each room’s no-show percentage', () => {
    const q = roomsCancellationFee([{ id: 1, amount: 10_000, policy: FREE_UNTIL_THE_DAY }, { id: 2, amount: 10_000, policy: STANDARD }], CHECKIN, { date: '2026-12-21', hour: 0 });
    expect(q.fee).toBe(5000 + 10_000);
    expect(q.noShow).toBe(true);
  });
});

describe('settle: what goes back', () => {
  it.each([
    // [name, holdings, total, pointsBack, cardBack]
    ['card paid all, all cancelled free', { gross: 0, points: 0, card: 10_000 }, 0, 0, 10_000],
    ['card paid all, a 30% fee kept', { gross: 3000, points: 0, card: 10_000 }, 3000, 0, 7000],
    ['points and card, free cancellation: both back', { gross: 0, points: 3000, card: 7000 }, 0, 3000, 7000],
    ['points and card, a fee: points pay the fee first', { gross: 2000, points: 3000, card: 7000 }, 0, 1000, 7000],
    ['points and card, one room of two cancelled', { gross: 5000, points: 3000, card: 7000 }, 2000, 0, 5000],
    ['on site: nothing to refund, the total goes down', { gross: 4000, points: 0, card: 0 }, 4000, 0, 0],
    ['dearer after an update: nothing back, more owed', { gross: 12_000, points: 1000, card: 9000 }, 11_000, 0, 0],
  ])('%s', (_name, h, total, pointsBack, cardBack) => {
    expect(settle(h)).toEqual({ total, pointsBack, cardBack });
  });
});
