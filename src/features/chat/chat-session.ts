// What every way of signing in inside the chat ends with (document 1 §4 "Login/logout"): the
// session is kept, the member is the app's user, the chatbot user is linked to them so the chat
// opens signed in next time, and the parent hears of it.
import type { User } from '../../../contract';
import { appState, setUser } from '../../lib/app-store';
import { saveAccessToken } from '../../lib/session';
import { chatbotSignOuts, chatbotUserId, tellParent, tellParentLogin } from '../../lib/chatbot';
import { linkChatbotUser } from './chat-api';

export interface SignedIn {
  /** The chatbot user was linked to the member (false outside the chat or when the link failed). */
  linked: boolean;
}

export async function completeSignIn(hotelCode: string, user: User, session: string): Promise<SignedIn> {
  const brandId = appState.init?.hotel_brand.id ?? user.hotel_brand_id;
  saveAccessToken(brandId, session);
  setUser(user);
  let linked = false;
  const signOuts = chatbotSignOuts();
  const chatUser = await chatbotUserId();
  // The chat signed out while it was asked for its user: nothing is linked or told.
  if (signOuts !== chatbotSignOuts()) return { linked };
  if (chatUser) {
    try {
      await linkChatbotUser(hotelCode, chatUser, session);
      linked = true;
      tellParent('triplabotSynced', { user_id: chatUser });
    } catch (err) {
      // Signed in all the same; the chat only asks again next time it opens.
      console.warn('[chat] the chatbot user could not be linked', err);
    }
  }
  tellParentLogin(user, session);
  return { linked };
}
