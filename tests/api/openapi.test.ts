// The OpenAPI document is written from the endpoint table: it must be a valid OpenAPI 3.1
// document, and every route the API registers must be in it (and in the table).
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../contract';
import { ENDPOINTS } from '../../contract/endpoints';
import { buildApi } from '../../server/app';
import { testConfig, testDb } from './helpers';

/** Stand-ins for outside services (LINE, OpenID providers, Facebook, Turnstile, the card provider): their shapes are those services' own. */
const STAND_INS = /^\/(sandbox|payments\/sandbox)\//;

let app: FastifyInstance;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  app = await buildApi({ db: await testDb(), config: testConfig(), routes });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const asDocumentPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await app.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route the API registers, and every endpoint of the table', async () => {
    const document = (await app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set(Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    const table = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));
    const registered = routes.filter((r) => r.method !== 'OPTIONS' && r.method !== 'HEAD').map((r) => `${r.method} ${asDocumentPath(r.url)}`);
    const missing = registered.filter((r) => !listed.has(r) && !STAND_INS.test(r.split(' ')[1]!));
    expect(missing).toEqual([]);
    // Every registered route that is not a stand-in comes from the table.
    expect(registered.filter((r) => !table.has(r) && !STAND_INS.test(r.split(' ')[1]!))).toEqual([]);
    // And the table holds nothing the API does not serve (development-only calls are served here).
    expect([...table].filter((t) => !registered.includes(t))).toEqual([]);
  });

  it('names each operation once, with its error cases and the whole catalogue', async () => {
    const ids = ENDPOINTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const document = (await app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, { 'x-error-cases'?: { code: number }[] }> }>>;
      components: { schemas: { CatalogueCode: { oneOf: { const: number }[] } } };
    };
    const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops));
    expect(operations.map((o) => o.operationId).sort()).toEqual([...ids].sort());
    // Every call may at least be refused for bad input, with the catalogue's invalid code.
    for (const o of operations) expect(o.responses['400']?.['x-error-cases']?.some((c) => c.code === CATALOGUE.INVALID.code), o.operationId).toBe(true);
    const codes = new Set(document.components.schemas.CatalogueCode.oneOf.map((c) => c.const));
    for (const { code } of Object.values(CATALOGUE)) expect(codes.has(code), String(code)).toBe(true);
  });

  it('leaves development-only calls out of a production document', async () => {
    const prod = await buildApi({ db: await testDb(), config: testConfig({ NODE_ENV: 'production', STAFF_TOKEN: 'a-production-staff-token-0123456789' }) });
    await prod.ready();
    try {
      const document = (await prod.inject({ url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
      for (const e of ENDPOINTS.filter((x) => x.development)) expect(document.paths[e.path], e.path).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});

describe('GET /docs', () => {
  it('is a reference page that loads its script from the API itself', async () => {
    const res = await app.inject({ url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const script = /<script src="([^"]+)"/.exec(res.body)?.[1];
    expect(script).toBe('/docs/reference.js');
    expect(res.body).toContain('data-url="/openapi.json"');
    const js = await app.inject({ url: script! });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.rawPayload.byteLength).toBeGreaterThan(100_000);
  });
});
