// Origins for the bridge. A parent window is addressed by exactly one serialised origin
// (`scheme://host[:port]`), taken from the `parentUrl` start-up parameter and compared by string
// equality after the URL parser has normalised it. No suffix, prefix or pattern matching: a
// look-alike such as `https://hotel.example.com.evil.test` or `https://evilhotel.example.com` is a
// different origin from `https://hotel.example.com`, and so is another port or another scheme.

/** postMessage's "any origin" target. Only bridge/child.ts may choose it, and only when allowed. */
export const ANY_ORIGIN = '*';

/**
 * The origin of `url`, or null when it has none we will talk to: unparsable or relative text,
 * an opaque origin (`null`, `data:`, `blob:` of an opaque document, `about:`), `file:`, or any
 * scheme other than http and https.
 */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!parsed.hostname) return null;
  // URL.origin lower-cases the host, converts it to ASCII (punycode) and drops a default port.
  return parsed.origin;
}

/**
 * Does a message's origin (`MessageEvent.origin`, already serialised by the browser) equal the
 * expected origin? The actual value goes through the same parser, so `'null'`, `file://` and
 * anything that is not an http(s) origin never match; there is no wildcard here.
 */
export function isSameOrigin(expected: string, actual: string | null | undefined): boolean {
  const normalisedExpected = originOf(expected);
  if (normalisedExpected === null || expected !== normalisedExpected) return false;
  // An origin carries no path, query or credentials: anything more is not an origin.
  if (typeof actual !== 'string' || actual !== originOf(actual)) return false;
  return actual === normalisedExpected;
}
