import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdditionalQuestionsAnswerSchema, type QuestionAnswer } from '../../contract';
import { buildApi } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/db';
import { DEMO } from '../../server/seed/demo';
import { fileDb, restoreGolden } from './golden-db';
import { clearCaches } from '../../server/cache';
import { signChatbotAssertion } from '../../server/auth/chatbot-assertion';

export { DEMO };
export const STAFF_TOKEN = 'api-test-staff-token-0123456789';

/** The running test file's database: its own copy of the worker's seeded golden database. */
export function testDb(): Promise<Db> {
  return fileDb();
}

/** Puts back every table a test changed, from the golden rows; caches start empty. */
export async function resetDb(db: Db): Promise<void> {
  clearCaches();
  await restoreGolden(db);
}

export function testConfig(over: Record<string, string> = {}): Config {
  return loadConfig({ STAFF_TOKEN, LOG_LEVEL: 'silent', CHECK_ANSWERS: '1', ...over } as NodeJS.ProcessEnv);
}

export async function testApp(): Promise<{ app: FastifyInstance; db: Db }> {
  const db = await testDb();
  await resetDb(db);
  const app = await buildApi({ db, config: testConfig() });
  await app.ready();
  return { app, db };
}

export async function clientSession(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/client_sessions', payload: { key: DEMO.clientKey, secret: DEMO.clientSecret } });
  if (res.statusCode !== 201) throw new Error(`client session: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { client_session: string } }).data.client_session;
}

/** A fresh app on the reset database, with a client session for it. */
export async function testClient(): Promise<{ app: FastifyInstance; db: Db; cs: string }> {
  const { app, db } = await testApp();
  return { app, db, cs: await clientSession(app) };
}

/** The link in the last mail to `to`, which must open `path`. */
export async function lastMailLink(db: Db, to: string, path: string): Promise<URL> {
  const [mail] = await db.query<{ text_body: string }>('select text_body from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1', [to]);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const u = new URL(/(https?:\/\/\S+)/.exec(mail!.text_body)![1]!);
  expect(u.pathname).toBe(path);
  return u;
}

export function staff() {
  return { authorization: `Bearer ${STAFF_TOKEN}` };
}

/** The first error detail of an envelope answer. */
export function firstError(body: unknown): { code: number; error: string; field?: string } {
  return (body as { errors: { details: { base: { code: number; error: string; field?: string }[] } }[] }).errors[0]!.details.base[0]!;
}

/** Answers to the questions a booking must answer (check-in time; men and women where asked). */
export async function requiredAnswers(app: FastifyInstance, cs: string, hotel: string, checkin: string, adults: number[] = [2]): Promise<QuestionAnswer[]> {
  const res = await app.inject({ url: `/hotels/${hotel}/additional_questions?checkin=${checkin}`, headers: { 'x-client-session': cs } });
  const questions = AdditionalQuestionsAnswerSchema.parse(res.json()).data;
  return questions
    .filter((q) => q.required)
    .map((q) =>
      q.question_type === 'number_of_men_women_per_room'
        ? { question_id: q.id, rooms: adults.map((a, i) => ({ room_index: i, men_count: a, women_count: 0 })) }
        : { question_id: q.id, text: q.options[0] ?? 'yes', rooms: [] },
    );
}

/** A chatbot user assertion, as the demo hotels' chatbot server would sign it. */
export function chatbotAssertion(
  user: string,
  options: { hotel?: string; secret?: string; seconds?: number; lineUserId?: string; issuedAt?: number } = {},
): Promise<string> {
  return signChatbotAssertion(options.secret ?? DEMO.chatbotSecret, options.hotel ?? 'demo-tokyo', user, options);
}
