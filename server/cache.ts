// A small in-process cache with a time limit and a size limit (lru-cache underneath: the least
// recently used entry goes first). Used for what changes rarely and is read on every request
// (hotels, catalogues, client sessions); every instance behind a load balancer holds its own, so a
// change made elsewhere shows within the time limit.
import { LRUCache } from 'lru-cache';

export class TtlCache<K extends NonNullable<unknown>, V> {
  // Values are boxed: a cached "none" (null) is a value too.
  private readonly entries: LRUCache<K, { value: V }>;

  constructor(ttlMs: number, max = 1000) {
    this.entries = new LRUCache<K, { value: V }>({ max, ttl: ttlMs, ttlAutopurge: false });
  }

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Keeps `value`, for `ttlMs` when given (else the cache's own time limit). */
  set(key: K, value: V, ttlMs?: number): void {
    this.entries.set(key, { value }, ttlMs === undefined ? undefined : { ttl: ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cached value, or the loaded one (cached when defined). */
  async getOrLoad(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (value !== undefined) this.set(key, value);
    return value;
  }
}

const everyCache = new Set<{ clear(): void }>();

/**
 * One cache per database handle (tests open several), created on first use. Transactions get
 * their own short-lived handle, so what a transaction reads is never shared.
 */
export function cachePerDb<K extends NonNullable<unknown>, V>(ttlMs: number, max?: number): (db: object) => TtlCache<K, V> {
  const byDb = new WeakMap<object, TtlCache<K, V>>();
  return (db) => {
    let cache = byDb.get(db);
    if (!cache) {
      cache = new TtlCache<K, V>(ttlMs, max);
      byDb.set(db, cache);
      everyCache.add(cache);
    }
    return cache;
  };
}

/** Forgets everything cached (after a change made behind the API's back, such as a test reset). */
export function clearCaches(): void {
  for (const c of everyCache) c.clear();
}
