import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdditionalQuestionsAnswerSchema, type QuestionAnswer } from '../../contract';
import { buildApi } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrate, openDb, type Db } from '../../server/db/db';
import { seedDemo, DEMO } from '../../server/seed/demo';
import { clearCaches } from '../../server/cache';
import { signChatbotAssertion } from '../../server/auth/chatbot-assertion';

export { DEMO };
export const STAFF_TOKEN = 'api-test-staff-token-0123456789';

const holder = globalThis as unknown as { __yadoriTestDb?: Promise<Db> };

async function create(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `yadori_test_${process.env.VITEST_POOL_ID ?? process.pid}` : undefined;
  if (url && schema) {
    // Start from an empty schema: a run leaves nothing for the next one to trip on.
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
  const db = await openDb({ databaseUrl: url, schema });
  await migrate(db);
  await seedDemo(db);
  // What tests may change, kept aside once so a reset is a copy rather than a re-seed.
  await db.exec(`drop table if exists test_hotels_snapshot; create table test_hotels_snapshot as select * from hotels;
    drop table if exists test_extras_snapshot; create table test_extras_snapshot as select id, stock from extras;
    drop table if exists test_members_snapshot; create table test_members_snapshot as select id, password_hash, confirmed_at, points_balance, email, first_name, last_name, first_name_kana, last_name_kana, locale, profile, program_id, rank_id, membership_id from members;`);
  return db;
}

/** The worker's database, shared by the test files this worker runs. */
export function testDb(): Promise<Db> {
  holder.__yadoriTestDb ??= create();
  return holder.__yadoriTestDb;
}

/** Puts back what tests change: sessions, tokens, mail, and the hotels' demo settings. */
export async function resetDb(db: Db): Promise<void> {
  clearCaches();
  await db.exec(`
    truncate client_sessions, member_sessions, one_time_tokens, mail_outbox, idempotency_keys, reservations, sandbox_card_tokens, lookup_failures,
             member_tokens, sign_in_failures, password_history, point_transactions, chatbot_links,
             turnstile_sandbox_tokens, member_refresh_tokens, member_identities, sso_states, oidc_sandbox_codes, facebook_sandbox_tokens,
             reservation_receipts, reservation_updates cascade;
    delete from members where id not in (select id from test_members_snapshot);
    update members m set password_hash = s.password_hash, confirmed_at = s.confirmed_at from test_members_snapshot s
     where s.id = m.id and (m.password_hash is distinct from s.password_hash or m.confirmed_at is distinct from s.confirmed_at);
    update members m set points_balance = s.points_balance from test_members_snapshot s where s.id = m.id and m.points_balance <> s.points_balance;
    update members m set email = s.email, first_name = s.first_name, last_name = s.last_name, first_name_kana = s.first_name_kana,
           last_name_kana = s.last_name_kana, locale = s.locale, profile = s.profile, program_id = s.program_id, rank_id = s.rank_id,
           membership_id = s.membership_id, pending_email = null, deleted_at = null
      from test_members_snapshot s
     where s.id = m.id and (m.email <> s.email or m.first_name <> s.first_name or m.last_name <> s.last_name or m.profile <> s.profile
           or m.pending_email is not null or m.deleted_at is not null or m.locale is distinct from s.locale
           or m.first_name_kana is distinct from s.first_name_kana or m.last_name_kana is distinct from s.last_name_kana
           or m.program_id is distinct from s.program_id or m.rank_id is distinct from s.rank_id or m.membership_id is distinct from s.membership_id);
    update inventory set sold = 0 where sold <> 0;
    update coupons set used_count = 0 where used_count <> 0;
    update extras e set stock = s.stock from test_extras_snapshot s where s.id = e.id and e.stock is distinct from s.stock;
    delete from hotels where id not in (select id from test_hotels_snapshot);
    delete from hotel_brands where id not in (select brand_id from test_hotels_snapshot);
    update hotels h set maintenance = s.maintenance, settings = s.settings, login_widget = s.login_widget,
           init_extras = s.init_extras, tax_rules = s.tax_rules, photo = s.photo, chatbot_secret = s.chatbot_secret
      from test_hotels_snapshot s where s.id = h.id;`);
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
