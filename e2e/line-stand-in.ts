// LINE, stood in for the real @line/liff SDK and for the API (which is configured with a LINE
// channel, LINE_API_URL pointing here): LIFF's login page, LINE Login's token, certs and
// discovery, LIFF's app endpoints, and the verify call the API makes. ID tokens are ES256, signed
// with a key of this process, issued by LINE's issuer, as LINE's are.
import { createServer, type Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose';
import type { Route } from '@playwright/test';

export const LINE_ISSUER = 'https://access.line.me';

export interface StandInUser {
  lineUserId: string;
  name: string;
  email: string;
}

export interface LineStandIn {
  /** Every LINE request the browser or the API made: `METHOD host/path`. */
  seen: string[];
  /** The address the API is given as LINE_API_URL. */
  apiUrl: string;
  /** Answers the browser's requests to LINE's hosts (Playwright routing). */
  route(route: Route): Promise<void>;
  close(): Promise<void>;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

export async function startLineStandIn(options: { port: number; channelId: string; liffId: string; endpointUrl: string; user: StandInUser }): Promise<LineStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'ES256', use: 'sig' };
  const codes = new Map<string, string>();
  const seen: string[] = [];

  const idToken = async (nonce: string | undefined) =>
    new SignJWT({ name: options.user.name, email: options.user.email, amr: ['linesso'], ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid: 'stand-in', typ: 'JWT' })
      .setIssuer(LINE_ISSUER)
      .setSubject(options.user.lineUserId)
      .setAudience(options.channelId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  /** One LINE request: its answer as status, headers and body. */
  async function answer(method: string, url: URL, body: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    seen.push(`${method} ${url.host}${url.pathname}`);
    const json = (value: unknown, status = 200) => ({ status, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(value) });
    if (method === 'OPTIONS') return { status: 204, headers: CORS, body: '' };
    const path = url.pathname;
    // LIFF's login page: LINE asks the person, then sends them back with a code.
    if (path === '/liff/v1/authorize' || path === '/oauth2/v2.1/authorize') {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.set(code, url.searchParams.get('nonce') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      if (url.searchParams.has('state')) back.searchParams.set('state', url.searchParams.get('state')!);
      back.searchParams.set('liffClientId', options.channelId);
      back.searchParams.set('liffRedirectUri', url.searchParams.get('redirect_uri') ?? '');
      return { status: 302, headers: { location: back.toString() }, body: '' };
    }
    if (path === '/.well-known/openid-configuration') {
      return json({ issuer: LINE_ISSUER, authorization_endpoint: `${LINE_ISSUER}/oauth2/v2.1/authorize`, token_endpoint: 'https://api.line.me/oauth2/v2.1/token', jwks_uri: 'https://api.line.me/oauth2/v2.1/certs', id_token_signing_alg_values_supported: ['ES256'] });
    }
    if (path === '/oauth2/v2.1/certs') return json({ keys: [jwk] });
    if (path === '/oauth2/v2.1/token' && method === 'POST') {
      const form = new URLSearchParams(body);
      const code = form.get('code') ?? '';
      if (!codes.has(code)) return json({ error: 'invalid_grant' }, 400);
      const nonce = codes.get(code) || undefined;
      codes.delete(code);
      return json({ access_token: `access-${code}`, token_type: 'Bearer', expires_in: 2592000, scope: 'openid profile email', id_token: await idToken(nonce), refresh_token: `refresh-${code}` });
    }
    // The API checks an ID token with LINE: the claims, or 400 naming the problem.
    if (path === '/oauth2/v2.1/verify' && method === 'POST') {
      const form = new URLSearchParams(body);
      try {
        const { payload } = await jwtVerify(form.get('id_token') ?? '', publicKey, { issuer: LINE_ISSUER, audience: form.get('client_id') ?? '' });
        return json(payload);
      } catch (err) {
        return json({ error: 'invalid_request', error_description: err instanceof Error ? err.message : 'invalid' }, 400);
      }
    }
    if (path.startsWith('/oauth2/v2.1/verify')) return json({ scope: 'openid profile email', client_id: options.channelId, expires_in: 2591000 });
    // The LIFF app's context, as LINE hands it (a token whose middle part is the context).
    if (path === `/liff/v2/apps/${options.liffId}/contextToken`) {
      const context = {
        type: 'external', liffId: options.liffId, endpointUrl: options.endpointUrl, viewType: 'full', scope: ['openid', 'profile', 'email'],
        availability: {}, permanentLinkPattern: 'concat', miniDomainAllowed: false, d: {},
      };
      return json({ contextToken: `${b64url({ alg: 'none' })}.${b64url(context)}.` });
    }
    if (path === '/v2/profile') return json({ userId: options.user.lineUserId, displayName: options.user.name });
    // LIFF's own logging and scripts: taken, nothing to run.
    if (url.host === 'uts-front.line-apps.com') return { status: 204, headers: CORS, body: '' };
    if (url.host.endsWith('line-scdn.net')) return { status: 200, headers: { ...CORS, 'content-type': path.endsWith('.json') ? 'application/json' : 'text/javascript' }, body: path.endsWith('.json') ? '{}' : '' };
    return json({ message: `not stood in: ${method} ${url.host}${path}` }, 404);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // Called by the API itself, at this server's own address.
      void answer(req.method ?? 'GET', new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`), Buffer.concat(chunks).toString('utf8')).then((a) => {
        res.writeHead(a.status, a.headers).end(a.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    seen,
    apiUrl: `http://127.0.0.1:${options.port}`,
    async route(route) {
      const request = route.request();
      const a = await answer(request.method(), new URL(request.url()), request.postData() ?? '');
      await route.fulfill({ status: a.status, headers: a.headers, body: a.body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
