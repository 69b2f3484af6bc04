import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, localeNamespaces } from '../../scripts/vite/locale-namespaces';

function plugin() {
  const dir = mkdtempSync(path.join(tmpdir(), 'yadori-locales-'));
  writeFileSync(path.join(dir, 'en.json'), JSON.stringify({ shell: { close: 'Close' }, errors: { generic: 'Oops' }, search: { title: 'Search' }, chat: { hi: 'Hi' } }));
  writeFileSync(path.join(dir, 'ja.json'), JSON.stringify({ shell: { close: '閉じる' }, search: { title: '検索' } }));
  const p = localeNamespaces(dir);
  const ctx = { addWatchFile: () => undefined };
  const resolve = (id: string, importer?: string) => (p.resolveId as (id: string, importer?: string) => string | null).call(ctx, id, importer);
  const load = (id: string) => (p.load as (id: string) => string | null).call(ctx, id);
  return { dir, resolve, load };
}

/** Evaluates the `export default JSON.parse(...)` module the plugin returns. */
function moduleValue(code: string): unknown {
  const body = code.replace(/^export default /, 'return ');
  return new Function(body)();
}

describe('translations by namespace', () => {
  it('imports only the namespaces named in the query', () => {
    const { dir, resolve, load } = plugin();
    const id = resolve('./ja.json?ns=search', path.join(dir, 'index.ts'))!;
    expect(id).not.toMatch(/\.json$/);
    expect(moduleValue(load(id)!)).toEqual({ search: { title: '検索' } });
    const core = resolve(`./en.json?ns=${CORE_NAMESPACES.join(',')}`, path.join(dir, 'index.ts'))!;
    expect(moduleValue(load(core)!)).toEqual({ shell: { close: 'Close' }, errors: { generic: 'Oops' } });
  });

  it('lists every namespace outside the core, with a loader per locale', () => {
    const { resolve, load } = plugin();
    const code = load(resolve('virtual:locale-namespaces')!)!;
    expect(code).toContain('export const NAMESPACES = ["search","chat"];');
    expect(code).toMatch(/"ja": \{[^}]*"chat": \(\) => import\("[^"]*ja\.json\?ns=chat"\)/);
    expect(code).toContain(`"${CORE_NAMESPACES.join(',')}": () => import(`);
  });

  it('leaves other imports alone', () => {
    const { resolve, load } = plugin();
    expect(resolve('./en.json')).toBeNull();
    expect(load('/somewhere/en.json')).toBeNull();
  });
});
