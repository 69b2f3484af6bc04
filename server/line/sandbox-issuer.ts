// The sandbox LINE issuer: when no LINE channel is configured, the API plays LINE itself. It has
// its own signing key (one per process: a restart invalidates outstanding sandbox tokens, which
// live minutes), signs ID tokens for the channel it is asked about, runs a LINE Login authorize
// page for test LINE users and exchanges its codes. Every token it signs is verified for real
// (signature, issuer, audience, expiry), exactly as a token from LINE would be.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { randomToken, sha256 } from '../auth/crypto';
import { newSigningKey, signEs256, type PublicKeys, type SigningKey } from '../auth/jwt';

const key: SigningKey = newSigningKey(`sandbox-${randomBytes(6).toString('hex')}`);
export const sandboxKeys: PublicKeys = new Map([[key.kid, key.publicKey]]);
export const sandboxSigningKey = key;

export const SANDBOX_PATH = '/sandbox/line';
export const sandboxIssuer = (publicApiUrl: string) => `${publicApiUrl}${SANDBOX_PATH}`;

/** How long a LINE ID token lives (LINE's own: one hour). */
export const ID_TOKEN_SECONDS = 3600;
const CODE_MINUTES = 10;

export interface SandboxLineUser {
  lineUserId: string;
  displayName: string;
  email?: string | undefined;
}

export function mintIdToken(issuer: string, channelId: string, user: SandboxLineUser, expiresInSeconds = ID_TOKEN_SECONDS, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return signEs256(
    {
      iss: issuer,
      sub: user.lineUserId,
      aud: channelId,
      exp: iat + expiresInSeconds,
      iat,
      amr: ['linesso'],
      name: user.displayName,
      ...(user.email ? { email: user.email } : {}),
    },
    key,
  );
}

export async function issueSandboxCode(db: Queryable, clientId: string, redirectUri: string, user: SandboxLineUser): Promise<string> {
  const code = randomToken(24);
  await db.query(
    'insert into line_sandbox_codes (code_hash, client_id, redirect_uri, line_user_id, display_name, email, expires_at) values ($1, $2, $3, $4, $5, $6, $7)',
    [sha256(code), clientId, redirectUri, user.lineUserId, user.displayName, user.email ?? null, new Date(Date.now() + CODE_MINUTES * 60_000).toISOString()],
  );
  return code;
}

/** Spends a sandbox code (once, unexpired, for the same client and redirect URI): its user, or null. */
export async function spendSandboxCode(db: Queryable, code: string, clientId: string, redirectUri: string): Promise<SandboxLineUser | null> {
  const [row] = await db.query<{ line_user_id: string; display_name: string; email: string | null }>(
    `update line_sandbox_codes set used_at = now()
      where code_hash = $1 and client_id = $2 and redirect_uri = $3 and used_at is null and expires_at > now()
      returning line_user_id, display_name, email`,
    [sha256(code), clientId, redirectUri],
  );
  return row ? { lineUserId: row.line_user_id, displayName: row.display_name, email: row.email ?? undefined } : null;
}
