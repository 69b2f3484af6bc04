// File attachments (document 2 §7.6; document 1 §3 "Additional question", §5 "up to 30 files,
// 80MB per image"). Uploads stream to disk under the data folder, through a digest and a look at
// the first bytes, never held in memory whole. A file belongs to the client session that sent it
// until a booking takes it; after that, to whoever may read the reservation.
import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AttachmentIdSchema, FILE_ATTACHMENT_FIELD, LIMITS, type AttachmentContentType, type FileAttachment } from '../../contract';
import { getFileAttachment, uploadFileAttachment } from '../../contract/endpoints/reservations';
import type { ApiError } from '../errors';
import { countUnused, dropStale, findAttachment, publicAttachment } from '../db/attachments-repo';
import { findHotel } from '../db/hotels-repo';
import { asciiFileName, cleanFileName, nameForType, SNIFF_BYTES, sniffType } from '../domain/attachments';
import { randomToken } from '../auth/crypto';
import { requireClientSession, requireStaff } from '../http/guards';
import { route } from '../http/route';
import { downloadNotFound, keepAttachments, sessionHashOf, uploadUnprocessable } from '../services/attachments';
import { loadReservation, mayRead } from '../services/reservations';

export interface FileAttachmentOptions {
  /** Bytes per file: the product's limit unless a test sets a smaller one. */
  maxFileBytes?: number;
}

/** Files a client session may hold that no booking has taken yet (a few bookings' worth). */
const MAX_UNUSED_PER_SESSION = LIMITS.maxFiles * 3;
/** A file no booking took is of no use once its client session has run out. */
const STALE_AFTER_MS = LIMITS.clientSessionCookieMs + 6 * 60 * 60 * 1000;

export function attachmentsDir(dataDir: string): string {
  return path.resolve(dataDir, 'attachments');
}

/** Ids match ATTACHMENT_ID_RE before they get here: no separators, no dots. */
function fileOf(dir: string, id: string): string {
  return path.join(dir, id);
}

