// What a member's sign-in and sign-out mean to the chatbot around the widget (document 2 §7.2):
// the chatbot user is linked to the member, or unlinked, and the parent hears of the login. Used
// by the sign-in and sign-out paths and chatbot start-up; the channel itself is lib/chatbot.ts.
import * as z from 'zod/mini';
import { ChatbotLinkAnswerSchema, type User } from '../../contract';
import { api } from './api';
import { chatbotChannelOpenOrOpening, chatbotSignOuts, inChatbot, sendToParent, tellParent } from './chatbot';
import { currentAccessToken } from './session';

/** The channel's code: here already in chatbot mode, where alone it is asked for. */
const channelCode = () => import('./chatbot-channel');

/**
 * The member signs out inside the chat (or the chat signs them out): the chatbot user is no
 * longer linked to them, so the chat does not open signed in again. Needs the member's session,
 * so it runs before the sign-out; a link already gone is fine.
 */
export async function unlinkChatbotUser(hotelCode: string): Promise<void> {
  const session = currentAccessToken();
  if (!inChatbot() || !session) return;
  const chatUser = (await channelCode()).knownChatbotUserId();
  if (!chatUser) return;
  await unlink(hotelCode, chatUser, session);
}

/**
 * A member signed in inside the chat, whichever way (password, LINE, single sign-on, a sign-up's
 * link): the chatbot user is linked to them so the chat opens signed in next time, the parent
 * hears `triplabotSynced`, then the sign-in with the session. Outside chatbot mode: nothing.
 */
export async function signedInInChat(hotelCode: string, user: User, session: string): Promise<{ linked: boolean }> {
  if (!chatbotChannelOpenOrOpening()) return { linked: false };
  let linked = false;
  const before = chatbotSignOuts();
  const chatUser = await (await channelCode()).chatbotUserId();
  // The chat signed out while it was asked for its user: nothing is linked or told.
  if (before !== chatbotSignOuts()) return { linked };
  if (chatUser) {
    try {
      await api.request('POST', `/hotels/${encodeURIComponent(hotelCode)}/memberships/chatbot_session`, {
        schema: ChatbotLinkAnswerSchema,
        body: { user_id: chatUser },
        headers: { authorization: `Bearer ${session}` },
        reactToUnauthorized: false,
      });
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
    if (linked) tellParent('triplabotSynced', { user_id: chatUser });
  }
  tellParentLogin(user, session);
  return { linked };
}

function unlink(hotelCode: string, chatUser: string, session: string): Promise<unknown> {
  return api
    .request('DELETE', `/hotels/${encodeURIComponent(hotelCode)}/memberships/chatbot_session`, {
      schema: z.unknown(),
      query: { user_id: chatUser },
      headers: { authorization: `Bearer ${session}` },
      reactToUnauthorized: false,
    })
    .catch(() => undefined);
}

/** A member signed in inside the widget: the parent is told, with the session for its own calls. */
export function tellParentLogin(user: User, session: string | null): void {
  // The session goes only with a login the parent could take: both or neither.
  void sendToParent('login', { user_id: user.id, membership_id: user.membership_id ?? null }).then((sent) => {
    if (sent?.ok && session) tellParent('receiveTriplabotSession', { session });
  });
}
