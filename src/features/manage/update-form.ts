// The change form's rules (document 1 §5, §4 "Update and cancel"): new dates from today (at the
// hotel) within the reservable months, at least the plan's minimum nights, never fewer nights
// than booked when it was paid in another currency, guests per room within the hotel's limit,
// and something must change. A room may be added by its plan code (chosen on the results page in
// update mode). Messages are keys under manage.update.errors.
import * as z from 'zod/mini';
import { DATE_RE, type KidsCount, type UpdateRequest } from '../../../contract';
import { addDays, daysBetween, reservableLimit } from '../../../contract/dates';

/** A room to add to the reservation. */
export interface AddedRoom {
  room_plan_code: string;
  adults: number;
  kids_age_range: KidsCount[];
}

export interface UpdateValues {
  checkin_date: string;
  checkout_date: string;
  adults: number[];
  added?: AddedRoom[];
}

export interface UpdateRules {
  today: string;
  reservableMonths: number;
  minNights: number;
  canReduce: boolean;
  maxGuestsPerRoom: number;
  isDayUse: boolean;
  /** The stay as booked. */
  original: UpdateValues;
  /** The active rooms as booked (ids and children), named when rooms are added. */
  kept?: readonly { id: number; kids_age_range: readonly KidsCount[] }[];
}

export function lastBookableDay(rules: Pick<UpdateRules, 'today' | 'reservableMonths'>): string {
  return reservableLimit(rules.today, rules.reservableMonths);
}

export function nightsOf(values: Pick<UpdateValues, 'checkin_date' | 'checkout_date'>): number {
  return daysBetween(values.checkin_date, values.checkout_date);
}

export function updateFormSchema(rules: UpdateRules) {
  const date = z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(DATE_RE, 'date_format'));
  const originalNights = nightsOf(rules.original);
  const bothDates = (v: { checkin_date?: unknown; checkout_date?: unknown } | undefined) => typeof v?.checkin_date === 'string' && typeof v.checkout_date === 'string';
  return z
    .object({
      checkin_date: date.check(
        z.refine((d) => d >= rules.today, 'checkin_past'),
        z.refine((d) => d <= lastBookableDay(rules), 'beyond_period'),
      ),
      checkout_date: date,
      adults: z.array(z.number().check(z.int(), z.minimum(1, 'adults_range'), z.maximum(rules.maxGuestsPerRoom, 'adults_range'))),
      added: z.optional(
        z.array(
          z.object({
            room_plan_code: z.string().check(z.minLength(1), z.maxLength(100)),
            adults: z.number().check(z.int(), z.minimum(1, 'adults_range'), z.maximum(rules.maxGuestsPerRoom, 'adults_range')),
            kids_age_range: z.array(z.object({ code: z.string(), count: z.number() })),
          }),
        ),
      ),
    })
    .check(
      z.refine((v) => rules.isDayUse || v.checkout_date > v.checkin_date, { message: 'checkout_after_checkin', path: ['checkout_date'], when: (p) => bothDates(p.value as never) }),
      z.refine((v) => rules.isDayUse || v.checkout_date <= v.checkin_date || nightsOf(v) >= rules.minNights, { message: 'min_nights', path: ['checkout_date'], when: (p) => bothDates(p.value as never) }),
      z.refine((v) => rules.isDayUse || rules.canReduce || nightsOf(v) >= originalNights, { message: 'cannot_reduce', path: ['checkout_date'], when: (p) => bothDates(p.value as never) }),
      z.refine((v) => !sameStay(v, rules.original, rules.isDayUse), { message: 'nothing_changed', path: ['checkin_date'], when: (p) => bothDates(p.value as never) }),
    );
}

function sameStay(a: UpdateValues, b: UpdateValues, isDayUse: boolean): boolean {
  return a.checkin_date === b.checkin_date && (isDayUse || a.checkout_date === b.checkout_date) && a.adults.join(',') === b.adults.join(',') && !a.added?.length;
}

/**
 * The body of the change (and of its price check): a day use keeps its length of stay. With a
 * room added the rooms are listed in full: each booked room by its id (with its children as
 * booked), then the new ones by plan code.
 */
export function updateBody(values: UpdateValues, rules: Pick<UpdateRules, 'isDayUse' | 'original' | 'kept'>): Omit<UpdateRequest, 'expected_total_price'> {
  const checkout = rules.isDayUse ? addDays(values.checkin_date, nightsOf(rules.original)) : values.checkout_date;
  const dates = { checkin_date: values.checkin_date, checkout_date: checkout };
  if (!values.added?.length || !rules.kept) return { ...dates, adults: values.adults };
  return {
    ...dates,
    rooms: [
      ...rules.kept.map((room, i) => ({ id: room.id, adults: values.adults[i] ?? 1, kids_age_range: room.kids_age_range.map((k) => ({ ...k })) })),
      ...values.added.map((room) => ({ room_plan_code: room.room_plan_code, adults: room.adults, kids_age_range: room.kids_age_range.map((k) => ({ ...k })) })),
    ],
  };
}
