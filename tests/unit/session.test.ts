// @vitest-environment jsdom
// Where the member's token lives in the widget: in exactly one place, local storage per brand, or,
// where the browser denies a cross-site frame its storage, a Partitioned cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StorageModule from '../../src/lib/storage';

const frame = vi.hoisted(() => ({ inside: true }));
vi.mock('../../src/lib/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof StorageModule>()),
  inFrame: () => frame.inside,
}));

const { currentAccessToken, forgetAccessToken, loadAccessToken, saveAccessToken } = await import('../../src/lib/session');

const BRAND = 1;
const TOKEN = 'member-session-token-0123456789';
const cookieOf = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let writes: string[] = [];

/** Every cookie the page writes, as written (jsdom keeps no Partitioned jar of its own). */
function recordCookieWrites(): void {
  writes = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieOf.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      cookieOf.set!.call(document, value);
    },
  });
}

const cookieNames = () => document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean);
const tokenCookieWrites = () => writes.filter((w) => w.startsWith('yadori_ut_') && !/Max-Age=0\b/.test(w));

beforeEach(() => {
  frame.inside = true;
  localStorage.clear();
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  forgetAccessToken(BRAND);
  recordCookieWrites();
});
afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  vi.restoreAllMocks();
});

describe('the member token', () => {
  it('is kept in local storage per brand inside a frame where storage works, and then in no cookie', () => {
    saveAccessToken(BRAND, TOKEN);
    expect(tokenCookieWrites()).toEqual([]);
    expect(cookieNames().filter((n) => n.startsWith('yadori_ut_'))).toEqual([]);
    expect(JSON.parse(localStorage.getItem(`yadori:user_token:${BRAND}`)!)).toMatchObject({ v: TOKEN });
    forgetAccessToken(undefined);
    expect(loadAccessToken(BRAND)).toBe(TOKEN);
    expect(loadAccessToken(2)).toBeNull();
  });

  it('is kept in a Partitioned cookie where the frame may not use storage, and only there', () => {
    const denied = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    saveAccessToken(BRAND, TOKEN);
    // (Framed, lib/storage.ts writes it Partitioned first: e2e/members-frame.spec.ts.)
    expect(tokenCookieWrites()[0]).toMatch(new RegExp(`^yadori_ut_${BRAND}=${TOKEN};`));
    forgetAccessToken(undefined);
    expect(loadAccessToken(BRAND)).toBe(TOKEN);
    denied.mockRestore();
    expect(localStorage.getItem(`yadori:user_token:${BRAND}`)).toBeNull();
  });

  it('where storage works, a cookie left from a visit without it is deleted on load, not used', () => {
    document.cookie = `yadori_ut_${BRAND}=${TOKEN}; Path=/`;
    document.cookie = 'yadori_search_demo-tokyo=adults%3D2; Path=/';
    expect(loadAccessToken(BRAND)).toBeNull();
    expect(currentAccessToken()).toBeNull();
    expect(cookieNames()).toEqual(['yadori_search_demo-tokyo']);
  });

  it('outside a frame too, writes no cookie and forgets the stored token on sign-out', () => {
    frame.inside = false;
    saveAccessToken(BRAND, TOKEN);
    expect(tokenCookieWrites()).toEqual([]);
    forgetAccessToken(BRAND);
    expect(localStorage.getItem(`yadori:user_token:${BRAND}`)).toBeNull();
    expect(loadAccessToken(BRAND)).toBeNull();
  });
});
