// `npm run bench:bundle`: how heavy is the widget compared with a bare React hello world?
//
// 1. Builds the widget with the project's vite.config.ts into .bench/bundle-dist/ (manifest on, so
//    we know the entry, its static imports and its lazy chunks), leaving dist/ as it is.
// 2. Prints raw / gzip (level 9) / brotli (quality 11) bytes for every output JS and CSS file, and
//    what each JS file holds (its largest packages or folders, by their share of its code).
// 3. Computes the initial JS for `/`: the entry chunk and its static imports (transitively), plus the
//    chunk of the lazy results page (the route of /) and its static imports (transitively).
// 4. Builds a React hello world (scripts/bench/hello/) the same way into a temp folder and measures it.
// 5. Prints the shell's JS (entry + static imports: what every route loads before its page) against
//    the hello world, budget 1.45x, and the initial JS for / (shell + results page), budget 2.15x,
//    then ONE line of JSON (last line of stdout).
//
// A measurement, not a test: exits 0 when over budget, non-zero only when a build (or the analysis) fails.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, version as viteVersion } from 'vite';
import type { Manifest, ManifestChunk, Rolldown } from 'vite';
import { holdingsOf } from './bench/holdings';

const SHELL_BUDGET_RATIO = 1.45;
const INITIAL_BUDGET_RATIO = 2.15;
const HOME_ROUTE_MODULE = 'src/features/search/ResultsPage.tsx';
const EN_LOCALE_MODULE = 'src/locales/en.json';
const LIFF_MARKER = '@line/liff';
const BUILD_TARGET = 'es2022';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, '.bench', 'bundle-dist');
const helloRoot = path.join(repoRoot, 'scripts', 'bench', 'hello');

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

interface FileRow extends Sizes {
  file: string;
  kind: 'js' | 'css';
  group: string;
  source: string;
}

function measure(buf: Buffer): Sizes {
  return {
    raw: buf.byteLength,
    gzip: gzipSync(buf, { level: 9 }).byteLength,
    brotli: brotliCompressSync(buf, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

function sum(rows: readonly Sizes[]): Sizes {
  return rows.reduce((acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip, brotli: acc.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

function outputsOf(result: Awaited<ReturnType<typeof build>>): Rolldown.RolldownOutput[] {
  if (Array.isArray(result)) return result;
  if ('output' in result) return [result];
  throw new Error('vite build returned a watcher; expected a one-off build.');
}

async function listFiles(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, relPath)));
    else out.push(relPath);
  }
  return out;
}

/** Manifest keys reachable from `start` through static `imports`, `start` included. */
function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`manifest has no entry "${start}"`);
  seen.add(start);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

const fmt = (n: number) => n.toLocaleString('en-US');
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

function printTable(headers: string[], rows: string[][], rightAligned: ReadonlySet<number>) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

// ---------------------------------------------------------------------------------------------------
// 1. The widget.

async function buildWidget() {
  const result = await build({
    configFile: path.join(repoRoot, 'vite.config.ts'),
    root: repoRoot,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true, manifest: true },
  });
  const chunks = outputsOf(result).flatMap((o) => o.output.filter((x): x is Rolldown.OutputChunk => x.type === 'chunk'));
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  return { manifest, chunks };
}

