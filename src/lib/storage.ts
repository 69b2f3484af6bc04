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

/** True inside a frame (a hotel's page, a chatbot), where storage and cookies are the frame's site's own. */
export function inFrame(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/**
 * A chatbot frame's memory of its parent across full loads inside the frame (lib/chatbot.ts): a
 * frame's name lasts across its navigations. Only the parent's origin is kept, never its address.
 */
export const CHATBOT_FRAME_NAME = 'yadori-chatbot ';
/** The same for a hotel page's frame of the embed SDK (`iframe=embed`). */
export const EMBED_FRAME_NAME = 'yadori-embed ';

/** The chatbot parent's origin this frame remembers (or a hotel page's, with EMBED_FRAME_NAME), or null. */
export function rememberedChatbotParent(prefix = CHATBOT_FRAME_NAME): string | null {
  const name = typeof window !== 'undefined' && typeof window.name === 'string' ? window.name : '';
  if (!name.startsWith(prefix)) return null;
  const origin = name.slice(prefix.length);
  return /^https?:\/\/[^/?#\s]+$/.test(origin) ? origin : null;
}

export function setCookie(name: string, value: string, maxAgeMs: number): void {
  const attempts = inFrame() ? ['SameSite=None; Secure; Partitioned', 'SameSite=None; Secure'] : ['SameSite=Lax', 'SameSite=None; Secure; Partitioned'];
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

type Area = 'localStorage' | 'sessionStorage';

function areaOf(area: Area): Storage | undefined {
  try {
    return window[area];
  } catch {
    return undefined;
  }
}

export interface Store {
  /** Stores JSON with an optional expiry. */
  set(key: string, value: unknown, ttlMs?: number): void;
  /** Reads a stored value, parsed with its schema; expired or malformed values read as undefined. */
  get<S extends z.ZodMiniType>(key: string, schema: S): z.infer<S> | undefined;
  remove(key: string): void;
}

/** Storage with expiry in one area; where the area is blocked (some frames) values live in memory. */
function storeIn(area: Area): Store {
  const mem = (key: string) => `${area}:${key}`;
  const store: Store = {
    set(key, value, ttlMs) {
      const record = JSON.stringify({ v: value, e: ttlMs ? Date.now() + ttlMs : null });
      const target = areaOf(area);
      try {
        if (target) {
          target.setItem(key, record);
          return;
        }
      } catch {
        /* full or blocked: keep it in memory */
      }
      memory.set(mem(key), record);
    },
    get(key, schema) {
      let raw: string | null | undefined;
      try {
        raw = areaOf(area)?.getItem(key);
      } catch {
        raw = undefined;
      }
      raw ??= memory.get(mem(key));
      if (!raw) return undefined;
      try {
        const record = JSON.parse(raw) as { v: unknown; e: number | null };
        if (record.e !== null && record.e < Date.now()) {
          store.remove(key);
          return undefined;
        }
        const parsed = schema.safeParse(record.v);
        return parsed.success ? (parsed.data as z.infer<typeof schema>) : undefined;
      } catch {
        return undefined;
      }
    },
    remove(key) {
      try {
        areaOf(area)?.removeItem(key);
      } catch {
        /* memory only */
      }
      memory.delete(mem(key));
    },
  };
  return store;
}

/** Kept across visits (local storage). */
export const localStore = storeIn('localStorage');
/** Kept for this tab's visit (session storage). */
export const sessionStore = storeIn('sessionStorage');

export const storeSet = localStore.set;
export const storeGet = localStore.get;
export const storeRemove = localStore.remove;
