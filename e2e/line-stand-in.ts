// LINE, stood in for the real @line/liff SDK and for the API (which is configured with a LINE
// channel, LINE_API_URL pointing here): LIFF's login page, LINE Login's token, certs and
// discovery, LIFF's app endpoints, the verify call the API makes, the chat the SDK posts messages
// into (sendMessages) and LINE's share target picker (its one-time token, its page in a window of
// its own and its result). ID tokens are ES256, signed with a key of this process, issued by
// LINE's issuer, as LINE's are. A launch inside LINE's app is stood in too: the credentials LINE
// puts in the address's fragment, and the app's side of the LIFF browser (window._liff).
import { createServer, type Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose';
import type { Route } from '@playwright/test';

export const LINE_ISSUER = 'https://access.line.me';

export interface StandInUser {
  lineUserId: string;
  name: string;
  email: string;
}

/** What the picker's page was handed by the app's window, and where from. */
export interface PickedShare {
  origin: string;
  liffId: string;
  payload: { messages: unknown[]; isMultiple: boolean; referrer: { liffId: string; url: string } };
}

export interface LineStandIn {
  /** Every LINE request the browser or the API made: `METHOD host/path`. */
  seen: string[];
  /** Messages the SDK posted into the chat (`POST message/v3/share`), with the bearer token it used. */
  posted: { authorization: string; messages: unknown[] }[];
  /** What LINE's share target picker was given to share. */
  picked: PickedShare[];
  /** The next n posts into the chat fail as LINE fails them (500). */
  failPosts(n: number): void;
  /**
   * A launch from a LINE chat inside LINE's app: the fragment LINE gives the endpoint URL (access,
   * context, feature and ID tokens). The access token is granted `scopes`.
   */
  chatLaunch(options: { user: StandInUser; chat: 'utou' | 'group' | 'room' | 'square_chat' | 'none'; scopes: string[] }): Promise<string>;
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
  const posted: LineStandIn['posted'] = [];
  const picked: PickedShare[] = [];
  /** Access tokens issued here and the scopes each carries. */
  const accessScopes = new Map<string, string>();
  /** One-time tokens of the share target picker and how each share ended (SUCCESS / CANCEL). */
  const pickerResults = new Map<string, string | null>();
  let failingPosts = 0;
  const random = () => Math.random().toString(36).slice(2);

  const idToken = async (nonce: string | undefined, user: StandInUser = options.user) =>
    new SignJWT({ name: user.name, email: user.email, amr: ['linesso'], ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid: 'stand-in', typ: 'JWT' })
      .setIssuer(LINE_ISSUER)
      .setSubject(user.lineUserId)
      .setAudience(options.channelId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  /** The app's context as LINE hands it: a token whose middle part is the context. */
  const contextToken = (type: string, scope: string[]) => {
    const context = {
      type, liffId: options.liffId, endpointUrl: options.endpointUrl, viewType: 'full', scope,
      // The LIFF app's console switch for the share target picker is on.
      availability: { shareTargetPicker: { permission: true, minVer: '10.3.0' } },
      permanentLinkPattern: 'concat', miniDomainAllowed: false, d: {},
    };
    return `${b64url({ alg: 'none' })}.${b64url(context)}.`;
  };

  /** LINE's share target picker, stood in: the page LINE opens in a window of its own. */
  const pickerPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Share with (stand-in)</title></head>
<body><main><h1>Share with</h1><p id="state">Waiting for the app…</p>
<button type="button" id="send" disabled>Send to Hanako's friends</button> <button type="button" id="cancel">Cancel</button></main>
<script>
const query = new URLSearchParams(location.search);
addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.name === 'healthcheck') event.source.postMessage({ name: 'receivedHealthcheck', body: {} }, event.origin);
  if (data.name === 'ready') {
    fetch('/stand-in/picked?' + query, { method: 'POST', body: JSON.stringify({ origin: event.origin, payload: data.body }) }).then(() => {
      document.getElementById('state').textContent = 'Ready to send';
      document.getElementById('send').disabled = false;
    });
  }
});
async function finish(result) {
  await fetch('/oauth2/v2.1/liff/shareTargetPicker/result?' + query, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=' + result });
  close();
}
document.getElementById('send').onclick = () => finish('SUCCESS');
document.getElementById('cancel').onclick = () => finish('CANCEL');
</script></body></html>`;

  /** One LINE request: its answer as status, headers and body. */
  async function answer(method: string, url: URL, body: string, authorization = ''): Promise<{ status: number; headers: Record<string, string>; body: string }> {
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
      accessScopes.set(`access-${code}`, 'openid profile email');
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
    // An access token's scopes, as LINE answers them (what the guest granted).
    if (path.startsWith('/oauth2/v2.1/verify')) {
      const scope = accessScopes.get(url.searchParams.get('access_token') ?? '');
      if (scope === undefined) return json({ error: 'invalid_request', error_description: 'access token expired' }, 400);
      return json({ scope, client_id: options.channelId, expires_in: 2591000 });
    }
    // The LIFF app's context outside LINE's app.
    if (path === `/liff/v2/apps/${options.liffId}/contextToken`) return json({ contextToken: contextToken('external', ['openid', 'profile', 'email', 'chat_message.write']) });
    // The chat the app was opened from: messages the guest posts there.
    if (path === '/message/v3/share' && method === 'POST') {
      const token = authorization.replace(/^Bearer /, '');
      if (!(accessScopes.get(token) ?? '').split(' ').includes('chat_message.write')) return json({ message: 'The access token has no chat_message.write scope' }, 403);
      if (failingPosts > 0) {
        failingPosts -= 1;
        return json({ message: 'An error occurred in the backend server' }, 500);
      }
      posted.push({ authorization, messages: (JSON.parse(body) as { messages: unknown[] }).messages });
      return json({});
    }
    // The share target picker: a one-time token, LINE's page in its window, and how it ended.
    if (path === `/liff/v2/apps/${options.liffId}/ott` && method === 'GET') {
      const ott = `ott-${random()}`;
      pickerResults.set(ott, null);
      return json({ ott });
    }
    if (path === '/oauth2/v2.1/liff/shareTargetPicker' && method === 'GET') {
      if (!pickerResults.has(url.searchParams.get('ott') ?? '')) return json({ message: 'invalid ott' }, 400);
      return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: pickerPage };
    }
    if (path === '/stand-in/picked' && method === 'POST') {
      const got = JSON.parse(body) as Omit<PickedShare, 'liffId'>;
      picked.push({ ...got, liffId: url.searchParams.get('liffId') ?? '' });
      return json({});
    }
    if (path === '/oauth2/v2.1/liff/shareTargetPicker/result') {
      const ott = url.searchParams.get('ott') ?? '';
      if (!pickerResults.has(ott)) return json({ message: 'invalid ott' }, 400);
      if (method === 'POST') {
        pickerResults.set(ott, new URLSearchParams(body).get('result'));
        return json({ status: 'ok' });
      }
      const result = pickerResults.get(ott);
      return json(result ? { result } : {});
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
      void answer(req.method ?? 'GET', new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`), Buffer.concat(chunks).toString('utf8'), req.headers.authorization ?? '').then((a) => {
        res.writeHead(a.status, a.headers).end(a.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    seen,
    posted,
    picked,
    failPosts: (n) => {
      failingPosts = n;
    },
    async chatLaunch({ user, chat, scopes }) {
      const accessToken = `access-${random()}`;
      accessScopes.set(accessToken, scopes.join(' '));
      const fragment = new URLSearchParams({
        access_token: accessToken,
        context_token: contextToken(chat, scopes),
        feature_token: `feature-${random()}`,
        id_token: await idToken(undefined, user),
        client_id: options.channelId,
      });
      return fragment.toString();
    },
    apiUrl: `http://127.0.0.1:${options.port}`,
    async route(route) {
      const request = route.request();
      const a = await answer(request.method(), new URL(request.url()), request.postData() ?? '', (await request.allHeaders()).authorization ?? '');
      await route.fulfill({ status: a.status, headers: a.headers, body: a.body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
