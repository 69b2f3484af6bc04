// Session storage with expiry, parsed with zod on the way out: the guest-detail draft (document 1
// §4 "Saved browsing state", 10 minutes) and the confirmation access a booking was answered with
// (the 3-D Secure return link carries no bypass token). Inside a frame whose storage is blocked
// the values live in memory for the visit.
import { sessionStore } from '../../lib/storage';

export const keepSet = (key: string, value: unknown, ttlMs: number): void => sessionStore.set(key, value, ttlMs);
export const keepGet = sessionStore.get;
export const keepRemove = sessionStore.remove;

export { ReservationAccessSchema, keepReservationAccess, reservationAccess, type ReservationAccess } from '../../lib/reservation-access';
