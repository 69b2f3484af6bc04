// Signing in through another provider (document 1 §1: social login, messaging-app login, single
// sign-on): each start asks the API where to send the browser and keeps the state it answered for
// this tab, so only the tab that started a sign-on may finish it.
import * as z from 'zod/mini';
import type { LoginWidget } from '../../../contract';
import { LINE_LOGIN_STATE_KEY } from '../../lib/line-login-state';
import { lineAuthorize, openIdAuthorize } from './members-api';
import type { Snap } from './visibility';

export type SignOnProvider = 'line' | 'facebook' | 'open_id';

const SSO_STATE_KEY = 'yadori:sso-state';

/** The providers the hotel offers, in the order their buttons show. */
export function signOnProviders(loginWidget: Snap<LoginWidget> | null): { provider: SignOnProvider; appId?: string }[] {
  if (!loginWidget) return [];
  const out: { provider: SignOnProvider; appId?: string }[] = [];
  // Single sign-on: the brand's own identity provider.
  if (loginWidget.direct_sso_enabled) out.push({ provider: 'open_id' });
  for (const s of loginWidget.sns_auth_settings) out.push({ provider: s.provider, appId: s.app_id });
  return out;
}

function keep(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    /* a frame without storage: the API still checks the state is its own, unused and fresh */
  }
}

function kept(key: string): string | null {
  try {
    return z.string().safeParse(sessionStorage.getItem(key)).data ?? null;
  } catch {
    return null;
  }
}

export async function startLine(hotelCode: string, returnTo: string): Promise<void> {
  const { authorize_url, state } = await lineAuthorize(hotelCode, returnTo);
  keep(LINE_LOGIN_STATE_KEY, state);
  window.location.assign(authorize_url);
}

export async function startOpenId(hotelCode: string, returnTo: string): Promise<void> {
  const { authorize_url, state } = await openIdAuthorize(hotelCode, returnTo);
  keep(SSO_STATE_KEY, state);
  window.location.assign(authorize_url);
}

/** The sign-on state this tab started with (null when it started none, or storage is blocked). */
export function expectedSsoState(): string | null {
  return kept(SSO_STATE_KEY);
}

export function forgetSsoState(): void {
  try {
    sessionStorage.removeItem(SSO_STATE_KEY);
  } catch {
    /* nothing kept */
  }
}
