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
import type { User } from '../../contract';
import { setAnalyticsForwarder } from './analytics';
import { SECRET_PARAMS, type StartupParams } from './startup-params';

let channel: ParentChannel | null = null;
let userId: string | null = null;
let userIdAsked: Promise<string | null> | null = null;
let parentAddress: string | undefined;
let iconMessageId: string | undefined;

const USER_ID_RE = /^[A-Za-z0-9_-]{16,128}$/;

/** Opens the channel (chatbot mode only). Messages from the parent that must wait for init are held. */
export async function openChatbotChannel(params: StartupParams, chatbotFrame: boolean, allowAnyOrigin = false): Promise<boolean> {
  if (!chatbotFrame || channel) return channel !== null;
  // The bridge (message table, post-robot) is fetched only in chatbot mode.
  const { connectToParent } = await import('../../bridge/child');
  channel ??= connectToParent({ parentUrl: params.parentUrl, allowAnyOrigin });
  if (!channel) return false;
  parentAddress = params.parentUrl;
  iconMessageId = params.icon_message_id || undefined;
  if (params.chatbot_user_id && USER_ID_RE.test(params.chatbot_user_id)) userId = params.chatbot_user_id;
  setAnalyticsForwarder((event, data) => {
    const params: Record<string, string | number | boolean> = {};
    for (const [k, v] of Object.entries(data)) {
      if (Object.keys(params).length >= 25) break;
      if (!/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(k)) continue;
      if (typeof v === 'number' || typeof v === 'boolean') params[k] = v;
      else if (typeof v === 'string') params[k] = v.slice(0, 100);
    }
    if (/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(event)) void channel?.send('ga4Event', { name: event, params });
  });
  return true;
}

export function inChatbot(): boolean {
  return channel !== null;
}

export function tellParent<N extends OutgoingName>(name: N, payload: PayloadInput<N>): void {
  if (!channel) return;
  // The channel validates, logs and never throws.
  void (channel.send as (n: N, p: PayloadInput<N>) => Promise<unknown>)(name, payload);
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

/** The chatbot user id: from the start-up parameter, else asked of the parent (2 s at most). */
export function chatbotUserId(): Promise<string | null> {
  if (!channel) return Promise.resolve(null);
  if (userId) return Promise.resolve(userId);
  userIdAsked ??= channel.askUserId().then((id) => {
    userId = id && USER_ID_RE.test(id) ? id : null;
    return userId;
  });
  return userIdAsked;
}

export function knownChatbotUserId(): string | null {
  return userId;
}

/** A member signed in inside the widget: the parent is told, with the session for its own calls. */
export function tellParentLogin(user: User, session: string | null): void {
  if (!channel) return;
  tellParent('login', { user_id: user.id, membership_id: user.membership_id ?? null });
  if (session) tellParent('receiveTriplabotSession', { session });
}

/** The guest asks for the conversation: the parent brings its chat to the front (at icon_message_id when given). */
export function showChatbot(): void {
  tellParent('show-chatbot', iconMessageId ? { icon_message_id: iconMessageId } : {});
}

/** The widget consumed secrets the parent passed in its own address: the parent removes them. */
export function tellParentToRemoveQuery(): void {
  if (!channel) return;
  const parentUrl = parentAddress;
  if (!parentUrl) return;
  let keys: string[] = [];
  try {
    const q = new URL(parentUrl).searchParams;
    keys = SECRET_PARAMS.filter((k) => q.has(k));
  } catch {
    return;
  }
  if (keys.length > 0) tellParent('removeQuery', { keys });
}

/** For tests: back to no channel. */
export function resetChatbotChannel(): void {
  channel?.close();
  channel = null;
  userId = null;
  userIdAsked = null;
  iconMessageId = undefined;
  setAnalyticsForwarder(null);
}
