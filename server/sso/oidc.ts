// Single sign-on with OpenID Connect (document 1 §1, §2 /sso/custom/callback). With a provider
// configured (OIDC_*), its token endpoint exchanges the code and its JWKS checks the ID token;
// otherwise the API is its own identity provider (the sandbox below: an authorize page with a
// simple form, a token endpoint, ES256-signed ID tokens and their JWKS). Either way the ID token is
// checked for real: signature, issuer, audience, expiry and the nonce of the sign-on it answers.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { randomBytes } from 'node:crypto';
import { SsoCodeSchema, SsoStateSchema } from '../../contract';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { fail, parseInput } from '../errors';
import { randomToken, sha256 } from '../auth/crypto';
import { keysOfJwks, newSigningKey, publicJwk, signEs256, verifyAsymmetric, type PublicKeys } from '../auth/jwt';
import { keepOpener } from '../auth/sign-on-window';

export const OIDC_SANDBOX_PATH = '/sandbox/oidc';
export const OIDC_SANDBOX_CLIENT_ID = 'yadori-widget';
export const OIDC_SANDBOX_CLIENT_SECRET = 'yadori-sandbox-oidc-secret';
const CODE_MINUTES = 5;
const ID_TOKEN_SECONDS = 600;
const SKEW_SECONDS = 60;

const key = newSigningKey(`oidc-sandbox-${randomBytes(6).toString('hex')}`);
const sandboxKeys: PublicKeys = new Map([[key.kid, key.publicKey]]);

export interface OidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  sandbox: boolean;
}

export function oidcClient(config: Config): OidcClient {
  if (config.oidc) return { ...config.oidc, sandbox: false };
  const issuer = `${config.publicApiUrl}${OIDC_SANDBOX_PATH}`;
  return {
    issuer,
    clientId: OIDC_SANDBOX_CLIENT_ID,
    clientSecret: OIDC_SANDBOX_CLIENT_SECRET,
    authorizeUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    sandbox: true,
  };
}

/** Where the identity provider sends the browser back: the API, which forwards to the widget. */
export const ssoCallbackUrl = (config: Config) => `${config.publicApiUrl}/sso/custom/callback`;

export const OidcClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number(),
  nonce: z.optional(z.string()),
  email: z.optional(z.string()),
  email_verified: z.optional(z.boolean()),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  name: z.optional(z.string()),
  locale: z.optional(z.string()),
});
export type OidcClaims = z.infer<typeof OidcClaimsSchema>;

interface SandboxUser {
  subject: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}

function mintIdToken(client: OidcClient, user: SandboxUser, nonce: string | null, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return signEs256(
    {
      iss: client.issuer,
      sub: user.subject,
      aud: client.clientId,
      iat,
      exp: iat + ID_TOKEN_SECONDS,
      ...(nonce ? { nonce } : {}),
      ...(user.email ? { email: user.email, email_verified: true } : {}),
      ...(user.givenName ? { given_name: user.givenName } : {}),
      ...(user.familyName ? { family_name: user.familyName } : {}),
      ...(user.givenName || user.familyName ? { name: [user.givenName, user.familyName].filter(Boolean).join(' ') } : {}),
    },
    key,
  );
}

async function spendSandboxCode(db: Queryable, code: string, clientId: string, redirectUri: string): Promise<(SandboxUser & { nonce: string | null }) | null> {
  const [row] = await db.query<{ subject: string; email: string | null; given_name: string | null; family_name: string | null; nonce: string | null }>(
    `update oidc_sandbox_codes set used_at = now()
      where code_hash = $1 and client_id = $2 and redirect_uri = $3 and used_at is null and expires_at > now()
      returning subject, email, given_name, family_name, nonce`,
    [sha256(code), clientId, redirectUri],
  );
  return row ? { subject: row.subject, email: row.email, givenName: row.given_name, familyName: row.family_name, nonce: row.nonce } : null;
}

let jwksCache: { url: string; keys: PublicKeys; at: number } | null = null;
async function providerKeys(jwksUrl: string): Promise<PublicKeys> {
  if (jwksCache && jwksCache.url === jwksUrl && Date.now() - jwksCache.at < 10 * 60_000) return jwksCache.keys;
  const res = await fetch(jwksUrl, { signal: AbortSignal.timeout(10_000) });
  const keys = res.ok ? await keysOfJwks(await res.json().catch(() => null)) : new Map();
  if (keys.size > 0) jwksCache = { url: jwksUrl, keys, at: Date.now() };
  return keys;
}

/** Exchanges an authorization code for its ID token (null when the provider refuses the code). */
export async function exchangeOidcCode(config: Config, db: Queryable, code: string): Promise<string | null> {
  const client = oidcClient(config);
  const redirectUri = ssoCallbackUrl(config);
  if (client.sandbox) {
    const user = await spendSandboxCode(db, code, client.clientId, redirectUri);
    return user ? mintIdToken(client, user, user.nonce) : null;
  }
  const res = await fetch(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: client.clientId, client_secret: client.clientSecret }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!res?.ok) return null;
  const body = (await res.json().catch(() => null)) as { id_token?: unknown } | null;
  return typeof body?.id_token === 'string' ? body.id_token : null;
}

