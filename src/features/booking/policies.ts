// The cancellation policies of the plans being booked, each fetched once by its id and kept for the
// page: the guest reads them in words before agreeing to them.
import { proxy } from 'valtio';
import type { CancellationPolicy } from '../../../contract';
import { fetchCancellationPolicy } from './booking-api';

export type PolicyEntry = { status: 'loading' } | { status: 'ready'; policy: CancellationPolicy } | { status: 'failed' };

export const policiesState = proxy({ byId: {} as Record<string, PolicyEntry> });

export function resetPlanPolicies(): void {
  policiesState.byId = {};
}

const entryKey = (hotelCode: string, id: number) => `${hotelCode}:${id}`;

export function policyEntry<T>(byId: Readonly<Record<string, T>>, hotelCode: string, id: number): T | undefined {
  return byId[entryKey(hotelCode, id)];
}

/** Fetches a policy unless it is loaded or on its way; `again` fetches one that failed. */
export async function loadPlanPolicy(hotelCode: string, id: number, again = false): Promise<void> {
  const key = entryKey(hotelCode, id);
  const now = policiesState.byId[key];
  if (now && (now.status !== 'failed' || !again)) return;
  policiesState.byId[key] = { status: 'loading' };
  try {
    const answer = await fetchCancellationPolicy(hotelCode, id);
    policiesState.byId[key] = { status: 'ready', policy: answer.data };
  } catch {
    policiesState.byId[key] = { status: 'failed' };
  }
}

/** One policy of the booking and the offers it covers (1-based, in booking order). */
export interface PolicyGroup {
  /** null: the plan has no policy; undefined: the plan could not be read, so its policy is unknown. */
  id: number | null | undefined;
  offers: number[];
}

/** Distinct policies in offer order, each with its offers. */
export function policyGroups(plans: readonly ({ cancellation_policy_id: number | null } | null)[]): PolicyGroup[] {
  const groups: PolicyGroup[] = [];
  plans.forEach((plan, i) => {
    const id = plan ? plan.cancellation_policy_id : undefined;
    const g = groups.find((x) => x.id === id);
    if (g) g.offers.push(i + 1);
    else groups.push({ id, offers: [i + 1] });
  });
  return groups;
}
