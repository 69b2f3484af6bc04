// Translations travel by namespace (the top-level keys of src/locales/<locale>.json), so a page
// downloads only the words it shows. Two things are provided to the client:
// - `<locale>.json?ns=a,b` imports only those namespaces of a locale file;
// - `virtual:locale-namespaces` lists every namespace and a loader per locale and namespace.
// The files themselves stay whole, one per locale, so translators see every key in one place.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Shown by the shell and start-up on every route: shipped with the entry in English. */
export const CORE_NAMESPACES = ['shell', 'banner', 'errors', 'titles', 'maintenance', 'not_found'] as const;

const VIRTUAL_ID = 'virtual:locale-namespaces';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const NS_QUERY = /\.json\?ns=([a-z_,]+)$/;
const PART_PREFIX = '\0locale-part:';

export function localeNamespaces(localesDir: string): Plugin {
  const dir = path.resolve(localesDir);
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return {
    name: 'yadori-locale-namespaces',
    enforce: 'pre',
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
        const locales = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
        const namespaces = Object.keys(read(path.join(dir, 'en.json'))).filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns));
        const file = (locale: string, ns: string) => JSON.stringify(`${path.join(dir, `${locale}.json`)}?ns=${ns}`);
        const entries = locales.map(
          (locale) => `${JSON.stringify(locale)}: {${[CORE_NAMESPACES.join(','), ...namespaces].map((ns) => `${JSON.stringify(ns)}: () => import(${file(locale, ns)}).then((m) => m.default)`).join(', ')}}`,
        );
        return [
          `export const CORE = ${JSON.stringify(CORE_NAMESPACES.join(','))};`,
          `export const NAMESPACES = ${JSON.stringify(namespaces)};`,
          `export const loaders = {${entries.join(',\n')}};`,
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
  };
}
