// The widget inside a hotel's chatbot (document 1 §2 "Parent-window messages", §4 "Login/logout"):
// one channel to the parent window, bound to the origin of `parentUrl` (bridge/child.ts), and what
// the widget tells it. Everything here is a no-op when the widget is not in chatbot mode; the
// channel is opened, in chatbot mode only, by lib/chatbot-channel.ts.
//
// Routing in the frame: a frame's pushState adds entries to the host tab's joint history, so the
// host's Back button would step through widget pages before leaving the conversation. In chatbot
// mode every navigation inside the widget replaces the current entry instead (see app/routes.tsx);
// the widget's own links back (to the results, to the search) are how a guest goes back.
import type { Handler, ParentChannel } from '../../bridge/child';
import type { IncomingName, OutgoingName, PayloadInput } from '../../bridge/messages';
import { setAnalyticsForwarder } from './analytics';
import { inFrame, rememberedChatbotParent } from './storage';
import type { StartupParams } from './startup-params';

/** The channel to the parent, and what waits for it while it opens (lib/chatbot-channel.ts opens it). */
export const link: {
  channel: ParentChannel | null;
  opening: boolean;
  pending: (() => void)[];
  iconMessageId: string | undefined;
  forward: ((event: string, data: Record<string, unknown>) => void) | null;
  signOuts: number;
} = {
  channel: null,
  /** The channel is being opened (its code is loading): messages wait in `pending`. */
  opening: false,
  pending: [],
  iconMessageId: undefined,
  /** How an analytics event goes to the chat, once the channel's code has come. */
  forward: null,
  /** Counts the chatbot's sign-outs, so work begun before one does not sign the member back in after it. */
  signOuts: 0,
};

/** The chatbot signed the guest out (its logout message): counted, see chatbotSignOuts(). */
export function noteChatbotSignOut(): void {
  link.signOuts += 1;
}

/** How many times the chatbot has signed out; work that sees this change while it waited gives up. */
export function chatbotSignOuts(): number {
  return link.signOuts;
}

/**
 * Chatbot mode, from the first moment of start-up: what is said or tracked before the channel's
 * code has come waits for the channel, in the order it happened.
 */
export function expectChannel(): void {
  if (link.channel || link.opening) return;
  link.opening = true;
  setAnalyticsForwarder((event, data) => link.pending.push(() => link.forward?.(event, data)));
}

/** The channel's code could not come: nothing waits for it any more. */
export function abandonChannel(): void {
  if (link.channel) return;
  link.opening = false;
  link.pending = [];
  setAnalyticsForwarder(null);
}

/**
 * The start-up parameters, in chatbot mode again when this frame was in it before a full load
 * that dropped the chatbot parameters from its address.
 */
export function withRememberedChatbotFrame(params: StartupParams): StartupParams {
  if (params.iframe === 'chatbot' || params.fromChatbot || !inFrame()) return params;
  const origin = rememberedChatbotParent();
  return origin ? { ...params, iframe: 'chatbot', parentUrl: params.parentUrl ?? origin } : params;
}

export function inChatbot(): boolean {
  return link.channel !== null;
}

export function tellParent<N extends OutgoingName>(name: N, payload: PayloadInput<N>): void {
  if (!link.channel) {
    // Said while the channel opens (a sign-in at start-up, the first page view): said once it is open.
    if (link.opening) link.pending.push(() => tellParent(name, payload));
    return;
  }
  // The link.channel validates, logs and never throws.
  void (link.channel.send as (n: N, p: PayloadInput<N>) => Promise<unknown>)(name, payload);
}

/**
 * Says something to the parent and resolves with what came of it; null when there is no link.channel.
 * Said while the channel opens: said once it is open.
 */
export function sendToParent<N extends OutgoingName>(name: N, payload: PayloadInput<N>): Promise<{ ok: boolean } | null> {
  if (!link.channel) {
    if (!link.opening) return Promise.resolve(null);
    return new Promise((resolve) => link.pending.push(() => void sendToParent(name, payload).then(resolve)));
  }
  return (link.channel.send as (n: N, p: PayloadInput<N>) => Promise<{ ok: boolean }>)(name, payload);
}

/** Whether the widget talks to a chatbot, or is about to (its link.channel is link.opening). */
export function chatbotChannelOpenOrOpening(): boolean {
  return link.channel !== null || link.opening;
}

export function onParent<N extends IncomingName>(name: N, handler: Handler<N>): void {
  link.channel?.on(name, handler);
}

/** Init has loaded: held parent messages run, and the parent hears the widget is open. */
export function chatbotReady(): void {
  if (!link.channel) return;
  link.channel.markReady();
  tellParent('booking-widget-opened', {});
}

/** The guest asks for the conversation: the parent brings its chat to the front (at icon_message_id when given). */
export function showChatbot(): void {
  tellParent('show-chatbot', link.iconMessageId ? { icon_message_id: link.iconMessageId } : {});
}
