// Points on the booking step (document 1 §5: usable only when the point program is enabled and not
// hidden): the member's balance, how many to spend, and why a number cannot be spent. One point
// pays one unit of the hotel's currency, in whole points.
import { proxy } from 'valtio';
import { getMemberPoints } from '../../../contract/endpoints/membership';
import { api } from '../../lib/api';
import { appState, isSignedIn } from '../../lib/app-store';
import { pointsUsable as pointsAllowed } from '../../../contract/rules/points';

export type PointsProblem = 'whole' | 'over_balance' | 'over_total' | 'not_enough';

export const pointsState = proxy({
  /** null until loaded, or when points cannot be used here. */
  balance: null as number | null,
  use: 0,
  /** What the guest typed, kept as typed so nothing is lost while it is being corrected. */
  input: '',
  problem: null as PointsProblem | null,
});

/** Points may be spent: a signed-in member of a points program at a hotel that shows points. */
export function pointsUsable(): boolean {
  const user = appState.user;
  const init = appState.init;
  if (!isSignedIn() || !user?.program_id || !init) return false;
  return pointsAllowed({
    brandProgram: init.hotel_brand_setting.point_program_enabled,
    hotelDisabled: init.booking_widget_setting_attributes.point_program_disabled,
    memberProgram: !!user.point_program_enabled,
  });
}

export async function loadPoints(hotelCode: string): Promise<void> {
  if (!pointsUsable()) {
    Object.assign(pointsState, { balance: null, use: 0, input: '', problem: null });
    return;
  }
  try {
    const answer = await api.call(getMemberPoints, { params: { id: hotelCode } });
    pointsState.balance = answer.data.total_point;
  } catch {
    // Without a balance the field is not offered; the booking goes on without points.
    pointsState.balance = null;
  }
  if (pointsState.balance !== null && pointsState.use > pointsState.balance) setPointsInput(String(pointsState.balance), Infinity);
}

/** What the guest may spend on a total (in the hotel's currency). */
export function pointsProblem(raw: string, balance: number, total: number): { use: number; problem: PointsProblem | null } {
  const text = raw.trim();
  if (text === '') return { use: 0, problem: null };
  if (!/^\d{1,9}$/.test(text)) return { use: 0, problem: 'whole' };
  const n = Number(text);
  if (n > balance) return { use: 0, problem: 'over_balance' };
  if (n > total) return { use: 0, problem: 'over_total' };
  return { use: n, problem: null };
}

export function setPointsInput(raw: string, total: number): void {
  pointsState.input = raw;
  const { use, problem } = pointsProblem(raw, pointsState.balance ?? 0, total);
  pointsState.use = use;
  pointsState.problem = problem;
}

/** The server found fewer points than the page knew of (2401): show the new balance. */
export async function pointsRefused(hotelCode: string): Promise<void> {
  pointsState.use = 0;
  pointsState.problem = 'not_enough';
  await loadPoints(hotelCode);
}
