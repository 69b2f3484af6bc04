// LIFF launch addresses. LINE opens the endpoint URL with the LIFF URL's extra path and query
// moved into `liff.state`; LIFF's init restores them. Until init resolves the address is not the
// one the guest opened, so nothing but the hotel (needed to find the LIFF id) is read before it.

import { LIFF_MARKS } from './launch';

export { LIFF_FLAG, LIFF_MARKS, looksLikeLiffLaunch } from './launch';

/**
 * The hotel code, looked for in the address and, before init, inside `liff.state`. Only the hotel
 * is read this early: it names the settings that hold the LIFF id.
 */
export function peekHotelCode(search: string): string | null {
  const q = new URLSearchParams(search);
  // Back from LINE Login, `code` is LINE's authorization code, not a hotel.
  const fromLine = q.has('liffClientId');
  const direct = q.get('hotel_code') ?? (fromLine ? null : q.get('code'));
  if (direct) return direct;
  const state = q.get('liff.state');
  if (!state) return null;
  const inner = pathAndQuery(state);
  if (!inner) return null;
  const iq = new URLSearchParams(inner.search);
  return iq.get('hotel_code') ?? iq.get('code');
}

/** A same-site path (and query) from `liff.state`; anything else (another site) is refused. */
export function pathAndQuery(state: string): { pathname: string; search: string; hash: string } | null {
  const value = state.startsWith('?') ? `/${state}` : state;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const url = new URL(value, 'http://widget.invalid');
  if (url.origin !== 'http://widget.invalid') return null;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The address with `liff.state` applied: its path replaces the endpoint's root path, its query is
 * added to the endpoint's own (its values win), and LINE's marks are removed. Null when there is
 * nothing to change. LIFF's init does this itself; this covers when it did not (mock mode).
 */
export function restoreLiffState(href: string): string | null {
  const url = new URL(href);
  const state = url.searchParams.get('liff.state');
  const marked = LIFF_MARKS.some((m) => url.searchParams.has(m));
  if (!marked) return null;
  const inner = state ? pathAndQuery(state) : null;
  const fromLine = url.searchParams.has('liffClientId');
  const query = new URLSearchParams(url.search);
  for (const m of LIFF_MARKS) query.delete(m);
  // LINE Login's own code and state belong to LIFF, never to the widget.
  if (fromLine) {
    query.delete('code');
    query.delete('state');
  }
  let pathname = url.pathname;
  let hash = url.hash;
  if (inner) {
    if (inner.pathname !== '/') pathname = url.pathname === '/' ? inner.pathname : `${url.pathname.replace(/\/$/, '')}${inner.pathname}`;
    for (const [k, v] of new URLSearchParams(inner.search)) query.set(k, v);
    if (inner.hash) hash = inner.hash;
  }
  const search = query.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash}`;
}
