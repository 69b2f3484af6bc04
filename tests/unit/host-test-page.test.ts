// The custom bot test page's pure parts: its log lines (tokens masked) and its string table.
import { describe, expect, it } from 'vitest';
import { clock, logLine, maskSecret, maskSecrets } from '../../bridge/host-test-log';
import { TEST_PAGE_LANGUAGES, TEST_PAGE_STRINGS, testPageLanguage } from '../../bridge/host-test-strings';

const TOKEN = 'tok_SECRET_session_9a8b7c';

describe('masking', () => {
  it('shows a token by its last 4 characters only, without telling its length', () => {
    expect(maskSecret(TOKEN)).toBe('••••••••8b7c');
    expect(maskSecret('x'.repeat(400))).toBe('••••••••xxxx');
    expect(maskSecret('abcd')).toBe('••••');
  });

  it('masks secret fields at any depth and leaves the rest', () => {
    expect(
      maskSecrets({ session: TOKEN, user_id: 'chat-user-1', nested: { access_token: 'abcdefgh', list: [{ refreshToken: 'zyxwvuts' }] }, n: 3 }),
    ).toEqual({ session: '••••••••8b7c', user_id: 'chat-user-1', nested: { access_token: '••••••••efgh', list: [{ refreshToken: '••••••••vuts' }] }, n: 3 });
  });

  it('writes log lines with the payload as JSON, masked, and the direction', () => {
    const at = new Date(2026, 0, 2, 3, 4, 5, 6);
    const line = logLine({ kind: 'received', name: 'receiveTriplabotSession', payload: { session: TOKEN } }, at);
    expect(line).toEqual({ at, direction: 'toPage', name: 'receiveTriplabotSession', kind: 'received', payload: '{ "session": "••••••••8b7c" }', reason: '', note: null });
    expect(JSON.stringify(line)).not.toContain('SECRET');
    expect(logLine({ kind: 'queued', name: 'logout', payload: {} }).direction).toBe('held');
    expect(logLine({ kind: 'answered', name: 'getTriplabotUserId', payload: { user_id: null } }).direction).toBe('toWidget');
    expect(logLine({ kind: 'failed', name: 'logout', reason: 'closed' })).toMatchObject({ payload: '', reason: 'closed' });
    expect(clock(at)).toBe('03:04:05.006');
  });

  it('notes the widget’s height and its analytics events, which a reader looks for', () => {
    expect(logLine({ kind: 'received', name: 'resize', payload: { height: 1480 } }).note).toEqual({ key: 'note_resize', vars: { height: '1480' } });
    expect(logLine({ kind: 'received', name: 'ga4Event', payload: { name: 'begin_checkout', params: { value: 1 } } }).note).toEqual({ key: 'note_ga4', vars: { event: 'begin_checkout' } });
    expect(logLine({ kind: 'refused', name: 'resize', payload: { height: -1 }, reason: 'invalid payload' }).note).toBeNull();
    expect(logLine({ kind: 'received', name: 'close', payload: {} }).note).toBeNull();
  });
});

describe('strings', () => {
  it('has every key in every language, none empty', () => {
    const keys = Object.keys(TEST_PAGE_STRINGS.en).sort();
    for (const lang of TEST_PAGE_LANGUAGES) {
      expect(Object.keys(TEST_PAGE_STRINGS[lang]).sort(), lang).toEqual(keys);
      for (const [key, text] of Object.entries(TEST_PAGE_STRINGS[lang])) expect(text.trim(), `${lang}.${key}`).not.toBe('');
    }
  });

  it('keeps the placeholders of English in every language', () => {
    for (const [key, text] of Object.entries(TEST_PAGE_STRINGS.en)) {
      const vars = text.match(/\{\w+\}/g) ?? [];
      for (const lang of TEST_PAGE_LANGUAGES) for (const v of vars) expect(TEST_PAGE_STRINGS[lang][key as keyof typeof TEST_PAGE_STRINGS.en], `${lang}.${key}`).toContain(v);
    }
  });

  it('picks the language from the query, then the browser, else English', () => {
    expect(testPageLanguage('ja', ['en-US'])).toBe('ja');
    expect(testPageLanguage(null, ['fr-FR', 'ja-JP'])).toBe('ja');
    expect(testPageLanguage('xx', ['de'])).toBe('en');
  });

  it('tells the two Chinese scripts apart, by script or by region', () => {
    expect(testPageLanguage('zh_Hant', [])).toBe('zh_Hant');
    expect(testPageLanguage('zh_Hans', ['zh-TW'])).toBe('zh_Hans');
    expect(testPageLanguage(null, ['zh-TW'])).toBe('zh_Hant');
    expect(testPageLanguage(null, ['zh-Hant-HK'])).toBe('zh_Hant');
    expect(testPageLanguage(null, ['zh-CN'])).toBe('zh_Hans');
    expect(testPageLanguage(null, ['zh'])).toBe('zh_Hans');
    expect(testPageLanguage(null, ['ko-KR'])).toBe('ko');
  });
});
