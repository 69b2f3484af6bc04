// The API client's file transfers (lib/api/client.ts): an upload with its progress, through
// XMLHttpRequest, and a download of a file's bytes. Loaded with the screens that move files.
import type { UploadOptions } from './client';
import { ApiCallError, parseJson, type Outcome } from './failure';

interface Prepared {
  url: URL;
  headers: Record<string, string>;
}

/** One upload attempt; progress is reported while the body goes out. */
export function sendForm(prepared: Prepared, options: Pick<UploadOptions<never>, 'form' | 'onProgress' | 'signal'>, newXhr: () => XMLHttpRequest): Promise<{ res: Outcome; json: unknown }> {
  const { url, headers } = prepared;
  return new Promise((resolve, reject) => {
    const xhr = newXhr();
    const abort = () => xhr.abort();
    xhr.open('POST', url.toString());
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      resolve({ res: { status: xhr.status, statusText: xhr.statusText, ok: xhr.status >= 200 && xhr.status < 300 }, json: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => reject(new ApiCallError(0, undefined, 'Network error', 'network'));
    xhr.onabort = () => reject(new ApiCallError(0, undefined, 'Aborted', 'aborted'));
    if (options.signal?.aborted) return reject(new ApiCallError(0, undefined, 'Aborted', 'aborted'));
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(options.form);
  });
}

/** One download attempt: the bytes when it worked, the error envelope when not. */
export async function fetchFile(prepared: Prepared, doFetch: typeof fetch): Promise<{ res: Outcome; json: unknown; blob: Blob | null }> {
  const { url, headers } = prepared;
  headers.accept = '*/*';
  let res: Response;
  try {
    res = await doFetch(url, { method: 'GET', headers, credentials: 'include' });
  } catch {
    throw new ApiCallError(0, undefined, 'Network error', 'network');
  }
  if (res.ok) return { res, json: undefined, blob: await res.blob() };
  return { res, json: parseJson(await res.text()), blob: null };
}
