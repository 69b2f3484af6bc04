// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { looksLikeLiffLaunch, peekHotelCode, restoreLiffState } from '../../liff/state';
import { detectLineEnvironment } from '../../liff/environment';
import { widgetLanguageOf } from '../../liff';

describe('liff.state', () => {
  it('restores the path and query LINE moved into liff.state, keeping the endpoint query', () => {
    const state = encodeURIComponent('/booking/result?checkin=2030-01-02&adults=2');
    expect(restoreLiffState(`https://w.test/?hotel_code=demo-tokyo&liff=1&liff.state=${state}`)).toBe('/booking/result?hotel_code=demo-tokyo&liff=1&checkin=2030-01-02&adults=2');
    expect(restoreLiffState(`https://w.test/?liff.state=${encodeURIComponent('?code=demo-kyoto')}`)).toBe('/?code=demo-kyoto');
  });

  it('never sends the guest to another site, and drops LINE Login marks', () => {
    expect(restoreLiffState(`https://w.test/?code=demo-tokyo&liff.state=${encodeURIComponent('//evil.test/x')}`)).toBe('/?code=demo-tokyo');
    expect(restoreLiffState('https://w.test/?hotel_code=demo-tokyo&code=LINECODE&state=s&liffClientId=1&liffRedirectUri=x')).toBe('/?hotel_code=demo-tokyo');
    expect(restoreLiffState('https://w.test/?code=demo-tokyo')).toBeNull();
  });

  it('finds the hotel before init, inside liff.state if need be; LINE codes are not hotels', () => {
    expect(peekHotelCode(`?liff.state=${encodeURIComponent('/booking/result?code=demo-kyoto')}`)).toBe('demo-kyoto');
    expect(peekHotelCode('?code=LINECODE&liffClientId=1')).toBeNull();
    expect(peekHotelCode('?hotel_code=demo-tokyo&code=LINECODE&liffClientId=1')).toBe('demo-tokyo');
  });

  it('tells a LIFF launch from an ordinary visit', () => {
    expect(looksLikeLiffLaunch('?code=demo-tokyo', 'Mozilla/5.0 Chrome/1')).toBe(false);
    expect(looksLikeLiffLaunch('?code=demo-tokyo&liff=1', 'Mozilla/5.0')).toBe(true);
    expect(looksLikeLiffLaunch('?liff.state=%2F', 'Mozilla/5.0')).toBe(true);
    expect(looksLikeLiffLaunch('', 'Mozilla/5.0 Line/14.0.0 LIFF')).toBe(true);
  });

  it('detects the environment and maps LINE languages', () => {
    expect(detectLineEnvironment('Mozilla/5.0 Line/14.0.0', false)).toBe('line-in-app');
    expect(detectLineEnvironment('Mozilla/5.0 Chrome', false)).toBe('external');
    expect(detectLineEnvironment('Mozilla/5.0', true)).toBe('liff');
    expect(['ja', 'zh-TW', 'zh-CN', 'ko-KR', 'en-US', 'th'].map(widgetLanguageOf)).toEqual(['ja', 'zh_Hant', 'zh_Hans', 'ko', 'en', null]);
  });
});

describe('startLiff with @line/liff-mock', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_LIFF_MOCK', '1');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    delete (window as { __YADORI_LIFF_MOCK__?: unknown }).__YADORI_LIFF_MOCK__;
  });

  it('initialises, then the address is the one opened; the ID token, language and close come from LIFF', async () => {
    (window as { __YADORI_LIFF_MOCK__?: unknown }).__YADORI_LIFF_MOCK__ = { idToken: 'a.b.c', language: 'ko', inClient: true };
    history.replaceState(null, '', `/?hotel_code=demo-tokyo&liff.state=${encodeURIComponent('/booking/result?adults=3')}`);
    // Before init the address is still LINE's.
    expect(location.pathname).toBe('/');
    const { loadLiff } = await import('../../liff');
    const session = await loadLiff({ liffId: '2000000001-YadoriDm', mock: true });
    expect(`${location.pathname}${location.search}`).toBe('/booking/result?hotel_code=demo-tokyo&adults=3');
    expect(session.environment).toBe('liff');
    expect(session.isLoggedIn()).toBe(true);
    expect(session.idToken()).toBe('a.b.c');
    expect(session.language()).toBe('ko');
    session.close();
    expect((window as { __YADORI_LIFF_CALLS__?: string[] }).__YADORI_LIFF_CALLS__).toEqual(['closeWindow']);
    expect(await session.permanentLink(location.href)).toContain('/booking/result');
  });
});
