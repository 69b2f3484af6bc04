// Facebook Login in the browser: Facebook's SDK, loaded in the member's language only when they
// choose Facebook (document 2 §7.7 "a social sign-in SDK script is loaded by locale"), opens its
// login dialog and hands back a user access token; the API checks the token with Facebook.
import { SOCIAL_SDK_LOCALES, type Language } from '../../../contract';

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
let loading: Promise<FacebookSdk> | null = null;

function loadSdk(appId: string, locale: Language): Promise<FacebookSdk> {
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    if (window.FB) {
      window.FB.init({ appId, version: SDK_VERSION });
      resolve(window.FB);
      return;
    }
    const sdkLocale = SOCIAL_SDK_LOCALES[locale as keyof typeof SOCIAL_SDK_LOCALES] ?? SOCIAL_SDK_LOCALES.en;
    const script = document.createElement('script');
    script.src = `https://connect.facebook.net/${sdkLocale}/sdk.js`;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      if (!window.FB) return reject(new Error('facebook sdk missing'));
      window.FB.init({ appId, version: SDK_VERSION });
      resolve(window.FB);
    };
    script.onerror = () => reject(new Error('facebook sdk failed to load'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** The user access token of a Facebook login, or null when the member closed the dialog. */
export async function facebookAccessToken(appId: string, locale: Language): Promise<string | null> {
  const sdk = await loadSdk(appId, locale);
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'public_profile,email' });
  });
}
