// Who may read and change a reservation after booking (document 1 §6), what may change now
// (document 1 §4 "Update and cancel"), and the look-up by number and e-mail that hands a guest a
// token to manage it with. Shared by the manage, details, receipt and file calls.
import type { FastifyRequest } from 'fastify';
import { CATALOGUE, type ManageWarning, type UpdateSettingsAnswerSchema } from '../../contract';
import type * as z from 'zod/mini';
import { ApiError, fail } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import type { Queryable } from '../db/db';
import { findMemberSession } from '../db/identity-repo';
import {
  addReservationToken,
  changeBlockers,
  findByNumberAndEmail,
  memberTies,
  minNightsOf,
  type StoredReservation,
} from '../db/reservations-repo';
import { hotelMoment } from '../domain/cancellation';
import { changeLock } from '../domain/reservation-lock';
import { randomToken, sha256 } from '../auth/crypto';
import { loadReservation, mayRead, publicView } from './reservations';
import { memberTokenOf } from '../http/guards';
import type { FailureCounts } from '../failure-counts';

export type Found = StoredReservation;

/** The guest's access to a reservation, as the query of a call carries it. */
export interface AccessQuery {
  email?: string | undefined;
  bypass_token?: string | undefined;
}

/** The reservation a call names, for one who may read it; the same 404 for missing and forbidden. */
export async function requireReservation(req: FastifyRequest, hotel: Hotel, rid: string, q: AccessQuery): Promise<Found> {
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
    const organization = (await memberTies(req.server.db, signedIn.member_id))?.organization_id;
    if (organization == null) return 'sign_in_as_corporate_user';
    if (organization !== found.organization_id) return 'sign_in_to_the_organization_that_booked';
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
  const [row, minNights] = await Promise.all([changeBlockers(db, found.id), minNightsOf(db, found.id)]);
  const lock = changeLock({
    status: found.status,
    checkinDate: found.checkin_date,
    today: hotelMoment(hotel.time_zone).date,
    editedByHotel: !!row?.staff_edited_at,
    paymentsInProgress: row?.pending ?? 0,
    cardPayments: row?.paid_by_card ?? 0,
    currency: found.currency,
    mcpCurrency: found.mcp_currency,
  });
  return { updatable: lock.updatable, deadline: lock.deadline, reasons: lock.reasons, min_nights: minNights, can_reduce: lock.canReduce };
}

/** Refuses a change the state does not allow, with the catalogue code the reason has. */
export function requireChangeable(state: UpdateState, allow: readonly UpdateState['reasons'][number][] = []): void {
  const reasons = state.reasons.filter((r) => !allow.includes(r));
  if (reasons.includes('edited_by_hotel')) throw new ApiError(409, CATALOGUE.ORIGINAL_RESERVATION_CHANGED.code, 'Conflict', 'The hotel has changed this reservation. Please cancel and book again, or contact the hotel.');
  if (reasons.includes('payment_in_progress')) throw new ApiError(409, CATALOGUE.RESERVATION_UPDATE_IN_PROGRESS.code, 'Conflict', 'A payment for this reservation is in progress. Please try again in about 5 minutes.');
  if (reasons.length > 0) throw fail.badRequest(reasons[0]!, 'rid');
}

// ---------------------------------------------------------------------------------------------
// The look-up by number and e-mail.

/**
 * Wrong look-ups are counted twice, apart: per reservation number (from anywhere) and per client
 * address. A number takes a few wrong tries before each further one waits, so a guest's typos
 * slow only the number typed; an address takes many more, since a hotel lobby or an office puts
 * many guests behind one, yet guessing many numbers from one address still meets its ceiling.
 */
export const LOOKUP_LIMITS = {
  number: { free: 5, windowMinutes: 10 },
  address: { free: 20, windowMinutes: 15 },
} as const;

/** The two counts a look-up is held to: the number asked for, and the address asking. */
export interface LookupKeys {
  number: string;
  address: string;
}

export function lookupKeys(brand: string, number: string, ip: string): LookupKeys {
  return {
    number: sha256(`lookup-number|${brand.trim().toLowerCase()}|${number.trim().toUpperCase()}`),
    address: sha256(`lookup-address|${ip}`),
  };
}

/** Each failure past the free ones doubles the wait, from 30 seconds up to the window. */
function waitAfter(failures: number, limit: { free: number; windowMinutes: number }): number | null {
  if (failures < limit.free) return null;
  return Math.min(limit.windowMinutes * 60, 2 ** (failures - limit.free + 1) * 15);
}

/**
 * The seconds to wait before looking up again, or null when there is no need: the longer of the
 * two. `scale` (RATE_LIMIT_SCALE) raises the address's ceiling, as it does every per-address limit.
 */
export async function lookupWait(counts: FailureCounts, keys: LookupKeys, scale = 1): Promise<number | null> {
  const [byNumber, byAddress] = await Promise.all([
    counts.recent(keys.number, LOOKUP_LIMITS.number.windowMinutes),
    counts.recent(keys.address, LOOKUP_LIMITS.address.windowMinutes),
  ]);
  const address = { ...LOOKUP_LIMITS.address, free: Math.max(1, Math.round(LOOKUP_LIMITS.address.free * scale)) };
  const waits = [waitAfter(byNumber, LOOKUP_LIMITS.number), waitAfter(byAddress, address)].filter((w): w is number => w !== null);
  return waits.length ? Math.max(...waits) : null;
}

/**
 * The reservation of a brand's hotels with this number and guest e-mail, with a new token to
 * manage it; a miss is counted against the number and the address, and never says which of the
 * two was wrong.
 */
export async function lookUp(db: Queryable, counts: FailureCounts, keys: LookupKeys, brand: string, number: string, email: string) {
  const row = await findByNumberAndEmail(db, brand, number, email);
  if (!row) {
    await Promise.all([counts.record(keys.number, LOOKUP_LIMITS.number.windowMinutes), counts.record(keys.address, LOOKUP_LIMITS.address.windowMinutes)]);
    throw fail.notFound('The reservation number or the e-mail address is not right.');
  }
  const found = await loadReservation(db, row.hotel_id, String(row.id));
  const token = randomToken(32);
  await addReservationToken(db, row.id, sha256(token));
  return { reservation: publicView(found), bypass_token: token };
}
