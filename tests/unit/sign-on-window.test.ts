// @vitest-environment jsdom
// Signing in with a provider from inside a frame: the window the frame opens hands the provider's
// answer back only to that frame, only on the widget's origin, only for the state it started with.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitSignOnReturn, returnToOpener, signOnInWindow, type SignOnReturn } from '../../src/lib/sign-on-window';

const OWN = 'https://widget.example.com';
const STATE = 's'.repeat(32);
const ANSWER: SignOnReturn = { provider: 'line', code: 'code-1234', state: STATE, error: null, redirect: '/booking/result?code=demo-tokyo' };

/** A window to stand for the sign-in window (or the frame that opened it): a real jsdom window. */
function otherWindow(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe.contentWindow as Window;
}

function deliver(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: OWN } as Location);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function setOpener(opener: Window | null) {
  Object.defineProperty(window, 'opener', { configurable: true, get: () => opener });
}

afterEach(() => {
  setOpener(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the frame waiting for the sign-in window', () => {
  it('takes the answer only from its window, its own origin and its own state, and says it took it', () => {
    const popup = otherWindow();
    const ack = vi.spyOn(popup, 'postMessage').mockImplementation(() => undefined);
    const returned = vi.fn();
    const stop = awaitSignOnReturn(popup, { provider: 'line', state: STATE }, { returned, closed: vi.fn() });
    const message = { type: 'yadori:sign-on-return', ...ANSWER };

    deliver(message, 'https://widget.example.com.evil.test', popup);
    deliver(message, 'null', popup);
    deliver(message, OWN, otherWindow());
    deliver({ ...message, state: 't'.repeat(32) }, OWN, popup);
    deliver({ ...message, provider: 'open_id' }, OWN, popup);
    deliver({ ...message, code: 42 }, OWN, popup);
    expect(returned).not.toHaveBeenCalled();
    expect(ack).not.toHaveBeenCalled();

    deliver(message, OWN, popup);
    expect(returned).toHaveBeenCalledExactlyOnceWith(ANSWER);
    expect(ack).toHaveBeenCalledExactlyOnceWith({ type: 'yadori:sign-on-taken' }, OWN);
    // Taken once: a second answer finds nobody listening.
    deliver(message, OWN, popup);
    expect(returned).toHaveBeenCalledTimes(1);
    stop();
  });

  it('takes a refusal (the member cancelled at the provider), which carries no state', () => {
    const popup = otherWindow();
    vi.spyOn(popup, 'postMessage').mockImplementation(() => undefined);
    const returned = vi.fn();
    awaitSignOnReturn(popup, { provider: 'open_id', state: STATE }, { returned, closed: vi.fn() });
    deliver({ type: 'yadori:sign-on-return', provider: 'open_id', code: null, state: null, error: 'access_denied', redirect: '/' }, OWN, popup);
    expect(returned).toHaveBeenCalledWith({ provider: 'open_id', code: null, state: null, error: 'access_denied', redirect: '/' });
  });

  it('hears when the window is closed without an answer', () => {
    vi.useFakeTimers();
    const popup = { closed: false, postMessage: vi.fn() } as unknown as Window & { closed: boolean };
    const closed = vi.fn();
    awaitSignOnReturn(popup, { provider: 'line', state: STATE }, { returned: vi.fn(), closed });
    vi.advanceTimersByTime(2000);
    expect(closed).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(600);
    expect(closed).toHaveBeenCalledTimes(1);
  });
});

describe('opening the window', () => {
  it('says so when the browser blocks it, before asking the API anything', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const authorize = vi.fn();
    await expect(signOnInWindow('line', authorize)).resolves.toEqual({ kind: 'blocked' });
    expect(authorize).not.toHaveBeenCalled();
  });

  it('closes the window again when the API cannot start the sign-in', async () => {
    const popup = { close: vi.fn(), closed: false, location: { replace: vi.fn() } } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    await expect(signOnInWindow('line', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(popup.close).toHaveBeenCalled();
  });

  it('sends the window to the provider and resolves with the answer it hands back', async () => {
    const popup = otherWindow();
    vi.spyOn(popup, 'postMessage').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    // (A fragment stands for the provider's page: jsdom goes nowhere else.)
    const outcome = signOnInWindow('line', async () => ({ authorize_url: 'about:blank#provider', state: STATE }));
    // Opened at once, within the click.
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(popup.location.hash).toBe('#provider'));
    deliver({ type: 'yadori:sign-on-return', ...ANSWER }, OWN, popup);
    await expect(outcome).resolves.toEqual({ kind: 'returned', answer: ANSWER });
  });
});

describe('the sign-in window handing the answer back', () => {
  it('without a frame that opened it, finishes on its own', async () => {
    setOpener(null);
    await expect(returnToOpener(ANSWER)).resolves.toBe(false);
  });

  it('opened from another site’s page, hands nothing over and finishes on its own at once', async () => {
    const postMessage = vi.fn();
    const hotelPage = {
      closed: false,
      postMessage,
      get location(): Location {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    } as unknown as Window;
    setOpener(hotelPage);
    await expect(returnToOpener(ANSWER)).resolves.toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts to its opener on the widget’s own origin only, and is done when the opener says it took it', async () => {
    const opener = otherWindow();
    const post = vi.spyOn(opener, 'postMessage').mockImplementation(() => undefined);
    setOpener(opener);
    const taken = returnToOpener(ANSWER, 1000);
    expect(post).toHaveBeenCalledWith({ type: 'yadori:sign-on-return', ...ANSWER }, OWN);
    let settled = false;
    void taken.then(() => (settled = true));
    // An acknowledgement from elsewhere does not count.
    deliver({ type: 'yadori:sign-on-taken' }, 'https://hotel.example.com', opener);
    deliver({ type: 'yadori:sign-on-taken' }, OWN, otherWindow());
    deliver({ type: 'something-else' }, OWN, opener);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    deliver({ type: 'yadori:sign-on-taken' }, OWN, opener);
    await expect(taken).resolves.toBe(true);
  });

  it('finishes on its own when the opener does not answer in time', async () => {
    vi.useFakeTimers();
    const opener = otherWindow();
    vi.spyOn(opener, 'postMessage').mockImplementation(() => undefined);
    setOpener(opener);
    const taken = returnToOpener(ANSWER, 1000);
    vi.advanceTimersByTime(1001);
    await expect(taken).resolves.toBe(false);
  });
});
