// What a booking does with the files its answers name (document 1 §3 "Additional question"):
// checks them before anything is taken, keeps where each is fetched from on the answer, and takes
// them for the reservation in the transaction that writes it. Also the refusals the upload and
// download calls share with it, and the digest a client session's files are filed under.
import type { FastifyRequest } from 'fastify';
import { CATALOGUE, HEADERS, type FileAttachment, type QuestionAnswer, type ReservationQuestionAnswer } from '../../contract';
import { ApiError } from '../errors';
import type { Db, Queryable } from '../db/db';
import { insertAttachments, lockAttachments, publicAttachment, takeAttachments } from '../db/attachments-repo';
import { attachmentIdsOf } from '../domain/questions';
import { sha256 } from '../auth/crypto';

const TITLES: Record<number, string> = { 409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity' };

/** 1251: a file that cannot be taken. */
export function uploadUnprocessable(status: number, message: string, field?: string): ApiError {
  return new ApiError(status, CATALOGUE.UPLOAD_UNPROCESSABLE.code, TITLES[status] ?? 'Bad Request', message, field);
}

/** 1252: no such file, or not this caller's to read. */
export function downloadNotFound(message = 'No file matches this id.', field?: string): ApiError {
  return new ApiError(404, CATALOGUE.DOWNLOAD_NOT_FOUND.code, 'Not Found', message, field);
}

/** The digest files are filed under; requireClientSession has checked the header already. */
export function sessionHashOf(req: FastifyRequest): string {
  return sha256(String(req.headers[HEADERS.clientSession]));
}

/** The absolute address a file is fetched from. */
export function attachmentUrl(publicApiUrl: string, id: string): string {
  return `${publicApiUrl}/file_attachments/${id}`;
}

/**
 * The files a booking's answers name, checked before anything is taken: each must exist, belong
 * to this client session and be unused. Answers the answers as the reservation keeps them.
 */
export async function attachmentsForBooking(db: Queryable, sessionHash: string, publicApiUrl: string, answers: readonly QuestionAnswer[]): Promise<ReservationQuestionAnswer[]> {
  const ids = attachmentIdsOf(answers);
  if (ids.length === 0) return [...answers];
  const rows = new Map((await lockAttachments(db, ids)).map((r) => [r.id, r]));
  return answers.map((a, i) => {
    if (!a.attachment_ids?.length) return a;
    const field = `answers.${i}.attachment_ids`;
    const files = a.attachment_ids.map((id) => {
      const row = rows.get(id);
      // Another session's file is as unknown here as a missing one.
      if (!row || row.client_session_hash !== sessionHash) throw downloadNotFound(`No file ${id} was uploaded in this session. Please attach it again.`, field);
      if (row.reservation_id !== null) throw uploadUnprocessable(409, `${row.name} is already attached to another reservation.`, field);
      return publicAttachment(row);
    });
    return { ...a, remote_attachments_urls: files.map((f) => attachmentUrl(publicApiUrl, f.id)), attachments: files };
  });
}

/** The reservation takes the files its answers name, in the transaction that writes it. */
export async function linkAttachments(db: Queryable, sessionHash: string, reservationId: number, answers: readonly QuestionAnswer[]): Promise<void> {
  const ids = attachmentIdsOf(answers);
  if (ids.length === 0) return;
  const taken = await takeAttachments(db, reservationId, sessionHash, ids);
  if (taken !== ids.length) throw uploadUnprocessable(409, 'An attached file was taken by another reservation meanwhile. Please attach it again.', 'answers');
}

/** Keeps the rows of files just stored for a client session, all or none. */
export async function keepAttachments(db: Db, sessionHash: string, files: readonly (FileAttachment & { sha256: string })[]): Promise<void> {
  await db.transaction((tx) => insertAttachments(tx, sessionHash, files));
}
