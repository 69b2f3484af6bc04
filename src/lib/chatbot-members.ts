// What a member's sign-in and sign-out mean to the chatbot around the widget, for the sign-in
// and sign-out paths of every screen: nothing outside chatbot mode; inside it, the work is
// lib/chatbot-link.ts, whose code comes with chatbot mode.
import type { User } from '../../contract';
import { chatbotSignOuts, inChatbot, link, parentChannelOpenOrOpening } from './chatbot';

/** Whether the widget talks to a chatbot, or is about to (not a hotel's page: that hears of no sign-in). */
export function chatbotChannelOpenOrOpening(): boolean {
  return parentChannelOpenOrOpening() && !link.page;
}

const linkCode = () => import('./chatbot-link');

/** The member signs out inside the chat: the chatbot user is unlinked first (see chatbot-link.ts). */
export async function unlinkChatbotUser(hotelCode: string): Promise<void> {
  if (inChatbot()) await (await linkCode()).unlinkChatbotUser(hotelCode);
}

/** A member signed in inside the chat: linked to the chatbot user, and the parent told (see chatbot-link.ts). */
export async function signedInInChat(hotelCode: string, user: User, session: string, before = chatbotSignOuts()): Promise<{ linked: boolean }> {
  // `before`: the chat's sign-outs counted when the sign-in ended; one after it wins over it.
  if (!chatbotChannelOpenOrOpening()) return { linked: false };
  return (await linkCode()).signedInInChat(hotelCode, user, session, before);
}

/** A member signed in inside the widget: the parent is told, with the session for its own calls. */
export function tellParentLogin(user: User, session: string | null): void {
  if (chatbotChannelOpenOrOpening()) void linkCode().then((m) => m.tellParentLogin(user, session));
}
