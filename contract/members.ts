// Members beyond sign-up and sign-in (document 2 §7.2 token exchange and brand custom auth, §7.7
// membership; document 1 §3 "Member", "Login widget", §4 "Sign-up", "Login/logout", §5 name and
// password rules, profile visibility): the profile, e-mail change, password change, account
// deletion, programs and ranks, social and single sign-on, and refresh-token exchange.
import * as z from 'zod/mini';
import { IsoDateSchema, TranslationsSchema, dataOf } from './common';
import { GENDERS, UserSchema } from './identity';
import { ChatbotAssertionSchema } from './chatbot-user';
import { LanguageSchema } from './lists';
import { KANA_RE, PHONE_RE, POSTCODE_RE, TW_RECEIPT_ID_RE, nameRuleFor } from './reservations';

/** What an e-mail address may look like on member calls (a bad one is answered with 3704). */
export const MemberEmailSchema = z.email('email_invalid').check(z.maxLength(254, 'too_long'));
/** A token handed out by mail or by the API: URL-safe, long and random. */
export const MemberTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a token'));
const Password = z.string().check(z.maxLength(200, 'too_long'));

/** Whether a member's name fits the script of their language (document 1 §5): a problem key or null. */
export function nameProblem(value: string, locale: string): string | null {
  return nameRuleFor(locale).test(value.trim()) ? null : 'name_script';
}

const optionalText = /*#__NO_SIDE_EFFECTS__*/ (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, 'too_long'))));
const NamePart = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(60, 'too_long'));
const KanaPart = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(60, 'too_long'), z.regex(KANA_RE, 'kana_only'))));


// ---------------------------------------------------------------------------------------------
// Sign-up check, resend, profile, e-mail, password, deletion

/** POST …/memberships/sign_up/verify: checks sign-up details without creating anything. */
export const SignUpVerifyRequestSchema = z.object({
  email: MemberEmailSchema,
  password: z.optional(Password),
  first_name: z.optional(z.string().check(z.maxLength(60, 'too_long'))),
  last_name: z.optional(z.string().check(z.maxLength(60, 'too_long'))),
  locale: z._default(LanguageSchema, 'en'),
});
export const SignUpVerifyAnswerSchema = dataOf(z.object({ valid: z.literal(true) }));

/** GET …/memberships/resend_confirmation?email=…: the sign-up confirmation mail again. */
export const ResendConfirmationQuerySchema = z.object({
  email: MemberEmailSchema,
  locale: z._default(LanguageSchema, 'en'),
});
/** GET …/memberships/resend_confirm_email: the pending e-mail change's link again (signed in). */
export const ResendConfirmEmailQuerySchema = z.object({ locale: z._default(LanguageSchema, 'en') });

/**
 * PUT …/memberships/update: the profile. Absent fields stay as they are; null clears an optional
 * one. Custom-provider members and programs without update_member_profile_enabled get 403.
 */
export const MemberUpdateRequestSchema = z.strictObject({
  first_name: z.optional(NamePart),
  last_name: z.optional(NamePart),
  first_name_kanji: optionalText(60),
  last_name_kanji: optionalText(60),
  first_name_kana: KanaPart,
  last_name_kana: KanaPart,
  locale: z.optional(LanguageSchema),
  dob: z.optional(z.nullable(IsoDateSchema)),
  gender: z.optional(z.nullable(z.enum(GENDERS))),
  nationality: z.optional(z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/, 'country_code')))),
  occupation: optionalText(60),
  phone: z.optional(z.nullable(z.string().check(z.trim(), z.regex(PHONE_RE, 'phone_digits')))),
  postal_code: z.optional(z.nullable(z.string().check(z.trim(), z.regex(POSTCODE_RE, 'postcode_format')))),
  prefecture_or_state: optionalText(60),
  street_address: optionalText(200),
  building_name_and_number: optionalText(200),
  receipt_title: optionalText(100),
  receipt_unicode: z.optional(z.nullable(z.string().check(z.regex(TW_RECEIPT_ID_RE, 'tw_receipt_id')))),
  promotion_email_opt_in: z.optional(z.boolean()),
});
export type MemberUpdateRequest = z.infer<typeof MemberUpdateRequestSchema>;

