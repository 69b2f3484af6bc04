// Signing in through another provider (document 1 §1: social login, messaging-app login, single
// sign-on): each start asks the API where to send the browser and keeps the state it answered for
// this tab, so only the tab that started a sign-on may finish it.
import * as z from 'zod/mini';
import type { LoginWidget } from '../../../contract';
import { keepLineLoginState, SIGN_ON_STATE_TTL_MS } from '../../lib/line-login-state';
import { sessionStore } from '../../lib/storage';
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

/** Asks where LINE Login starts, keeping the state this tab starts it with. */
export async function authorizeLine(hotelCode: string, returnTo: string): Promise<{ authorize_url: string; state: string }> {
  const { lineAuthorize } = await import('./members-api');
  const answer = await lineAuthorize(hotelCode, returnTo);
  keepLineLoginState(answer.state);
  return answer;
}

/** Asks where the brand's single sign-on starts, keeping the state this tab starts it with. */
export async function authorizeOpenId(hotelCode: string, returnTo: string): Promise<{ authorize_url: string; state: string }> {
  const { openIdAuthorize } = await import('./members-api');
  const answer = await openIdAuthorize(hotelCode, returnTo);
  sessionStore.set(SSO_STATE_KEY, answer.state, SIGN_ON_STATE_TTL_MS);
  return answer;
}

/** Sends this tab to the provider (outside a frame; in one, see lib/sign-on-window.ts). */
export async function startInTab(authorize: Promise<{ authorize_url: string }>): Promise<void> {
  window.location.assign((await authorize).authorize_url);
}

/** The sign-on state this tab started with (null when it started none). */
export function expectedSsoState(): string | null {
  return sessionStore.get(SSO_STATE_KEY, z.string()) ?? null;
}

export function forgetSsoState(): void {
  sessionStore.remove(SSO_STATE_KEY);
}
