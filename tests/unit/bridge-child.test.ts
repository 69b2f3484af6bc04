// @vitest-environment jsdom
// The widget's side of the bridge, over an injected transport that, unlike post-robot, filters
// nothing: every origin and window check seen here is the bridge's own.
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { connectToParent, POST_ROBOT_WIRE_KEY, type BridgeTransport, type ConnectOptions, type ParentChannel, type TransportEvent } from '../../bridge/child';
import { ANY_ORIGIN, isSameOrigin, originOf } from '../../bridge/origin';
import type { OutgoingName } from '../../bridge/messages';
import { fakeAssertion } from '../fixtures/chatbot-assertion';

vi.mock('post-robot', () => ({ on: vi.fn(() => ({ cancel: vi.fn() })), send: vi.fn(async () => undefined) }));

const HOTEL = 'https://hotel.example.com';
const PARENT_URL = `${HOTEL}/rooms/?code=demo-tokyo&accessToken=tok_SECRET_parent`;
const TOKEN = 'tok_SECRET_session_9a8b7c';

type Sent = { win: Window; name: string; data: unknown; options: { domain: string; timeout?: number; fireAndForget?: boolean } };
type Listener = { options: { domain: string; window: Window }; handler: (event: TransportEvent) => unknown };

/** Records sends and lets a test deliver events to the listeners, with any origin and window. */
class FakeTransport implements BridgeTransport {
  sent: Sent[] = [];
  listeners = new Map<string, Listener>();
  respond: (sent: Sent, attempt: number) => Promise<TransportEvent | void> = async () => undefined;

  on(name: string, options: Listener['options'], handler: Listener['handler']) {
    const listener = { options, handler };
    this.listeners.set(name, listener);
    return { cancel: () => this.listeners.get(name) === listener && this.listeners.delete(name) };
  }

  send(win: Window, name: string, data: unknown, options: Sent['options']) {
    const sent = { win, name, data, options };
    this.sent.push(sent);
    return this.respond(sent, this.sent.filter((s) => s.name === name).length);
  }

  async deliver(name: string, event: TransportEvent): Promise<unknown> {
    const listener = this.listeners.get(name);
    if (!listener) throw new Error(`no listener for ${name}`);
    return listener.handler(event);
  }
}

let parentWin: Window;
let otherWin: Window;
let transport: FakeTransport;
let log: ReturnType<typeof vi.fn<(message: string, details?: object) => void>>;

function frame(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe.contentWindow as Window;
}

function connect(options: Partial<ConnectOptions> = {}): ParentChannel {
  const channel = connectToParent({ parentUrl: PARENT_URL, transport, logger: log, self: window, parent: parentWin, ...options });
  if (!channel) throw new Error('expected a channel');
  return channel;
}

function logged(): string {
  return JSON.stringify(log.mock.calls);
}

