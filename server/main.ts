// config -> database -> migrations -> (demo seed) -> listen: the API on API_PORT, the widget on
// PORT and the custom bot test page on BOT_TEST_PORT, from one Node process.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { loadConfig } from './config';
import { migrate, openDb } from './db/db';
import { buildApi } from './app';
import { buildWidgetServer } from './widget-server';
import { appLookFinder } from './app-manifest';
import { buildBotTestServer, BOT_TEST_PAGE } from './bot-test-server';
import { seedDemo } from './seed/demo';
import { startJobs } from './jobs/worker';
import { logRequest } from './log';
import { productionProblems } from './mode';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.resolve(config.dataDir) });
  const applied = await migrate(db);
  if (config.seed === 'demo') await seedDemo(db, { parentOrigins: config.demoParentOrigins });
  if (config.mode === 'production') {
    const problems = await productionProblems(config, db);
    if (problems.length) {
      await db.close();
      process.stderr.write(`Yadori will not start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
      process.exit(1);
    }
  }

  const logger = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["x-client-session"]', 'req.headers["x-one-time-access-token"]'],
    serializers: { req: logRequest },
  };
  const api = await buildApi({ db, config, logger });
  const widget = await buildWidgetServer({ config, distDir: path.resolve(config.widgetDist), logger, appLook: appLookFinder(db) });
  await api.listen({ port: config.apiPort, host: config.host });
  const botTest = await buildBotTestServer({ config, logger });
  await widget.listen({ port: config.widgetPort, host: config.host });
  await botTest.listen({ port: config.botTestPort, host: config.host });

  const lines = [
    '',
    `Yadori is running (${db.kind === 'pglite' ? `PGlite in ${path.resolve(config.dataDir)}` : 'PostgreSQL'}${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''})`,
    `  Widget:       ${config.publicWidgetUrl}/`,
    `  Booking API:  ${config.publicApiUrl}/`,
    `  Demo hotel:   ${config.publicWidgetUrl}/?code=demo-tokyo`,
    `  Bot test page: ${config.publicBotTestUrl}${BOT_TEST_PAGE}?code=demo-tokyo`,
  ];
  if (config.staffTokenGenerated) lines.push(`  Staff token for this run (set STAFF_TOKEN to fix one): ${config.staffToken}`);
  if (config.mode === 'development') {
    lines.push(
      '',
      `  DEVELOPMENT MODE: sandbox providers (LINE, Facebook, single sign-on, payments)${config.smtpUrl ? '' : ` and the mail outbox (${config.publicApiUrl}/dev/outbox, staff token)`} are on;`,
      `  listening on ${config.host === 'localhost' ? 'this machine only (set HOST to listen elsewhere)' : config.host}. NODE_ENV=production for a deployment.`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  // The outbox's mail and bookings left in 3-D Secure past their deadline, in every API process.
  const jobs = startJobs({ db, log: api.log });

  const stop = async () => {
    await Promise.allSettled([api.close(), widget.close(), botTest.close()]);
    await jobs.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
