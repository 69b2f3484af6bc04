// Abuse limits (@fastify/rate-limit): the calls that guess (sign-in, resets, look-ups, tokens),
// that cost (sign-up, uploads, mail) or that take stock (reservations) are counted per client
// address and per call, a minute at a time. Counts live in Redis when REDIS_URL is set, so every
// API process behind a load balancer counts together; in memory otherwise. A call over its limit
// answers 429 in the error envelope, with Retry-After and the detail's retry_after.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiError } from './errors';
import { databaseFailureCounts, redisFailureCounts, type FailureCounts } from './failure-counts';
import { placeholderField, routerPath } from './http/route';

/**
 * Requests per address per minute, by method and route. Many guests may share one address (a
 * hotel's lobby, an office): what every page load makes (a client session) is counted generously;
 * what guesses or takes stock, tightly.
 */
export const RATE_LIMITS: Readonly<Record<string, number>> = {
  'POST /api/client_sessions': 600,
  'POST /hotels/:hotel/memberships/sign_in': 30,
  'POST /hotels/:hotel/memberships/sign_up': 10,
  'POST /hotels/:hotel/memberships/start_reset_password_process': 10,
  'GET /hotels/:hotel/memberships/resend_confirmation': 10,
  'GET /hotels/:hotel/memberships/resend_confirm_email': 10,
  'GET /hotel_brands/:brand/reservations/:no': 30,
  'POST /hotels/:hotel/reservations': 20,
  'POST /file_attachments': 60,
  'GET /hotels/:hotel/chatbot_session': 30,
  'POST /hotels/:hotel/memberships/chatbot_session': 20,
  'POST /hotels/:hotel/memberships/tokens': 20,
  'POST /user/token_exchange': 20,
  'POST /hotels/:hotel/memberships/custom_auth': 20,
  'POST /hotels/:hotel/memberships/open_id/sign_in': 20,
  'POST /hotels/:hotel/memberships/facebook': 20,
  'POST /hotels/:hotel/memberships/line': 20,
  'POST /liff/upsert': 20,
};

/**
 * Calls counted per target, whatever address they come from: what goes to one e-mail address
 * (sign-ups, reset and confirmation mails) and the look-ups of one reservation. Many addresses
 * guessing one reservation, or mailing one person, meet the same count.
 */
export const TARGET_LIMITS = {
  /** Mails to one address (sign-up, reset, confirmation), an hour at a time. */
  mail: { max: 5, windowMs: 60 * 60_000 },
  /** Look-ups of one reservation number, a quarter hour at a time. */
  lookup: { max: 20, windowMs: 15 * 60_000 },
} as const;

export type TargetLimit = keyof typeof TARGET_LIMITS;
/** Counts one call against its target; over the limit, a 429 in the catalogue envelope. */
export type TargetLimiter = (req: FastifyRequest, kind: TargetLimit, target: string) => Promise<void>;

const TARGET = Symbol('rate-limit target');

declare module 'fastify' {
  interface FastifyInstance {
    limitTarget: TargetLimiter;
    /** Counted failures (wrong look-ups), in the same store as the limits or the database. */
    failureCounts: FailureCounts;
  }
}

/**
 * The call as RATE_LIMITS names it: a hotel's placeholder is `:hotel` and a brand's `:brand`,
 * whichever name the route's path gives it (document 2 writes `{id}` and `{code}`).
 */
function routeOf(req: FastifyRequest): string {
  const e = req.routeOptions.config.endpoint;
  const url = e ? routerPath(e.path, (name) => placeholderField(e.path, name)) : (req.routeOptions.url ?? '');
  return `${req.method} ${url}`;
}

export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined, scale = 1): Promise<void> {
  // Short waits: a counter that cannot be read is skipped (the call goes on) rather than held.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  const inDatabase = databaseFailureCounts(app.db);
  app.decorate('failureCounts', redis ? redisFailureCounts(redis, inDatabase) : inDatabase);
  await app.register(rateLimit, {
    global: true,
    // Only the calls above are counted; nothing else touches the store.
    allowList: (req) => RATE_LIMITS[routeOf(req)] === undefined,
    max: (req) => (RATE_LIMITS[routeOf(req)] ?? 1_000_000) * scale,
    timeWindow: 60_000,
    keyGenerator: (req) => `${req.ip}|${routeOf(req)}`,
    ...(redis ? { redis, nameSpace: 'yadori-rate:' } : {}),
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooMany(seconds);
    },
  });

  // One limiter per kind of target, in the same store (so every API process counts together).
  const limiters = Object.fromEntries(
    (Object.keys(TARGET_LIMITS) as TargetLimit[]).map((kind) => [
      kind,
      app.createRateLimit({
        max: TARGET_LIMITS[kind].max * scale,
        timeWindow: TARGET_LIMITS[kind].windowMs,
        allowList: () => false,
        keyGenerator: (req) => `target|${kind}|${String((req as unknown as Record<symbol, string>)[TARGET])}`,
      }),
    ]),
  ) as Record<TargetLimit, ReturnType<FastifyInstance['createRateLimit']>>;
  app.decorate('limitTarget', async (req: FastifyRequest, kind: TargetLimit, target: string) => {
    (req as unknown as Record<symbol, string>)[TARGET] = target.trim().toLowerCase();
    const outcome = await limiters[kind](req);
    if (!outcome.isAllowed && outcome.isExceeded) throw tooMany(Math.max(1, Math.ceil(outcome.ttl / 1000)));
  });
}

function tooMany(seconds: number): ApiError {
  return new ApiError(429, 1000, 'Too Many Requests', `Too many requests. Please try again in ${seconds} second(s).`, undefined, { retry_after: seconds });
}
