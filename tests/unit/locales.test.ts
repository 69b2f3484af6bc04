// Every text of the widget and of the API (its `api_` namespaces: mails, the receipt, the card
// provider's pages) in every language: all eight complete, with the same placeholders as English,
// and nothing English lacks. A plural text has every form the language's plural rules use:
// `_other` in Japanese, all six in Arabic. The API's namespaces stay out of the widget.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_NAMESPACES } from '../../server/i18n';
import { API_NAMESPACE_PREFIX, localeNamespaces } from '../../scripts/vite/locale-namespaces';
import en from '../../src/locales/en.json';
import ja from '../../src/locales/ja.json';
import ko from '../../src/locales/ko.json';
import zhHans from '../../src/locales/zh_Hans.json';
import zhHant from '../../src/locales/zh_Hant.json';
import id from '../../src/locales/id.json';
import th from '../../src/locales/th.json';
import ar from '../../src/locales/ar.json';

/** key path -> the placeholders its text uses. */
function leaves(node: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(path, [...node.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort().join(','));
  else for (const [k, v] of Object.entries(node as Record<string, unknown>)) leaves(v, path ? `${path}.${k}` : k, out);
  return out;
}

const english = leaves(en);

/** Every text under a node. */
function textsUnder(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values((node ?? {}) as Record<string, unknown>).flatMap(textsUnder);
}

const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;
/** English's plural texts: a key with both a `_one` and an `_other` form (`manage.hub.search_other` alone is no plural). */
const pluralTexts = new Set([...english.keys()].map((k) => /^(.*)_other$/.exec(k)?.[1]).filter((b): b is string => b !== undefined && english.has(`${b}_one`)));

/** The plural text and form of a key, when it is a form of one of English's plural texts. */
function pluralForm(key: string): { text: string; form: Intl.LDMLPluralRule } | undefined {
  const m = PLURAL_FORM.exec(key);
  return m && pluralTexts.has(m[1]!) ? { text: m[1]!, form: m[2] as Intl.LDMLPluralRule } : undefined;
}

const categories = (bcp47: string) => new Intl.PluralRules(bcp47).resolvedOptions().pluralCategories;

/** Every text English has; of a plural text, every form this language's plural rules use. */
function required(bcp47: string): string[] {
  const keys = [...english.keys()].filter((k) => !pluralForm(k));
  for (const text of pluralTexts) for (const form of categories(bcp47)) keys.push(`${text}_${form}`);
  return keys;
}

/** A key English has, or a form of one of English's plural texts that this language uses. */
function known(key: string, bcp47: string): boolean {
  if (english.has(key)) return true;
  const plural = pluralForm(key);
  return plural !== undefined && categories(bcp47).includes(plural.form);
}

/** The placeholders English uses for this key (for a form English lacks, those of `_other`). */
const englishPlaceholders = (key: string) => english.get(key) ?? english.get(key.replace(/_(zero|one|two|few|many)$/, '_other'));

/** Same placeholders as English; a zero, one or two form may say its number in words instead of {{n}}. */
function samePlaceholders(key: string, mine: string): boolean {
  const theirs = englishPlaceholders(key);
  if (theirs === mine) return true;
  return /_(zero|one|two)$/.test(key) && (theirs ?? '').split(',').filter((p) => p !== 'n').join(',') === mine;
}

const LOCALES = [
  ['en', en],
  ['ja', ja],
  ['ko', ko],
  ['zh_Hans', zhHans],
  ['zh_Hant', zhHant],
  ['id', id],
  ['th', th],
  ['ar', ar],
] as const;

describe('translations', () => {
  it.each(LOCALES.filter(([name]) => name !== 'en'))('%s has every English text, with the same placeholders', (name, texts) => {
    const mine = leaves(texts);
    const bcp47 = name.replace('_', '-');
    expect(required(bcp47).filter((k) => !mine.has(k))).toEqual([]);
    expect([...mine.keys()].filter((k) => !known(k, bcp47))).toEqual([]);
    expect([...mine].filter(([k, p]) => !samePlaceholders(k, p)).map(([k]) => k)).toEqual([]);
  });
});

describe('the API’s texts', () => {
  it.each(LOCALES)('%s has every namespace the API reads, with every key English has', (_name, texts) => {
    const all = texts as Record<string, unknown>;
    expect(Object.keys(all).filter((ns) => ns.startsWith(API_NAMESPACE_PREFIX)).sort()).toEqual([...API_NAMESPACES].sort());
    for (const ns of API_NAMESPACES) {
      const mine = leaves(all[ns] ?? {});
      expect(mine.size).toBeGreaterThan(0);
      expect([...mine.keys()].sort()).toEqual([...leaves((en as Record<string, unknown>)[ns]).keys()].sort());
      // Placeholders as the widget writes them ({{no}}), never half of one ({no}).
      expect(textsUnder(all[ns]).filter((text) => /(^|[^{]){\w+}/.test(text))).toEqual([]);
    }
  });

  it('are neither listed for the widget nor imported by it', () => {
    const plugin = localeNamespaces(fileURLToPath(new URL('../../src/locales/', import.meta.url)));
    const ctx = { addWatchFile: () => undefined };
    const resolve = (id: string) => (plugin.resolveId as (id: string) => string | null).call(ctx, id);
    const load = (id: string) => (plugin.load as (id: string) => string | null).call(ctx, id);
    const list = load(resolve('virtual:locale-namespaces')!)!;
    const namespaces = JSON.parse(/export const NAMESPACES = (\[.*\]);/.exec(list)![1]!) as string[];
    expect(namespaces).toContain('booking');
    expect(namespaces.filter((ns) => ns.startsWith(API_NAMESPACE_PREFIX))).toEqual([]);
    const part = load(resolve(`${fileURLToPath(new URL('../../src/locales/ja.json', import.meta.url))}?ns=booking,${API_NAMESPACES.join(',')}`)!)!;
    expect(part).toContain('booking');
    for (const ns of API_NAMESPACES) expect(part).not.toContain(ns);
  });
});
