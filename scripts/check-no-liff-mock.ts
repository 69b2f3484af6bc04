// The LIFF mock belongs to test builds only (VITE_LIFF_MOCK=1): checks a normal build holds no
// trace of it. Usage: tsx scripts/check-no-liff-mock.ts [dist folder]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? process.env.WIDGET_DIST ?? 'dist');
const MARKERS = [/liff-mock/i, /LiffMockPlugin/, /__YADORI_LIFF_MOCK__/];

async function files(d: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) out.push(...(await files(p)));
    else if (/\.(js|mjs|html|css|json)$/.test(e.name)) out.push(p);
  }
  return out;
}

const found: string[] = [];
const all = await files(dir);
for (const f of all) {
  const text = await readFile(f, 'utf8');
  for (const m of MARKERS) if (m.test(text)) found.push(`${path.relative(dir, f)} (${m.source})`);
}
if (all.length === 0) {
  console.error(`no built files in ${dir}`);
  process.exit(1);
}
if (found.length > 0) {
  console.error(`the LIFF mock is in the normal build:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(`${all.length} built files in ${path.relative(process.cwd(), dir) || '.'}: no LIFF mock`);
