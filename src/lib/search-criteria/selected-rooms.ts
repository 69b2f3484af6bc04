// Selected rooms (document 1 §3 "Selected room") in the address of the booking step, written by the
// results page and read by the guest-detail page.
//
// Query form: one `selected` pair per offer, in the order the guest chose them,
//
//   selected=<room_type_code>*<room_plan_code>*<quantity>
//   e.g. ?code=demo-tokyo&checkin=…&rooms=…&selected=moderate-double*moderate-double-room-only*1
//                                          &selected=superior-twin*superior-twin-breakfast*1
//
// `*` joins the parts: codes are letters, digits, `_`, `-` and `.` only, so it never occurs in one,
// and URLSearchParams leaves it as it is, so the address stays readable. The quantity is a whole
// number from 1. Each selected room takes the party of the searched room in the same position:
// the first offer's rooms take rooms 1…n of the search, the next offer's the rooms after them.
// A link with `selected` pairs books these offers together; a link with none keeps the single-offer
// form (room_type_code, room_plan_code, hotel_plan_code) unchanged.

import { sessionStore } from '../storage';

export const SELECTED_PARAM = 'selected';

/** Where the results page keeps the rooms being chosen for this tab's visit (session storage). */
export const SELECTED_ROOMS_KEY = 'yadori:selected-rooms';

/** A booking was made from the chosen rooms: the results page starts with none again. */
export function forgetSelectedRooms(): void {
  sessionStore.remove(SELECTED_ROOMS_KEY);
}

const CODE_RE = /^[\w.-]{1,100}$/;
const QUANTITY_RE = /^[1-9]\d{0,2}$/;

export interface SelectedOffer {
  room_type_code: string;
  room_plan_code: string;
  /** Rooms of this offer, at least 1. */
  quantity: number;
}

/** The `selected` values for offers with a quantity above zero, in their order. */
export function selectedValues(offers: readonly SelectedOffer[]): string[] {
  return offers.filter((o) => o.quantity > 0).map((o) => `${o.room_type_code}*${o.room_plan_code}*${o.quantity}`);
}

export type SelectedParse = { ok: true; offers: SelectedOffer[] } | { ok: false; problem: 'selection_invalid' | 'selection_duplicate' };

/**
 * Reads the `selected` values. A value that is not of the form above, or an offer named twice,
 * makes the whole selection unreadable: booking part of what the guest chose would be worse.
 */
export function parseSelectedValues(values: readonly string[]): SelectedParse {
  const offers: SelectedOffer[] = [];
  const seen = new Set<string>();
  for (const raw of values) {
    const parts = raw.trim().split('*');
    if (parts.length !== 3) return { ok: false, problem: 'selection_invalid' };
    const [room_type_code, room_plan_code, quantity] = parts as [string, string, string];
    if (!CODE_RE.test(room_type_code) || !CODE_RE.test(room_plan_code) || !QUANTITY_RE.test(quantity)) return { ok: false, problem: 'selection_invalid' };
    const key = `${room_type_code}/${room_plan_code}`;
    if (seen.has(key)) return { ok: false, problem: 'selection_duplicate' };
    seen.add(key);
    offers.push({ room_type_code, room_plan_code, quantity: Number(quantity) });
  }
  return { ok: true, offers };
}

export function selectedRoomCount(offers: readonly Pick<SelectedOffer, 'quantity'>[]): number {
  return offers.reduce((n, o) => n + Math.max(0, o.quantity), 0);
}

/**
 * The searched rooms each offer's rooms take, in order (room 1's party to the first selected room,
 * and so on). Null when more rooms are selected than were searched.
 */
export function assignParties<R, O extends Pick<SelectedOffer, 'quantity'>>(offers: readonly O[], searched: readonly R[]): { offer: O; rooms: R[]; first: number }[] | null {
  if (selectedRoomCount(offers) > searched.length) return null;
  let next = 0;
  return offers
    .filter((o) => o.quantity > 0)
    .map((offer) => {
      const first = next;
      next += offer.quantity;
      return { offer, rooms: searched.slice(first, next), first };
    });
}
