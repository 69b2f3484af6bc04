// What a change or a cancellation gives back, and what taking rooms off costs: the nights and
// extras go back to the hotel's stock, points and money to the guest (each card that paid gets
// back its part), and each room's fee is charged by its own plan's policy. The booking change and
// the cancellation share these.
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { releaseRooms, roomTypeIdsByCode } from '../db/reservations-repo';
import { capturedPayments, givePointsBack, pointsHeld, returnExtra } from '../db/reservation-ledger-repo';
import { loadPolicies } from '../db/search-repo';
import { hotelMoment, NO_POLICY, roomsCancellationFee, type Policy, type Settlement } from '../domain/cancellation';
import { sandboxProvider } from '../payments/sandbox';
import type { Found } from './reservation-access';

export type Room = Found['rooms'][number];

/** The hotel's policies by id: each room is charged by its own plan's policy. */
async function policiesById(db: Queryable, hotelId: number): Promise<Map<number, Policy>> {
  return new Map((await loadPolicies(db, hotelId, [])).map((p) => [p.id, p]));
}

function policyOf(room: Room, policies: Map<number, Policy>): Policy {
  return (room.cancellation_policy_id != null ? policies.get(room.cancellation_policy_id) : undefined) ?? NO_POLICY;
}

/** What cancelling these rooms costs now, each by its own plan's policy. */
export async function feeFor(db: Queryable, hotel: Hotel, found: Pick<Found, 'checkin_date'>, rooms: readonly Room[]) {
  const policies = await policiesById(db, hotel.id);
  return roomsCancellationFee(
    rooms.map((r) => ({ id: r.id, amount: r.total_price, policy: policyOf(r, policies) })),
    found.checkin_date,
    hotelMoment(hotel.time_zone),
  );
}

export interface Holdings {
  /** Whose the points are (null when none were spent). */
  memberId: number | null;
  /** Points spent and not given back. */
  points: number;
  /** The captured payments and what each still holds. */
  cards: { id: number; net: number }[];
  /** What the cards still hold in all. */
  card: number;
}

/** What the booking holds of the guest's: points spent and not given back, and card payments kept. */
export async function holdingsOf(tx: Queryable, reservationId: number): Promise<Holdings> {
  const { memberId, points } = await pointsHeld(tx, reservationId);
  const cards = await capturedPayments(tx, reservationId);
  return { memberId, points, cards, card: cards.reduce((n, c) => n + c.net, 0) };
}

/** Gives back what a settlement says: points to the member, money to the card(s) that paid. */
export async function giveBack(tx: Queryable, reservationId: number, holdings: Holdings, s: Settlement): Promise<void> {
  if (s.pointsBack > 0 && holdings.memberId !== null) await givePointsBack(tx, holdings.memberId, reservationId, s.pointsBack);
  let left = s.cardBack;
  for (const c of holdings.cards) {
    const part = Math.min(left, c.net);
    if (part > 0) await sandboxProvider.refund(tx, c.id, part);
    left -= part;
  }
}

/** Gives the nights of these rooms back to the inventory. */
export async function releaseStay(tx: Queryable, hotelId: number, r: Pick<Found, 'checkin_date' | 'checkout_date' | 'is_day_use'>, rooms: readonly Room[]): Promise<void> {
  const ids = await roomTypeIdsByCode(tx, hotelId, rooms.map((x) => x.room_type_code));
  const byType = new Map<number, number>();
  for (const x of rooms) byType.set(ids.get(x.room_type_code)!, (byType.get(ids.get(x.room_type_code)!) ?? 0) + 1);
  for (const [typeId, count] of byType) await releaseRooms(tx, typeId, r.checkin_date, r.checkout_date, r.is_day_use, count);
}

/** Gives the extras a reservation took back to their stock. */
export async function returnExtras(tx: Queryable, extras: Found['extras']): Promise<void> {
  for (const e of extras) await returnExtra(tx, e.extra_id, e.quantity);
}
