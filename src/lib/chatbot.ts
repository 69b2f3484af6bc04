// The widget inside a hotel's chatbot (document 1 §2 "Parent-window messages", §4 "Login/logout"):
// one channel to the parent window, bound to the origin of `parentUrl` (bridge/child.ts), and what
// the widget tells it. Everything here is a no-op when the widget has no parent channel; the
// channel is opened by lib/chatbot-channel.ts in chatbot mode, and in its `page` flavour when a
// hotel's page framed the widget through the embed SDK (`iframe=embed`): a hotel page then, which
// says only what a page needs (bridge/child.ts PAGE_MESSAGES).
//
// Routing in the frame: a frame's pushState adds entries to the host tab's joint history, so the
// host's Back button would step through widget pages before leaving the conversation. In chatbot
// mode every navigation inside the widget replaces the current entry instead (see app/routes.tsx);
// the widget's own links back (to the results, to the search) are how a guest goes back.
import type { ParentChannel } from '../../bridge/child';
import type { OutgoingName, PayloadInput } from '../../bridge/messages';
import { EMBED_FRAME_NAME, inFrame, rememberedChatbotParent } from './storage';
import type { StartupParams } from './startup-params';

/** The channel to the parent, and what waits for it while it opens (lib/chatbot-channel.ts opens it). */
export const link: {
  channel: ParentChannel | null;
  opening: boolean;
  pending: (() => void)[];
  iconMessageId: string | undefined;
  signOuts: number;
  page: boolean;
} = {
  channel: null,
  /** The channel is being opened (its code is loading): messages wait in `pending`. */
  opening: false,
  pending: [],
  iconMessageId: undefined,
  /** Counts the chatbot's sign-outs, so work begun before one does not sign the member back in after it. */
  signOuts: 0,
  /** A hotel's page (the embed SDK's page mode, the channel's page flavour), not a chatbot. */
  page: false,
};

/** How many times the chatbot has signed out; work that sees this change while it waited gives up. */
export function chatbotSignOuts(): number {
  return link.signOuts;
}

/**
 * Chatbot mode (or a hotel's page framing the widget), from the first moment of start-up: what is
 * said or tracked before the channel's code has come waits for the channel, in the order it happened.
 */
export function expectChannel(chatbot: boolean): void {
  if (link.channel || link.opening) return;
  link.opening = true;
  link.page = !chatbot;
}

/** The channel's code could not come: nothing waits for it any more. */
export function abandonChannel(): void {
  if (link.channel) return;
  link.opening = false;
  link.pending = [];
}

/**
 * The start-up parameters, in chatbot mode (or a hotel page's frame) again when this frame was in
 * it before a full load that dropped those parameters from its address.
 */
export function withRememberedChatbotFrame(params: StartupParams): StartupParams {
  if (params.iframe === 'chatbot' || params.iframe === 'embed' || params.fromChatbot || !inFrame()) return params;
  const chat = rememberedChatbotParent();
  const origin = chat ?? rememberedChatbotParent(EMBED_FRAME_NAME);
  return origin ? { ...params, iframe: chat ? 'chatbot' : 'embed', parentUrl: params.parentUrl ?? origin } : params;
}

/** In a hotel's chatbot, with its channel open. */
export function inChatbot(): boolean {
  return link.channel !== null && !link.page;
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

/** Whether the widget talks to the page around its frame (a chatbot or a hotel's page), or is about to. */
export function parentChannelOpenOrOpening(): boolean {
  return link.channel !== null || link.opening;
}

/**
 * Start-up is done (the member known): held parent messages run. The parent heard the widget is
 * open as soon as init had loaded (app/chatbot-startup.ts approveParent).
 */
export function chatbotReady(): void {
  link.channel?.markReady();
}

/** The guest asks for the conversation: the parent brings its chat to the front (at icon_message_id when given). */
export function showChatbot(): void {
  tellParent('show-chatbot', link.iconMessageId ? { icon_message_id: link.iconMessageId } : {});
}
