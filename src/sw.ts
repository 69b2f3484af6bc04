// The widget's service worker: the offline shell. It keeps the page, the entry, its CSS and the
// route and translation chunks (the list is written in at build time, scripts/vite/offline-shell.ts),
// and answers a page load from the network, or with the kept page when the network fails.
//
// It handles nothing else: the booking API lives on another origin and no route here matches it,
// so no price, room or session is ever answered from this worker's cache.
//
// A new release installs beside the running one and waits: it takes over once every tab of the
// widget is closed (no skipWaiting, no clients.claim), so nothing swaps the code of a page in the
// middle of a booking.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** What this file uses of a service worker's global scope (the project's types are the page's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}
declare const self: WorkerScope;

/** The kept page: `/` as the widget server answers it, runtime config included. */
const SHELL = '/';

// Page loads first, so the kept page never stands in for a page the network can give: each load
// gets the hotel's own page (its manifest, its colours) and the current release.
registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    try {
      const preloaded = (await (event as { preloadResponse?: Promise<Response | undefined> }).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  }),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The page's request starts while the worker wakes up.
self.addEventListener('activate', (event) => {
  const preload = self.registration.navigationPreload;
  if (preload) event.waitUntil(preload.enable());
});
