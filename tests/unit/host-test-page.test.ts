// @vitest-environment jsdom
// The custom bot test page: its log lines (tokens masked), its string table in every language the
// product speaks, and the page itself rendered from the served HTML in each language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../contract';
import { clock, logLine, maskSecret, maskSecrets } from '../../bridge/host-test-log';
import { TEST_PAGE_HTML_LANG, TEST_PAGE_LANGUAGES, TEST_PAGE_STRINGS, testPageDir, testPageLanguage, type TestPageKey, type TestPageLanguage } from '../../bridge/host-test-strings';

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

/**
 * What stays as it is in every language: the messages and parameters on the wire, paths, the
 * product's name, names of things (SDK, GA4, the Escape key), the null the widget is answered, px.
 */
const WIRE = [
  'getTriplabotUserId',
  'refresh-login-from-chatbot',
  'booking-widget-opened',
  'logout',
  '/chat-sign-in',
  '/chat-sign-up',
  '/embed/yadori-embed.js',
  'Yadori',
  'SDK',
  'GA4',
  'Escape',
  'null',
  'px',
];
const withoutWire = (text: string) => WIRE.reduce((rest, name) => rest.split(name).join(' '), text.replace(/\{\w+\}/g, ' '));
/** English words that are not Indonesian (Indonesian writes widget, chatbot, bot, log, server, token, ID as they are). */
const ENGLISH_ONLY = /\b(the|a|an|and|or|of|to|is|are|for|from|with|your|this|until|when|not|yet|page|open|opens|send|sent|message|messages|hotel code|letters|digits|reload|reloaded|clear|cleared|received|reply|failed|refused|held|start|search|sign|member|time|direction|note|payload|tokens|loading|ready|closed|asked|button|analytics|tall|user)\b/i;

describe('strings', () => {
  it('speaks every language of the product', () => {
    expect([...TEST_PAGE_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

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

  it('keeps the wire names of English in every language', () => {
    for (const [key, text] of Object.entries(TEST_PAGE_STRINGS.en)) {
      for (const name of WIRE.filter((w) => w !== 'px' && w !== 'Escape' && text.includes(w))) {
        for (const lang of TEST_PAGE_LANGUAGES) expect(TEST_PAGE_STRINGS[lang][key as TestPageKey], `${lang}.${key}`).toContain(name);
      }
    }
  });

  it('leaves no English in Thai and Arabic, wire names apart', () => {
    for (const lang of ['th', 'ar'] as const) {
      for (const [key, text] of Object.entries(TEST_PAGE_STRINGS[lang])) expect(withoutWire(text), `${lang}.${key}`).not.toMatch(/[A-Za-z]/);
    }
  });

  it('leaves no English in Indonesian, wire names and its loanwords apart', () => {
    // Indonesian writes widget and bot as English does: these are the same on purpose.
    const same = new Set<TestPageKey>(['widget', 'toPage', 'toWidget']);
    for (const [key, text] of Object.entries(TEST_PAGE_STRINGS.id) as [TestPageKey, string][]) {
      expect(withoutWire(text), `id.${key}`).not.toMatch(ENGLISH_ONLY);
      if (!same.has(key)) expect(text, `id.${key}`).not.toBe(TEST_PAGE_STRINGS.en[key]);
    }
  });

  it('picks the language from the query, then the browser, else English', () => {
    expect(testPageLanguage('ja', ['en-US'])).toBe('ja');
    expect(testPageLanguage(null, ['fr-FR', 'ja-JP'])).toBe('ja');
    expect(testPageLanguage('xx', ['de'])).toBe('en');
    expect(testPageLanguage('th', ['en-US'])).toBe('th');
    expect(testPageLanguage('ar', [])).toBe('ar');
    expect(testPageLanguage('id', ['ja'])).toBe('id');
    expect(testPageLanguage(null, ['fr', 'th-TH'])).toBe('th');
    expect(testPageLanguage(null, ['ar-EG', 'en'])).toBe('ar');
    expect(testPageLanguage(null, ['id-ID'])).toBe('id');
    // The older code for Indonesian, as the widget takes it too.
    expect(testPageLanguage(null, ['in-ID'])).toBe('id');
  });

  it('writes lang and dir for each language: Arabic right to left', () => {
    expect(TEST_PAGE_HTML_LANG).toMatchObject({ th: 'th', id: 'id', ar: 'ar', zh_Hant: 'zh-Hant' });
    for (const lang of TEST_PAGE_LANGUAGES) expect(testPageDir(lang), lang).toBe(lang === 'ar' ? 'rtl' : 'ltr');
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

describe('the page', () => {
  // A path, not a URL: under jsdom, URL is jsdom's, which Node's file functions do not take.
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server/bot-test/custom-bot-test.html');
  const served = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');

  /** The served page's body, run by the page's script, at `?{search}`. */
  async function render(search: string) {
    document.documentElement.removeAttribute('dir');
    document.documentElement.lang = 'en';
    document.body.innerHTML = served.body.innerHTML;
    history.replaceState(null, '', `/custom-bot-test.html?${search}`);
    vi.resetModules();
    await import('../../bridge/host-test-page');
  }

  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
  });

  it('offers every language in its menu', () => {
    const options = [...served.querySelectorAll<HTMLOptionElement>('#lang option')];
    expect(options.map((o) => o.value)).toEqual([...TEST_PAGE_LANGUAGES]);
    for (const o of options) expect(o.lang, o.value).toBe(TEST_PAGE_HTML_LANG[o.value as TestPageLanguage]);
  });

  it.each(TEST_PAGE_LANGUAGES)('renders in %s with its lang and dir, every word in it', async (lang) => {
    await render(`lang=${lang}`);
    const strings = TEST_PAGE_STRINGS[lang];
    expect(document.documentElement.lang).toBe(TEST_PAGE_HTML_LANG[lang]);
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(document.title).toBe(strings.docTitle);
    expect(document.querySelector<HTMLSelectElement>('#lang')?.value).toBe(lang);
    const labelled = [...document.querySelectorAll<HTMLElement>('[data-t]')];
    expect(labelled.length).toBeGreaterThan(20);
    for (const el of labelled) expect(el.textContent, `${lang}: [data-t=${el.dataset.t}]`).toBe(strings[el.dataset.t as TestPageKey]);
    expect(document.getElementById('open')?.textContent).toBe(strings.open);
  });

  it('takes Arabic from the browser, and turns to a left-to-right language when chosen', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-SA', 'en']);
    try {
      await render('code=');
      expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
      const select = document.querySelector<HTMLSelectElement>('#lang')!;
      select.value = 'th';
      select.dispatchEvent(new Event('change'));
      expect(document.documentElement).toMatchObject({ lang: 'th', dir: 'ltr' });
      expect(document.querySelector('h1')?.textContent).toBe(TEST_PAGE_STRINGS.th.title);
      expect(new URL(location.href).searchParams.get('lang')).toBe('th');
    } finally {
      languages.mockRestore();
    }
  });
});
