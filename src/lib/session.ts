// Where the client session and the member's token live: the client session in a 0.75-day cookie
// (Partitioned when framed), the member token in local storage per brand (document 1 §3).
import * as z from 'zod/mini';
import { CLIENT_SESSION_COOKIE_MS, ClientSessionAnswerSchema } from '../../contract';
import { deleteCookie, inFrame, readCookie, setCookie, storeGet, storeRemove, storeSet } from './storage';
import type { RuntimeConfig } from './runtime-config';
import { APP_VERSION } from './runtime-config';
import { HEADERS } from '../../contract';

const CLIENT_SESSION_COOKIE = 'yadori_cs';
const TokenSchema = z.string().check(z.minLength(10));

let accessToken: string | null = null;
let pending: Promise<string> | null = null;

async function fetchClientSession(config: RuntimeConfig): Promise<string> {
  const res = await fetch(`${config.apiBaseUrl}/api/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADERS.appVersion]: APP_VERSION },
    body: JSON.stringify({ key: config.clientKey, secret: config.clientSecret }),
  });
  const parsed = ClientSessionAnswerSchema.safeParse(await res.json().catch(() => null));
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

/**
 * In a cross-site frame with third-party cookies blocked, the browser blocks the frame's storage
 * too; a Partitioned cookie (one jar per host site) still sticks, so the token is kept there as well.
 */
const tokenCookie = (brandId: number) => `yadori_ut_${brandId}`;
const MEMBER_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

export function loadAccessToken(brandId: number): string | null {
  const cookie = inFrame() ? readCookie(tokenCookie(brandId)) : undefined;
  accessToken = storeGet(tokenKey(brandId), TokenSchema) ?? (cookie && TokenSchema.safeParse(cookie).success ? cookie : null);
  return accessToken;
}

export function saveAccessToken(brandId: number, token: string): void {
  accessToken = token;
  storeSet(tokenKey(brandId), token);
  if (inFrame()) setCookie(tokenCookie(brandId), token, MEMBER_TOKEN_MS);
}

/** Forgets the member's token; with no brand known, only the one in memory. */
export function forgetAccessToken(brandId: number | undefined): void {
  accessToken = null;
  if (brandId === undefined) return;
  storeRemove(tokenKey(brandId));
  deleteCookie(tokenCookie(brandId));
}
