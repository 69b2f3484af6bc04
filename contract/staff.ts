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
