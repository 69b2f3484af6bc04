// @vitest-environment jsdom
// Arabic renders right to left; where it has no words of its own yet, English stands in, isolated
// left to right so a sentence keeps its punctuation at its end.
import { afterAll, describe, expect, it } from 'vitest';
import { loadNamespaces, setLocale, t } from '../../src/lib/i18n';
import ar from '../../src/locales/ar.json';
import en from '../../src/locales/en.json';

afterAll(async () => {
  await setLocale('en');
});

describe('English standing in for a right-to-left language', () => {
  it('is isolated left to right; Arabic words and other languages are left as they are', async () => {
    await setLocale('ar');
    await loadNamespaces(['members']);
    expect(document.documentElement.dir).toBe('rtl');
    expect('members' in ar).toBe(false);
    expect(t('members.sign_in.forgot')).toBe(`\u2066${en.members.sign_in.forgot}\u2069`);
    expect(t('shell.language')).toBe(ar.shell.language);
    expect(t('no.such.key')).toBe('no.such.key');

    await setLocale('ja');
    await loadNamespaces(['members']);
    expect(t('members.sign_in.forgot')).not.toContain('\u2066');
    await setLocale('th');
    expect(t('members.sign_in.forgot')).toBe(en.members.sign_in.forgot);
  });
});
