// The chatbot's answers (document 2 §7.2, §7.7): the session of a chatbot user, linking a member to
// the chatbot user they signed in from. What the calls send, and whoami (which only a chat's own
// server reads), are in ./chatbot-user.ts.
import * as z from 'zod/mini';
import { dataOf } from './common';
import { UserSchema } from './identity';

/** GET …/chatbot_session: a new member session when the chatbot user is linked, else null. */
export const ChatbotSessionAnswerSchema = dataOf(z.object({ session: z.nullable(z.string()), user: z.nullable(UserSchema) }));

export const ChatbotLinkAnswerSchema = dataOf(z.object({ user_id: z.string(), linked: z.literal(true) }));
