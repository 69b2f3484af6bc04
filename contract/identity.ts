// Client sessions and the current user (document 2 §7.2; document 1 §3 "Member", §4 "Start-up").
import * as z from 'zod/mini';
import { HotelRefSchema, dataOf } from './common';
import { MemberProviderSchema, LanguageSchema } from './lists';

export const ClientSessionRequestSchema = z.object({
  key: z.string().check(z.minLength(1, 'is required'), z.maxLength(200)),
  secret: z.string().check(z.minLength(1, 'is required'), z.maxLength(200)),
});
export type ClientSessionRequest = z.infer<typeof ClientSessionRequestSchema>;

export const ClientSessionAnswerSchema = dataOf(
  z.object({
    client_session: z.string(),
    /** ISO timestamp after which the session answers 403 / 4000. */
    expires_at: z.string(),
  }),
);

export const OrganizationSchema = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string(),
});

export const GENDERS = ['male', 'female', 'other', 'no_answer'] as const;

/** The member's own details beyond the name (document 1 §3 "Member"); every field may be empty. */
export const MemberProfileSchema = z.object({
  /** The name in the locale's script (kanji, hangul, Chinese characters). */
  first_name_kanji: z.nullable(z.string()),
  last_name_kanji: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  nationality: z.nullable(z.string()),
  occupation: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  prefecture_or_state: z.nullable(z.string()),
  street_address: z.nullable(z.string()),
  building_name_and_number: z.nullable(z.string()),
  /** The name receipts are made out to. */
  receipt_title: z.nullable(z.string()),
  /** Taiwan unified business number for receipts (8 digits). */
  receipt_unicode: z.nullable(z.string()),
  promotion_email_opt_in: z.boolean(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

export const UserSchema = z.object({
  id: z.number(),
  membership_id: z.nullable(z.string()),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  first_name_kana: z.nullable(z.string()),
  last_name_kana: z.nullable(z.string()),
  locale: z.nullable(LanguageSchema),
  provider: z.nullable(MemberProviderSchema),
  program_id: z.nullable(z.number()),
  rank_id: z.nullable(z.number()),
  rank: z.nullable(z.object({ code: z.string(), name: z.string() })),
  hotel_brand_id: z.number(),
  organization: z.nullable(OrganizationSchema),
  organization_role: z.nullable(z.string()),
  point_program_enabled: z.boolean(),
  /** The member's details (document 1 §3 "Member"); present on every member answer. */
  profile: z.optional(MemberProfileSchema),
  /** A new address waiting for its link to be opened (document 1 §4). */
  pending_email: z.optional(z.nullable(z.string())),
  /** The brand's other programs, whose prices the member may see as a guest would. */
  non_signed_in_program_ids: z.optional(z.array(z.number())),
  /** Signed up through a social provider (facebook, line). */
  social: z.optional(z.boolean()),
  /** Not a custom-provider member, and the program allows profile updates (document 1 §5). */
  profile_update_allowed: z.optional(z.boolean()),
});
export type User = z.infer<typeof UserSchema>;

/** Reset codes the identity fetch may answer with (document 2 §4). */
export const RESET_CODES = { sessionTokenNotFound: 3401, brandMismatch: 3402, oneTimeTokenSpent: 3403 } as const;

/** GET /user/me: the hotel the widget runs for (a token of another brand is refused) and the locale of the answer. */
export const UserMeQuerySchema = z.object({
  hotel_code: z.optional(HotelRefSchema),
  locale: z.optional(z.string().check(z.maxLength(10))),
});

export const UserMeAnswerSchema = z.object({
  data: z.object({
    user: z.nullable(UserSchema),
    /** Present when the call exchanged a one-time token for a new session. */
    access_token: z.optional(z.string()),
    session: z.optional(z.string()),
  }),
  meta: z.object({ reset_code: z.nullable(z.number()) }),
});
export type UserMeAnswer = z.infer<typeof UserMeAnswerSchema>;

/** Is this user signed in as a corporate administrator? (role text contains "admin") */
export function isOrganizationAdmin(user: Pick<User, 'organization_role'> | null): boolean {
  return !!user?.organization_role && user.organization_role.toLowerCase().includes('admin');
}