/** A value for `filename*=UTF-8''…`: percent-encoded, including the characters RFC 5987 reserves. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}

type Received = { ok: true; file: FileAttachment & { sha256: string }; tmp: string } | { ok: false; problem: ApiError; tmp: string };

/** Streams one part to a temporary file, counting, hashing and looking at its first bytes. */
async function receive(part: MultipartFile, dir: string, maxBytes: number, index: number): Promise<Received> {
  const id = `fa_${randomToken(24)}`;
  const tmp = path.join(dir, `${id}.part`);
  const name = cleanFileName(part.filename);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let type: AttachmentContentType | null | undefined;
  const inspect = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (type === undefined) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) type = sniffType(head);
      }
      // Not a type we keep: read on to the end (the answer waits for the whole request), write none.
      if (type === null) return done();
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (type === undefined) type = sniffType(head);
      done();
    },
  });
  try {
    await pipeline(part.file, inspect, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  const field = `files.${index}`;
  if (part.file.truncated) return { ok: false, tmp, problem: uploadUnprocessable(413, `${name} is larger than ${megabytes(maxBytes)}.`, field) };
  if (size === 0) return { ok: false, tmp, problem: uploadUnprocessable(422, `${name} is empty.`, field) };
  if (!type) return { ok: false, tmp, problem: uploadUnprocessable(415, `${name} is not a photo (JPEG, PNG, WebP, GIF, HEIC) or a PDF.`, field) };
  // Kept under a name whose extension says what its bytes are.
  return { ok: true, tmp, file: { id, name: nameForType(name, type), size, content_type: type, sha256: hash.digest('hex') } };
}

/** The multipart parser's 4xx (limits, not multipart) as catalogue errors. */
function parserError(err: unknown): ApiError | null {
  const e = err as { statusCode?: number; code?: string; message?: string };
  if (!e.statusCode || e.statusCode < 400 || e.statusCode >= 500) return null;
  switch (e.code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return uploadUnprocessable(415, `Send the files as multipart/form-data, in fields named "${FILE_ATTACHMENT_FIELD}".`);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return uploadUnprocessable(413, `At most ${LIMITS.maxFiles} files at once.`);
    case 'FST_FIELDS_LIMIT':
      return uploadUnprocessable(422, `Only files are taken, in fields named "${FILE_ATTACHMENT_FIELD}".`);
    default:
      return uploadUnprocessable(e.statusCode === 413 || e.statusCode === 415 ? e.statusCode : 422, e.message ?? 'The upload could not be read.');
  }
}

export async function fileAttachmentRoutes(app: FastifyInstance, options: FileAttachmentOptions = {}): Promise<void> {
  const maxBytes = options.maxFileBytes ?? LIMITS.maxFileBytes;
  const dir = attachmentsDir(app.config.dataDir);
  // Made on the first upload: an API that never takes a file leaves no folder behind.
  let made: Promise<unknown> | null = null;
  // Multipart is parsed in this scope only; every other route keeps to JSON.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: LIMITS.maxFiles, fields: 0, parts: LIMITS.maxFiles, headerPairs: 100, fieldNameSize: 100 },
  });
  app.addHook('onRequest', requireClientSession);

  route(app, uploadFileAttachment, async (_input, req, reply) => {
    const sessionHash = sessionHashOf(req);
    made ??= mkdir(dir, { recursive: true });
    await made;
    for (const id of await dropStale(app.db, STALE_AFTER_MS)) await rm(fileOf(dir, id), { force: true });
    const received: Received[] = [];
    const dropReceived = () => Promise.all(received.map((r) => rm(r.tmp, { force: true })));
    try {
      // Every part is read to its end, so the answer reaches the browser after the whole request.
      for await (const part of req.files()) received.push(await receive(part, dir, maxBytes, received.length));
    } catch (err) {
      await dropReceived();
      throw parserError(err) ?? err;
    }
    const failed = received.find((r) => !r.ok);
    if (failed || received.length === 0) {
      await dropReceived();
      throw failed && !failed.ok ? failed.problem : uploadUnprocessable(422, `No file was sent. Send one or more in fields named "${FILE_ATTACHMENT_FIELD}".`);
    }
    const files = received.flatMap((r) => (r.ok ? [r] : []));
    if ((await countUnused(app.db, sessionHash)) + files.length > MAX_UNUSED_PER_SESSION) {
      await dropReceived();
      throw uploadUnprocessable(422, `Too many files are waiting to be attached to a booking (at most ${MAX_UNUSED_PER_SESSION}).`);
    }
    try {
      for (const r of files) await rename(r.tmp, fileOf(dir, r.file.id));
      await keepAttachments(app.db, sessionHash, files.map((r) => r.file));
    } catch (err) {
      await Promise.all(files.flatMap((r) => [rm(r.tmp, { force: true }), rm(fileOf(dir, r.file.id), { force: true })]));
      throw err;
    }
    reply.status(201);
    const answer = files.map((r) => publicAttachment(r.file));
    return { data: answer.length === 1 ? answer[0]! : answer };
  });

  /** The bytes, as a download, for whoever may read them; anyone else learns nothing. */
  route(
    app,
    getFileAttachment,
    async ({ params, query: q }, req, reply) => {
      const id = AttachmentIdSchema.safeParse(params.id);
      if (!id.success) throw downloadNotFound();
      const row = await findAttachment(app.db, id.data);
      if (!row) throw downloadNotFound();
      if (row.reservation_id === null) {
        if (row.client_session_hash !== sessionHashOf(req)) throw downloadNotFound();
      } else if (!(await requireStaff(req).then(() => true, () => false))) {
        // The hotel's staff fetch a booking's files with the staff token (its mail names them).
        const hotel = row.hotel_id !== null ? await findHotel(app.db, String(row.hotel_id)) : undefined;
        const reservation = hotel ? await loadReservation(app.db, hotel.id, String(row.reservation_id)) : undefined;
        if (!hotel || !reservation || !(await mayRead(req, hotel, reservation, q))) throw downloadNotFound();
      }
      const file = fileOf(dir, row.id);
      const size = await stat(file).then((s) => s.size).catch(() => null);
      if (size === null) throw downloadNotFound('This file is no longer stored.');
      return reply
        .status(200)
        .type(row.content_type)
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${asciiFileName(row.name)}"; filename*=UTF-8''${rfc5987(row.name)}`)
        .header('x-content-type-options', 'nosniff')
        // Opened directly, the file runs nothing and embeds nowhere.
        .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file));
    },
    { compress: false },
  );
}
