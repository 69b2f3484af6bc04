// Text no store may hold: a NUL character (U+0000), which PostgreSQL refuses in text, and a lone
// UTF-16 surrogate, which is no character at all. Every request's query, path and body are read
// once before any route: the first such string answers 400 naming its field.

/** A lone surrogate: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return null;
}

/** The path (`rooms.0.name`) and the problem of the first string in `value` no store may hold. */
export function unstorableText(value: unknown, path = '', depth = 0): { field: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = badText(value);
    return problem ? { field: path || 'value', problem } : null;
  }
  // Bodies are bounded by the body limit; the depth bound keeps a hostile nesting cheap.
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const keyProblem = badText(key);
    if (keyProblem) return { field: at, problem: keyProblem };
    const found = unstorableText(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}
