// The message table of the parent-window protocol: document 2's wire names, directions, payload
// and reply schemas, and the parse function that refuses what is not in it.
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  MESSAGES,
  MESSAGE_NAMES,
  isMessageName,
  parseMessage,
  parseReply,
  type IncomingName,
  type OutgoingName,
  type Payload,
  type PayloadInput,
  type Rejection,
  type Reply,
} from '../../bridge/messages';
import { fakeAssertion } from '../fixtures/chatbot-assertion';

// Document 2 §7, "Messages posted to the parent window", in its order; and `resize` (the height
// of the widget's page) and `pageChanged` (another page shown) for an inline frame of the embed SDK.
const POSTED = [
  'show-chatbot',
  'booking-widget-opened',
  'login',
  'receiveTriplabotSession',
  'triplabotSynced',
  'getTriplabotUserId',
  'receiveCompanionInfo',
  'close',
  'resize',
  'pageChanged',
  'removeQuery',
  'ga4Event',
] as const;
// Document 1 §2: "Received: a logout action ... and refresh-login-from-chatbot".
const RECEIVED = ['logout', 'refresh-login-from-chatbot'] as const;

const TOKEN = 'tok_SECRET_1f2e3d';

/** One valid and some malformed payloads per message. */
const SAMPLES: Record<(typeof POSTED)[number] | (typeof RECEIVED)[number], { valid: unknown[]; invalid: unknown[] }> = {
  'show-chatbot': { valid: [{}, { icon_message_id: 'msg-42' }], invalid: [{ icon_message_id: '' }, { icon_message_id: 42 }, null, 'show'] },
  'booking-widget-opened': { valid: [{}, undefined], invalid: [null, 'ready', 1] },
  login: {
    valid: [{ user_id: 12, membership_id: 'M-0001' }, { user_id: 1, membership_id: null }],
    invalid: [{ user_id: '12', membership_id: null }, { user_id: 0, membership_id: null }, { user_id: 1.5, membership_id: null }, { user_id: 3 }, {}],
  },
  receiveTriplabotSession: { valid: [{ session: TOKEN }], invalid: [{ session: '' }, { session: 'x'.repeat(4097) }, { session: 7 }, {}] },
  triplabotSynced: { valid: [{ user_id: 'chat-user-1' }], invalid: [{ user_id: '' }, { user_id: 5 }, {}] },
  getTriplabotUserId: { valid: [{}, undefined], invalid: [null, 'who'] },
  receiveCompanionInfo: {
    valid: [{ rooms: [] }, { rooms: [{ adult_companion: 1, kid_tier_A_companion: 0 }, { adult_companion: 0, kid_tier_A_companion: 2 }] }],
    invalid: [{ rooms: [{ adult_companion: -1, kid_tier_A_companion: 0 }] }, { rooms: [{ adult_companion: 1 }] }, { rooms: 'two' }, {}],
  },
  close: { valid: [{}, undefined], invalid: [null, 'close'] },
  pageChanged: { valid: [{}, undefined], invalid: [null, 'page'] },
  resize: { valid: [{ height: 0 }, { height: 1280 }, { height: 100_000 }], invalid: [{ height: -1 }, { height: 12.5 }, { height: 100_001 }, { height: '640' }, {}, null] },
  removeQuery: {
    valid: [{ keys: ['booking_widget'] }, { keys: ['a', 'rooms[0]', 'x.y-z'] }],
    invalid: [{ keys: [] }, { keys: ['a=b'] }, { keys: ['a b'] }, { keys: 'booking_widget' }, {}],
  },
  ga4Event: {
    valid: [
      { name: 'begin_checkout' },
      { name: 'purchase', params: { value: 12000, currency: 'JPY', coupon_used: false } },
      { name: 'purchase', params: { value: 120, currency: 'JPY', items: [{ item_id: 'twin-room-only', price: 120, quantity: 1 }] } },
      { name: 'view_item_list', params: { items: Array.from({ length: 200 }, (_, i) => Object.fromEntries(Array.from({ length: 27 }, (_, j) => [`p${j}`, i]))) } },
    ],
    invalid: [
      { name: 'purchase', params: { items: Array.from({ length: 201 }, () => ({ item_id: 'a' })) } },
      { name: 'purchase', params: { items: [Object.fromEntries(Array.from({ length: 28 }, (_, j) => [`p${j}`, j]))] } },
      { name: 'purchase', params: { items: [{ item_name: 'x'.repeat(101) }] } },
      { name: 'purchase', params: { items: [{ price: { amount: 1 } }] } },
      { name: 'purchase', params: { products: [{ item_id: 'a' }] } },
      { name: '1st_event' },
      { name: 'a'.repeat(41) },
      { name: 'purchase', params: { value: { nested: 1 } } },
      { name: 'purchase', params: { 'bad-key': 1 } },
      { name: 'purchase', params: { text: 'x'.repeat(101) } },
      { name: 'purchase', params: Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`p${i}`, i])) },
      {},
    ],
  },
  logout: { valid: [{}, undefined], invalid: [null, 'now'] },
  'refresh-login-from-chatbot': { valid: [{}, undefined], invalid: [null, 3] },
};

