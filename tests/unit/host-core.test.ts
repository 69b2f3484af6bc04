// @vitest-environment jsdom
// The embed SDK's logic (bridge/host-core.ts) over an injected transport that, unlike post-robot,
// filters nothing: every window and origin check seen here is the SDK's own. The real wire is
// covered by e2e/embed.spec.ts.
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createSdk, INBOUND, MIN_AUTO_HEIGHT, parentUrlOf, parseInbound, type HostTransport, type HostTransportEvent } from '../../bridge/host-core';
import type { YadoriChatbotOptions, YadoriEvents, YadoriOpenOptions, YadoriOptions, YadoriPageOptions, YadoriTrace, YadoriWidget } from '../../bridge/host-api';
import { MESSAGES, type OutgoingName } from '../../bridge/messages';
import { fakeAssertion } from '../fixtures/chatbot-assertion';

const WIDGET = 'https://widget.example.test';
const SCRIPT = `${WIDGET}/embed/yadori-embed.js`;
/** What the page answers with: an assertion its chatbot's server signed. */
const USER_ID = fakeAssertion('chat_user-0123456789abcdef');
const TOKEN = 'tok_SECRET_session_9a8b7c';

type Sent = { win: Window; name: string; data: unknown; options: { domain: string; timeout?: number } };
type Listener = { options: { domain: string; window: Window }; handler: (event: HostTransportEvent) => unknown; cancelled: boolean };

/** Records sends and listeners; a test delivers events with any window and origin. */
class FakeTransport implements HostTransport {
  sent: Sent[] = [];
  listeners = new Map<string, Listener>();
  outcome: () => Promise<unknown> = async () => ({ data: undefined });

  on(name: string, options: Listener['options'], handler: Listener['handler']) {
    const listener: Listener = { options, handler, cancelled: false };
    this.listeners.set(name, listener);
    return { cancel: () => void (listener.cancelled = true) };
  }

  send(win: Window, name: string, data: unknown, options: Sent['options']) {
    this.sent.push({ win, name, data, options });
    return this.outcome();
  }

  /** Delivers like post-robot would: the handler's value is the reply, a throw is an error reply. */
  async deliver(name: string, event: HostTransportEvent): Promise<unknown> {
    const listener = this.listeners.get(name);
    if (!listener || listener.cancelled) throw new Error(`no listener for ${name}`);
    return listener.handler(event);
  }
}

let transport: FakeTransport;
let traces: YadoriTrace[];
let widget: YadoriWidget | undefined;

function open(options: Partial<YadoriPageOptions> | Partial<YadoriChatbotOptions> = {}): YadoriWidget {
  widget = createSdk(transport, { scriptSrc: SCRIPT }).open({ code: 'demo-tokyo', trace: (t) => traces.push(t), ...options } as YadoriOptions);
  return widget;
}

/** The widget in chatbot mode. */
function openChat(options: Partial<YadoriChatbotOptions> = {}): YadoriWidget {
  return open({ mode: 'chatbot', ...options });
}

/** A message from the widget's frame, from the widget's origin. */
function fromWidget(w: YadoriWidget, name: string, data: unknown = {}) {
  return transport.deliver(name, { source: w.iframe.contentWindow, origin: WIDGET, data });
}

beforeEach(() => {
  document.body.innerHTML = '<button id="launcher">Book</button><div id="box"></div>';
  document.head.innerHTML = '';
  history.replaceState(null, '', '/rooms/?code=demo-tokyo');
  transport = new FakeTransport();
  traces = [];
  widget = undefined;
});

afterEach(() => {
  widget?.close();
  delete (window as { gtag?: unknown }).gtag;
});

