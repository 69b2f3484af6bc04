// What the chat says about the sign-in (document 1 §4 "Login/logout"): `logout` signs the member
// out here and on the server and unlinks the chatbot user; `refresh-login-from-chatbot` reads the
// session again and tells the chat the result (`login`, `receiveTriplabotSession`) when someone is
// signed in. Fetched the first time the chat says either (src/app/chatbot-startup.ts).
import { signOut } from '../../contract/endpoints/sign-in';
import { api, logoutLocally } from '../lib/api';
import { appState, setUser } from '../lib/app-store';
import { chatbotSignOuts } from '../lib/chatbot';
import { chatbotUserId } from '../lib/chatbot-channel';
import { noteChatbotSignOut, tellParentLogin, unlinkChatbotUser } from '../lib/chatbot-link';
import { goToSearch } from '../lib/navigation';
import { loadAccessToken, saveAccessToken } from '../lib/session';
import { MEMBER_PAGE_PATHS } from '../features/members/paths';
import { askChatbotSession } from '../lib/chatbot-session';
import { fetchMe } from '../lib/current-user';

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
export async function refreshLogin(hotelCode: string, brandId: number): Promise<void> {
  const epoch = chatbotSignOuts();
  try {
    const chatUser = await chatbotUserId();
    const linked = chatUser ? await askChatbotSession(hotelCode, chatUser) : null;
    if (epoch !== chatbotSignOuts()) return;
    if (linked?.data.session && linked.data.user) {
      saveAccessToken(brandId, linked.data.session);
      setUser(linked.data.user);
      // The chat hears the result as after any sign-in here: who, and the session for its own calls.
      void tellParentLogin(linked.data.user, linked.data.session);
    } else if (loadAccessToken(brandId)) {
      const answer = await fetchMe({ hotelCode });
      if (answer.meta.reset_code !== null || !answer.data.user) throw new Error('session gone');
      if (epoch !== chatbotSignOuts()) return;
      setUser(answer.data.user);
      void tellParentLogin(answer.data.user, loadAccessToken(brandId));
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

/** The chatbot signed the guest out: the server forgets the session, then this widget does. */
export async function logoutFromChatbot(hotelCode: string): Promise<void> {
  noteChatbotSignOut();
  // The chat signed out: it no longer opens signed in for this chatbot user.
  if (appState.user) await unlinkChatbotUser(hotelCode);
  if (appState.user) {
    // 204 without a body; a session already gone (401) is fine too.
    await api.call(signOut, { params: { id: hotelCode } }, { reactToUnauthorized: false }).catch(() => undefined);
  }
  logoutLocally();
}
