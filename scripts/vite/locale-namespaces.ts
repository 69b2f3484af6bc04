// Translations travel by namespace (the top-level keys of src/locales/<locale>.json), so a page
// downloads only the words it shows. Two things are provided to the client:
// - `<locale>.json?ns=a,b` imports only those namespaces of a locale file;
// - `virtual:locale-namespaces` lists every namespace and loads one namespace of one locale.
// In a build every namespace of every locale is its own JSON file under one versioned folder,
// `assets/locales-<hash of every locale file>/<locale>.<namespace>.json`, fetched by its address:
// no table of files travels with the entry, and data is parsed as data. On the dev server and in
// tests a namespace is imported as a module instead.
// The files themselves stay whole, one per locale, so translators see every key in one place.
// Namespaces whose names start with `api_` are the booking API's own words (mails, the receipt,
// the card provider's pages; read by server/i18n.ts): the widget never shows them, so they are
// left out of the namespace list, out of every imported part and out of the build's files.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Shown by the shell and start-up on every route: shipped with the entry in English. */
export const CORE_NAMESPACES = ['shell', 'banner', 'errors'] as const;

const VIRTUAL_ID = 'virtual:locale-namespaces';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const NS_QUERY = /\.json\?ns=([a-z_,]+)$/;
const PART_PREFIX = '\0locale-part:';

/** The API's namespaces: in the locale files, never in the widget. */
export const API_NAMESPACE_PREFIX = 'api_';
const forWidget = (ns: string) => !ns.startsWith(API_NAMESPACE_PREFIX);

/** A locale file's namespaces the widget shows. */
function widgetPart(all: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(all).filter(([ns]) => forWidget(ns)));
}

export function localeNamespaces(localesDir: string): Plugin {
  const dir = path.resolve(localesDir);
  const read = (file: string) => widgetPart(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  const localeFiles = () => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  let build = false;
  /** The folder of this build's translations, named by what every locale file holds for the widget (a change to the API's words alone keeps it). */
  const folder = () => {
    const hash = createHash('sha256');
    for (const f of localeFiles()) hash.update(f).update(JSON.stringify(read(path.join(dir, f))));
    return `locales-${hash.digest('hex').slice(0, 10)}`;
  };
  return {
    name: 'yadori-locale-namespaces',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !process.env.VITEST;
    },
    resolveId(id, importer) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      const match = NS_QUERY.exec(id);
      if (!match) return null;
      // Away from the .json suffix, so only this plugin reads it.
      const file = path.resolve(importer && !path.isAbsolute(id) ? path.dirname(importer) : '', id.slice(0, id.indexOf('?')));
      return `${PART_PREFIX}${file}?ns=${match[1]}`;
    },
    load(id) {
      if (id === RESOLVED_ID) {
        const locales = localeFiles().map((f) => f.slice(0, -5));
        const namespaces = Object.keys(read(path.join(dir, 'en.json'))).filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns));
        const head = [
          `export const CORE = ${JSON.stringify(CORE_NAMESPACES.join(','))};`,
          `export const NAMESPACES = ${JSON.stringify(namespaces)};`,
          `const LOCALES = ${JSON.stringify(locales)};`,
        ];
        if (build) {
          // The folder sits beside the chunks (assets/), so the address is relative to this module.
          return [
            ...head,
            'export const loaders = undefined;',
            `const FOLDER = new URL(${JSON.stringify(`./${folder()}/`)}, import.meta.url);`,
            'export async function load(locale, ns) {',
            '  if (!LOCALES.includes(locale) || (ns !== CORE && !NAMESPACES.includes(ns))) throw new Error(`No translations for ${locale}/${ns}`);',
            '  const res = await fetch(new URL(`${locale}.${ns === CORE ? \'core\' : ns}.json`, FOLDER));',
            '  if (!res.ok) throw new Error(`Translations ${locale}/${ns}: HTTP ${res.status}`);',
            '  return res.json();',
            '}',
          ].join('\n');
        }
        const file = (locale: string, ns: string) => JSON.stringify(`${path.join(dir, `${locale}.json`)}?ns=${ns}`);
        const entries = locales.map(
          (locale) => `${JSON.stringify(locale)}: {${[CORE_NAMESPACES.join(','), ...namespaces].map((ns) => `${JSON.stringify(ns)}: () => import(${file(locale, ns)}).then((m) => m.default)`).join(', ')}}`,
        );
        return [
          ...head,
          `export const loaders = {${entries.join(',\n')}};`,
          'export function load(locale, ns) {',
          '  const one = loaders[locale]?.[ns];',
          '  return one ? one() : Promise.reject(new Error(`No translations for ${locale}/${ns}`));',
          '}',
        ].join('\n');
      }
      if (!id.startsWith(PART_PREFIX)) return null;
      const match = NS_QUERY.exec(id);
      if (!match) return null;
      const file = id.slice(PART_PREFIX.length, id.indexOf('?'));
      this.addWatchFile(file);
      const wanted = new Set(match[1]!.split(','));
      const all = read(file);
      const part = JSON.stringify(Object.fromEntries(Object.entries(all).filter(([ns]) => wanted.has(ns))));
      return `export default JSON.parse(${JSON.stringify(part)});`;
    },
    generateBundle() {
      if (!build) return;
      const name = folder();
      const namespaces = Object.keys(read(path.join(dir, 'en.json')));
      const core = new Set<string>(CORE_NAMESPACES);
      for (const f of localeFiles()) {
        const all = read(path.join(dir, f));
        const locale = f.slice(0, -5);
        const emit = (ns: string, value: Record<string, unknown>) =>
          this.emitFile({ type: 'asset', fileName: `assets/${name}/${locale}.${ns}.json`, source: JSON.stringify(value) });
        emit('core', Object.fromEntries(Object.entries(all).filter(([ns]) => core.has(ns))));
        // A namespace a locale lacks is an empty file: English fills it, without a failed request.
        for (const ns of namespaces) if (!core.has(ns)) emit(ns, ns in all ? { [ns]: all[ns] } : {});
      }
    },
  };
}
