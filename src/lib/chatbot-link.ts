// What a member's sign-in and sign-out mean to the chatbot around the widget (document 2 §7.2):
// the chatbot user is linked to the member, or unlinked, and the parent hears of the login. Chatbot
// mode's code (the sign-in paths reach it through lib/chatbot-members.ts); the channel is
// lib/chatbot-channel.ts.
import type { User } from '../../contract';
import { linkChatbotSession, unlinkChatbotSession } from '../../contract/endpoints/chatbot';
import { api } from './api';
import { chatbotSignOuts, inChatbot, sendToParent, tellParent } from './chatbot';
import { chatbotUserId, chatbotUserNamed } from './chatbot-channel';
import { currentAccessToken } from './session';

/**
 * The member signs out inside the chat (or the chat signs them out): the chatbot user is no
 * longer linked to them, so the chat does not open signed in again. Needs the member's session,
 * so it runs before the sign-out; a link already gone is fine.
 */
export async function unlinkChatbotUser(hotelCode: string): Promise<void> {
  const session = currentAccessToken();
  if (!inChatbot() || !session || !chatbotUserNamed()) return;
  const chatUser = await chatbotUserId();
  if (chatUser) await unlink(hotelCode, chatUser, session);
}

/**
 * A member signed in inside the chat, whichever way (password, LINE, single sign-on, a sign-up's
 * link): the chatbot user (named by the chatbot's assertion) is linked to them so the chat opens signed in next time, the parent
 * hears `triplabotSynced`, then the sign-in with the session. `before`: the chat's sign-outs
 * counted when the sign-in ended (a sign-out after it wins).
 */
export async function signedInInChat(hotelCode: string, user: User, session: string, before = chatbotSignOuts()): Promise<{ linked: boolean }> {
  let linked = false;
  const chatUser = await chatbotUserId();
  // The chat signed out while it was asked for its user: nothing is linked or told.
  if (before !== chatbotSignOuts()) return { linked };
  let linkedUser = '';
  if (chatUser) {
    try {
      const answer = await api.call(
        linkChatbotSession,
        { params: { id: hotelCode }, body: { user_id: chatUser } },
        { headers: { authorization: `Bearer ${session}` }, reactToUnauthorized: false },
      );
      // The chatbot user the assertion named, as the API read it.
      linkedUser = answer.data.user_id;
      linked = true;
    } catch (err) {
      // Signed in all the same; the chat only asks again next time it opens.
      console.warn('[chatbot] the chatbot user could not be linked', err);
    }
    // The chat signed out while the link was made: the link goes again (with the session that
    // made it), and the chat hears nothing of this sign-in.
    if (before !== chatbotSignOuts()) {
      if (linked) await unlink(hotelCode, chatUser, session);
      return { linked: false };
    }
    if (linked) tellParent('triplabotSynced', { user_id: linkedUser });
  }
  tellParentLogin(user, session);
  return { linked };
}

function unlink(hotelCode: string, chatUser: string, session: string): Promise<unknown> {
  return api
    .call(unlinkChatbotSession, { params: { id: hotelCode }, query: { user_id: chatUser } }, { headers: { authorization: `Bearer ${session}` }, reactToUnauthorized: false })
    .catch(() => undefined);
}

/** A member signed in inside the widget: the parent is told, with the session for its own calls. */
export function tellParentLogin(user: User, session: string | null): void {
  // The session goes only with a login the parent could take: both or neither.
  void sendToParent('login', { user_id: user.id, membership_id: user.membership_id ?? null }).then((sent) => {
    if (sent?.ok && session) tellParent('receiveTriplabotSession', { session });
  });
}
