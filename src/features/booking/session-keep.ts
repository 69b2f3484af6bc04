// Session storage with expiry, parsed with zod on the way out: the guest-detail draft (document 1
// §4 "Saved browsing state", 10 minutes) and the confirmation access a booking was answered with
// (the 3-D Secure return link carries no bypass token). Inside a frame whose storage is blocked
// the values live in memory for the visit.
import * as z from 'zod/mini';

const memory = new Map<string, string>();

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function keepSet(key: string, value: unknown, ttlMs: number): void {
  const record = JSON.stringify({ v: value, e: Date.now() + ttlMs });
  try {
    const s = session();
    if (s) s.setItem(key, record);
    else memory.set(key, record);
  } catch {
    memory.set(key, record);
  }
}

export function keepGet<S extends z.ZodMiniType>(key: string, schema: S): z.infer<S> | undefined {
  let raw: string | null | undefined;
  try {
    raw = session()?.getItem(key);
  } catch {
    raw = undefined;
  }
  raw ??= memory.get(key);
  if (!raw) return undefined;
  try {
    const record = JSON.parse(raw) as { v: unknown; e: number };
    if (typeof record.e !== 'number' || record.e < Date.now()) {
      keepRemove(key);
      return undefined;
    }
    const parsed = schema.safeParse(record.v);
    return parsed.success ? (parsed.data as z.infer<S>) : undefined;
  } catch {
    return undefined;
  }
}

export function keepRemove(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    /* memory only */
  }
  memory.delete(key);
}

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
