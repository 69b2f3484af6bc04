// Abuse limits (@fastify/rate-limit): the calls that guess (sign-in, resets, look-ups, tokens),
// that cost (sign-up, uploads, mail) or that take stock (reservations) are counted per client
// address and per call, a minute at a time. Counts live in Redis when REDIS_URL is set, so every
// API process behind a load balancer counts together; in memory otherwise. A call over its limit
// answers 429 in the error envelope, with Retry-After and the detail's retry_after.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiError } from './errors';

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

function routeOf(req: FastifyRequest): string {
  return `${req.method} ${req.routeOptions.url ?? ''}`;
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
      return new ApiError(429, 1000, 'Too Many Requests', `Too many requests. Please try again in ${seconds} second(s).`, undefined, { retry_after: seconds });
    },
  });
}
