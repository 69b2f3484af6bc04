// Rows of file_attachments: who uploaded a file (the client session, as a digest), what it is, and
// the reservation that took it. The bytes themselves are on disk, named by the id.
import type { AttachmentContentType, FileAttachment } from '../../contract';
import type { Queryable } from './db';

export interface AttachmentRow {
  id: string;
  client_session_hash: string;
  reservation_id: number | null;
  /** The hotel of the reservation, once one took the file. */
  hotel_id: number | null;
  name: string;
  content_type: AttachmentContentType;
  size: number;
  sha256: string;
}

const SELECT = `select a.id, a.client_session_hash, a.reservation_id, r.hotel_id, a.name, a.content_type, a.size, a.sha256
                  from file_attachments a left join reservations r on r.id = a.reservation_id`;

export function publicAttachment(row: Pick<AttachmentRow, 'id' | 'name' | 'size' | 'content_type'>): FileAttachment {
  return { id: row.id, name: row.name, size: Number(row.size), content_type: row.content_type };
}

export async function insertAttachments(db: Queryable, sessionHash: string, files: readonly (FileAttachment & { sha256: string })[]): Promise<void> {
  for (const f of files) {
    await db.query('insert into file_attachments (id, client_session_hash, name, content_type, size, sha256) values ($1, $2, $3, $4, $5, $6)', [
      f.id,
      sessionHash,
      f.name,
      f.content_type,
      f.size,
      f.sha256,
    ]);
  }
}

export async function findAttachment(db: Queryable, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.query<AttachmentRow>(`${SELECT} where a.id = $1`, [id]);
  return row ? { ...row, size: Number(row.size) } : undefined;
}

/** The rows of these ids, locked until the transaction ends (a booking takes them). */
export async function lockAttachments(db: Queryable, ids: readonly string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<AttachmentRow>(
    `select a.id, a.client_session_hash, a.reservation_id, null::integer as hotel_id, a.name, a.content_type, a.size, a.sha256
       from file_attachments a where a.id = any($1::text[]) for update`,
    [ids],
  );
  return rows.map((r) => ({ ...r, size: Number(r.size) }));
}

/** Gives the session's unused files to a reservation; answers how many it took. */
export async function takeAttachments(db: Queryable, reservationId: number, sessionHash: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.query('update file_attachments set reservation_id = $1 where id = any($2::text[]) and client_session_hash = $3 and reservation_id is null returning id', [
    reservationId,
    ids,
    sessionHash,
  ]);
  return rows.length;
}

export async function countUnused(db: Queryable, sessionHash: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::integer as n from file_attachments where client_session_hash = $1 and reservation_id is null', [sessionHash]);
  return row?.n ?? 0;
}

/** Drops a few files no reservation took before their client session ran out; answers their ids. */
export async function dropStale(db: Queryable, olderThanMs: number, limit = 20): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `delete from file_attachments where id in (
       select id from file_attachments where reservation_id is null and created_at < now() - ($1::integer * interval '1 millisecond') order by created_at limit $2)
     returning id`,
    [Math.round(olderThanMs), limit],
  );
  return rows.map((r) => r.id);
}
