// The published types of the embed SDK: bridge/host-api.ts (types only, no imports) turned into
// declarations, plus the `window.Yadori` global the script tag sets. Written by vite.host.config.ts
// to `/embed/yadori-embed.d.ts`; tests/unit/host-types.test.ts compiles a hotel's code against it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const API_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bridge', 'host-api.ts');

const GLOBAL = `
declare global {
  /** Set by \`<script src=".../embed/yadori-embed.js">\`. */
  var Yadori: YadoriSdk;
}
`;

export function embedDeclarations(): string {
  const source = readFileSync(API_FILE, 'utf8');
  const result = ts.transpileDeclaration(source, {
    fileName: 'yadori-embed.ts',
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, strict: true },
  });
  const problems = (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length > 0) throw new Error(`bridge/host-api.ts cannot be published as declarations:\n${problems.join('\n')}`);
  return `// Types of the Yadori embed SDK (yadori-embed.js).\n${result.outputText.trimEnd()}\n${GLOBAL}`;
}
