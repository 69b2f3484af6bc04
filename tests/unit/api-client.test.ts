import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient, ApiCallError, type ApiClientDeps } from '../../src/lib/api/client';
import { errorEnvelope, HEADERS, UserMeAnswerSchema, type UserMeAnswer } from '../../contract';

type Handler = (req: { url: URL; init: RequestInit }) => { status: number; body: unknown };

/** A fetch that answers only the routes it is given; anything else fails the test. */
function fakeFetch(routes: Record<string, Handler | Handler[]>) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const counters = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({ url, init });
    const entry = routes[key];
    if (!entry) throw new Error(`unhandled request ${key}`);
    const n = counters.get(key) ?? 0;
    counters.set(key, n + 1);
    const handler = Array.isArray(entry) ? entry[Math.min(n, entry.length - 1)] : entry;
    const { status, body } = handler!({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, calls };
}

const me: UserMeAnswer = UserMeAnswerSchema.parse({ data: { user: null }, meta: { reset_code: null } });

function client(fetch: typeof globalThis.fetch, over: Partial<ApiClientDeps> = {}) {
  let session = 'cs-1';
  const deps: ApiClientDeps = {
    baseUrl: 'http://api.test',
    appVersion: '9.9.9',
    locale: () => 'ja',
    clientSession: async () => session,
    refreshClientSession: vi.fn(async () => {
      session = 'cs-2';
      return session;
    }),
    accessToken: () => 'member-token-123',
    onUnauthorized: vi.fn(),
    onMaintenance: vi.fn(),
    fetch,
    log: vi.fn(),
    ...over,
  };
  return { api: createApiClient(deps), deps };
}

describe('api client', () => {
  it('sends the document 2 §7.1 headers and parses the answer with the contract', async () => {
    const { fetch, calls } = fakeFetch({ 'GET /user/me': () => ({ status: 200, body: me }) });
    const { api } = client(fetch);
    const answer = await api.request('GET', '/user/me', { schema: UserMeAnswerSchema, query: { hotel_code: 'demo-tokyo', skip: undefined } });
    expect(answer).toEqual(me);
    const h = calls[0]!.init.headers as Record<string, string>;
    expect(h[HEADERS.clientSession]).toBe('cs-1');
    expect(h[HEADERS.locale]).toBe('ja');
    expect(h[HEADERS.appVersion]).toBe('9.9.9');
    expect(h[HEADERS.tracingId]).toMatch(/.{8,}/);
    expect(h.authorization).toBe('Bearer member-token-123');
    expect(calls[0]!.url.search).toBe('?hotel_code=demo-tokyo');
  });

  it('keeps the last 20 tracing ids, all different', async () => {
    const { fetch } = fakeFetch({ 'GET /user/me': () => ({ status: 200, body: me }) });
    const { api } = client(fetch);
    for (let i = 0; i < 25; i++) await api.request('GET', '/user/me', { schema: UserMeAnswerSchema });
    const ids = api.recentTracingIds();
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it('refreshes the client session once on 403/4000 and retries', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /user/me': [
        () => ({ status: 403, body: errorEnvelope('Forbidden', 4000, 'expired') }),
        () => ({ status: 200, body: me }),
      ],
    });
    const { api, deps } = client(fetch);
    await expect(api.request('GET', '/user/me', { schema: UserMeAnswerSchema })).resolves.toEqual(me);
    expect(deps.refreshClientSession).toHaveBeenCalledTimes(1);
    expect((calls[1]!.init.headers as Record<string, string>)[HEADERS.clientSession]).toBe('cs-2');
  });

  it('retries only once', async () => {
    const { fetch, calls } = fakeFetch({ 'GET /user/me': () => ({ status: 403, body: errorEnvelope('Forbidden', 4000, 'expired') }) });
    const { api } = client(fetch);
    await expect(api.request('GET', '/user/me', { schema: UserMeAnswerSchema })).rejects.toMatchObject({ status: 403, code: 4000 });
    expect(calls).toHaveLength(2);
  });

  it('reacts to 401 with the unauthorized handler and to 503 with maintenance', async () => {
    const { fetch } = fakeFetch({
      'GET /user/me': () => ({ status: 401, body: errorEnvelope('Unauthorized', 1400, 'expired') }),
      'GET /hotels/demo-tokyo/settings/init': () => ({ status: 503, body: errorEnvelope('Service Unavailable', 1000, 'maintenance') }),
    });
    const { api, deps } = client(fetch);
    await expect(api.request('GET', '/user/me', { schema: UserMeAnswerSchema })).rejects.toBeInstanceOf(ApiCallError);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.request('GET', '/hotels/demo-tokyo/settings/init', { schema: z.unknown() })).rejects.toMatchObject({ status: 503 });
    expect(deps.onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('turns the envelope into a catalogue error naming the field', async () => {
    const { fetch } = fakeFetch({ 'POST /api/client_sessions': () => ({ status: 400, body: errorEnvelope('Bad Request', 1000, 'key is required', 'key') }) });
    const { api } = client(fetch);
    await expect(
      api.request('POST', '/api/client_sessions', { schema: z.unknown(), body: {}, withoutClientSession: true }),
    ).rejects.toMatchObject({ status: 400, code: 1000, field: 'key', message: 'key is required' });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { fetch } = fakeFetch({ 'GET /user/me': () => ({ status: 200, body: { data: { user: { id: 'x' } } } }) });
    const { api, deps } = client(fetch);
    await expect(api.request('GET', '/user/me', { schema: UserMeAnswerSchema })).rejects.toMatchObject({ message: 'invalid_answer' });
    expect(deps.log).toHaveBeenCalled();
  });

  it('reports a network failure as status 0', async () => {
    const { api } = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await api.request('GET', '/user/me', { schema: UserMeAnswerSchema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect((err as ApiCallError).isNetwork).toBe(true);
  });
});
