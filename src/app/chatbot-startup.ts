// Chatbot mode's part of start-up (document 1 §4 "Login/logout", document 2 §7.2), loaded only in
// that mode (with the channel's code and the bridge, fetched side by side): the channel opens with
// what the chat may say about the sign-in (logout, refresh-login-from-chatbot) wired (what they do
// is in ./chatbot-signals.ts, fetched when first said), the page around the frame approved by the
// hotel's chatbot setting, and a guest not signed in otherwise is signed in as the member this
// chatbot user was linked to, if any. Also the start of a hotel page framed by the embed SDK
// (`iframe=embed`): the channel's page flavour, and the page's height said to the parent.
import type { InitSettings } from '../../contract';
import { isSameOrigin, originOf } from '../../bridge/origin';
import { ApiCallError } from '../lib/api/client';
import { appState, setUser } from '../lib/app-store';
import { chatbotSignOuts, link, tellParent } from '../lib/chatbot';
import { chatbotUserId, openChatbotChannel, openPageChannel, resetChatbotChannel, tellParentToRemoveQuery } from '../lib/chatbot-channel';
import { tellParentLogin } from '../lib/chatbot-link';
import { saveAccessToken } from '../lib/session';
import { askChatbotSession } from '../lib/chatbot-session';
import type { StartupParams } from '../lib/startup-params';

/**
 * Chatbot mode, not yet signed in: the chatbot user's session, when a member signed in from this
 * chat before (document 2 §7.2). Without a chatbot user id there is nothing to ask: skipped.
 */
async function chatbotSession(hotelCode: string, brandId: number, params: StartupParams): Promise<void> {
  const epoch = chatbotSignOuts();
  const userId = await chatbotUserId();
  if (!userId) {
    console.info('[chatbot] no chatbot user id: chatbot session skipped');
    return;
  }
  const answer = await askChatbotSession(hotelCode, userId, params.auth_auto_message_id);
  if (!answer.data.session || !answer.data.user) return;
  // The chatbot signed out while this was asked: its word wins. A member who signed in meanwhile
  // (inside the widget, or by a token) stays who they are.
  if (epoch !== chatbotSignOuts() || appState.user) return;
  saveAccessToken(brandId, answer.data.session);
  setUser(answer.data.user);
  void tellParentLogin(answer.data.user, answer.data.session);
}

/**
 * How long start-up waits for the chatbot to name its user before the widget shows signed out
 * (booking-widget-opened is said before it): a chatbot that knows its user answers the first ask at once;
 * one that does not know may leave the whole 2-second handshake unanswered. A late answer still
 * signs the member in.
 */
const CHATBOT_USER_WAIT_MS = 300;

export { tellParentToRemoveQuery };

let opened = false;

/** The parent hears the widget is open (booking-widget-opened), once. */
function sayOpened(): void {
  if (opened) return;
  opened = true;
  tellParent('booking-widget-opened', {});
}

/**
 * The hotel's settings have come (null: they could not), so the widget is ready and the parent
 * hears it (booking-widget-opened, before the chatbot user is asked). The page around the frame
 * may hear of sessions only when the hotel's chatbot is on and lists that page's origin.
 * Otherwise the widget stops talking to it, unless the hotel allows any page, and then says
 * nothing that carries a session. Until this, nothing is said. A hotel's page (the page flavour)
 * hears nothing of sessions anyway: it needs no approval.
 */
export function approveParent(setting: InitSettings['chatbot_setting'] | null): void {
  const channel = link.channel;
  if (!channel) return;
  if (channel.flavour === 'page') return sayOpened();
  const origin = channel.origin;
  const listed = !!setting?.enabled && origin !== null && setting.allowed_parent_origins.some((o) => isSameOrigin(origin, o));
  channel.approveSessions(listed);
  if (listed) return sayOpened();
  console.warn('[chatbot] not one of the hotel’s chatbot pages', origin);
  if (!setting?.enabled || !setting.allow_any_parent_origin) resetChatbotChannel();
  else sayOpened();
}

/** Growths in a row, each hard on the last, after which the page is taken to grow with its frame. */
const CHASE_LIMIT = 10;
/** A growth within this long of the last height said is hard on it (ms). */
const CHASE_MS = 500;

