// What a failed managing call means to the guest: the catalogue code, the status and the API's
// stable error keys pick the words (under manage.errors / manage.actor) and what the page offers.
import { CATALOGUE, PriceObjectSchema, type PriceObject } from '../../../contract';
import * as z from 'zod/mini';
import { ApiCallError } from '../../lib/api/client';

export type Problem =
  /** The wrong person is signed in (document 1 §6): sign out, or sign in as the member who booked. */
  | { kind: 'actor'; key: string; action: 'sign_out' | 'sign_in' }
  /** The fee is not the one shown any more: show the new one and ask again. */
  | { kind: 'fee_changed'; fee: number }
  /** The stay's price moved since it was shown: show the new one and ask again. */
  | { kind: 'price_changed'; price: PriceObject; difference: number | null; direction: 'cheaper' | 'dearer' }
  /** The access no longer opens the reservation: look it up again. */
  | { kind: 'lost'; key: string }
  | { kind: 'message'; key: string; params?: Record<string, string | number>; field?: string };

const ACTOR_KEYS: Record<string, 'sign_out' | 'sign_in'> = {
  sign_out_to_manage_guest_reservation: 'sign_out',
  sign_in_as_the_member_who_booked: 'sign_in',
  sign_in_through_this_hotel: 'sign_in',
  sign_in_as_corporate_user: 'sign_in',
  sign_in_to_the_organization_that_booked: 'sign_in',
};

/** A who-may-act refusal (a 403's error, or update_settings' sign_in_warning) as a problem. */
export function actorProblem(warning: string): Problem | null {
  const action = ACTOR_KEYS[warning];
  return action ? { kind: 'actor', key: `manage.actor.${warning}`, action } : null;
}

/** Stable error keys of a 400 the guest can act on. */
const KNOWN_REFUSALS = ['same_day', 'deadline_passed', 'cancelled', 'cannot_reduce_nights_paid_in_another_currency', 'edited_by_hotel', 'payment_in_progress', 'receipt_not_available', 'stay_is_over', 'below_min_nights', 'check_in_day_passed', 'cannot_reduce_rooms_paid_in_another_currency', 'removing_rooms_has_fee'];

const FeeChangedSchema = z.looseObject({ fee: z.number() });
const PriceChangedSchema = z.looseObject({ price: PriceObjectSchema, difference: z.optional(z.number()) });

export function manageProblem(err: unknown, context: { reservableMonths?: number } = {}): Problem {
  if (!(err instanceof ApiCallError)) return { kind: 'message', key: 'errors.generic' };
  if (err.isNetwork) return { kind: 'message', key: 'errors.network' };
  if (err.status === 403) {
    const actor = actorProblem(err.message);
    if (actor) return actor;
  }
  if (err.status === 404) return { kind: 'lost', key: 'manage.errors.access_lost' };
  switch (err.code) {
    case CATALOGUE.RESERVATION_BEING_UPDATED.code:
      return { kind: 'message', key: 'manage.errors.3013' };
    case CATALOGUE.RESERVATION_UPDATE_IN_PROGRESS.code:
      return { kind: 'message', key: 'manage.errors.3016' };
    case CATALOGUE.ORIGINAL_RESERVATION_CHANGED.code:
      return { kind: 'message', key: 'manage.errors.3014' };
    case CATALOGUE.RESERVABLE_PERIOD.code:
      return { kind: 'message', key: 'manage.errors.1903', params: { months: context.reservableMonths ?? 12 }, field: 'checkin_date' };
    case CATALOGUE.PLAN_SETTINGS_MISMATCH.code:
      return { kind: 'message', key: 'manage.errors.2304' };
    case CATALOGUE.CHECKIN_NOT_ACCEPTED.code:
      return { kind: 'message', key: 'manage.errors.2308', field: 'checkin_date' };
    case CATALOGUE.CHECKOUT_NOT_ACCEPTED.code:
      return { kind: 'message', key: 'manage.errors.2309', field: 'checkout_date' };
    default:
  }
  if (err.status === 409) {
    if (err.message === 'fee_changed') {
      const body = FeeChangedSchema.safeParse(err.body);
      if (body.success) return { kind: 'fee_changed', fee: body.data.fee };
    }
    if (err.message === 'price_became_cheaper' || err.message === 'price_became_dearer') {
      const body = PriceChangedSchema.safeParse(err.body);
      if (body.success) return { kind: 'price_changed', price: body.data.price, difference: body.data.difference ?? null, direction: err.message === 'price_became_cheaper' ? 'cheaper' : 'dearer' };
    }
    if (err.field === 'checkin_date') return { kind: 'message', key: 'manage.errors.sold_out', field: 'checkin_date' };
  }
  if (err.status === 400) {
    if (KNOWN_REFUSALS.includes(err.message)) return { kind: 'message', key: `manage.errors.${err.message}` };
    if (err.field === 'rid') return { kind: 'message', key: 'manage.errors.not_possible' };
    const nights = /at least (\d+) nights/.exec(err.message)?.[1];
    if (err.field === 'checkout_date' && nights) return { kind: 'message', key: 'manage.update.errors.min_nights', params: { n: Number(nights) }, field: 'checkout_date' };
    if (err.field === 'details') return { kind: 'message', key: 'manage.cancel.errors.details_required', field: 'details' };
    if (err.field === 'reason') return { kind: 'message', key: 'manage.cancel.errors.reason_required', field: 'reason' };
  }
  return { kind: 'message', key: 'errors.generic' };
}

/** A failed look-up: one message whichever of number or e-mail was wrong; a 429 tells the wait. */
export function lookupProblem(err: unknown): { key: string; params?: Record<string, string | number> } {
  if (!(err instanceof ApiCallError)) return { key: 'errors.generic' };
  if (err.isNetwork) return { key: 'errors.network' };
  if (err.status === 429) {
    // The wait in seconds comes in the error's detail (retry_after); an older answer said it only
    // in its message ("… in N minute(s)").
    const seconds = err.retryAfter;
    if (seconds !== undefined) {
      return seconds < 60 ? { key: 'manage.lookup.errors.too_many_seconds', params: { seconds } } : { key: 'manage.lookup.errors.too_many', params: { minutes: Math.ceil(seconds / 60) } };
    }
    const minutes = /(\d+)\s*minute/.exec(err.message)?.[1];
    return minutes ? { key: 'manage.lookup.errors.too_many', params: { minutes: Number(minutes) } } : { key: 'manage.lookup.errors.too_many_later' };
  }
  if (err.status === 404 || err.status === 400) return { key: 'manage.lookup.errors.not_found' };
  return { key: 'errors.generic' };
}
