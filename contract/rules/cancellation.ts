// The one cancellation rule both the fee and its wording follow: a policy with no part for the
// check-in day itself (0 days before) charges the whole stay on that day.
export const SAME_DAY_PERCENT_WITHOUT_PART = 100;

/** Whether the policy names its own charge for cancelling on the check-in day. */
export function hasSameDayPart(parts: readonly { readonly days_before: number }[]): boolean {
  return parts.some((p) => p.days_before === 0);
}
