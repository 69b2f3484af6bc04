// The custom bot test page (document 1 §2 `custom_bot_test`), served on an origin of its own: a
// hotel opens the widget there as its chatbot would, in a frame of another site, so what it sees
// is what its guests get (the widget's origin checks, cross-site storage, the messages both ways).
// The page takes the embed SDK and its own script from the widget's server.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import { errorEnvelope } from '../contract';

export const BOT_TEST_PAGE = '/custom-bot-test.html';
const PAGE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bot-test', 'custom-bot-test.html');
const WIDGET_URL = /%WIDGET_URL%/g;

export interface BotTestServerOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

export async function buildBotTestServer({ config, logger = false }: BotTestServerOptions): Promise<FastifyInstance> {
  const widgetOrigin = new URL(config.publicWidgetUrl).origin;
  const page = (await readFile(PAGE_FILE, 'utf8')).replace(WIDGET_URL, widgetOrigin);

  const app = Fastify({ logger });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'none'"],
        // The SDK and the page's script, both from the widget's server.
        scriptSrc: [widgetOrigin],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: [widgetOrigin],
        frameSrc: [widgetOrigin],
        connectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.publicBotTestUrl.startsWith('https:'),
  });

  const sendPage = (_req: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  app.get('/', sendPage);
  app.get(BOT_TEST_PAGE, sendPage);
  app.get('/health', () => ({ ok: true }));
  app.setNotFoundHandler((req, reply) => reply.status(404).send(errorEnvelope('Not Found', 1000, `No page ${req.url.split('?')[0]}`)));
  return app;
}
