// The request log keeps no token or e-mail address from an address (server/log.ts).
import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../server/log';

describe('loggableUrl', () => {
  it('masks bypass tokens, other tokens and e-mail addresses, and keeps the rest', () => {
    const url = '/hotels/demo-tokyo/rooms?rooms=%5B%5D&reservation_no=YD123&email=a%40b.jp&bypass_token=s3cret&lottery_access_token=t&bypass_token=again';
    const out = loggableUrl(url);
    expect(out).not.toMatch(/s3cret|again|a%40b|=t(&|$)/);
    const q = new URLSearchParams(out.split('?')[1]);
    expect([q.get('email'), q.getAll('bypass_token'), q.get('lottery_access_token')]).toEqual(['***', ['***'], '***']);
    expect([q.get('reservation_no'), q.get('rooms'), out.split('?')[0]]).toEqual(['YD123', '[]', '/hotels/demo-tokyo/rooms']);
  });

  it('masks the chatbot user id, which opens that user\'s chatbot session', () => {
    const out = loggableUrl('/hotels/demo-tokyo/chatbot_session?user_id=chat-user-0123456789abcdef&auth_auto_message_id=m1');
    const q = new URLSearchParams(out.split('?')[1]);
    expect([q.get('user_id'), q.get('auth_auto_message_id')]).toEqual(['***', 'm1']);
  });

  it('masks the otid, LINE\'s and OAuth\'s code and state, a chatbot id or assertion, and a 3-D Secure token in the path', () => {
    const q = (url: string) => new URLSearchParams(loggableUrl(url).split('?')[1]);
    const sso = q('/hotels/demo-tokyo/sso/callback?code=oauth-code-123&state=st-456&provider=oidc');
    expect([sso.get('code'), sso.get('state'), sso.get('provider')]).toEqual(['***', '***', 'oidc']);
    const line = q('/line/sign_in?line_code=lc-1&line_state=ls-2&otid=ot-3&chatbot_user_id=cu-4&chatbot_assertion=eyJ');
    expect([line.get('line_code'), line.get('line_state'), line.get('otid'), line.get('chatbot_user_id'), line.get('chatbot_assertion')]).toEqual(['***', '***', '***', '***', '***']);
    expect(loggableUrl('/payments/sandbox/3ds/tok_0123456789abcdef?locale=ja')).toBe('/payments/sandbox/3ds/***?locale=ja');
    expect(loggableUrl('/payments/sandbox/3ds/tok_0123456789abcdef')).toBe('/payments/sandbox/3ds/***');
  });

  it('leaves an address with nothing to hide as it is', () => {
    expect(loggableUrl('/health')).toBe('/health');
    expect(loggableUrl('/hotels/demo-tokyo/rooms?rooms=%5B%5D&order=price_low_to_high')).toBe('/hotels/demo-tokyo/rooms?rooms=%5B%5D&order=price_low_to_high');
  });
});
