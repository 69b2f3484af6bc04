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

  it('leaves an address with nothing to hide as it is', () => {
    expect(loggableUrl('/health')).toBe('/health');
    expect(loggableUrl('/hotels/demo-tokyo/rooms?rooms=%5B%5D&order=price_low_to_high')).toBe('/hotels/demo-tokyo/rooms?rooms=%5B%5D&order=price_low_to_high');
  });
});
