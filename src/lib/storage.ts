// Cookies and local storage with expiry. Inside a cross-site frame a cookie only sticks when it
// is Partitioned (one jar per host site) and storage is partitioned too; when neither works the
// value lives in memory for the visit.
import type * as z from 'zod/mini';

const memory = new Map<string, string>();

function writeCookie(name: string, value: string, maxAgeMs: number, attrs: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; ${attrs}`;
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return memory.get(`cookie:${name}`);
}

export function setCookie(name: string, value: string, maxAgeMs: number): void {
  const framed = window.top !== window.self;
  const attempts = framed ? ['SameSite=None; Secure; Partitioned', 'SameSite=None; Secure'] : ['SameSite=Lax', 'SameSite=None; Secure; Partitioned'];
  for (const attrs of attempts) {
    writeCookie(name, value, maxAgeMs, attrs);
    if (readCookie(name) === value) {
      memory.delete(`cookie:${name}`);
      return;
    }
  }
  memory.set(`cookie:${name}`, value);
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=None; Secure; Partitioned`;
  document.cookie = `${name}=; Max-Age=0; Path=/`;
  memory.delete(`cookie:${name}`);
}

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Stores JSON with an optional expiry. */
export function storeSet(key: string, value: unknown, ttlMs?: number): void {
  const record = JSON.stringify({ v: value, e: ttlMs ? Date.now() + ttlMs : null });
  try {
    local()?.setItem(key, record);
  } catch {
    memory.set(key, record);
    return;
  }
  if (!local()) memory.set(key, record);
}

/** Reads a stored value, parsed with its schema; expired or malformed values read as undefined. */
export function storeGet<S extends z.ZodMiniType>(key: string, schema: S): z.infer<S> | undefined {
  let raw: string | null | undefined;
  try {
    raw = local()?.getItem(key);
  } catch {
    raw = undefined;
  }
  raw ??= memory.get(key);
  if (!raw) return undefined;
  try {
    const record = JSON.parse(raw) as { v: unknown; e: number | null };
    if (record.e !== null && record.e < Date.now()) {
      storeRemove(key);
      return undefined;
    }
    const parsed = schema.safeParse(record.v);
    return parsed.success ? (parsed.data as z.infer<S>) : undefined;
  } catch {
    return undefined;
  }
}

export function storeRemove(key: string): void {
  try {
    local()?.removeItem(key);
  } catch {
    /* storage unavailable: memory only */
  }
  memory.delete(key);
}
