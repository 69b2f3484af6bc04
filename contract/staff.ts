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
