// Members' answers beyond the sign-in (document 2 §7.7; document 1 §4 "Sign-up"): the sign-up, the
// person check a sign-in past the ceiling needs, the member, the confirmation link.
import * as z from 'zod/mini';
import { dataOf } from './common';
import { UserSchema } from './identity';

export const SignUpAnswerSchema = dataOf(z.object({ email: z.string(), status: z.literal('provisional') }));

/**
 * GET …/memberships/sign_in/challenge: the check a sign-in past the ceiling must pass, for the
 * widget to show. `turnstile`: Cloudflare Turnstile with this site key; `sandbox`: the booking
 * API's development challenge (its tokens come from POST /sandbox/turnstile/tokens).
 */
export const SignInChallengeSchema = z.object({
  provider: z.enum(['turnstile', 'sandbox']),
  site_key: z.string(),
});
export type SignInChallenge = z.infer<typeof SignInChallengeSchema>;
export const SignInChallengeAnswerSchema = dataOf(SignInChallengeSchema);
/** POST /sandbox/turnstile/tokens: the sandbox challenge passed, for its site key. */
export const SandboxChallengeTokenRequestSchema = z.object({ site_key: z.string().check(z.minLength(1), z.maxLength(100)) });
/** The sandbox challenge's answer: a token for the sign-in. */
export const SandboxChallengeTokenAnswerSchema = dataOf(z.object({ token: z.string() }));

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
