import { describe, expect, it } from 'vitest';
import { isChatbotFrame, parseStartupParams, withoutSecrets } from '../../src/lib/startup-params';

describe('start-up parameters', () => {
  it('parses the documented parameters', () => {
    const p = parseStartupParams('?code=demo-tokyo&fromChatbot=true&segment_ids=a,%20b,,c&locale=ja&tripla_preview=1');
    expect(p.code).toBe('demo-tokyo');
    expect(p.fromChatbot).toBe(true);
    expect(p.segment_ids).toEqual(['a', 'b', 'c']);
    expect(p.locale).toBe('ja');
    expect(p.tripla_preview).toBe(true);
    expect(p.custom_bot_test).toBe(false);
  });

  it('drops an oversized value instead of failing', () => {
    const p = parseStartupParams(`?code=demo-tokyo&keyword=${'x'.repeat(3000)}`);
    expect(p.code).toBe('demo-tokyo');
    expect(p.keyword).toBeUndefined();
  });

  it('takes secrets out of the query', () => {
    expect(withoutSecrets('?code=a&one_time_access_token=t&otid=o&accessToken=x&login_token=y&refresh_token=z&locale=ja')).toBe('?code=a&locale=ja');
    expect(withoutSecrets('?code=a')).toBeUndefined();
    expect(withoutSecrets('?one_time_access_token=t')).toBe('');
  });

  it('knows the chatbot frame', () => {
    expect(isChatbotFrame({ iframe: 'chatbot', fromChatbot: false })).toBe(true);
    expect(isChatbotFrame({ iframe: undefined, fromChatbot: true })).toBe(true);
    expect(isChatbotFrame({ iframe: 'true', fromChatbot: false })).toBe(false);
  });
});
