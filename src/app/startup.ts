// Start-up (document 1 §4): a client session, then init settings and login-widget data, then the
// identity by one-time token, corporate otid, a given access token or the stored session.
import { RESET_CODES, type InitSettings } from '../../contract';
import { getInitSettings, getLoginWidgetSettings } from '../../contract/endpoints/sessions';
import { ApiCallError } from '../lib/api/client';
import { disableAnalytics, track } from '../lib/analytics';
import { normalizeUrl } from '../lib/url-rules';
import { isChatbotFrame, parseStartupParams, withoutSecrets, type StartupParams } from '../lib/startup-params';
import { fetchMe } from '../lib/current-user';
import { resolveLocale, setLocale, storedLocale, storeLocale } from '../lib/i18n';
import { api, logoutLocally } from '../lib/api';
import { appState, clearInitError, setInitError, setReady, setSettings, setStarting, setUser, showGlobalError } from '../lib/app-store';
import { isOffline, nextChanceToConnect } from '../lib/connectivity';
import { loadAccessToken, saveAccessToken } from '../lib/session';
import { goToMaintenance } from '../lib/navigation';
import { abandonChannel, chatbotReady, expectChannel, withRememberedChatbotFrame } from '../lib/chatbot';
import { looksLikeLiffLaunch, tabIsLiff } from '../../liff/launch';
import { onRecommenderWidget } from '../features/recommender/widget-path';

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

export async function startApp(given: StartupParams): Promise<void> {
  // ---- LINE LIFF hook (features/line/liff-start.ts): in a LIFF launch, LIFF's init restores the
  // address first and the parameters are read again after it; otherwise nothing happens. ----
  const liff = typeof window !== 'undefined' && (looksLikeLiffLaunch(location.search, navigator.userAgent) || tabIsLiff());
  // A full load inside a chatbot frame (a payment challenge's return) stays in chatbot mode (and a
  // hotel page's frame stays one).
  const params = withRememberedChatbotFrame((liff ? await (await import('../features/line/liff-start')).startLiffIfConfigured(given) : null) ?? given);
  const hotelCode = params.hotel_code ?? params.code ?? null;
  // The recommender widget sits on a hotel's own page and never talks to the window around it.
  const chatbot = isChatbotFrame(params) && !onRecommenderWidget();
  // A hotel's page framing the widget through the embed SDK (page mode): a hotel page, whose
  // parent hears its height, analytics and close over the same channel's code.
  const framed = chatbot || (params.iframe === 'embed' && !onRecommenderWidget());
  setStarting(hotelCode, chatbot);
  // Chatbot mode's start-up (its code is loaded only in that mode, or a hotel page's frame): the
  // channel opens while init loads, so a logout sent meanwhile is held, not lost.
  if (framed && hotelCode) expectChannel(chatbot);
  const chatbotStart =
    framed && hotelCode
      ? import('./chatbot-startup').catch((err: unknown) => {
          console.warn('[chatbot] chatbot mode could not load', err);
          abandonChannel();
        })
      : null;
  const channel = chatbotStart ? chatbotStart.then((m) => m?.openChannelAtStartup(params, hotelCode!, chatbot)) : Promise.resolve();
  // The hotel's chatbot setting decides whether the page around the frame hears anything.
  const approveParent = (setting: InitSettings['chatbot_setting'] | null) => void chatbotStart?.then((m) => m?.approveParent(setting));
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
  /** Settings, then the identity; false when the booking service could not be reached. */
  const loadHotel = async (locale: Promise<void>): Promise<boolean> => {
    try {
      const [init, login] = await Promise.all([
        api.call(getInitSettings, { params: { code: hotelCode } }),
        api.call(getLoginWidgetSettings, { params: { code: hotelCode } }),
        locale,
      ]);
      setSettings(init.data, login.data);
      // Ready: the parent hears it now (booking-widget-opened); the chatbot user is asked after this.
      approveParent(init.data.chatbot_setting);
      // The brand's own sign-in token, named by init, goes out of the parent's address too.
      const customToken = init.data.booking_widget_setting_attributes.brand_custom_auth_token_name;
      if (chatbotStart && customToken) void chatbotStart.then((m) => m?.tellParentToRemoveQuery([customToken]));
      const allowed = resolveLocale({ query: params.locale, stored: storedLocale(), browser, available: init.data.available_languages });
      if (allowed !== first) await setLocale(allowed);
      try {
        // A refresh token or the brand's own sign-in token signs in first; otherwise the stored session.
        // (Its code loads only when the address carries one.)
        const byParameter = params.refresh_token !== undefined || (customToken !== null && new URLSearchParams(location.search).has(customToken));
        const signedIn = byParameter && (await (await import('../features/members/startup-sign-in')).signInAtStartup(params.refresh_token, hotelCode, init.data));
        if (!signedIn) await establishIdentity(params, hotelCode, init.data.hotel_brand.id);
        if (chatbotStart && !appState.user) {
          await channel;
          await (await chatbotStart)?.chatbotSignInAtStartup(hotelCode, init.data.hotel_brand.id, params);
        }
      } catch (err) {
        // A 401 was already handled by the client (local logout + message); others leave the guest signed out.
        if (!(err instanceof ApiCallError && err.status === 401)) showGlobalError('errors.generic');
      }
      clearInitError();
    } catch (err) {
      approveParent(null);
      await locale.catch(() => undefined);
      if (err instanceof ApiCallError && err.status === 503) goToMaintenance();
      else if (err instanceof ApiCallError && err.status === 404) setInitError({ key: 'errors.unknown_hotel', params: { code: hotelCode }, variant: 'error' });
      else if (err instanceof ApiCallError && err.isNetwork) {
        // Offline (or the service down): the page carries on by itself once it can be reached.
        setInitError(isOffline() ? { key: 'errors.offline', variant: 'info' } : { key: 'errors.network', variant: 'error' });
        return false;
      } else setInitError({ key: 'errors.init_failed', variant: 'error' });
    }
    return true;
  };
  const loaded = await loadHotel(localeReady);
  setReady();
  await channel;
  chatbotReady();
  track('widget_ready', { hotel_code: hotelCode });
  // Unreachable at start: tried again when the connection is back (or, online, after a while), so
  // an offline page continues without a reload.
  for (let attempt = 0, done = loaded; !done; attempt++) {
    await nextChanceToConnect(attempt);
    done = await loadHotel(setLocale(first));
  }
}
