// Files attached to an additional question (document 1 §3 "Additional question", §5 "up to 30
// files, 80MB per image"; document 2 §7.6 `file_attachments`, §8 codes 1251 and 1252).
//
// POST /file_attachments takes multipart/form-data with one or more parts named `file` and answers
// the stored file (`{ data: FileAttachment }`), or a list when several were sent. The type is read
// from the bytes, never from the name or the browser's claim: photos (JPEG, PNG, WebP, GIF,
// HEIC/HEIF) and PDF (a scanned ID is often one). A file refused answers code 1251 with a message
// naming it — 413 too large, 415 another type, 422 empty or no file at all — and no file of that
// request is kept.
//
// GET /file_attachments/:id answers the bytes, as a download, to the client session that uploaded
// it while no reservation uses it, and afterwards to whoever may read the reservation (its bypass
// token, given like GET …/reservations/:id, or the member who booked it); anyone else gets 404
// with code 1252.
import * as z from 'zod/mini';
import { dataOf } from './common';
import { LIMITS } from './limits';

/** The multipart field name files are sent in. */
export const FILE_ATTACHMENT_FIELD = 'file';

export const ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'application/pdf'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** What a file input offers (types and the extensions phones name HEIC photos with). */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_CONTENT_TYPES, '.heic', '.heif'].join(',');

/** `fa_` and 32 URL-safe characters (192 random bits): unguessable, safe in a path. */
export const ATTACHMENT_ID_RE = /^fa_[A-Za-z0-9_-]{32}$/;
export const AttachmentIdSchema = z.string().check(z.regex(ATTACHMENT_ID_RE, 'is not a file attachment id'));

/** The longest file name kept (longer ones are shortened, keeping the extension). */
export const ATTACHMENT_NAME_MAX = 200;

export const FileAttachmentSchema = z.object({
  id: AttachmentIdSchema,
  /** The original name, cleaned of paths and control characters. */
  name: z.string().check(z.minLength(1), z.maxLength(ATTACHMENT_NAME_MAX)),
  /** Bytes. */
  size: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.maxFileBytes)),
  content_type: z.enum(ATTACHMENT_CONTENT_TYPES),
});
export type FileAttachment = z.infer<typeof FileAttachmentSchema>;

/** One file sent: the file. */
export const FileAttachmentAnswerSchema = dataOf(FileAttachmentSchema);
/** Any number sent: the file, or the files in the order sent. */
export const FileAttachmentUploadAnswerSchema = dataOf(z.union([FileAttachmentSchema, z.array(FileAttachmentSchema)]));

export const FileAttachmentReadQuerySchema = z.object({
  email: z.optional(z.string().check(z.maxLength(254))),
  bypass_token: z.optional(z.string().check(z.maxLength(200))),
});

/** POST /file_attachments as a form: one or more parts named `file` (none answers 422, 1251). */
export const FileAttachmentUploadRequestSchema = z.object({ [FILE_ATTACHMENT_FIELD]: z.optional(z.array(z.file()).check(z.maxLength(LIMITS.maxFiles))) });
