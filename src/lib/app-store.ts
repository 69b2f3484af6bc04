// The application's own state: start-up phase, hotel settings, identity and the global banners.
// Components read snapshots; these module functions are the only writers.
import { proxy } from 'valtio';
import type { InitSettings, LoginWidget, User } from '../../contract';

/** A banner names its text by translation key, so it follows a language change. */
export interface Banner {
  key: string;
  params?: Record<string, string | number>;
  variant: 'error' | 'success' | 'info';
}

export const appState = proxy({
  phase: 'starting' as 'starting' | 'ready',
  hotelCode: null as string | null,
  chatbotFrame: false,
  init: null as InitSettings | null,
  loginWidget: null as LoginWidget | null,
  user: null as User | null,
  /** An init failure shows app-wide (except on routes that ignore errors). */
  initError: null as Banner | null,
  globalError: null as Banner | null,
  globalMessage: null as Banner | null,
  /** Set once init finishes or fails. */
  searchReady: false,
});

export function setStarting(hotelCode: string | null, chatbotFrame: boolean): void {
  appState.hotelCode = hotelCode;
  appState.chatbotFrame = chatbotFrame;
}

export function setSettings(init: InitSettings, loginWidget: LoginWidget): void {
  appState.init = init;
  appState.loginWidget = loginWidget;
}

export function setInitError(banner: Banner): void {
  appState.initError = banner;
}

/** Start-up succeeded after all (the connection came back). */
export function clearInitError(): void {
  appState.initError = null;
}

export function setUser(user: User | null): void {
  appState.user = user;
}

export function setReady(): void {
  appState.phase = 'ready';
  appState.searchReady = true;
}

export function showGlobalError(key: string, params?: Banner['params']): void {
  appState.globalError = { key, variant: 'error', ...(params ? { params } : {}) };
}

export function dismissGlobalError(): void {
  appState.globalError = null;
}

/** A message banner; plain messages default to success (document 1 §3 "Global message"). */
export function showMessage(key: string, variant: Banner['variant'] = 'success'): void {
  appState.globalMessage = { key, variant };
}

export function dismissMessage(): void {
  appState.globalMessage = null;
}

export function isSignedIn(): boolean {
  return !!appState.user && (appState.user.id > 0 || !!appState.user.organization);
}
