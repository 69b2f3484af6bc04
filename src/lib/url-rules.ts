// URL rules applied before anything renders (document 1 §2): legacy `#/…` URLs become plain
// paths, a double slash before the query is corrected, and a URL carrying an e-mail address is
// cleaned (except on reservation confirmation) with analytics switched off for the visit.

const EMAIL_RE = /[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

export interface NormalizedUrl {
  /** path + query + hash to show; equal to the input when nothing changed. */
  url: string;
  changed: boolean;
  analyticsDisabled: boolean;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function split(href: string): { pathname: string; search: string; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const rest = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = rest.indexOf('?');
  const search = queryAt >= 0 ? rest.slice(queryAt) : '';
  return { pathname: (queryAt >= 0 ? rest.slice(0, queryAt) : rest) || '/', search: search === '?' ? '' : search, hash };
}

/** `href` is path + query + hash (location.pathname + location.search + location.hash). */
export function normalizeUrl(href: string): NormalizedUrl {
  const original = href;
  let { pathname, search, hash } = split(href);

  // Legacy hash routing: "/#/booking/result?code=a" -> "/booking/result?code=a".
  if (hash.startsWith('#/')) {
    const legacy = split(hash.slice(1));
    const merged = new URLSearchParams(search);
    new URLSearchParams(legacy.search).forEach((v, k) => merged.set(k, v));
    const root = pathname.replace(/\/+$/, '');
    pathname = `${root}${legacy.pathname}`.replace(/\/{2,}/g, '/');
    const q = merged.toString();
    search = q ? `?${q}` : '';
    hash = legacy.hash;
  }

  // A double slash before the query string: "//?" -> "/?".
  if (search) pathname = pathname.replace(/\/{2,}$/, '/');

  let analyticsDisabled = false;
  const onConfirmation = pathname.startsWith('/reservation/confirmation/');
  if (!onConfirmation && EMAIL_RE.test(safeDecode(`${pathname}${search}${hash}`))) {
    analyticsDisabled = true;
    const params = new URLSearchParams(search);
    for (const [k, v] of [...params.entries()]) if (EMAIL_RE.test(safeDecode(v)) || EMAIL_RE.test(safeDecode(k))) params.delete(k);
    const q = params.toString();
    search = q ? `?${q}` : '';
    pathname = pathname
      .split('/')
      .filter((seg) => !EMAIL_RE.test(safeDecode(seg)))
      .join('/') || '/';
    if (EMAIL_RE.test(safeDecode(hash))) hash = '';
  }

  const url = `${pathname}${search}${hash}`;
  return { url, changed: url !== original, analyticsDisabled };
}
