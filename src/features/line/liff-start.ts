// Running as a LINE LIFF app. The one call start-up makes: before start-up reads the address,
// LIFF is initialised (its init restores the path and query LINE moved into `liff.state`), then
// the address is read again. Once the hotel's settings are in, the guest is signed in with the
// LIFF ID token. @line/liff is fetched by dynamic import only here, only for LIFF launches.
import { lazy } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { LineSignUpProfile } from '../../../contract';
import { getInitSettings } from '../../../contract/endpoints/sessions';
import { loadLiff, looksLikeLiffLaunch, markLiffTab, peekHotelCode, tabIsLiff, widgetLanguageOf, type LiffSession } from '../../../liff';
import { api } from '../../lib/api';
import { appState, setUser, showGlobalError } from '../../lib/app-store';
import { offerAfterBooking } from '../../lib/after-booking';
import { loadNamespaces, storedLocale } from '../../lib/i18n';
import { hotelPath, navigate } from '../../lib/navigation';
import { saveAccessToken } from '../../lib/session';
import { parseStartupParams, withoutSecrets, type StartupParams } from '../../lib/startup-params';
import * as z from 'zod/mini';
import { liffUpsert, lineProblemKey } from './line-api';
import { lineState, setLiffSession, setPrefill } from './line-store';
import './line.css';

const MOCK = import.meta.env.VITE_LIFF_MOCK === '1';
export const LIFF_LANDING = '/liff';

/**
 * Initialises LIFF when the page is a LIFF launch of a hotel that has a LIFF app; answers the
 * start-up parameters read after init, or null when this is not a LIFF launch (nothing loaded).
 */
export async function startLiffIfConfigured(given: StartupParams): Promise<StartupParams | null> {
  if (typeof window === 'undefined') return null;
  if (!looksLikeLiffLaunch(location.search, navigator.userAgent) && !tabIsLiff()) return null;
  const hotelCode = peekHotelCode(location.search) ?? given.hotel_code ?? given.code ?? null;
  if (!hotelCode) return null;
  let liffId: string | null | undefined;
  try {
    const init = await api.call(getInitSettings, { params: { code: hotelCode } });
    liffId = init.data.line_liff_id;
  } catch {
    return null; // Start-up asks again and reports what is wrong.
  }
  if (!liffId) return null;
  // Before init: LIFF may restore the launch's address by a full load, which must start as LIFF too.
  markLiffTab();
  let session: LiffSession;
  try {
    session = await loadLiff({ liffId, mock: MOCK });
  } catch (err) {
    console.warn('[liff] init failed', err);
    showGlobalError('line.errors.liff_unavailable');
    return null;
  }
  setLiffSession(session);
  // A booking made here may be told to the chat and shared with friends through LINE.
  offerAfterBooking(lazy(async () => (await Promise.all([import('./LineShareOffer'), loadNamespaces(['line_share'])]))[0]));
  document.documentElement.classList.add('y-liff');
  void import('./LiffBar').then((m) => m.mountLiffBar());
  const params = parseStartupParams(location.search);
  const clean = withoutSecrets(location.search);
  if (clean !== undefined) history.replaceState(history.state, '', `${location.pathname}${clean}${location.hash}`);
  // LINE's language, when the guest has not chosen one.
  const lineLanguage = widgetLanguageOf(session.language());
  const withHotel: StartupParams = { ...params, hotel_code: params.hotel_code ?? params.code ?? hotelCode };
  const chosen = params.locale ?? storedLocale();
  afterStartUp(withHotel);
  return !chosen && lineLanguage ? { ...withHotel, locale: lineLanguage } : withHotel;
}

/** Once start-up is done (settings in, stored identity tried): sign in with LINE. */
function afterStartUp(params: StartupParams): void {
  const stop = subscribe(appState, () => {
    if (appState.phase !== 'ready') return;
    stop();
    void signInWithLiff(params);
  });
}

/** The chatbot's assertion of its user (a JWT its server signed for this LINE user): the API checks it. */
const ChatbotAssertion = z.string().check(z.maxLength(2048), z.regex(/^[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}$/));

export async function signInWithLiff(params: StartupParams): Promise<void> {
  const session = lineState.liff;
  const hotelCode = appState.hotelCode;
  const brandId = appState.init?.hotel_brand.id;
  if (!session || !hotelCode || brandId === undefined || appState.user) return;
  if (!session.isLoggedIn()) {
    // In LINE (the LIFF browser or LINE's own browser) LINE signs in without asking; outside LINE
    // the guest chooses to, from the LIFF page.
    if (session.environment !== 'external') session.login(location.href);
    return;
  }
  const idToken = session.idToken();
  if (!idToken) return;
  const chatbotUserId = params.chatbot_user_id && ChatbotAssertion.safeParse(params.chatbot_user_id).success ? params.chatbot_user_id : undefined;
  try {
    const answer = await liffUpsert({ hotel_code: hotelCode, id_token: idToken, ...(chatbotUserId ? { chatbot_user_id: chatbotUserId } : {}) });
    if (answer.data.status === 'needs_profile') {
      setPrefill(answer.data.prefill, `${location.pathname}${location.search}`);
      navigate(hotelPath(LIFF_LANDING), { replace: true });
      return;
    }
    saveAccessToken(brandId, answer.data.access_token);
    setUser(answer.data.user);
  } catch (err) {
    showGlobalError(lineProblemKey(err));
  }
}

/** Finishes a LIFF sign-up with the details the guest confirmed. */
export async function completeLiffSignUp(profile: LineSignUpProfile): Promise<void> {
  const session = lineState.liff;
  const hotelCode = appState.hotelCode;
  const brandId = appState.init?.hotel_brand.id;
  const idToken = session?.idToken();
  if (!hotelCode || brandId === undefined || !idToken) throw new Error('line.errors.token_invalid');
  const answer = await liffUpsert({ hotel_code: hotelCode, id_token: idToken, profile });
  if (answer.data.status === 'needs_profile') throw new Error('line.errors.generic');
  saveAccessToken(brandId, answer.data.access_token);
  setUser(answer.data.user);
}

/** The LINE chat again, from a finished booking (LIFF browser only). */
export function backToLineChat(): boolean {
  const session = lineState.liff;
  if (!session || session.environment !== 'liff') return false;
  session.close();
  return true;
}
