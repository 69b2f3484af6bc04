// @vitest-environment jsdom
// LINE Login's answer is taken out of the address as the app loads, on /sign-in and on the chat's
// /chat-sign-in (document 1 §2), and nowhere else.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const CODE = 'line-code-0123456789';
const STATE = 'line-state-0123456789abcdef';

async function loadAt(url: string) {
  history.replaceState(null, '', url);
  vi.resetModules();
  return import('../../src/features/line/line-code');
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});

describe('LINE Login’s answer in the address', () => {
  for (const path of ['/sign-in', '/chat-sign-in']) {
    it(`is held and taken out of the address on ${path}`, async () => {
      const { heldLineCode } = await loadAt(`${path}?code=demo-tokyo&line_code=${CODE}&line_state=${STATE}&line_redirect=%2Fbooking%2Fresult`);
      expect(heldLineCode()).toEqual({ code: CODE, state: STATE, redirect: '/booking/result' });
      expect(location.pathname + location.search).toBe(`${path}?code=demo-tokyo`);
    });
  }

  it('is left alone on other pages', async () => {
    const { heldLineCode } = await loadAt(`/booking/result?code=demo-tokyo&line_code=${CODE}&line_state=${STATE}`);
    expect(heldLineCode()).toBeNull();
    expect(location.search).toContain('line_code');
  });
});

describe('LINE Login’s answer as the LINE page spends it', () => {
  it('keeps an answer of the right form', async () => {
    const { checkedLineAnswer } = await import('../../src/features/line/LineSignInPage');
    expect(checkedLineAnswer({ code: CODE, state: STATE, redirect: '/booking/result?code=demo-tokyo' })).toEqual({ code: CODE, state: STATE, redirect: '/booking/result?code=demo-tokyo' });
  });

  it('drops a code or state of the wrong form and sends another site’s address home', async () => {
    const { checkedLineAnswer } = await import('../../src/features/line/LineSignInPage');
    expect(checkedLineAnswer({ code: 'x<y', state: 'short', redirect: '//evil.example/' })).toEqual({ code: null, state: null, redirect: '/' });
    expect(checkedLineAnswer({ code: null, state: null, redirect: 'https://evil.example/' }).redirect).toBe('/');
  });
});
