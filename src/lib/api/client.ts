// The booking API client: document 2 §7.1 headers on every call, answers parsed with the
// contract, failures turned into catalogue errors, and the reactions of document 2 §4
// (401 -> local logout, 403/4000 -> refresh the client session and retry once, 503 -> maintenance).
import type * as z from 'zod/mini';
import { CATALOGUE, ErrorEnvelopeSchema, HEADERS, LIMITS, readError } from '../../../contract';

export class ApiCallError extends Error {
  constructor(
    /** HTTP status; 0 when the network failed. */
    readonly status: number,
    readonly code: number | undefined,
    readonly title: string,
    message: string,
    readonly field?: string,
    /** The parsed error body, for calls whose errors carry more than the envelope (a new price). */
    readonly body?: unknown,
  ) {
    super(message);
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

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

export interface ApiClient {
  request<S extends z.ZodMiniType>(method: string, path: string, options: RequestOptions<S>): Promise<z.infer<S>>;
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
    if (tracingIds.length > LIMITS.tracingIdsKept) tracingIds.shift();
  }

  async function once<S extends z.ZodMiniType>(method: string, path: string, options: RequestOptions<S>): Promise<{ res: Response; json: unknown }> {
    const url = new URL(path, `${deps.baseUrl}/`);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
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
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), credentials: 'include' });
    } catch {
      throw new ApiCallError(0, undefined, 'Network error', 'network');
    }
    const text = await res.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { res, json };
  }

  function toError(res: Response, json: unknown): ApiCallError {
    const envelope = ErrorEnvelopeSchema.safeParse(json);
    if (envelope.success) {
      const e = readError(envelope.data);
      return new ApiCallError(res.status, e.code, e.title, e.error, e.field, json);
    }
    return new ApiCallError(res.status, undefined, res.statusText || 'Error', `HTTP ${res.status}`);
  }

  return {
    recentTracingIds: () => [...tracingIds],
    async request(method, path, options) {
      let { res, json } = await once(method, path, options);
      if (res.status === 403 && !options.withoutClientSession) {
        const first = toError(res, json);
        if (first.code === CATALOGUE.IDENTITY_EXPIRED.code) {
          await deps.refreshClientSession();
          ({ res, json } = await once(method, path, options));
        }
      }
      if (!res.ok) {
        const error = toError(res, json);
        if (res.status === 401 && options.reactToUnauthorized !== false) deps.onUnauthorized(error);
        if (res.status === 503) deps.onMaintenance(error);
        throw error;
      }
      const parsed = options.schema.safeParse(json);
      if (!parsed.success) {
        log(`answer of ${method} ${path} does not match the contract`, parsed.error.issues.slice(0, 3));
        throw new ApiCallError(res.status, undefined, 'Invalid answer', 'invalid_answer');
      }
      return parsed.data;
    },
  };
}
