// Facebook sign-in (document 1 §1 social login). The widget hands the API a Facebook user access
// token (what Facebook's login dialog gives); the API asks who it belongs to: Facebook's Graph API
// with the app secret (FACEBOOK_APP_SECRET), or, without one, the sandbox Facebook provider below,
// whose login dialog runs on the API and whose tokens live in the database (as digests).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { fail, parseInput } from '../errors';
import { randomToken, sha256 } from '../auth/crypto';

export const FACEBOOK_SANDBOX_PATH = '/sandbox/facebook';
const TOKEN_SECONDS = 3600;

export interface FacebookUser {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

async function sandboxUser(db: Queryable, appId: string, token: string): Promise<FacebookUser | null> {
  const [row] = await db.query<{ facebook_user_id: string; name: string; email: string | null }>(
    'select facebook_user_id, name, email from facebook_sandbox_tokens where token_hash = $1 and app_id = $2 and expires_at > now()',
    [sha256(token), appId],
  );
  return row ? { id: row.facebook_user_id, name: row.name, ...splitName(row.name), email: row.email } : null;
}

async function graphUser(facebook: NonNullable<Config['facebook']>, appId: string, token: string): Promise<FacebookUser | null> {
  const get = async (path: string, params: Record<string, string>) => {
    const res = await fetch(`${facebook.graphUrl}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    return res?.ok ? ((await res.json().catch(() => null)) as Record<string, unknown> | null) : null;
  };
  // The token must be valid and issued to this app, not to some other app the person uses.
  const debug = await get('/debug_token', { input_token: token, access_token: `${appId}|${facebook.appSecret}` });
  const data = debug?.data as { is_valid?: unknown; app_id?: unknown; user_id?: unknown } | undefined;
  if (!data || data.is_valid !== true || data.app_id !== appId || typeof data.user_id !== 'string') return null;
  const me = await get('/me', { fields: 'id,name,first_name,last_name,email', access_token: token });
  if (!me || me.id !== data.user_id || typeof me.name !== 'string') return null;
  return {
    id: data.user_id,
    name: me.name,
    firstName: typeof me.first_name === 'string' ? me.first_name : splitName(me.name).firstName,
    lastName: typeof me.last_name === 'string' ? me.last_name : splitName(me.name).lastName,
    email: typeof me.email === 'string' ? me.email : null,
  };
}

/** Who the access token belongs to, when it is valid and issued to this app; otherwise null. */
export function facebookUserOf(config: Config, db: Queryable, appId: string, token: string): Promise<FacebookUser | null> {
  return config.facebook ? graphUser(config.facebook, appId, token) : sandboxUser(db, appId, token);
}

// ---------------------------------------------------------------------------------------------
// The sandbox Facebook provider: a login dialog (a popup that hands the token to the page that
// opened it, as Facebook's SDK does) and a way for tests to mint a token for a test user.

const AppId = z.string().check(z.regex(/^[0-9]{6,20}$/, 'is not a Facebook app id'));
const FacebookUserId = z.string().check(z.regex(/^[0-9]{6,20}$/, 'is not a Facebook user id'));
const Name = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100));
const Email = z.optional(z.union([z.literal(''), z.email('email_invalid').check(z.maxLength(254))]));
const State = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, 'is not a state'));

const DialogQuerySchema = z.object({ client_id: AppId, origin: z.url(), state: State });
const DialogFormSchema = z.object({ client_id: AppId, origin: z.url(), state: State, facebook_user_id: FacebookUserId, name: Name, email: Email });
const MintRequestSchema = z.object({
  app_id: AppId,
  facebook_user_id: FacebookUserId,
  name: Name,
  email: Email,
  /** Seconds until expiry; negative mints an expired token (to see it refused). */
  expires_in: z._default(z.number().check(z.int(), z.gte(-86_400), z.lte(86_400)), TOKEN_SECONDS),
});

async function mint(db: Queryable, appId: string, userId: string, name: string, email: string | undefined, seconds: number): Promise<string> {
  const token = `EAAsandbox${randomToken(32)}`;
  await db.query('insert into facebook_sandbox_tokens (token_hash, app_id, facebook_user_id, name, email, expires_at) values ($1, $2, $3, $4, $5, $6)', [
    sha256(token),
    appId,
    userId,
    name,
    email || null,
    new Date(Date.now() + seconds * 1000).toISOString(),
  ]);
  return token;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#111}
h1{font-size:1.3rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #777;border-radius:6px}
button{margin-top:1.2rem;width:100%;padding:.8rem;font:inherit;font-weight:700;background:#1459c7;color:#fff;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #b35c00;outline-offset:2px}p{color:#444}`;

export async function sandboxFacebookRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // The token goes only to a page of the widget's own origins.
  const checkOrigin = (origin: string) => {
    if (!app.config.widgetOrigins.includes(new URL(origin).origin)) throw fail.badRequest('origin is not a widget origin', 'origin');
  };

  app.get(`${FACEBOOK_SANDBOX_PATH}/dialog`, async (req, reply) => {
    const q = parseInput(DialogQuerySchema, req.query, 'query');
    checkOrigin(q.origin);
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
    const userId = `10${BigInt(`0x${randomBytes(6).toString('hex')}`).toString().padStart(13, '0').slice(0, 13)}`;
    reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .header('cache-control', 'no-store')
      // A popup: it must stay in the opener's browsing context group to hand the token back.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Facebook login (sandbox)</title><style>${STYLE}</style></head>
<body><main><h1>Facebook login (sandbox) / Facebookログイン(サンドボックス)</h1>
<p>App ${escape(q.client_id)} asks to sign you in. Choose a test Facebook user. / テスト用のFacebookユーザーを選んでください。</p>
<form method="post" action="${FACEBOOK_SANDBOX_PATH}/dialog">
${hidden('client_id', q.client_id)}${hidden('origin', q.origin)}${hidden('state', q.state)}
<label for="name">Name / 名前</label><input id="name" name="name" required maxlength="100" value="Ken Facebook">
<label for="facebook_user_id">Facebook user ID</label><input id="facebook_user_id" name="facebook_user_id" required pattern="[0-9]{6,20}" value="${userId}">
<label for="email">E-mail (optional) / メールアドレス(任意)</label><input id="email" name="email" type="email" maxlength="254">
<button type="submit">Continue / 続ける</button></form></main></body></html>`;
  });

  app.post(`${FACEBOOK_SANDBOX_PATH}/dialog`, async (req, reply) => {
    const form = parseInput(DialogFormSchema, req.body, 'body');
    checkOrigin(form.origin);
    const token = await mint(app.db, form.client_id, form.facebook_user_id, form.name, form.email, TOKEN_SECONDS);
    const nonce = randomToken(16);
    const message = JSON.stringify({ type: 'yadori:facebook-login', access_token: token, state: form.state });
    const target = JSON.stringify(new URL(form.origin).origin);
    reply
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`)
      .header('cache-control', 'no-store')
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8');
    // The message is JSON inside a script: "<" is escaped so no text can close the script early.
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Facebook login (sandbox)</title><style>${STYLE}</style></head>
<body><main><p role="status">Signing you in… / ログインしています…</p></main>
<script nonce="${nonce}">(function(){var m=${message.replace(/</g, '\\u003c')};if(window.opener){window.opener.postMessage(m,${target.replace(/</g, '\\u003c')});}window.close();})();</script></body></html>`;
  });

  app.post(`${FACEBOOK_SANDBOX_PATH}/access_token`, async (req, reply) => {
    const body = parseInput(MintRequestSchema, req.body, 'body');
    const token = await mint(app.db, body.app_id, body.facebook_user_id, body.name, body.email, body.expires_in);
    reply.status(201);
    return { data: { access_token: token } };
  });
}
