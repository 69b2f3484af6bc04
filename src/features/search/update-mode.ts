// Update mode of the results page (document 1 §2 "current_reservation with bypass_token", §4
// "Update and cancel"): the search is made to change a booked reservation. The address keeps only
// the reservation's number; the access (its bypass token) is held for the tab in session storage
// or is the member's session. This slice holds the reservation and what may change; it lasts as
// long as the search names the reservation, whatever dates are searched meanwhile.
import { proxy } from 'valtio';
import type * as z from 'zod/mini';
import type { Reservation, UpdateSettingsAnswerSchema } from '../../../contract';
import { ApiCallError } from '../../lib/api/client';
import { appState } from '../../lib/app-store';
import { RESERVATION_NUMBER_RE, reservationAccess } from '../../lib/reservation-access';
import type { CriteriaView } from '../../lib/search-criteria/criteria';
import type * as OfferRulesModule from './update-offers';

type OfferRules = typeof OfferRulesModule;

export type ChangeSettingsAnswer = z.infer<typeof UpdateSettingsAnswerSchema>['data'];

type Status = 'idle' | 'loading' | 'ready' | 'lost' | 'error';

export const updateModeState = proxy({
  /** The reservation being changed (its number); null on an ordinary search. */
  number: null as string | null,
  hotelCode: null as string | null,
  status: 'idle' as Status,
  reservation: null as Reservation | null,
  /** What may change now; null while it is read or when it could not be. */
  settings: null as ChangeSettingsAnswer | null,
  settingsFailed: false,
  /** Message key when the reservation could not be read (network, server). */
  errorKey: null as string | null,
});

/** The reservation a search names in update mode (its `current_reservation`), or null. */
export function updateModeNumberOf(c: CriteriaView | null): string | null {
  const number = c?.passthrough.current_reservation;
  return number && RESERVATION_NUMBER_RE.test(number) ? number.toUpperCase() : null;
}

let seq = 0;

/** What the offers let the guest do (update-offers.ts): its code comes with update mode. */
let offerRules: OfferRules | null = null;

/** The offers' rules in update mode, once they have come (they have whenever the status is 'ready'). */
export function updateOfferRules(): OfferRules | null {
  return offerRules;
}

/**
 * Reads the reservation and what may change, once per reservation and hotel (searching other
 * dates keeps them). `onLoaded` runs with the reservation when it arrives.
 */
export async function enterUpdateMode(hotelCode: string, number: string, onLoaded?: (r: Reservation) => void): Promise<void> {
  const s = updateModeState;
  if (s.number === number && s.hotelCode === hotelCode && s.status !== 'idle' && s.status !== 'error') return;
  const mine = ++seq;
  Object.assign(s, { number, hotelCode, status: 'loading', reservation: null, settings: null, settingsFailed: false, errorKey: null });
  const access = reservationAccess(number) ?? null;
  // Without a token only the member who booked can read it.
  if (!access && !appState.user) {
    s.status = 'lost';
    return;
  }
  try {
    const [{ fetchReservationToChange }, rules] = await Promise.all([import('./update-mode-api'), import('./update-offers')]);
    offerRules = rules;
    const answer = await fetchReservationToChange(hotelCode, number, access);
    if (mine !== seq) return;
    s.reservation = answer.data;
    s.status = 'ready';
    onLoaded?.(answer.data);
  } catch (err) {
    if (mine !== seq) return;
    if (err instanceof ApiCallError && (err.status === 404 || err.status === 403 || err.status === 401)) s.status = 'lost';
    else {
      s.status = 'error';
      s.errorKey = err instanceof ApiCallError && err.isNetwork ? 'errors.network' : 'errors.generic';
    }
    return;
  }
  try {
    const { fetchChangeSettings } = await import('./update-mode-api');
    const answer = await fetchChangeSettings(hotelCode, number, access);
    if (mine === seq) s.settings = answer.data;
  } catch {
    if (mine === seq) s.settingsFailed = true;
  }
}

/** Reads the reservation again after a failure. */
export function retryUpdateMode(onLoaded?: (r: Reservation) => void): void {
  const { number, hotelCode } = updateModeState;
  if (!number || !hotelCode) return;
  updateModeState.status = 'idle';
  void enterUpdateMode(hotelCode, number, onLoaded);
}

/** An ordinary search again: nothing of the reservation is kept. */
export function resetUpdateMode(): void {
  seq++;
  Object.assign(updateModeState, { number: null, hotelCode: null, status: 'idle', reservation: null, settings: null, settingsFailed: false, errorKey: null });
}