/** PUT …/memberships/update_email: the new address stays pending until its link is opened. */
export const UpdateEmailRequestSchema = z.object({
  email: MemberEmailSchema,
  /** The current password; required of members who have one. */
  current_password: z.optional(Password),
  locale: z._default(LanguageSchema, 'en'),
});
export const UpdateEmailAnswerSchema = dataOf(z.object({ status: z.literal('pending'), pending_email: z.string() }));

/**
 * PUT …/memberships/update_password, either completing a reset (the mailed token) or, signed in,
 * changing the password with the current one. The new one must be strong (1300) and not one of
 * the last six (1302).
 */
export const UpdatePasswordRequestSchema = z.union([
  z.object({ reset_password_token: MemberTokenSchema, password: Password }),
  z.object({ current_password: Password, password: Password }),
]);
export const UpdatePasswordAnswerSchema = dataOf(z.object({ updated: z.literal(true) }));

/** POST …/memberships/cancel: deletes the account (document 2 §7.7 account deletion). */
export const CancelMembershipRequestSchema = z.prefault(
  z.object({
    /** Required of members who have a password. */
    current_password: z.optional(Password),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(255, 'too_long'))),
    locale: z._default(LanguageSchema, 'en'),
  }),
  {},
);
export const CancelMembershipAnswerSchema = dataOf(z.object({ deleted: z.literal(true) }));

// ---------------------------------------------------------------------------------------------
// Programs and ranks

export const MembershipRankSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  translations: TranslationsSchema,
  position: z.number(),
  /** Taken off members-only rates for members of this rank, on top of the rate's own discount. */
  discount_percent: z.number(),
  benefits: z.record(z.string(), z.union([z.number(), z.boolean(), z.string()])),
});
export type MembershipRank = z.infer<typeof MembershipRankSchema>;

export const AdditionalTierSchema = z.looseObject({
  code: z.string(),
  is_active: z.boolean(),
  translations: TranslationsSchema,
});

export const MembershipProgramSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  translations: TranslationsSchema,
  hotel_brand_id: z.number(),
  point_program_enabled: z.boolean(),
  update_member_profile_enabled: z.boolean(),
  additional_tiers_attributes: z.array(AdditionalTierSchema),
  ranks: z.array(MembershipRankSchema),
});
export type MembershipProgram = z.infer<typeof MembershipProgramSchema>;

export const MembershipProgramAnswerSchema = dataOf(MembershipProgramSchema);
export const MembershipProgramsAnswerSchema = dataOf(z.array(MembershipProgramSchema));
export const ProgramQuerySchema = z.object({
  program_id: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'must be a program id')), z.transform(Number))),
  locale: z.optional(LanguageSchema),
});
export const LocaleQuerySchema = z.object({ locale: z.optional(LanguageSchema) });
/** GET /membership_programs/{id}: a program's id. */
export const ProgramIdParams = z.object({ id: z.string().check(z.regex(/^\d{1,9}$/, 'must be a program id')) });

/** PUT …/memberships/switch: moves the member to another program of the brand. */
export const SwitchProgramRequestSchema = z.object({ program_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

// ---------------------------------------------------------------------------------------------
// Sessions: the answer every sign-in gives, refresh-token exchange

/**
 * What every successful sign-in answers (password, social, single sign-on, custom auth, token
 * exchange): our session (the widget keeps it and sends it as the bearer header; no cookie
 * carries it), a refresh token for the token exchange, and the user.
 */
export const MemberSessionAnswerSchema = z.object({
  data: z.object({
    session: z.string(),
    access_token: z.string(),
    refresh_token: z.string(),
    user: UserSchema,
    /** A social (facebook, line) sign-in (document 1 §6). */
    social: z.boolean(),
  }),
  meta: z.object({ reset_code: z.nullable(z.number()) }),
});
export type MemberSessionAnswer = z.infer<typeof MemberSessionAnswerSchema>;

/** POST /user/token_exchange: a refresh token for a new session (the refresh token rotates). */
export const TokenExchangeRequestSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a refresh token')),
  hotel_code: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a hotel code')),
});

// ---------------------------------------------------------------------------------------------
// Social sign-in (Facebook), single sign-on (OpenID Connect), brand custom auth

/** Sign-up details when the provider knows the person but no member is linked yet. */
export const SocialSignUpProfileSchema = z.object({
  email: MemberEmailSchema,
  first_name: NamePart,
  last_name: NamePart,
  locale: z.optional(LanguageSchema),
});