describe('opening', () => {
  it('frames the widget as a hotel page by default (iframe=embed), with the page as parentUrl', () => {
    history.replaceState(null, '', '/rooms/?accessToken=tok_SECRET_page&lang=ja#top');
    const w = open({ container: '#box', locale: 'en', search: { adults: 2 } });
    expect(w.mode).toBe('page');
    expect(Object.fromEntries(new URL(w.iframe.src).searchParams)).toEqual({
      adults: '2',
      code: 'demo-tokyo',
      locale: 'en',
      iframe: 'embed',
      parentUrl: `${location.origin}/rooms/?accessToken=&lang=ja`,
      parentPathname: '/rooms/',
    });
  });

  it('takes the chatbot options in chatbot mode only, and no unknown mode', () => {
    const sdk = createSdk(transport, { scriptSrc: SCRIPT });
    const chatOnly = { chatbotUserId: USER_ID, chatbotSync: true, iconMessageId: 'm', authAutoMessageId: 'a', customBotTest: true };
    for (const [key, value] of Object.entries(chatOnly)) {
      expect(() => sdk.open({ code: 'demo-tokyo', container: '#box', [key]: value } as YadoriOptions), key).toThrow(new RegExp(`${key} needs mode: 'chatbot'`));
    }
    expect(() => sdk.open({ code: 'demo-tokyo', container: '#box', mode: 'chat' } as unknown as YadoriOptions)).toThrow(/no mode chat/);
    expect(transport.listeners.size).toBe(0);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames the widget in chatbot mode when asked, with the page as parentUrl, and nothing secret in it', () => {
    history.replaceState(null, '', '/rooms/?accessToken=tok_SECRET_page&lang=ja#top');
    const w = openChat({
      container: '#box',
      path: '/booking/result',
      locale: 'ja',
      search: { checkin: '2026-12-10', checkout: '2026-12-12', adults: 2, iframe: 'standalone', empty: null },
      customBotTest: true,
      iconMessageId: 'msg-1',
      authAutoMessageId: 'msg-2',
      chatbotSync: true,
    });
    const src = new URL(w.iframe.src);
    expect(src.origin + src.pathname).toBe(`${WIDGET}/booking/result`);
    const q = Object.fromEntries(src.searchParams);
    expect(q).toEqual({
      checkin: '2026-12-10',
      checkout: '2026-12-12',
      adults: '2',
      // The SDK's own parameters win over a search parameter of the same name.
      iframe: 'chatbot',
      code: 'demo-tokyo',
      locale: 'ja',
      parentUrl: `${location.origin}/rooms/?accessToken=&lang=ja`,
      parentPathname: '/rooms/',
      icon_message_id: 'msg-1',
      auth_auto_message_id: 'msg-2',
      chatbot_sync: 'true',
      custom_bot_test: 'true',
    });
    expect(w.iframe.src).not.toContain('tok_SECRET');
    // No chatbot user id in the address: it travels through the handshake only.
    expect(src.searchParams.has('chatbot_user_id')).toBe(false);
  });

  it('keeps secret parameter names in parentUrl but never their values', () => {
    expect(parentUrlOf('https://hotel.example.com/a?x=1&refresh_token=abc&otid=9#frag')).toBe('https://hotel.example.com/a?x=1&refresh_token=&otid=');
  });

  it('refuses a missing code, a widget address that is not http(s), and a path to another site', () => {
    const sdk = createSdk(transport, { scriptSrc: SCRIPT });
    expect(() => sdk.open({ code: '' })).toThrow(/code/);
    expect(() => sdk.open({} as YadoriOptions)).toThrow(/code/);
    expect(() => createSdk(transport, {}).open({ code: 'demo-tokyo' })).toThrow(/widgetUrl/);
    expect(() => sdk.open({ code: 'demo-tokyo', widgetUrl: 'javascript:alert(1)' })).toThrow(/widgetUrl/);
    expect(() => sdk.open({ code: 'demo-tokyo', path: 'https://evil.example/phish' })).toThrow(/path/);
    expect(() => sdk.open({ code: 'demo-tokyo', path: '//evil.example/phish' })).toThrow(/path/);
    expect(() => sdk.open({ code: 'demo-tokyo', container: '#missing' })).toThrow(/container/);
    expect(transport.listeners.size).toBe(0);
    expect(document.querySelector('iframe, dialog')).toBeNull();
  });

  it('listens for every message the widget posts, bound to its frame and its exact origin', () => {
    const w = open({ container: '#box', widgetUrl: 'https://WIDGET.example.test:443/some/page' });
    const posted = (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).filter((n) => MESSAGES[n].direction === 'toParent');
    expect([...transport.listeners.keys()].sort()).toEqual([...posted].sort());
    for (const { options } of transport.listeners.values()) expect(options).toEqual({ domain: WIDGET, window: w.iframe.contentWindow });
  });
});

