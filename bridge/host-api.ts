// The public API of the embed SDK (bridge/host.ts), as a hotel's own TypeScript sees it. Types
// only: the build copies this file's declarations to `/embed/yadori-embed.d.ts` beside the SDK.
// It imports nothing, so a hotel needs neither zod nor post-robot to use it; tests/unit/
// host-types.test.ts keeps every payload equal to the parsed payload of bridge/messages.ts.

/** One room's companions (document 1 §3 "Search form" rooms). */
/** A value of a GA4 event parameter or item parameter (texts of 100 characters at most). */
export type Ga4Value = string | number | boolean;

/** One item of GA4's `items` (item_id, item_name, price, quantity...): flat, 27 parameters at most. */
export type Ga4Item = Record<string, Ga4Value>;

export interface CompanionRoom {
  adult_companion: number;
  kid_tier_A_companion: number;
}

/**
 * Every message the widget posts to its parent, by wire name, with its payload as the SDK hands
 * it to a listener (already checked). `getTriplabotUserId` is not here: the SDK answers it with
 * the `chatbotUserId` option. A widget in page mode (the default) posts only
 * `booking-widget-opened`, `close`, `removeQuery`, `ga4Event`, `resize` and `pageChanged`; the others are chatbot
 * mode's.
 */
export interface YadoriEvents {
  /** The guest asked for the chat from inside the widget: bring the chat to the front. */
  'show-chatbot': { icon_message_id?: string | undefined };
  /** The widget has loaded its settings and takes messages (the ready handshake). */
  'booking-widget-opened': Record<string, never>;
  /** A member signed in inside the widget. */
  login: { user_id: number; membership_id: string | null };
  /** The chatbot session the widget obtained for the chatbot user. A secret: never log it. */
  receiveTriplabotSession: { session: string };
  /** The signed-in member was linked to the chatbot user `user_id`. */
  triplabotSynced: { user_id: string };
  /** The guest's companions changed, per room. */
  receiveCompanionInfo: { rooms: CompanionRoom[] };
  /** The widget's close button was pressed. The SDK tells listeners, then closes the widget. */
  close: Record<string, never>;
  /**
   * The height of the widget's page changed, in CSS pixels. An inline frame with `autoHeight`
   * already follows it when listeners hear it; the modal and a fixed height do not.
   */
  resize: { height: number };
  /**
   * The guest moved to another page of the widget. An inline frame whose top the page had
   * scrolled past is brought back into view (option `scrollOnPageChange`) before listeners hear it.
   */
  pageChanged: Record<string, never>;
  /** Names of parameters to take out of the page's address; the SDK does it (see `removeQuery`). */
  removeQuery: { keys: string[] };
  /**
   * An analytics event for the page's GA4 tag; the SDK passes it on as `gtag('event', name,
   * params)` when the page has `gtag` (option `ga4`). Page views and GA4's e-commerce events:
   * `view_item_list`, `select_item`, `begin_checkout`, `add_payment_info` and `purchase`, with
   * `currency` and `value` (major units of the currency charged, the hotel's), `items` (one per room
   * type and plan: `item_id`, `item_name`, `item_brand`, `item_category`, `item_category2`, `price`,
   * `quantity`, and `hotel_id`, `hotel_name`, `room_type_id`, `room_type_name`, `plan_id`,
   * `plan_name`), `coupon`, `payment_type`, `transaction_id` (the reservation number) and the stay
   * as `checkin_date` and `checkout_date`. No personal data. `items` is the only list; at most 25
   * parameters and 200 items.
   */
  ga4Event: { name: string; params?: Record<string, Ga4Value | Ga4Item[]> | undefined };
}

export type YadoriEventName = keyof YadoriEvents;

/** Messages the page sends to the widget (chatbot mode only). */
export type YadoriAction = 'logout' | 'refresh-login-from-chatbot';

export type YadoriListener<N extends YadoriEventName> = (payload: YadoriEvents[N]) => void;

/** A chatbot user id (16 to 128 letters, digits, `-` or `_`), or null when there is none yet. */
export type ChatbotUserIdSource = string | null | (() => string | null | undefined | Promise<string | null | undefined>);

/**
 * One line of the SDK's own account of the conversation, for a test page or a log:
 * - `received`: a message from the widget, checked (payload as in YadoriEvents)
 * - `answered`: the SDK's reply to a request from the widget (`getTriplabotUserId`)
 * - `queued`: an action held until the widget is ready
 * - `sent` / `delivered` / `failed`: an action posted to the widget, then its outcome
 * - `refused`: a message dropped: another window or origin, an unknown name or a bad payload
 */
export interface YadoriTrace {
  kind: 'received' | 'answered' | 'queued' | 'sent' | 'delivered' | 'failed' | 'refused';
  name: string;
  payload?: unknown;
  /** Why a message was refused or an action failed. */
  reason?: string;
}

/**
 * How the widget runs:
 * - `page` (default): as the hotel's own booking page inside the hotel's site. Its header has the
 *   login menu and the language selector, and no chat controls; it says only what a page needs
 *   (see YadoriEvents) and hears of no session.
 * - `chatbot`: inside a hotel's chatbot (document 1 §2 "Parent-window messages"): a chat button,
 *   a close button in its header, the chat's own sign-in, the chatbot user handshake
 *   (`chatbotUserId`), and the session messages, said only to pages the hotel's chatbot setting lists.
 */
