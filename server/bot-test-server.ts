// The custom bot test page (document 1 §2 `custom_bot_test`), served on an origin of its own: a
// hotel opens the widget there as its chatbot would, in a frame of another site, so what it sees
// is what its guests get (the widget's origin checks, cross-site storage, the messages both ways).
// The page takes the embed SDK and its own script from the widget's server.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import type { Config } from './config';
import { ChatbotUserIdSchema, errorEnvelope } from '../contract';
import { signChatbotAssertion } from './auth/chatbot-assertion';
import { DEMO } from './seed/demo-content';

/** How long a demo assertion lives: as a chatbot's server would sign them, briefly. */
const DEMO_ASSERTION_SECONDS = 300;
const DemoAssertionRequestSchema = z.object({
  code: z.enum([...DEMO.hotelCodes]),
  user: ChatbotUserIdSchema,
});

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
        // The page's own server signs demo assertions (development only).
        connectSrc: ["'self'"],
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
  // What a chatbot's server does for its chat: vouch for its user with a signed assertion. Here for
  // the demo hotels, with the demo chatbot secret, in development only.
  if (config.mode === 'development') {
    app.post('/demo-assertion', async (req, reply) => {
      const parsed = DemoAssertionRequestSchema.safeParse(req.body);
      if (!parsed.success) return reply.status(400).send(errorEnvelope('Bad Request', 1000, 'A demo hotel code and a chatbot user id (16 to 128 letters, digits, - or _) are needed.'));
      const assertion = await signChatbotAssertion(DEMO.chatbotSecret, parsed.data.code, parsed.data.user, { seconds: DEMO_ASSERTION_SECONDS });
      return reply.header('cache-control', 'no-store').send({ assertion, expires_in: DEMO_ASSERTION_SECONDS });
    });
  }
  app.setNotFoundHandler((req, reply) => reply.status(404).send(errorEnvelope('Not Found', 1000, `No page ${req.url.split('?')[0]}`)));
  return app;
}
