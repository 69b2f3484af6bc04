// The chatbot's calls (document 2 §7.2, §7.7): the session of a chatbot user, linking a member to
// the chatbot user they signed in from, and who the current session is.
import * as z from 'zod/mini';
import { dataOf } from './common';
import { ChatbotUserIdSchema, UserSchema } from './identity';


export const ChatbotSessionQuerySchema = z.object({
  user_id: ChatbotUserIdSchema,
  auth_auto_message_id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'is not a message id'))),
});

/** GET …/chatbot_session: a new member session when the chatbot user is linked, else null. */
export const ChatbotSessionAnswerSchema = dataOf(z.object({ session: z.nullable(z.string()), user: z.nullable(UserSchema) }));

export const ChatbotLinkRequestSchema = z.object({ user_id: ChatbotUserIdSchema });
export const ChatbotLinkAnswerSchema = dataOf(z.object({ user_id: z.string(), linked: z.literal(true) }));

/** GET …/tripla_session/whoami: who the caller is for this hotel. */
export const WhoamiAnswerSchema = dataOf(
  z.object({ signed_in: z.boolean(), user: z.nullable(UserSchema), chatbot_user_id: z.nullable(z.string()) }),
);
