// The lint step must fail on the import rules of ARCHITECTURE.md: each forbidden import is linted
// as if it were written in the place it is forbidden, and must be reported.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import rules', () => {
  it.each([
    ['contract imports nothing of ours', 'contract/x.ts', "import { api } from '../src/lib/api';\nexport const y = api;\n", 'import-x/no-restricted-paths'],
    ['server never imports src', 'server/x.ts', "import { api } from '../src/lib/api';\nexport const y = api;\n", 'import-x/no-restricted-paths'],
    ['server never imports bridge or liff', 'server/y.ts', "import * as b from '../liff/environment';\nexport const y = b;\n", 'import-x/no-restricted-paths'],
    ['src never imports server', 'src/lib/x.ts', "import { buildApi } from '../../server/app';\nexport const y = buildApi;\n", 'import-x/no-restricted-paths'],
    ['domain is pure: no database', 'server/domain/x.ts', "import { openDb } from '../db/db';\nexport const y = openDb;\n", 'import-x/no-restricted-paths'],
    ['domain is pure: no Fastify', 'server/domain/y.ts', "import Fastify from 'fastify';\nexport const y = Fastify;\n", 'no-restricted-imports'],
    ['a feature never imports another feature', 'src/features/system/x.ts', "import ResultsPage from '../search/ResultsPage';\nexport const y = ResultsPage;\n", 'import-x/no-restricted-paths'],
    ['shared code never imports a feature', 'src/lib/y.ts', "import ResultsPage from '../features/search/ResultsPage';\nexport const y = ResultsPage;\n", 'import-x/no-restricted-paths'],
    ['features never import the app', 'src/features/search/y.ts', "import { App } from '../../app/App';\nexport const y = App;\n", 'import-x/no-restricted-paths'],
    ['post-robot stays behind bridge', 'src/lib/z.ts', "import postRobot from 'post-robot';\nexport const y = postRobot;\n", 'no-restricted-imports'],
    ['the embed SDK has no React', 'bridge/host.ts', "import { useState } from 'react';\nexport const y = useState;\n", 'no-restricted-imports'],
    ['liff has no React', 'liff/x.ts', "import { useState } from 'react';\nexport const y = useState;\n", 'no-restricted-imports'],
  ])('%s', async (_name, file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it('lets allowed imports through', async () => {
    expect(await ruleIds('src/features/search/z.ts', "import { appState } from '../../lib/app-store';\nexport const y = appState;\n")).toEqual([]);
    expect(await ruleIds('src/ui/z.ts', "import { useState } from 'react';\nexport const y = useState;\n")).toEqual([]);
    expect(await ruleIds('server/routes/z.ts', "import { CATALOGUE } from '../../contract';\nexport const y = CATALOGUE;\n")).toEqual([]);
  });
});
