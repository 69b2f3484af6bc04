// Session storage with expiry, parsed with zod on the way out: the guest-detail draft (document 1
// §4 "Saved browsing state", 10 minutes) and the confirmation access a booking was answered with
// (the 3-D Secure return link carries no bypass token). Inside a frame whose storage is blocked
// the values live in memory for the visit.
import * as z from 'zod/mini';
import { sessionStore } from '../../lib/storage';

export const keepSet = (key: string, value: unknown, ttlMs: number): void => sessionStore.set(key, value, ttlMs);
export const keepGet = sessionStore.get;
export const keepRemove = sessionStore.remove;

const DAY_MS = 24 * 60 * 60 * 1000;
export const ReservationAccessSchema = z.object({ email: z.string(), bypass_token: z.string().check(z.minLength(1), z.maxLength(200)) });
export type ReservationAccess = z.infer<typeof ReservationAccessSchema>;

const accessKey = (number: string) => `yadori:reservation:${number}`;

export function keepReservationAccess(number: string, access: ReservationAccess): void {
  keepSet(accessKey(number), access, DAY_MS);
}

export function reservationAccess(number: string): ReservationAccess | undefined {
  return keepGet(accessKey(number), ReservationAccessSchema);
}