export type YadoriMode = 'page' | 'chatbot';

/** What every widget takes, in either mode. */
export interface YadoriOpenOptions {
  /** The hotel code. */
  code: string;
  /** Where the widget lives; by default the site the SDK script was loaded from. */
  widgetUrl?: string;
  /** The widget's page to open; default `/`. */
  path?: string;
  /** Search parameters of document 1 §2: `checkin`, `checkout`, `adults`, `room_count`, `rooms` ... */
  search?: Record<string, string | number | boolean | null | undefined>;
  /** The widget's language (`en`, `ja`, ...). */
  locale?: string;
  /** Opens the widget inline in this element (or the element this selector finds); else as a modal. */
  container?: Element | string;
  /**
   * Height of an inline widget (any CSS length), default `640px`: its height until the widget has
   * measured its page when `autoHeight` is on, its height for good when off. The modal has its own size.
   */
  height?: string;
  /**
   * An inline frame follows the height of the widget's page (its `resize` messages; never below
   * 320px), so the hotel's page scrolls and the frame has no scroll bar of its own. Default: on
   * in page mode, off in chatbot mode (a chat panel has its own size). The modal ignores it.
   */
  autoHeight?: boolean;
  /**
   * When the guest moves to another page of an inline widget whose top the hotel's page has
   * scrolled past, bring the frame's top into view (`pageChanged`); default true. The modal ignores it.
   */
  scrollOnPageChange?: boolean;
  /** Accessible name of the frame and of the modal; default "Booking" (in Japanese when `locale` is ja). */
  title?: string;
  /** Accessible name of the modal's close button; default "Close". */
  closeLabel?: string;
  /** Listeners attached before the widget loads. */
  on?: { [N in YadoriEventName]?: YadoriListener<N> };
  /** Sees every message both ways (see YadoriTrace). Payloads may hold secrets: mask before showing. */
  trace?: (entry: YadoriTrace) => void;
  /** Called once the widget is closed: by its own close message, Escape, the modal's button, or `close()`. */
  onClosed?: (reason: 'message' | 'escape' | 'button' | 'api') => void;
  /** Take the names in `removeQuery` out of the page's address (replaceState, no history entry); default true. */
  removeQuery?: boolean;
  /** Pass `ga4Event` to the page's `gtag` when it has one; default true. */
  ga4?: boolean;
}

/** The widget as a hotel page (the default): no chatbot options. */
export interface YadoriPageOptions extends YadoriOpenOptions {
  mode?: 'page';
  chatbotUserId?: never;
  chatbotSync?: never;
  iconMessageId?: never;
  authAutoMessageId?: never;
  customBotTest?: never;
}

/** The widget inside a hotel's chatbot (`mode: 'chatbot'`), with the chatbot's options. */
export interface YadoriChatbotOptions extends YadoriOpenOptions {
  mode: 'chatbot';
  /**
   * Who the chatbot's user is, answered to the widget's `getTriplabotUserId`: an assertion your
   * chatbot's server signs (a JWT, HS256 with the hotel's chatbot secret: `sub` the chatbot user
   * id, `aud` the hotel code, `iat`, `exp` at most 10 minutes later). Give a function that fetches
   * a fresh one from your server: it is asked each time, and again when the last one expires.
   */
  chatbotUserId?: ChatbotUserIdSource;
  /** Link the member who signs in to the chatbot user (the chatbot sync flag). */
  chatbotSync?: boolean;
  /** The chat message the widget's chat icon opens (`icon_message_id`). */
  iconMessageId?: string;
  /** The chat message to send after an automatic sign-in (`auth_auto_message_id`). */
  authAutoMessageId?: string;
  /** A hotel testing its own bot (`custom_bot_test=true`). */
  customBotTest?: boolean;
}

/** The options of `Yadori.open`: page mode unless `mode: 'chatbot'`. */
export type YadoriOptions = YadoriPageOptions | YadoriChatbotOptions;

/** An open widget. */
export interface YadoriWidget {
  /** The frame the widget runs in. */
  readonly iframe: HTMLIFrameElement;
  /** Has the widget said `booking-widget-opened`? */
  readonly ready: boolean;
  readonly closed: boolean;
  /** Listens for one message; returns the function that stops listening. */
  on<N extends YadoriEventName>(name: N, listener: YadoriListener<N>): () => void;
  /** The mode it runs in. */
  readonly mode: YadoriMode;
  /**
   * Signs the guest out in the widget (the chatbot signed out). Held until the widget is ready.
   * Chatbot mode only: in page mode nothing is sent and the trace says `failed`.
   */
  logout(): void;
  /** The chatbot changed the sign-in: the widget re-reads it. Held until the widget is ready. Chatbot mode only. */
  refreshLogin(): void;
  /** Removes the widget (and closes the modal); focus returns where it was. */
  close(): void;
}

/** `window.Yadori`, set by `<script src=".../embed/yadori-embed.js">`. */
export interface YadoriSdk {
  /** The SDK's version. */
  readonly version: string;
  /**
   * Opens the widget inline (with `container`) or as a modal, as a hotel page or, with
   * `mode: 'chatbot'`, in chatbot mode. Throws on a missing code, a bad address, an unknown mode
   * or a chatbot option without chatbot mode.
   */
  open(options: YadoriOptions): YadoriWidget;
}
