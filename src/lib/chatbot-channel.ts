// The channel to the chatbot around the widget, opened in chatbot mode (document 1 §2
// "Parent-window messages"): bound to the origin of `parentUrl` (bridge/child.ts); what was said
// while it opened goes out once it is open. Also the chatbot user (as the assertion its chatbot's
// server signed) and the chat's sign-outs; analytics reach the parent through the same channel
// (lib/analytics.ts), in GA4's terms (lib/ga4.ts, which comes with this code). What the widget
// says goes through lib/chatbot.ts.
//
// The same channel, in its `page` flavour, links a hotel's page that framed the widget through the
// embed SDK (`iframe=embed`): bound to `parentUrl`'s origin as in chatbot mode, it carries only
// what a page needs (bridge/child.ts PAGE_MESSAGES) and asks for no chatbot user.
import { connectToParent, type ChannelFlavour } from '../../bridge/child';
import { setGa4Conversion } from './analytics';
import { link, tellParent } from './chatbot';
import { ga4EventPayload } from './ga4';
import { CHATBOT_FRAME_NAME, EMBED_FRAME_NAME, inFrame } from './storage';
import { SECRET_PARAMS, type StartupParams } from './startup-params';

/** Settles once the channel is open (or could not open). */
let opened: Promise<boolean> | null = null;
let assertion: string | null = null;
let assertionAsked: Promise<string | null> | null = null;
let parentAddress: string | undefined;

/** An assertion with less than this left is asked for again rather than sent. */
const ASSERTION_MARGIN_S = 60;

/**
 * The chatbot's assertion while it has more than a minute left (its `exp`, read without checking
 * the signature: the API checks that); null for anything else.
 */
function freshAssertion(token: string | null | undefined): string | null {
  try {
    const { exp } = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    return exp - ASSERTION_MARGIN_S > Date.now() / 1000 ? token! : null;
  } catch {
    return null;
  }
}

function rememberChatbotFrame(parentUrl: string | undefined, flavour: ChannelFlavour): void {
  if (!inFrame() || !parentUrl) return;
  try {
    window.name = `${flavour === 'page' ? EMBED_FRAME_NAME : CHATBOT_FRAME_NAME}${new URL(parentUrl).origin}`;
  } catch {
    // No http(s) address: nothing to remember.
  }
}

/** Opens the channel (chatbot mode only). Messages from the parent that must wait for init are held. */
export function openChatbotChannel(params: StartupParams, chatbotFrame: boolean, allowAnyOrigin = false, awaitApproval = false): Promise<boolean> {
  if (!chatbotFrame || link.channel) return Promise.resolve(link.channel !== null);
  opened ??= openChannel(params, allowAnyOrigin, awaitApproval, 'chatbot');
  return opened;
}

/**
 * Opens the channel to a hotel's page that framed the widget through the embed SDK: at the exact
 * origin of `parentUrl` only, nothing that carries a session, nothing taken from the page.
 */
export function openPageChannel(params: StartupParams): Promise<boolean> {
  if (link.channel) return Promise.resolve(true);
  opened ??= openChannel(params, false, false, 'page');
  return opened;
}

async function openChannel(params: StartupParams, allowAnyOrigin: boolean, awaitApproval: boolean, flavour: ChannelFlavour): Promise<boolean> {
  link.page = flavour === 'page';
  assertion = flavour === 'chatbot' ? freshAssertion(params.chatbot_user_id) : null;
  parentAddress = params.parentUrl;
  link.iconMessageId = params.icon_message_id || undefined;
  link.opening = true;
  setGa4Conversion(ga4EventPayload);
  try {
    link.channel ??= connectToParent({ parentUrl: params.parentUrl, allowAnyOrigin, awaitApproval, flavour });
  } catch (err) {
    console.warn('[chatbot] the bridge could not open', err);
  }
  link.opening = false;
  const waiting = link.pending;
  link.pending = [];
  if (!link.channel) return false;
  rememberChatbotFrame(params.parentUrl, flavour);
  for (const send of waiting) send();
  return true;
}

/**
 * The chatbot user, as an assertion its chatbot's server signed: from the start-up parameter,
 * else asked of the parent (2 s at most). One is kept while it has a minute left; no answer is not
 * kept, so a later need (a sign-in in the chat) asks again.
 */
export function chatbotUserId(): Promise<string | null> {
  // Asked while the channel opens (a sign-in at start-up): asked once it is open.
  if (!link.channel && link.opening && opened) return opened.then(() => (link.channel ? chatbotUserId() : null));
  // A hotel's page has no chatbot user.
  if (!link.channel || link.page) return Promise.resolve(null);
  if (freshAssertion(assertion)) return Promise.resolve(assertion);
  assertionAsked ??= link.channel.askUserId().then((given) => {
    assertionAsked = null;
    assertion = freshAssertion(given);
    if (given && !assertion) console.warn('[chatbot] no valid assertion from the chat');
    return assertion;
  });
  return assertionAsked;
}

/** Whether the chat has named its user (an assertion was given, fresh or not by now). */
export function chatbotUserNamed(): boolean {
  return assertion !== null;
}

/**
 * The widget read the secrets the parent passed in its own address (the start-up tokens, as soon
 * as the channel opens; the brand's custom auth token, once init names it): the parent removes
 * those of `names` its address has.
 */
export function tellParentToRemoveQuery(names: readonly string[] = SECRET_PARAMS): void {
  if (!link.channel && !link.opening) return;
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

/** No channel any more (the page around the frame is not the hotel's chat; and for tests). */
export function resetChatbotChannel(): void {
  link.channel?.close();
  link.channel = null;
  link.opening = false;
  opened = null;
  link.pending = [];
  link.signOuts = 0;
  link.page = false;
  assertion = null;
  assertionAsked = null;
  link.iconMessageId = undefined;
}
