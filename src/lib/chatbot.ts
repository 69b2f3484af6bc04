// The widget inside a hotel's chatbot (document 1 §2 "Parent-window messages", §4 "Login/logout"):
// one channel to the parent window, bound to the origin of `parentUrl` (bridge/child.ts), and what
// the widget tells it. Everything here is a no-op when the widget is not in chatbot mode.
//
// Routing in the frame: a frame's pushState adds entries to the host tab's joint history, so the
// host's Back button would step through widget pages before leaving the conversation. In chatbot
// mode every navigation inside the widget replaces the current entry instead (see app/routes.tsx);
// the widget's own links back (to the results, to the search) are how a guest goes back.
import type { Handler, ParentChannel } from '../../bridge/child';
import type { IncomingName, OutgoingName, PayloadInput } from '../../bridge/messages';
import { setAnalyticsForwarder } from './analytics';
import { CHATBOT_FRAME_NAME, inFrame, rememberedChatbotParent } from './storage';
import { SECRET_PARAMS, type StartupParams } from './startup-params';

let channel: ParentChannel | null = null;
/** The channel is being opened (the bridge's code is loading): messages wait in `pending`. */
let opening = false;
/** Settles once the channel is open (or could not open). */
let opened: Promise<boolean> | null = null;
let pending: (() => void)[] = [];
let userId: string | null = null;
let userIdAsked: Promise<string | null> | null = null;
let parentAddress: string | undefined;
let iconMessageId: string | undefined;
/** Counts the chatbot's sign-outs, so work begun before one does not sign the member back in after it. */
let signOuts = 0;

const USER_ID_RE = /^[A-Za-z0-9_-]{16,128}$/;
const GA4_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

