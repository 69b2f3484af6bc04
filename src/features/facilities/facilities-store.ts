// The brand's hotels and their inventory by week (document 2 §7.3 GET /hotel_brands/{id}/hotels,
// GET /hotel_brands/{id}/inventory). Each week and party size is kept under its own key, so an
// answer that arrives late lands where it belongs and going back a week shows at once.
import { proxy } from 'valtio';
import type { HotelInfo } from '../../../contract';
import type { AnswerOf } from '../../../contract/endpoint';
import { getBrandInventory, listBrandHotels } from '../../../contract/endpoints/hotels';
import { api } from '../../lib/api';
import { ApiCallError } from '../../lib/api/client';
import { addDays } from '../../../contract/dates';
import { WEEK_LENGTH } from './week';

export type InventoryRow = AnswerOf<typeof getBrandInventory>['data'][number];

/** What the view needs to pick a message: the HTTP status (0: network) and the catalogue code. */
export interface LoadError {
  status: number;
  code: number | undefined;
}

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: LoadError };

export const facilitiesState = proxy({
  brandId: null as number | null,
  hotels: null as Load<HotelInfo[]> | null,
  inventory: {} as Record<string, Load<InventoryRow[]>>,
});

export function inventoryKey(brandId: number, start: string, adults: number): string {
  return `${brandId}|${start}|${adults}`;
}

function toLoadError(error: unknown): LoadError {
  if (error instanceof ApiCallError) return { status: error.status, code: error.code };
  return { status: -1, code: undefined };
}

/** Loads the brand's hotels once per brand; `force` asks again (the retry button). */
export async function loadHotels(brandId: number, force = false): Promise<void> {
  if (facilitiesState.brandId !== brandId) {
    facilitiesState.brandId = brandId;
    facilitiesState.hotels = null;
  }
  const current = facilitiesState.hotels;
  if (current && (current.status === 'loading' || (current.status === 'ready' && !force))) return;
  facilitiesState.hotels = { status: 'loading' };
  try {
    const answer = await api.call(listBrandHotels, { params: { id: String(brandId) } });
    if (facilitiesState.brandId === brandId) facilitiesState.hotels = { status: 'ready', data: answer.data };
  } catch (error) {
    if (facilitiesState.brandId === brandId) facilitiesState.hotels = { status: 'error', error: toLoadError(error) };
  }
}

/** Loads one week (start and the six days after it) for a party of `adults` in one room. */
export async function loadInventory(brandId: number, start: string, adults: number, force = false): Promise<void> {
  const key = inventoryKey(brandId, start, adults);
  const current = facilitiesState.inventory[key];
  if (current && (current.status === 'loading' || (current.status === 'ready' && !force))) return;
  facilitiesState.inventory[key] = { status: 'loading' };
  try {
    const answer = await api.call(getBrandInventory, {
      params: { id: String(brandId) },
      // end_date is inclusive on the wire.
      query: { start_date: start, end_date: addDays(start, WEEK_LENGTH - 1), adults: String(adults) },
    });
    facilitiesState.inventory[key] = { status: 'ready', data: answer.data };
  } catch (error) {
    facilitiesState.inventory[key] = { status: 'error', error: toLoadError(error) };
  }
}

/** Forgets everything (tests, and a brand change). */
export function resetFacilities(): void {
  facilitiesState.brandId = null;
  facilitiesState.hotels = null;
  facilitiesState.inventory = {};
}