/** POST …/memberships/facebook: a Facebook user access token (from the Facebook login dialog). */
export const FacebookSignInRequestSchema = z.object({
  access_token: z.string().check(z.regex(/^[A-Za-z0-9_.|-]{16,1024}$/, 'is not a Facebook access token')),
  profile: z.optional(SocialSignUpProfileSchema),
  chatbot_user_id: z.optional(ChatbotAssertionSchema),
});

export const SocialPrefillSchema = z.object({ first_name: z.string(), last_name: z.string(), email: z.nullable(z.string()) });

/** Facebook sign-in: signed in, created, or needs_profile (sign-up details asked, prefilled). */
export const FacebookSignInAnswerSchema = z.object({
  data: z.union([
    z.object({
      status: z.enum(['signed_in', 'created']),
      session: z.string(),
      access_token: z.string(),
      refresh_token: z.string(),
      user: UserSchema,
      social: z.literal(true),
    }),
    z.object({ status: z.literal('needs_profile'), prefill: SocialPrefillSchema }),
  ]),
  meta: z.object({ reset_code: z.nullable(z.number()) }),
});
export type FacebookSignInAnswer = z.infer<typeof FacebookSignInAnswerSchema>;

/** A path inside the widget to come back to (never another site). */
export const WidgetPathSchema = z.string().check(z.regex(/^\/(?![/\\])[^\s]{0,1000}$/, 'must be a path of this site'));

/** POST …/memberships/open_id/authorize: where to send the browser to sign on. */
export const OpenIdAuthorizeRequestSchema = z.prefault(z.object({ sso_redirect: z._default(WidgetPathSchema, '/') }), {});
export const OpenIdAuthorizeAnswerSchema = dataOf(z.object({ authorize_url: z.string(), state: z.string() }));

export const SsoCodeSchema = z.string().check(z.regex(/^[A-Za-z0-9._~-]{8,512}$/, 'is not an authorization code'));
export const SsoStateSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a sign-on state'));

/** POST …/memberships/open_id/sign_in: the code and state /sso/custom/callback received. */
export const OpenIdSignInRequestSchema = z.object({ code: SsoCodeSchema, state: SsoStateSchema });

/**
 * POST …/memberships/sign_in, custom-code login (document 2 §7.7): the same exchange as
 * open_id/sign_in, named by grant_type.
 */
export const CustomCodeSignInRequestSchema = z.object({
  grant_type: z.literal('custom_authentication_code'),
  code: SsoCodeSchema,
  state: SsoStateSchema,
});

/** GET /sso/custom/callback on the API: the identity provider's redirect back. */
export const SsoCallbackQuerySchema = z.object({
  code: z.optional(SsoCodeSchema),
  state: z.optional(SsoStateSchema),
  error: z.optional(z.string().check(z.maxLength(200))),
});

/** POST …/memberships/custom_auth: the brand's signed token (HS256 JWT from the hotel's own site). */
export const CustomAuthRequestSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'is not a signed token'), z.maxLength(4096)),
});

/**
 * POST /staff/hotels/{id}/custom_auth_token: a brand custom auth token as the hotel's own site
 * would sign it, for trying the flow (`expires_in` may be negative: an expired one).
 */
export const MintCustomAuthRequestSchema = z.object({
  sub: z.string().check(z.regex(/^[A-Za-z0-9._@-]{1,128}$/, 'is not a subject id')),
  email: z.optional(z.email('email_invalid')),
  given_name: z.optional(z.string().check(z.maxLength(60))),
  family_name: z.optional(z.string().check(z.maxLength(60))),
  audience: z.optional(z.string().check(z.maxLength(100))),
  expires_in: z._default(z.number().check(z.int(), z.gte(-86_400), z.lte(86_400)), 600),
});
export const CustomAuthTokenAnswerSchema = dataOf(z.object({ token: z.string() }));

/** The claims a brand's custom auth token carries. */
export const CustomAuthClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1), z.maxLength(128)),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number(),
  iss: z.optional(z.string()),
  email: z.optional(z.string()),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  name: z.optional(z.string()),
  locale: z.optional(z.string()),
});
export type CustomAuthClaims = z.infer<typeof CustomAuthClaimsSchema>;
