// What a failed managing call means to the guest: the error cases the endpoints name (their
// catalogue code, status, error and field) pick the words (under manage.errors / manage.actor)
// and what the page offers.
import { PriceObjectSchema, capacityOfRefusal, type PriceObject } from '../../../contract';
import type { ErrorCase } from '../../../contract/endpoint';
import { cancelReservation, getReceipt, lookupReservation, updateReservation, updateReservationGuests } from '../../../contract/endpoints/reservations';
import * as z from 'zod/mini';
import { ApiCallError } from '../../lib/api/client';
import { isFailure } from '../../lib/api/is-failure';

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

const changeErrors = updateReservation.errors;
const cancelErrors = cancelReservation.errors;

/** The who-may-act refusals (document 1 §6): every changing call gives the same ones. */
const ACTOR_REFUSALS: readonly ErrorCase[] = [
  changeErrors.signOutToManageGuestReservation,
  changeErrors.signInAsTheMemberWhoBooked,
  changeErrors.signInAsCorporateUser,
  changeErrors.signInToTheOrganizationThatBooked,
  changeErrors.signInThroughThisHotel,
];

/** Refusals the guest can act on, each with its words under manage.errors (named by its error). */
const KNOWN_REFUSALS: readonly ErrorCase[] = [
  cancelErrors.sameDay,
  cancelErrors.checkInDayPassed,
  changeErrors.deadlinePassed,
  changeErrors.cancelled,
  changeErrors.cannotReduceNights,
  changeErrors.cannotReduceRooms,
  changeErrors.belowMinNights,
  changeErrors.removingRoomsHasFee,
  updateReservationGuests.errors.stayIsOver,
  getReceipt.errors.receiptNotAvailable,
];

/** Refusals named by their catalogue code, each with its words under manage.errors. */
const BY_CODE: readonly [ErrorCase, Problem][] = [
  [changeErrors.beingUpdated, { kind: 'message', key: 'manage.errors.3013' }],
  [changeErrors.paymentInProgress, { kind: 'message', key: 'manage.errors.3016' }],
  [changeErrors.originalChanged, { kind: 'message', key: 'manage.errors.3014' }],
  [changeErrors.planNotSold, { kind: 'message', key: 'manage.errors.2304' }],
  [changeErrors.checkinNotAccepted, { kind: 'message', key: 'manage.errors.2308', field: 'checkin_date' }],
  [changeErrors.checkoutNotAccepted, { kind: 'message', key: 'manage.errors.2309', field: 'checkout_date' }],
];

const FeeChangedSchema = z.looseObject({ fee: z.number() });
const PriceChangedSchema = z.looseObject({ price: PriceObjectSchema, difference: z.optional(z.number()) });

/**
 * `roomName`: the name of the room at an index of the change's rooms, so a room the party does
 * not fit is named.
 */
export function manageProblem(err: unknown, context: { reservableMonths?: number; roomName?: (index: number) => string | null } = {}): Problem {
  if (!(err instanceof ApiCallError)) return { kind: 'message', key: 'errors.generic' };
  if (err.isNetwork) return { kind: 'message', key: 'errors.network' };
  const is = (c: ErrorCase): boolean => isFailure(err, c);
  const actor = ACTOR_REFUSALS.find(is);
  if (actor?.error) return actorProblem(actor.error)!;
  if (err.status === 404) return { kind: 'lost', key: 'manage.errors.access_lost' };
  if (is(changeErrors.reservablePeriod)) return { kind: 'message', key: 'manage.errors.1903', params: { months: context.reservableMonths ?? 12 }, field: 'checkin_date' };
  const coded = BY_CODE.find(([c]) => is(c));
  if (coded) return { ...coded[1] };
  if (is(cancelErrors.feeChanged)) {
    const body = FeeChangedSchema.safeParse(err.body);
    if (body.success) return { kind: 'fee_changed', fee: body.data.fee };
  }
  const cheaper = is(changeErrors.priceBecameCheaper);
  if (cheaper || is(changeErrors.priceBecameDearer)) {
    const body = PriceChangedSchema.safeParse(err.body);
    if (body.success) return { kind: 'price_changed', price: body.data.price, difference: body.data.difference ?? null, direction: cheaper ? 'cheaper' : 'dearer' };
  }
  if (is(changeErrors.partyDoesNotFit)) {
    // Which room (rooms.{i}) and why (the room type's limits), in the guest's words.
    const index = Number(/^rooms\.(\d+)/.exec(err.field ?? '')?.[1] ?? NaN);
    const limits = capacityOfRefusal(err.message);
    const room = Number.isInteger(index) ? context.roomName?.(index) : null;
    if (limits) {
      return {
        kind: 'message',
        key: room ? 'manage.errors.party_does_not_fit_room' : 'manage.errors.party_does_not_fit',
        params: { room: room ?? '', n: Number.isInteger(index) ? index + 1 : 1, max: limits.max_occupancy, adults: limits.max_adults },
        field: err.field,
      };
    }
  }
  if (is(changeErrors.roomUnavailable)) return { kind: 'message', key: 'manage.errors.sold_out', field: 'checkin_date' };
  const refusal = KNOWN_REFUSALS.find(is);
  if (refusal) return { kind: 'message', key: `manage.errors.${refusal.error}` };
  if (is(cancelErrors.alreadyCancelled)) return { kind: 'message', key: 'manage.errors.not_possible' };
  if (is(cancelErrors.detailsRequired)) return { kind: 'message', key: 'manage.cancel.errors.details_required', field: 'details' };
  if (err.status === 400 && err.field === 'reason') return { kind: 'message', key: 'manage.cancel.errors.reason_required', field: 'reason' };
  return { kind: 'message', key: 'errors.generic' };
}

/** A failed look-up: one message whichever of number or e-mail was wrong; a 429 tells the wait. */
export function lookupProblem(err: unknown): { key: string; params?: Record<string, string | number> } {
  if (!(err instanceof ApiCallError)) return { key: 'errors.generic' };
  if (err.isNetwork) return { key: 'errors.network' };
  const is = (c: ErrorCase): boolean => isFailure(err, c);
  if (is(lookupReservation.errors.tooManyAttempts)) {
    // The wait in seconds comes in the error's detail (retry_after); an older answer said it only
    // in its message ("… in N minute(s)").
    const seconds = err.retryAfter;
    if (seconds !== undefined) {
      return seconds < 60 ? { key: 'manage.lookup.errors.too_many_seconds', params: { seconds } } : { key: 'manage.lookup.errors.too_many', params: { minutes: Math.ceil(seconds / 60) } };
    }
    const minutes = /(\d+)\s*minute/.exec(err.message)?.[1];
    return minutes ? { key: 'manage.lookup.errors.too_many', params: { minutes: Number(minutes) } } : { key: 'manage.lookup.errors.too_many_later' };
  }
  // A number or e-mail that cannot be one is as unknown as a wrong one.
  if (is(lookupReservation.errors.notFound) || err.status === 400) return { key: 'manage.lookup.errors.not_found' };
  return { key: 'errors.generic' };
}
