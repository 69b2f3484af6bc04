// Sessions, settings, the current user and the chatbot's calls (document 2 §7.2).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { ClientSessionAnswerSchema, ClientSessionRequestSchema, UserMeAnswerSchema, UserMeQuerySchema } from '../identity';
import { BookingWidgetSettingsAnswerSchema, InitSettingsAnswerSchema, LoginWidgetAnswerSchema, RecommenderWidgetSettingsAnswerSchema } from '../settings';
import { ChatbotLinkRequestSchema, ChatbotSessionQuerySchema, WhoamiAnswerSchema } from '../chatbot-user';
import { ChatbotLinkAnswerSchema, ChatbotSessionAnswerSchema } from '../chatbot';
import { OneTimeTokenAnswerSchema } from '../staff';
import { FORBIDDEN, INVALID, UNAUTHORIZED } from './errors';
import { HotelCodeParams, HotelIdParams } from './params';

const TAG = 'Sessions and settings';

export const createClientSession = endpoint({
  id: 'createClientSession',
  method: 'POST',
  path: '/api/client_sessions',
  summary: 'A client session for the widget, from its key and secret',
  tag: TAG,
  caller: 'public',
  body: ClientSessionRequestSchema,
  answer: ClientSessionAnswerSchema,
  status: 201,
  errors: { unknownClient: { ...FORBIDDEN, description: 'Unknown client key or secret.' } },
});

export const getInitSettings = endpoint({
  id: 'getInitSettings',
  method: 'GET',
  path: '/hotels/{code}/settings/init',
  summary: 'Everything the widget needs to start for a hotel',
  tag: TAG,
  caller: 'client',
  params: HotelCodeParams,
  answer: InitSettingsAnswerSchema,
  errors: {},
});

export const getBookingWidgetSettings = endpoint({
  id: 'getBookingWidgetSettings',
  method: 'GET',
  path: '/hotels/{code}/settings/booking_widget',
  summary: "The hotel's booking widget settings",
  tag: TAG,
  caller: 'client',
  params: HotelCodeParams,
  answer: BookingWidgetSettingsAnswerSchema,
  errors: {},
});

export const getLoginWidgetSettings = endpoint({
  id: 'getLoginWidgetSettings',
  method: 'GET',
  path: '/hotels/{code}/settings/login_widget',
  summary: 'What the sign-in screens offer (sign-up, single sign-on, social sign-in)',
  tag: TAG,
  caller: 'client',
  params: HotelCodeParams,
  answer: LoginWidgetAnswerSchema,
  errors: {},
});

export const getRecommenderWidgetSettings = endpoint({
  id: 'getRecommenderWidgetSettings',
  method: 'GET',
  path: '/hotels/{code}/settings/recommender_widget',
  summary: 'The embeddable rooms recommender: whether it is on, how many offers, where to book',
  tag: TAG,
  caller: 'client',
  params: HotelCodeParams,
  answer: RecommenderWidgetSettingsAnswerSchema,
  errors: {},
});

export const getCurrentUser = endpoint({
  id: 'getCurrentUser',
  method: 'GET',
  path: '/user/me',
  summary: 'The current user; with a one-time access token header, spends it and opens a session',
  tag: TAG,
  caller: 'member_optional',
  query: UserMeQuerySchema,
  answer: UserMeAnswerSchema,
  errors: { unauthorized: UNAUTHORIZED },
});

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
  ...INVALID,
  field: 'user_id',
  description: "The chatbot user's assertion is not valid (signature, audience, lifetime).",
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
