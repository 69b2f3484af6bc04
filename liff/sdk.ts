// The LIFF SDK, pluggable: the core with only the modules the widget uses. This file is reached by
// dynamic import only (liff/index.ts), so no other bundle carries @line/liff.
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';
import IsLoggedInModule from '@line/liff/is-logged-in';
import LoginModule from '@line/liff/login';
import GetIDTokenModule from '@line/liff/get-id-token';
import GetAppLanguageModule from '@line/liff/get-app-language';
import CloseWindowModule from '@line/liff/close-window';
import PermanentLinkModule from '@line/liff/permanent-link';
import { detectLineEnvironment, type LineEnvironment } from './environment';
import { restoreLiffState } from './state';

/** What the widget may ask of LIFF once it is initialised. */
export interface LiffSession {
  environment: LineEnvironment;
  isLoggedIn(): boolean;
  /** LINE Login, coming back to `redirectUri` (the same screen). */
  login(redirectUri: string): void;
  /** The LIFF ID token: the only thing the widget sends to the API. Null when not logged in. */
  idToken(): string | null;
  /** LINE's app language (e.g. "ja", "zh-TW"), or null outside LINE. */
  language(): string | null;
  /** Back to the chat: closes the LIFF window (in the LIFF browser only). */
  close(): void;
  /** A permanent LIFF link to `href` (a screen of this app), for sharing. */
  permanentLink(href: string): Promise<string>;
}

export interface StartOptions {
  liffId: string;
  /** Test builds only: run against @line/liff-mock. */
  mock?: boolean;
}

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  // The mock (test builds) needs isInClient installed first.
  liff.use(new IsInClientModule());
  liff.use(new IsLoggedInModule());
  liff.use(new LoginModule());
  liff.use(new GetIDTokenModule());
  liff.use(new GetAppLanguageModule());
  liff.use(new CloseWindowModule());
  liff.use(new PermanentLinkModule());
}

/** Initialises LIFF; resolves once the address is the one the guest opened (liff.state applied). */
export async function startLiff(options: StartOptions): Promise<LiffSession> {
  install();
  if (options.mock && import.meta.env.VITE_LIFF_MOCK === '1') {
    const { installLiffMock } = await import('./mock');
    installLiffMock(liff);
  }
  await liff.init({ liffId: options.liffId, ...(options.mock && import.meta.env.VITE_LIFF_MOCK === '1' ? { mock: true } : {}) } as Parameters<typeof liff.init>[0]);
  // LIFF restores liff.state itself; where it did not (or left LINE's marks), the address is put right here.
  const restored = restoreLiffState(location.href);
  if (restored !== null) history.replaceState(history.state, '', restored);
  const environment = detectLineEnvironment(navigator.userAgent, liff.isInClient());
  return {
    environment,
    isLoggedIn: () => liff.isLoggedIn(),
    login: (redirectUri) => liff.login({ redirectUri }),
    idToken: () => liff.getIDToken(),
    language: () => (environment === 'external' ? null : liff.getAppLanguage()),
    close: () => liff.closeWindow(),
    permanentLink: (href) => liff.permanentLink.createUrlBy(href),
  };
}