describe('ready and the queue', () => {
  it('holds logout and refresh-login until booking-widget-opened, then sends them in order', async () => {
    const w = openChat({ container: '#box' });
    w.logout();
    w.refreshLogin();
    expect(transport.sent).toEqual([]);
    expect(w.ready).toBe(false);
    expect(traces.map((t) => `${t.kind} ${t.name}`)).toEqual(['queued logout', 'queued refresh-login-from-chatbot']);

    await fromWidget(w, 'booking-widget-opened');
    expect(w.ready).toBe(true);
    expect(transport.sent.map((s) => s.name)).toEqual(['logout', 'refresh-login-from-chatbot']);
    for (const s of transport.sent) {
      expect(s.win).toBe(w.iframe.contentWindow);
      expect(s.options.domain).toBe(WIDGET);
      expect(s.data).toEqual({});
    }
    await vi.waitFor(() => expect(traces.filter((t) => t.kind === 'delivered').map((t) => t.name)).toEqual(['logout', 'refresh-login-from-chatbot']));

    // Ready: sent at once.
    w.logout();
    expect(transport.sent.map((s) => s.name)).toEqual(['logout', 'refresh-login-from-chatbot', 'logout']);
  });

  it('sends no action to a hotel page: signing in and out there is not the page’s to say', async () => {
    const w = open({ container: '#box' });
    await fromWidget(w, 'booking-widget-opened');
    w.logout();
    w.refreshLogin();
    expect(transport.sent).toEqual([]);
    expect(traces.filter((t) => t.kind === 'failed')).toEqual([
      { kind: 'failed', name: 'logout', reason: 'chatbot mode only' },
      { kind: 'failed', name: 'refresh-login-from-chatbot', reason: 'chatbot mode only' },
    ]);
  });

  it('reports an action the widget did not take', async () => {
    transport.outcome = () => Promise.reject(new Error('No handler found for post message: logout from http://x\n\nstack...'));
    const w = openChat({ container: '#box' });
    await fromWidget(w, 'booking-widget-opened');
    w.logout();
    await vi.waitFor(() => expect(traces.at(-1)).toEqual({ kind: 'failed', name: 'logout', reason: 'No handler found for post message: logout from http://x' }));
  });

  it('sends nothing after close, and drops what was held', async () => {
    const w = openChat({ container: '#box' });
    w.logout();
    w.close();
    w.refreshLogin();
    expect(transport.sent).toEqual([]);
    expect(traces.at(-1)).toMatchObject({ kind: 'failed', name: 'refresh-login-from-chatbot', reason: 'closed' });
    expect([...transport.listeners.values()].every((l) => l.cancelled)).toBe(true);
  });
});

