// Parts of the results page that only an interaction shows (the calendar, the guests editor,
// dialogs, plan details) load on demand (and those of a search of several rooms with one), so the first screen carries only what it shows. They are
// fetched as soon as the guest first touches, clicks or presses a key on the page (a phone in a chat frame
// does not pay for dialogs nobody opens), so the tap that opens one rarely waits.
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

// A search of several rooms shows these from the start: they come with such a search, not before.
const multiRoom = () => import('./multi-room');
export const RoomCounter = lazy(() => multiRoom().then((m) => ({ default: m.RoomCounter })));
export const SelectionBar = lazy(() => multiRoom().then((m) => ({ default: m.SelectionBar })));

let prefetched = false;
const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

export function prefetchOnDemandParts(): void {
  if (prefetched || typeof window === 'undefined') return;
  prefetched = true;
  const run = () => {
    for (const name of FIRST_INTERACTION) window.removeEventListener(name, run, true);
    Object.values(loaders).forEach((load) => void load().catch(() => (prefetched = false)));
  };
  for (const name of FIRST_INTERACTION) window.addEventListener(name, run, { capture: true, passive: true });
}
