// Signing in with Facebook: a user access token from Facebook's login dialog (Facebook's SDK for
// a real Facebook app; the API's sandbox dialog otherwise), exchanged on the API. A person Facebook
// knows but no member is linked to is asked for sign-up details, prefilled from Facebook.
import * as z from 'zod/mini';
import type { Language, SocialPrefillSchema } from '../../../contract';
import { runtimeConfig } from '../../lib/api';
import { facebookAccessToken } from './facebook';

export type FacebookOutcome = { kind: 'signed_in' } | { kind: 'cancelled' } | { kind: 'needs_profile'; accessToken: string; prefill: z.infer<typeof SocialPrefillSchema> };

let sandbox: Promise<boolean> | null = null;

/**
 * Whether the booking API runs its own sandbox Facebook (it does when no real Facebook app is
 * configured): its dialog answers there, where a real setup has nothing.
 */
export function apiHasSandbox(): Promise<boolean> {
  sandbox ??= fetch(`${runtimeConfig.apiBaseUrl}/sandbox/facebook/dialog`, { method: 'HEAD' }).then(
    (res) => res.status !== 404,
    () => false,
  );
  return sandbox;
}

const SandboxMessageSchema = z.object({ type: z.literal('yadori:facebook-login'), access_token: z.string(), state: z.string() });

/** The sandbox dialog in a popup: it posts the token back to this window, for the state it was given. */
function sandboxAccessToken(appId: string): Promise<string | null> {
  const state = globalThis.crypto.randomUUID();
  const api = new URL(runtimeConfig.apiBaseUrl);
  const url = `${runtimeConfig.apiBaseUrl}/sandbox/facebook/dialog?${new URLSearchParams({ client_id: appId, origin: window.location.origin, state })}`;
  const popup = window.open(url, 'yadori-facebook', 'popup,width=480,height=640');
  if (!popup) return Promise.reject(new Error('popup blocked'));
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      resolve(token);
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== api.origin || e.source !== popup) return;
      const m = SandboxMessageSchema.safeParse(e.data);
      if (m.success && m.data.state === state) done(m.data.access_token);
    };
    window.addEventListener('message', onMessage);
    // Closed without signing in.
    const poll = setInterval(() => {
      if (popup.closed) done(null);
    }, 500);
  });
}

export async function signInWithFacebook(hotelCode: string, appId: string, locale: Language, profile?: { email: string; first_name: string; last_name: string; accessToken: string }): Promise<FacebookOutcome> {
  const accessToken = profile?.accessToken ?? ((await apiHasSandbox()) ? await sandboxAccessToken(appId) : await facebookAccessToken(appId, locale));
  if (!accessToken) return { kind: 'cancelled' };
  // The API's code comes once Facebook has answered (the chat's sign-in page starts without it).
  const [{ facebookSignIn }, { completeSignIn }] = await Promise.all([import('./members-api'), import('./member-session')]);
  const answer = await facebookSignIn(hotelCode, accessToken, profile ? { email: profile.email, first_name: profile.first_name, last_name: profile.last_name, locale } : undefined);
  const d = answer.data;
  if (d.status === 'needs_profile') return { kind: 'needs_profile', accessToken, prefill: d.prefill };
  completeSignIn(d.user, d.access_token);
  return { kind: 'signed_in' };
}