/**
 * Says the height of the widget's page to the parent (`resize`) whenever it changes: measured
 * after layout, at most once per animation frame. On a hotel's page (`ownHeight`) the page takes
 * the height of its content, not its frame's (no minimum of the viewport's height), so a frame
 * that follows it shrinks as well as grows; in a chat panel the page fills its frame, so the
 * height said is never below the frame's. A page that grows each time its frame does (something
 * sized by the viewport, a hotel's own CSS say) would grow for ever: after CHASE_LIMIT growths in a
 * row, each hard on the last, the height said stops growing until a pause or a shrink.
 */
function followHeight(ownHeight: boolean): void {
  if (typeof ResizeObserver !== 'function') return;
  const body = document.body;
  if (ownHeight) {
    body.style.minHeight = '0';
    document.getElementById('root')?.style.setProperty('min-height', '0');
  }
  let said = -1;
  let saidAt = 0;
  let chase = 0;
  let scheduled = 0;
  const measure = () => {
    scheduled = 0;
    const height = Math.min(100_000, Math.ceil(Math.max(body.getBoundingClientRect().height, body.scrollHeight)));
    if (height === said) return;
    const now = performance.now();
    // The frame already took the last height, and the page grew again at once.
    chase = height > said && said >= 0 && innerHeight >= said && now - saidAt < CHASE_MS ? chase + 1 : 0;
    if (chase > CHASE_LIMIT) return;
    said = height;
    saidAt = now;
    tellParent('resize', { height });
  };
  new ResizeObserver(() => void (scheduled ||= requestAnimationFrame(measure))).observe(body);
}

/**
 * Opens the channel with what the chat says about the sign-in wired (held until start-up is
 * ready). Without an exact parent origin it opens for any page, which the hotel's setting then
 * allows (never for sessions) or closes. On a hotel's page (not `chatbot`), the page flavour:
 * nothing from the page is taken, and its height is said.
 */
export async function openChannelAtStartup(params: StartupParams, hotelCode: string, chatbot = true): Promise<void> {
  if (!chatbot) {
    if (await openPageChannel(params)) {
      followHeight(true);
      tellParentToRemoveQuery();
    }
    return;
  }
  if (!(await openChatbotChannel(params, true, originOf(params.parentUrl) === null, true))) return;
  followHeight(false);
  // What the chat says about the sign-in is done in the order it said it: a logout then a
  // refresh is a sign-out, then a fresh look, never the two interleaved.
  let said: Promise<unknown> = Promise.resolve();
  const inTurn = (work: () => Promise<unknown>) => {
    said = said.then(work).catch((err: unknown) => console.warn('[chatbot] a message from the chat failed', err));
  };
  // What to do about it is fetched the first time the chat says it.
  const signals = () => import('./chatbot-signals');
  link.channel?.on('logout', () => inTurn(async () => (await signals()).logoutFromChatbot(hotelCode)));
  // Held until ready, like the logout: init's brand is known by then.
  link.channel?.on('refresh-login-from-chatbot', () => {
    const brandId = appState.init?.hotel_brand.id;
    if (brandId !== undefined) inTurn(async () => (await signals()).refreshLogin(hotelCode, brandId));
  });
  // The tokens the parent passed in its own address are read: it takes them out now, whatever
  // start-up makes of them.
  tellParentToRemoveQuery();
}

/**
 * Not signed in otherwise: the member this chatbot user was linked to, waited for a short while
 * (CHATBOT_USER_WAIT_MS); a later answer still signs the member in.
 */
export async function chatbotSignInAtStartup(hotelCode: string, brandId: number, params: StartupParams): Promise<void> {
  // A hotel's page has no chatbot user.
  if (link.page) return;
  const session = chatbotSession(hotelCode, brandId, params).then(
    () => true,
    (err: unknown) => {
      if (!(err instanceof ApiCallError && err.status === 401)) console.warn('[chatbot] chatbot session failed', err);
      return true;
    },
  );
  await Promise.race([session, new Promise((resolve) => setTimeout(resolve, CHATBOT_USER_WAIT_MS))]);
}
