// Paths inside the widget always carry the hotel code, so any screen can be reloaded or shared.
import { navigate as go, useBrowserLocation } from 'wouter/use-browser-location';
import { appState } from './app-store';

export function hotelPath(path: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (appState.hotelCode) params.set('code', appState.hotelCode);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  // In the chatbot frame nothing is added to the host tab's history (lib/chatbot.ts).
  go(to, appState.chatbotFrame ? { ...options, replace: true } : options);
}

/** Wouter's browser location whose navigations replace in the chatbot frame, like navigate(). */
export function useWidgetLocation(): [string, (to: string, options?: { replace?: boolean; state?: unknown }) => void] {
  const [location] = useBrowserLocation();
  return [location, (to, options = {}) => go(to, appState.chatbotFrame ? { ...options, replace: true } : options)];
}

/** The search page, where 401 and a failed refresh send the user. */
export function goToSearch(): void {
  navigate(hotelPath('/'));
}

export function goToMaintenance(): void {
  navigate(`/503?${new URLSearchParams(appState.hotelCode ? { code: appState.hotelCode } : {}).toString()}`, { replace: true });
}
