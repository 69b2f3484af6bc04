// What an offer of the results lets the guest do in update mode (document 1 §2 "current_reservation",
// §4 "Update and cancel"): an offer of a plan the reservation holds moves the reservation to the
// searched stay; another offer is added to it as one more room. Either way the change page shows
// the new price before anything changes. Plain TypeScript over the reservation, what may change
// and the search, so the rules are tested without a page.
import type { KidsCount, SearchRoom } from '../../../contract';
import { addDays } from '../../../contract/dates';
import { proposalPairs, type ProposedRoom } from '../../lib/update-proposal';
import { managedPath } from './links';

/** The most rooms one reservation holds (the update call takes up to 10). */
export const MAX_RESERVATION_ROOMS = 10;

export interface ReservationToChange {
  reservation_number: string;
  checkin_date: string;
  checkout_date: string;
  is_day_use: boolean;
  rooms: readonly { status: 'active' | 'cancelled'; room_type_code: string; room_plan_code: string; adults: number; kids_age_range: readonly KidsCount[] }[];
}

export interface ChangeSettings {
  updatable: boolean;
  reasons: readonly string[];
  sign_in_warning?: string | null;
}

export interface UpdateContext {
  hotelCode: string;
  reservation: ReservationToChange;
  settings: ChangeSettings;
  /** The search: dated with its dates, or undated with its nights. */
  search: { search_type: 'dated' | 'undated'; checkin: string | null; checkout: string | null; is_day_use: boolean; nights: number };
  /** The searched rooms as the room search sends them. */
  rooms: readonly SearchRoom[];
}

export interface OfferToChange {
  room_plan_code: string;
  /** Undated search: the check-in with the lowest price. */
  lowest_price_date?: string | null;
  /** The offer's room type. */
  room_type_code?: string;
  /** Rooms of the offer this reservation could hold: the search counts its own rooms as free. */
  plan_stock_count?: number;
}

export type OfferAction =
  /** Why nothing can change online (keys under search.update_mode.blocked). */
  | { kind: 'blocked'; reasons: string[] }
  /** The reservation already is this stay with this party. */
  | { kind: 'current' }
  | { kind: 'change'; href: string }
  | { kind: 'add'; href: string }
  /** This offer cannot be used for this reservation (key under search.update_mode.not_here). */
  | { kind: 'unavailable'; reason: 'day_use' | 'overnight' | 'no_dates' | 'room_limit' | 'no_rooms' };

export function activeRoomsOf(r: ReservationToChange): ReservationToChange['rooms'] {
  return r.rooms.filter((room) => room.status === 'active');
}

/** Why the reservation may not change now, or null when it may. */
export function blockedReasons(settings: ChangeSettings): string[] | null {
  if (settings.sign_in_warning) return ['sign_in'];
  if (!settings.updatable) return settings.reasons.length ? [...settings.reasons] : ['not_possible'];
  return null;
}

/** Whether the offer's stock holds the rooms of its type the reservation has, plus `more`. */
function enoughRooms(active: ReservationToChange['rooms'], offer: OfferToChange, more: number): boolean {
  if (offer.room_type_code === undefined || offer.plan_stock_count === undefined) return true;
  const own = active.filter((room) => room.room_type_code === offer.room_type_code).length;
  return offer.plan_stock_count >= own + more;
}

function stayOf(ctx: UpdateContext, offer: OfferToChange): { checkin: string; checkout: string } | null {
  const s = ctx.search;
  if (s.search_type === 'undated') {
    if (!offer.lowest_price_date) return null;
    return { checkin: offer.lowest_price_date, checkout: addDays(offer.lowest_price_date, Math.max(1, s.nights)) };
  }
  if (!s.checkin) return null;
  return { checkin: s.checkin, checkout: s.is_day_use ? addDays(s.checkin, 1) : (s.checkout ?? addDays(s.checkin, 1)) };
}

export function offerAction(ctx: UpdateContext, offer: OfferToChange): OfferAction {
  const blocked = blockedReasons(ctx.settings);
  if (blocked) return { kind: 'blocked', reasons: blocked };
  const r = ctx.reservation;
  const dayUse = ctx.search.search_type === 'dated' && ctx.search.is_day_use;
  if (r.is_day_use !== dayUse) return { kind: 'unavailable', reason: r.is_day_use ? 'day_use' : 'overnight' };
  const stay = stayOf(ctx, offer);
  if (!stay) return { kind: 'unavailable', reason: 'no_dates' };
  const active = activeRoomsOf(r);
  const sameDates = stay.checkin === r.checkin_date && (r.is_day_use || stay.checkout === r.checkout_date);

  if (active.some((room) => room.room_plan_code === offer.room_plan_code)) {
    // The searched party applies room by room when the search has as many rooms as the reservation.
    const adults = ctx.rooms.length === active.length ? ctx.rooms.map((room) => room.adults) : null;
    const sameParty = !adults || adults.every((n, i) => n === active[i]?.adults);
    if (sameDates && sameParty) return { kind: 'current' };
    if (!enoughRooms(active, offer, 0)) return { kind: 'unavailable', reason: 'no_rooms' };
    return { kind: 'change', href: updateChangeHref(ctx.hotelCode, r.reservation_number, stay, adults, null) };
  }

  if (active.length >= MAX_RESERVATION_ROOMS) return { kind: 'unavailable', reason: 'room_limit' };
  if (!enoughRooms(active, offer, 1)) return { kind: 'unavailable', reason: 'no_rooms' };
  // The room added takes the searched room beyond the booked ones, else the first searched.
  const party = ctx.rooms[active.length] ?? ctx.rooms[0];
  const added: ProposedRoom = { room_plan_code: offer.room_plan_code, adults: party?.adults ?? 1, kids_age_range: party?.kids_age_range ?? [] };
  return { kind: 'add', href: updateChangeHref(ctx.hotelCode, r.reservation_number, sameDates ? null : stay, null, added) };
}

/**
 * The change page of a reservation with a change proposed: the searched stay (null keeps the
 * booked dates), the adults of each booked room (null keeps them) and a room to add.
 */
export function updateChangeHref(hotelCode: string, number: string, stay: { checkin: string; checkout: string } | null, adults: readonly number[] | null, add: ProposedRoom | null): string {
  const pairs = proposalPairs({ ...(stay ?? {}), ...(adults ? { adults: [...adults] } : {}), ...(add ? { add } : {}) });
  return `${managedPath(number)}/update?${new URLSearchParams([['code', hotelCode], ...pairs]).toString()}`;
}
