// Checking a LINE ID token and exchanging a LINE Login code. With a real channel configured, LINE
// answers (its verify and token endpoints, with the channel id and secret); otherwise the API's
// sandbox issuer, whose tokens are checked here the same way: signature, issuer, audience, expiry.
import { LINE_ERRORS, LineIdClaimsSchema, type LineIdClaims } from '../../contract';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { verifyEs256 } from '../auth/jwt';
import { mintIdToken, sandboxIssuer, sandboxKeys, spendSandboxCode } from './sandbox-issuer';

export type LineRefusal = (typeof LINE_ERRORS)[keyof typeof LINE_ERRORS];
export type VerifyOutcome = { ok: true; claims: LineIdClaims } | { ok: false; reason: LineRefusal };

/** Tolerated clock difference between LINE and us. */
const SKEW_SECONDS = 60;

export function checkClaims(payload: unknown, issuer: string, channelId: string, now = Date.now()): VerifyOutcome {
  const parsed = LineIdClaimsSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: LINE_ERRORS.tokenInvalid };
  const claims = parsed.data;
  if (claims.iss !== issuer) return { ok: false, reason: LINE_ERRORS.tokenInvalid };
  if (claims.aud !== channelId) return { ok: false, reason: LINE_ERRORS.wrongChannel };
  const seconds = Math.floor(now / 1000);
  if (claims.exp <= seconds - SKEW_SECONDS) return { ok: false, reason: LINE_ERRORS.tokenExpired };
  if (claims.iat > seconds + SKEW_SECONDS) return { ok: false, reason: LINE_ERRORS.tokenInvalid };
  return { ok: true, claims };
}

async function sandboxVerify(config: Config, idToken: string, channelId: string): Promise<VerifyOutcome> {
  const payload = await verifyEs256(idToken, sandboxKeys);
  if (payload === null) return { ok: false, reason: LINE_ERRORS.tokenInvalid };
  return checkClaims(payload, sandboxIssuer(config.publicApiUrl), channelId);
}

/** LINE's verify endpoint answers the claims, or 400 with error_description naming the problem. */
async function lineVerify(line: NonNullable<Config['line']>, idToken: string, channelId: string): Promise<VerifyOutcome> {
  const res = await fetch(`${line.apiUrl}/oauth2/v2.1/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id_token: idToken, client_id: channelId }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => null)) as { error_description?: unknown } | null;
  if (!res.ok) {
    const text = typeof body?.error_description === 'string' ? body.error_description.toLowerCase() : '';
    if (text.includes('expired')) return { ok: false, reason: LINE_ERRORS.tokenExpired };
    if (text.includes('audience') || text.includes('channel')) return { ok: false, reason: LINE_ERRORS.wrongChannel };
    return { ok: false, reason: LINE_ERRORS.tokenInvalid };
  }
  // LINE checked the signature; the claims are checked here again all the same.
  const parsed = LineIdClaimsSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: LINE_ERRORS.tokenInvalid };
  return checkClaims(parsed.data, parsed.data.iss, channelId);
}

export function verifyIdToken(config: Config, idToken: string, channelId: string): Promise<VerifyOutcome> {
  return config.line ? lineVerify(config.line, idToken, channelId) : sandboxVerify(config, idToken, channelId);
}

/** Exchanges a LINE Login code for its ID token (null when LINE refuses the code). */
export async function exchangeCode(config: Config, db: Queryable, code: string, redirectUri: string, channelId: string): Promise<string | null> {
  if (!config.line) {
    const user = await spendSandboxCode(db, code, channelId, redirectUri);
    return user ? mintIdToken(sandboxIssuer(config.publicApiUrl), channelId, user) : null;
  }
  const res = await fetch(`${config.line.apiUrl}/oauth2/v2.1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: channelId, client_secret: config.line.channelSecret }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => null)) as { id_token?: unknown } | null;
  return res.ok && typeof body?.id_token === 'string' ? body.id_token : null;
}
