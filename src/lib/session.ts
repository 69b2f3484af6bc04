// Where the client session and the member's token live: the client session in a 0.75-day cookie
// (Partitioned when framed); the member's token held by the widget, never by an API cookie. The
// widget must hold it: it sends it as the bearer header the API (another origin) reads, and hands
// it to a chatbot's page. It is kept in exactly one place: local storage per brand (document 1 §3);
// where the browser denies a cross-site frame its storage (third-party cookies blocked), in a
// Partitioned cookie of the widget's, one jar per host site, which such browsers still keep.
import * as z from 'zod/mini';
import { CLIENT_SESSION_COOKIE_MS } from '../../contract';
import { pathOf } from '../../contract/endpoint';
import { createClientSession } from '../../contract/endpoints/sessions';
import { deleteCookie, readCookie, setCookie, storeGet, storeRemove, storeSet } from './storage';
import type { RuntimeConfig } from './runtime-config';
import { APP_VERSION } from './runtime-config';
import { HEADERS } from '../../contract';

const CLIENT_SESSION_COOKIE = 'yadori_cs';
const TokenSchema = z.string().check(z.minLength(10));

let accessToken: string | null = null;
let pending: Promise<string> | null = null;

async function fetchClientSession(config: RuntimeConfig): Promise<string> {
  const res = await fetch(`${config.apiBaseUrl}${pathOf(createClientSession)}`, {
    method: createClientSession.method,
    headers: { 'content-type': 'application/json', [HEADERS.appVersion]: APP_VERSION },
    body: JSON.stringify({ key: config.clientKey, secret: config.clientSecret }),
  });
  const parsed = createClientSession.answer.safeParse(await res.json().catch(() => null));
  if (!res.ok || !parsed.success) throw new Error(`client session refused (${res.status})`);
  setCookie(CLIENT_SESSION_COOKIE, parsed.data.data.client_session, CLIENT_SESSION_COOKIE_MS);
  return parsed.data.data.client_session;
}

/** The stored client session, or a new one; concurrent callers share one request. */
export function clientSession(config: RuntimeConfig): Promise<string> {
  const stored = readCookie(CLIENT_SESSION_COOKIE);
  if (stored) return Promise.resolve(stored);
  return refreshClientSession(config);
}

export function refreshClientSession(config: RuntimeConfig): Promise<string> {
  pending ??= fetchClientSession(config).finally(() => {
    pending = null;
  });
  return pending;
}

export function clearClientSession(): void {
  deleteCookie(CLIENT_SESSION_COOKIE);
}

const tokenKey = (brandId: number) => `yadori:user_token:${brandId}`;

export function currentAccessToken(): string | null {
  return accessToken;
}

/** Where a frame may not use local storage: the token's Partitioned cookie. */
const tokenCookie = (brandId: number) => `yadori_ut_${brandId}`;
const MEMBER_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether this document may use local storage (a cross-site frame may be denied it: reading it throws). */
function storageUsable(): boolean {
  try {
    return !!window.localStorage;
  } catch {
    return false;
  }
}

export function loadAccessToken(brandId: number): string | null {
  if (storageUsable()) {
    // One place only: a cookie left from a visit without storage goes.
    deleteCookie(tokenCookie(brandId));
    accessToken = storeGet(tokenKey(brandId), TokenSchema) ?? null;
  } else {
    const cookie = readCookie(tokenCookie(brandId));
    accessToken = cookie && TokenSchema.safeParse(cookie).success ? cookie : null;
  }
  return accessToken;
}

export function saveAccessToken(brandId: number, token: string): void {
  accessToken = token;
  if (storageUsable()) storeSet(tokenKey(brandId), token);
  else setCookie(tokenCookie(brandId), token, MEMBER_TOKEN_MS);
}

/** Forgets the member's token; with no brand known, only the one in memory. */
export function forgetAccessToken(brandId: number | undefined): void {
  accessToken = null;
  if (brandId === undefined) return;
  storeRemove(tokenKey(brandId));
  deleteCookie(tokenCookie(brandId));
}
