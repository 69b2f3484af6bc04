// Serves the built widget: hashed assets cached for good, every other path answered with the
// app's index.html carrying the runtime config (API address, client key) in a meta tag.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { errorEnvelope } from '../contract';
import { BOT_TEST_PAGE } from './bot-test-server';

export interface WidgetServerOptions {
  config: Config;
  distDir: string;
  logger?: FastifyServerOptions['logger'];
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function buildWidgetServer({ config, distDir, logger = false }: WidgetServerOptions): Promise<FastifyInstance> {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The widget is not built: ${indexPath} is missing (run npm run build).`);
  const runtimeConfig = {
    apiBaseUrl: config.publicApiUrl,
    clientKey: config.clientKey,
    clientSecret: config.clientSecret,
  };
  const template = await readFile(indexPath, 'utf8');
  const index = template.replace(
    '<meta name="yadori-config" content="{}" />',
    `<meta name="yadori-config" content="${escapeAttr(JSON.stringify(runtimeConfig))}" />`,
  );
  if (index === template) throw new Error('index.html has no yadori-config meta tag to fill');

  const app = Fastify({ logger });
  const secure = config.publicWidgetUrl.startsWith('https:');
  const apiOrigin = new URL(config.publicApiUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Hotel header CSS and theme colours are applied as styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', apiOrigin],
        connectSrc: ["'self'", apiOrigin],
        frameSrc: ["'self'", apiOrigin],
        // The widget is made to be framed by hotel sites and chatbots.
        frameAncestors: ['*'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", apiOrigin],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    hsts: secure,
    // Token hand-offs between windows (opener, LIFF) need the opener relation kept.
    crossOriginOpenerPolicy: false,
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

  // The embed SDK, its published types and the custom bot test page's script (vite.host.config.ts).
  const embedDir = path.join(path.resolve(distDir), 'embed') + path.sep;
  // Declarations are text: by extension alone `.ts` would be sent as a video type. Before the
  // compression hook, which decides by type.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.split('?')[0]?.endsWith('.d.ts') && reply.statusCode === 200) reply.header('content-type', 'text/plain; charset=utf-8');
    return payload;
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      if (path.resolve(filePath).startsWith(embedDir)) {
        // The embed SDK keeps one address, so hotel pages get a new release within minutes (ETag
        // revalidation, stale copy meanwhile). Any site may load it, also with `crossorigin`/SRI.
        res.setHeader('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
        res.setHeader('access-control-allow-origin', '*');
        return;
      }
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);

  app.get('/', (_req, reply) => sendIndex(reply));
  // The custom bot test page lives on its own origin (server/bot-test-server.ts), so the widget
  // runs there in a frame of another site, as in a hotel's chatbot.
  app.get(BOT_TEST_PAGE, (req, reply) => {
    const at = req.url.indexOf('?');
    return reply.redirect(`${config.publicBotTestUrl}${BOT_TEST_PAGE}${at >= 0 ? req.url.slice(at) : ''}`, 302);
  });
  app.setNotFoundHandler((req, reply) => {
    // A missing asset is a real 404; any other path is a route of the app.
    if (req.method !== 'GET' || /\.[a-z0-9]{2,5}$/i.test(req.url.split('?')[0] ?? '')) {
      return reply.status(404).send(errorEnvelope('Not Found', 1000, `No file ${req.url.split('?')[0]}`));
    }
    return sendIndex(reply);
  });
  return app;
}
