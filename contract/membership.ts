// Members (document 2 §7.7; document 1 §3 "Member", §4 "Sign-up", "Login/logout", §5 password
// and name rules).
import * as z from 'zod/mini';
import { dataOf } from './common';
import { ChatbotUserIdSchema, UserSchema } from './identity';
import { LanguageSchema } from './lists';

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit (document 1 §5). */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('password_too_short');
  if (!/[A-Z]/.test(password)) problems.push('password_needs_upper');
  if (!/[a-z]/.test(password)) problems.push('password_needs_lower');
  if (!/[0-9]/.test(password)) problems.push('password_needs_digit');
  return problems;
}

const Password = z.string().check(z.maxLength(200, 'too_long'));

export const SignUpRequestSchema = z.object({
  email: z.email('email_invalid').check(z.maxLength(254)),
  password: Password,
  first_name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(60)),
  last_name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(60)),
  first_name_kana: z.optional(z.string().check(z.maxLength(60))),
  last_name_kana: z.optional(z.string().check(z.maxLength(60))),
  /** The name in the locale's script (kanji, hangul, Chinese characters). */
  first_name_kanji: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  last_name_kanji: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  /** The brand program to join (the confirmation link's program_id); the brand's first by default. */
  program_id: z.optional(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  locale: z._default(LanguageSchema, 'en'),
  promotion_email_opt_in: z._default(z.boolean(), false),
  /** Where the confirmation link should lead after confirming. */
  redirect_url: z.optional(z.string().check(z.maxLength(500))),
  /** A sign-up started inside a chat: the chatbot user the confirmation links to the new member. */
  chatbot_user_id: z.optional(ChatbotUserIdSchema),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
export const SignUpAnswerSchema = dataOf(z.object({ email: z.string(), status: z.literal('provisional') }));

export const ConfirmQuerySchema = z.object({
  confirmation_token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a confirmation token')),
  /** The link of an e-mail change (the page passes it on; the token alone decides). */
  email_update: z.optional(z.enum(['true', 'false'])),
  redirect_url: z.optional(z.string().check(z.maxLength(500))),
  program_id: z.optional(z.string().check(z.regex(/^\d{1,9}$/, 'must be a program id'))),
});

export const SignInRequestSchema = z.object({
  email: z.email('email_invalid').check(z.maxLength(254)),
  password: Password,
});

/** Login response: session, user, access_token, meta.reset_code (document 1 §3). */
export const SignInAnswerSchema = z.object({
  data: z.object({
    session: z.string(),
    access_token: z.string(),
    user: UserSchema,
    /** For POST /user/token_exchange: a new session later without the password (rotates on use). */
    refresh_token: z.optional(z.string()),
    /** A social (facebook, line) sign-in. */
    social: z.optional(z.boolean()),
  }),
  meta: z.object({ reset_code: z.nullable(z.number()) }),
});

export const ResetStartRequestSchema = z.object({ email: z.email('email_invalid'), locale: z._default(LanguageSchema, 'en') });
export const ResetPasswordRequestSchema = z.object({
  reset_password_token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a reset token')),
  password: Password,
});
export const MemberAnswerSchema = dataOf(UserSchema);

/** GET …/memberships/confirm: confirmed, where to go next, and the new member's session. */
export const ConfirmAnswerSchema = dataOf(
  z.object({
    confirmed: z.literal(true),
    redirect_url: z.nullable(z.string()),
    /** True when the link confirmed a changed address (no session is opened then). */
    email_update: z.optional(z.boolean()),
    email: z.optional(z.string()),
    refresh_token: z.optional(z.nullable(z.string())),
    session: z.optional(z.nullable(z.string())),
    user: z.optional(z.nullable(UserSchema)),
    /** The sign-up was started in a chat, and its chatbot user is now linked to the member. */
    chatbot_linked: z.optional(z.boolean()),
    /**
     * Two sign-ups waited for this address: it is confirmed, no password either chose is kept, and
     * a link to choose one was mailed to it (no session is opened).
     */
    password_reset_sent: z.optional(z.boolean()),
  }),
);
