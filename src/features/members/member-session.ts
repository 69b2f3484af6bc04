// What every way of signing in or out ends with (document 1 §4 "Login/logout"). Login: the
// session is kept, the member becomes the app's user (pages that show prices search again for
// them), the chatbot parent hears of it. Logout: the server forgets the session, the widget
// forgets the token and the user, the chatbot parent hears of it.
import type { Language, User } from '../../../contract';
import { logoutLocally } from '../../lib/api';
import { appState, dismissMessage, setUser } from '../../lib/app-store';
import { signedInInChat, tellParentLogin, unlinkChatbotUser } from '../../lib/chatbot-members';
import { localeState } from '../../lib/i18n';
import { currentAccessToken, saveAccessToken } from '../../lib/session';
import { currentMember, signOut } from './members-api';

export function completeSignIn(user: User, session: string): void {
  const brandId = appState.init?.hotel_brand.id ?? user.hotel_brand_id;
  saveAccessToken(brandId, session);
  // "You are signed out" no longer holds.
  if (appState.globalMessage?.key === 'shell.account.signed_out') dismissMessage();
  adoptMember(user);
  // Inside the chat the chatbot user is linked too, as on the chat's own sign-in page.
  if (appState.hotelCode) void signedInInChat(appState.hotelCode, user, session);
  else tellParentLogin(user, session);
}

/** A member answer becomes the app's user; one that spoke the member's own language is read again in the page's. */
export function adoptMember(user: User): void {
  setUser(user);
  if (user.locale !== localeState.locale && appState.hotelCode) void refreshMember(appState.hotelCode, localeState.locale);
}

/**
 * Reads the member again in the page's language (the rank's name is translated): after a
 * change of language, or when an answer spoke the member's own language. A sign-out meanwhile wins.
 */
export async function refreshMember(hotelCode: string, locale: Language): Promise<void> {
  const token = currentAccessToken();
  if (!token) return;
  const answer = await currentMember(hotelCode, locale).catch(() => null);
  if (answer?.data.user && currentAccessToken() === token && appState.user) setUser(answer.data.user);
}

/**
 * Signs out on the server (a session already gone is fine) and then here. Inside the chat the
 * chatbot user is unlinked first, so the chat does not open signed in again.
 */
export async function signOutMember(hotelCode: string | null): Promise<void> {
  if (hotelCode && currentAccessToken()) {
    await unlinkChatbotUser(hotelCode);
    await signOut(hotelCode).catch(() => undefined);
  }
  logoutLocally();
}
