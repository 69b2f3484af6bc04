// The sandbox LINE issuer's pages and endpoints, served by the API when no LINE channel is
// configured: a LINE Login authorize page where a test LINE user "logs in", the code-for-token
// exchange, ID tokens for test LINE users (what a LIFF app in the LINE app would be handed), and
// the issuer's public keys.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { randomBytes } from 'node:crypto';
import { LineCodeSchema, LineStateSchema } from '../../contract';
import { fail, parseInput } from '../errors';
import { publicJwk } from '../auth/jwt';
import { ID_TOKEN_SECONDS, SANDBOX_PATH, issueSandboxCode, mintIdToken, sandboxIssuer, sandboxSigningKey, spendSandboxCode } from './sandbox-issuer';
import { keepOpener } from '../auth/sign-on-window';

const ChannelId = z.string().check(z.regex(/^[0-9]{6,20}$/, 'is not a LINE channel id'));
const LineUserId = z.string().check(z.regex(/^U[0-9a-f]{32}$/, 'is not a LINE user id (U and 32 hex digits)'));
const DisplayName = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100));
const Email = z.optional(z.union([z.literal(''), z.email('email_invalid').check(z.maxLength(254))]));

const AuthorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: ChannelId,
  redirect_uri: z.url(),
  state: LineStateSchema,
  scope: z.optional(z.string().check(z.maxLength(200))),
});
const AuthorizeFormSchema = z.object({
  client_id: ChannelId,
  redirect_uri: z.url(),
  state: LineStateSchema,
  line_user_id: LineUserId,
  display_name: DisplayName,
  email: Email,
});
const TokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: LineCodeSchema,
  redirect_uri: z.url(),
  client_id: ChannelId,
  client_secret: z.optional(z.string()),
});
const MintRequestSchema = z.object({
  channel_id: ChannelId,
  line_user_id: LineUserId,
  display_name: DisplayName,
  email: Email,
  /** Seconds until expiry; negative mints an already expired token (to see it refused). */
  expires_in: z._default(z.number().check(z.int(), z.gte(-86_400), z.lte(86_400)), ID_TOKEN_SECONDS),
});

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sandboxLineRoutes(app: FastifyInstance): Promise<void> {
  // The authorize page posts a plain HTML form; the token call is form-encoded, as LINE's is.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const issuer = () => sandboxIssuer(app.config.publicApiUrl);
  const callback = () => `${app.config.publicApiUrl}/line/callback`;

  app.get(`${SANDBOX_PATH}/authorize`, async (req, reply) => {
    const q = parseInput(AuthorizeQuerySchema, req.query, 'query');
    if (q.redirect_uri !== callback()) throw fail.badRequest('redirect_uri is not registered for this channel', 'redirect_uri');
    const userId = `U${randomBytes(16).toString('hex')}`;
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
    keepOpener(reply)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>LINE Login (sandbox)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#111}
h1{font-size:1.3rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #777;border-radius:6px}
button{margin-top:1.2rem;width:100%;padding:.8rem;font:inherit;font-weight:700;background:#06c755;color:#fff;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}p{color:#444}</style></head>
<body><main><h1>LINE Login (sandbox) / LINEログイン(サンドボックス)</h1>
<p>Channel ${escape(q.client_id)} asks to sign you in. Choose a test LINE user. / テスト用LINEユーザーを選んでください。</p>
<form method="post" action="${SANDBOX_PATH}/authorize">
${hidden('client_id', q.client_id)}${hidden('redirect_uri', q.redirect_uri)}${hidden('state', q.state)}
<label for="display_name">Display name / 表示名</label><input id="display_name" name="display_name" required maxlength="100" value="Taro Line">
<label for="line_user_id">LINE user ID</label><input id="line_user_id" name="line_user_id" required pattern="U[0-9a-f]{32}" value="${userId}">
<label for="email">E-mail (optional) / メールアドレス(任意)</label><input id="email" name="email" type="email" maxlength="254">
<button type="submit">Allow / 許可する</button></form></main></body></html>`;
  });

  app.post(`${SANDBOX_PATH}/authorize`, async (req, reply) => {
    const form = parseInput(AuthorizeFormSchema, req.body, 'body');
    if (form.redirect_uri !== callback()) throw fail.badRequest('redirect_uri is not registered for this channel', 'redirect_uri');
    const code = await issueSandboxCode(app.db, form.client_id, form.redirect_uri, { lineUserId: form.line_user_id, displayName: form.display_name, email: form.email || undefined });
    const back = new URL(form.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', form.state);
    return keepOpener(reply).header('cache-control', 'no-store').redirect(back.toString(), 302);
  });

  app.post(`${SANDBOX_PATH}/token`, async (req, reply) => {
    const body = parseInput(TokenRequestSchema, req.body, 'body');
    const user = await spendSandboxCode(app.db, body.code, body.client_id, body.redirect_uri);
    if (!user) return reply.status(400).send({ error: 'invalid_grant', error_description: 'invalid authorization code' });
    return {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 2_592_000,
      scope: 'openid profile email',
      id_token: await mintIdToken(issuer(), body.client_id, user),
    };
  });

  /** An ID token for a test LINE user: what the LINE app hands a LIFF app after login. */
  app.post(`${SANDBOX_PATH}/id_token`, async (req) => {
    const body = parseInput(MintRequestSchema, req.body, 'body');
    const user = { lineUserId: body.line_user_id, displayName: body.display_name, email: body.email || undefined };
    return { data: { id_token: await mintIdToken(issuer(), body.channel_id, user, body.expires_in) } };
  });

  app.get(`${SANDBOX_PATH}/jwks`, async () => ({ keys: [await publicJwk(sandboxSigningKey)] }));
}
