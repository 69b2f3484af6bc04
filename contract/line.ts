// LINE (document 1 §1 messaging-app login, §2 /iframe-liff-token and the line_* sign-in query,
// document 2 §7.6 POST /liff/upsert, §7.7 memberships line): the widget hands the API only a LINE
// ID token (or a LINE Login code); the API verifies it and answers with our own member session.
import * as z from 'zod/mini';
import { UserSchema } from './identity';
import { ChatbotAssertionSchema } from './chatbot-user';
import { LanguageSchema } from './lists';

/** A compact JWS: three base64url parts. */
export const LineIdTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'is not an ID token'), z.maxLength(4096));

/** Sign-up details when LINE knows the person but no member is linked yet (prefilled from LINE). */
export const LineSignUpProfileSchema = z.object({
  email: z.email('email_invalid').check(z.maxLength(254)),
  first_name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
  last_name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
  locale: z.optional(LanguageSchema),
});
export type LineSignUpProfile = z.infer<typeof LineSignUpProfileSchema>;

/** POST /liff/upsert: the LIFF ID token, the hotel, and optionally the chatbot user and sign-up details. */
export const LiffUpsertRequestSchema = z.object({
  hotel_code: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a hotel code')),
  id_token: LineIdTokenSchema,
  chatbot_user_id: z.optional(ChatbotAssertionSchema),
  profile: z.optional(LineSignUpProfileSchema),
});
export type LiffUpsertRequest = z.infer<typeof LiffUpsertRequestSchema>;

/** What LINE told us about the person, to prefill the sign-up form (never sent back as identity). */
export const LinePrefillSchema = z.object({ first_name: z.string(), last_name: z.string(), email: z.nullable(z.string()) });
export type LinePrefill = z.infer<typeof LinePrefillSchema>;

/**
 * The answer of every LINE sign-in: signed in (an existing link), created (a new member), or
 * needs_profile (LINE knows the person, no member yet: sign-up details are asked, prefilled).
 */
export const LineSignInAnswerSchema = z.object({
  data: z.union([
    z.object({
      status: z.enum(['signed_in', 'created']),
      session: z.string(),
      access_token: z.string(),
      user: UserSchema,
      /** A social (LINE) sign-in (document 1 §5 roles). */
      social: z.literal(true),
    }),
    z.object({ status: z.literal('needs_profile'), prefill: LinePrefillSchema }),
  ]),
  meta: z.object({ reset_code: z.nullable(z.number()) }),
});
export type LineSignInAnswer = z.infer<typeof LineSignInAnswerSchema>;

/** A path inside the widget to come back to after LINE Login (never another site). */
export const LineRedirectPathSchema = z.string().check(z.regex(/^\/(?![/\\])[^\s]{0,1000}$/, 'must be a path of this site'));

/** POST /hotels/{id}/memberships/line/authorize: where to send the browser for LINE Login. */
export const LineAuthorizeRequestSchema = z.prefault(z.object({ line_redirect: z._default(LineRedirectPathSchema, '/') }), {});
export const LineAuthorizeAnswerSchema = z.object({ data: z.object({ authorize_url: z.string(), state: z.string() }) });

export const LineStateSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a LINE state'));
export const LineCodeSchema = z.string().check(z.regex(/^[A-Za-z0-9._~-]{8,512}$/, 'is not a LINE code'));

/** POST /hotels/{id}/memberships/line: the LINE Login code and its state, exchanged on the server. */
export const LineCodeSignInRequestSchema = z.object({
  line_code: LineCodeSchema,
  line_state: LineStateSchema,
  profile: z.optional(LineSignUpProfileSchema),
});

/** GET /line/callback: LINE's redirect back after LINE Login. */
export const LineCallbackQuerySchema = z.object({
  code: z.optional(LineCodeSchema),
  state: z.optional(LineStateSchema),
  error: z.optional(z.string().check(z.maxLength(200))),
});

/** Why a LINE ID token or code was refused: the `error` of the catalogue envelope. */
export const LINE_ERRORS = {
  tokenExpired: 'line_token_expired',
  wrongChannel: 'line_token_wrong_channel',
  tokenInvalid: 'line_token_invalid',
  stateInvalid: 'line_state_invalid',
  codeInvalid: 'line_code_invalid',
  notConfigured: 'line_not_configured',
  emailTaken: 'line_email_taken',
} as const;

/** The claims of a LINE ID token that we read. */
export const LineIdClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().check(z.minLength(1), z.maxLength(128)),
  aud: z.string(),
  exp: z.number(),
  iat: z.number(),
  name: z.optional(z.string()),
  picture: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type LineIdClaims = z.infer<typeof LineIdClaimsSchema>;

/** GET /iframe-liff-token: the LIFF app hands its session to a widget frame by a one-time token. */
export const LiffHandOffAnswerSchema = z.object({ data: z.object({ one_time_access_token: z.string(), expires_at: z.string() }) });
