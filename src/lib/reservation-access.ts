// The access to one reservation a guest holds for this tab's visit: the e-mail and the bypass
// token answered by a booking or a look-up. Kept in session storage (memory where storage is
// blocked), never in an address, so it stays out of the tab's history and of any Referer.
import * as z from 'zod/mini';
import { sessionStore } from './storage';

const DAY_MS = 24 * 60 * 60 * 1000;

export const ReservationAccessSchema = z.object({ email: z.string(), bypass_token: z.string().check(z.minLength(1), z.maxLength(200)) });
export type ReservationAccess = z.infer<typeof ReservationAccessSchema>;

const accessKey = (number: string) => `yadori:reservation:${number.toUpperCase()}`;

export function keepReservationAccess(number: string, access: ReservationAccess): void {
  sessionStore.set(accessKey(number), access, DAY_MS);
}

export function reservationAccess(number: string): ReservationAccess | undefined {
  return sessionStore.get(accessKey(number), ReservationAccessSchema);
}

/** The query an API call carries for it (document 2 §7.4: email and bypass_token). */
export function accessQuery(access: ReservationAccess | null | undefined): { email?: string; bypass_token?: string } {
  if (!access) return {};
  return access.email ? { email: access.email, bypass_token: access.bypass_token } : { bypass_token: access.bypass_token };
}

/**
 * A bypass token that came in the address (a mail's link) leaves it at once for session storage,
 * with the e-mail beside it; answers the access held for the reservation either way.
 */
export function takeAccessFromAddress(number: string): ReservationAccess | null {
  if (typeof window !== 'undefined') {
    const q = new URLSearchParams(window.location.search);
    const token = q.get('bypass_token');
    if (token) {
      keepReservationAccess(number, { email: q.get('email') ?? '', bypass_token: token });
      q.delete('bypass_token');
      q.delete('email');
      const rest = q.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
    }
  }
  return reservationAccess(number) ?? null;
}

// ---------------------------------------------------------------------------------------------
// The results page's update mode (document 1 §2 "Search query parameters": current_reservation
// with bypass_token): the search is made to change a booked reservation rather than to book.

export const RESULTS_PATH = '/booking/result';
export const UPDATE_MODE_PARAM = 'current_reservation';
import { RESERVATION_NUMBER_RE } from '../../contract/reservation-number';

export { RESERVATION_NUMBER_RE };

/**
 * The reservation a results address changes, or null when it is an ordinary search. The number
 * is all the address keeps; its access is held in session storage.
 */
export function updateModeNumber(path: string, search: string): string | null {
  if (path !== RESULTS_PATH) return null;
  const number = new URLSearchParams(search).get(UPDATE_MODE_PARAM);
  return number && RESERVATION_NUMBER_RE.test(number) ? number.toUpperCase() : null;
}

/**
 * A results query without the bypass token that came with `current_reservation`, which is kept
 * for this tab instead (with the e-mail, when one came too). Null when the query carries none.
 */
export function takeUpdateModeToken(search: string): string | null {
  const q = new URLSearchParams(search);
  const token = q.get('bypass_token');
  if (token === null) return null;
  const number = q.get(UPDATE_MODE_PARAM);
  const access = ReservationAccessSchema.safeParse({ email: q.get('email') ?? '', bypass_token: token });
  if (number && RESERVATION_NUMBER_RE.test(number) && access.success) keepReservationAccess(number, access.data);
  q.delete('bypass_token');
  q.delete('email');
  return q.toString();
}

/** The same for the page's own address, before anything reads or records it. */
export function takeUpdateModeTokenFromAddress(): void {
  if (typeof window === 'undefined' || window.location.pathname !== RESULTS_PATH) return;
  const rest = takeUpdateModeToken(window.location.search);
  if (rest === null) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
}
