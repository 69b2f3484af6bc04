import { describe, expect, it } from 'vitest';
import { normalizeUrl } from '../../src/lib/url-rules';

describe('normalizeUrl', () => {
  it('leaves a clean URL alone', () => {
    expect(normalizeUrl('/?code=demo-tokyo')).toEqual({ url: '/?code=demo-tokyo', changed: false, analyticsDisabled: false });
  });

  it('rewrites a legacy #/ URL to its plain path, keeping both queries', () => {
    const r = normalizeUrl('/?code=demo-tokyo#/booking/result?checkin=2026-12-01');
    expect(r.url).toBe('/booking/result?code=demo-tokyo&checkin=2026-12-01');
    expect(r.changed).toBe(true);
  });

  it('rewrites a legacy root hash', () => {
    expect(normalizeUrl('/#/503?code=demo-kyoto').url).toBe('/503?code=demo-kyoto');
  });

  it('corrects a double slash before the query', () => {
    expect(normalizeUrl('//?code=demo-tokyo').url).toBe('/?code=demo-tokyo');
    expect(normalizeUrl('/booking/result//?code=a').url).toBe('/booking/result/?code=a');
  });

  it('removes an e-mail address from the query and disables analytics', () => {
    const r = normalizeUrl('/?code=demo-tokyo&email=guest%40example.com&utm_source=mail');
    expect(r.url).toBe('/?code=demo-tokyo&utm_source=mail');
    expect(r.analyticsDisabled).toBe(true);
  });

  it('catches an e-mail address anywhere, even unencoded', () => {
    const r = normalizeUrl('/?code=demo-tokyo&x=a.b@example.co.jp');
    expect(r.url).toBe('/?code=demo-tokyo');
    expect(r.analyticsDisabled).toBe(true);
  });

  it('keeps the e-mail on reservation confirmation', () => {
    const u = '/reservation/confirmation/R123?email=guest%40example.com&bypass_token=abc';
    expect(normalizeUrl(u)).toEqual({ url: u, changed: false, analyticsDisabled: false });
  });

  it('does not mistake an @ without a domain for an e-mail', () => {
    expect(normalizeUrl('/?code=demo-tokyo&handle=@yadori').analyticsDisabled).toBe(false);
  });
});
