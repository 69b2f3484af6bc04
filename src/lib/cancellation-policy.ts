// Cancellation policies in sentences (document 1 §3 "Cancellation policy"): one line per rule, by
// days before check-in, the optional time of day, the same-day charge (100% when the policy has
// no 0-day rule) and the no-show charge.
import type { Snapshot } from 'valtio';
import type { CancellationPolicy } from '../../contract';
import { SAME_DAY_PERCENT_WITHOUT_PART, hasSameDayPart } from '../../contract/rules/cancellation';

export interface PolicyLine {
  key: string;
  params: Record<string, string | number>;
}

/** Rules this far ahead (a year) mean the rate is never refunded. */
const NON_REFUNDABLE_DAYS = 365;

function hour(h: number): string {
  const whole = Math.max(0, Math.min(24, Math.floor(h)));
  const minutes = Math.round((h - Math.floor(h)) * 60);
  return `${String(whole).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

type Policy = Snapshot<Pick<CancellationPolicy, 'cancel_before_at' | 'cancellation_policy_parts' | 'no_show_percentage_of_cost'>>;

export function policyLines(policy: Policy): PolicyLine[] {
  const parts = [...policy.cancellation_policy_parts].sort((a, b) => b.days_before - a.days_before || (a.hours_after ?? 0) - (b.hours_after ?? 0));
  const lines: PolicyLine[] = [];
  if (policy.cancel_before_at) lines.push({ key: 'search.policy.cancel_before', params: { time: policy.cancel_before_at } });
  const first = parts[0];
  if (!first) {
    lines.push({ key: 'search.policy.free_always', params: {} });
  } else if (first.days_before >= NON_REFUNDABLE_DAYS && first.percentage_of_cost >= 100) {
    lines.push({ key: 'search.policy.non_refundable', params: {} });
  } else if (first.percentage_of_cost > 0) {
    lines.push({ key: 'search.policy.free_until', params: { days: first.days_before + 1 } });
  }
  for (const part of parts) {
    if (first && part === first && first.days_before >= NON_REFUNDABLE_DAYS && first.percentage_of_cost >= 100) continue;
    const percent = part.percentage_of_cost;
    const timed = part.hours_after !== null;
    const time = timed ? hour(part.hours_after as number) : '';
    if (part.days_before === 0) lines.push({ key: timed ? 'search.policy.same_day_from' : 'search.policy.same_day', params: { percent, time } });
    else if (part.days_before === 1) lines.push({ key: timed ? 'search.policy.day_before_from' : 'search.policy.day_before', params: { percent, time } });
    else lines.push({ key: timed ? 'search.policy.days_before_from' : 'search.policy.days_before', params: { days: part.days_before, percent, time } });
  }
  const nonRefundable = !!first && first.days_before >= NON_REFUNDABLE_DAYS && first.percentage_of_cost >= 100;
  if (first && !nonRefundable && !hasSameDayPart(parts)) lines.push({ key: 'search.policy.same_day', params: { percent: SAME_DAY_PERCENT_WITHOUT_PART, time: '' } });
  lines.push({ key: 'search.policy.no_show', params: { percent: policy.no_show_percentage_of_cost } });
  return lines;
}

/** One short line for a plan row: free until N days before, or non-refundable. */
export function policySummary(policy: Policy): PolicyLine | null {
  const parts = [...policy.cancellation_policy_parts].sort((a, b) => b.days_before - a.days_before);
  const first = parts[0];
  if (!first) return { key: 'search.policy.free_always', params: {} };
  if (first.days_before >= NON_REFUNDABLE_DAYS && first.percentage_of_cost >= 100) return { key: 'search.policy.non_refundable', params: {} };
  if (first.percentage_of_cost > 0) return { key: 'search.policy.free_until', params: { days: first.days_before + 1 } };
  return null;
}