describe('the message table', () => {
  it('holds exactly the wire names of the specification', () => {
    expect([...MESSAGE_NAMES].sort()).toEqual([...POSTED, ...RECEIVED].sort());
  });

  it('posts document 2 names to the parent and receives the two from it', () => {
    for (const name of POSTED) expect(MESSAGES[name].direction).toBe('toParent');
    for (const name of RECEIVED) expect(MESSAGES[name].direction).toBe('fromParent');
  });

  it('uses document 2 names, not the descriptive ones of document 1', () => {
    for (const name of ['receive-session', 'synced', 'get-user-id', 'receive-companion-info']) expect(isMessageName(name)).toBe(false);
  });

  it('marks the messages that carry a session or a member', () => {
    const sensitive = MESSAGE_NAMES.filter((n) => MESSAGES[n].carriesSession).sort();
    expect(sensitive).toEqual(['getTriplabotUserId', 'login', 'receiveCompanionInfo', 'receiveTriplabotSession', 'triplabotSynced']);
  });

  it('holds only what the parent says about the sign-in (logout, refresh) until the widget is ready', () => {
    expect(MESSAGE_NAMES.filter((n) => 'deferUntilReady' in MESSAGES[n] && MESSAGES[n].deferUntilReady)).toEqual(['logout', 'refresh-login-from-chatbot']);
  });

  it('gives a reply schema only where the sender waits for an answer', () => {
    expect(MESSAGE_NAMES.filter((n) => MESSAGES[n].reply !== null)).toEqual(['getTriplabotUserId']);
  });

  it('carries a doc comment for every message', () => {
    const source = readFileSync(new URL('../../bridge/messages.ts', import.meta.url), 'utf8');
    for (const name of MESSAGE_NAMES) {
      const key = /^[A-Za-z0-9]+$/.test(name) ? name : `'${name}'`;
      expect(source, name).toMatch(new RegExp(`\\*/\\n\\s+${key.replace(/[-']/g, (c) => `\\${c}`)}: \\{`));
    }
  });

  it('stays small for the embed SDK: zod/mini and nothing else, no globals of the page', () => {
    const source = readFileSync(new URL('../../bridge/messages.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['zod/mini']);
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/\b(window|self|document|location|localStorage|React)\b/);
  });
});

describe('parseMessage', () => {
  for (const [name, { valid, invalid }] of Object.entries(SAMPLES)) {
    it(`${name}: accepts valid payloads and refuses malformed ones`, () => {
      for (const payload of valid) expect(parseMessage(name, payload), JSON.stringify(payload)).toMatchObject({ ok: true, name });
      for (const payload of invalid) {
        const report = vi.fn();
        const parsed = parseMessage(name, payload, { report });
        expect(parsed, JSON.stringify(payload)).toMatchObject({ ok: false, reason: 'invalid-payload', name });
        expect(report).toHaveBeenCalledOnce();
      }
    });
  }

  it('turns a missing payload of a field-less message into an empty object', () => {
    expect(parseMessage('close', undefined)).toEqual({ ok: true, name: 'close', payload: {} });
  });

  it('drops fields the table does not know, so nothing extra crosses', () => {
    const parsed = parseMessage('ga4Event', { name: 'search', access_token: TOKEN });
    expect(parsed).toEqual({ ok: true, name: 'ga4Event', payload: { name: 'search' } });
  });

  it('refuses and reports unknown names, including names of Object.prototype', () => {
    for (const name of ['unknown', 'Login', 'logout ', '__proto__', 'toString', 'constructor', 'hasOwnProperty', '', 42, undefined, null, {}]) {
      const report = vi.fn<(r: Rejection) => void>();
      const parsed = parseMessage(name, {}, { report });
      expect(parsed.ok, String(name)).toBe(false);
      expect(report.mock.calls[0]?.[0].reason).toBe('unknown-name');
    }
  });

  it('refuses a message travelling the wrong way', () => {
    expect(parseMessage('logout', {}, { direction: 'toParent' })).toMatchObject({ ok: false, reason: 'wrong-direction', expected: 'toParent' });
    expect(parseMessage('login', { user_id: 1, membership_id: null }, { direction: 'fromParent' })).toMatchObject({ ok: false, reason: 'wrong-direction' });
    expect(parseMessage('logout', {}, { direction: 'fromParent' })).toMatchObject({ ok: true });
  });

  it('reports where a payload failed without its values', () => {
    const report = vi.fn<(r: Rejection) => void>();
    parseMessage('receiveTriplabotSession', { session: `${TOKEN}${'x'.repeat(5000)}` }, { report });
    parseMessage('login', { user_id: TOKEN, membership_id: TOKEN }, { report });
    parseMessage(`${TOKEN}\n\u0000`, { session: TOKEN }, { report });
    const reported = JSON.stringify(report.mock.calls);
    expect(reported).toContain('session');
    expect(reported).toContain('user_id');
    expect(reported).not.toContain('xxxxxxxx');
    expect(reported).not.toContain('\\u0000');
    // An unknown name is all there is to say about such a message; it is cut short and printable.
    expect(report.mock.calls[2]?.[0]).toEqual({ reason: 'unknown-name', name: `${TOKEN}??` });
    expect(reported.split(TOKEN).length - 1).toBe(1);
  });
});

describe('parseReply', () => {
  it('reads the chatbot user id from the answer to getTriplabotUserId', () => {
    const assertion = fakeAssertion('chat-user-1-0123456789');
    expect(parseReply('getTriplabotUserId', { user_id: assertion })).toEqual({ ok: true, reply: { user_id: assertion } });
    expect(parseReply('getTriplabotUserId', { user_id: null })).toEqual({ ok: true, reply: { user_id: null } });
    for (const bad of [undefined, null, 'chat-user-1', { user_id: 5 }, { user_id: '' }, { user_id: 'x'.repeat(2049) }, {}]) {
      expect(parseReply('getTriplabotUserId', bad), JSON.stringify(bad)).toMatchObject({ ok: false, reason: 'invalid-reply' });
    }
  });

  it('has nothing to read for a fire-and-forget message', () => {
    expect(parseReply('close', 'anything')).toEqual({ ok: true, reply: undefined });
  });
});

describe('types derived from the table', () => {
  it('names the directions', () => {
    expectTypeOf<IncomingName>().toEqualTypeOf<'logout' | 'refresh-login-from-chatbot'>();
    expectTypeOf<OutgoingName>().toEqualTypeOf<(typeof POSTED)[number]>();
  });

  it('types payloads and replies per name', () => {
    expectTypeOf<Payload<'login'>>().toEqualTypeOf<{ user_id: number; membership_id: string | null }>();
    expectTypeOf<Payload<'receiveTriplabotSession'>>().toEqualTypeOf<{ session: string }>();
    expectTypeOf<Reply<'getTriplabotUserId'>>().toEqualTypeOf<{ user_id: string | null }>();
    expectTypeOf<Reply<'close'>>().toEqualTypeOf<void>();
    expectTypeOf<undefined>().toExtend<PayloadInput<'close'>>();
    expectTypeOf<undefined>().not.toExtend<PayloadInput<'login'>>();
  });
});
