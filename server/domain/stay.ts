// Stay rules (document 1 §5 "Stay and dates"): which check-in and check-out dates a search or a
// booking may have, in the hotel's calendar.
import { checkinWindow, nightCount, stayDatesProblem, type StayDatesProblem } from '../../contract/dates';
import { DomainError } from './errors';

export interface StayRequest {
  checkin: string;
  checkout: string;
  isDayUse: boolean;
}

export interface StayContext {
  /** Today in the hotel's time zone. */
  today: string;
  reservableMonths: number;
  /** Past midnight, last night may still be booked (default_search_setting.yesterday_bookable). */
  yesterdayBookable: boolean;
  maxNights?: number;
}

export const MAX_NIGHTS = 30;

function messageOf(problem: StayDatesProblem, ctx: StayContext, maxNights: number): string {
  switch (problem.reason) {
    case 'past':
      return 'checkin_date is in the past';
    case 'beyond_reservable_period':
      return `bookable only within ${ctx.reservableMonths} months from today`;
    case 'day_use_checkout':
      return 'a day-use stay checks out on its check-in day';
    case 'checkout_not_after_checkin':
      return 'checkout_date must be after checkin_date';
    case 'too_many_nights':
      return `a stay may last at most ${maxNights} nights`;
  }
}

/** Throws the catalogue code of the first rule the stay breaks; answers the number of nights. */
export function checkStay(stay: StayRequest, ctx: StayContext): number {
  // Yesterday stays bookable for a late arrival after midnight; a day-use slot of yesterday is over.
  const window = checkinWindow(ctx.today, ctx, stay.isDayUse);
  const maxNights = ctx.maxNights ?? MAX_NIGHTS;
  const problem = stayDatesProblem(stay, window, maxNights);
  if (problem) throw new DomainError(problem.code, messageOf(problem, ctx, maxNights), problem.field);
  return stay.isDayUse ? 0 : nightCount(stay.checkin, stay.checkout);
}
