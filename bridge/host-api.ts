// The public API of the embed SDK (bridge/host.ts), as a hotel's own TypeScript sees it. Types
// only: the build copies this file's declarations to `/embed/yadori-embed.d.ts` beside the SDK.
// It imports nothing, so a hotel needs neither zod nor post-robot to use it; tests/unit/
// host-types.test.ts keeps every payload equal to the parsed payload of bridge/messages.ts.

/** One room's companions (document 1 §3 "Search form" rooms). */
export interface CompanionRoom {
  adult_companion: number;
  kid_tier_A_companion: number;
}

/**
 * Every message the widget posts to its parent, by wire name, with its payload as the SDK hands
 * it to a listener (already checked). `getTriplabotUserId` is not here: the SDK answers it with
 * the `chatbotUserId` option.
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
  /** Names of parameters to take out of the page's address; the SDK does it (see `removeQuery`). */
  removeQuery: { keys: string[] };
  /** An analytics event for the page's GA4 tag; the SDK passes it to `gtag` when there is one. */
  ga4Event: { name: string; params?: Record<string, string | number | boolean> | undefined };
}

export type YadoriEventName = keyof YadoriEvents;

/** Messages the page sends to the widget. */
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
  /** Height of an inline widget; default `640px`. */
  height?: string;
  /** Accessible name of the frame and of the modal; default "Booking" (in Japanese when `locale` is ja). */
  title?: string;
  /** Accessible name of the modal's close button; default "Close". */
  closeLabel?: string;
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

/** An open widget. */
export interface YadoriWidget {
  /** The frame the widget runs in. */
  readonly iframe: HTMLIFrameElement;
  /** Has the widget said `booking-widget-opened`? */
  readonly ready: boolean;
  readonly closed: boolean;
  /** Listens for one message; returns the function that stops listening. */
  on<N extends YadoriEventName>(name: N, listener: YadoriListener<N>): () => void;
  /** Signs the guest out in the widget (the chatbot signed out). Held until the widget is ready. */
  logout(): void;
  /** The chatbot changed the sign-in: the widget re-reads it. Held until the widget is ready. */
  refreshLogin(): void;
  /** Removes the widget (and closes the modal); focus returns where it was. */
  close(): void;
}

/** `window.Yadori`, set by `<script src=".../embed/yadori-embed.js">`. */
export interface YadoriSdk {
  /** The SDK's version. */
  readonly version: string;
  /** Opens the widget inline (with `container`) or as a modal. Throws on a missing code or a bad address. */
  open(options: YadoriOpenOptions): YadoriWidget;
}
