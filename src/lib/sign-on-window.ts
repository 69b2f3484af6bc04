// Signing in with LINE or the brand's single sign-on from inside a frame (a hotel's page, a
// chatbot). Sign-in providers refuse to be shown in a frame, so the frame opens them in a window of
// their own, within the click (popup blockers). The provider sends that window back to the widget
// with its code and state; the window hands them to the frame that opened it (same origin only,
// `postMessage` to the widget's own origin, answered by the frame) and closes. The frame then
// finishes the sign-in itself, so the session lands in the frame's own (partitioned) storage, and
// the member goes on where they were, inside the hotel's page.
import * as z from 'zod/mini';
import { inFrame } from './storage';

export type WindowSignOnProvider = 'line' | 'open_id';

const RETURN = 'yadori:sign-on-return';
const TAKEN = 'yadori:sign-on-taken';
/** How often the frame looks whether the member closed the window without signing in. */
const CLOSED_POLL_MS = 500;
/** How long the window waits for the frame to take the answer before finishing on its own. */
const TAKE_WAIT_MS = 2000;

const ReturnSchema = z.object({
  type: z.literal(RETURN),
  provider: z.enum(['line', 'open_id']),
  code: z.nullable(z.string().check(z.maxLength(2048))),
  state: z.nullable(z.string().check(z.maxLength(512))),
  /** The provider said no (the member cancelled): no code then. */
  error: z.nullable(z.string().check(z.maxLength(256))),
  redirect: z.string().check(z.maxLength(2048)),
});
export type SignOnReturn = Omit<z.infer<typeof ReturnSchema>, 'type'>;

const TakenSchema = z.object({ type: z.literal(TAKEN) });

/** True inside a frame, where a provider's sign-in page would refuse to show. */
export const signOnNeedsWindow = inFrame;

/** Opens the sign-in window; call within the click. Null when the browser blocked it. */
export function openSignOnWindow(): Window | null {
  return window.open('about:blank', 'yadori-sign-on', 'popup,width=480,height=720');
}

export type WindowSignOnOutcome = { kind: 'returned'; answer: SignOnReturn } | { kind: 'blocked' } | { kind: 'closed' };

/**
 * The frame's side in one call: opens the window at once (so call it within the click, before
 * anything is awaited), asks `authorize` where to send it, sends it there and waits for the
 * provider's answer. A failed `authorize` closes the window and rejects.
 */
export function signOnInWindow(
  provider: WindowSignOnProvider,
  authorize: () => Promise<{ authorize_url: string; state: string }>,
): Promise<WindowSignOnOutcome> {
  const popup = openSignOnWindow();
  if (!popup) return Promise.resolve({ kind: 'blocked' });
  return authorize().then(
    ({ authorize_url, state }) =>
      new Promise<WindowSignOnOutcome>((resolve) => {
        awaitSignOnReturn(popup, { provider, state }, { returned: (answer) => resolve({ kind: 'returned', answer }), closed: () => resolve({ kind: 'closed' }) });
        popup.location.replace(authorize_url);
      }),
    (err: unknown) => {
      popup.close();
      throw err;
    },
  );
}

/**
 * Waits in the frame for the window's answer: taken only from that window, from the widget's own
 * origin, for the state this frame started with. Anything else is ignored and logged. `closed`
 * runs when the window is gone without an answer. Returns a function that stops waiting.
 */
export function awaitSignOnReturn(
  popup: Window,
  expected: { provider: WindowSignOnProvider; state: string },
  on: { returned(answer: SignOnReturn): void; closed(): void },
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup) return;
    if (event.origin !== window.location.origin) {
      console.warn('[sign-on] an answer from another origin was ignored', event.origin);
      return;
    }
    const parsed = ReturnSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.provider !== expected.provider || (parsed.data.error === null && parsed.data.state !== expected.state)) {
      console.warn('[sign-on] an answer that does not belong to this sign-in was ignored');
      return;
    }
    popup.postMessage({ type: TAKEN }, window.location.origin);
    stop();
    const { type: _, ...answer } = parsed.data;
    on.returned(answer);
  };
  const timer = window.setInterval(() => {
    if (!popup.closed) return;
    stop();
    on.closed();
  }, CLOSED_POLL_MS);
  function stop() {
    window.removeEventListener('message', onMessage);
    window.clearInterval(timer);
  }
  window.addEventListener('message', onMessage);
  return stop;
}

/**
 * In the sign-in window: hands the provider's answer to the frame that opened it. True once the
 * frame took it (the window may then close); false when there is no such frame or it did not
 * answer in time, and the window finishes the sign-in on its own.
 */
export function returnToOpener(answer: SignOnReturn, waitMs = TAKE_WAIT_MS): Promise<boolean> {
  const opener = window.opener as Window | null;
  if (!opener || opener === window || opener.closed) return Promise.resolve(false);
  try {
    // Opened from another site (a hotel's link without noopener): nobody there to hand it to.
    void opener.location.href;
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      resolve(taken);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source === opener && event.origin === window.location.origin && TakenSchema.safeParse(event.data).success) done(true);
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => done(false), waitMs);
    try {
      // Only a window of the widget's own origin can read it.
      opener.postMessage({ type: RETURN, ...answer }, window.location.origin);
    } catch {
      done(false);
    }
  });
}
