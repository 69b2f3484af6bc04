// Counted failures (wrong look-ups): how many under one key within a window. In Redis when
// REDIS_URL is set, so every API process counts together without touching the database; in the
// database otherwise (which every process shares too). A Redis that cannot be reached falls back
// to the database rather than letting every guess through.
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db/db';
import { recentLookupFailures, recordLookupFailure } from './db/reservations-repo';

export interface FailureCounts {
  /** Failures under `key` within the last `minutes`. */
  recent(key: string, minutes: number): Promise<number>;
  /** One more failure under `key`, kept for `minutes`. */
  record(key: string, minutes: number): Promise<void>;
}

export function databaseFailureCounts(db: Queryable): FailureCounts {
  return {
    recent: (key, minutes) => recentLookupFailures(db, key, minutes),
    record: (key) => recordLookupFailure(db, key),
  };
}

const PREFIX = 'yadori-fail:';

export function redisFailureCounts(redis: Redis, fallback: FailureCounts): FailureCounts {
  return {
    async recent(key, minutes) {
      try {
        const now = Date.now();
        return await redis.zcount(PREFIX + key, now - minutes * 60_000, '+inf');
      } catch {
        return fallback.recent(key, minutes);
      }
    },
    async record(key, minutes) {
      try {
        const now = Date.now();
        const k = PREFIX + key;
        await redis
          .multi()
          .zadd(k, now, `${now}-${randomUUID()}`)
          .zremrangebyscore(k, 0, now - minutes * 60_000)
          .pexpire(k, minutes * 60_000)
          .exec();
      } catch {
        await fallback.record(key, minutes);
      }
    },
  };
}
