// A member's reservations and points (document 2 §7.4): read by the account screens and the
// booking's points, apart from the sign-in and sign-up calls (membership.ts) the chat opens on.
import * as z from 'zod/mini';
import { dataOf } from './common';
import { ListingGroupSchema, ReservationStatusSchema } from './booking-lists';
import { LanguageSchema } from './lists';

/** GET /user/reservations: the member's reservations by group, a page at a time (document 2 §7.4). */
export const UserReservationsQuerySchema = z.object({
  page: z._default(z.pipe(z.string().check(z.regex(/^\d{1,4}$/, 'must be a page number')), z.transform(Number)), 1),
  status: z._default(ListingGroupSchema, 'upcoming'),
  /** The reader's language: hotel_name is the hotel's name in it (else in English, else its own). */
  locale: z.optional(LanguageSchema),
});
export const USER_RESERVATIONS_PER_PAGE = 10;
export const UserReservationsAnswerSchema = z.object({
  data: z.array(
    z.object({
      reservation_number: z.string(),
      hotel_code: z.string(),
      hotel_name: z.string(),
      status: ReservationStatusSchema,
      checkin_date: z.string(),
      checkout_date: z.string(),
      total_price: z.number(),
      currency: z.string(),
      rooms: z.number(),
    }),
  ),
  meta: z.object({ page: z.number(), total_pages: z.number(), total_entries: z.number(), status: ListingGroupSchema }),
});

/** GET …/memberships/point: the member's current points. */
export const PointAnswerSchema = dataOf(z.object({ total_point: z.number(), ranking_points_value: z.number() }));