function rememberChatbotFrame(parentUrl: string | undefined): void {
  if (!inFrame() || !parentUrl) return;
  try {
    window.name = `${CHATBOT_FRAME_NAME}${new URL(parentUrl).origin}`;
  } catch {
    // No http(s) address: nothing to remember.
  }
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

/** Opens the channel (chatbot mode only). Messages from the parent that must wait for init are held. */
export function openChatbotChannel(params: StartupParams, chatbotFrame: boolean, allowAnyOrigin = false): Promise<boolean> {
  if (!chatbotFrame || channel) return Promise.resolve(channel !== null);
  opened ??= openChannel(params, allowAnyOrigin);
  return opened;
}

async function openChannel(params: StartupParams, allowAnyOrigin: boolean): Promise<boolean> {
  if (params.chatbot_user_id && USER_ID_RE.test(params.chatbot_user_id)) userId = params.chatbot_user_id;
  parentAddress = params.parentUrl;
  iconMessageId = params.icon_message_id || undefined;
  opening = true;
  // Analytics events from the start (the first page view) wait with the other messages.
  setAnalyticsForwarder(forwardToGa4);
  try {
    // The bridge (message table, post-robot) is fetched only in chatbot mode.
    const { connectToParent } = await import('../../bridge/child');
    channel ??= connectToParent({ parentUrl: params.parentUrl, allowAnyOrigin });
  } catch (err) {
    console.warn('[chatbot] the bridge could not load', err);
  }
  opening = false;
  const waiting = pending;
  pending = [];
  if (!channel) {
    setAnalyticsForwarder(null);
    return false;
  }
  rememberChatbotFrame(params.parentUrl);
  for (const send of waiting) send();
  return true;
}

/** An analytics event as GA4 takes it; what GA4 cannot take is said in the console, not sent. */
function forwardToGa4(event: string, data: Record<string, unknown>): void {
  if (!GA4_NAME.test(event)) {
    console.info('[chatbot] analytics event not forwarded: its name is not a GA4 name', event.slice(0, 60));
    return;
  }
  const params: Record<string, string | number | boolean> = {};
  const dropped: string[] = [];
  for (const [k, v] of Object.entries(data)) {
    if (Object.keys(params).length >= 25 || !GA4_NAME.test(k)) dropped.push(k.slice(0, 40));
    else if (typeof v === 'number' || typeof v === 'boolean') params[k] = v;
    else if (typeof v === 'string') params[k] = v.slice(0, 100);
    else if (v !== undefined && v !== null) dropped.push(k);
  }
  if (dropped.length) console.info('[chatbot] analytics parameters not forwarded', event, dropped);
  tellParent('ga4Event', { name: event, params });
}

export function inChatbot(): boolean {
  return channel !== null;
}

export function tellParent<N extends OutgoingName>(name: N, payload: PayloadInput<N>): void {
  if (!channel) {
    // Said while the channel opens (a sign-in at start-up, the first page view): said once it is open.
    if (opening) pending.push(() => tellParent(name, payload));
    return;
  }
  // The channel validates, logs and never throws.
  void (channel.send as (n: N, p: PayloadInput<N>) => Promise<unknown>)(name, payload);
}

/**
 * Says something to the parent and resolves with what came of it; null when there is no channel.
 * Said while the channel opens: said once it is open.
 */
export function sendToParent<N extends OutgoingName>(name: N, payload: PayloadInput<N>): Promise<{ ok: boolean } | null> {
  if (!channel) {
    if (!opening) return Promise.resolve(null);
    return new Promise((resolve) => pending.push(() => void sendToParent(name, payload).then(resolve)));
  }
  return (channel.send as (n: N, p: PayloadInput<N>) => Promise<{ ok: boolean }>)(name, payload);
}

/** Whether the widget talks to a chatbot, or is about to (its channel is opening). */
export function chatbotChannelOpenOrOpening(): boolean {
  return channel !== null || opening;
}

export function onParent<N extends IncomingName>(name: N, handler: Handler<N>): void {
  channel?.on(name, handler);
}

/** Init has loaded: held parent messages run, and the parent hears the widget is open. */
export function chatbotReady(): void {
  if (!channel) return;
  channel.markReady();
  tellParent('booking-widget-opened', {});
}

/**
 * The chatbot user id: from the start-up parameter, else asked of the parent (2 s at most). An id
 * is kept; no answer is not, so a later need (a sign-in in the chat) asks again.
 */
export function chatbotUserId(): Promise<string | null> {
  // Asked while the channel opens (a sign-in at start-up): asked once it is open.
  if (!channel && opening && opened) return opened.then(() => (channel ? chatbotUserId() : null));
  if (!channel) return Promise.resolve(null);
  if (userId) return Promise.resolve(userId);
  userIdAsked ??= channel.askUserId().then((id) => {
    userIdAsked = null;
    if (id && !USER_ID_RE.test(id)) console.warn('[chatbot] the parent named a chatbot user id of the wrong form');
    userId = id && USER_ID_RE.test(id) ? id : null;
    return userId;
  });
  return userIdAsked;
}

/** The chatbot signed the guest out (its logout message): counted, see chatbotSignOuts(). */
export function noteChatbotSignOut(): void {
  signOuts += 1;
}

/** How many times the chatbot has signed out; work that sees this change while it waited gives up. */
export function chatbotSignOuts(): number {
  return signOuts;
}

export function knownChatbotUserId(): string | null {
  return userId;
}

/** The guest asks for the conversation: the parent brings its chat to the front (at icon_message_id when given). */
export function showChatbot(): void {
  tellParent('show-chatbot', iconMessageId ? { icon_message_id: iconMessageId } : {});
}

/**
 * The widget read the secrets the parent passed in its own address (the start-up tokens, as soon
 * as the channel opens; the brand's custom auth token, once init names it): the parent removes
 * those of `names` its address has.
 */
export function tellParentToRemoveQuery(names: readonly string[] = SECRET_PARAMS): void {
  if (!channel && !opening) return;
  const parentUrl = parentAddress;
  if (!parentUrl) return;
  let keys: string[] = [];
  try {
    const q = new URL(parentUrl).searchParams;
    keys = names.filter((k) => q.has(k));
  } catch {
    return;
  }
  if (keys.length > 0) tellParent('removeQuery', { keys });
}

/** For tests: back to no channel. */
export function resetChatbotChannel(): void {
  channel?.close();
  channel = null;
  opening = false;
  opened = null;
  pending = [];
  signOuts = 0;
  userId = null;
  userIdAsked = null;
  iconMessageId = undefined;
  setAnalyticsForwarder(null);
}
