// Cancellation policies in sentences (document 1 §3; without a 0-day rule the same day is 100%).
import { describe, expect, it } from 'vitest';
import { CancellationPolicyAnswerSchema } from '../../contract';
import { policyLines, policySummary } from '../../src/lib/cancellation-policy';
import en from '../../src/locales/en.json';
import standardFixture from '../fixtures/cancellation-policy-1.json';
import nonRefundableFixture from '../fixtures/cancellation-policy-2.json';

const standard = CancellationPolicyAnswerSchema.parse(standardFixture).data;
const nonRefundable = CancellationPolicyAnswerSchema.parse(nonRefundableFixture).data;

/** The English sentence, as the page shows it. */
function say(key: string, params: Record<string, string | number>): string {
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
  return text.replace(/{{(\w+)}}/g, (_, k: string) => String(params[k]));
}
const sentences = (p: Parameters<typeof policyLines>[0]) => policyLines(p).map((l) => say(l.key, l.params));

describe('policyLines', () => {
  it('reads the standard policy rule by rule', () => {
    expect(sentences(standard)).toEqual([
      'Free cancellation until 4 days before check-in',
      'From 3 days before check-in: 30% of the rate',
      'From the day before check-in: 50% of the rate',
      'On the day of check-in: 80% of the rate',
      'No-show: 100% of the rate',
    ]);
  });

  it('says a non-refundable rate is non-refundable', () => {
    expect(sentences(nonRefundable)).toEqual(['Non-refundable: the full rate is charged if you cancel', 'No-show: 100% of the rate']);
    expect(policySummary(nonRefundable)?.key).toBe('search.policy.non_refundable');
  });

  it('charges 100% on the day when there is no 0-day rule, and names times of day', () => {
    const p = { cancel_before_at: null, no_show_percentage_of_cost: 100, cancellation_policy_parts: [{ days_before: 2, hours_after: 18, percentage_of_cost: 20 }] };
    expect(sentences(p)).toEqual([
      'Free cancellation until 3 days before check-in',
      'From 18:00, 2 days before check-in: 20% of the rate',
      'On the day of check-in: 100% of the rate',
      'No-show: 100% of the rate',
    ]);
  });

  it('has no charges without rules', () => {
    expect(sentences({ cancel_before_at: null, no_show_percentage_of_cost: 0, cancellation_policy_parts: [] })).toEqual(['Free cancellation at any time', 'No-show: 0% of the rate']);
  });
});
