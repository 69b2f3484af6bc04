// Reservations as more than one call reads them: loading one with its rooms, who may read it, the
// guest's view of it, and the checks a booking and a change share (names in
// the guest's script, the labels questions are filtered by). Routes call these; none is a route.
import type { FastifyRequest } from 'fastify';
import { nameRuleFor, type Reservation, type ReservationRequest } from '../../contract';
import { fail } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import type { Queryable } from '../db/db';
import { findMemberSession } from '../db/identity-repo';
import { findReservation, hasReservationToken, memberTies, planCodesOf, type StoredReservation } from '../db/reservations-repo';
import { safeEqual, sha256 } from '../auth/crypto';
import { memberTokenOf } from '../http/guards';

/** Names in the script the guest's language and the hotel's settings ask for (document 1 §5). */
export function checkGuestNames(request: Pick<ReservationRequest, 'guest' | 'locale'>, hotel: Hotel): void {
  const s = hotel.settings;
  const rule = s.english_name_required ? nameRuleFor('en') : nameRuleFor(request.locale);
  for (const field of ['first_name', 'last_name'] as const) {
    if (!rule.test(request.guest[field])) throw fail.badRequest(`guest.${field} has characters this language does not accept`, `guest.${field}`);
  }
  if (s.kanji_name_required && request.locale === 'ja') {
    for (const field of ['first_name_kana', 'last_name_kana'] as const) {
      if (!request.guest[field]) throw fail.badRequest(`guest.${field} is required`, `guest.${field}`);
    }
  }
  if (s.customer_address_required) {
    for (const field of ['postal_code', 'street_address'] as const) {
      if (!request.guest[field]) throw fail.badRequest(`guest.${field} is required`, `guest.${field}`);
    }
  }
}

/** The labels questions are filtered by: every guest, and members or corporate users by what they are. */
export async function askerLabels(db: Queryable, memberId: number | null): Promise<string[]> {
  if (memberId === null) return ['all_users'];
  const m = await memberTies(db, memberId);
  return ['all_users', ...(m?.program_id ? ['membership_program'] : []), ...(m?.rank_id ? ['rank', 'any_rank'] : []), ...(m?.organization_id ? ['organization'] : [])];
}

export async function memberOf(req: FastifyRequest, hotel: Hotel): Promise<number | null> {
  const token = memberTokenOf(req);
  if (!token) return null;
  const session = await findMemberSession(req.server.db, token);
  return session && session.brand_id === hotel.brand_id ? session.member_id : null;
}

/** A reservation of the hotel by its id or number, with who may read it. */
export async function loadReservation(db: Queryable, hotelId: number, ref: string): Promise<StoredReservation | undefined> {
  return findReservation(db, hotelId, ref);
}

/** The guest holding a token for it (from booking or look-up), or the member who made it. */
export async function mayRead(
  req: FastifyRequest,
  hotel: Hotel,
  found: StoredReservation,
  q: { email?: string | undefined; bypass_token?: string | undefined },
): Promise<boolean> {
  if (q.email && q.email.toLowerCase() !== found.guest.email.toLowerCase()) return false;
  if (q.bypass_token) {
    const hash = sha256(q.bypass_token);
    if (safeEqual(hash, found.bypass_token_hash)) return true;
    if (await hasReservationToken(req.server.db, found.id, hash)) return true;
  }
  const member = await memberOf(req, hotel);
  if (member === null) return false;
  if (found.member_id === member) return true;
  // A corporate reservation is the organization's: its other users may read it too.
  if (found.organization_id === null) return false;
  return (await memberTies(req.server.db, member))?.organization_id === found.organization_id;
}

export function publicView(r: StoredReservation | undefined): Reservation {
  const { bypass_token_hash: _hash, member_id: _member, organization_id: _organization, ...rest } = r!;
  return rest;
}

/** The plan codes (hotel_plan_code) behind room plan codes. */
export async function hotelPlanCodes(db: Queryable, hotelId: number, roomPlanCodes: readonly string[]): Promise<string[]> {
  return planCodesOf(db, hotelId, roomPlanCodes);
}
