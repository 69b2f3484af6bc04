// The person check a sign-in past the account's ceiling must pass (the hotel's
// `turnstile_verification_enabled`): which check the booking API verifies, Cloudflare Turnstile's
// script and widget, and the development sandbox's tokens. Loaded only once a sign-in is asked
// for the check, with the component that shows it (ui/PersonCheck.tsx).
import type { Language, SignInChallenge } from '../../contract';
import { createSandboxChallengeToken, signInChallenge as signInChallengeCall } from '../../contract/endpoints/person-check';
import { api } from './api';
import { scriptGlobal } from './script-global';

/** What the token is for; the API refuses a Turnstile token made for another form. */
const ACTION = 'sign_in';
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The check the API verifies for this hotel: Turnstile with its site key, or the API's sandbox. */
export async function signInChallenge(hotelCode: string): Promise<SignInChallenge> {
  const answer = await api.call(signInChallengeCall, { params: { id: hotelCode } });
  return answer.data;
}

/** The sandbox check passed: its token, good once for a sign-in. */
export async function sandboxToken(siteKey: string): Promise<string> {
  const answer = await api.call(createSandboxChallengeToken, { body: { site_key: siteKey } });
  return answer.data.token;
}

interface TurnstileOptions {
  sitekey: string;
  action: string;
  language: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'timeout-callback': () => void;
  'error-callback': () => boolean;
}

interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

function loadTurnstile(): Promise<Turnstile> {
  return scriptGlobal(TURNSTILE_SCRIPT, () => window.turnstile);
}

/** Turnstile's name for each of the widget's languages. */
const TURNSTILE_LANGUAGES: Record<Language, string> = { en: 'en', ja: 'ja', ko: 'ko', zh_Hans: 'zh-cn', zh_Hant: 'zh-tw', id: 'id', th: 'th', ar: 'ar' };

export interface CheckEvents {
  /** A token once the check is passed; null when it expires or fails and must be passed again. */
  onToken(token: string | null): void;
  /** The check could not be shown or could not run. */
  onError(): void;
}

/** Shows Turnstile's check in `container`, in the member's language; the returned function removes it. */
export function showTurnstile(container: HTMLElement, siteKey: string, locale: Language, events: CheckEvents): () => void {
  let widgetId: string | undefined;
  let gone = false;
  loadTurnstile().then(
    (turnstile) => {
      if (gone) return;
      widgetId = turnstile.render(container, {
        sitekey: siteKey,
        action: ACTION,
        language: TURNSTILE_LANGUAGES[locale],
        callback: (token) => events.onToken(token),
        'expired-callback': () => events.onToken(null),
        'timeout-callback': () => events.onToken(null),
        'error-callback': () => {
          events.onToken(null);
          events.onError();
          // Said by the form, in the member's language, rather than thrown.
          return true;
        },
      });
    },
    () => {
      if (!gone) events.onError();
    },
  );
  return () => {
    gone = true;
    if (widgetId !== undefined) window.turnstile?.remove(widgetId);
  };
}
