// Who a chatbot's user is, on the wire: the chat's own id for the person, the assertion the
// chatbot's server signs for it, and the chatbot calls that carry one (document 2 §7.2). Read by
// requests only (the API checks them), so no first screen of the widget carries these schemas.
import * as z from 'zod/mini';
import { dataOf } from './common';
import { UserSchema } from './identity';

/**
 * A chatbot user id: the chat's own id for the person, long and random. It is what the chat
 * remembers a signed-in member by, so short or guessable ids are refused.
 */
export const ChatbotUserIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _'));

/** The form of a chatbot assertion: a compact JWS (three base64url parts). */
export const CHATBOT_ASSERTION_PATTERN = /^[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}$/;
export const CHATBOT_ASSERTION_MAX_LENGTH = 2048;

/**
 * Who the chatbot's user is, as the chatbot's own server says it: a short-lived JWT (HS256 with
 * the hotel's chatbot secret) whose `sub` is the chatbot user id and whose `aud` is the hotel
 * code. The API verifies it before it reads a chatbot session or makes a link; a bare id is never
 * taken from the browser. Wherever the wire says `user_id` or `chatbot_user_id` for the chatbot
 * user, this is what travels.
 */
export const ChatbotAssertionSchema = z.string().check(
  z.maxLength(CHATBOT_ASSERTION_MAX_LENGTH),
  z.regex(CHATBOT_ASSERTION_PATTERN, 'is not a chatbot assertion (a JWT signed by the chatbot\'s server)'),
);

/** GET …/chatbot_session: the chatbot user, as its chatbot asserts it. */
export const ChatbotSessionQuerySchema = z.object({
  user_id: ChatbotAssertionSchema,
  auth_auto_message_id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'is not a message id'))),
});

/** POST and DELETE …/memberships/chatbot_session: link or unlink the chatbot user. */
export const ChatbotLinkRequestSchema = z.object({ user_id: ChatbotAssertionSchema });

/** GET …/tripla_session/whoami: who the caller is for this hotel. */
export const WhoamiAnswerSchema = dataOf(
  z.object({ signed_in: z.boolean(), user: z.nullable(UserSchema), chatbot_user_id: z.nullable(z.string()) }),
);
