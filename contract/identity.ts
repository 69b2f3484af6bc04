// Client sessions and the current user (document 2 §7.2; document 1 §3 "Member", §4 "Start-up").
import * as z from 'zod/mini';
import { dataOf } from './common';
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
});
export type User = z.infer<typeof UserSchema>;

/** Reset codes the identity fetch may answer with (document 2 §4). */
export const RESET_CODES = { sessionTokenNotFound: 3401, brandMismatch: 3402, oneTimeTokenSpent: 3403 } as const;

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
