/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the offline shell's service worker (src/sw.ts). Loaded by main.tsx once the page has
// loaded, and only in a window of its own: inside a frame (a hotel's page, a chatbot) or LINE
// (a LIFF app, LINE's in-app browser) no worker is registered. A new release found later waits for
// the guest's next visit; nothing reloads the page.
import { registerSW } from 'virtual:pwa-register';
import { detectLineEnvironment, looksLikeLiffLaunch, tabIsLiff } from '../../liff';
import { appState } from '../lib/app-store';

/** Whether this window may have the offline shell: top-level, not in chatbot mode, not in LINE. */
export function offlineShellAllowed(): boolean {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return false;
  if (window.top !== window.self || appState.chatbotFrame) return false;
  const ua = navigator.userAgent;
  return detectLineEnvironment(ua) === 'external' && !tabIsLiff() && !looksLikeLiffLaunch(location.search, ua);
}

export function registerOfflineShell(): void {
  if (!offlineShellAllowed()) return;
  const register = () =>
    registerSW({
      immediate: true,
      // A worker taking over never reloads the page (it only does once every tab is closed).
      onNeedReload: () => undefined,
      onRegisterError: (err: unknown) => console.warn('[offline] the offline shell could not be installed', err),
    });
  // After what the guest came for: the shell's files download while the page sits idle.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 3_000 });
  else setTimeout(register, 1_000);
}
