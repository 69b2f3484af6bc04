// More guests than a room type takes: the refusal names the case (party_does_not_fit_room) and the
// room type's limits, so the guest can be told which room and why.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { capacityOfRefusal } from '../../contract';
import { updateReservation } from '../../contract/endpoints/reservations';
import { isErrorCase } from '../../contract/error-case';
import { addDays, todayIn } from '../../contract/dates';
import { firstError, testClient } from './helpers';
import { manageClient } from './manage-helpers';

let app: FastifyInstance;
let cs: string;

beforeEach(async () => {
  ({ app, cs } = await testClient());
});

describe('a change beyond the room’s capacity', () => {
  it('is refused as party_does_not_fit_room, naming the room and its limits', async () => {
    const api = manageClient(app, () => cs);
    const { reservation, bypass_token } = await api.book({ checkin: addDays(todayIn('Asia/Tokyo'), 20) });
    const room = reservation.rooms[0]!;
    const res = await api.update(reservation.reservation_number, bypass_token, { checkin_date: reservation.checkin_date, checkout_date: reservation.checkout_date, rooms: [{ id: room.id, adults: 5 }] }, { dryRun: true });
    expect(res.statusCode).toBe(400);
    const err = firstError(res.json());
    expect(err.code).toBe(1000);
    expect(err.field).toBe('rooms.0');
    expect(isErrorCase({ status: 400, code: err.code, error: err.error, field: err.field }, updateReservation.errors.partyDoesNotFit)).toBe(true);
    const limits = capacityOfRefusal(err.error);
    expect(limits).not.toBeNull();
    expect(limits!.max_occupancy).toBeLessThan(5);
  });
});
