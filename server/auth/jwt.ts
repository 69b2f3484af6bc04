// Compact JWTs over node:crypto: HS256 with a shared secret (a brand's own sign-in token) and
// RS256 / ES256 with public keys (an identity provider's ID tokens, from its JWKS). The algorithm
// a caller accepts is fixed by the caller, never taken on trust from the token's header.
import { createHmac, createPublicKey, timingSafeEqual, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

interface Header {
  alg?: unknown;
  kid?: unknown;
  typ?: unknown;
}

function split(token: string): { head: string; body: string; signature: string; header: Header; payload: unknown } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as Header;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (typeof header !== 'object' || header === null) return null;
    return { head, body, signature, header, payload };
  } catch {
    return null;
  }
}

export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(payload));
  const mac = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  return `${head}.${body}.${b64(mac)}`;
}

/** The payload when the token is HS256 and its MAC is good for the secret; otherwise null. */
export function verifyHs256(token: string, secret: string): unknown {
  const parts = split(token);
  if (!parts || parts.header.alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(`${parts.head}.${parts.body}`).digest();
  const given = Buffer.from(parts.signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parts.payload;
}

export type PublicKeys = ReadonlyMap<string, KeyObject>;

/** The payload when the token is RS256 or ES256 and signed by one of the keys (by kid); otherwise null. */
export function verifyAsymmetric(token: string, keys: PublicKeys): unknown {
  const parts = split(token);
  if (!parts || typeof parts.header.kid !== 'string') return null;
  const key = keys.get(parts.header.kid);
  if (!key) return null;
  const data = Buffer.from(`${parts.head}.${parts.body}`);
  const signature = Buffer.from(parts.signature, 'base64url');
  let good = false;
  if (parts.header.alg === 'RS256' && key.asymmetricKeyType === 'rsa') good = verify('sha256', data, key, signature);
  else if (parts.header.alg === 'ES256' && key.asymmetricKeyType === 'ec') good = verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature);
  return good ? parts.payload : null;
}

/** The keys of a JWKS document that can sign (RSA and P-256), by kid. */
export function keysOfJwks(jwks: unknown): Map<string, KeyObject> {
  const out = new Map<string, KeyObject>();
  const keys = (jwks as { keys?: unknown }).keys;
  if (!Array.isArray(keys)) return out;
  for (const jwk of keys as Record<string, unknown>[]) {
    if (typeof jwk.kid !== 'string' || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
    if (jwk.kty !== 'RSA' && !(jwk.kty === 'EC' && jwk.crv === 'P-256')) continue;
    try {
      out.set(jwk.kid, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }));
    } catch {
      // A key that cannot be read is no key.
    }
  }
  return out;
}
