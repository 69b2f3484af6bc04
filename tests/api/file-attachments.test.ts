// POST /file_attachments and GET /file_attachments/:id (document 2 §7.6, codes 1251/1252), and
// bookings whose file question names them: type from the bytes, 80 MB per file, one session's
// files for that session only, each file taken by one reservation.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import {
  AdditionalQuestionsAnswerSchema,
  FileAttachmentAnswerSchema,
  FileAttachmentUploadAnswerSchema,
  LIMITS,
  ReservationAnswerSchema,
  ReservationCreatedAnswerSchema,
  RoomSearchAnswerSchema,
  type QuestionAnswer,
  type ReservationRequestInput,
} from '../../contract';
import { buildApi } from '../../server/app';
import type { Db } from '../../server/db/db';
import { addDays, todayIn } from '../../contract/dates';
import { makePng } from '../fixtures/png';
import { clientSession, firstError, requiredAnswers, resetDb, staff, testConfig, testDb } from './helpers';

let app: FastifyInstance;
let db: Db;
let cs: string;
let dataDir: string;
const today = todayIn('Asia/Tokyo');
const checkin = addDays(today, 12);
const checkout = addDays(checkin, 1);
const png = makePng(4, 3, [200, 30, 60]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF body of a photo')]);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'yadori-attachments-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  db = await testDb();
  await resetDb(db);
  app = await buildApi({ db, config: testConfig({ DATA_DIR: dataDir }) });
  await app.ready();
  cs = await clientSession(app);
});
afterEach(async () => {
  await app.close();
});

interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

const BOUNDARY = '----yadori-test-boundary-7d1f';

function partHead(p: Omit<Part, 'bytes'>): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.name}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
    'utf8',
  );
}

