// Idempotency-Key (document 2 §7.1) for the calls that create: a retried request gets the first
// answer back, whatever it was (a 2xx or a 4xx); a key belongs to the client session that sent it;
// the answer is kept sealed with a key derived from the Idempotency-Key itself, so the database
// holds no access token in clear, and is forgotten after 24 hours. A failure of ours (5xx) keeps
// nothing: the request may be tried again.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from './db/db';

export const IDEMPOTENCY_HOURS = 24;

export interface IdempotencyScope {
  /** What identifies the key in storage: a hash of the caller and the key. */
  id: string;
  /** What seals the answer: derived from the key, never stored. */
  sealKey: Buffer;
}

/** The scope of `key` for `caller` (the client session): another caller's same key is another key. */
export function idempotencyScope(caller: string, key: string): IdempotencyScope {
  const material = `${caller}\n${key}`;
  return {
    id: createHash('sha256').update(`id\n${material}`).digest('hex'),
    sealKey: createHmac('sha256', 'yadori-idempotent-answer').update(material).digest(),
  };
}

export function seal(scope: IdempotencyScope, answer: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', scope.sealKey, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(scope: IdempotencyScope, sealed: string): unknown {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', scope.sealKey, iv!);
  decipher.setAuthTag(tag!);
  return JSON.parse(Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8'));
}

export type Claim = { kind: 'new' } | { kind: 'other_request' } | { kind: 'in_progress' } | { kind: 'replay'; status: number; answer: unknown };

/** Claims the key for this request (committed at once, so a concurrent retry sees it). */
export async function claimKey(db: Queryable, hotelId: number, scope: IdempotencyScope, requestHash: string): Promise<Claim> {
  await db.query(`delete from idempotency_keys where hotel_id = $1 and key = $2 and created_at < now() - make_interval(hours => $3)`, [hotelId, scope.id, IDEMPOTENCY_HOURS]);
  const claimed = await db.query('insert into idempotency_keys (hotel_id, key, request_hash) values ($1, $2, $3) on conflict do nothing returning key', [hotelId, scope.id, requestHash]);
  if (claimed.length > 0) return { kind: 'new' };
  const [seen] = await db.query<{ request_hash: string; status_code: number | null; sealed: string | null }>(
    'select request_hash, status_code, sealed from idempotency_keys where hotel_id = $1 and key = $2',
    [hotelId, scope.id],
  );
  if (!seen) return claimKey(db, hotelId, scope, requestHash);
  if (seen.request_hash !== requestHash) return { kind: 'other_request' };
  if (seen.status_code === null || seen.sealed === null) return { kind: 'in_progress' };
  return { kind: 'replay', status: seen.status_code, answer: unseal(scope, seen.sealed) };
}

/** Keeps the final answer of a claimed key. */
export async function keepAnswer(db: Queryable, hotelId: number, scope: IdempotencyScope, status: number, answer: unknown): Promise<void> {
  await db.query('update idempotency_keys set status_code = $3, sealed = $4 where hotel_id = $1 and key = $2', [hotelId, scope.id, status, seal(scope, answer)]);
}

/** Gives up a claimed key (our own failure): the request may be tried again. */
export async function releaseKey(db: Queryable, hotelId: number, scope: IdempotencyScope): Promise<void> {
  await db.query('delete from idempotency_keys where hotel_id = $1 and key = $2 and status_code is null', [hotelId, scope.id]);
}
