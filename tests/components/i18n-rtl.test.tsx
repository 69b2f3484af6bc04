// @vitest-environment jsdom
// Arabic renders right to left; where it has no words of its own (a text added in English and not
// translated yet), English stands in, isolated left to right so a sentence keeps its punctuation at
// its end. Every Arabic namespace is translated, so here one is loaded empty to stand for that.
import { afterAll, describe, expect, it } from 'vitest';
import { loaders } from 'virtual:locale-namespaces';
import { loadNamespaces, setLocale, t } from '../../src/lib/i18n';
import ar from '../../src/locales/ar.json';
import en from '../../src/locales/en.json';

// Before anything asks for these members namespaces (this file's modules are its own).
const untranslated = loaders! as Record<string, Record<string, () => Promise<unknown>>>;
untranslated.ar!.members = () => Promise.resolve({});
untranslated.th!.members = () => Promise.resolve({});

afterAll(async () => {
  await setLocale('en');
});

describe('right to left', () => {
  it('speaks Arabic where Arabic has the words', async () => {
    await setLocale('ar');
    await loadNamespaces(['search']);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(t('search.results.title')).toBe(ar.search.results.title);
    expect(t('search.results.title')).not.toBe(en.search.results.title);
    expect(t('shell.language')).toBe(ar.shell.language);
  });

  it('isolates English standing in left to right; other languages are left as they are', async () => {
    await setLocale('ar');
    await loadNamespaces(['members']);
    expect(t('members.sign_in.forgot')).toBe(`\u2066${en.members.sign_in.forgot}\u2069`);
    expect(t('no.such.key')).toBe('no.such.key');

    // In a left-to-right language, English stands in as it is.
    await setLocale('th');
    await loadNamespaces(['members']);
    expect(document.documentElement.dir).toBe('ltr');
    expect(t('members.sign_in.forgot')).toBe(en.members.sign_in.forgot);
  });
});
