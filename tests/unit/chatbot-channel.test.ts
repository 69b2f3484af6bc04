// @vitest-environment jsdom
// The widget's use of the parent channel (src/lib/chatbot.ts), over a fake channel: what is said
// while the channel opens, the login and its session together, the user-id handshake's answers,
// chatbot mode remembered across a full load inside the frame, and the page flavour a hotel's
// page gets through the embed SDK.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectOptions, ParentChannel, SendOutcome } from '../../bridge/child';
import type { OutgoingName } from '../../bridge/messages';
import { ChatbotLinkAnswerSchema, type User } from '../../contract';
import { installFakeApi, ok } from '../fixtures/fake-api';
import { fakeAssertion } from '../fixtures/chatbot-assertion';

const CHAT_USER = 'chat-user-0123456789abcdef';
const ASSERTION = fakeAssertion(CHAT_USER);

const sent: { name: string; payload: unknown }[] = [];
let loginOk = true;
let askAnswers: (string | null)[] = [];
let asks = 0;

const fakeChannel: ParentChannel = {
  origin: 'https://chat.hotel.test',
  anyOrigin: false,
  flavour: 'chatbot',
  ready: false,
  send: ((name: OutgoingName, payload?: unknown) => {
    sent.push({ name, payload });
    const ok = name !== 'login' || loginOk;
    return Promise.resolve((ok ? { ok: true, reply: undefined } : { ok: false, reason: 'invalid-payload' }) as SendOutcome<OutgoingName>);
  }) as ParentChannel['send'],
  on: () => () => {},
  askUserId: () => {
    asks += 1;
    return Promise.resolve(askAnswers.shift() ?? null);
  },
  markReady: () => {},
  approveSessions: () => {},
  close: () => {},
};

/** The options the widget opened its channel with. */
const connected: ConnectOptions[] = [];
vi.mock('../../bridge/child', () => ({
  connectToParent: (options: ConnectOptions) => {
    connected.push(options);
    return fakeChannel;
  },
}));

const chatbot = { ...(await import('../../src/lib/chatbot')), ...(await import('../../src/lib/chatbot-channel')), ...(await import('../../src/lib/chatbot-link')) };
/** What the sign-in paths of every screen call. */
const members = await import('../../src/lib/chatbot-members');
const { parseStartupParams } = await import('../../src/lib/startup-params');

const member = { id: 42, membership_id: 'M-42' } as unknown as User;

function params(query: string) {
  return parseStartupParams(query);
}

function beFramed(framed: boolean): void {
  Object.defineProperty(window, 'parent', { configurable: true, get: () => (framed ? ({} as Window) : window) });
  Object.defineProperty(window, 'top', { configurable: true, get: () => (framed ? ({} as Window) : window) });
}

beforeEach(() => {
  sent.length = 0;
  connected.length = 0;
  loginOk = true;
  askAnswers = [];
  asks = 0;
  window.name = '';
  beFramed(true);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  chatbot.resetChatbotChannel();
  beFramed(false);
  vi.restoreAllMocks();
});

