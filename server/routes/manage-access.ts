// Who may read and change a reservation after booking (document 1 §6), and what may change now
// (document 1 §4 "Update and cancel"). Shared by the manage, details and receipt routes.
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { CATALOGUE, type ManageWarning, type UpdateSettingsAnswerSchema } from '../../contract';
import { ApiError, fail, parseInput } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import type { Queryable } from '../db/db';
import { findMemberSession } from '../db/identity-repo';
import { addDays } from '../../contract/dates';
import { hotelMoment } from '../domain/cancellation';
import { loadReservation, mayRead } from '../services/reservations';
import { memberTokenOf } from '../http/guards';
import { RESERVATION_NUMBER_RE } from '../../contract/reservation-number';

export type Found = NonNullable<Awaited<ReturnType<typeof loadReservation>>>;

export const AccessQuerySchema = z.object({
  email: z.optional(z.string().check(z.maxLength(254))),
  bypass_token: z.optional(z.string().check(z.maxLength(200))),
});
export type AccessQuery = z.infer<typeof AccessQuerySchema>;

const ReservationParams = z.object({ hotel: z.string(), rid: z.string().check(z.regex(RESERVATION_NUMBER_RE, 'must be a reservation id or number')) });

/** The reservation the route names, for one who may read it; the same 404 for missing and forbidden. */
export async function requireReservation(req: FastifyRequest, hotel: Hotel, q: AccessQuery): Promise<Found> {
  const { rid } = parseInput(ReservationParams, req.params, 'params');
  const found = await loadReservation(req.server.db, hotel.id, rid);
  if (!found || !(await mayRead(req, hotel, found, q))) throw fail.notFound('No reservation matches this number and token.');
  return found;
}

/**
 * Why the one asking may not change this reservation, or null when they may: a guest reservation
 * only while signed out; a member reservation only by that member; a corporate reservation only
 * by a user of the organization it was made for; and always signed in through this hotel.
 */
export async function actorWarning(req: FastifyRequest, hotel: Hotel, found: Found): Promise<ManageWarning | null> {
  const token = memberTokenOf(req);
  const session = token ? await findMemberSession(req.server.db, token) : undefined;
  const signedIn = session && session.brand_id === hotel.brand_id ? session : undefined;
  if (found.member_id === null && found.organization_id === null) return signedIn ? 'sign_out_to_manage_guest_reservation' : null;
  if (found.organization_id !== null) {
    if (!signedIn) return 'sign_in_as_corporate_user';
    const [m] = await req.server.db.query<{ organization_id: number | null }>('select organization_id from members where id = $1', [signedIn.member_id]);
    if (m?.organization_id == null) return 'sign_in_as_corporate_user';
    if (m.organization_id !== found.organization_id) return 'sign_in_to_the_organization_that_booked';
  } else if (!signedIn || signedIn.member_id !== found.member_id) {
    return 'sign_in_as_the_member_who_booked';
  }
  if (signedIn.hotel_id !== null && signedIn.hotel_id !== hotel.id) return 'sign_in_through_this_hotel';
  return null;
}

export async function requireActor(req: FastifyRequest, hotel: Hotel, found: Found): Promise<void> {
  const warning = await actorWarning(req, hotel, found);
  if (warning) throw new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', warning);
}

export type UpdateState = Omit<z.infer<typeof UpdateSettingsAnswerSchema>['data'], 'sign_in_warning'>;

/** Whether the reservation may be changed online now, and within which limits. */
export async function updateState(db: Queryable, hotel: Hotel, found: Found): Promise<UpdateState> {
  const deadline = addDays(found.checkin_date, -1);
  const reasons: UpdateState['reasons'] = [];
  const [row] = await db.query<{ staff_edited_at: string | null; pending: number; paid_by_card: number }>(
    `select r.staff_edited_at,
            (select count(*)::int from payment_transactions t where t.reservation_id = r.id and t.state = 'pre_3d_secure') as pending,
            (select count(*)::int from payment_transactions t where t.reservation_id = r.id and t.state in ('captured', 'authorized')) as paid_by_card
       from reservations r where r.id = $1`,
    [found.id],
  );
  if (found.status === 'cancelled') reasons.push('cancelled');
  if (row?.staff_edited_at) reasons.push('edited_by_hotel');
  if ((row?.pending ?? 0) > 0) reasons.push('payment_in_progress');
  if (hotelMoment(hotel.time_zone).date > deadline) reasons.push('deadline_passed');
  const [plans] = await db.query<{ min_nights: number }>(
    `select coalesce(max(p.min_nights), 1)::int as min_nights from reservation_rooms rr join room_plans rp on rp.id = rr.room_plan_id join plans p on p.id = rp.plan_id
      where rr.reservation_id = $1 and rr.status = 'active'`,
    [found.id],
  );
  // Paid by card in another currency than yen: nights and rooms may not go down (a refund would
  // cross exchange rates).
  const paidCurrency = found.mcp_currency ?? found.currency;
  const canReduce = !(paidCurrency !== 'JPY' && ((row?.paid_by_card ?? 0) > 0 || found.mcp_currency !== null));
  return { updatable: reasons.length === 0, deadline, reasons, min_nights: plans?.min_nights ?? 1, can_reduce: canReduce };
}

/** Refuses a change the state does not allow, with the catalogue code the reason has. */
export function requireChangeable(state: UpdateState, allow: readonly UpdateState['reasons'][number][] = []): void {
  const reasons = state.reasons.filter((r) => !allow.includes(r));
  if (reasons.includes('edited_by_hotel')) throw new ApiError(409, CATALOGUE.ORIGINAL_RESERVATION_CHANGED.code, 'Conflict', 'The hotel has changed this reservation. Please cancel and book again, or contact the hotel.');
  if (reasons.includes('payment_in_progress')) throw new ApiError(409, CATALOGUE.RESERVATION_UPDATE_IN_PROGRESS.code, 'Conflict', 'A payment for this reservation is in progress. Please try again in about 5 minutes.');
  if (reasons.length > 0) throw fail.badRequest(reasons[0]!, 'rid');
}
