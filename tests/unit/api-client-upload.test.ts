// Uploads and downloads through the API client: the same document 2 §7.1 headers, the same
// reactions (403/4000 refreshes the client session and tries once more, 503 -> maintenance),
// answers parsed with the contract, progress reported while the body goes out.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, ApiCallError, type ApiClientDeps } from '../../src/lib/api/client';
import { errorEnvelope, FileAttachmentAnswerSchema, HEADERS } from '../../contract';

const FILE = { id: `fa_${'x'.repeat(32)}`, name: 'front.png', size: 3, content_type: 'image/png' };

/** An XMLHttpRequest answering from a list, one answer per request. */
function fakeXhr(answers: { status: number; body: unknown; progress?: [number, number][] }[]) {
  const requests: { method: string; url: string; headers: Record<string, string>; body: FormData; withCredentials: boolean }[] = [];
  const make = () => {
    const headers: Record<string, string> = {};
    let method = '';
    let url = '';
    const xhr = {
      status: 0,
      statusText: '',
      responseText: '',
      withCredentials: false,
      upload: { onprogress: null as null | ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) },
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
      onabort: null as null | (() => void),
      open: (m: string, u: string) => {
        method = m;
        url = u;
      },
      setRequestHeader: (k: string, v: string) => {
        headers[k] = v;
      },
      abort: () => xhr.onabort?.(),
      send: (body: FormData) => {
        requests.push({ method, url, headers, body, withCredentials: xhr.withCredentials });
        const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
        queueMicrotask(() => {
          if (answer.status === 0) return xhr.onerror?.();
          for (const [loaded, total] of answer.progress ?? []) xhr.upload.onprogress?.({ loaded, total, lengthComputable: true });
          xhr.status = answer.status;
          xhr.responseText = JSON.stringify(answer.body);
          xhr.onload?.();
        });
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { make, requests };
}

function client(over: Partial<ApiClientDeps>) {
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
    accessToken: () => null,
    onUnauthorized: vi.fn(),
    onMaintenance: vi.fn(),
    fetch: vi.fn(async () => {
      throw new Error('no fetch expected');
    }),
    log: vi.fn(),
    ...over,
  };
  return { api: createApiClient(deps), deps };
}

function form() {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'front.png');
  return f;
}

describe('api client uploads', () => {
  it('sends the form with the headers, reports progress and parses the answer', async () => {
    const { make, requests } = fakeXhr([{ status: 201, body: { data: FILE }, progress: [[1, 3], [3, 3]] }]);
    const { api } = client({ xhr: make });
    const progress: [number, number][] = [];
    const answer = await api.upload('/file_attachments', { schema: FileAttachmentAnswerSchema, form: form(), onProgress: (s, t) => progress.push([s, t]) });
    expect(answer.data).toEqual(FILE);
    expect(progress).toEqual([[1, 3], [3, 3]]);
    const [r] = requests;
    expect(r).toMatchObject({ method: 'POST', url: 'http://api.test/file_attachments', withCredentials: true });
    expect(r!.headers[HEADERS.clientSession]).toBe('cs-1');
    expect(r!.headers[HEADERS.locale]).toBe('ja');
    expect(r!.headers['content-type']).toBeUndefined();
    expect((r!.body.get('file') as File).name).toBe('front.png');
  });

  it('refreshes an expired client session and sends once more', async () => {
    const { make, requests } = fakeXhr([
      { status: 403, body: errorEnvelope('Forbidden', 4000, 'expired') },
      { status: 201, body: { data: FILE } },
    ]);
    const { api, deps } = client({ xhr: make });
    await api.upload('/file_attachments', { schema: FileAttachmentAnswerSchema, form: form() });
    expect(deps.refreshClientSession).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers[HEADERS.clientSession])).toEqual(['cs-1', 'cs-2']);
  });

  it('turns a refusal into an ApiCallError with its code, and a lost connection into a network error', async () => {
    const refused = client({ xhr: fakeXhr([{ status: 415, body: errorEnvelope('Unsupported Media Type', 1251, 'x.png is not a photo', 'files.0') }]).make }).api;
    await expect(refused.upload('/file_attachments', { schema: FileAttachmentAnswerSchema, form: form() })).rejects.toMatchObject({ status: 415, code: 1251, field: 'files.0' });
    const offline = client({ xhr: fakeXhr([{ status: 0, body: null }]).make }).api;
    const err = await offline.upload('/file_attachments', { schema: FileAttachmentAnswerSchema, form: form() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect((err as ApiCallError).isNetwork).toBe(true);
  });
});

describe('api client downloads', () => {
  it('answers the bytes, with the headers and the query', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      void init;
      void input;
      return new Response(new Uint8Array([9, 8, 7]), { status: 200, headers: { 'content-type': 'image/png' } });
    });
    const { api } = client({ fetch });
    const blob = await api.download(`/file_attachments/${FILE.id}`, { query: { bypass_token: 'tok-123' } });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([9, 8, 7]));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`http://api.test/file_attachments/${FILE.id}?bypass_token=tok-123`);
    expect((init!.headers as Record<string, string>)[HEADERS.clientSession]).toBe('cs-1');
  });

  it('turns 404/1252 into an ApiCallError and 503 into the maintenance reaction', async () => {
    const answers = [
      new Response(JSON.stringify(errorEnvelope('Not Found', 1252, 'No file matches this id.')), { status: 404 }),
      new Response(JSON.stringify(errorEnvelope('Service Unavailable', 1000, 'maintenance')), { status: 503 }),
    ];
    const { api, deps } = client({ fetch: vi.fn(async () => answers.shift()!) });
    await expect(api.download('/file_attachments/x')).rejects.toMatchObject({ status: 404, code: 1252 });
    await expect(api.download('/file_attachments/x')).rejects.toMatchObject({ status: 503 });
    expect(deps.onMaintenance).toHaveBeenCalledTimes(1);
  });
});
