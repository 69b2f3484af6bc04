// Rooms chosen to book together (document 1 §3 "Selected room", §4 "Results state"), for one stay:
// `key` names the hotel, dates and searched rooms it belongs to (criteria-store's stayKey). Kept in
// session storage, so a reload keeps it. Components read snapshots; these verbs are the only
// writers (search-store calls them with the stay and the rooms searched).
import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { LIMITS, PaymentMethodSchema, PriceObjectSchema, type RoomSearchAnswer } from '../../../contract';
import { sessionStore } from '../../lib/storage';
import { SELECTED_ROOMS_KEY } from '../../lib/search-criteria/selected-rooms';
import { offerKey } from './results';
import { offerFacts, reconcile, setCount, stepCount, type OfferFacts, type SelectionEntry } from './room-selection';

function initialSelection() {
  return {
    key: null as string | null,
    entries: [] as SelectionEntry[],
    /** What the results last said about each chosen offer, also while a filter hides it. */
    facts: {} as Record<string, OfferFacts>,
    /** New results took rooms out of the selection (sold out or fewer left). */
    adjusted: false,
  };
}

export const selectionState = proxy(initialSelection());

/** No rooms chosen, for no stay: as on a fresh page load (what session storage keeps stays). */
export function resetSelection(): void {
  Object.assign(selectionState, initialSelection());
}

const SELECTION_STORE_KEY = SELECTED_ROOMS_KEY;
const StoredSelectionSchema = z.object({
  key: z.string(),
  entries: z
    .array(
      z.object({
        room_type_code: z.string(),
        room_plan_code: z.string(),
        hotel_plan_code: z.string(),
        quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
      }),
    )
    .check(z.maxLength(50)),
  facts: z.record(
    z.string(),
    z.object({
      room_type_code: z.string(),
      room_plan_code: z.string(),
      hotel_plan_code: z.string(),
      plan_stock_count: z.number(),
      sale_limit: z.nullable(z.number()),
      room_count: z.number(),
      payment_methods: z.array(PaymentMethodSchema),
      price: PriceObjectSchema,
      room_name: z.string(),
      plan_name: z.string(),
    }),
  ),
});

function saveSelection(): void {
  const sel = selectionState;
  if (!sel.key || !sel.entries.length) {
    sessionStore.remove(SELECTION_STORE_KEY);
    return;
  }
  const facts: Record<string, OfferFacts> = {};
  for (const e of sel.entries) {
    const k = offerKey(e.room_type_code, e.room_plan_code);
    if (sel.facts[k]) facts[k] = sel.facts[k];
  }
  sessionStore.set(SELECTION_STORE_KEY, { key: sel.key, entries: sel.entries, facts }, LIMITS.searchCookieMs);
}

function setSelection(key: string | null, entries: SelectionEntry[], facts: Record<string, OfferFacts>): void {
  Object.assign(selectionState, { key, entries, facts, adjusted: false });
}

/**
 * The selection follows the stay searched (`key`): another hotel, other dates or other rooms
 * searched start an empty one; on the first look (a reload) the one kept in session storage comes
 * back if it belongs to this very stay.
 */
export function followStay(key: string | null): void {
  const sel = selectionState;
  if (sel.key === key) {
    // The booking step forgets the rooms once they are booked: none are chosen any more.
    if (key && sel.entries.length && !sessionStore.get(SELECTION_STORE_KEY, StoredSelectionSchema)) setSelection(key, [], {});
    return;
  }
  const kept = sel.key === null && key !== null ? sessionStore.get(SELECTION_STORE_KEY, StoredSelectionSchema) : undefined;
  if (kept && kept.key === key) {
    setSelection(key, kept.entries, kept.facts);
    return;
  }
  setSelection(key, [], {});
  saveSelection();
}

function rememberFacts(offer: OfferFacts): void {
  // A plain copy: what a component hands over may be a read-only view of another snapshot.
  selectionState.facts[offerKey(offer.room_type_code, offer.room_plan_code)] = JSON.parse(JSON.stringify(offer)) as OfferFacts;
}

/** One room more or one fewer of an offer (never below zero, never beyond what may be chosen: `searched` rooms at most). */
export function stepOffer(offer: OfferFacts, delta: 1 | -1, searched: number): void {
  if (!selectionState.key) return;
  rememberFacts(offer);
  selectionState.entries = stepCount(selectionState.entries, offer, delta, searched);
  selectionState.adjusted = false;
  saveSelection();
}

/** Sets an offer's count (zero takes it out of the selection; `searched` rooms at most). */
export function setOfferCount(offer: OfferFacts, count: number, searched: number): void {
  if (!selectionState.key) return;
  rememberFacts(offer);
  selectionState.entries = setCount(selectionState.entries, offer, count, searched);
  selectionState.adjusted = false;
  saveSelection();
}

export function clearSelection(): void {
  selectionState.entries = [];
  selectionState.facts = {};
  selectionState.adjusted = false;
  saveSelection();
}

export function dismissSelectionAdjusted(): void {
  selectionState.adjusted = false;
}

/**
 * New results for the stay `stay`: each chosen offer's facts are refreshed and its count kept
 * within what is left. An offer missing from results that no filter narrowed is no longer sold and
 * leaves.
 */
export function reconcileOffers(answer: RoomSearchAnswer['data'], query: { room_search_filters?: string; room_type_codes?: string; hotel_plan_codes?: string; room_plan_codes?: string }, stay: string | null, searched: number): void {
  const sel = selectionState;
  if (!sel.key || sel.key !== stay || !sel.entries.length) return;
  const fresh = offerFacts(answer.rooms);
  const narrowed = !!(query.room_search_filters || query.room_type_codes || query.hotel_plan_codes || query.room_plan_codes);
  const facts = new Map<string, OfferFacts>();
  for (const e of sel.entries) {
    const k = offerKey(e.room_type_code, e.room_plan_code);
    const known = fresh.get(k) ?? (narrowed ? sel.facts[k] : undefined);
    if (known) facts.set(k, known);
  }
  const { entries, changed } = reconcile(sel.entries, facts, searched);
  selectionState.facts = Object.fromEntries(facts);
  selectionState.entries = entries;
  if (changed) selectionState.adjusted = true;
  saveSelection();
}
