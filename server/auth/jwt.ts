// Compact JWTs, over jose: HS256 with a shared secret (a brand's own sign-in token), ES256 with a
// key of this process (the sandbox LINE issuer's and the sandbox identity provider's ID tokens),
// and RS256 / ES256 with public keys from a JWKS (an identity provider's ID tokens). The algorithm
// a caller accepts is fixed by the caller, never taken on trust from the token's header. Claims
// are the callers' to check (their refusals name what was wrong); these only check signatures.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { CompactSign, compactVerify, exportJWK, importJWK, type JWK, type JWSHeaderParameters } from 'jose';

/** A verifying key: node's, or WebCrypto's (what jose imports a JWK as). */
export type VerifyKey = KeyObject | CryptoKey;
export type PublicKeys = ReadonlyMap<string, VerifyKey>;

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const encode = (payload: Record<string, unknown>) => new TextEncoder().encode(JSON.stringify(payload));

function payloadOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** The payload when the signature is good for `algorithms` and the key found; otherwise null. */
async function verified(token: string, algorithms: string[], key: VerifyKey | Uint8Array | ((header: JWSHeaderParameters) => VerifyKey)): Promise<unknown> {
  try {
    const { payload } = await compactVerify(token, key as Parameters<typeof compactVerify>[1], { algorithms });
    return payloadOf(payload);
  } catch {
    return null;
  }
}

/** The key of `keys` the header names (by kid); a throw (no such key) is a refusal. */
const byKid = (keys: PublicKeys) => (header: JWSHeaderParameters) => {
  const key = typeof header.kid === 'string' ? keys.get(header.kid) : undefined;
  if (!key) throw new Error('no key of that id');
  return key;
};

export function signHs256(payload: Record<string, unknown>, secret: string): Promise<string> {
  return new CompactSign(encode(payload)).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/** The payload when the token is HS256 and its MAC is good for the secret; otherwise null. */
export function verifyHs256(token: string, secret: string): Promise<unknown> {
  return verified(token, ['HS256'], new TextEncoder().encode(secret));
}

export function newSigningKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid, privateKey, publicKey };
}

export function signEs256(payload: Record<string, unknown>, key: SigningKey): Promise<string> {
  return new CompactSign(encode(payload)).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid }).sign(key.privateKey);
}

/** The payload when the token is ES256 and signed by one of the keys (by kid); otherwise null. */
export function verifyEs256(token: string, keys: PublicKeys): Promise<unknown> {
  return verified(token, ['ES256'], byKid(keys));
}

/** The payload when the token is RS256 or ES256 and signed by one of the keys (by kid); otherwise null. */
export function verifyAsymmetric(token: string, keys: PublicKeys): Promise<unknown> {
  return verified(token, ['RS256', 'ES256'], byKid(keys));
}

/** The public key as a JWK, for a JWKS document. */
export async function publicJwk(key: SigningKey): Promise<JWK> {
  return { ...(await exportJWK(key.publicKey)), kid: key.kid, alg: 'ES256', use: 'sig' };
}

/** The keys of a JWKS document that can sign (RSA and P-256), by kid. */
export async function keysOfJwks(jwks: unknown): Promise<Map<string, VerifyKey>> {
  const out = new Map<string, VerifyKey>();
  const keys = (jwks as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) return out;
  for (const jwk of keys as JWK[]) {
    if (typeof jwk.kid !== 'string' || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
    const alg = jwk.kty === 'RSA' ? 'RS256' : jwk.kty === 'EC' && jwk.crv === 'P-256' ? 'ES256' : null;
    if (!alg) continue;
    try {
      const key = await importJWK({ ...jwk, alg }, alg);
      if (!(key instanceof Uint8Array)) out.set(jwk.kid, key);
    } catch {
      // A key that cannot be read is no key.
    }
  }
  return out;
}
