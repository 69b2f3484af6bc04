// Secrets that arrive in the address of a chat page, taken out of it the moment this module is
// evaluated (it is imported by the route table, so before the app starts or renders) and held in
// memory only, so they never stay in the tab's history:
// - /iframe-token and /iframe-liff-token: the one-time token an opener or parent hands over in the fragment (`#token=…`);
//   a fragment is never sent to a server, not even in a Referer;
// - /chat-sign-up-done: the `confirmation_token` of the sign-up confirmation link.
export const HAND_OFF_PATH = '/iframe-token';
/** The same hand-off for a frame the LINE mini-app opens. */
export const LIFF_HAND_OFF_PATH = '/iframe-liff-token';
export const SIGN_UP_DONE_PATH = '/chat-sign-up-done';

const held: { handOff: string | null; confirmation: string | null } = { handOff: null, confirmation: null };

function replaceAddress(search: URLSearchParams, fragment: URLSearchParams): void {
  const q = search.toString();
  const f = fragment.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${q ? `?${q}` : ''}${f ? `#${f}` : ''}`);
}

/** Moves the page's secret from the address into memory (its own page only). */
export function captureAddressSecrets(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  if ((pathname === HAND_OFF_PATH || pathname === LIFF_HAND_OFF_PATH) && hash.length > 1) {
    const fragment = new URLSearchParams(hash.slice(1));
    if (fragment.has('token')) {
      held.handOff = fragment.get('token') ?? '';
      fragment.delete('token');
      replaceAddress(new URLSearchParams(search), fragment);
    }
  }
  if (pathname === SIGN_UP_DONE_PATH && search.includes('confirmation_token')) {
    const query = new URLSearchParams(search);
    if (query.has('confirmation_token')) {
      held.confirmation = query.get('confirmation_token') ?? '';
      query.delete('confirmation_token');
      replaceAddress(query, new URLSearchParams(hash.slice(1)));
    }
  }
}

/** The held secret of a page (null when none came). */
export function heldSecret(kind: keyof typeof held): string | null {
  captureAddressSecrets();
  return held[kind];
}

/** Forgets a secret once it was used. */
export function forgetSecret(kind: keyof typeof held): void {
  held[kind] = null;
}

const runs = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once per key for this page load: a secret is spent once even when a component
 * mounts twice; later callers share the first outcome.
 */
export function once<T>(key: string, work: () => Promise<T>): Promise<T> {
  let run = runs.get(key) as Promise<T> | undefined;
  if (!run) {
    run = work();
    runs.set(key, run);
  }
  return run;
}

captureAddressSecrets();
