// Environment, parsed with zod once at start; nothing else reads process.env.
import * as z from 'zod/mini';
import { randomToken } from './auth/crypto';

const Port = z.pipe(z.optional(z.string()), z.transform((v) => (v === undefined || v === '' ? undefined : Number(v))));

const EnvSchema = z.object({
  /** `production` for a deployment; anything else (or nothing) is development. */
  NODE_ENV: z.optional(z.string()),
  PORT: Port,
  API_PORT: Port,
  /** Port of the custom bot test page, a host page on an origin of its own. */
  BOT_TEST_PORT: Port,
  HOST: z.optional(z.string()),
  DATA_DIR: z.optional(z.string()),
  /** The built widget (vite's outDir); separate builds can run side by side. */
  WIDGET_DIST: z.optional(z.string()),
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  /** Multiplies every rate limit (server/rate-limits.ts): a deployment behind a shared address may need more. */
  RATE_LIMIT_SCALE: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,4}$/, 'must be a whole number from 1')), z.transform(Number))),
  /** Redis for the counts every API process shares (rate limits); in memory without it. */
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'must be a redis:// URL'))),
  PUBLIC_API_URL: z.optional(z.url()),
  PUBLIC_WIDGET_URL: z.optional(z.url()),
  PUBLIC_BOT_TEST_URL: z.optional(z.url()),
  WIDGET_ORIGINS: z.optional(z.string()),
  /** Pages (origins, comma-separated) allowed to host the demo hotels as their chatbot, beside the bot test page. */
  DEMO_PARENT_ORIGINS: z.optional(z.string().check(z.regex(/^https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*$/, 'must be origins (http(s)://host[:port]) separated by commas'))),
  CLIENT_KEY: z.optional(z.string()),
  CLIENT_SECRET: z.optional(z.string()),
  STAFF_TOKEN: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  LOG_LEVEL: z.optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  SEED: z.optional(z.enum(['demo', 'none'])),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  /** LINE Login channel: with its secret and LINE's URLs, tokens are checked by LINE; else the sandbox issuer. */
  LINE_CHANNEL_ID: z.optional(z.string().check(z.regex(/^[0-9]{6,20}$/, 'must be a LINE channel id'))),
  LINE_CHANNEL_SECRET: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  /** LINE's API base (token exchange, ID-token verification) and its LINE Login authorize page. */
  LINE_API_URL: z.optional(z.url()),
  LINE_AUTHORIZE_URL: z.optional(z.url()),
  /** A Facebook app: with its secret, access tokens are checked by Facebook's Graph API; else the sandbox provider. */
  FACEBOOK_APP_SECRET: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  FACEBOOK_GRAPH_URL: z.optional(z.url()),
  /** An OpenID Connect identity provider for single sign-on; else the API's sandbox identity provider. */
  OIDC_ISSUER: z.optional(z.url()),
  OIDC_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  OIDC_CLIENT_SECRET: z.optional(z.string().check(z.minLength(1))),
  OIDC_AUTHORIZE_URL: z.optional(z.url()),
  OIDC_TOKEN_URL: z.optional(z.url()),
  OIDC_JWKS_URL: z.optional(z.url()),
  /**
   * A Cloudflare Turnstile widget: the site key the widget shows the check with and the secret the
   * API verifies its tokens with (both or neither), and the verify address; else, in development,
   * the API's sandbox challenge.
   */
  TURNSTILE_SITE_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be a Turnstile site key'))),
  TURNSTILE_SECRET_KEY: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  TURNSTILE_VERIFY_URL: z.optional(z.url()),
  /**
   * Whose X-Forwarded-For is believed for the client's address (rate limits and look-up slow-down
   * count per address): `loopback` (default: a proxy on this machine), a comma list of addresses
   * or CIDR ranges, or `none`.
   */
  CHECK_ANSWERS: z.optional(z.enum(['0', '1'])),
  TRUST_PROXY: z.optional(z.string().check(z.regex(/^(none|loopback|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be none, loopback, or addresses/CIDRs separated by commas'))),
});

export interface Config {
  /**
   * development (the default): sandbox providers, the mail outbox, listening on this machine only.
   * production (NODE_ENV=production): no sandbox, no outbox; start-up refuses while a provider a
   * hotel needs is missing (server/mode.ts).
   */
  mode: 'development' | 'production';
  host: string;
  widgetPort: number;
  apiPort: number;
  botTestPort: number;
  dataDir: string;
  widgetDist: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Every rate limit is multiplied by this (at least 1). */
  rateLimitScale: number;
  publicApiUrl: string;
  publicWidgetUrl: string;
  /**
   * Where the custom bot test page is reached: another site than the widget's, so the widget runs
   * there as it does in a hotel's chatbot (cross-site frame, partitioned storage, origin checks).
   */
  publicBotTestUrl: string;
  /** Origins allowed to call the API from a browser (the widget's own). */
  widgetOrigins: string[];
  clientKey: string;
  clientSecret: string;
  staffToken: string;
  /** True when the staff token was generated at start (printed once, never logged again). */
  staffTokenGenerated: boolean;
  logLevel: string;
  seed: 'demo' | 'none';
  /** The origins allowed to host the demo hotels' chatbot: the bot test page's and DEMO_PARENT_ORIGINS. */
  demoParentOrigins: string[];
  /** Real delivery; without it (development only) mail stays in the outbox, readable at /dev/outbox with the staff token. */
  smtpUrl: string | undefined;
  /** A real LINE channel, or undefined: LINE sign-in then runs against the API's sandbox LINE issuer. */
  line: { channelId: string; channelSecret: string; apiUrl: string; authorizeUrl: string } | undefined;
  /** Facebook's Graph API with the app secret, or undefined: the sandbox Facebook provider on the API. */
  facebook: { appSecret: string; graphUrl: string } | undefined;
  /** A real OpenID Connect provider, or undefined: the sandbox identity provider on the API. */
  oidc: { issuer: string; clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; jwksUrl: string } | undefined;
  /**
   * A real Turnstile widget, or undefined: in development the API's sandbox challenge stands in; in
   * production no challenge token is ever good (start-up refuses a hotel that needs one).
   */
  turnstile: { siteKey: string; secretKey: string; verifyUrl: string } | undefined;
  /** Fastify's trustProxy: false, or the addresses whose X-Forwarded-For is believed. */
  trustProxy: false | string[];
  /** Every successful JSON answer is checked against the endpoint table (CHECK_ANSWERS=1; the tests set it). */
  checkAnswers: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const widgetPort = e.PORT ?? 8080;
  const apiPort = e.API_PORT ?? 8081;
  const publicWidgetUrl = (e.PUBLIC_WIDGET_URL ?? `http://localhost:${widgetPort}`).replace(/\/$/, '');
  const publicApiUrl = (e.PUBLIC_API_URL ?? `http://localhost:${apiPort}`).replace(/\/$/, '');
  const botTestPort = e.BOT_TEST_PORT ?? widgetPort + 2;
  // localhost and 127.0.0.1 are different sites to a browser: the default is whichever the widget is not.
  const botTestHost = new URL(publicWidgetUrl).hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const publicBotTestUrl = (e.PUBLIC_BOT_TEST_URL ?? `http://${botTestHost}:${botTestPort}`).replace(/\/$/, '');
  const widgetOrigins = e.WIDGET_ORIGINS
    ? e.WIDGET_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)
    : [new URL(publicWidgetUrl).origin, `http://127.0.0.1:${widgetPort}`];
  const mode = e.NODE_ENV === 'production' ? 'production' : 'development';
  return {
    mode,
    // Development listens on this machine only (IPv4 and IPv6 loopback); a deployment everywhere.
    host: e.HOST ?? (mode === 'production' ? '0.0.0.0' : 'localhost'),
    widgetPort,
    apiPort,
    botTestPort,
    dataDir: e.DATA_DIR ?? '.data',
    widgetDist: e.WIDGET_DIST ?? 'dist',
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    rateLimitScale: Math.max(1, e.RATE_LIMIT_SCALE ?? 1),
    publicApiUrl,
    publicWidgetUrl,
    publicBotTestUrl,
    widgetOrigins,
    clientKey: e.CLIENT_KEY ?? 'yadori-demo-key',
    clientSecret: e.CLIENT_SECRET ?? 'yadori-demo-secret',
    staffToken: e.STAFF_TOKEN ?? randomToken(),
    staffTokenGenerated: !e.STAFF_TOKEN,
    logLevel: e.LOG_LEVEL ?? 'info',
    // A deployment gets the demo only when it asks for it.
    seed: e.SEED ?? (mode === 'production' ? 'none' : 'demo'),
    demoParentOrigins: [new URL(publicBotTestUrl).origin, ...(e.DEMO_PARENT_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean)],
    smtpUrl: e.SMTP_URL,
    line: lineConfig(e),
    facebook: e.FACEBOOK_APP_SECRET ? { appSecret: e.FACEBOOK_APP_SECRET, graphUrl: (e.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v19.0').replace(/\/$/, '') } : undefined,
    oidc: oidcConfig(e),
    turnstile: turnstileConfig(e),
    trustProxy: e.TRUST_PROXY === 'none' ? false : (e.TRUST_PROXY ?? 'loopback').split(',').map((s) => s.trim()),
    checkAnswers: e.CHECK_ANSWERS === '1',
  };
}

function lineConfig(e: z.infer<typeof EnvSchema>): Config['line'] {
  const given = [e.LINE_CHANNEL_ID, e.LINE_CHANNEL_SECRET, e.LINE_API_URL, e.LINE_AUTHORIZE_URL];
  if (given.every((v) => v === undefined)) return undefined;
  if (!e.LINE_CHANNEL_ID || !e.LINE_CHANNEL_SECRET || !e.LINE_API_URL || !e.LINE_AUTHORIZE_URL) {
    throw new Error('Invalid environment:\n  LINE_CHANNEL_ID, LINE_CHANNEL_SECRET, LINE_API_URL and LINE_AUTHORIZE_URL go together');
  }
  return { channelId: e.LINE_CHANNEL_ID, channelSecret: e.LINE_CHANNEL_SECRET, apiUrl: e.LINE_API_URL.replace(/\/$/, ''), authorizeUrl: e.LINE_AUTHORIZE_URL };
}

/** Cloudflare's siteverify, unless TURNSTILE_VERIFY_URL names another (a proxy, a stand-in). */
const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

function turnstileConfig(e: z.infer<typeof EnvSchema>): Config['turnstile'] {
  if (e.TURNSTILE_SITE_KEY === undefined && e.TURNSTILE_SECRET_KEY === undefined) return undefined;
  if (!e.TURNSTILE_SITE_KEY || !e.TURNSTILE_SECRET_KEY) throw new Error('Invalid environment:\n  TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY go together');
  return { siteKey: e.TURNSTILE_SITE_KEY, secretKey: e.TURNSTILE_SECRET_KEY, verifyUrl: e.TURNSTILE_VERIFY_URL ?? TURNSTILE_VERIFY_URL };
}

function oidcConfig(e: z.infer<typeof EnvSchema>): Config['oidc'] {
  const given = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, e.OIDC_AUTHORIZE_URL, e.OIDC_TOKEN_URL, e.OIDC_JWKS_URL];
  if (given.every((v) => v === undefined)) return undefined;
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET || !e.OIDC_AUTHORIZE_URL || !e.OIDC_TOKEN_URL || !e.OIDC_JWKS_URL) {
    throw new Error('Invalid environment:\n  OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_AUTHORIZE_URL, OIDC_TOKEN_URL and OIDC_JWKS_URL go together');
  }
  return {
    issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    authorizeUrl: e.OIDC_AUTHORIZE_URL,
    tokenUrl: e.OIDC_TOKEN_URL,
    jwksUrl: e.OIDC_JWKS_URL,
  };
}
