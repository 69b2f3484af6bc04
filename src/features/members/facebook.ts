// Facebook Login in the browser: Facebook's SDK, loaded in the member's language only when they
// choose Facebook (document 2 §7.7 "a social sign-in SDK script is loaded by locale"), opens its
// login dialog and hands back a user access token; the API checks the token with Facebook.
import { SOCIAL_SDK_LOCALES, type Language } from '../../../contract';
import { scriptGlobal } from '../../lib/script-global';

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null; status?: string }) => void, options?: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

const SDK_VERSION = 'v19.0';
let initialised: FacebookSdk | null = null;

async function loadSdk(appId: string, locale: Language): Promise<FacebookSdk> {
  const sdkLocale = SOCIAL_SDK_LOCALES[locale as keyof typeof SOCIAL_SDK_LOCALES] ?? SOCIAL_SDK_LOCALES.en;
  const sdk = await scriptGlobal(`https://connect.facebook.net/${sdkLocale}/sdk.js`, () => window.FB, { crossOrigin: 'anonymous' });
  if (initialised !== sdk) {
    sdk.init({ appId, version: SDK_VERSION });
    initialised = sdk;
  }
  return sdk;
}

/** The user access token of a Facebook login, or null when the member closed the dialog. */
export async function facebookAccessToken(appId: string, locale: Language): Promise<string | null> {
  const sdk = await loadSdk(appId, locale);
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'public_profile,email' });
  });
}
