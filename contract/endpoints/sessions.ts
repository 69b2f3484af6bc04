// Sessions, settings, the current user and the chatbot's calls (document 2 §7.2).
import { endpoint } from '../endpoint';
import { ClientSessionAnswerSchema, ClientSessionRequestSchema, UserMeAnswerSchema, UserMeQuerySchema } from '../identity';
import { BookingWidgetSettingsAnswerSchema, InitSettingsAnswerSchema, LoginWidgetAnswerSchema } from '../settings';
import { FORBIDDEN, UNAUTHORIZED } from './errors';
import { HotelCodeParams } from './params';

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

