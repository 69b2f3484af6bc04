// Every text of the widget in every language: all eight complete, with the same placeholders as
// English, and nothing English lacks beyond the plural forms a language has and English does not
// (Arabic's zero, two, few and many).
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

/** A key English has, or a plural form of one of English's plural texts that this language has. */
function known(key: string, bcp47: string): boolean {
  if (english.has(key)) return true;
  const base = /^(.*)_(zero|one|two|few|many)$/.exec(key)?.[1];
  return base !== undefined && english.has(`${base}_other`) && needed(key, bcp47);
}

/** The placeholders English uses for this key (for an extra plural form, those of `_other`). */
const englishPlaceholders = (key: string) => english.get(key) ?? english.get(key.replace(/_(zero|one|two|few|many)$/, '_other'));

/** Same placeholders as English; a zero, one or two form may say its number in words instead of {{n}}. */
function samePlaceholders(key: string, mine: string): boolean {
  const theirs = englishPlaceholders(key);
  if (theirs === mine) return true;
  return /_(zero|one|two)$/.test(key) && (theirs ?? '').split(',').filter((p) => p !== 'n').join(',') === mine;
}

describe('translations', () => {
  it.each([
    ['ja', ja],
    ['ko', ko],
    ['zh_Hans', zhHans],
    ['zh_Hant', zhHant],
    ['id', id],
    ['th', th],
    ['ar', ar],
  ])('%s has every English text, with the same placeholders', (name, texts) => {
    const mine = leaves(texts);
    const bcp47 = name.replace('_', '-');
    expect([...english.keys()].filter((k) => needed(k, bcp47) && !mine.has(k))).toEqual([]);
    expect([...mine.keys()].filter((k) => !known(k, bcp47))).toEqual([]);
    expect([...mine].filter(([k, p]) => !samePlaceholders(k, p)).map(([k]) => k)).toEqual([]);
  });
});
