// The rules of changing a reservation's dates and guests, and what each refusal of the manage
// calls means (document 1 §4 "Update and cancel", §5; document 2 §8).
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contract';
import { ApiCallError } from '../../src/lib/api/client';
import { lookupProblem, manageProblem } from '../../src/features/manage/manage-errors';
import { updateBody, updateFormSchema, type UpdateRules } from '../../src/features/manage/update-form';

const rules: UpdateRules = {
  today: '2026-11-21',
  reservableMonths: 12,
  minNights: 2,
  canReduce: true,
  maxGuestsPerRoom: 4,
  isDayUse: false,
  original: { checkin_date: '2026-12-10', checkout_date: '2026-12-13', adults: [2, 2] },
};

function problems(values: { checkin_date: string; checkout_date: string; adults: number[] }, over: Partial<UpdateRules> = {}) {
  const result = updateFormSchema({ ...rules, ...over }).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('the change form', () => {
  it('takes a real change within the rules', () => {
    expect(problems({ checkin_date: '2026-12-11', checkout_date: '2026-12-14', adults: [2, 3] })).toEqual([]);
  });

  it('refuses the past, the far future, too few nights and the same stay', () => {
    expect(problems({ checkin_date: '2026-11-20', checkout_date: '2026-11-23', adults: [2, 2] })).toEqual(['checkin_date:checkin_past']);
    expect(problems({ checkin_date: '2027-11-22', checkout_date: '2027-11-25', adults: [2, 2] })).toEqual(['checkin_date:beyond_period']);
    expect(problems({ checkin_date: '2026-12-10', checkout_date: '2026-12-11', adults: [2, 2] })).toEqual(['checkout_date:min_nights']);
    expect(problems({ checkin_date: '2026-12-10', checkout_date: '2026-12-10', adults: [2, 2] })).toEqual(['checkout_date:checkout_after_checkin']);
    expect(problems({ checkin_date: '2026-12-10', checkout_date: '2026-12-13', adults: [2, 2] })).toEqual(['checkin_date:nothing_changed']);
    expect(problems({ checkin_date: '2026-12-10', checkout_date: '2026-12-13', adults: [2, 5] })).toEqual(['adults.1:adults_range']);
  });

  it('keeps the nights when paid in another currency', () => {
    expect(problems({ checkin_date: '2026-12-11', checkout_date: '2026-12-13', adults: [2, 2] }, { canReduce: false })).toEqual(['checkout_date:cannot_reduce']);
    expect(problems({ checkin_date: '2026-12-11', checkout_date: '2026-12-14', adults: [2, 2] }, { canReduce: false })).toEqual([]);
  });

  it('keeps a day use one day long', () => {
    const dayUse = { ...rules, isDayUse: true, original: { checkin_date: '2026-12-10', checkout_date: '2026-12-11', adults: [2] } };
    expect(updateBody({ checkin_date: '2026-12-15', checkout_date: '2026-12-11', adults: [2] }, dayUse)).toEqual({ checkin_date: '2026-12-15', checkout_date: '2026-12-16', adults: [2] });
  });
});

function apiError(status: number, code: number, error: string, field?: string, extra: Record<string, unknown> = {}) {
  const body = { ...errorEnvelope('x', code, error, field), ...extra };
  return new ApiCallError(status, code, 'x', error, field, body);
}

describe('refusals', () => {
  it('says a missed look-up one way, and the wait after too many', () => {
    expect(lookupProblem(apiError(404, 1000, 'The reservation number or the e-mail address is not right.'))).toEqual({ key: 'manage.lookup.errors.not_found' });
    expect(lookupProblem(apiError(429, 1000, 'Too many attempts. Please try again in 4 minute(s).'))).toEqual({ key: 'manage.lookup.errors.too_many', params: { minutes: 4 } });
    expect(lookupProblem(apiError(429, 1000, 'slow down'))).toEqual({ key: 'manage.lookup.errors.too_many_later' });
    // The wait from the body's retry_after (seconds) comes before the message.
    const slowed = (seconds: number) => new ApiCallError(429, 1000, 'x', 'Too many attempts. Please try again in 9 minute(s).', undefined, errorEnvelope('x', 1000, 'Too many attempts. Please try again in 9 minute(s).', undefined, { retry_after: seconds }));
    expect(lookupProblem(slowed(30))).toEqual({ key: 'manage.lookup.errors.too_many_seconds', params: { seconds: 30 } });
    expect(lookupProblem(slowed(60))).toEqual({ key: 'manage.lookup.errors.too_many', params: { minutes: 1 } });
    expect(lookupProblem(slowed(61))).toEqual({ key: 'manage.lookup.errors.too_many', params: { minutes: 2 } });
    expect(lookupProblem(slowed(0))).toEqual({ key: 'manage.lookup.errors.too_many', params: { minutes: 9 } });
    expect(lookupProblem(new ApiCallError(0, undefined, 'Network error', 'network'))).toEqual({ key: 'errors.network' });
  });

  it('names who may act, the catalogue codes, and a fee or price that moved', () => {
    expect(manageProblem(apiError(403, 1000, 'sign_in_as_the_member_who_booked'))).toEqual({ kind: 'actor', key: 'manage.actor.sign_in_as_the_member_who_booked', action: 'sign_in' });
    expect(manageProblem(apiError(403, 1000, 'sign_out_to_manage_guest_reservation'))).toMatchObject({ action: 'sign_out' });
    expect(manageProblem(apiError(409, 3013, 'busy'))).toEqual({ kind: 'message', key: 'manage.errors.3013' });
    expect(manageProblem(apiError(409, 3014, 'changed'))).toEqual({ kind: 'message', key: 'manage.errors.3014' });
    expect(manageProblem(apiError(409, 3016, 'payment'))).toEqual({ kind: 'message', key: 'manage.errors.3016' });
    expect(manageProblem(apiError(400, 1903, 'months'), { reservableMonths: 6 })).toEqual({ kind: 'message', key: 'manage.errors.1903', params: { months: 6 }, field: 'checkin_date' });
    expect(manageProblem(apiError(400, 1000, 'same_day', 'rid'))).toEqual({ kind: 'message', key: 'manage.errors.same_day' });
    expect(manageProblem(apiError(409, 1000, 'fee_changed', 'cancellation_fee_displayed', { fee: 1200 }))).toEqual({ kind: 'fee_changed', fee: 1200 });
    expect(manageProblem(apiError(404, 1000, 'No reservation matches this number and token.'))).toMatchObject({ kind: 'lost' });
  });
});
