// Chatbot mode's part of start-up (document 1 §4 "Login/logout", document 2 §7.2), loaded only in
// that mode (with the channel's code and the bridge, fetched side by side): the channel opens with
// what the chat may say about the sign-in (logout, refresh-login-from-chatbot) wired, and a guest
// not signed in otherwise is signed in as the member this chatbot user was linked to, if any.
import * as z from 'zod/mini';
import { ChatbotSessionAnswerSchema } from '../../contract';
import { ApiCallError } from '../lib/api/client';
import { api, logoutLocally } from '../lib/api';
import { appState, setUser } from '../lib/app-store';
import { chatbotSignOuts, noteChatbotSignOut, onParent } from '../lib/chatbot';
import { chatbotUserId, openChatbotChannel, tellParentToRemoveQuery } from '../lib/chatbot-channel';
import { tellParentLogin, unlinkChatbotUser } from '../lib/chatbot-link';
import { goToSearch } from '../lib/navigation';
import { loadAccessToken, saveAccessToken } from '../lib/session';
import type { StartupParams } from '../lib/startup-params';
import { MEMBER_PAGE_PATHS } from '../features/members/paths';
import { fetchMe } from './startup';

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

export { tellParentToRemoveQuery };

/** Opens the channel with what the chat says about the sign-in wired (held until start-up is ready). */
export async function openChannelAtStartup(params: StartupParams, hotelCode: string): Promise<void> {
  if (!(await openChatbotChannel(params, true))) return;
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
  // The tokens the parent passed in its own address are read: it takes them out now, whatever
  // start-up makes of them.
  tellParentToRemoveQuery();
}

/**
 * Not signed in otherwise: the member this chatbot user was linked to, waited for a short while
 * (CHATBOT_USER_WAIT_MS); a later answer still signs the member in.
 */
export async function chatbotSignInAtStartup(hotelCode: string, brandId: number, params: StartupParams): Promise<void> {
  const session = chatbotSession(hotelCode, brandId, params).then(
    () => true,
    (err: unknown) => {
      if (!(err instanceof ApiCallError && err.status === 401)) console.warn('[chatbot] chatbot session failed', err);
      return true;
    },
  );
  await Promise.race([session, new Promise((resolve) => setTimeout(resolve, CHATBOT_USER_WAIT_MS))]);
}
