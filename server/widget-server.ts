// Serves the built widget: hashed assets cached for good, every other path answered with the
// app's index.html carrying the runtime config (API address, client key) in a meta tag. A hotel's
// page links that hotel's installable app: its manifest and icons are served here too.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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
import { TtlCache } from './cache';
import { escapeHtml } from './html';
import { looksLikeLiffLaunch } from '../contract/liff-launch';
import { ICON_SIZES, drawIcon, hotelCodeOf, iconPath, manifestLanguage, webAppManifest, type HotelAppLook, type IconPurpose, type IconSize } from './app-manifest';

export interface WidgetServerOptions {
  config: Config;
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * A hotel's name, languages and colours by its code: its app manifest and icons are served, and
   * its pages link them. Without it the widget is served as a plain web page.
   */
  appLook?: (code: string) => Promise<HotelAppLook | undefined>;
}

export async function buildWidgetServer({ config, distDir, logger = false, appLook }: WidgetServerOptions): Promise<FastifyInstance> {
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
    `<meta name="yadori-config" content="${escapeHtml(JSON.stringify(runtimeConfig))}" />`,
  );
  if (index === template) throw new Error('index.html has no yadori-config meta tag to fill');

  const app = Fastify({ logger });
  const secure = config.publicWidgetUrl.startsWith('https:');
  const csp = contentSecurityPolicy(config);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: csp.directives() },
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
      // The service worker is looked at afresh on each visit, so a new release is found at once.
      if (path.basename(filePath) === 'sw.js' && path.dirname(path.resolve(filePath)) === path.resolve(distDir)) {
        res.setHeader('cache-control', 'no-cache');
        return;
      }
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  /** The hotel a request's address names (`code`, or `hotel_code`), with its look; undefined when none. */
  const lookOf = async (req: FastifyRequest): Promise<HotelAppLook | undefined> => {
    const query = req.query as Record<string, unknown>;
    const code = hotelCodeOf(query.code ?? query.hotel_code);
    return code && appLook ? appLook(code) : undefined;
  };

  /** The hotel's page links its app manifest and home-screen icon and wears its header colour. */
  const withHotelApp = (look: HotelAppLook, locale: unknown): string => {
    const manifest = `/manifest.webmanifest?${new URLSearchParams({ code: look.code, ...(typeof locale === 'string' && /^[A-Za-z_-]{2,10}$/.test(locale) ? { locale } : {}) }).toString()}`;
    const links = [
      `<link rel="manifest" href="${escapeHtml(manifest)}" />`,
      `<link rel="apple-touch-icon" href="${escapeHtml(iconPath(look.code, 180, 'any'))}" />`,
    ].join('\n    ');
    const themed = index.replace(/<meta name="theme-color" content="[^"]*"\s*\/?>/, `<meta name="theme-color" content="${escapeHtml(look.headerColour)}" />`);
    return themed.replace('</head>', `  ${links}\n  </head>`);
  };

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    let page = index;
    let look: HotelAppLook | undefined;
    try {
      look = await lookOf(req);
      if (look) page = withHotelApp(look, (req.query as Record<string, unknown>).locale);
    } catch (err) {
      // The page itself never depends on the hotel's look.
      req.log.warn({ err }, 'the hotel of the page could not be read: served without its app manifest');
    }
    // A LIFF launch lets LINE's SDK reach LINE; a hotel that signs in with Facebook, Facebook's SDK.
    const at = req.url.indexOf('?');
    const launch = looksLikeLiffLaunch(at >= 0 ? req.url.slice(at) : '', req.headers['user-agent'] ?? '');
    // LIFF restores the launch's own address by a full load without LINE's marks: the browser
    // session remembers it is a LIFF app (a cookie for this server only, gone with the session).
    if (launch) reply.header('set-cookie', `${LIFF_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
    const line = launch || LIFF_COOKIE_SET.test(req.headers.cookie ?? '');
    const facebook = look?.signInProviders.includes('facebook') ?? false;
    // Turnstile's script and frame, where the hotel asks for the check and a real one is configured.
    const turnstile = (look?.personCheck ?? false) && config.turnstile !== undefined;
    if (line || facebook || turnstile) reply.header('content-security-policy', csp.header({ line, facebook, turnstile }));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };

  // The installable app of a hotel: GET /manifest.webmanifest?code=demo-tokyo (&locale=ja).
  app.get('/manifest.webmanifest', async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    if (query.code === undefined || query.code === '') return reply.status(400).send(errorEnvelope('Bad Request', 1000, 'code is required', 'code'));
    const look = await lookOf(req);
    if (!look) return reply.status(404).send(errorEnvelope('Not Found', 1000, 'No such hotel', 'code'));
    const language = manifestLanguage(look, typeof query.locale === 'string' ? query.locale : undefined, req.headers['accept-language']);
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'Accept-Language')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(look, language)));
  });

  // Its icons: GET /app-icon.png?code=demo-tokyo&size=192 (&purpose=maskable). Drawn once per look.
  const icons = new TtlCache<string, Buffer>(60 * 60_000, 256);
  app.get('/app-icon.png', async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const size = Number(query.size ?? 192) as IconSize;
    const purpose = (query.purpose ?? 'any') as IconPurpose;
    if (!(ICON_SIZES as readonly number[]).includes(size)) return reply.status(400).send(errorEnvelope('Bad Request', 1000, `size must be one of ${ICON_SIZES.join(', ')}`, 'size'));
    if (purpose !== 'any' && purpose !== 'maskable') return reply.status(400).send(errorEnvelope('Bad Request', 1000, 'purpose must be any or maskable', 'purpose'));
    if (query.code === undefined || query.code === '') return reply.status(400).send(errorEnvelope('Bad Request', 1000, 'code is required', 'code'));
    const look = await lookOf(req);
    if (!look) return reply.status(404).send(errorEnvelope('Not Found', 1000, 'No such hotel', 'code'));
    const key = [size, purpose, look.headerColour, look.headerTextColour, look.buttonColour].join(':');
    let png = icons.get(key);
    if (!png) {
      png = drawIcon(look, size, purpose);
      icons.set(key, png);
    }
    return reply.header('cache-control', 'public, max-age=3600').type('image/png').send(png);
  });

  app.get('/', (req, reply) => sendIndex(req, reply));
  // The custom bot test page lives on its own origin (server/bot-test-server.ts), so the widget
  // runs there in a frame of another site, as in a hotel's chatbot.
  app.get(BOT_TEST_PAGE, (req, reply) => {
    const at = req.url.indexOf('?');
    return reply.redirect(`${config.publicBotTestUrl}${BOT_TEST_PAGE}${at >= 0 ? req.url.slice(at) : ''}`, 302);
  });
  // A failure behind a route (the hotel's settings could not be read) answers in the error
  // envelope; Fastify's own 4xx (a malformed address) keep their status.
  app.setErrorHandler((err, req, reply) => {
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(status).send(errorEnvelope('Bad Request', 1000, err instanceof Error ? err.message : 'bad request'));
    req.log.error({ err }, 'widget server: a request failed');
    return reply.status(503).send(errorEnvelope('Service Unavailable', 1000, 'The hotel could not be read just now; try again shortly.'));
  });
  app.setNotFoundHandler((req, reply) => {
    // A missing asset is a real 404; any other path is a route of the app.
    if (req.method !== 'GET' || /\.[a-z0-9]{2,5}$/i.test(req.url.split('?')[0] ?? '')) {
      return reply.status(404).send(errorEnvelope('Not Found', 1000, `No file ${req.url.split('?')[0]}`));
    }
    return sendIndex(req, reply);
  });
  return app;
}

const LIFF_COOKIE = 'yadori_liff';
const LIFF_COOKIE_SET = /(?:^|;\s*)yadori_liff=1(?:;|$)/;

/** LINE's hosts the LIFF SDK reaches (its API, Login's discovery, its scripts and its logging). */
const LINE_SOURCES = {
  scriptSrc: ['https://static.line-scdn.net'],
  connectSrc: ['https://api.line.me', 'https://access.line.me', 'https://liffsdk.line-scdn.net', 'https://uts-front.line-apps.com'],
  frameSrc: ['https://liff-subwindow.line.me'],
};
/** Facebook's: its SDK script, its Graph API and the frames its login uses. */
const FACEBOOK_SOURCES = {
  scriptSrc: ['https://connect.facebook.net'],
  connectSrc: ['https://graph.facebook.com', 'https://www.facebook.com'],
  frameSrc: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
};

/** Cloudflare Turnstile's: its script and the frame of its check. */
const TURNSTILE_SOURCES = {
  scriptSrc: ['https://challenges.cloudflare.com'],
  connectSrc: [],
  frameSrc: ['https://challenges.cloudflare.com'],
};

type CspExtras = { line?: boolean; facebook?: boolean; turnstile?: boolean };

/**
 * The widget's Content-Security-Policy: its own origin and the booking API's; with LINE's hosts
 * on a LIFF launch, Facebook's where the hotel signs in with Facebook, and Turnstile's where the
 * hotel asks for a person check with a real Turnstile, nothing more.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicApiUrl' | 'publicWidgetUrl'>) {
  const apiOrigin = new URL(config.publicApiUrl).origin;
  const secure = config.publicWidgetUrl.startsWith('https:');
  const directives = (extra: CspExtras = {}) => {
    const more = (key: keyof typeof LINE_SOURCES) => [
      ...(extra.line ? LINE_SOURCES[key] : []),
      ...(extra.facebook ? FACEBOOK_SOURCES[key] : []),
      ...(extra.turnstile ? TURNSTILE_SOURCES[key] : []),
    ];
    return {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...more('scriptSrc')],
      // Hotel header CSS and theme colours are applied as styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', apiOrigin],
      connectSrc: ["'self'", apiOrigin, ...more('connectSrc')],
      frameSrc: ["'self'", apiOrigin, ...more('frameSrc')],
      // The widget is made to be framed by hotel sites and chatbots.
      frameAncestors: ['*'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", apiOrigin],
      upgradeInsecureRequests: secure ? [] : null,
    };
  };
  const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return {
    directives,
    /** The header for a page with these extras, as helmet writes the plain one. */
    header(extra: CspExtras): string {
      return Object.entries(directives(extra))
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [kebab(k), ...(v as string[])].join(' '))
        .join(';');
    },
  };
}
