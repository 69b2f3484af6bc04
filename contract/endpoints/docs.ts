// The API's own description: the OpenAPI document and a readable reference page.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';

const TAG = 'Reference';

export const getOpenApiDocument = endpoint({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  summary: 'This API as an OpenAPI 3.1 document',
  tag: TAG,
  caller: 'public',
  answer: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
  errors: {},
});

export const apiReferencePage = endpoint({
  id: 'apiReferencePage',
  method: 'GET',
  path: '/docs',
  summary: 'A readable reference of this API',
  tag: TAG,
  caller: 'public',
  answer: z.unknown(),
  answerKind: 'html',
  errors: {},
});

export const apiReferenceScript = endpoint({
  id: 'apiReferenceScript',
  method: 'GET',
  path: '/docs/reference.js',
  summary: "The reference page's script",
  tag: TAG,
  caller: 'public',
  answer: z.unknown(),
  answerKind: 'file',
  errors: {},
});
