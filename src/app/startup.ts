// Start-up (document 1 §4): a client session, then init settings and login-widget data, then the
// identity by one-time token, corporate otid, a given access token or the stored session.
import {
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  RESET_CODES,
  UserMeAnswerSchema,
  HEADERS,
  type UserMeAnswer,
} from '../../contract';
import { ApiCallError } from '../lib/api/client';
import { disableAnalytics, track } from '../lib/analytics';
import { normalizeUrl } from '../lib/url-rules';
import { isChatbotFrame, parseStartupParams, withoutSecrets, type StartupParams } from '../lib/startup-params';
import { resolveLocale, setLocale, storedLocale, storeLocale } from '../lib/i18n';
import { api, logoutLocally } from '../lib/api';
import { setInitError, setReady, setSettings, setStarting, setUser, showGlobalError } from '../lib/app-store';
import { loadAccessToken, saveAccessToken } from '../lib/session';
import { goToMaintenance } from '../lib/navigation';

/** Applies the URL rules; returns the start-up parameters with secrets already out of the URL. */
export function prepareUrl(): StartupParams {
  const here = `${location.pathname}${location.search}${location.hash}`;
  const normalized = normalizeUrl(here);
  if (normalized.analyticsDisabled) disableAnalytics();
  if (normalized.changed) history.replaceState(history.state, '', normalized.url);
  const params = parseStartupParams(location.search);
  const clean = withoutSecrets(location.search);
  if (clean !== undefined) history.replaceState(history.state, '', `${location.pathname}${clean}${location.hash}`);
  return params;
}

async function fetchMe(params: { oneTimeToken?: string | undefined; hotelCode: string }): Promise<UserMeAnswer> {
  return api.request('GET', '/user/me', {
    schema: UserMeAnswerSchema,
    query: { hotel_code: params.hotelCode },
    headers: params.oneTimeToken ? { [HEADERS.oneTimeAccessToken]: params.oneTimeToken } : {},
  });
}

async function establishIdentity(params: StartupParams, hotelCode: string, brandId: number): Promise<void> {
  const oneTimeToken = params.one_time_access_token ?? params.otid;
  const given = params.accessToken ?? params.login_token;
  if (given) saveAccessToken(brandId, given);
  const stored = loadAccessToken(brandId);
  if (!oneTimeToken && !stored) return;

  let answer = await fetchMe({ oneTimeToken, hotelCode });
  if (answer.meta.reset_code === RESET_CODES.oneTimeTokenSpent) {
    // The token was used already (a reload, say): ask again with what we hold.
    if (!loadAccessToken(brandId)) return;
    answer = await fetchMe({ hotelCode });
  }
  const reset = answer.meta.reset_code;
  if (reset === RESET_CODES.sessionTokenNotFound || reset === RESET_CODES.brandMismatch) {
    logoutLocally();
    showGlobalError(reset === RESET_CODES.brandMismatch ? 'errors.brand_mismatch' : 'errors.session_not_found');
    return;
  }
  if (answer.data.access_token) saveAccessToken(brandId, answer.data.access_token);
  setUser(answer.data.user);
}

export async function startApp(params: StartupParams): Promise<void> {
  const hotelCode = params.hotel_code ?? params.code ?? null;
  setStarting(hotelCode, isChatbotFrame(params));
  const browser = typeof navigator !== 'undefined' ? navigator.languages : [];
  const first = resolveLocale({ query: params.locale, stored: storedLocale(), browser });
  if (params.locale && first === params.locale) storeLocale(first);
  const localeReady = setLocale(first);

  if (!hotelCode) {
    await localeReady;
    setInitError({ key: 'errors.missing_hotel', variant: 'error' });
    setReady();
    return;
  }
  try {
    const [init, login] = await Promise.all([
      api.request('GET', `/hotels/${encodeURIComponent(hotelCode)}/settings/init`, { schema: InitSettingsAnswerSchema }),
      api.request('GET', `/hotels/${encodeURIComponent(hotelCode)}/settings/login_widget`, { schema: LoginWidgetAnswerSchema }),
      localeReady,
    ]);
    setSettings(init.data, login.data);
    const allowed = resolveLocale({ query: params.locale, stored: storedLocale(), browser, available: init.data.available_languages });
    if (allowed !== first) await setLocale(allowed);
    try {
      await establishIdentity(params, hotelCode, init.data.hotel_brand.id);
    } catch (err) {
      // A 401 was already handled by the client (local logout + message); others leave the guest signed out.
      if (!(err instanceof ApiCallError && err.status === 401)) showGlobalError('errors.generic');
    }
  } catch (err) {
    await localeReady.catch(() => undefined);
    if (err instanceof ApiCallError && err.status === 503) goToMaintenance();
    else if (err instanceof ApiCallError && err.status === 404) setInitError({ key: 'errors.unknown_hotel', params: { code: hotelCode }, variant: 'error' });
    else if (err instanceof ApiCallError && err.isNetwork) setInitError({ key: 'errors.network', variant: 'error' });
    else setInitError({ key: 'errors.init_failed', variant: 'error' });
  }
  setReady();
  track('widget_ready', { hotel_code: hotelCode });
}
