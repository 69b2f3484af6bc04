// What a member's sign-in and sign-out mean to the chatbot around the widget (document 2 §7.2):
// the chatbot user is linked to the member, or unlinked, and the parent hears of the login. Chatbot
// mode's code (the sign-in paths reach it through lib/chatbot-members.ts); the channel is
// lib/chatbot-channel.ts.
import type { User } from '../../contract';
import { linkChatbotSession, unlinkChatbotSession } from '../../contract/endpoints/chatbot';
import { api } from './api';
import type { OutgoingName, PayloadInput } from '../../bridge/messages';
import { chatbotSignOuts, inChatbot, link, tellParent } from './chatbot';
import { chatbotUserId, chatbotUserNamed } from './chatbot-channel';
import { currentAccessToken } from './session';

/** The chatbot signed the guest out (its logout message): counted, see chatbotSignOuts(). */
export function noteChatbotSignOut(): void {
  link.signOuts += 1;
}

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
 * link): the parent hears the sign-in at once (`login`, then `receiveTriplabotSession`), and then
 * the chatbot user (named by the chatbot's assertion, which may take the 2-second handshake) is
 * linked to the member so the chat opens signed in next time, and the parent hears
 * `triplabotSynced`. `before`: the chat's sign-outs counted when the sign-in ended (a sign-out
 * after it wins: the chat hears nothing more, and a link made meanwhile goes again).
 */
export async function signedInInChat(hotelCode: string, user: User, session: string, before = chatbotSignOuts()): Promise<{ linked: boolean }> {
  if (before !== chatbotSignOuts()) return { linked: false };
  const told = tellParentLogin(user, session);
  const chatUser = await chatbotUserId();
  // No chatbot user, or the chat signed out while it was asked for it: nothing is linked.
  if (!chatUser || before !== chatbotSignOuts()) return { linked: false };
  let linked = false;
  let linkedUser = '';
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
  // The chat signed out while the link was made: the link goes again (with the session that made
  // it), and the chat hears nothing more of this sign-in.
  if (before !== chatbotSignOuts()) {
    if (linked) await unlink(hotelCode, chatUser, session);
    return { linked: false };
  }
  // Said after the login and its session, whichever was quicker.
  if (linked) void told.then(() => tellParent('triplabotSynced', { user_id: linkedUser }));
  return { linked };
}

function unlink(hotelCode: string, chatUser: string, session: string): Promise<unknown> {
  return api
    .call(unlinkChatbotSession, { params: { id: hotelCode }, query: { user_id: chatUser } }, { headers: { authorization: `Bearer ${session}` }, reactToUnauthorized: false })
    .catch(() => undefined);
}

/**
 * Says something to the parent and resolves with what came of it; null when there is no link.channel.
 * Said while the channel opens: said once it is open.
 */
export function sendToParent<N extends OutgoingName>(name: N, payload: PayloadInput<N>): Promise<{ ok: boolean } | null> {
  if (!link.channel) {
    if (!link.opening) return Promise.resolve(null);
    return new Promise((resolve) => link.pending.push(() => void sendToParent(name, payload).then(resolve)));
  }
  return (link.channel.send as (n: N, p: PayloadInput<N>) => Promise<{ ok: boolean }>)(name, payload);
}

/** A member signed in inside the widget: the parent is told, with the session for its own calls. Settles once both are said. */
export function tellParentLogin(user: User, session: string | null): Promise<void> {
  // The session goes only with a login the parent could take: both or neither.
  return sendToParent('login', { user_id: user.id, membership_id: user.membership_id ?? null }).then((sent) => {
    if (sent?.ok && session) tellParent('receiveTriplabotSession', { session });
  });
}
