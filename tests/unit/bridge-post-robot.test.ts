// The widget's side of the bridge over the real post-robot 10.0.46, between a hotel page and the
// widget in its iframe, each a jsdom window on its own origin running its own copy of
// post-robot (as two browser windows do). The parent side is plain post-robot, standing in for
// the embed SDK.
//
// jsdom's window.postMessage honours the target origin but fills in neither event.origin nor
// event.source, and post-robot drops such events. With only two windows the sender of each post
// is known, so `linkWindows` gives each window a postMessage that behaves as a browser's: dropped
// when the target origin differs, delivered later with the sender's origin and window.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToParent, type BridgeTransport, type ParentChannel } from '../../bridge/child';
import { fakeAssertion } from '../fixtures/chatbot-assertion';

const A1 = fakeAssertion('chat-user-1-0123456789');
const LATE = fakeAssertion('chat-user-late-0123456789');

// jsdom ships no types; this is the little of its API used here.
type DOMWindow = Window & typeof globalThis;
interface JSDOMInstance {
  window: DOMWindow;
}
interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'dangerously'; resources: { interceptors: unknown[] } },
  ) => JSDOMInstance;
  requestInterceptor(fn: (request: Request) => Response | undefined): unknown;
}

const require = createRequire(import.meta.url);
const { JSDOM, requestInterceptor } = require('jsdom') as JsdomModule;
const POST_ROBOT = readFileSync(require.resolve('post-robot/dist/post-robot.js'), 'utf8');
const HOTEL = 'https://hotel.example.com';
const WIDGET = 'https://widget.example.test';
const TOKEN = 'tok_SECRET_session_5d4c';

interface PostRobot {
  on(name: string, options: { domain: string; window: unknown }, handler: (event: { origin: string; data: unknown }) => unknown): { cancel(): void };
  send(win: unknown, name: string, data: unknown, options: { domain: string; timeout?: number }): Promise<{ data: unknown }>;
}
type RobotWindow = DOMWindow & { postRobot: PostRobot };

const opened: JSDOMInstance[] = [];

afterEach(() => {
  for (const dom of opened.splice(0)) dom.window.close();
});

function linkWindows(target: DOMWindow, sender: DOMWindow) {
  target.postMessage = ((data: unknown, targetOrigin: string) => {
    if (targetOrigin !== '*' && new URL(targetOrigin).origin !== target.location.origin) return;
    setTimeout(() => target.dispatchEvent(new target.MessageEvent('message', { data, origin: sender.location.origin, source: sender })), 0);
  }) as DOMWindow['postMessage'];
}

function loadPostRobot(win: DOMWindow): RobotWindow {
  const script = win.document.createElement('script');
  script.textContent = POST_ROBOT;
  win.document.head.append(script);
  return win as RobotWindow;
}

/** A hotel page on `parentOrigin` with the widget framed in it; post-robot running in both. */
async function openWorld(parentOrigin: string) {
  const dom = new JSDOM(`<!doctype html><title>hotel</title><iframe src="${WIDGET}/?fromChatbot=true"></iframe>`, {
    url: `${parentOrigin}/rooms/`,
    runScripts: 'dangerously',
    resources: {
      interceptors: [
        requestInterceptor((request) =>
          request.url.startsWith(`${WIDGET}/`) ? new Response('<!doctype html><title>widget</title>', { headers: { 'Content-Type': 'text/html' } }) : undefined,
        ),
      ],
    },
  });
  opened.push(dom);
  const parentWin = dom.window;
  const iframe = parentWin.document.querySelector('iframe');
  await vi.waitFor(() => expect(iframe?.contentWindow?.location.origin).toBe(WIDGET), { timeout: 5000 });
  const childWin = iframe?.contentWindow as unknown as DOMWindow;
  await vi.waitFor(() => expect(childWin.document.title).toBe('widget'), { timeout: 5000 });
  linkWindows(parentWin, childWin);
  linkWindows(childWin, parentWin);
  const parent = loadPostRobot(parentWin);
  const child = loadPostRobot(childWin);
  return { parent, child };
}

function connect(child: RobotWindow, log: (message: string, details?: object) => void): ParentChannel {
  const channel = connectToParent({
    parentUrl: `${HOTEL}/rooms/?code=demo-tokyo`,
    transport: child.postRobot as unknown as BridgeTransport,
    self: child as unknown as Window,
    parent: child.parent as unknown as Window,
    logger: log,
  });
  if (!channel) throw new Error('expected a channel');
  return channel;
}

describe('the bridge over real post-robot', () => {
  it('talks to a parent on the exact origin: handshake, messages out, a held logout in', async () => {
    const { parent, child } = await openWorld(HOTEL);
    const log = vi.fn();
    const channel = connect(child, log);
    const got: unknown[] = [];
    parent.postRobot.on('getTriplabotUserId', { domain: WIDGET, window: child }, () => ({ user_id: A1 }));
    parent.postRobot.on('receiveTriplabotSession', { domain: WIDGET, window: child }, (event) => {
      got.push(event.data);
    });

    await expect(channel.askUserId()).resolves.toBe(A1);
    await expect(channel.send('receiveTriplabotSession', { session: TOKEN })).resolves.toEqual({ ok: true, reply: undefined });
    await vi.waitFor(() => expect(got).toEqual([{ session: TOKEN }]));

    const logout = vi.fn();
    channel.on('logout', logout);
    await parent.postRobot.send(child, 'logout', {}, { domain: WIDGET });
    expect(logout).not.toHaveBeenCalled();
    channel.markReady();
    await vi.waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(log).not.toHaveBeenCalled();
  });

  it('asks again until a parent that starts listening late answers', async () => {
    const { parent, child } = await openWorld(HOTEL);
    const channel = connect(child, vi.fn());
    const asked = channel.askUserId();
    await new Promise((r) => setTimeout(r, 450));
    parent.postRobot.on('getTriplabotUserId', { domain: WIDGET, window: child }, () => ({ user_id: LATE }));
    await expect(asked).resolves.toBe(LATE);
  });

  it('gives a look-alike parent origin nothing and takes nothing from it', async () => {
    const { parent, child } = await openWorld('https://hotel.example.com.evil.test');
    const log = vi.fn();
    const channel = connect(child, log);
    const got = vi.fn();
    parent.postRobot.on('receiveTriplabotSession', { domain: WIDGET, window: child }, got);
    parent.postRobot.on('getTriplabotUserId', { domain: WIDGET, window: child }, () => ({ user_id: fakeAssertion('evil-user-0123456789') }));

    await channel.send('receiveTriplabotSession', { session: TOKEN });
    const logout = vi.fn();
    channel.on('logout', logout);
    channel.markReady();
    await expect(parent.postRobot.send(child, 'logout', {}, { domain: WIDGET, timeout: 1000 })).rejects.toThrow();
    await expect(channel.askUserId()).resolves.toBeNull();

    expect(got).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('ignored a message from another window or origin', { origin: 'https://hotel.example.com.evil.test', window: 'parent' });
    expect(JSON.stringify(log.mock.calls)).not.toContain(TOKEN);
  }, 10_000);
});