describe('filtering', () => {
  it('ignores a message from another window or another origin, however alike', async () => {
    const onOpened = vi.fn();
    const w = open({ container: '#box', on: { 'booking-widget-opened': onOpened } });
    const other = document.createElement('iframe');
    document.body.append(other);
    const attempts: HostTransportEvent[] = [
      { source: other.contentWindow, origin: WIDGET, data: {} },
      { source: window, origin: WIDGET, data: {} },
      { source: null, origin: WIDGET, data: {} },
      { source: w.iframe.contentWindow, origin: 'https://widget.example.test.evil.test', data: {} },
      { source: w.iframe.contentWindow, origin: 'https://evilwidget.example.test', data: {} },
      { source: w.iframe.contentWindow, origin: 'http://widget.example.test', data: {} },
      { source: w.iframe.contentWindow, origin: 'https://widget.example.test:8443', data: {} },
      { source: w.iframe.contentWindow, origin: 'null', data: {} },
      { source: w.iframe.contentWindow, origin: '*', data: {} },
    ];
    for (const event of attempts) await expect(transport.deliver('booking-widget-opened', event)).rejects.toThrow('refused');
    expect(onOpened).not.toHaveBeenCalled();
    expect(w.ready).toBe(false);
    expect(traces.every((t) => t.kind === 'refused')).toBe(true);
    expect(traces.map((t) => t.reason)).toContain('from another window');
    expect(traces.map((t) => t.reason)).toContain('from another origin');
  });

  it('refuses a malformed payload and passes a valid one on without unknown fields', async () => {
    const onLogin = vi.fn();
    const w = open({ container: '#box', on: { login: onLogin } });
    await expect(fromWidget(w, 'login', { user_id: '12', membership_id: null })).rejects.toThrow('invalid payload');
    await expect(fromWidget(w, 'login', { user_id: 12, membership_id: null, helper: () => 1 })).resolves.toBeUndefined();
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onLogin).toHaveBeenCalledWith({ user_id: 12, membership_id: null });
  });

  it('checks payloads exactly as the message table does', () => {
    const samples: Record<string, unknown[]> = {
      'show-chatbot': [{}, { icon_message_id: 'msg-42' }, { icon_message_id: '' }, { icon_message_id: 42 }, null, 'x', { icon_message_id: 'a'.repeat(256) }],
      'booking-widget-opened': [{}, undefined, null, 'ready', 1, [], { extra: 1 }],
      login: [
        { user_id: 12, membership_id: 'M-1' },
        { user_id: 1, membership_id: null },
        { user_id: '12', membership_id: null },
        { user_id: 0, membership_id: null },
        { user_id: 1.5, membership_id: null },
        { user_id: 2 ** 53, membership_id: null },
        { user_id: 3 },
        { user_id: 3, membership_id: '' },
      ],
      receiveTriplabotSession: [{ session: TOKEN }, { session: '' }, { session: 'x'.repeat(4096) }, { session: 'x'.repeat(4097) }, { session: 7 }, {}],
      triplabotSynced: [{ user_id: 'chat-user-1' }, { user_id: '' }, { user_id: 5 }, {}],
      getTriplabotUserId: [{}, undefined, null, 'who'],
      receiveCompanionInfo: [
        { rooms: [] },
        { rooms: [{ adult_companion: 1, kid_tier_A_companion: 0 }] },
        { rooms: [{ adult_companion: 999, kid_tier_A_companion: 999 }] },
        { rooms: [{ adult_companion: 1000, kid_tier_A_companion: 0 }] },
        { rooms: [{ adult_companion: -1, kid_tier_A_companion: 0 }] },
        { rooms: [{ adult_companion: 1 }] },
        { rooms: 'two' },
        { rooms: [null] },
        {},
      ],
      close: [{}, undefined, null, 'close'],
      pageChanged: [{}, undefined, null, 'page'],
      resize: [{ height: 0 }, { height: 1280 }, { height: 100_000 }, { height: 100_001 }, { height: -1 }, { height: 12.5 }, { height: '640' }, {}, null, { height: 10, extra: 1 }],
      removeQuery: [
        { keys: ['booking_widget'] },
        { keys: ['a', 'rooms[0]', 'x.y-z'] },
        { keys: [] },
        { keys: ['a=b'] },
        { keys: ['a b'] },
        { keys: [''] },
        { keys: ['k'.repeat(101)] },
        { keys: Array.from({ length: 51 }, (_, i) => `k${i}`) },
        { keys: 'booking_widget' },
      ],
      ga4Event: [
        { name: 'begin_checkout' },
        { name: 'purchase', params: { value: 12000, currency: 'JPY', coupon_used: false } },
        { name: '1st_event' },
        { name: 'a'.repeat(41) },
        { name: 'ok', params: { 'bad-key': 1 } },
        { name: 'ok', params: { long: 'x'.repeat(101) } },
        { name: 'ok', params: { n: null } },
        { name: 'ok', params: { n: Number.POSITIVE_INFINITY } },
        { name: 'ok', params: Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`p${i}`, i])) },
        { name: 'ok', params: [] },
        { name: 'purchase', params: { value: 1.5, currency: 'USD', items: [{ item_id: 'twin-room-only', price: 1.5, quantity: 2 }, { item_id: 'suite' }] } },
        { name: 'ok', params: { items: [] } },
        { name: 'ok', params: { items: Array.from({ length: 200 }, (_, i) => ({ item_id: `i${i}` })) } },
        { name: 'ok', params: { items: Array.from({ length: 201 }, (_, i) => ({ item_id: `i${i}` })) } },
        { name: 'ok', params: { items: [Object.fromEntries(Array.from({ length: 27 }, (_, i) => [`p${i}`, i]))] } },
        { name: 'ok', params: { items: [Object.fromEntries(Array.from({ length: 28 }, (_, i) => [`p${i}`, i]))] } },
        { name: 'ok', params: { items: [{ item_name: 'x'.repeat(101) }] } },
        { name: 'ok', params: { items: [{ nested: { a: 1 } }] } },
        { name: 'ok', params: { items: [{ 'bad-key': 1 }] } },
        { name: 'ok', params: { items: [['a']] } },
        { name: 'ok', params: { items: 'many' } },
        { name: 'ok', params: { products: [{ item_id: 'a' }] } },
      ],
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(INBOUND).sort());
    for (const [name, payloads] of Object.entries(samples)) {
      const schema = MESSAGES[name as OutgoingName].payload;
      for (const payload of payloads) {
        const zod = schema.safeParse(payload);
        const ours = parseInbound(name, payload);
        expect(Boolean(ours), `${name} ${JSON.stringify(payload)}`).toBe(zod.success);
        if (ours && zod.success) expect(ours.value).toEqual(zod.data);
      }
    }
    expect(parseInbound('logout', {})).toBeUndefined();
    expect(parseInbound('toString', {})).toBeUndefined();
  });
});

