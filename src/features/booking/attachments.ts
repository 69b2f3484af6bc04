// Files for a file question (document 1 §3, §5: up to 30 files, 80 MB each): each chosen file
// uploads at once on its own, with its progress; the stored ones stay in the booking drafts, so
// they survive leaving the page and coming back. Limits are checked before anything is sent; the
// server still decides what a file is.
import { proxy } from 'valtio';
import { FILE_ATTACHMENT_FIELD, LIMITS, type FileAttachment, type ReservationQuestionAnswer } from '../../../contract';
import type { CallInput } from '../../../contract/endpoint';
import { getFileAttachment, uploadFileAttachment } from '../../../contract/endpoints/reservations';
import { api } from '../../lib/api';
import { ApiCallError } from '../../lib/api/client';
import { isFailure } from '../../lib/api/is-failure';
import { addOnsState, setAnswerFiles } from './add-ons-store';
import type { AttachmentDraft } from './booking-rules';

export const MAX_FILE_MB = Math.floor(LIMITS.maxFileBytes / (1024 * 1024));

/** Uploads on their way: sent share (0 to 1) by draft key. Not kept: it lives as long as the page. */
export const uploadProgress = proxy<Record<string, number>>({});
/** Per question, a word about files that were not even tried (over the count limit). */
export const attachmentNotices = proxy<Record<number, { key: string; params: Record<string, number> } | undefined>>({});

const uploads = new Map<string, AbortController>();

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** One file, uploaded on its own: answers the file as stored. */
export async function uploadFile(file: Blob, name: string, options: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal } = {}) {
  const form = new FormData();
  form.append(FILE_ATTACHMENT_FIELD, file, name);
  const { data } = await api.send(uploadFileAttachment, {}, { form, ...options });
  // One file sent, one answered: a list is not the answer to this upload.
  if (Array.isArray(data)) throw new ApiCallError(201, undefined, 'Invalid answer', 'invalid_answer');
  return { data };
}

/**
 * A stored file's bytes, for the guest holding the reservation's token. Fetched by id from our own
 * API: the session and the token go nowhere else, whatever address an answer carries.
 */
export function downloadFile(id: string, access: CallInput<typeof getFileAttachment>['query'] | null): Promise<Blob> {
  return api.fetchFile(getFileAttachment, { params: { id }, query: access ? { email: access.email || undefined, bypass_token: access.bypass_token } : {} });
}

/** Hands bytes to the browser as a download under the file's own name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The files of a reservation's answers with where each is fetched from. */
export function attachmentsOf(answers: readonly ReservationQuestionAnswer[]): { file: FileAttachment; url: string }[] {
  return answers.flatMap((a) => (a.attachments ?? []).flatMap((file, i) => (a.remote_attachments_urls?.[i] ? [{ file, url: a.remote_attachments_urls[i] as string }] : [])));
}

/** Why an upload failed, as a message key under booking.attachments. */
function failureOf(err: unknown): string {
  const refused = uploadFileAttachment.errors;
  if ([refused.tooLarge, refused.notAFileWeTake, refused.unprocessable].some((c) => isFailure(err, c))) return 'rejected';
  if (err instanceof ApiCallError && err.isNetwork) return 'network';
  return 'failed';
}

function settle(questionId: number, key: string, next: AttachmentDraft): void {
  // Removed meanwhile: the entry is gone and stays gone.
  setAnswerFiles(questionId, (files) => files.map((f) => (f.key === key ? next : f)));
}

async function start(questionId: number, key: string, file: File): Promise<void> {
  const controller = new AbortController();
  uploads.set(key, controller);
  uploadProgress[key] = 0;
  try {
    const answer = await uploadFile(file, file.name, {
      signal: controller.signal,
      onProgress: (sent, total) => {
        if (total > 0) uploadProgress[key] = Math.min(1, sent / total);
      },
    });
    settle(questionId, key, { key, state: 'done', file: answer.data });
  } catch (err) {
    if (controller.signal.aborted) return;
    settle(questionId, key, { key, state: 'failed', name: file.name, size: file.size, error: failureOf(err) });
  } finally {
    uploads.delete(key);
    delete uploadProgress[key];
  }
}

/**
 * Files the guest chose: those within the limits start uploading, each on its own; a file over
 * 80 MB or empty is refused here, and files past the 30th are not taken at all.
 */
export function chooseFiles(questionId: number, chosen: readonly File[]): void {
  const held = (addOnsState.answerDrafts[questionId]?.files ?? []).filter((f) => f.state !== 'failed').length;
  const room = Math.max(0, LIMITS.maxFiles - held);
  const taken = chosen.slice(0, room);
  attachmentNotices[questionId] = chosen.length > room ? { key: 'too_many', params: { max: LIMITS.maxFiles, n: chosen.length - room } } : undefined;
  const started: [string, File][] = [];
  const drafts = taken.map((file): AttachmentDraft => {
    const key = newKey();
    if (file.size > LIMITS.maxFileBytes) return { key, state: 'failed', name: file.name, size: file.size, error: 'too_large', params: { max: MAX_FILE_MB } };
    if (file.size === 0) return { key, state: 'failed', name: file.name, size: 0, error: 'empty' };
    started.push([key, file]);
    return { key, state: 'uploading', name: file.name, size: file.size };
  });
  if (drafts.length === 0) return;
  setAnswerFiles(questionId, (files) => [...files, ...drafts]);
  for (const [key, file] of started) void start(questionId, key, file);
}

/** Takes a file off the answer; one still on its way is stopped. */
export function removeFile(questionId: number, key: string): void {
  uploads.get(key)?.abort();
  attachmentNotices[questionId] = undefined;
  setAnswerFiles(questionId, (files) => files.filter((f) => f.key !== key));
}

/** 1.2 MB, 340 KB … in the guest's language. */
export function formatSize(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(1, Math.round(bytes / 1024)), 'kilobyte'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
