import { describe, expect, it } from 'vitest';
import { fromLanguageTag, htmlLang, isRtl, resolveLocale } from '../../src/lib/i18n/resolve';

describe('fromLanguageTag', () => {
  it.each([
    ['ja-JP', 'ja'],
    ['ja', 'ja'],
    ['ko-KR', 'ko'],
    ['zh-CN', 'zh_Hans'],
    ['zh-Hans-CN', 'zh_Hans'],
    ['zh-TW', 'zh_Hant'],
    ['zh-HK', 'zh_Hant'],
    ['zh_Hant', 'zh_Hant'],
    ['ar-EG', 'ar'],
    ['in-ID', 'id'],
    ['fr-FR', undefined],
  ])('%s -> %s', (tag, expected) => {
    expect(fromLanguageTag(tag)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  const core = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'] as const;

  it('prefers the query, then storage, then the browser', () => {
    expect(resolveLocale({ query: 'ko', stored: 'ja', browser: ['zh-TW'] })).toBe('ko');
    expect(resolveLocale({ stored: 'ja', browser: ['zh-TW'] })).toBe('ja');
    expect(resolveLocale({ browser: ['fr-FR', 'zh-TW'] })).toBe('zh_Hant');
  });

  it('falls back to English in widget mode and Japanese in agency mode', () => {
    expect(resolveLocale({ browser: ['fr'] })).toBe('en');
    expect(resolveLocale({ browser: ['fr'], agencyMode: true })).toBe('ja');
  });

  it('never answers a language the hotel does not allow', () => {
    expect(resolveLocale({ query: 'ar', available: core })).toBe('en');
    expect(resolveLocale({ stored: 'th', browser: ['ja-JP'], available: core })).toBe('ja');
  });

  it('falls back to the first allowed language when the default is not allowed', () => {
    expect(resolveLocale({ browser: ['fr'], available: ['ja', 'ko'] })).toBe('ja');
  });

  it('ignores garbage', () => {
    expect(resolveLocale({ query: '<script>', stored: '' })).toBe('en');
  });
});

describe('html attributes', () => {
  it('writes BCP 47 tags and knows Arabic is right-to-left', () => {
    expect(htmlLang('zh_Hant')).toBe('zh-Hant');
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('ja')).toBe(false);
  });
});
