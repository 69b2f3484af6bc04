// The hotel's back office as far as the product needs it exercised (maintenance, custom HTML,
// the person check, the chatbot, one-time sign-in tokens), the development outbox, and the
// API's health. Every back-office call carries the staff token.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import {
  ChatbotSettingAnswerSchema,
  ChatbotSettingRequestSchema,
  HealthAnswerSchema,
  HotelHtmlRequestSchema,
  MaintenanceAnswerSchema,
  MaintenanceRequestSchema,
  OneTimeTokenAnswerSchema,
  OneTimeTokenRequestSchema,
  OutboxAnswerSchema,
  OutboxFormSchema,
  OutboxQuerySchema,
  ReservationEditedAnswerSchema,
  TurnstileVerificationAnswerSchema,
  WebsiteHtmlAnswerSchema,
} from '../staff';
import { INVALID, NOT_FOUND } from './errors';
import { HotelIdParams } from './params';

const TAG = 'Back office';
const DEV = 'Development';

const hotelNotFound = { ...NOT_FOUND, description: 'No hotel of this code or id.' } as const;

export const setMaintenance = endpoint({
  id: 'setMaintenance',
  method: 'PUT',
  path: '/staff/hotels/{id}/maintenance',
  summary: "Puts the hotel under maintenance (its guests' calls answer 503) or takes it out",
  tag: TAG,
  caller: 'staff',
  params: HotelIdParams,
  body: MaintenanceRequestSchema,
  answer: MaintenanceAnswerSchema,
  errors: { hotelNotFound },
});

export const setWebsiteHtml = endpoint({
  id: 'setWebsiteHtml',
  method: 'PUT',
  path: '/staff/hotels/{id}/website_html',
  summary: "The hotel's own header and footer HTML (null removes one)",
  tag: TAG,
  caller: 'staff',
  params: HotelIdParams,
  body: HotelHtmlRequestSchema,
  answer: WebsiteHtmlAnswerSchema,
  errors: { hotelNotFound },
});

export const setTurnstileVerification = endpoint({
  id: 'setTurnstileVerification',
  method: 'PUT',
  path: '/staff/hotels/{id}/turnstile_verification',
  summary: "Whether sign-ins past an account's ceiling need a person check",
  tag: TAG,
  caller: 'staff',
  params: HotelIdParams,
  body: MaintenanceRequestSchema,
  answer: TurnstileVerificationAnswerSchema,
  errors: { hotelNotFound },
});

export const setChatbotSetting = endpoint({
  id: 'setChatbotSetting',
  method: 'PUT',
  path: '/staff/hotels/{id}/chatbot_setting',
  summary: "The hotel's chatbot: on or off, the pages that may host it, and the secret of its assertions (never answered)",
  tag: TAG,
  caller: 'staff',
  params: HotelIdParams,
  body: ChatbotSettingRequestSchema,
  answer: ChatbotSettingAnswerSchema,
  errors: { hotelNotFound },
});

export const markReservationEdited = endpoint({
  id: 'markReservationEdited',
  method: 'PUT',
  path: '/staff/reservations/{id}/edited',
  summary: 'Marks a reservation as changed by the hotel: from then on it is not changed online (3014)',
  tag: TAG,
  caller: 'staff',
  params: z.object({ id: z.string().check(z.regex(/^\d{1,9}$/, 'must be a reservation id')) }),
  answer: ReservationEditedAnswerSchema,
  errors: { reservationNotFound: { ...NOT_FOUND, description: 'No reservation of this id.' } },
});

export const createOneTimeToken = endpoint({
  id: 'createOneTimeToken',
  method: 'POST',
  path: '/staff/one_time_tokens',
  summary: "A one-time sign-in token for a member, as a hotel's site or chatbot would hand one out",
  tag: TAG,
  caller: 'staff',
  body: OneTimeTokenRequestSchema,
  answer: OneTimeTokenAnswerSchema,
  status: 201,
  errors: {
    unknownHotel: { ...INVALID, field: 'hotel', description: 'No hotel of this code or id.' },
    notAMember: { ...INVALID, field: 'email', description: 'The e-mail is not a member of the hotel’s brand.' },
  },
});

export const readOutboxJson = endpoint({
  id: 'readOutboxJson',
  method: 'GET',
  path: '/dev/outbox.json',
  summary: 'Every mail the API sent (the newest 200), newest first; only to one address when `to` is given',
  tag: DEV,
  caller: 'staff',
  query: OutboxQuerySchema,
  answer: OutboxAnswerSchema,
  development: true,
  errors: {},
});

export const outboxPage = endpoint({
  id: 'outboxPage',
  method: 'GET',
  path: '/dev/outbox',
  summary: 'The outbox page: a form that asks for the staff token',
  tag: DEV,
  caller: 'public',
  query: OutboxQuerySchema,
  answer: z.unknown(),
  answerKind: 'html',
  development: true,
  errors: {},
});

export const outboxSignIn = endpoint({
  id: 'outboxSignIn',
  method: 'POST',
  path: '/dev/outbox',
  summary: 'The outbox page with the mails, for the staff token posted in its form (application/x-www-form-urlencoded); a wrong token answers 401 with the form again',
  tag: DEV,
  caller: 'public',
  body: OutboxFormSchema,
  answer: z.unknown(),
  answerKind: 'html',
  development: true,
  errors: {},
});

export const health = endpoint({
  id: 'health',
  method: 'GET',
  path: '/health',
  summary: 'Whether the API is up, and on which database',
  tag: 'Operations',
  caller: 'public',
  answer: HealthAnswerSchema,
  errors: {},
});
