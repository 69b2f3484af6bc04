// The chatbot user's session (document 2 §7.2), asked when the chat opens and when it says the
// sign-in changed.
import { getChatbotSession } from '../../contract/endpoints/chatbot';
import { api } from './api';

/** The chatbot user's session (document 2 §7.2): the member linked to them, if any. */
export function askChatbotSession(hotelCode: string, userId: string, autoMessageId?: string) {
  return api.call(getChatbotSession, { params: { id: hotelCode }, query: { user_id: userId, auth_auto_message_id: autoMessageId } });
}
