// What members send (document 2 §7.7; document 1 §4 "Sign-up", "Login/logout", §5): the request
// schemas the API reads. The widget builds these requests and uses their types only, so they stay
// out of its sign-in screens' download.
import * as z from 'zod/mini';
import { ChatbotAssertionSchema } from './chatbot-user';
import { LanguageSchema } from './lists';
import { CustomCodeSignInRequestSchema } from './members';

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
  chatbot_user_id: z.optional(ChatbotAssertionSchema),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
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
  /**
   * The token of the check a person passed (Cloudflare Turnstile, or the development sandbox's):
   * asked for once the account's failed sign-ins reach the ceiling at a hotel that switched the
   * check on (`turnstile_verification_enabled`). Good once.
   */
  turnstile_token: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});

/**
 * POST …/memberships/sign_in takes either: the address and password, or (named by grant_type) the
 * custom-code login of single sign-on (document 2 §7.7). A body without grant_type is a password
 * sign-in, and is checked as one.
 */
export const SignInBodySchema = z.discriminatedUnion('grant_type', [
  z.extend(SignInRequestSchema, { grant_type: z.optional(z.undefined()) }),
  CustomCodeSignInRequestSchema,
]);

export const ResetStartRequestSchema = z.object({ email: z.email('email_invalid'), locale: z._default(LanguageSchema, 'en') });
export const ResetPasswordRequestSchema = z.object({
  reset_password_token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a reset token')),
  password: Password,
});
