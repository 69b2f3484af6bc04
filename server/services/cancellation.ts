// Cancelling some rooms of a reservation or all of them (document 1 §4 "Update and cancel"): the
// fee each room's own plan's policy charges, asked first, then the cancellation at the fee the
// guest was shown, which gives the nights (and, for all rooms, the extras) back and settles
// points and card payments. Its mails, the guest's and the hotel's, are written in that transaction.
import type { FastifyRequest } from 'fastify';
import { CATALOGUE, errorEnvelope, type CancelRequest, type Reservation } from '../../contract';
import { ApiError, fail } from '../errors';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { cancelReservationRooms, lockReservation, recordCancellation, setReservationStatusAndTotal } from '../db/reservations-repo';
import { releaseCardHolds } from '../db/reservation-ledger-repo';
import { settle } from '../domain/cancellation';
import { loadReservation, publicView } from './reservations';
import { queueCancellationMails } from './reservation-mails';
import type { Found } from './reservation-access';
import { feeFor, giveBack, holdingsOf, releaseStay, returnExtras, type Room } from './settlement';

/** The rooms to cancel: those named (each must be active), or every active room. */
function roomsToCancel(found: Found, ids: readonly number[] | undefined): Room[] {
  const active = found.rooms.filter((r) => r.status === 'active');
  if (!ids) return active;
  const chosen = active.filter((r) => ids.includes(r.id));
  if (chosen.length !== new Set(ids).size) throw fail.badRequest('room_ids names a room that is not active in this reservation', 'room_ids');
  return chosen;
}

/** What cancelling the rooms named (all when none) would cost now, each by its own policy. */
export async function cancellationQuote(db: Queryable, hotel: Hotel, found: Found, roomIds: readonly number[] | undefined) {
  if (found.status === 'cancelled') throw fail.badRequest('This reservation is already cancelled.', 'rid');
  const rooms = roomsToCancel(found, roomIds);
  const quote = await feeFor(db, hotel, found, rooms);
  return { fee: quote.fee, percent: quote.percent, same_day: quote.sameDay, currency: found.currency, room_ids: rooms.map((r) => r.id), rooms: quote.rooms };
}

/** What a cancellation answers: the fee moved (409, with the new fee to confirm), or the reservation as it is now. */
export type CancelOutcome = { kind: 'fee_changed'; body: unknown } | { kind: 'cancelled'; reservation: Reservation };

/**
 * Cancels the rooms the request names (all when none) at the fee the guest was shown. A change or
 * cancellation running at the same time finishes first, and this one sees its result.
 */
export async function cancelBooking(req: FastifyRequest, hotel: Hotel, found: Found, body: CancelRequest): Promise<CancelOutcome> {
  const db = req.server.db;
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockReservation(tx, found.id);
    if (locked?.staff_edited_at) throw new ApiError(409, CATALOGUE.ORIGINAL_RESERVATION_CHANGED.code, 'Conflict', 'The hotel has changed this reservation. Please contact the hotel.');
    const current = await loadReservation(tx, hotel.id, String(found.id));
    if (!current || current.status === 'cancelled') throw fail.badRequest('This reservation is already cancelled.', 'rid');
    const rooms = roomsToCancel(current, body.room_ids);
    const quote = await feeFor(tx, hotel, current, rooms);
    if (quote.sameDay) throw new ApiError(400, CATALOGUE.INVALID.code, 'Bad Request', 'same_day', 'rid');
    if (quote.noShow) throw new ApiError(400, CATALOGUE.INVALID.code, 'Bad Request', 'check_in_day_passed', 'rid');
    const fee = quote.fee;
    if (fee !== body.cancellation_fee_displayed) {
      return { changed: { ...errorEnvelope('Conflict', CATALOGUE.INVALID.code, 'fee_changed', 'cancellation_fee_displayed'), fee } };
    }
    await releaseStay(tx, hotel.id, current, rooms);
    await cancelReservationRooms(tx, rooms.map((r) => r.id));
    const all = rooms.length === current.rooms.filter((r) => r.status === 'active').length;
    if (all) await returnExtras(tx, current.extras);

    // The booking now costs what is kept plus the fee; points and card get back the rest.
    const holdings = await holdingsOf(tx, current.id);
    const released = rooms.reduce((n, r) => n + r.total_price, 0) + (all ? current.extras.reduce((n, e) => n + e.price, 0) : 0);
    const settlement = settle({ gross: current.total_price + holdings.points - released + fee, points: holdings.points, card: holdings.card });
    await giveBack(tx, current.id, holdings, settlement);
    await setReservationStatusAndTotal(tx, current.id, all ? 'cancelled' : current.status, settlement.total);
    // A card that only guaranteed the stay is let go; a charged one keeps its record of refunds.
    if (all) await releaseCardHolds(tx, current.id);
    await recordCancellation(tx, current.id, { roomIds: rooms.map((r) => r.id), reason: body.reason, details: body.details ?? null, fee, refund: settlement.cardBack });
    const cancelled = publicView(await loadReservation(tx, hotel.id, String(current.id)));
    await queueCancellationMails(tx, hotel, cancelled, { fee, all, refund: settlement.cardBack, roomIds: rooms.map((r) => r.id) }, req.server.config.publicApiUrl);
    return { changed: null, fee, all };
  });
  if (outcome.changed) return { kind: 'fee_changed', body: outcome.changed };
  const after = publicView(await loadReservation(db, hotel.id, String(found.id)));
  return { kind: 'cancelled', reservation: after };
}
