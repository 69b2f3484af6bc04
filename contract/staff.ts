// Staff calls of the reference API (protected by the staff token): what a hotel's back office
// does, exposed so the product can be exercised end to end.
import * as z from 'zod/mini';
import { dataOf } from './common';

export const MaintenanceRequestSchema = z.object({ enabled: z.boolean() });
export const OneTimeTokenRequestSchema = z.object({
  email: z.string().check(z.minLength(3)),
  hotel: z.string().check(z.minLength(1)),
});
export const OneTimeTokenAnswerSchema = dataOf(z.object({ token: z.string(), expires_at: z.string() }));
export const HotelHtmlRequestSchema = z.object({
  website_header_html: z.nullable(z.string().check(z.maxLength(20_000))),
  website_footer_html: z.nullable(z.string().check(z.maxLength(20_000))),
});

/** An origin a page may have: `https://chat.example.com` (http only for this machine). */
const ParentOriginSchema = z.string().check(
  z.maxLength(200),
  z.regex(/^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)$/, 'must be an origin: https://host[:port] (http only for localhost)'),
);

/**
 * PUT /staff/hotels/{code}/chatbot_setting: the hotel's chatbot. `secret` (HS256, at least 32
 * characters) signs its user assertions; left out, the secret stays as it is. It is never answered.
 */
export const ChatbotSettingRequestSchema = z.object({
  enabled: z.boolean(),
  allow_any_parent_origin: z.boolean(),
  allowed_parent_origins: z.array(ParentOriginSchema).check(z.maxLength(20)),
  secret: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'), z.maxLength(512))),
});

/** What a staff call on a hotel's settings answers: the hotel, and what is now set. */
export const MaintenanceAnswerSchema = dataOf(z.object({ hotel_code: z.string(), maintenance: z.boolean() }));
export const WebsiteHtmlAnswerSchema = dataOf(z.object({ hotel_code: z.string() }));
export const TurnstileVerificationAnswerSchema = dataOf(z.object({ hotel_code: z.string(), turnstile_verification_enabled: z.boolean() }));
/** The chatbot setting as kept, without its secret (never answered). */
export const ChatbotSettingAnswerSchema = dataOf(z.object({ hotel_code: z.string(), chatbot_setting: z.omit(ChatbotSettingRequestSchema, { secret: true }) }));
/** PUT /staff/reservations/{id}/edited: the reservation is no longer changed online. */
export const ReservationEditedAnswerSchema = dataOf(z.object({ id: z.number(), edited: z.literal(true) }));

/** The development outbox: mail to one address only, when given. */
export const OutboxQuerySchema = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });
/** The outbox page's form: the staff token (never in an address) and the address to show mail to. */
export const OutboxFormSchema = z.object({ token: z.string().check(z.maxLength(512)), to: z.optional(z.string().check(z.maxLength(254))) });
export const OutboxMailSchema = z.object({ id: z.number(), to_address: z.string(), subject: z.string(), html: z.string(), text_body: z.string(), created_at: z.string() });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
/** The newest 200 mails, newest first. */
export const OutboxAnswerSchema = dataOf(z.array(OutboxMailSchema));

/** GET /health: the API is up, on which database. */
export const HealthAnswerSchema = dataOf(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }));
