// The search's results with their preload copy (document 1 §4 "Results state"): the last results
// shown dimmed while new ones load, whose member they were searched for, the search's error, and a
// metasearch arrival's first search and highlight. Components read snapshots; these verbs are the
// only writers (search-store runs the search through them).
import { proxy } from 'valtio';
import type { RoomSearchAnswer } from '../../../contract';
import { onLanguageChange } from '../../lib/language';

export type SearchAnswer = RoomSearchAnswer['data'];

export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** A code of the search the hotel refused: the results shown were searched without it. */
export interface RefusedCode {
  field: 'promo_code' | 'coupon_code';
  code: string;
  /** Why, in the guest's words (document 2 §8: 2001, 1500, 1501). */
  reason: Message;
}

function initialMetasearch() {
  return {
    /** The first search of a metasearch arrival has been made. */
    initialSearchDone: false,
    /** The offer the guest came for stands out until they touch the filters. */
    highlight: true,
  };
}

function initialResults() {
  return {
    status: 'idle' as Status,
    results: null as SearchAnswer | null,
    /** The last results, shown dimmed while new ones load; only while no real results exist. */
    preload: null as SearchAnswer | null,
    /**
     * Whether each was searched for a signed-in member: their prices are the member's or the guest's
     * by that, not by who is signed in now (the guest's results stay on screen while a sign-in's
     * search for member prices loads).
     */
    resultsForMember: false,
    preloadForMember: false,
    error: null as Message | null,
    /** Codes of the search that could not be used: the results were searched without them. */
    refused: [] as RefusedCode[],
    /** What the search shown (or running) was asked with; null asks for a search. */
    requestKey: null as string | null,
    metasearch: initialMetasearch(),
  };
}

export const resultsState = proxy(initialResults());

/** No results and no search asked for: as on a fresh page load. */
export function resetResults(): void {
  Object.assign(resultsState, initialResults());
}

/** Rooms and plans were fetched for another hotel or in the old language: drop them (document 1 §4 "Language change"). */
export function clearRoomsAndPlans(): void {
  resultsState.results = null;
  resultsState.preload = null;
  resultsState.requestKey = null;
  resultsState.status = 'idle';
}

onLanguageChange(() => clearRoomsAndPlans());

/** Another hotel: a metasearch arrival there starts afresh. */
export function resetMetasearch(): void {
  resultsState.metasearch = initialMetasearch();
}

/** The guest touched the filters: the offer they came for no longer stands out. */
export function stopHighlight(): void {
  resultsState.metasearch.highlight = false;
}

/** The next run searches even when the search equals the last one (the guest pressed Search). */
export function searchAgain(): void {
  resultsState.requestKey = null;
}

/** A search goes out: the results shown so far stay, dimmed, as its preload copy. */
export function searchStarted(key: string): void {
  resultsState.requestKey = key;
  resultsState.status = 'loading';
  resultsState.error = null;
  resultsState.refused = [];
  if (resultsState.results) {
    resultsState.preload = resultsState.results;
    resultsState.preloadForMember = resultsState.resultsForMember;
  }
  resultsState.results = null;
}

/** The search's answer, searched for a member or not (and without the codes refused, if any). A metasearch arrival's first search is made: later ones go without its fields. */
export function searchAnswered(answer: SearchAnswer, forMember: boolean, refused: readonly RefusedCode[] = []): void {
  resultsState.refused = [...refused];
  resultsState.results = answer;
  resultsState.resultsForMember = forMember;
  resultsState.preload = null;
  resultsState.status = 'ready';
  resultsState.metasearch.initialSearchDone = true;
}

/** The search failed: the message says why; the preload copy goes. */
export function searchFailed(error: Message): void {
  resultsState.refused = [];
  resultsState.status = 'error';
  resultsState.error = error;
  resultsState.preload = null;
}

/** The search as its results were searched: without the codes refused (what booking links carry). */
export function withoutRefused<C extends { promo_code: string | null; coupon_code: string | null }>(criteria: C, refused: readonly RefusedCode[]): C {
  if (!refused.length) return criteria;
  const out = { ...criteria };
  for (const r of refused) out[r.field] = null;
  return out;
}
