// Cloudflare Turnstile, the check a sign-in past the account's ceiling must pass where the hotel
// switched it on (`turnstile_verification_enabled`). The widget shows the challenge and sends its
// token; the API asks Turnstile's siteverify whether the token is good (TURNSTILE_SECRET_KEY,
// TURNSTILE_VERIFY_URL). Without a Turnstile widget configured, development runs the sandbox
// below: a challenge of the API's own whose tokens live in the database (as digests), each good
// once and for five minutes, as Turnstile's are. Production has no sandbox: a token is never good
// there without a real secret (and start-up refuses a hotel that asks for the check without one).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { SignInChallenge } from '../../contract';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { createSandboxChallengeToken } from '../../contract/endpoints/person-check';
import { fail, parseInput } from '../errors';
import { route } from '../http/route';
import { randomToken, sha256 } from './crypto';

export const TURNSTILE_SANDBOX_PATH = '/sandbox/turnstile';
/** The sandbox challenge's site key and secret, as Turnstile's own test keys look. */
export const SANDBOX_SITE_KEY = '3x00000000000000000000SANDBOX';
export const SANDBOX_SECRET = '3x0000000000000000000000000SANDBOXSECRET';
/** A token is good for five minutes after the challenge, as Turnstile's are. */
const TOKEN_SECONDS = 300;
/** The widget names what the token is for; a token made for another form of the site is refused. */
export const TURNSTILE_ACTION = 'sign_in';

/** What the widget needs to show the challenge; null when no challenge can be verified here. */
export function challengeOf(config: Config): SignInChallenge | null {
  if (config.turnstile) return { provider: 'turnstile', site_key: config.turnstile.siteKey };
  return config.mode === 'development' ? { provider: 'sandbox', site_key: SANDBOX_SITE_KEY } : null;
}

const SiteverifyAnswerSchema = z.object({
  success: z.boolean(),
  action: z.optional(z.string()),
  'error-codes': z.optional(z.array(z.string())),
});

async function siteverify(turnstile: NonNullable<Config['turnstile']>, token: string, remoteIp: string): Promise<boolean> {
  const res = await fetch(turnstile.verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: turnstile.secretKey, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  // No answer, an error page or anything but a clear yes is a refusal.
  const answer = SiteverifyAnswerSchema.safeParse(res?.ok ? await res.json().catch(() => null) : null);
  // A token the widget made names the sign-in; Turnstile's test keys name no action at all.
  const action = answer.success ? answer.data.action : undefined;
  return answer.success && answer.data.success && (action === undefined || action === '' || action === TURNSTILE_ACTION);
}

/** Spends a sandbox token: true once for a token the sandbox challenge issued and that has not expired. */
async function spendSandboxToken(db: Queryable, token: string): Promise<boolean> {
  const spent = await db.query(
    'update turnstile_sandbox_tokens set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning token_hash',
    [sha256(token)],
  );
  return spent.length === 1;
}

/** Whether a challenge token is good: asked of Turnstile, or of the sandbox in development. Spends it either way. */
export function verifyChallengeToken(config: Config, db: Queryable, token: string, remoteIp: string): Promise<boolean> {
  if (config.turnstile) return siteverify(config.turnstile, token, remoteIp);
  if (config.mode === 'development') return spendSandboxToken(db, token);
  return Promise.resolve(false);
}

// ---------------------------------------------------------------------------------------------
// The sandbox challenge: the widget's "I am a person" control asks it for a token, and a verifier
// that answers as Turnstile's siteverify does (for trying the real client against it).

const SiteverifyRequestSchema = z.object({
  secret: z.string().check(z.maxLength(200)),
  response: z.string().check(z.maxLength(2048)),
  remoteip: z.optional(z.string().check(z.maxLength(100))),
  idempotency_key: z.optional(z.string().check(z.maxLength(100))),
});

export async function sandboxTurnstileRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /** The challenge passed: a token for the widget to send with the sign-in. */
  route(app, createSandboxChallengeToken, async ({ body }, _req, reply) => {
    if (body.site_key !== SANDBOX_SITE_KEY) throw fail.badRequest('site_key is not the sandbox challenge', 'site_key');
    const token = `sandbox.${randomToken(32)}`;
    await app.db.query('insert into turnstile_sandbox_tokens (token_hash, expires_at) values ($1, $2)', [sha256(token), new Date(Date.now() + TOKEN_SECONDS * 1000).toISOString()]);
    reply.header('cache-control', 'no-store').status(201);
    return { data: { token } };
  });

  /** Turnstile's siteverify, answered from the sandbox's tokens. */
  app.post(`${TURNSTILE_SANDBOX_PATH}/siteverify`, async (req) => {
    const body = parseInput(SiteverifyRequestSchema, req.body, 'body');
    if (body.secret !== SANDBOX_SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (!(await spendSandboxToken(app.db, body.response))) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    return { success: true, 'error-codes': [], challenge_ts: new Date().toISOString(), hostname: 'sandbox', action: TURNSTILE_ACTION };
  });
}