function multipart(parts: Part[]): Buffer {
  return Buffer.concat([...parts.flatMap((p) => [partHead(p), p.bytes, Buffer.from('\r\n')]), Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function upload(parts: Part[], session = cs) {
  return app.inject({ method: 'POST', url: '/file_attachments', headers: { ...MULTIPART, 'x-client-session': session }, payload: multipart(parts) });
}

async function uploaded(parts: Part[], session = cs) {
  const res = await upload(parts, session);
  expect(res.statusCode, res.body).toBe(201);
  return FileAttachmentAnswerSchema.parse(res.json()).data;
}

function download(id: string, session = cs, query = '') {
  return app.inject({ url: `/file_attachments/${id}${query}`, headers: { 'x-client-session': session } });
}

/** Files on disk, finished or not. */
async function stored(): Promise<string[]> {
  return readdir(path.join(dataDir, 'attachments'));
}

describe('POST /file_attachments', () => {
  it('stores a photo and gives it back, as a download, to the session that sent it', async () => {
    const file = await uploaded([{ name: 'passport.png', bytes: png, type: 'image/png' }]);
    expect(file).toMatchObject({ name: 'passport.png', size: png.length, content_type: 'image/png' });
    const [row] = await db.query<{ sha256: string; reservation_id: number | null }>('select sha256, reservation_id from file_attachments where id = $1', [file.id]);
    expect(row).toMatchObject({ reservation_id: null });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await stored()).toContain(file.id);

    const res = await download(file.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="passport.png"; filename*=UTF-8''passport.png`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('reads the type from the bytes, not the name or the claim, takes PDF, and names the file for what it is', async () => {
    expect(await uploaded([{ name: 'scan.txt', bytes: jpeg, type: 'text/plain' }])).toMatchObject({ content_type: 'image/jpeg', name: 'scan.jpg' });
    expect(await uploaded([{ name: 'id-card', bytes: pdf, type: 'image/png' }])).toMatchObject({ content_type: 'application/pdf', name: 'id-card.pdf' });
    expect(await uploaded([{ name: 'invoice.exe', bytes: pdf }])).toMatchObject({ content_type: 'application/pdf', name: 'invoice.pdf' });
  });

  it('keeps a clean name: no folders, no invisible characters', async () => {
    const file = await uploaded([{ name: '../../etc/\u202epassport\u0007.png', bytes: png }]);
    expect(file.name).toBe('passport.png');
    const japanese = await uploaded([{ name: '在留カード 表.png', bytes: png }]);
    expect(japanese.name).toBe('在留カード 表.png');
    const res = await download(japanese.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="_____ _.png"; filename*=UTF-8''${encodeURIComponent('在留カード 表.png')}`);
  });

  it('refuses text dressed as a PNG with 1251, naming the file, and keeps nothing', async () => {
    const before = await stored().catch(() => []);
    const res = await upload([{ name: 'passport.png', bytes: Buffer.from('just some text, not a picture at all'), type: 'image/png' }]);
    expect(res.statusCode).toBe(415);
    expect(firstError(res.json())).toMatchObject({ code: 1251 });
    expect(firstError(res.json()).error).toContain('passport.png');
    expect(await stored()).toEqual(before);
    expect(await db.query('select 1 from file_attachments')).toHaveLength(0);
  });

  it('refuses an empty file', async () => {
    const res = await upload([{ name: 'empty.jpg', bytes: Buffer.alloc(0), type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(422);
    expect(firstError(res.json())).toMatchObject({ code: 1251 });
    expect(firstError(res.json()).error).toContain('empty.jpg');
  });

  it('refuses a file over 80 MB, streamed through without filling memory, and keeps none of it', async () => {
    const head = partHead({ name: 'huge.png', type: 'image/png' });
    const total = LIMITS.maxFileBytes + 1024 * 1024;
    const block = Buffer.alloc(1024 * 1024, 7);
    async function* body() {
      yield head;
      yield png.subarray(0, 8);
      for (let sent = 8; sent < total; sent += block.length) yield block.subarray(0, Math.min(block.length, total - sent));
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const res = await app.inject({ method: 'POST', url: '/file_attachments', headers: { ...MULTIPART, 'x-client-session': cs }, payload: Readable.from(body()) });
    expect(res.statusCode).toBe(413);
    expect(firstError(res.json())).toMatchObject({ code: 1251 });
    expect(firstError(res.json()).error).toBe('huge.png is larger than 80 MB.');
    expect(await stored()).not.toContainEqual(expect.stringMatching(/\.part$/));
    expect(await db.query('select 1 from file_attachments')).toHaveLength(0);
  }, 60_000);

  it('takes several files at once, or none of them when one is refused', async () => {
    const res = await upload([
      { name: 'front.png', bytes: png },
      { name: 'back.pdf', bytes: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const files = FileAttachmentUploadAnswerSchema.parse(res.json()).data;
    expect(Array.isArray(files) && files.map((f) => f.name)).toEqual(['front.png', 'back.pdf']);

    const mixed = await upload([
      { name: 'good.png', bytes: png },
      { name: 'notes.png', bytes: Buffer.from('plain text') },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(firstError(mixed.json()).error).toContain('notes.png');
    expect(await db.query('select 1 from file_attachments')).toHaveLength(2);
  });

  it('takes files only, and at most 30 in one request', async () => {
    const field = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`);
    const withField = await app.inject({ method: 'POST', url: '/file_attachments', headers: { ...MULTIPART, 'x-client-session': cs }, payload: Buffer.concat([field, multipart([{ name: 'a.png', bytes: png }])]) });
    expect(withField.statusCode).toBe(422);
    expect(firstError(withField.json()).code).toBe(1251);
    const many = await upload(Array.from({ length: LIMITS.maxFiles + 1 }, (_, i) => ({ name: `page-${i}.png`, bytes: png })));
    expect(many.statusCode).toBe(413);
    expect(firstError(many.json())).toMatchObject({ code: 1251, error: 'At most 30 files at once.' });
    expect(await db.query('select 1 from file_attachments')).toHaveLength(0);
    expect(await stored()).not.toContainEqual(expect.stringMatching(/\.part$/));
  });

  it('drops what it got of an upload the browser gave up on, and carries on', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/file_attachments', headers: { ...MULTIPART, 'x-client-session': cs, 'content-length': String(10 * 1024 * 1024) } });
    req.on('error', () => undefined);
    req.write(partHead({ name: 'cut.png', type: 'image/png' }));
    req.write(png);
    req.write(Buffer.alloc(256 * 1024, 1));
    await expect.poll(async () => (await stored()).filter((f) => f.endsWith('.part')).length).toBe(1);
    req.destroy();
    await expect.poll(async () => (await stored()).filter((f) => f.endsWith('.part')).length).toBe(0);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect(await db.query('select 1 from file_attachments')).toHaveLength(0);
  });

  it('answers 1251 when no file or no multipart body is sent, and 403 without a client session', async () => {
    const none = await app.inject({ method: 'POST', url: '/file_attachments', headers: { ...MULTIPART, 'x-client-session': cs }, payload: `--${BOUNDARY}--\r\n` });
    expect(none.statusCode).toBe(422);
    expect(firstError(none.json()).code).toBe(1251);
    const json = await app.inject({ method: 'POST', url: '/file_attachments', headers: { 'x-client-session': cs }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(firstError(json.json()).code).toBe(1251);
    const anonymous = await app.inject({ method: 'POST', url: '/file_attachments', headers: MULTIPART, payload: multipart([{ name: 'a.png', bytes: png }]) });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('GET /file_attachments/:id', () => {
  it('answers 404 with 1252 to another client session, and for unknown or malformed ids', async () => {
    const file = await uploaded([{ name: 'passport.png', bytes: png }]);
    const other = await clientSession(app);
    for (const res of [await download(file.id, other), await download(`fa_${'A'.repeat(32)}`), await download('..%2F..%2Fetc%2Fpasswd')]) {
      expect(res.statusCode).toBe(404);
      expect(firstError(res.json()).code).toBe(1252);
    }
  });
});

describe('booking with files', () => {
  async function idPhotoQuestion() {
    const res = await app.inject({ url: `/hotels/demo-tokyo/additional_questions?checkin=${checkin}`, headers: { 'x-client-session': cs } });
    const q = AdditionalQuestionsAnswerSchema.parse(res.json()).data.find((x) => x.question_type === 'file_attachment');
    expect(q).toMatchObject({ code: 'id-photo', answer_type: 'file', required: false });
    return q!;
  }

  async function body(answers: QuestionAnswer[], session = cs): Promise<ReservationRequestInput> {
    const rooms = encodeURIComponent(JSON.stringify([{ checkin_date: checkin, checkout_date: checkout, adults: 2 }]));
    const res = await app.inject({ url: `/hotels/demo-tokyo/rooms?rooms=${rooms}&order=price_low_to_high`, headers: { 'x-client-session': session } });
    const plan = RoomSearchAnswerSchema.parse(res.json()).data.rooms.flatMap((r) => r.room_plan).find((p) => p.payment_method.some((m) => m.code === 'on_site'))!;
    return {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ room_plan_code: plan.room_plan_code, adults: 2 }],
      guest: { first_name: 'Anna', last_name: 'Smith', email: 'files@example.com', phone: '0312345678' },
      payment_type: 'on_site',
      locale: 'en',
      expected_total_price: plan.price.total_price,
      answers: [...(await requiredAnswers(app, session, 'demo-tokyo', checkin)).filter((r) => !answers.some((a) => a.question_id === r.question_id)), ...answers],
      terms_accepted: true,
    };
  }
  const book = (b: ReservationRequestInput, session = cs) =>
    app.inject({ method: 'POST', url: '/hotels/demo-tokyo/reservations', headers: { 'x-client-session': session }, payload: b as object });

  it('keeps the files on the reservation with their addresses, for the holder of its token', async () => {
    const q = await idPhotoQuestion();
    const front = await uploaded([{ name: 'front.png', bytes: png }]);
    const back = await uploaded([{ name: 'back.pdf', bytes: pdf }]);
    const res = await book(await body([{ question_id: q.id, rooms: [], attachment_ids: [front.id, back.id] }]));
    expect(res.statusCode, res.body).toBe(201);
    const created = ReservationCreatedAnswerSchema.parse(res.json()).data;
    const answer = created.reservation.answers.find((a) => a.question_id === q.id)!;
    const base = app.config.publicApiUrl;
    expect(answer.attachment_ids).toEqual([front.id, back.id]);
    expect(answer.remote_attachments_urls).toEqual([`${base}/file_attachments/${front.id}`, `${base}/file_attachments/${back.id}`]);
    expect(answer.attachments?.map((f) => f.name)).toEqual(['front.png', 'back.pdf']);
    const rows = await db.query<{ reservation_id: number }>('select reservation_id from file_attachments order by created_at');
    expect(rows.map((r) => r.reservation_id)).toEqual([created.reservation.id, created.reservation.id]);

    // The reservation read back carries them too.
    const number = created.reservation.reservation_number;
    const read = await app.inject({ url: `/hotels/demo-tokyo/reservations/${number}?bypass_token=${created.bypass_token}`, headers: { 'x-client-session': cs } });
    expect(ReservationAnswerSchema.parse(read.json()).data.answers.find((a) => a.question_id === q.id)?.remote_attachments_urls).toEqual(answer.remote_attachments_urls);

    // Once booked, the file is the reservation's: its token opens it, from any session; nothing else does.
    const other = await clientSession(app);
    const withToken = await download(front.id, other, `?bypass_token=${encodeURIComponent(created.bypass_token)}`);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.rawPayload.equals(png)).toBe(true);
    expect((await download(back.id, cs, `?bypass_token=${encodeURIComponent(created.bypass_token)}`)).headers['content-type']).toBe('application/pdf');
    for (const res of [await download(front.id), await download(front.id, other, '?bypass_token=wrong-token-123')]) {
      expect(res.statusCode).toBe(404);
      expect(firstError(res.json()).code).toBe(1252);
    }
  });

  it('names the files in the hotel\'s mail, for its staff to fetch with the staff token, and no guest link', async () => {
    const q = await idPhotoQuestion();
    const front = await uploaded([{ name: 'passport-front.png', bytes: png }]);
    const res = await book(await body([{ question_id: q.id, rooms: [], attachment_ids: [front.id] }]));
    expect(res.statusCode, res.body).toBe(201);
    const created = ReservationCreatedAnswerSchema.parse(res.json()).data;
    const [mail] = await db.query<{ text_body: string }>(`select text_body from mail_outbox where to_address = 'reservations+demo-tokyo@demo.yadori.test'`);
    expect(mail!.text_body).toContain('passport-front.png');
    const address = `${app.config.publicApiUrl}/file_attachments/${front.id}`;
    expect(mail!.text_body).toContain(address);
    expect(mail!.text_body).not.toContain(created.bypass_token);
    // The staff token opens it from anywhere; the address alone opens nothing.
    const other = await clientSession(app);
    const staffRead = await app.inject({ url: `/file_attachments/${front.id}`, headers: { 'x-client-session': other, ...staff() } });
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.rawPayload.equals(png)).toBe(true);
    expect((await download(front.id, other)).statusCode).toBe(404);
    expect((await app.inject({ url: `/file_attachments/${front.id}`, headers: { 'x-client-session': other, authorization: 'Bearer not-the-staff-token' } })).statusCode).toBe(404);
  });

  it('takes each file once: a second booking with the same files is refused', async () => {
    const q = await idPhotoQuestion();
    const file = await uploaded([{ name: 'front.png', bytes: png }]);
    const first = await book(await body([{ question_id: q.id, rooms: [], attachment_ids: [file.id] }]));
    expect(first.statusCode, first.body).toBe(201);
    const again = await book({ ...(await body([{ question_id: q.id, rooms: [], attachment_ids: [file.id] }])), guest: { first_name: 'Ben', last_name: 'Smith', email: 'again@example.com', phone: '0312345678' } });
    expect(again.statusCode).toBe(409);
    expect(firstError(again.json())).toMatchObject({ code: 1251, field: expect.stringMatching(/^answers\.\d+\.attachment_ids$/) });
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::integer as n from reservations')) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("refuses unknown files and another session's with 1252, and takes nothing from a refused booking", async () => {
    const q = await idPhotoQuestion();
    const other = await clientSession(app);
    const theirs = await uploaded([{ name: 'theirs.png', bytes: png }], other);
    const mine = await uploaded([{ name: 'mine.png', bytes: png }]);
    for (const ids of [[mine.id, theirs.id], [`fa_${'B'.repeat(32)}`]]) {
      const res = await book(await body([{ question_id: q.id, rooms: [], attachment_ids: ids }]));
      expect(res.statusCode).toBe(404);
      expect(firstError(res.json())).toMatchObject({ code: 1252, field: expect.stringMatching(/^answers\.\d+\.attachment_ids$/) });
    }
    // A price the guest must confirm first takes nothing either; the files are still there to use.
    const stale = await book({ ...(await body([{ question_id: q.id, rooms: [], attachment_ids: [mine.id] }])), expected_total_price: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await db.query('select 1 from file_attachments where reservation_id is not null')).toHaveLength(0);
    const ok = await book(await body([{ question_id: q.id, rooms: [], attachment_ids: [mine.id] }]));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('checks the answer: files only for a file question, each once, at most 30, and one at least when required', async () => {
    const q = await idPhotoQuestion();
    const file = await uploaded([{ name: 'front.png', bytes: png }]);
    const base = await body([]);
    const checkinQuestion = base.answers![0]!;
    const onText = await book({ ...base, answers: [{ ...checkinQuestion, attachment_ids: [file.id] }] });
    expect(onText.statusCode).toBe(400);
    expect(firstError(onText.json()).error).toContain('only a file question takes files');
    const twice = await book(await body([{ question_id: q.id, rooms: [], attachment_ids: [file.id, file.id] }]));
    expect(twice.statusCode).toBe(400);
    expect(firstError(twice.json()).error).toContain('given twice');
    const tooMany = await book(await body([{ question_id: q.id, rooms: [], attachment_ids: Array.from({ length: 31 }, (_, i) => `fa_${String(i).padStart(32, 'C')}`) }]));
    expect(tooMany.statusCode).toBe(400);
    expect(firstError(tooMany.json()).field).toMatch(/^answers\.\d+\.attachment_ids$/);

    await db.query('update additional_questions set required = true where id = $1', [q.id]);
    try {
      const missing = await book(await body([]));
      expect(missing.statusCode).toBe(400);
      expect(firstError(missing.json()).error).toContain('attach at least one file');
      expect((await book(await body([{ question_id: q.id, rooms: [], attachment_ids: [file.id] }]))).statusCode).toBe(201);
    } finally {
      await db.query('update additional_questions set required = false where id = $1', [q.id]);
    }
  });
});
