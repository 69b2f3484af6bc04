// The chatbot's calls (document 2 §7.2, §7.7): the session of a chatbot user linked to a member, the
// link itself, who is signed in, and the one-time token that hands a session to a frame the app opens.
// Loaded with chatbot mode, apart from the start-up calls every page makes.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { ChatbotLinkRequestSchema, ChatbotSessionQuerySchema, WhoamiAnswerSchema } from '../chatbot-user';
import { ChatbotLinkAnswerSchema, ChatbotSessionAnswerSchema } from '../chatbot';
import { OneTimeTokenAnswerSchema } from '../staff';
import { FORBIDDEN } from './errors';
import { HotelCodeParams, HotelIdParams } from './params';

const TAG = 'Sessions and settings';

export const whoami = endpoint({
  id: 'whoami',
  method: 'GET',
  path: '/hotels/{code}/tripla_session/whoami',
  summary: 'Who is signed in, and the chatbot user last linked to them',
  tag: TAG,
  caller: 'member_optional',
  params: HotelCodeParams,
  answer: WhoamiAnswerSchema,
  errors: {},
});

const chatbotAssertionRefused = {
  ...FORBIDDEN,
  field: 'user_id',
  description: "The chatbot user's assertion is not valid (signature, audience, lifetime), or the hotel's chatbot is off.",
} as const;

export const getChatbotSession = endpoint({
  id: 'getChatbotSession',
  method: 'GET',
  path: '/hotels/{id}/chatbot_session',
  summary: "The member session of a chatbot user linked to a member (none when not linked)",
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  query: ChatbotSessionQuerySchema,
  answer: ChatbotSessionAnswerSchema,
  errors: { assertionRefused: chatbotAssertionRefused },
});

export const linkChatbotSession = endpoint({
  id: 'linkChatbotSession',
  method: 'POST',
  path: '/hotels/{id}/memberships/chatbot_session',
  summary: 'Links the chatbot user to the signed-in member',
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  body: ChatbotLinkRequestSchema,
  answer: ChatbotLinkAnswerSchema,
  errors: { assertionRefused: chatbotAssertionRefused },
});

export const unlinkChatbotSession = endpoint({
  id: 'unlinkChatbotSession',
  method: 'DELETE',
  path: '/hotels/{id}/memberships/chatbot_session',
  summary: 'Forgets the link between the chatbot user and the signed-in member',
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  query: ChatbotLinkRequestSchema,
  answer: z.undefined(),
  answerKind: 'none',
  status: 204,
  errors: { assertionRefused: chatbotAssertionRefused },
});

export const createHandOffToken = endpoint({
  id: 'createHandOffToken',
  method: 'POST',
  path: '/hotels/{id}/memberships/tokens',
  summary: "A one-time token handing the member's session to a widget frame the app opens",
  tag: TAG,
  caller: 'member',
  params: HotelIdParams,
  answer: OneTimeTokenAnswerSchema,
  status: 201,
  errors: {},
});
