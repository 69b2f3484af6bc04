// The one API client of the app, wired to the session store and to the reactions of document 2 §4.
import { createApiClient, type TableClient } from './api/client';
import { APP_VERSION, readRuntimeConfig } from './runtime-config';
import { localeState } from './i18n';
import { appState, setUser, showGlobalError } from './app-store';
import { clientSession, currentAccessToken, forgetAccessToken, refreshClientSession } from './session';
import { goToMaintenance, goToSearch } from './navigation';

export const runtimeConfig = readRuntimeConfig();

/** Local logout: forget the token and the user; the server side is told elsewhere. */
export function logoutLocally(): void {
  forgetAccessToken(appState.init?.hotel_brand.id);
  setUser(null);
}

/** The app calls only through the endpoint table: no method here takes a path. */
export const api: TableClient = createApiClient({
  baseUrl: runtimeConfig.apiBaseUrl,
  appVersion: APP_VERSION,
  locale: () => localeState.locale,
  clientSession: () => clientSession(runtimeConfig),
  refreshClientSession: () => refreshClientSession(runtimeConfig),
  accessToken: currentAccessToken,
  onUnauthorized: () => {
    logoutLocally();
    showGlobalError('errors.session_expired');
    goToSearch();
  },
  onMaintenance: () => goToMaintenance(),
});