describe('events', () => {
  it('hands each listener its typed payload, and stops when told', async () => {
    const w = open({ container: '#box' });
    const companions: YadoriEvents['receiveCompanionInfo'][] = [];
    const stop = w.on('receiveCompanionInfo', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ rooms: { adult_companion: number; kid_tier_A_companion: number }[] }>();
      companions.push(payload);
    });
    w.on('login', (payload) => expectTypeOf(payload.user_id).toBeNumber());
    // @ts-expect-error not a message the widget posts
    expect(() => w.on('logout', () => {})).toThrow(/no event/);
    expect(() => w.on('getTriplabotUserId' as 'close', () => {})).toThrow(/no event/);

    const rooms = [{ adult_companion: 1, kid_tier_A_companion: 2 }];
    await fromWidget(w, 'receiveCompanionInfo', { rooms });
    stop();
    await fromWidget(w, 'receiveCompanionInfo', { rooms: [] });
    expect(companions).toEqual([{ rooms }]);
  });

  it('keeps going when a listener throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const w = open({ container: '#box' });
    w.on('show-chatbot', () => {
      throw new Error('page bug');
    });
    w.on('show-chatbot', second);
    await fromWidget(w, 'show-chatbot', { icon_message_id: 'm1' });
    expect(second).toHaveBeenCalledWith({ icon_message_id: 'm1' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('answers getTriplabotUserId with the page’s id, asked each time, and null when there is none', async () => {
    let current: string | null = null;
    const w = openChat({ container: '#box', chatbotUserId: () => current });
    await expect(fromWidget(w, 'getTriplabotUserId')).resolves.toEqual({ user_id: null });
    current = USER_ID;
    await expect(fromWidget(w, 'getTriplabotUserId')).resolves.toEqual({ user_id: USER_ID });
    // A bare chatbot user id is no assertion.
    current = 'chat_user-0123456789abcdef';
    await expect(fromWidget(w, 'getTriplabotUserId')).resolves.toEqual({ user_id: null });
    expect(traces.at(-2)).toMatchObject({ kind: 'failed', name: 'getTriplabotUserId' });
    w.close();

    const fixed = openChat({ container: '#box', chatbotUserId: USER_ID });
    await expect(fromWidget(fixed, 'getTriplabotUserId')).resolves.toEqual({ user_id: USER_ID });
    const later = openChat({ container: '#box', chatbotUserId: async () => USER_ID });
    await expect(fromWidget(later, 'getTriplabotUserId')).resolves.toEqual({ user_id: USER_ID });
    const none = openChat({ container: '#box' });
    await expect(fromWidget(none, 'getTriplabotUserId')).resolves.toEqual({ user_id: null });
    // A hotel page has no chatbot user to give.
    const page = open({ container: '#box' });
    await expect(fromWidget(page, 'getTriplabotUserId')).resolves.toEqual({ user_id: null });
  });

  it('takes removeQuery names out of the address without a history entry, and passes ga4Event to gtag', async () => {
    history.replaceState({ page: 1 }, '', '/rooms/?code=demo-tokyo&one_time_access_token=abc&keep=1');
    const length = history.length;
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const w = open({ container: '#box' });
    await fromWidget(w, 'removeQuery', { keys: ['one_time_access_token'] });
    expect(location.search).toBe('?code=demo-tokyo&keep=1');
    expect(history.length).toBe(length);
    expect(history.state).toEqual({ page: 1 });
    await fromWidget(w, 'ga4Event', { name: 'begin_checkout', params: { value: 1 } });
    expect(gtag).toHaveBeenCalledWith('event', 'begin_checkout', { value: 1 });

    w.close();
    gtag.mockClear();
    history.replaceState(null, '', '/rooms/?x=1');
    const quiet = open({ container: '#box', removeQuery: false, ga4: false });
    await fromWidget(quiet, 'removeQuery', { keys: ['x'] });
    await fromWidget(quiet, 'ga4Event', { name: 'begin_checkout' });
    expect(location.search).toBe('?x=1');
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe('inline', () => {
  it('puts the frame in the container, titled, and removes it on close', async () => {
    const onClosed = vi.fn();
    const w = open({ container: document.getElementById('box') as HTMLElement, height: '720px', title: 'Book a room', onClosed });
    expect(w.iframe.parentElement?.id).toBe('box');
    expect(w.iframe.title).toBe('Book a room');
    expect(w.iframe.style.height).toBe('720px');
    expect(document.querySelector('dialog')).toBeNull();
    await fromWidget(w, 'close');
    expect(w.closed).toBe(true);
    expect(document.querySelector('iframe')).toBeNull();
    expect(onClosed).toHaveBeenCalledWith('message');
  });
});

describe('height', () => {
  const resize = (w: YadoriWidget, height: number) => fromWidget(w, 'resize', { height });

  it('an inline hotel page follows the widget’s height, never below the minimum, and listeners hear it', async () => {
    const heights: number[] = [];
    const w = open({ container: '#box', on: { resize: ({ height }) => heights.push(height) } });
    expect(w.iframe.style.height).toBe('640px');
    await resize(w, 2480);
    expect(w.iframe.style.height).toBe('2480px');
    await resize(w, 900);
    expect(w.iframe.style.height).toBe('900px');
    await resize(w, 40);
    expect(w.iframe.style.height).toBe(`${MIN_AUTO_HEIGHT}px`);
    expect(heights).toEqual([2480, 900, 40]);
    await expect(resize(w, -5)).rejects.toThrow('invalid payload');
    expect(w.iframe.style.height).toBe(`${MIN_AUTO_HEIGHT}px`);
  });

  it('keeps a fixed height with autoHeight off, and in chatbot mode unless asked', async () => {
    const fixed = open({ container: '#box', height: '700px', autoHeight: false });
    await resize(fixed, 2000);
    expect(fixed.iframe.style.height).toBe('700px');
    const chat = openChat({ container: '#box', height: '100%' });
    await resize(chat, 2000);
    expect(chat.iframe.style.height).toBe('100%');
    const growing = openChat({ container: '#box', autoHeight: true });
    await resize(growing, 2000);
    expect(growing.iframe.style.height).toBe('2000px');
  });
});

describe('another page of the widget', () => {
  const changed = (w: YadoriWidget) => fromWidget(w, 'pageChanged', {});

  it('brings an inline frame’s top into view when the page had scrolled past it, and listeners hear it', async () => {
    const heard: unknown[] = [];
    const w = open({ container: '#box', on: { pageChanged: (p) => heard.push(p) } });
    const scrolled: unknown[] = [];
    w.iframe.scrollIntoView = (arg?: boolean | ScrollIntoViewOptions) => void scrolled.push(arg);
    let top = -400;
    w.iframe.getBoundingClientRect = () => ({ top }) as DOMRect;
    await changed(w);
    expect(scrolled).toEqual([{ block: 'start' }]);
    // Its top in view already: the page stays where it is.
    top = 120;
    await changed(w);
    expect(scrolled).toHaveLength(1);
    expect(heard).toEqual([{}, {}]);
  });

  it('leaves the page where it is with scrollOnPageChange off', async () => {
    const w = open({ container: '#box', scrollOnPageChange: false });
    const scrolled: unknown[] = [];
    w.iframe.scrollIntoView = () => void scrolled.push(1);
    w.iframe.getBoundingClientRect = () => ({ top: -400 }) as DOMRect;
    await changed(w);
    expect(scrolled).toEqual([]);
  });
});

describe('modal', () => {
  beforeEach(() => {
    // jsdom has no modal dialogs: showModal/close stand in as the attribute they set.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });

  function launch(options: Partial<YadoriOpenOptions> & { autoHeight?: boolean } = {}) {
    const launcher = document.getElementById('launcher') as HTMLButtonElement;
    launcher.focus();
    expect(document.activeElement).toBe(launcher);
    const w = open(options);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    return { launcher, w, dialog };
  }

  it('opens an accessible dialog and moves focus into it', () => {
    const { w, dialog } = launch({ locale: 'en' });
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Booking');
    expect(dialog.contains(w.iframe)).toBe(true);
    expect(w.iframe.title).toBe('Booking');
    const close = dialog.querySelector('button');
    expect(close?.getAttribute('aria-label')).toBe('Close');
    expect(close?.type).toBe('button');
    expect(document.activeElement).toBe(close);
    expect(document.getElementById('yadori-embed-css')).not.toBeNull();
  });

  it('speaks Japanese when the widget does', () => {
    const { dialog } = launch({ locale: 'ja' });
    expect(dialog.getAttribute('aria-label')).toBe('予約');
    expect(dialog.querySelector('button')?.getAttribute('aria-label')).toBe('閉じる');
  });

  it('closes on Escape and gives focus back', () => {
    const onClosed = vi.fn();
    const { launcher, w, dialog } = launch({ onClosed });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(w.closed).toBe(true);
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(launcher);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledWith('escape');
  });

  it('closes with its button and gives focus back', () => {
    const onClosed = vi.fn();
    const { launcher, w, dialog } = launch({ onClosed });
    dialog.querySelector('button')?.click();
    expect(w.closed).toBe(true);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);
    expect(onClosed).toHaveBeenCalledWith('button');
  });

  it('closes when the widget posts close, after telling listeners', async () => {
    const order: string[] = [];
    const { launcher, w } = launch({ onClosed: (reason) => order.push(`closed:${reason}`) });
    w.on('close', () => order.push(`listener:${String(w.closed)}`));
    await fromWidget(w, 'close');
    expect(order).toEqual(['listener:false', 'closed:message']);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);
    // A second close, from anywhere, does nothing more.
    w.close();
    expect(order).toHaveLength(2);
  });

  it('keeps its own size whatever height the widget says, and has one close control of its own', async () => {
    const { w, dialog } = launch({ autoHeight: true });
    await fromWidget(w, 'resize', { height: 3000 });
    expect(w.iframe.style.height).toBe('');
    expect(dialog.querySelectorAll('button')).toHaveLength(1);
    expect(new URL(w.iframe.src).searchParams.get('iframe')).toBe('embed');
  });

  it('reuses one style sheet for every modal', () => {
    launch().w.close();
    launch().w.close();
    expect(document.querySelectorAll('#yadori-embed-css')).toHaveLength(1);
  });
});
