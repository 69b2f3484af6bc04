// What every way of signing in inside the chat ends with (document 1 §4 "Login/logout"): the
// session is kept, the member is the app's user, the chatbot user is linked to them so the chat
// opens signed in next time, and the parent hears of it.
import type { User } from '../../../contract';
import { appState, setUser } from '../../lib/app-store';
import { saveAccessToken } from '../../lib/session';
import { chatbotSignOuts } from '../../lib/chatbot';

export interface SignedIn {
  /** The chatbot user was linked to the member (false outside the chat or when the link failed). */
  linked: boolean;
}

export async function completeSignIn(hotelCode: string, user: User, session: string): Promise<SignedIn> {
  const brandId = appState.init?.hotel_brand.id ?? user.hotel_brand_id;
  saveAccessToken(brandId, session);
  setUser(user);
  const before = chatbotSignOuts();
  // Only a sign-in needs this code: it comes when one ends, not with the page.
  const { signedInInChat } = await import('../../lib/chatbot-members');
  return signedInInChat(hotelCode, user, session, before);
}