function analyseWidget(manifest: Manifest, chunks: Rolldown.OutputChunk[]) {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length !== 1) throw new Error(`expected exactly one entry in the manifest, found ${entries.length}`);
  const [entryKey] = entries[0] as [string, ManifestChunk];

  const entryClosure = staticClosure(manifest, entryKey);
  const home = manifest[HOME_ROUTE_MODULE];
  if (!home?.isDynamicEntry) {
    throw new Error(`${HOME_ROUTE_MODULE} is not a lazy chunk in the manifest: has src/app/routes.tsx changed?`);
  }
  const homeReachable = [...entryClosure].some((k) => manifest[k]?.dynamicImports?.includes(HOME_ROUTE_MODULE));
  if (!homeReachable) throw new Error(`${HOME_ROUTE_MODULE} is not dynamically imported by the entry or its static imports.`);
  const initialKeys = staticClosure(manifest, HOME_ROUTE_MODULE, new Set(entryClosure));

  // Module ids per output file, straight from the bundler (the manifest only names facades).
  const modulesByFile = new Map(chunks.map((c) => [c.fileName, c.moduleIds]));
  const rel = (id: string) => path.relative(repoRoot, id.replace(/\?.*$/, '').replace(/^\0/, '')).split(path.sep).join('/');
  // What each file holds: its modules grouped by package (or folder of ours), by rendered size.
  const holdsByFile = new Map(chunks.map((c) => [c.fileName, holdingsOf(Object.entries(c.modules).map(([id, m]) => [rel(id), m.renderedLength] as const))]));

  const keyByFile = new Map<string, string>();
  for (const [key, c] of Object.entries(manifest)) keyByFile.set(c.file, key);
  const cssOwner = new Map<string, string>();
  for (const [key, c] of Object.entries(manifest)) for (const css of c.css ?? []) if (!cssOwner.has(css)) cssOwner.set(css, key);

  const entryFiles = new Set([...entryClosure].map((k) => manifest[k]?.file));
  const initialFiles = new Set([...initialKeys].map((k) => manifest[k]?.file));

  const groupOfKey = (key: string | undefined): { group: string; source: string } => {
    const c = key ? manifest[key] : undefined;
    if (!key || !c) return { group: 'other', source: '' };
    if (key === entryKey) return { group: 'entry', source: c.src ?? key };
    if (entryClosure.has(key)) return { group: 'entry (static import)', source: c.name ? `shared: ${c.name}` : key };
    if (c.isDynamicEntry) return { group: 'lazy', source: c.src ?? key };
    return { group: 'lazy (shared static import)', source: c.name ? `shared: ${c.name}` : key };
  };

  return { entryKey, entryClosure, initialKeys, entryFiles, initialFiles, modulesByFile, holdsByFile, rel, keyByFile, cssOwner, groupOfKey };
}

// ---------------------------------------------------------------------------------------------------
// 2. The hello world baseline.

