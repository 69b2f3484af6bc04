// A small in-process cache with a time limit and a size limit. Used for what changes rarely and is
// read on every request (hotels, catalogues, client sessions); every instance behind a load
// balancer holds its own, so a change made elsewhere shows within the time limit.
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 1000,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V, ttlMs = this.ttlMs, now = Date.now()): void {
    if (this.entries.size >= this.max && !this.entries.has(key)) {
      // Maps keep insertion order: drop the oldest.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: now + ttlMs });
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

const everyCache = new Set<TtlCache<unknown, unknown>>();

/**
 * One cache per database handle (tests open several), created on first use. Transactions get
 * their own short-lived handle, so what a transaction reads is never shared.
 */
export function cachePerDb<K, V>(ttlMs: number, max?: number): (db: object) => TtlCache<K, V> {
  const byDb = new WeakMap<object, TtlCache<K, V>>();
  return (db) => {
    let cache = byDb.get(db);
    if (!cache) {
      cache = new TtlCache<K, V>(ttlMs, max);
      byDb.set(db, cache);
      everyCache.add(cache as TtlCache<unknown, unknown>);
    }
    return cache;
  };
}

/** Forgets everything cached (after a change made behind the API's back, such as a test reset). */
export function clearCaches(): void {
  for (const c of everyCache) c.clear();
}
