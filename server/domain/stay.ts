// Stay rules (document 1 §5 "Stay and dates"): which check-in and check-out dates a search or a
// booking may have, in the hotel's calendar.
import { addDays, addMonths, daysBetween } from './dates';
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

/** Throws the catalogue code of the first rule the stay breaks; answers the number of nights. */
export function checkStay({ checkin, checkout, isDayUse }: StayRequest, ctx: StayContext): number {
  // Yesterday stays bookable for a late arrival after midnight; a day-use slot of yesterday is over.
  const earliest = ctx.yesterdayBookable && !isDayUse ? addDays(ctx.today, -1) : ctx.today;
  if (checkin < earliest) throw new DomainError(2308, 'checkin_date is in the past', 'checkin_date');
  const limit = addMonths(ctx.today, ctx.reservableMonths);
  if (checkin >= limit) throw new DomainError(1903, `bookable only within ${ctx.reservableMonths} months from today`, 'checkin_date');
  const nights = daysBetween(checkin, checkout);
  if (isDayUse) {
    if (nights !== 0) throw new DomainError(2309, 'a day-use stay checks out on its check-in day', 'checkout_date');
    return 0;
  }
  if (nights <= 0) throw new DomainError(2309, 'checkout_date must be after checkin_date', 'checkout_date');
  if (nights > (ctx.maxNights ?? MAX_NIGHTS)) throw new DomainError(2309, `a stay may last at most ${ctx.maxNights ?? MAX_NIGHTS} nights`, 'checkout_date');
  if (checkout > limit) throw new DomainError(1903, `bookable only within ${ctx.reservableMonths} months from today`, 'checkout_date');
  return nights;
}
