// The cancellation fee (document 1 §3 "Cancellation policy", §4 "Update and cancel"): each part of
// a policy starts to apply a number of days before check-in (from a time of day when it has one),
// the highest started part is charged, a policy without a 0-day part charges 100% on the day, and
// after the check-in day the no-show percentage applies. All in the hotel's time zone.
import { daysBetween, hotelMomentIn } from '../../contract/dates';
import { SAME_DAY_PERCENT_WITHOUT_PART, hasSameDayPart } from '../../contract/rules/cancellation';

export interface PolicyPart {
  days_before: number;
  /** Hour of the day (0-23) from which the part applies on its day; null for midnight. */
  hours_after: number | null;
  percentage_of_cost: number;
}

export interface Policy {
  cancellation_policy_parts: readonly PolicyPart[];
  no_show_percentage_of_cost: number;
}

export interface FeeMoment {
  /** The date and hour it is now at the hotel. */
  date: string;
  hour: number;
}

/** Now, at the hotel. */
export function hotelMoment(timeZone: string, now: Date = new Date()): FeeMoment {
  const { date, hour } = hotelMomentIn(timeZone, now);
  return { date, hour };
}

export interface FeeRule {
  percent: number;
  /** Cancelling on the check-in day: not done online. */
  sameDay: boolean;
  /** After the check-in day: a no-show. */
  noShow: boolean;
}

export function cancellationRule(policy: Policy, checkin: string, at: FeeMoment): FeeRule {
  const daysBefore = daysBetween(at.date, checkin);
  if (daysBefore < 0) return { percent: policy.no_show_percentage_of_cost, sameDay: false, noShow: true };
  let percent = 0;
  for (const part of policy.cancellation_policy_parts) {
    // The part has started when fewer days are left than it names, or on its day from its hour.
    const started = daysBefore < part.days_before || (daysBefore === part.days_before && at.hour >= (part.hours_after ?? 0));
    if (started) percent = Math.max(percent, part.percentage_of_cost);
  }
  const sameDay = daysBefore === 0;
  if (sameDay && !hasSameDayPart(policy.cancellation_policy_parts)) percent = SAME_DAY_PERCENT_WITHOUT_PART;
  return { percent, sameDay, noShow: false };
}

/** The fee on an amount, rounded to the minor unit. */
export function cancellationFee(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

export interface RoomToCancel {
  id: number;
  /** What the room costs, in minor units. */
  amount: number;
  /** The room's own plan's policy; rooms booked together may have different ones. */
  policy: Policy;
}

export interface RoomsFee {
  /** The sum of the rooms' own fees: what cancelling them costs. */
  fee: number;
  /** The highest percentage among the rooms. */
  percent: number;
  sameDay: boolean;
  noShow: boolean;
  rooms: { id: number; fee: number; percent: number }[];
}

/** Each room is charged by its own policy, rounded per room; the fee is their sum. */
export function roomsCancellationFee(rooms: readonly RoomToCancel[], checkin: string, at: FeeMoment): RoomsFee {
  const each = rooms.map((r) => ({ id: r.id, rule: cancellationRule(r.policy, checkin, at), amount: r.amount }));
  const sameDay = daysBetween(at.date, checkin) === 0;
  return {
    fee: each.reduce((n, r) => n + cancellationFee(r.amount, r.rule.percent), 0),
    percent: Math.max(0, ...each.map((r) => r.rule.percent)),
    sameDay,
    noShow: daysBetween(at.date, checkin) < 0,
    rooms: each.map((r) => ({ id: r.id, fee: cancellationFee(r.amount, r.rule.percent), percent: r.rule.percent })),
  };
}

/** A policy for rooms whose plan has none: free until the day, then the 100% of a missing 0-day part. */
export const NO_POLICY: Policy = { cancellation_policy_parts: [], no_show_percentage_of_cost: 100 };

export interface Holdings {
  /** What the booking still costs before points: rooms and extras kept, plus fees charged. */
  gross: number;
  /** Points spent on it and not yet given back. */
  points: number;
  /** Paid by card and not yet refunded. */
  card: number;
}

export interface Settlement {
  /** What the guest owes in all after the change (points deducted). */
  total: number;
  pointsBack: number;
  cardBack: number;
}

/**
 * What goes back when a booking gets cheaper (a cancellation or an update): points pay for what is
 * still owed first, so they go back only once the booking costs less than they paid; the card
 * gets back what it paid beyond what is still owed.
 */
export function settle(h: Holdings): Settlement {
  const gross = Math.max(0, h.gross);
  const pointsKept = Math.min(h.points, gross);
  const total = gross - pointsKept;
  return { total, pointsBack: h.points - pointsKept, cardBack: Math.max(0, h.card - total) };
}