/** The ID token's claims when it is genuine, for us, unexpired and answers this sign-on's nonce. */
export async function verifyOidcIdToken(config: Config, idToken: string, nonce: string, now = Date.now()): Promise<OidcClaims | null> {
  const client = oidcClient(config);
  const keys = client.sandbox ? sandboxKeys : await providerKeys(config.oidc!.jwksUrl);
  const payload = await verifyAsymmetric(idToken, keys);
  if (payload === null) return null;
  const parsed = OidcClaimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const seconds = Math.floor(now / 1000);
  if (claims.iss !== client.issuer || !audiences.includes(client.clientId)) return null;
  if (claims.exp <= seconds - SKEW_SECONDS || claims.iat > seconds + SKEW_SECONDS) return null;
  if (claims.nonce !== nonce) return null;
  return claims;
}

// ---------------------------------------------------------------------------------------------
// The sandbox identity provider's pages and endpoints.

const AuthorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string().check(z.minLength(1), z.maxLength(100)),
  redirect_uri: z.url(),
  state: SsoStateSchema,
  nonce: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, 'is not a nonce'))),
  scope: z.optional(z.string().check(z.maxLength(200))),
});
const Optional = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const AuthorizeFormSchema = z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(100)),
  redirect_uri: z.url(),
  state: SsoStateSchema,
  nonce: Optional(128),
  subject: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._@-]{1,100}$/, 'is not a subject id')),
  email: z.optional(z.union([z.literal(''), z.email('email_invalid').check(z.maxLength(254))])),
  given_name: Optional(60),
  family_name: Optional(60),
});
const TokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: SsoCodeSchema,
  redirect_uri: z.url(),
  client_id: z.string(),
  client_secret: z.optional(z.string()),
});

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sandboxOidcRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const client = () => oidcClient(app.config);
  const checkClient = (clientId: string, redirectUri: string) => {
    if (clientId !== client().clientId) throw fail.badRequest('client_id is not registered', 'client_id');
    if (redirectUri !== ssoCallbackUrl(app.config)) throw fail.badRequest('redirect_uri is not registered for this client', 'redirect_uri');
  };

  app.get(`${OIDC_SANDBOX_PATH}/.well-known/openid-configuration`, async () => {
    const c = client();
    return {
      issuer: c.issuer,
      authorization_endpoint: c.authorizeUrl,
      token_endpoint: c.tokenUrl,
      jwks_uri: `${c.issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
    };
  });

  app.get(`${OIDC_SANDBOX_PATH}/authorize`, async (req, reply) => {
    const q = parseInput(AuthorizeQuerySchema, req.query, 'query');
    checkClient(q.client_id, q.redirect_uri);
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
    const subject = `user-${randomBytes(6).toString('hex')}`;
    keepOpener(reply)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Single sign-on (sandbox)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#111}
h1{font-size:1.3rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #777;border-radius:6px}
button{margin-top:1.2rem;width:100%;padding:.8rem;font:inherit;font-weight:700;background:#1a4fd6;color:#fff;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #b35c00;outline-offset:2px}p{color:#444}</style></head>
<body><main><h1>Single sign-on (sandbox) / シングルサインオン(サンドボックス)</h1>
<p>The brand's identity provider for testing. Choose who signs in. / テスト用のIDプロバイダーです。ログインするユーザーを入力してください。</p>
<form method="post" action="${OIDC_SANDBOX_PATH}/authorize">
${hidden('client_id', q.client_id)}${hidden('redirect_uri', q.redirect_uri)}${hidden('state', q.state)}${hidden('nonce', q.nonce ?? '')}
<label for="subject">User ID / ユーザーID</label><input id="subject" name="subject" required pattern="[A-Za-z0-9._@\\-]{1,100}" value="${subject}">
<label for="email">E-mail / メールアドレス</label><input id="email" name="email" type="email" maxlength="254" required value="${subject}@sso.yadori.test">
<label for="given_name">Given name / 名</label><input id="given_name" name="given_name" maxlength="60" value="Sora">
<label for="family_name">Family name / 姓</label><input id="family_name" name="family_name" maxlength="60" value="Aoki">
<button type="submit">Sign in / ログイン</button></form></main></body></html>`;
  });

  app.post(`${OIDC_SANDBOX_PATH}/authorize`, async (req, reply) => {
    const form = parseInput(AuthorizeFormSchema, req.body, 'body');
    checkClient(form.client_id, form.redirect_uri);
    const code = randomToken(24);
    await app.db.query(
      `insert into oidc_sandbox_codes (code_hash, client_id, redirect_uri, nonce, subject, email, given_name, family_name, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [sha256(code), form.client_id, form.redirect_uri, form.nonce || null, form.subject, form.email || null, form.given_name || null, form.family_name || null,
       new Date(Date.now() + CODE_MINUTES * 60_000).toISOString()],
    );
    const back = new URL(form.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', form.state);
    return keepOpener(reply).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(back.toString(), 302);
  });

  app.post(`${OIDC_SANDBOX_PATH}/token`, async (req, reply) => {
    const body = parseInput(TokenRequestSchema, req.body, 'body');
    const c = client();
    if (body.client_id !== c.clientId || body.client_secret !== c.clientSecret) return reply.status(401).send({ error: 'invalid_client' });
    const user = await spendSandboxCode(app.db, body.code, body.client_id, body.redirect_uri);
    if (!user) return reply.status(400).send({ error: 'invalid_grant', error_description: 'invalid authorization code' });
    return { access_token: randomToken(24), token_type: 'Bearer', expires_in: ID_TOKEN_SECONDS, id_token: await mintIdToken(c, user, user.nonce) };
  });

  app.get(`${OIDC_SANDBOX_PATH}/jwks`, async () => ({ keys: [await publicJwk(key)] }));
}
