// Input that breaks nothing: text no store may hold (a NUL, a lone surrogate) is refused with a
// 400 naming its field, wherever it comes; the router's and CORS's own refusals and a unique-key
// race answer in the catalogue envelope, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorEnvelopeSchema } from '../../contract';
import { unstorableText } from '../../server/input-guard';
import { firstError, testClient } from './helpers';

let app: FastifyInstance;
let cs: string;
beforeAll(async () => {
  ({ app, cs } = await testClient());
});

const json = (_payload: string) => ({ 'x-client-session': cs, 'content-type': 'application/json' });

describe('text no store may hold', () => {
  const cases: [string, string, string, string][] = [
    ['a NUL in a sign-in e-mail', '/hotels/demo-tokyo/memberships/sign_in', JSON.stringify({ email: 'a\u0000@example.com', password: 'x' }), 'email'],
    ['a NUL in the client key', '/api/client_sessions', JSON.stringify({ key: 'yadori-demo-key\u0000', secret: 'x' }), 'key'],
    ['a lone surrogate in a name', '/hotels/demo-tokyo/memberships/sign_up', '{"email":"s@example.com","password":"Strong-pass1","first_name":"\\ud800","last_name":"Mori"}', 'first_name'],
    ['a lone low surrogate deep in a body', '/hotels/demo-tokyo/memberships/sign_up', '{"email":"s@example.com","password":"Strong-pass1","first_name":"Aoi","last_name":"Mori","extra":{"notes":["ok","\\udc00"]}}', 'extra.notes.1'],
    ['a NUL in a key of a body', '/hotels/demo-tokyo/memberships/sign_in', '{"email\\u0000":"a@example.com","password":"x"}', 'email\u0000'],
  ];
  for (const [name, url, payload, field] of cases) {
    it(`refuses ${name} with a 400 naming the field`, async () => {
      const res = await app.inject({ method: 'POST', url, headers: json(payload), payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(firstError(res.json())).toMatchObject({ code: 1000, field });
    });
  }

  it('keeps a pair of surrogates (an emoji) and every other character as the text it is', () => {
    expect(unstorableText({ notes: 'Aoi 😀 — 𠮷野家 \u200d tab\t', rooms: [{ name: 'ok' }] })).toBeNull();
    expect(unstorableText({ rooms: [{ name: 'x\ud83d' }] })).toEqual({ field: 'rooms.0.name', problem: expect.stringContaining('lone surrogate') });
  });

  it('refuses a NUL in the query and in the path', async () => {
    const query = await app.inject({ url: '/hotels/demo-tokyo/settings/init?locale=ja%00', headers: { 'x-client-session': cs } });
    expect(query.statusCode).toBe(400);
    expect(firstError(query.json()).field).toBe('query.locale');
    const path = await app.inject({ url: '/hotels/demo%00tokyo/settings/init', headers: { 'x-client-session': cs } });
    expect(path.statusCode).toBe(400);
    expect(firstError(path.json()).field).toMatch(/^path/);
  });
});

describe('refusals of the framework, in the envelope', () => {
  it('answers an address that is not valid percent-encoding with 400', async () => {
    const res = await app.inject({ url: '/hotels/%E0%A4%A/settings/init', headers: { 'x-client-session': cs } });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
  });

  it('answers a path part over 100 characters with 414', async () => {
    const res = await app.inject({ url: `/hotels/${'a'.repeat(150)}/settings/init`, headers: { 'x-client-session': cs } });
    expect(res.statusCode).toBe(414);
    expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
  });

  it('answers a preflight without its method with 400, and a proper one as before', async () => {
    const bad = await app.inject({ method: 'OPTIONS', url: '/hotels/demo-tokyo/settings/init', headers: { origin: 'http://localhost:8080' } });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.json()).field).toBe('access-control-request-method');
    const good = await app.inject({ method: 'OPTIONS', url: '/hotels/demo-tokyo/settings/init', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' } });
    expect(good.statusCode).toBe(204);
    expect(good.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });
});

describe('the same thing made twice at once', () => {
  it('five sign-ups with one e-mail at once: none answers 500', async () => {
    const payload = { email: 'race@example.com', password: 'Strong-pass1', first_name: 'Aoi', last_name: 'Mori' };
    const all = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/hotels/demo-tokyo/memberships/sign_up', headers: { 'x-client-session': cs }, payload })));
    const statuses = all.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.some((s) => s === 201)).toBe(true);
    for (const r of all.filter((r) => r.statusCode !== 201)) expect(ErrorEnvelopeSchema.safeParse(r.json()).success).toBe(true);
  });
});
