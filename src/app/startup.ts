// Start-up (document 1 §4): a client session, then init settings and login-widget data, then the
// identity by one-time token, corporate otid, a given access token or the stored session.
import * as z from 'zod/mini';
import {
  ChatbotSessionAnswerSchema,
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
import { localeState, resolveLocale, setLocale, storedLocale, storeLocale } from '../lib/i18n';
import { api, logoutLocally } from '../lib/api';
import { clearInitError, setInitError, setReady, setSettings, setStarting, setUser, showGlobalError } from '../lib/app-store';
import { isOffline, nextChanceToConnect } from '../lib/connectivity';
import { loadAccessToken, saveAccessToken } from '../lib/session';
import { goToMaintenance, goToSearch } from '../lib/navigation';
import {
  chatbotReady,
  chatbotSignOuts,
  chatbotUserId,
  noteChatbotSignOut,
  onParent,
  openChatbotChannel,
  tellParentLogin,
  tellParentToRemoveQuery,
  unlinkChatbotUser,
  withRememberedChatbotFrame,
} from '../lib/chatbot';
import { appState } from '../lib/app-store';
import { looksLikeLiffLaunch, tabIsLiff } from '../../liff';
import { signInAtStartup } from '../features/members/startup-sign-in';
import { onRecommenderWidget } from '../features/recommender/widget-path';
import { MEMBER_PAGE_PATHS } from '../features/members/paths';

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
    // The member's rank and names come in the language the page speaks.
    query: { hotel_code: params.hotelCode, locale: localeState.locale },
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

/** The chatbot user's session (document 2 §7.2): the member linked to them, if any. */
function askChatbotSession(hotelCode: string, userId: string, autoMessageId?: string) {
  const query: Record<string, string> = { user_id: userId };
  if (autoMessageId) query.auth_auto_message_id = autoMessageId;
  return api.request('GET', `/hotels/${encodeURIComponent(hotelCode)}/chatbot_session`, { schema: ChatbotSessionAnswerSchema, query });
}

/**
 * Chatbot mode, not yet signed in: the chatbot user's session, when a member signed in from this
 * chat before (document 2 §7.2). Without a chatbot user id there is nothing to ask: skipped.
 */
async function chatbotSession(hotelCode: string, brandId: number, params: StartupParams): Promise<void> {
  const epoch = chatbotSignOuts();
  const userId = await chatbotUserId();
  if (!userId) {
    console.info('[chatbot] no chatbot user id: chatbot session skipped');
    return;
  }
  const answer = await askChatbotSession(hotelCode, userId, params.auth_auto_message_id);
  if (!answer.data.session || !answer.data.user) return;
  // The chatbot signed out while this was asked: its word wins. A member who signed in meanwhile
  // (inside the widget, or by a token) stays who they are.
  if (epoch !== chatbotSignOuts() || appState.user) return;
  saveAccessToken(brandId, answer.data.session);
  setUser(answer.data.user);
  tellParentLogin(answer.data.user, answer.data.session);
}

/** Pages of the signed-in member: after the chatbot changed the sign-in they may show someone else. */
const ACCOUNT_PAGES: readonly string[] = MEMBER_PAGE_PATHS.filter((p) => p.startsWith('/my-account') || p === '/change-password');
/** Pages for signing in: a member now signed in has nothing to do there. */
const SIGN_IN_PAGES: readonly string[] = ['/sign-in', '/chat-sign-in', '/chat-sign-up', '/chat-sign-up-form', '/sign-up'];

/**
 * Re-reads the session and the identity (the chatbot changed the sign-in): the chatbot user's
 * session first (the chatbot may have linked another member), else the session this widget holds.
 * On success only the member's own pages (and the sign-in pages, once signed in) go to search;
 * a guest in the middle of a booking stays where they are. On failure: signed out, to search.
 */
async function refreshLogin(hotelCode: string, brandId: number): Promise<void> {
  const epoch = chatbotSignOuts();
  try {
    const chatUser = await chatbotUserId();
    const linked = chatUser ? await askChatbotSession(hotelCode, chatUser) : null;
    if (epoch !== chatbotSignOuts()) return;
    if (linked?.data.session && linked.data.user) {
      saveAccessToken(brandId, linked.data.session);
      setUser(linked.data.user);
    } else if (loadAccessToken(brandId)) {
      const answer = await fetchMe({ hotelCode });
      if (answer.meta.reset_code !== null || !answer.data.user) throw new Error('session gone');
      if (epoch !== chatbotSignOuts()) return;
      setUser(answer.data.user);
    } else {
      setUser(null);
    }
    const path = location.pathname;
    if (ACCOUNT_PAGES.includes(path) || (appState.user && SIGN_IN_PAGES.includes(path))) goToSearch();
  } catch {
    logoutLocally();
    goToSearch();
  }
}

/**
 * How long start-up waits for the chatbot to name its user before the widget shows signed out
 * (and says booking-widget-opened): a chatbot that knows its user answers the first ask at once;
 * one that does not know may leave the whole 2-second handshake unanswered. A late answer still
 * signs the member in.
 */
const CHATBOT_USER_WAIT_MS = 300;

/** The chatbot signed the guest out: the server forgets the session, then this widget does. */
async function logoutFromChatbot(hotelCode: string): Promise<void> {
  noteChatbotSignOut();
  // The chat signed out: it no longer opens signed in for this chatbot user.
  if (appState.user) await unlinkChatbotUser(hotelCode);
  if (appState.user) {
    // 204 without a body; a session already gone (401) is fine too.
    await api.request('DELETE', `/hotels/${encodeURIComponent(hotelCode)}/memberships/sign_out`, { schema: z.unknown(), reactToUnauthorized: false }).catch(() => undefined);
  }
  logoutLocally();
}

export async function startApp(given: StartupParams): Promise<void> {
  // ---- LINE LIFF hook (features/line/liff-start.ts): in a LIFF launch, LIFF's init restores the
  // address first and the parameters are read again after it; otherwise nothing happens. ----
  const liff = typeof window !== 'undefined' && (looksLikeLiffLaunch(location.search, navigator.userAgent) || tabIsLiff());
  // A full load inside a chatbot frame (a payment challenge's return) stays in chatbot mode.
  const params = withRememberedChatbotFrame((liff ? await (await import('../features/line/liff-start')).startLiffIfConfigured(given) : null) ?? given);
  const hotelCode = params.hotel_code ?? params.code ?? null;
  // The recommender widget sits on a hotel's own page and never talks to the window around it.
  const chatbot = isChatbotFrame(params) && !onRecommenderWidget();
  setStarting(hotelCode, chatbot);
  // The channel (its code is loaded only in chatbot mode) opens while init loads, so a logout sent
  // meanwhile is held, not lost.
  const channel =
    chatbot && hotelCode
      ? openChatbotChannel(params, true).then((open) => {
          if (!open) return;
          // What the chat says about the sign-in is done in the order it said it: a logout then a
          // refresh is a sign-out, then a fresh look, never the two interleaved.
          let said: Promise<unknown> = Promise.resolve();
          const inTurn = (work: () => Promise<unknown>) => {
            said = said.then(work).catch((err: unknown) => console.warn('[chatbot] a message from the chat failed', err));
          };
          onParent('logout', () => inTurn(() => logoutFromChatbot(hotelCode)));
          // Held until ready, like the logout: init's brand is known by then.
          onParent('refresh-login-from-chatbot', () => {
            const brandId = appState.init?.hotel_brand.id;
            if (brandId !== undefined) inTurn(() => refreshLogin(hotelCode, brandId));
          });
          // The tokens the parent passed in its own address are read: it takes them out now,
          // whatever start-up makes of them.
          tellParentToRemoveQuery();
        })
      : Promise.resolve();
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
        api.request('GET', `/hotels/${encodeURIComponent(hotelCode)}/settings/init`, { schema: InitSettingsAnswerSchema }),
        api.request('GET', `/hotels/${encodeURIComponent(hotelCode)}/settings/login_widget`, { schema: LoginWidgetAnswerSchema }),
        locale,
      ]);
      setSettings(init.data, login.data);
      // The brand's own sign-in token, named by init, goes out of the parent's address too.
      const customToken = init.data.booking_widget_setting_attributes.brand_custom_auth_token_name;
      if (chatbot && customToken) tellParentToRemoveQuery([customToken]);
      const allowed = resolveLocale({ query: params.locale, stored: storedLocale(), browser, available: init.data.available_languages });
      if (allowed !== first) await setLocale(allowed);
      try {
        // A refresh token or the brand's own sign-in token signs in first; otherwise the stored session.
        if (!(await signInAtStartup(params.refresh_token, hotelCode, init.data))) await establishIdentity(params, hotelCode, init.data.hotel_brand.id);
        if (chatbot && !appState.user) {
          await channel;
          const session = chatbotSession(hotelCode, init.data.hotel_brand.id, params).then(
            () => true,
            (err: unknown) => {
              if (!(err instanceof ApiCallError && err.status === 401)) console.warn('[chatbot] chatbot session failed', err);
              return true;
            },
          );
          await Promise.race([session, new Promise((resolve) => setTimeout(resolve, CHATBOT_USER_WAIT_MS))]);
        }
      } catch (err) {
        // A 401 was already handled by the client (local logout + message); others leave the guest signed out.
        if (!(err instanceof ApiCallError && err.status === 401)) showGlobalError('errors.generic');
      }
      clearInitError();
    } catch (err) {
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
