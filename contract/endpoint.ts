// What one call of the API is, as an object both sides use: the server registers its route from
// it (and checks its input with it), the widget calls through it, and the OpenAPI document is
// written from it. The calls themselves are the table in endpoints/.
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may make the call: `public` needs nothing; `client` carries a client session (every widget
 * call does); `member` also a signed-in member's bearer token; `member_optional` reads the member
 * when one is signed in; `staff` the staff token.
 */
export type Caller = 'public' | 'client' | 'member' | 'member_optional' | 'staff';

/** What a successful answer is: JSON the `answer` schema reads, a file, an HTML page or a redirect. */
export type AnswerKind = 'json' | 'file' | 'html' | 'redirect' | 'none';

/**
 * One way a call may fail, named: the HTTP status, the catalogue code (document 2 §8) and, where
 * the code alone does not tell cases apart, the name the detail's `error` carries (exactly, or as
 * the start of it: `sold_out: …`) and the field it points at.
 */
export interface ErrorCase {
  readonly status: number | readonly number[];
  readonly code: number;
  readonly error?: string;
  readonly field?: string;
  readonly description: string;
}

type Schema = z.ZodMiniType;

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema = Schema,
  E extends Readonly<Record<string, ErrorCase>> = Readonly<Record<string, ErrorCase>>,
> {
  /** Unique, stable: the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Document 2's shape, placeholders in braces: `/hotels/{id}/rooms`. */
  readonly path: string;
  readonly summary: string;
  /** The section it belongs to (document 2 §7.x or the product's own). */
  readonly tag: string;
  readonly caller: Caller;
  readonly params?: P;
  readonly query?: Q;
  /** JSON; `multipart` when the body is a form with files (its fields are described by `body`). */
  readonly body?: B;
  readonly multipart?: boolean;
  readonly answer: A;
  readonly answerKind?: AnswerKind;
  /** The status of a success when it is not 200. */
  readonly status?: number;
  /** Only in development mode (sandboxes, the mail outbox). */
  readonly development?: boolean;
  readonly errors: E;
  /**
   * Input fields whose malformed value is answered by a case of their own rather than the general
   * 1000 of bad input (a member call's malformed `email` is 3704): when the first thing wrong with
   * the input is that field.
   */
  readonly malformed?: Readonly<Record<string, ErrorCase & { readonly message: string }>>;
}

/** Declares one call; the object is kept as written so that its types carry to both sides. */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<
  const P extends Schema | undefined = undefined,
  const Q extends Schema | undefined = undefined,
  const B extends Schema | undefined = undefined,
  const A extends Schema = Schema,
  const E extends Readonly<Record<string, ErrorCase>> = Readonly<Record<string, ErrorCase>>,
>(e: Endpoint<P, Q, B, A, E>): Endpoint<P, Q, B, A, E> {
  return e;
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;
/** One part of a call's input: required when its schema requires anything, absent when there is no schema. */
type Part<K extends string, S> = [NonNullable<S>] extends [never]
  ? { [k in K]?: never }
  : NonNullable<S> extends Schema
    ? object extends z.input<NonNullable<S>>
      ? { [k in K]?: InputOf<NonNullable<S>> }
      : { [k in K]: InputOf<NonNullable<S>> }
    : { [k in K]?: never };

/** What the caller gives: the path's placeholders, the query and the body, as each schema takes them. */
export type CallInput<E extends Endpoint> = Part<'params', E['params']> & Part<'query', E['query']> & Part<'body', E['body']>;
/** What the server's handler receives: each part as its schema gives it. */
export interface ParsedInput<E extends Endpoint> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}
/** The answer of a successful call. */
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The placeholders of a path, in order. */
export function placeholdersOf(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** The address of a call: each placeholder filled from `params`, encoded. */
export function pathOf(e: Pick<Endpoint, 'path'>, params: Readonly<Record<string, unknown>> = {}): string {
  return e.path.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${e.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** A query value as text: lists as comma lists, objects as JSON, the rest as they print. */
export function queryText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