async function buildHelloWorld() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'yadori-bench-hello-'));
  try {
    await build({
      configFile: false,
      root: helloRoot,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: BUILD_TARGET, sourcemap: false },
    });
    const files = (await listFiles(outDir)).filter((f) => f.endsWith('.js')).sort();
    if (files.length === 0) throw new Error('hello world build produced no JS');
    const rows = await Promise.all(files.map(async (f) => ({ file: f, ...measure(await readFile(path.join(outDir, f))) })));
    return rows;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const { manifest, chunks } = await buildWidget();
  const a = analyseWidget(manifest, chunks);

  const files = (await listFiles(distDir)).filter((f) => /\.(m?js|css)$/.test(f));
  const groupOrder = ['entry', 'entry (static import)', 'lazy', 'lazy (shared static import)', 'other'];
  const rows: FileRow[] = await Promise.all(
    files.map(async (file): Promise<FileRow> => {
      const kind = file.endsWith('.css') ? 'css' : 'js';
      const key = kind === 'js' ? a.keyByFile.get(file) : (a.cssOwner.get(file) ?? a.keyByFile.get(file));
      const { group, source } = a.groupOfKey(key);
      return { file, kind, group, source: kind === 'css' && key ? `css of ${manifest[key]?.src ?? key}` : source, ...measure(await readFile(path.join(distDir, file))) };
    }),
  );
  rows.sort((x, y) => groupOrder.indexOf(x.group) - groupOrder.indexOf(y.group) || (x.kind === y.kind ? 0 : x.kind === 'js' ? -1 : 1) || y.gzip - x.gzip);

  const js = rows.filter((r) => r.kind === 'js');
  const css = rows.filter((r) => r.kind === 'css');
  const entryJs = js.filter((r) => a.entryFiles.has(r.file));
  const lazyJs = js.filter((r) => !a.entryFiles.has(r.file));
  const initialJs = js.filter((r) => a.initialFiles.has(r.file));
  const liffRows = js.filter((r) => {
    const ids = a.modulesByFile.get(r.file) ?? [];
    const key = a.keyByFile.get(r.file);
    return ids.some((id) => id.includes(LIFF_MARKER)) || (key?.includes(LIFF_MARKER) ?? false);
  });
  const enInEntry = [...a.entryFiles].some((f) => (f ? (a.modulesByFile.get(f) ?? []).some((id) => a.rel(id) === EN_LOCALE_MODULE) : false));

  const hello = await buildHelloWorld();

  const total = sum(js);
  const entry = sum(entryJs);
  const lazy = sum(lazyJs);
  const initial = sum(initialJs);
  const helloTotal = sum(hello);
  const liff = liffRows.length ? sum(liffRows) : null;
  // Two figures against the hello world: the shell (what every route loads before its page) and
  // the whole of / (shell + the results page).
  const shellRatio = entry.gzip / helloTotal.gzip;
  const shellPass = shellRatio <= SHELL_BUDGET_RATIO;
  const ratio = initial.gzip / helloTotal.gzip;
  const pass = ratio <= INITIAL_BUDGET_RATIO;

  console.log(`Widget bundle — vite ${viteVersion}, target ${BUILD_TARGET}, production, ${path.relative(repoRoot, distDir)}/`);
  console.log('Sizes in bytes; gzip = zlib level 9, brotli = quality 11. * = part of the initial JS for /.\n');
  printTable(
    ['group', 'file', 'raw', 'gzip', 'brotli', 'source', 'holds'],
    rows.map((r) => [r.group, `${r.kind === 'js' && a.initialFiles.has(r.file) ? '*' : ' '} ${r.file}`, fmt(r.raw), fmt(r.gzip), fmt(r.brotli), r.source, a.holdsByFile.get(r.file) ?? '']),
    new Set([2, 3, 4]),
  );

  console.log('\nLIFF chunk (JS containing @line/liff):');
  if (liffRows.length === 0) console.log('  none yet');
  else for (const r of liffRows) console.log(`  ${r.file}  raw ${fmt(r.raw)}  gzip ${fmt(r.gzip)}  brotli ${fmt(r.brotli)}  (${r.group})`);

  console.log(`\nInitial JS for / = entry + its static imports + lazy ${HOME_ROUTE_MODULE} + its static imports:`);
  for (const r of initialJs) console.log(`  ${r.file}  gzip ${fmt(r.gzip)}`);
  console.log(`  English locale (${EN_LOCALE_MODULE}) bundled in the entry: ${enInEntry ? 'yes' : 'NO — it is loaded separately, not counted'}`);

  console.log('\nHello world baseline (scripts/bench/hello, same Vite, @vitejs/plugin-react, target, minifier):');
  for (const r of hello) console.log(`  ${r.file}  raw ${fmt(r.raw)}  gzip ${fmt(r.gzip)}  brotli ${fmt(r.brotli)}`);

  console.log('');
  printTable(
    ['figure', 'raw', 'gzip', 'brotli', 'gzip kB'],
    (
      [
        ['entry JS (entry + static imports)', entry],
        ['lazy JS (everything else)', lazy],
        ['total JS', total],
        ['total CSS', sum(css)],
        ['initial JS for /', initial],
        ['hello world JS', helloTotal],
      ] as const
    ).map(([label, v]) => [label, fmt(v.raw), fmt(v.gzip), fmt(v.brotli), kb(v.gzip)]),
    new Set([1, 2, 3, 4]),
  );
  console.log(`\nShell initial JS ratio (gzip): ${fmt(entry.gzip)} / ${fmt(helloTotal.gzip)} = ${shellRatio.toFixed(3)}  budget <= ${SHELL_BUDGET_RATIO}  ${shellPass ? 'PASS' : 'OVER'}`);
  console.log(`Initial JS for / ratio (gzip, shell + results page): ${fmt(initial.gzip)} / ${fmt(helloTotal.gzip)} = ${ratio.toFixed(3)}  budget <= ${INITIAL_BUDGET_RATIO}  ${pass ? 'PASS' : 'OVER'}`);

  const figures = {
    initial_js_gzip_bytes: initial.gzip,
    initial_js_brotli_bytes: initial.brotli,
    initial_js_raw_bytes: initial.raw,
    hello_world_gzip_bytes: helloTotal.gzip,
    hello_world_brotli_bytes: helloTotal.brotli,
    hello_world_raw_bytes: helloTotal.raw,
    initial_js_ratio: Number(ratio.toFixed(3)),
    shell_js_gzip_bytes: entry.gzip,
    shell_js_ratio: Number(shellRatio.toFixed(3)),
    shell_budget_ratio: SHELL_BUDGET_RATIO,
    initial_js_budget_ratio: INITIAL_BUDGET_RATIO,
    shell_within_budget: shellPass,
    within_budget: pass,
    entry_chunk_gzip_bytes: sum(js.filter((r) => r.group === 'entry')).gzip,
    entry_gzip_bytes: entry.gzip,
    lazy_chunks_gzip_bytes: lazy.gzip,
    total_js_gzip_bytes: total.gzip,
    total_js_raw_bytes: total.raw,
    total_css_gzip_bytes: sum(css).gzip,
    liff_chunk_gzip_bytes: liff ? liff.gzip : null,
    initial_js_chunk_count: initialJs.length,
  };
  console.log(JSON.stringify(figures));
}

try {
  await main();
} catch (err) {
  console.error(`bench:bundle failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
}
