import { describe, expect, it } from 'vitest';
import { detectLineEnvironment } from '../../liff/environment';

const IOS_LINE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0';
const ANDROID_LIFF = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 Line/13.20.0/IAB LIFF';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('detectLineEnvironment', () => {
  it('knows the LIFF browser', () => {
    expect(detectLineEnvironment(ANDROID_LIFF)).toBe('liff');
    expect(detectLineEnvironment(CHROME, true)).toBe('liff');
  });
  it("knows LINE's in-app browser", () => {
    expect(detectLineEnvironment(IOS_LINE)).toBe('line-in-app');
    expect(detectLineEnvironment(IOS_LINE, false)).toBe('line-in-app');
  });
  it('knows an external browser', () => {
    expect(detectLineEnvironment(CHROME)).toBe('external');
    expect(detectLineEnvironment('Mozilla/5.0 Outline/2.0')).toBe('external');
  });
});
