// The booking API client: document 2 §7.1 headers on every call, answers parsed with the
// contract, failures turned into catalogue errors, and the reactions of document 2 §4
// (401 -> local logout, 403/4000 -> refresh the client session and retry once, 503 -> maintenance).
import type * as z from 'zod/mini';
import { ErrorEnvelopeSchema, HEADERS, readError, TRACING_IDS_KEPT } from '../../../contract';
import { IDENTITY_EXPIRED } from '../../../contract/endpoints/errors';
import { pathOf, queryText, type AnswerOf, type CallInput, type Endpoint } from '../../../contract/endpoint';
import { ApiCallError, parseJson, type Outcome } from './failure';
import { isFailure } from './is-failure';

export { ApiCallError, parseJson, type Outcome } from './failure';

export interface ApiClientDeps {
  baseUrl: string;
  appVersion: string;
  locale(): string;
  clientSession(): Promise<string>;
  refreshClientSession(): Promise<string>;
  accessToken(): string | null;
  onUnauthorized(error: ApiCallError): void;
  onMaintenance(error: ApiCallError): void;
  fetch?: typeof fetch;
  /** Uploads go through XMLHttpRequest, the one browser API that reports upload progress. */
  xhr?: () => XMLHttpRequest;
  log?: (message: string, data?: unknown) => void;
}

export interface RequestOptions<S extends z.ZodMiniType> {
  schema: S;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Calls that must work without a client session (creating one). */
  withoutClientSession?: boolean;
  /** When false, a 401 is returned to the caller without the global logout reaction. */
  reactToUnauthorized?: boolean;
}

export interface UploadOptions<S extends z.ZodMiniType> extends Pick<RequestOptions<S>, 'schema' | 'query' | 'headers'> {
  /** Sent as multipart/form-data; the browser writes the boundary. */
  form: FormData;
  /** Bytes sent so far and in all (0 while unknown). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

export interface DownloadOptions {
  query?: RequestOptions<z.ZodMiniType>['query'];
}

/** What a call may add to what its endpoint says. */
export interface CallOptions {
  headers?: Record<string, string>;
  /** When false, a 401 is returned to the caller without the global logout reaction. */
  reactToUnauthorized?: boolean;
}

/** The input may be left out when nothing in it is required. */
type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

/** What the app may use: calls of the endpoint table, never a path of its own. */
export type TableClient = Pick<ApiClient, 'call' | 'send' | 'fetchFile' | 'recentTracingIds'>;

export interface ApiClient {
  /** One call of the endpoint table: its address from the input, its answer read with its schema. */
  call<E extends Endpoint>(e: E, ...args: CallArgs<E>): Promise<AnswerOf<E>>;
  /** A call whose body is a form with files (`multipart` in the table), with upload progress. */
  send<E extends Endpoint>(e: E, input: CallInput<E>, options: Omit<UploadOptions<E['answer']>, 'schema' | 'query'>): Promise<AnswerOf<E>>;
  /** A call whose answer is a file: its bytes. */
  fetchFile<E extends Endpoint>(e: E, input: CallInput<E>): Promise<Blob>;
  request<S extends z.ZodMiniType>(method: string, path: string, options: RequestOptions<S>): Promise<z.infer<S>>;
  /** POST of a form with files, with the same headers, reactions and answer parsing as request. */
  upload<S extends z.ZodMiniType>(path: string, options: UploadOptions<S>): Promise<z.infer<S>>;
  /** GET of a file: its bytes, with the same headers and reactions as request. */
  download(path: string, options?: DownloadOptions): Promise<Blob>;
  /** The tracing ids of the last calls, newest last (at most 20). */
  recentTracingIds(): readonly string[];
}

function newTracingId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const log = deps.log ?? ((message: string, data?: unknown) => console.warn(`[yadori] ${message}`, data ?? ''));
  const tracingIds: string[] = [];

  function remember(id: string): void {
    if (tracingIds.includes(id)) log('repeated tracing id', id);
    tracingIds.push(id);
    if (tracingIds.length > TRACING_IDS_KEPT) tracingIds.shift();
  }