beforeEach(() => {
  document.body.innerHTML = '';
  parentWin = frame();
  otherWin = frame();
  transport = new FakeTransport();
  log = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('origins', () => {
  it('takes the origin of parentUrl, normalised', () => {
    expect(originOf(PARENT_URL)).toBe(HOTEL);
    expect(originOf('https://HOTEL.Example.com:443/x')).toBe(HOTEL);
    expect(originOf('http://localhost:5173/host.html')).toBe('http://localhost:5173');
  });

  it('refuses what is not an http(s) origin', () => {
    for (const url of ['null', 'file:///tmp/host.html', 'data:text/html,<p>x', 'javascript:alert(1)', 'blob:https://hotel.example.com/1', 'ftp://hotel.example.com', '//hotel.example.com', '/rooms', '', '*', undefined, null]) {
      expect(originOf(url), String(url)).toBeNull();
    }
  });

  it('matches one exact origin and nothing that looks like it', () => {
    expect(isSameOrigin(HOTEL, HOTEL)).toBe(true);
    for (const actual of [
      'https://hotel.example.com.evil.test', // suffix look-alike
      'https://evilhotel.example.com', // prefix look-alike
      'https://sub.hotel.example.com',
      'https://hotel.example.co',
      'https://hotel.example.com:8443', // another port
      'http://hotel.example.com', // another scheme
      'https://hotel.example.com/',
      'https://user@hotel.example.com',
      'HTTPS://HOTEL.EXAMPLE.COM',
      'null',
      'file://',
      '*',
      '',
      undefined,
    ]) {
      expect(isSameOrigin(HOTEL, actual), String(actual)).toBe(false);
    }
    // The expected side is never a pattern either.
    expect(isSameOrigin('*', HOTEL)).toBe(false);
    expect(isSameOrigin('null', 'null')).toBe(false);
  });
});

describe('connectToParent', () => {
  it('answers null when the widget is not framed', () => {
    expect(connectToParent({ parentUrl: PARENT_URL, transport, logger: log, self: window, parent: window })).toBeNull();
    expect(connectToParent({ parentUrl: PARENT_URL, transport, logger: log, self: window })).toBeNull(); // jsdom's top window
  });

  it('refuses a parentUrl without an http(s) origin, and does not log the URL', () => {
    for (const parentUrl of ['null', 'file:///C:/host.html', 'data:text/html,x', 'not a url', undefined]) {
      expect(connectToParent({ parentUrl, transport, logger: log, self: window, parent: parentWin }), String(parentUrl)).toBeNull();
    }
    expect(log).toHaveBeenCalledTimes(5);
    expect(logged()).not.toContain('file:');
  });

  it('binds the channel to window.parent and the exact origin', () => {
    const channel = connect();
    expect(channel.origin).toBe(HOTEL);
    expect(channel.anyOrigin).toBe(false);
    channel.on('logout', () => {});
    expect(transport.listeners.get('logout')?.options).toEqual({ domain: HOTEL, window: parentWin });
  });

  it('loads post-robot only when framed, and hands it the same exact origin and window', async () => {
    const postRobot = await import('post-robot');
    const channel = connectToParent({ parentUrl: PARENT_URL, logger: log, self: window, parent: parentWin });
    if (!channel) throw new Error('expected a channel');
    channel.on('refresh-login-from-chatbot', () => {});
    await expect(channel.send('close')).resolves.toEqual({ ok: true, reply: undefined });
    expect(postRobot.on).toHaveBeenCalledWith('refresh-login-from-chatbot', { domain: HOTEL, window: parentWin }, expect.any(Function));
    expect(postRobot.send).toHaveBeenCalledWith(parentWin, 'close', {}, { domain: HOTEL, fireAndForget: true });
  });
});

describe('send', () => {
  it('posts a valid payload to the parent, at its exact origin, fire-and-forget', async () => {
    const channel = connect();
    await expect(channel.send('ga4Event', { name: 'begin_checkout', params: { value: 1 } })).resolves.toEqual({ ok: true, reply: undefined });
    await channel.send('login', { user_id: 7, membership_id: null });
    expect(transport.sent).toEqual([
      { win: parentWin, name: 'ga4Event', data: { name: 'begin_checkout', params: { value: 1 } }, options: { domain: HOTEL, fireAndForget: true } },
      { win: parentWin, name: 'login', data: { user_id: 7, membership_id: null }, options: { domain: HOTEL, fireAndForget: true } },
    ]);
  });

  it('does not post a malformed payload, and logs where without values', async () => {
    const channel = connect();
    const outcome = await channel.send('receiveTriplabotSession', { session: `${TOKEN}${'x'.repeat(5000)}` });
    expect(outcome).toEqual({ ok: false, reason: 'invalid-payload' });
    expect(transport.sent).toEqual([]);
    expect(logged()).toContain('session');
    expect(logged()).not.toContain(TOKEN);
  });

  it('posts only the fields of the table', async () => {
    const channel = connect();
    await channel.send('removeQuery', { keys: ['booking_widget'], token: TOKEN } as never);
    expect(transport.sent[0]?.data).toEqual({ keys: ['booking_widget'] });
  });

  it('refuses unknown names and names the parent sends', async () => {
    const channel = connect();
    await expect(channel.send('receive-session' as OutgoingName, {} as never)).resolves.toEqual({ ok: false, reason: 'unknown-name' });
    await expect(channel.send('logout' as OutgoingName, {} as never)).resolves.toEqual({ ok: false, reason: 'wrong-direction' });
    expect(transport.sent).toEqual([]);
  });

  it('answers failed, without rejecting, when the transport fails', async () => {
    transport.respond = async () => {
      throw new Error('Window closed for close before ack\nstack');
    };
    const channel = connect();
    await expect(channel.send('close')).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(log).toHaveBeenCalledWith('message not sent', { name: 'close', reason: 'failed', error: 'Window closed for close before ack' });
  });

  it('sends nothing once closed', async () => {
    const channel = connect();
    channel.on('logout', () => {});
    channel.close();
    expect(transport.listeners.size).toBe(0);
    await expect(channel.send('close')).resolves.toEqual({ ok: false, reason: 'closed' });
    expect(transport.sent).toEqual([]);
  });

  it('types each payload by name', () => {
    const channel = connect();
    expectTypeOf(channel.send<'login'>).parameter(1).toEqualTypeOf<{ user_id: number; membership_id: string | null }>();
    // @ts-expect-error a session needs its token
    void channel.send('receiveTriplabotSession', {});
    // @ts-expect-error the logout comes from the parent, it is never sent
    void channel.send('logout');
  });
});

describe('the hotel’s chatbot pages (approval)', () => {
  it('holds every message until the hotel’s word on the page, then sends them in order', async () => {
    const channel = connect({ awaitApproval: true });
    const login = channel.send('login', { user_id: 7, membership_id: null });
    const plain = channel.send('show-chatbot', {});
    await new Promise((r) => setTimeout(r, 0));
    expect(transport.sent).toEqual([]);
    channel.approveSessions(true);
    await expect(login).resolves.toMatchObject({ ok: true });
    await expect(plain).resolves.toMatchObject({ ok: true });
    expect(transport.sent.map((s) => s.name)).toEqual(['login', 'show-chatbot']);
  });

  it('drops what carries a session when the page is not one of the hotel’s', async () => {
    const channel = connect({ awaitApproval: true });
    const session = channel.send('receiveTriplabotSession', { session: TOKEN });
    channel.approveSessions(false);
    await expect(session).resolves.toEqual({ ok: false, reason: 'parent-not-allowed' });
    await expect(channel.send('login', { user_id: 7, membership_id: null })).resolves.toEqual({ ok: false, reason: 'parent-not-allowed' });
    expect(transport.sent).toEqual([]);
    // What carries nothing of the member still goes (a hotel that allows any page).
    await expect(channel.send('show-chatbot', {})).resolves.toMatchObject({ ok: true });
    expect(transport.sent.map((s) => s.name)).toEqual(['show-chatbot']);
    // The refusal names the message, never the session.
    expect(logged()).toContain('parent-not-allowed');
    expect(logged()).not.toContain(TOKEN);
  });

  it('opens no channel when the browser names another page around the frame than parentUrl', () => {
    const self = { parent: parentWin, location: { ancestorOrigins: { length: 1, 0: 'https://evil.example.net', item: () => 'https://evil.example.net', contains: () => false } }, addEventListener: () => {} } as unknown as Window;
    expect(connectToParent({ parentUrl: PARENT_URL, transport, logger: log, self, parent: parentWin })).toBeNull();
    expect(logged()).toContain('evil.example.net');
    const right = { ...self, location: { ancestorOrigins: { length: 1, 0: HOTEL } } } as unknown as Window;
    expect(connectToParent({ parentUrl: PARENT_URL, transport, logger: log, self: right, parent: parentWin })).not.toBeNull();
  });
});

describe('any origin (the hotel setting)', () => {
  const SESSION_SENDS: [OutgoingName, unknown][] = [
    ['login', { user_id: 7, membership_id: 'M-1' }],
    ['receiveTriplabotSession', { session: TOKEN }],
    ['triplabotSynced', { user_id: 'chat-user-1' }],
    ['receiveCompanionInfo', { rooms: [{ adult_companion: 1, kid_tier_A_companion: 0 }] }],
    ['getTriplabotUserId', {}],
  ];

  it('is off unless the caller passes true', () => {
    expect(connectToParent({ parentUrl: undefined, allowAnyOrigin: 'true' as never, transport, logger: log, self: window, parent: parentWin })).toBeNull();
    expect(connectToParent({ parentUrl: 'null', transport, logger: log, self: window, parent: parentWin })).toBeNull();
  });

  it('sends plain messages to any origin but never session data', async () => {
    const channel = connect({ parentUrl: undefined, allowAnyOrigin: true });
    expect(channel.origin).toBeNull();
    await expect(channel.send('booking-widget-opened')).resolves.toEqual({ ok: true, reply: undefined });
    expect(transport.sent[0]?.options.domain).toBe(ANY_ORIGIN);
    for (const [name, payload] of SESSION_SENDS) {
      await expect(channel.send(name, payload as never), name).resolves.toEqual({ ok: false, reason: 'session-to-any-origin' });
    }
    expect(transport.sent).toHaveLength(1);
    await expect(channel.askUserId()).resolves.toBeNull();
    expect(transport.sent).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('message not sent', { name: 'receiveTriplabotSession', reason: 'session-to-any-origin' });
    expect(logged()).not.toContain(TOKEN);
    expect(logged()).not.toContain('M-1');
  });

  it('still sends session data to the exact parentUrl origin when there is one', async () => {
    const channel = connect({ allowAnyOrigin: true });
    await channel.send('close');
    await channel.send('receiveTriplabotSession', { session: TOKEN });
    expect(transport.sent.map((s) => [s.name, s.options.domain])).toEqual([
      ['close', ANY_ORIGIN],
      ['receiveTriplabotSession', HOTEL],
    ]);
  });

  it('hears the parent window on any origin, but no other window', async () => {
    const channel = connect({ parentUrl: undefined, allowAnyOrigin: true });
    channel.markReady();
    const handler = vi.fn();
    channel.on('refresh-login-from-chatbot', handler);
    expect(transport.listeners.get('refresh-login-from-chatbot')?.options).toEqual({ domain: ANY_ORIGIN, window: parentWin });
    await transport.deliver('refresh-login-from-chatbot', { source: parentWin, origin: 'https://chat.vendor.test', data: {} });
    await expect(transport.deliver('refresh-login-from-chatbot', { source: otherWin, origin: 'https://chat.vendor.test', data: {} })).rejects.toThrow('rejected');
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('on', () => {
  it('runs the handler with the parsed payload of a message from the parent', async () => {
    const channel = connect();
    channel.markReady();
    const handler = vi.fn();
    channel.on('refresh-login-from-chatbot', handler);
    await transport.deliver('refresh-login-from-chatbot', { source: parentWin, origin: HOTEL, data: undefined });
    expect(handler).toHaveBeenCalledWith({});
  });

  it('ignores and logs a message from another origin: nothing changes', async () => {
    const channel = connect();
    let signedOut = 0;
    channel.on('logout', () => {
      signedOut += 1;
    });
    channel.markReady();
    for (const origin of [
      'https://hotel.example.com.evil.test',
      'https://evilhotel.example.com',
      'https://hotel.example.com:8443',
      'http://hotel.example.com',
      'null',
      'file://',
    ]) {
      await expect(transport.deliver('logout', { source: parentWin, origin, data: {} }), origin).rejects.toThrow('rejected');
    }
    expect(signedOut).toBe(0);
    expect(log).toHaveBeenCalledTimes(6);
    expect(log).toHaveBeenCalledWith('ignored a message from another window or origin', {
      name: 'logout',
      origin: 'https://hotel.example.com.evil.test',
      window: 'parent',
    });
  });

  it('ignores a message from another window on the right origin', async () => {
    const channel = connect();
    const handler = vi.fn();
    channel.on('refresh-login-from-chatbot', handler);
    await expect(transport.deliver('refresh-login-from-chatbot', { source: otherWin, origin: HOTEL, data: {} })).rejects.toThrow('rejected');
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores a malformed payload', async () => {
    const channel = connect();
    const handler = vi.fn();
    channel.on('refresh-login-from-chatbot', handler);
    await expect(transport.deliver('refresh-login-from-chatbot', { source: parentWin, origin: HOTEL, data: 'now' })).rejects.toThrow('rejected');
    expect(handler).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('message refused', { reason: 'invalid-payload', name: 'refresh-login-from-chatbot', issues: ['(root): invalid_type'] });
  });

  it('listens only for messages the parent sends, one handler each', () => {
    const channel = connect();
    expect(() => channel.on('login' as never, (() => {}) as never)).toThrow(TypeError);
    expect(() => channel.on('toString' as never, (() => {}) as never)).toThrow(TypeError);
    const stop = channel.on('logout', () => {});
    expect(() => channel.on('logout', () => {})).toThrow();
    stop();
    expect(transport.listeners.has('logout')).toBe(false);
    expect(() => channel.on('logout', () => {})).not.toThrow();
  });

  it('logs a request from the parent that no listener takes (an unknown name, or one the widget sends)', () => {
    connect();
    const packet = (messages: unknown[]) => JSON.stringify({ [POST_ROBOT_WIRE_KEY]: messages });
    const send = (data: string) => window.dispatchEvent(new MessageEvent('message', { data, origin: HOTEL, source: parentWin }));
    send(packet([{ type: 'postrobot_message_request', name: 'logoutEverybody\u0007', data: {} }]));
    send(packet([{ type: 'postrobot_message_request', name: 'login', data: {} }]));
    // Known names, post-robot's own traffic, acks and answers, and what is no packet at all: silent.
    send(packet([{ type: 'postrobot_message_request', name: 'logout' }, { type: 'postrobot_message_request', name: 'postrobot_hello' }]));
    send(packet([{ type: 'postrobot_message_ack', name: 'whatever' }, { type: 'postrobot_message_response', name: 'getTriplabotUserId' }]));
    send(`{"${POST_ROBOT_WIRE_KEY}": not json`);
    expect(log.mock.calls).toEqual([
      ['message refused', { reason: 'unknown-name', name: 'logoutEverybody?' }],
      ['message refused', { reason: 'wrong-direction', name: 'login', expected: 'fromParent' }],
    ]);
  });

  it('logs a bridge packet that post-robot would drop silently (other origin or window)', () => {
    connect();
    const packet = JSON.stringify({ [POST_ROBOT_WIRE_KEY]: [{ name: 'logout', data: { token: TOKEN } }] });
    window.dispatchEvent(new MessageEvent('message', { data: packet, origin: 'https://hotel.example.com.evil.test', source: parentWin }));
    window.dispatchEvent(new MessageEvent('message', { data: packet, origin: HOTEL, source: otherWin }));
    window.dispatchEvent(new MessageEvent('message', { data: packet, origin: HOTEL, source: parentWin }));
    window.dispatchEvent(new MessageEvent('message', { data: 'not ours', origin: 'https://ads.test', source: otherWin }));
    expect(log.mock.calls).toEqual([
      ['ignored a message from another window or origin', { origin: 'https://hotel.example.com.evil.test', window: 'parent' }],
      ['ignored a message from another window or origin', { origin: HOTEL, window: 'other' }],
    ]);
  });
});

describe('the logout held until ready', () => {
  it('runs a logout received before markReady once the widget is ready', async () => {
    const channel = connect();
    const logout = vi.fn();
    channel.on('logout', logout);
    await transport.deliver('logout', { source: parentWin, origin: HOTEL, data: {} });
    await transport.deliver('logout', { source: parentWin, origin: HOTEL, data: undefined });
    expect(logout).not.toHaveBeenCalled();
    expect(channel.ready).toBe(false);
    channel.markReady();
    await vi.waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(channel.ready).toBe(true);
    await transport.deliver('logout', { source: parentWin, origin: HOTEL, data: {} });
    expect(logout).toHaveBeenCalledTimes(2);
  });

  it('holds nothing from a wrong origin', async () => {
    const channel = connect();
    const logout = vi.fn();
    channel.on('logout', logout);
    await expect(transport.deliver('logout', { source: parentWin, origin: 'https://evilhotel.example.com', data: {} })).rejects.toThrow();
    channel.markReady();
    await new Promise((r) => setTimeout(r, 0));
    expect(logout).not.toHaveBeenCalled();
  });

  it('holds refresh-login-from-chatbot too (the latest one), and runs it at once after', async () => {
    const channel = connect();
    const refresh = vi.fn();
    channel.on('refresh-login-from-chatbot', refresh);
    await transport.deliver('refresh-login-from-chatbot', { source: parentWin, origin: HOTEL, data: {} });
    await transport.deliver('refresh-login-from-chatbot', { source: parentWin, origin: HOTEL, data: {} });
    expect(refresh).not.toHaveBeenCalled();
    channel.markReady();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    await transport.deliver('refresh-login-from-chatbot', { source: parentWin, origin: HOTEL, data: {} });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('runs what was held in the order each last came: the chat’s last word runs last', async () => {
    const channel = connect();
    const order: string[] = [];
    channel.on('logout', () => void order.push('logout'));
    channel.on('refresh-login-from-chatbot', () => void order.push('refresh'));
    await transport.deliver('refresh-login-from-chatbot', { source: parentWin, origin: HOTEL, data: {} });
    await transport.deliver('logout', { source: parentWin, origin: HOTEL, data: {} });
    await transport.deliver('refresh-login-from-chatbot', { source: parentWin, origin: HOTEL, data: {} });
    channel.markReady();
    await vi.waitFor(() => expect(order).toEqual(['logout', 'refresh']));
  });

  it('drops a held logout when the listener stops first', async () => {
    const channel = connect();
    const logout = vi.fn();
    const stop = channel.on('logout', logout);
    await transport.deliver('logout', { source: parentWin, origin: HOTEL, data: {} });
    stop();
    channel.markReady();
    await new Promise((r) => setTimeout(r, 0));
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs a held logout that fails', async () => {
    const channel = connect();
    channel.on('logout', () => {
      throw new Error('server said no');
    });
    await transport.deliver('logout', { source: parentWin, origin: HOTEL, data: {} });
    channel.markReady();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('held message failed', { error: 'server said no' }));
  });
});

describe('the chatbot user-id handshake', () => {
  const A3 = fakeAssertion('chat-user-3-0123456789');
  const A4 = fakeAssertion('chat-user-4-0123456789');
  const reply = (user_id: string | null, origin = HOTEL, source: Window = parentWin): TransportEvent => ({ source, origin, data: { user_id } });

  it('asks every 200 ms and resolves with the id answered on the third try', async () => {
    vi.useFakeTimers();
    transport.respond = async (_sent, attempt) => {
      if (attempt === 1) throw new Error('No handler found for post message: getTriplabotUserId');
      if (attempt === 2) return reply(null);
      return reply(A3);
    };
    const channel = connect();
    const asked = channel.askUserId();
    await vi.advanceTimersByTimeAsync(399);
    expect(transport.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(asked).resolves.toBe(A3);
    expect(transport.sent).toHaveLength(3);
    expect(transport.sent[0]).toMatchObject({ win: parentWin, name: 'getTriplabotUserId', data: {}, options: { domain: HOTEL, timeout: 2000 } });
    expect(transport.sent[2]?.options.timeout).toBe(1600);
    await vi.advanceTimersByTimeAsync(2000);
    expect(transport.sent).toHaveLength(3);
    expect(log).not.toHaveBeenCalled();
  });

  it('resolves null after 2 s of no answer, having asked 10 times', async () => {
    vi.useFakeTimers();
    transport.respond = () => new Promise(() => {});
    const channel = connect();
    let result: string | null | undefined;
    void channel.askUserId().then((id) => (result = id));
    await vi.advanceTimersByTimeAsync(1999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
    expect(transport.sent).toHaveLength(10);
    expect(log).toHaveBeenCalledWith('no chatbot user id from the parent', { attempts: 10, ms: 2000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.sent).toHaveLength(10);
  });

  it('takes no id from another origin or window, nor a malformed one', async () => {
    vi.useFakeTimers();
    const answers = [reply(fakeAssertion('evil-user-0000000001'), 'https://hotel.example.com.evil.test'), reply(fakeAssertion('evil-user-0000000002'), HOTEL, otherWin), { source: parentWin, origin: HOTEL, data: { user_id: 42 } }];
    transport.respond = async (_sent, attempt) => answers[attempt - 1] ?? reply(A4);
    const channel = connect();
    const asked = channel.askUserId();
    await vi.advanceTimersByTimeAsync(600);
    await expect(asked).resolves.toBe(A4);
    expect(transport.sent).toHaveLength(4);
  });

  it('never asks a parent on any origin', async () => {
    const channel = connect({ parentUrl: undefined, allowAnyOrigin: true });
    await expect(channel.askUserId()).resolves.toBeNull();
    expect(transport.sent).toEqual([]);
  });
});

describe('the page flavour (a hotel’s page through the embed SDK)', () => {
  it('says what a page needs, at the exact origin of parentUrl, and nothing that carries a session', async () => {
    const channel = connect({ flavour: 'page' });
    expect(channel.flavour).toBe('page');
    for (const [name, payload] of [
      ['booking-widget-opened', {}],
      ['resize', { height: 1480 }],
      ['pageChanged', {}],
      ['ga4Event', { name: 'page_view' }],
      ['removeQuery', { keys: ['accessToken'] }],
      ['close', {}],
    ] as const) {
      expect(await (channel.send as (n: OutgoingName, p: unknown) => Promise<{ ok: boolean }>)(name, payload), name).toEqual({ ok: true, reply: undefined });
    }
    expect(transport.sent.map((s) => [s.name, s.options.domain])).toEqual([
      ['booking-widget-opened', HOTEL],
      ['resize', HOTEL],
      ['pageChanged', HOTEL],
      ['ga4Event', HOTEL],
      ['removeQuery', HOTEL],
      ['close', HOTEL],
    ]);
    transport.sent.length = 0;
    expect(await channel.send('login', { user_id: 7, membership_id: null })).toEqual({ ok: false, reason: 'chatbot-only' });
    expect(await channel.send('receiveTriplabotSession', { session: TOKEN })).toEqual({ ok: false, reason: 'chatbot-only' });
    expect(await channel.send('triplabotSynced', { user_id: 'chat-user-1' })).toEqual({ ok: false, reason: 'chatbot-only' });
    expect(await channel.send('receiveCompanionInfo', { rooms: [] })).toEqual({ ok: false, reason: 'chatbot-only' });
    expect(await channel.send('show-chatbot', {})).toEqual({ ok: false, reason: 'chatbot-only' });
    expect(transport.sent).toEqual([]);
    expect(logged()).not.toContain('SECRET');
  });

  it('asks for no chatbot user and takes nothing from the page', async () => {
    const channel = connect({ flavour: 'page' });
    expect(await channel.askUserId()).toBeNull();
    const logout = vi.fn();
    channel.on('logout', logout);
    expect(transport.listeners.size).toBe(0);
    expect(transport.sent).toEqual([]);
  });

  it('never opens for any origin, whatever is allowed', () => {
    expect(connectToParent({ parentUrl: 'null', allowAnyOrigin: true, flavour: 'page', transport, logger: log, self: window, parent: parentWin })).toBeNull();
    const channel = connect({ flavour: 'page', allowAnyOrigin: true });
    expect(channel.anyOrigin).toBe(false);
    expect(channel.origin).toBe(HOTEL);
  });
});
