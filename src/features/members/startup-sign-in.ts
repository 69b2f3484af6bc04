// Signing in as the widget starts (document 1 §2 start-up parameters, §4 "Start-up"; document 2
// §7.2): a `refresh_token` logs out, is exchanged for a new session and logs in; a brand's own
// sign-in token (the query parameter init names brand_custom_auth_token_name) counts only on the
// search results or the facilities, once init has arrived. A failure is said in a global banner
// (3401 unknown token, 3402 another brand's, 3403 spent). The calls load only when one is given.
import type { InitSettings } from '../../../contract';
import { ApiCallError } from '../../lib/api/client';
import { logoutLocally } from '../../lib/api';
import { showGlobalError } from '../../lib/app-store';

/** Where a brand custom auth token is honoured. */
const CUSTOM_AUTH_PATHS = ['/booking/result', '/facilities'];

const REFRESH_ERRORS: Record<number, string> = {
  3401: 'errors.refresh_token_not_found',
  3402: 'errors.brand_mismatch',
  3403: 'errors.refresh_token_spent',
};

/** The brand custom auth token of this address, taken out of it (null when none counts here). */
function takeCustomAuthToken(init: InitSettings): string | null {
  const name = init.booking_widget_setting_attributes.brand_custom_auth_token_name;
  if (!name || typeof window === 'undefined' || !CUSTOM_AUTH_PATHS.includes(window.location.pathname)) return null;
  const query = new URLSearchParams(window.location.search);
  const token = query.get(name);
  if (token === null) return null;
  query.delete(name);
  const q = query.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${q ? `?${q}` : ''}${window.location.hash}`);
  return token;
}

/**
 * Signs in from a start-up parameter when one is given; true when the member is signed in by it
 * (the stored session then need not be asked for).
 */
export async function signInAtStartup(refreshToken: string | undefined, hotelCode: string, init: InitSettings): Promise<boolean> {
  const customToken = takeCustomAuthToken(init);
  if (!refreshToken && !customToken) return false;
  const [{ tokenExchange, customAuth }, { completeSignIn }] = await Promise.all([import('./members-api'), import('./member-session')]);
  if (refreshToken) {
    logoutLocally();
    try {
      const answer = await tokenExchange(hotelCode, refreshToken);
      completeSignIn(answer.data.user, answer.data.access_token);
      return true;
    } catch (err) {
      const code = err instanceof ApiCallError ? err.code : undefined;
      showGlobalError((code !== undefined && REFRESH_ERRORS[code]) || 'errors.refresh_failed');
      return true;
    }
  }
  try {
    const answer = await customAuth(hotelCode, customToken!);
    completeSignIn(answer.data.user, answer.data.access_token);
    return true;
  } catch {
    showGlobalError('errors.custom_auth_failed');
    return false;
  }
}