  /** The address and the document 2 §7.1 headers of one attempt. */
  async function prepare(path: string, options: Pick<RequestOptions<z.ZodMiniType>, 'query' | 'headers' | 'withoutClientSession'>): Promise<{ url: URL; headers: Record<string, string> }> {
    const url = new URL(path, `${deps.baseUrl}/`);
    for (const [k, v] of Object.entries(options.query ?? {})) {
      const text = queryText(v);
      if (text !== undefined) url.searchParams.set(k, text);
    }
    const tracingId = newTracingId();
    remember(tracingId);
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADERS.tracingId]: tracingId,
      [HEADERS.appVersion]: deps.appVersion,
      [HEADERS.locale]: deps.locale(),
      ...options.headers,
    };
    if (!options.withoutClientSession) headers[HEADERS.clientSession] = await deps.clientSession();
    const token = deps.accessToken();
    if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
    return { url, headers };
  }

  async function once<S extends z.ZodMiniType>(method: string, path: string, options: RequestOptions<S>): Promise<{ res: Response; json: unknown }> {
    const { url, headers } = await prepare(path, options);
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), credentials: 'include' });
    } catch {
      throw new ApiCallError(0, undefined, 'Network error', 'network');
    }
    return { res, json: parseJson(await res.text()) };
  }

  /**
   * Document 2 §4 around any attempt: 403/4000 refreshes the client session and tries once more;
   * a failure becomes an ApiCallError, after the 401 and 503 reactions.
   */
  async function withReactions<T extends { res: Outcome; json: unknown }>(options: { withoutClientSession?: boolean; reactToUnauthorized?: boolean }, attempt: () => Promise<T>): Promise<T> {
    let outcome = await attempt();
    if (outcome.res.status === 403 && !options.withoutClientSession) {
      // The error case every call may meet (document 2 §4): the one named case every screen tells apart.
      if (isFailure(toError(outcome.res, outcome.json), IDENTITY_EXPIRED)) {
        await deps.refreshClientSession();
        outcome = await attempt();
      }
    }
    if (!outcome.res.ok) {
      const error = toError(outcome.res, outcome.json);
      if (outcome.res.status === 401 && options.reactToUnauthorized !== false) deps.onUnauthorized(error);
      if (outcome.res.status === 503) deps.onMaintenance(error);
      throw error;
    }
    return outcome;
  }

  function parsed<S extends z.ZodMiniType>(schema: S, method: string, path: string, status: number, json: unknown): z.infer<S> {
    const result = schema.safeParse(json);
    if (!result.success) {
      log(`answer of ${method} ${path} does not match the contract`, result.error.issues.slice(0, 3));
      throw new ApiCallError(status, undefined, 'Invalid answer', 'invalid_answer');
    }
    return result.data;
  }

  function toError(res: Outcome, json: unknown): ApiCallError {
    const envelope = ErrorEnvelopeSchema.safeParse(json);
    if (envelope.success) {
      const e = readError(envelope.data);
      return new ApiCallError(res.status, e.code, e.title, e.error, e.field, json);
    }
    return new ApiCallError(res.status, undefined, res.statusText || 'Error', `HTTP ${res.status}`);
  }

  /** A call's input as the parts the requests take: its path filled in, its query as it is. */
  type Input = { params?: Readonly<Record<string, unknown>>; query?: RequestOptions<z.ZodMiniType>['query']; body?: unknown };
  const partsOf = (e: Endpoint, input: Input) => ({ path: pathOf(e, input.params), query: input.query });

  const client: ApiClient = {
    async call(e, given = {} as never, options = {}) {
      const input = given as Input;
      const { path, query } = partsOf(e, input);
      return client.request(e.method, path, { schema: e.answer, query, body: input.body, withoutClientSession: e.caller === 'public', ...options }) as Promise<AnswerOf<typeof e>>;
    },
    send(e, input, options) {
      const { path, query } = partsOf(e, input as Input);
      return client.upload(path, { ...options, schema: e.answer, query }) as Promise<AnswerOf<typeof e>>;
    },
    fetchFile(e, input) {
      const { path, query } = partsOf(e, input as Input);
      return client.download(path, { query });
    },
    recentTracingIds: () => [...tracingIds],
    async upload(path, options) {
      // Files go only from the booking and manage screens: that code comes with them.
      const { sendForm } = await import('./transfers');
      const xhr = deps.xhr ?? (() => new XMLHttpRequest());
      const { res, json } = await withReactions({}, async () => sendForm(await prepare(path, options), options, xhr));
      return parsed(options.schema, 'POST', path, res.status, json);
    },
    async download(path, options = {}) {
      const { fetchFile } = await import('./transfers');
      const { blob } = await withReactions({}, async () => fetchFile(await prepare(path, options), doFetch));
      return blob ?? new Blob([]);
    },
    async request(method, path, options) {
      const { res, json } = await withReactions(options, () => once(method, path, options));
      return parsed(options.schema, method, path, res.status, json);
    },
  };
  return client;
}
