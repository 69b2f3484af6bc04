// The OpenAPI 3.1 document of the API, written from the endpoint table (contract/endpoints/):
// every call with its parameters, body, answer and the error cases it may give, and the error
// catalogue of document 2 §8 as a schema of its own.
import * as z from 'zod/mini';
import { CATALOGUE, ErrorEnvelopeSchema, HEADERS } from '../contract';
import type { Endpoint, ErrorCase } from '../contract/endpoint';
import { placeholdersOf } from '../contract/endpoint';
import { errorsOf } from '../contract/endpoints/errors';

type Json = Record<string, unknown>;

/** A schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 speaks), without its `$schema` line. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return rest;
}

/** Each property of an object schema as a parameter of the given place. */
function parametersOf(schema: z.ZodMiniType | undefined, where: 'path' | 'query', placeholders: readonly string[] = []): Json[] {
  if (where === 'path' && !schema) return placeholders.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** The statuses a call's error cases answer with, each with the cases that give it. */
function errorResponses(e: Endpoint): Record<string, Json> {
  const byStatus = new Map<number, [string, ErrorCase][]>();
  for (const [name, c] of Object.entries(errorsOf(e))) {
    for (const status of typeof c.status === 'number' ? [c.status] : c.status) byStatus.set(status, [...(byStatus.get(status) ?? []), [name, c]]);
  }
  const out: Record<string, Json> = {};
  for (const [status, cases] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = {
      description: cases.map(([name, c]) => `${name}: ${c.description}`).join('\n'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      'x-error-cases': cases.map(([name, c]) => ({ name, code: c.code, ...(c.error ? { error: c.error } : {}), ...(c.field ? { field: c.field } : {}) })),
    };
  }
  return out;
}

function successResponse(e: Endpoint): Record<string, Json> {
  const kind = e.answerKind ?? 'json';
  const status = String(e.status ?? (kind === 'none' ? 204 : kind === 'redirect' ? 302 : 200));
  if (kind === 'none') return { [status]: { description: 'Done; no content.' } };
  if (kind === 'redirect') return { [status]: { description: 'A redirect to the page that goes on.', headers: { location: { schema: { type: 'string' } } } } };
  if (kind === 'html') return { [status]: { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } } };
  if (kind === 'file') return { [status]: { description: 'The file.', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } } };
  return { [status]: { description: e.summary, content: { 'application/json': { schema: jsonSchema(e.answer, 'output') } } } };
}

function securityOf(e: Endpoint): Json[] {
  switch (e.caller) {
    case 'public':
      return [];
    case 'client':
      return [{ clientSession: [] }];
    case 'member':
      return [{ clientSession: [], memberSession: [] }];
    case 'member_optional':
      return [{ clientSession: [], memberSession: [] }, { clientSession: [] }];
    case 'staff':
      return [{ staffToken: [] }];
  }
}

function operationOf(e: Endpoint): Json {
  const body = e.body
    ? {
        requestBody: {
          required: true,
          content: e.multipart ? { 'multipart/form-data': { schema: jsonSchema(e.body, 'input') } } : { 'application/json': { schema: jsonSchema(e.body, 'input') } },
        },
      }
    : {};
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [e.tag],
    ...(e.development ? { 'x-development-only': true } : {}),
    security: securityOf(e),
    parameters: [...parametersOf(e.params, 'path', placeholdersOf(e.path)), ...parametersOf(e.query, 'query')],
    ...body,
    responses: { ...successResponse(e), ...errorResponses(e) },
  };
}

/** The catalogue's codes, each a constant with its name. */
function catalogueSchema(): Json {
  const seen = new Set<number>();
  const oneOf: Json[] = [];
  for (const [name, { code }] of Object.entries(CATALOGUE)) {
    if (seen.has(code)) continue;
    seen.add(code);
    oneOf.push({ const: code, title: name });
  }
  return { type: 'integer', description: 'The error catalogue (document 2 §8): every code the API answers with.', oneOf };
}

export interface OpenApiOptions {
  version: string;
  serverUrl: string;
  /** Development-only calls (sandboxes, the mail outbox) are listed only where they are served. */
  development: boolean;
}

export function openApiDocument(endpoints: readonly Endpoint[], options: OpenApiOptions): Json {
  const paths: Record<string, Json> = {};
  const tags = new Set<string>();
  for (const e of endpoints) {
    if (e.development && !options.development) continue;
    tags.add(e.tag);
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operationOf(e) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Yadori booking API',
      version: options.version,
      description: 'The booking API the Yadori widget and agency site call. Every failure answers with the error envelope and a catalogue code.',
    },
    servers: [{ url: options.serverUrl }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        clientSession: { type: 'apiKey', in: 'header', name: HEADERS.clientSession, description: 'A client session from POST /api/client_sessions.' },
        memberSession: { type: 'http', scheme: 'bearer', description: "A signed-in member's session token." },
        staffToken: { type: 'http', scheme: 'bearer', description: 'The staff token.' },
      },
      schemas: {
        ErrorEnvelope: jsonSchema(ErrorEnvelopeSchema, 'output'),
        CatalogueCode: catalogueSchema(),
      },
    },
  };
}
