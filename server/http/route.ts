// Registers a route from its endpoint in the contract's table: the method and path are the
// table's, the params, query and body are checked with the table's schemas before the handler
// runs, and (when the config asks, as the tests do) every successful JSON answer is checked
// against the table's answer schema: an answer that breaks the contract fails loudly.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AnswerOf, Endpoint, ParsedInput } from '../../contract/endpoint';
import { INVALID } from '../../contract/errors';
import { ApiError, parseInput } from '../errors';
import { requireHotel } from './guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint a route was registered from. */
    endpoint?: Endpoint;
  }
}

/** Document 2's `{name}` placeholders as the router's `:name` (or as `rename` names them). */
export function routerPath(path: string, rename: (placeholder: string) => string = (p) => p): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => `:${rename(name)}`);
}

type Handler<E extends Endpoint> = (input: ParsedInput<E>, req: FastifyRequest, reply: FastifyReply) => Promise<AnswerOf<E> | FastifyReply | void>;

/**
 * Placeholders are named in error details for what they hold, as they always were, whichever name
 * document 2 gives them: `/hotels/{id}` and `/hotels/{code}` name the hotel, `/hotel_brands/{id}` the brand.
 */
/** The calls of one hotel (`/hotels/{id}/…`), and the staff's (`/staff/hotels/{id}/…`, which work in maintenance too). */
const HOTEL_PATH = /^(\/staff)?\/hotels\/\{(id|code)\}/;

const PLACEHOLDER_FIELDS: readonly [RegExp, string][] = [
  [HOTEL_PATH, 'hotel'],
  [/^\/hotel_brands\/\{(id)\}/, 'brand'],
];

/** The name a placeholder of `path` goes by in error details (`hotel`, `brand`, or its own). */
export function placeholderField(path: string, placeholder: string): string {
  for (const [pattern, field] of PLACEHOLDER_FIELDS) {
    const m = pattern.exec(path);
    if (m && m[m.length - 1] === placeholder) return field;
  }
  return placeholder;
}

function paramsOf(e: Endpoint, schema: NonNullable<Endpoint['params']>, params: unknown): unknown {
  try {
    return parseInput(schema, params, 'params');
  } catch (err) {
    const field = err instanceof ApiError && err.field !== undefined ? placeholderField(e.path, err.field) : undefined;
    if (!(err instanceof ApiError) || field === undefined || field === err.field) throw err;
    throw new ApiError(err.status, err.code, err.title, err.message.replace(err.field!, field), field);
  }
}

/**
 * Parses a request's params, query and body with the endpoint's schemas, in that order. A field
 * the endpoint answers with a case of its own when malformed (`malformed`) is answered so.
 */
export function inputOf<E extends Endpoint>(e: E, req: FastifyRequest): ParsedInput<E> {
  try {
    return {
      params: e.params ? paramsOf(e, e.params, req.params) : undefined,
      query: e.query ? parseInput(e.query, req.query, 'query') : undefined,
      body: e.body && !e.multipart ? parseInput(e.body, req.body, 'body') : undefined,
    } as ParsedInput<E>;
  } catch (err) {
    const own = err instanceof ApiError && err.code === INVALID.code && err.field !== undefined ? e.malformed?.[err.field] : undefined;
    if (!own || !(err instanceof ApiError)) throw err;
    const status = typeof own.status === 'number' ? own.status : own.status[0]!;
    throw new ApiError(status, own.code, 'Bad Request', own.message, own.field ?? err.field);
  }
}

/**
 * Before what a call asks is read, whether it may be asked at all, as each route always answered:
 * the hotel it names must exist (404) and, but for the staff, be open (503). The client session or
 * staff token is checked before this (the routes' own onRequest hooks). Hotels are cached, so the
 * handler's own look-up costs nothing more.
 */
export async function hotelFirst(req: FastifyRequest): Promise<void> {
  const e = req.routeOptions.config.endpoint;
  const m = e ? HOTEL_PATH.exec(e.path) : null;
  if (m) await requireHotel(req, { allowMaintenance: m[1] !== undefined });
}

export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>, options: Pick<RouteShorthandOptions, 'onRequest' | 'compress' | 'bodyLimit'> = {}): void {
  const checkAnswer = app.config.checkAnswers && (e.answerKind ?? 'json') === 'json';
  app.route({
    ...options,
    // After the text no store may hold is refused (the app's own preValidation), before input is read.
    ...(HOTEL_PATH.test(e.path) ? { preValidation: hotelFirst } : {}),
    method: e.method,
    url: routerPath(e.path),
    config: { endpoint: e },
    handler: async (req, reply) => handler(inputOf(e, req), req, reply),
    preSerialization: checkAnswer
      ? async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          if (reply.statusCode >= 300) return payload;
          const result = e.answer.safeParse(payload);
          if (!result.success) {
            const issue = result.error.issues[0];
            throw new ApiError(500, 1000, 'Answer breaks the contract', `${e.method} ${e.path}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
          }
          return payload;
        }
      : undefined,
  });
}
