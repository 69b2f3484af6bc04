// Parts of the results page that only an interaction shows (the calendar, the guests editor,
// dialogs, plan details) load on demand, so the first paint of the page carries only what it
// shows. Once results are on screen they are fetched in idle time, so a tap rarely waits.
import { lazy } from 'react';

const loaders = {
  PriceCalendar: () => import('./PriceCalendar').then((m) => ({ default: m.PriceCalendar })),
  GuestsEditor: () => import('./GuestsEditor').then((m) => ({ default: m.GuestsEditor })),
  RoomDetailDialog: () => import('./RoomDetailDialog').then((m) => ({ default: m.RoomDetailDialog })),
  PlanDetails: () => import('./PlanDetails').then((m) => ({ default: m.PlanDetails })),
};

export const PriceCalendar = lazy(loaders.PriceCalendar);
export const GuestsEditor = lazy(loaders.GuestsEditor);
export const RoomDetailDialog = lazy(loaders.RoomDetailDialog);
export const PlanDetails = lazy(loaders.PlanDetails);

let prefetched = false;

export function prefetchOnDemandParts(): void {
  if (prefetched || typeof window === 'undefined') return;
  prefetched = true;
  const run = () => Object.values(loaders).forEach((load) => void load().catch(() => (prefetched = false)));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
