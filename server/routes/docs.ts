// GET /openapi.json (the endpoint table as an OpenAPI 3.1 document) and GET /docs (a readable
// reference of it, rendered in the browser by Scalar's API reference, served from here: the page
// loads nothing from anywhere else).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiReferencePage, apiReferenceScript, getOpenApiDocument } from '../../contract/endpoints/docs';
import { ENDPOINTS } from '../../contract/endpoints';
import { route } from '../http/route';
import { openApiDocument } from '../openapi';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };

/** The reference page: a title, the document's address and the renderer; fonts are the system's. */
function referencePage(): string {
  const configuration = JSON.stringify({ withDefaultFonts: false, hideClientButton: true, telemetry: false, showDeveloperTools: 'never', agent: { disabled: true }, mcp: { disabled: true }, documentDownloadType: 'json' }).replace(/'/g, '&#39;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Yadori booking API</title>
</head>
<body>
<script id="api-reference" data-url="${getOpenApiDocument.path}" data-configuration='${configuration}'></script>
<script src="${apiReferenceScript.path}"></script>
</body>
</html>`;
}

/** The page's own policy: its script and the document from here, styles inline (the renderer writes them). */
const REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(ENDPOINTS, { version, serverUrl: app.config.publicApiUrl, development: app.config.mode === 'development' });
  let script: Promise<Buffer> | undefined;

  route(app, getOpenApiDocument, async (_input, _req, reply) => {
    reply.header('cache-control', 'no-cache');
    return document as ReturnType<typeof getOpenApiDocument.answer.parse>;
  });

  route(app, apiReferencePage, async (_input, _req, reply) => {
    return reply.header('content-security-policy', REFERENCE_CSP).type('text/html; charset=utf-8').send(referencePage());
  });

  route(app, apiReferenceScript, async (_input, _req, reply) => {
    // The package's standalone build, beside its main entry (its exports do not name it).
    script ??= readFile(path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'));
    return reply.header('cache-control', 'public, max-age=86400').type('text/javascript; charset=utf-8').send(await script);
  });
}
