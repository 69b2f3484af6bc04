// What the results' details fetch on demand: each cancellation policy once, the stay's extras (to
// name a plan's inclusive ones), and the hotel's photo and facts for the header card. Components
// read snapshots; these verbs are the only writers (search-store loads the plans' details through
// them).
import { proxy } from 'valtio';
import type { CancellationPolicy, Extra, HotelInfo } from '../../../contract';
import { appState } from '../../lib/app-store';
import { fetchHotel } from './search-api';

type Status = 'idle' | 'loading' | 'ready' | 'error';

function initialExtras() {
  return { key: null as string | null, status: 'idle' as Status, list: [] as Extra[] };
}

function initialDetails() {
  return {
    policies: {} as Record<number, { status: Status; policy: CancellationPolicy | null }>,
    extras: initialExtras(),
    hotel: { code: null as string | null, info: null as HotelInfo | null },
  };
}

export const detailsState = proxy(initialDetails());

/** Nothing fetched: as on a fresh page load. */
export function resetDetails(): void {
  Object.assign(detailsState, initialDetails());
}

/** Another hotel: its plans' policies and extras are its own (the header card follows the hotel by itself). */
export function forgetPlanDetails(): void {
  detailsState.policies = {};
  detailsState.extras = initialExtras();
}

/** One policy: on its way, known, or failed. */
export function setPolicy(id: number, status: Status, policy: CancellationPolicy | null = null): void {
  detailsState.policies[id] = { status, policy };
}

/** The stay's extras asked with `key`: on their way, known, or failed. */
export function setExtras(key: string, status: Status, list: Extra[] = []): void {
  detailsState.extras = { key, status, list };
}

/** The hotel's photo and facts for the header card; optional, so failures are quiet. */
export async function loadHotel(): Promise<void> {
  const code = appState.hotelCode;
  if (!code || detailsState.hotel.code === code) return;
  detailsState.hotel = { code, info: null };
  try {
    const answer = await fetchHotel(code);
    if (detailsState.hotel.code === code) detailsState.hotel.info = answer.data;
  } catch {
    /* the header card shows without a photo */
  }
}
