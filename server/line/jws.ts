// Compact JWS with ES256 over node:crypto: what the sandbox LINE issuer signs its ID tokens with
// and what the API checks them with. No algorithm comes from the token itself: ES256 is required.
import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function newSigningKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid, privateKey, publicKey };
}

export function signJws(payload: Record<string, unknown>, key: SigningKey): string {
  const head = b64(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: key.kid }));
  const body = b64(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${head}.${body}.${b64(signature)}`;
}

/** The payload when the signature is good for one of the keys (by kid); otherwise null. */
export function verifyJws(token: string, keys: ReadonlyMap<string, KeyObject>): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  let header: { alg?: unknown; kid?: unknown };
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as typeof header;
  } catch {
    return null;
  }
  if (header.alg !== 'ES256' || typeof header.kid !== 'string') return null;
  const key = keys.get(header.kid);
  if (!key) return null;
  const good = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!good) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The public key as a JWK, for a JWKS document. */
export function publicJwk(key: SigningKey): Record<string, unknown> {
  return { ...key.publicKey.export({ format: 'jwk' }), kid: key.kid, alg: 'ES256', use: 'sig' };
}