describe('what is said while the channel opens', () => {
  it('waits while the channel’s code comes, then goes in the order it was said', async () => {
    const { track } = await import('../../src/lib/analytics');
    // Start-up in chatbot mode, before the channel's code has come.
    chatbot.expectChannel(true);
    chatbot.tellParentLogin(member, 'tok_session');
    track('page_view', { page_path: '/chat-sign-in' });
    chatbot.showChatbot();
    expect(sent).toEqual([]);
    expect(await chatbot.openChatbotChannel(params('?iframe=chatbot&parentUrl=https://chat.hotel.test/'), true)).toBe(true);
    await vi.waitFor(() => expect(sent.map((s) => s.name)).toEqual(['login', 'ga4Event', 'show-chatbot', 'receiveTriplabotSession']));
    expect(sent[0]?.payload).toEqual({ user_id: 42, membership_id: 'M-42' });
    expect(sent[1]?.payload).toEqual({ name: 'page_view', params: { page_path: '/chat-sign-in' } });
    expect(sent[3]?.payload).toEqual({ session: 'tok_session' });
  });

  it('keeps nothing back once the channel’s code could not come', async () => {
    chatbot.expectChannel(true);
    chatbot.showChatbot();
    chatbot.abandonChannel();
    expect(await chatbot.sendToParent('close', {})).toBeNull();
    expect(await chatbot.openChatbotChannel(params('?iframe=chatbot&parentUrl=https://chat.hotel.test/'), true)).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([]);
  });

  it('reaches the chat from the sign-in paths in chatbot mode only', async () => {
    members.tellParentLogin(member, 'tok_session');
    expect(await members.signedInInChat('demo-tokyo', member, 'tok_session')).toEqual({ linked: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([]);
    await chatbot.openChatbotChannel(params('?iframe=chatbot&parentUrl=https://chat.hotel.test/'), true);
    members.tellParentLogin(member, 'tok_session');
    await vi.waitFor(() => expect(sent.map((s) => s.name)).toEqual(['login', 'receiveTriplabotSession']));
  });

  it('says nothing outside chatbot mode, and keeps nothing back', async () => {
    chatbot.tellParentLogin(member, 'tok_session');
    expect(await chatbot.openChatbotChannel(params('?code=demo-tokyo'), false)).toBe(false);
    chatbot.showChatbot();
    expect(sent).toEqual([]);
  });
});

describe('the chatbot user id asked while the channel opens', () => {
  it('is asked once the channel is open, not answered "none" at once', async () => {
    askAnswers = [ASSERTION];
    const opened = chatbot.openChatbotChannel(params('?iframe=chatbot&parentUrl=https://chat.hotel.test/'), true);
    const id = chatbot.chatbotUserId();
    await opened;
    expect(await id).toBe(ASSERTION);
  });
});

describe('the login and its session', () => {
  beforeEach(async () => {
    await chatbot.openChatbotChannel(params('?iframe=chatbot&parentUrl=https://chat.hotel.test/'), true);
  });

  it('sends the session only after a login the parent could take', async () => {
    loginOk = false;
    chatbot.tellParentLogin(member, 'tok_session');
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.map((s) => s.name)).toEqual(['login']);
  });

  it('forwards analytics events as ga4Event, and says what GA4 could not take', async () => {
    const { track } = await import('../../src/lib/analytics');
    track('purchase', { value: 1200, currency: 'JPY', items: [{ item_id: 'twin' }], products: [{ id: 1 }], 'bad key': 'x' });
    expect(sent).toEqual([{ name: 'ga4Event', payload: { name: 'purchase', params: { value: 1200, currency: 'JPY', items: [{ item_id: 'twin' }] } } }]);
    expect(console.info).toHaveBeenCalledWith('[analytics] parameters not sent to the parent page', 'purchase', ['products', 'bad key']);
  });
});

describe('a sign-in inside the chat', () => {
  beforeEach(async () => {
    await chatbot.openChatbotChannel(params('?iframe=chatbot&parentUrl=https://chat.hotel.test/'), true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says the login and session at once, then links the chatbot user with the member’s session and says triplabotSynced', async () => {
    askAnswers = [ASSERTION];
    const api = installFakeApi({
      'POST /hotels/demo-tokyo/memberships/chatbot_session': () => ok(ChatbotLinkAnswerSchema, { data: { user_id: 'chat-user-0123456789abcdef', linked: true } }),
    });
    expect(await chatbot.signedInInChat('demo-tokyo', member, 'tok_session')).toEqual({ linked: true });
    const [link] = api.callsTo('/hotels/demo-tokyo/memberships/chatbot_session');
    expect(link!.headers.authorization).toBe('Bearer tok_session');
    await vi.waitFor(() => expect(sent.map((m) => m.name)).toEqual(['login', 'receiveTriplabotSession', 'triplabotSynced']));
    // The chat hears the chatbot user id the API read from the assertion.
    expect(sent[2]?.payload).toEqual({ user_id: CHAT_USER });
  });

  it('does not hold the login back while the chat is asked for its user', async () => {
    let answer!: (id: string | null) => void;
    fakeChannel.askUserId = () => new Promise((resolve) => (answer = resolve));
    const api = installFakeApi({});
    const signingIn = chatbot.signedInInChat('demo-tokyo', member, 'tok_session');
    // The handshake has not answered, and the chat already knows of the sign-in.
    await vi.waitFor(() => expect(sent.map((m) => m.name)).toEqual(['login', 'receiveTriplabotSession']));
    answer(null);
    expect(await signingIn).toEqual({ linked: false });
    expect(api.calls).toHaveLength(0);
    expect(sent.map((m) => m.name)).toEqual(['login', 'receiveTriplabotSession']);
    fakeChannel.askUserId = () => {
      asks += 1;
      return Promise.resolve(askAnswers.shift() ?? null);
    };
  });

  it('says nothing of a sign-in the chat signed out after', async () => {
    const before = chatbot.chatbotSignOuts();
    chatbot.noteChatbotSignOut();
    expect(await chatbot.signedInInChat('demo-tokyo', member, 'tok_session', before)).toEqual({ linked: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([]);
    expect(asks).toBe(0);
  });

  it('a sign-out while the link is being made: the link goes again and the chat hears nothing more', async () => {
    askAnswers = [ASSERTION];
    const api = installFakeApi({
      'POST /hotels/demo-tokyo/memberships/chatbot_session': () => {
        chatbot.noteChatbotSignOut();
        return ok(ChatbotLinkAnswerSchema, { data: { user_id: 'chat-user-0123456789abcdef', linked: true } });
      },
      'DELETE /hotels/demo-tokyo/memberships/chatbot_session': () => ({ status: 204, body: null }),
    });
    expect(await chatbot.signedInInChat('demo-tokyo', member, 'tok_session')).toEqual({ linked: false });
    const [unlinked] = api.calls.filter((c) => c.method === 'DELETE');
    expect(unlinked?.url.searchParams.get('user_id')).toBe(ASSERTION);
    expect(unlinked?.headers.authorization).toBe('Bearer tok_session');
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.map((m) => m.name)).toEqual(['login', 'receiveTriplabotSession']);
  });

  it('links nothing and says nothing more when the chat signed out while it was asked for its user', async () => {
    let answer!: (id: string) => void;
    fakeChannel.askUserId = () => new Promise((resolve) => (answer = resolve));
    const api = installFakeApi({});
    const signingIn = chatbot.signedInInChat('demo-tokyo', member, 'tok_session');
    // The chat signs out while the widget waits for its answer.
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    chatbot.noteChatbotSignOut();
    answer(ASSERTION);
    expect(await signingIn).toEqual({ linked: false });
    expect(api.callsTo('/hotels/demo-tokyo/memberships/chatbot_session')).toHaveLength(0);
    expect(sent.map((m) => m.name)).toEqual(['login', 'receiveTriplabotSession']);
    fakeChannel.askUserId = () => {
      asks += 1;
      return Promise.resolve(askAnswers.shift() ?? null);
    };
  });
});

describe('the chatbot user id', () => {
  beforeEach(async () => {
    await chatbot.openChatbotChannel(params('?iframe=chatbot&parentUrl=https://chat.hotel.test/'), true);
  });

  it('asks again after no answer, and keeps an id once given', async () => {
    askAnswers = [null, ASSERTION];
    expect(await chatbot.chatbotUserId()).toBeNull();
    expect(await chatbot.chatbotUserId()).toBe(ASSERTION);
    expect(await chatbot.chatbotUserId()).toBe(ASSERTION);
    expect(asks).toBe(2);
  });

  it('asks for a new assertion once the one it has is about to expire', async () => {
    const nearlyOver = fakeAssertion(CHAT_USER, 30);
    askAnswers = [nearlyOver, ASSERTION];
    // Less than a minute left: not kept, asked for again next time.
    expect(await chatbot.chatbotUserId()).toBeNull();
    expect(await chatbot.chatbotUserId()).toBe(ASSERTION);
    expect(asks).toBe(2);
  });

  it('takes no bare id, and nothing else of the wrong form', async () => {
    askAnswers = ['short', CHAT_USER, fakeAssertion(CHAT_USER, -10)];
    expect(await chatbot.chatbotUserId()).toBeNull();
    expect(await chatbot.chatbotUserId()).toBeNull();
    expect(await chatbot.chatbotUserId()).toBeNull();
  });
});

describe('chatbot mode across a full load inside the frame', () => {
  it('is remembered by the frame, with the parent origin only, and taken up again', async () => {
    await chatbot.openChatbotChannel(params('?iframe=chatbot&parentUrl=https://chat.hotel.test/bot?accessToken=tok_SECRET'), true);
    expect(window.name).toBe('yadori-chatbot https://chat.hotel.test');
    const again = chatbot.withRememberedChatbotFrame(params('?code=demo-tokyo'));
    expect(again).toMatchObject({ iframe: 'chatbot', parentUrl: 'https://chat.hotel.test', code: 'demo-tokyo' });
  });

  it('is not taken up outside a frame, or from a name that is not ours', () => {
    window.name = 'yadori-chatbot https://chat.hotel.test';
    beFramed(false);
    expect(chatbot.withRememberedChatbotFrame(params('?code=demo-tokyo')).iframe).toBeUndefined();
    beFramed(true);
    for (const name of ['chat-frame', 'yadori-chatbot javascript:alert(1)', 'yadori-chatbot https://a.test/path']) {
      window.name = name;
      expect(chatbot.withRememberedChatbotFrame(params('?code=demo-tokyo')).iframe, name).toBeUndefined();
    }
  });
});

describe('a hotel’s page (the embed SDK’s page mode)', () => {
  const page = '?iframe=embed&code=demo-tokyo&parentUrl=https://hotel.test/rooms?accessToken=';
  const setFlavour = (flavour: ParentChannel['flavour']) => Object.defineProperty(fakeChannel, 'flavour', { value: flavour, configurable: true });
  beforeEach(() => setFlavour('page'));
  afterEach(() => setFlavour('chatbot'));

  it('opens the channel in its page flavour, bound to parentUrl, with no approval to wait for', async () => {
    chatbot.expectChannel(false);
    expect(await chatbot.openPageChannel(params(page))).toBe(true);
    expect(connected).toEqual([{ parentUrl: 'https://hotel.test/rooms?accessToken=', allowAnyOrigin: false, awaitApproval: false, flavour: 'page' }]);
    expect(chatbot.inChatbot()).toBe(false);
    expect(members.chatbotChannelOpenOrOpening()).toBe(false);
    expect(chatbot.parentChannelOpenOrOpening()).toBe(true);
  });

  it('says the page’s events, never a sign-in, and asks for no chatbot user', async () => {
    const { track } = await import('../../src/lib/analytics');
    chatbot.expectChannel(false);
    // Said while the channel's code comes: the page view waits for it, a sign-in is not said at all.
    members.tellParentLogin(member, 'tok_session');
    track('page_view', { page_path: '/' });
    await chatbot.openPageChannel(params(page));
    expect(await members.signedInInChat('demo-tokyo', member, 'tok_session')).toEqual({ linked: false });
    chatbot.tellParentToRemoveQuery();
    // Ready: said at once, without the hotel's chatbot setting (nothing of a session goes), and once.
    const { approveParent } = await import('../../src/app/chatbot-startup');
    approveParent(null);
    approveParent(null);
    expect(chatbot.inChatbot()).toBe(false);
    expect(await chatbot.chatbotUserId()).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.map((s) => s.name)).toEqual(['ga4Event', 'removeQuery', 'booking-widget-opened']);
    expect(sent[1]?.payload).toEqual({ keys: ['accessToken'] });
    expect(asks).toBe(0);
  });

  it('is remembered by the frame across a full load, as a page, not as a chat', async () => {
    await chatbot.openPageChannel(params(page));
    expect(window.name).toBe('yadori-embed https://hotel.test');
    expect(chatbot.withRememberedChatbotFrame(params('?code=demo-tokyo'))).toMatchObject({ iframe: 'embed', parentUrl: 'https://hotel.test' });
  });
});

describe('start-up parameters of the chat', () => {
  it('takes the chatbot user id out of the address, like a token', async () => {
    const { withoutSecrets } = await import('../../src/lib/startup-params');
    expect(withoutSecrets('?code=demo-tokyo&chatbot_user_id=chat-user-0123456789abcdef')).toBe('?code=demo-tokyo');
  });

  it('drops an auto-message id of the wrong form instead of sending it on', () => {
    expect(params('?auth_auto_message_id=msg_01-A').auth_auto_message_id).toBe('msg_01-A');
    const bad = params('?auth_auto_message_id=bad%20id!&code=demo-tokyo');
    expect([bad.auth_auto_message_id, bad.code]).toEqual([undefined, 'demo-tokyo']);
  });
});
