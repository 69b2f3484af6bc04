// Every text of the widget in every language: en, ja, ko, zh_Hans and zh_Hant complete, with the
// same placeholders as English; id, th and ar at least for the shell, and nothing English lacks.
import { describe, expect, it } from 'vitest';
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

/** A plural form (…_one, …_few) is needed only where the language has that plural category. */
function needed(key: string, bcp47: string): boolean {
  const form = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
  return !form || new Intl.PluralRules(bcp47).resolvedOptions().pluralCategories.includes(form as Intl.LDMLPluralRule);
}

describe('translations', () => {
  it.each([
    ['ja', ja],
    ['ko', ko],
    ['zh_Hans', zhHans],
    ['zh_Hant', zhHant],
  ])('%s has every English text, with the same placeholders', (name, texts) => {
    const mine = leaves(texts);
    const bcp47 = name.replace('_', '-');
    expect([...english.keys()].filter((k) => needed(k, bcp47) && !mine.has(k))).toEqual([]);
    expect([...mine.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...mine].filter(([k, p]) => english.get(k) !== p).map(([k]) => k)).toEqual([]);
  });

  it.each([
    ['id', id],
    ['th', th],
    ['ar', ar],
  ])('%s speaks the shell, and only keys English has', (_name, texts) => {
    const mine = leaves(texts);
    const shell = [...english.keys()].filter((k) => /^(shell|banner|errors|maintenance|not_found)\./.test(k));
    expect(shell.filter((k) => !mine.has(k))).toEqual([]);
    expect([...mine.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...mine].filter(([k, p]) => english.get(k) !== p).map(([k]) => k)).toEqual([]);
  });
});
