// Whether the device is online, as the browser says (navigator.onLine and its online/offline
// events). Offline, nothing is booked or priced: the shell says so, and what waits for the
// connection carries on by itself when it is back.
import { proxy, useSnapshot } from 'valtio';

export const connectivity = proxy({
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
});

const reconnectListeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    connectivity.online = false;
  });
  window.addEventListener('online', () => {
    connectivity.online = true;
    for (const listener of [...reconnectListeners]) listener();
  });
}

export function isOffline(): boolean {
  return !connectivity.online;
}

export function useOnline(): boolean {
  return useSnapshot(connectivity).online;
}

/** Calls `listener` each time the connection comes back; returns the way to stop. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

/**
 * Resolves when trying again makes sense after the service could not be reached: when the
 * connection comes back, or (online, the service itself unreachable) after a wait that grows with
 * each attempt, from 5 seconds up to a minute.
 */
export function nextChanceToConnect(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      stop();
      if (timer !== undefined) clearTimeout(timer);
      resolve();
    };
    const stop = onReconnect(done);
    if (connectivity.online) timer = setTimeout(done, Math.min(5_000 * 2 ** attempt, 60_000));
  });
}
