// The reference booking API: plugins (security headers, CORS, error envelope), then the routes.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import type { Db } from './db/db';
import type { Config } from './config';
import { ApiError, fail } from './errors';
import { HEADERS } from '../contract';
import { sessionRoutes } from './routes/sessions';
import { settingsRoutes } from './routes/settings';
import { userRoutes } from './routes/user';
import { staffRoutes } from './routes/staff';
import { docsRoutes } from './routes/docs';
import { placeholderField, route } from './http/route';
import { health } from '../contract/endpoints/staff';
import { searchRoutes } from './routes/search';
import { reservationRoutes } from './routes/reservations';
import { manageRoutes } from './routes/manage';
import { manageDetailRoutes } from './routes/manage-details';
import { membershipRoutes } from './routes/membership';
import { memberAccountRoutes } from './routes/member-account';
import { signOnRoutes } from './routes/sign-on';
import { chatbotRoutes } from './routes/chatbot';
import { expireRetiredMemberCookie } from './http/member';
import { outboxRoutes } from './routes/outbox';
import { paymentRoutes } from './routes/payments';
import { fileAttachmentRoutes } from './routes/file-attachments';
import { lineRoutes } from './routes/line';
import { configureSmtp } from './mail/mailer';
import { DomainError } from './domain/errors';
import { unstorableText } from './input-guard';
import { registerRateLimits } from './rate-limits';
import { sandboxTurnstileRoutes } from './auth/turnstile';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface BuildOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Filled with every route as it is registered (the fuzz test walks them all). */
  routes?: { method: string; url: string }[];
}

const TRACING_ID_RE = /^[A-Za-z0-9._:-]{8,128}$/;

export async function buildApi({ db, config, logger = false, routes }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Requests carry the widget's tracing id; it becomes the request id in every log line.
    genReqId: (req) => {
      const given = req.headers[HEADERS.tracingId];
      return typeof given === 'string' && TRACING_ID_RE.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Only a proxy we run may say who the client is: a header from anyone else could dodge the
    // per-address rate limits and look-up slow-down.
    trustProxy: config.trustProxy,
    // The router's own refusals (an address that is not valid percent-encoding, a path segment
    // over 100 characters) answer in the error envelope like everything else.
    frameworkErrors: (err, _req, reply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address is not valid.';
      void (reply as FastifyReply).status(status).send(new ApiError(status, 1000, status === 414 ? 'URI Too Long' : 'Bad Request', message, 'path').toEnvelope());
    },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  if (routes) {
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
    });
  }

  // First, so that the plugins' own routes (CORS preflights) answer failures in the envelope too.
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof DomainError) {
      return reply.status(400).send(new ApiError(400, err.code, 'Bad Request', err.message, err.field).toEnvelope());
    }
    if (err instanceof ApiError) {
      if (err.status >= 500) req.log.warn({ code: err.code }, err.message);
      return reply.status(err.status).send(err.toEnvelope());
    }
    const e = err as { statusCode?: number; code?: string; message: string };
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large …): keep the status.
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const field = e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'body' : undefined;
      const message = field ? 'body is not valid JSON' : e.message;
      return reply.status(e.statusCode).send(new ApiError(e.statusCode, 1000, 'Bad Request', message, field).toEnvelope());
    }
    // A value the database cannot take for its kind (a number out of range, a date that is no date):
    // input that got past a check, answered as the bad input it is.
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) {
      req.log.warn({ code: e.code, err: e.message }, 'a value the database refused reached it');
      return reply.status(400).send(new ApiError(400, 1000, 'Bad Request', 'A value in the request is out of range or not of its kind.').toEnvelope());
    }
    // Two requests made the same thing at once (a unique key): the second hears it exists.
    if (e.code === '23505') {
      return reply.status(409).send(new ApiError(409, 1000, 'Conflict', 'This was just done by another request. Please look again before trying once more.').toEnvelope());
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(new ApiError(500, 1000, 'Internal Server Error', 'Something went wrong on our side.').toEnvelope());
  });

  await app.register(helmet, {
    // JSON answers only; pages the API serves itself set their own policy.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Search answers are tens of kilobytes of JSON; a phone on a slow network wants them small.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  // A preflight without the method it asks for is refused here, in the envelope (the CORS plugin
  // itself would answer in plain text).
  app.addHook('onRequest', async (req) => {
    if (req.method === 'OPTIONS' && req.headers.origin && !req.headers['access-control-request-method']) {
      throw new ApiError(400, 1000, 'Bad Request', 'A preflight request names the method it asks for (Access-Control-Request-Method).', 'access-control-request-method');
    }
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.widgetOrigins.includes(origin)),
    credentials: true,
    allowedHeaders: ['content-type', ...Object.values(HEADERS)],
    exposedHeaders: ['x-request-id'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    expireRetiredMemberCookie(req, reply);
  });

  await registerRateLimits(app, config.redisUrl, config.rateLimitScale);

  // Text no store may hold (a NUL, a lone surrogate) is refused before any route reads it.
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [['query', req.query], ['path', req.params], ['body', req.body]] as const) {
      const bad = unstorableText(value);
      if (!bad) continue;
      // A path's wildcard part has no name of its own.
      // A placeholder goes by the name errors give it (`hotel`, `brand`), whatever the path calls it.
      const endpoint = req.routeOptions.config.endpoint;
      const name = part === 'path' && endpoint ? placeholderField(endpoint.path, bad.field) : bad.field;
      const field = part === 'body' ? bad.field : part === 'path' && bad.field === '*' ? 'path' : `${part}.${name}`;
      throw new ApiError(400, 1000, 'Bad Request', `${field} ${bad.problem}.`, field);
    }
  });

  app.setNotFoundHandler((req, reply) => {
    const err = fail.notFound(`No route ${req.method} ${req.url.split('?')[0]}`);
    return reply.status(404).send(err.toEnvelope());
  });

  route(app, health, async () => ({ data: { status: 'ok' as const, database: db.kind } }));
  await app.register(sessionRoutes);
  await app.register(settingsRoutes);
  await app.register(userRoutes);
  await app.register(searchRoutes);
  await app.register(reservationRoutes);
  await app.register(manageRoutes);
  await app.register(manageDetailRoutes);
  await app.register(membershipRoutes);
  // The sandbox person check (its tokens and its siteverify): development only, without a real Turnstile.
  if (config.mode === 'development' && !config.turnstile) await app.register(sandboxTurnstileRoutes);
  await app.register(memberAccountRoutes);
  await app.register(signOnRoutes);
  await app.register(chatbotRoutes);
  // The sandbox payment gateway's pages (card form, 3-D Secure challenge): development only.
  if (config.mode === 'development') await app.register(paymentRoutes);
  await app.register(fileAttachmentRoutes);
  await app.register(lineRoutes);
  configureSmtp(config.smtpUrl);
  // The outbox: development only, and only with the staff token.
  if (config.mode === 'development' && !config.smtpUrl) await app.register(outboxRoutes);
  await app.register(staffRoutes);
  await app.register(docsRoutes);
  return app;
}
