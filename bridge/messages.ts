/**
 * The parent-window protocol of the widget (document 1 §2 "Parent-window messages (chatbot
 * iframe)", document 2 §7 "Messages posted to the parent window"): one table, imported by the
 * widget (bridge/child.ts) and by the embed SDK a hotel site or chatbot loads (bridge/host.ts).
 *
 * Protocol
 * - Messages travel over post-robot 10.0.46 (request, ack, response), pinned on both sides
 *   because its wire key carries the version. Each message has a wire name, a direction, a zod
 *   payload schema and, when the sender waits for an answer, a reply schema. Messages without a
 *   reply are sent fire-and-forget. Payloads are plain JSON: no functions, no windows.
 * - Every payload is parsed on both sides, before sending and on receipt; an unknown name, a
 *   message travelling the wrong way or a malformed payload is rejected and reported, never
 *   passed on. A changed payload gets a new name: an existing shape never changes. Widening is
 *   not changing: a payload may come to accept more, when every payload valid before stays valid
 *   and parses to the same value (the one case so far: `items` in `ga4Event`, argued there).
 * - Start-up: the parent opens the widget with the start-up parameters of document 1 §2
 *   (`fromChatbot` or `iframe=chatbot`, `parentUrl`, `parentPathname`, the chatbot user id and
 *   sync flag, `icon_message_id`, `auth_auto_message_id`, `custom_bot_test`, `segment_ids`). When
 *   its init settings have loaded the widget posts `booking-widget-opened`; a `logout` that
 *   arrives before that is held and run then. The chatbot user id is asked after that, with
 *   `getTriplabotUserId`, every 200 ms for up to 2 s (document 2 §9).
 * - Two flavours. Chatbot mode (above) speaks every message of the table. A hotel's own page
 *   opens the widget with `iframe=embed` and `parentUrl` (the embed SDK's default, its "page"
 *   mode): the widget is a hotel page in a frame and says only `booking-widget-opened`, `close`,
 *   `removeQuery`, `ga4Event`, `resize` and `pageChanged`. It says nothing that carries a session, asks no
 *   chatbot user and takes no message from the page.
 *
 * Origin rules
 * - The parent is `window.parent` and one exact origin: the origin of `parentUrl` (http or https
 *   only). Messages are sent with that origin as the postMessage target, and a received message is
 *   accepted only when both its window is `window.parent` and its origin equals that origin
 *   exactly (see bridge/origin.ts). No suffix, prefix or pattern match; `null`, `file:` and
 *   `data:` origins are refused.
 * - "Or any origin" (document 1) holds only when the hotel's setting allows it explicitly. Even
 *   then, a message marked `carriesSession` below is never sent to the wildcard: without an exact
 *   parent origin it is dropped and logged.
 * - Values of `carriesSession` messages are never written to logs or analytics.
 */
import * as z from 'zod/mini';

/** Which way a message travels: posted by the widget to its parent, or received from it. */
export type Direction = 'toParent' | 'fromParent';

export interface MessageSpec {
  readonly direction: Direction;
  /** Parsed by the sender before posting and by the receiver before acting. */
  readonly payload: z.ZodMiniType;
  /** The answer the sender waits for; null: sent fire-and-forget, nothing comes back. */
  readonly reply: z.ZodMiniType | null;
  /**
   * The message (or its reply) carries a session, a member's identity or personal data. It is
   * never sent to the wildcard origin, and its values are never logged.
   */
  readonly carriesSession: boolean;
  /** A received message that waits until the widget is ready (init loaded) before it is run. */
  readonly deferUntilReady?: boolean;
}

/** A payload with no fields; a missing payload (`undefined`) means the same. */
const Empty = z._default(z.object({}), () => ({}));

const Id = z.string().check(z.minLength(1), z.maxLength(255));
/** A chatbot user assertion (a JWT the chatbot's server signed; the API checks it): contract/chatbot-user.ts. */
const Assertion = z.string().check(z.minLength(1), z.maxLength(2048));
const Token = z.string().check(z.minLength(1), z.maxLength(4096));
const Count = z.int().check(z.gte(0), z.lte(999));
/** A query parameter name, never its value. */
const ParamName = z.string().check(z.regex(/^[A-Za-z0-9_.[\]-]{1,100}$/));
/** GA4 limits: names start with a letter, up to 40 letters, digits and underscores. */
const Ga4Name = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/));
const Ga4Value = z.union([z.string().check(z.maxLength(100)), z.number(), z.boolean()]);
/** One item of GA4's `items`: flat, 27 parameters at most. */
const Ga4Item = z.record(Ga4Name, Ga4Value).check(z.refine((i) => Object.keys(i).length <= 27, 'at most 27 parameters per item'));
const Ga4Items = z.array(Ga4Item).check(z.maxLength(200));

export const MESSAGES = {
  /**
   * Posted when the guest asks for the chat from inside the widget (the chat icon). The parent
   * brings its chat window to the front, starting at `icon_message_id` (the start-up parameter
   * of the same name) when one was given.
   */
  'show-chatbot': {
    direction: 'toParent',
    payload: z.object({ icon_message_id: z.optional(Id) }),
    reply: null,
    carriesSession: false,
  },

  /**
   * Posted once, when the widget is ready and can take messages (the ready handshake): its init
   * settings have loaded, or it shows why they could not (an unknown hotel, maintenance, no
   * network). The parent removes its loading state and sends what it held back.
   */
  'booking-widget-opened': {
    direction: 'toParent',
    payload: Empty,
    reply: null,
    carriesSession: false,
  },

  /**
   * Posted after a member signed in inside the widget (document 1 §4 "Login/logout"). The parent
   * (the chatbot) treats the conversation as signed in for that member.
   */
  login: {
    direction: 'toParent',
    payload: z.object({ user_id: z.int().check(z.gte(1)), membership_id: z.nullable(Id) }),
    reply: null,
    carriesSession: true,
  },

  /**
   * Posted with the chatbot session the widget obtained for the chatbot user (document 2 §7.2,
   * "chatbot session for a hotel code" → `data.session`). The parent stores it and uses it for
   * its own calls.
   */
  receiveTriplabotSession: {
    direction: 'toParent',
    payload: z.object({ session: Token }),
    reply: null,
    carriesSession: true,
  },

  /**
   * Posted when the widget has linked the member who signed in inside the chat to the chatbot user
   * `user_id` (on every sign-in there, the chatbot sync flag or not). The parent marks the chatbot
   * user as synced.
   */
  triplabotSynced: {
    direction: 'toParent',
    payload: z.object({ user_id: Id }),
    reply: null,
    carriesSession: true,
  },

  /**
   * Asks the parent for its chatbot user (document 2 §9: every 200 ms for up to 2 s). The parent
   * answers `{ user_id }` with an assertion its chatbot's server signed (a short-lived JWT whose
   * `sub` is the chatbot user id), or `{ user_id: null }` while it has none yet. The API reads a
   * chatbot session or links a member only for a valid assertion; it is taken from the exact
   * parent origin only, and asked again once it is about to expire.
   */
  getTriplabotUserId: {
    direction: 'toParent',
    payload: Empty,
    reply: z.object({ user_id: z.nullable(Assertion) }),
    carriesSession: true,
  },

  /**
   * Posted when the guest's companions change (per room: companion adults and kid-tier-A
   * companions, document 1 §3 "Search form" rooms). The parent keeps them for the conversation.
   * Cleared by the widget on login.
   */
  receiveCompanionInfo: {
    direction: 'toParent',
    payload: z.object({
      rooms: z.array(z.object({ adult_companion: Count, kid_tier_A_companion: Count })).check(z.maxLength(999)),
    }),
    reply: null,
    carriesSession: true,
  },

  /** Posted by the close button of a closeable iframe. The parent closes (removes) the frame. */
  close: {
    direction: 'toParent',
    payload: Empty,
    reply: null,
    carriesSession: false,
  },

  /**
   * Posted when the height of the widget's page changes (after layout, at most once per animation
   * frame), in CSS pixels, and once at start. The embed SDK sets an inline frame to it, so the
   * hotel's page shows the whole widget without a scroll bar of the frame's own; a frame of fixed
   * height and the modal ignore it. Said in either flavour.
   */
  resize: {
    direction: 'toParent',
    payload: z.object({ height: z.int().check(z.gte(0), z.lte(100_000)) }),
    reply: null,
    carriesSession: false,
  },

  /**
   * Posted when the guest moves to another page of the widget (not for the first page, nor for a
   * change of the same page's query). The embed SDK brings the top of an inline frame into view
   * when the hotel's page had scrolled past it, so the new page is read from its start. Says
   * nothing of which page: its address may carry what the guest typed. Said in either flavour.
   */
  pageChanged: {
    direction: 'toParent',
    payload: Empty,
    reply: null,
    carriesSession: false,
  },

  /**
   * Posted once the widget has read the parameters the parent put in its own address to open it
   * (the widget-open parameter). The parent removes the named parameters from its address bar
   * without adding a history entry. Names only, never values.
   */
  removeQuery: {
    direction: 'toParent',
    payload: z.object({ keys: z.array(ParamName).check(z.minLength(1), z.maxLength(50)) }),
    reply: null,
    carriesSession: false,
  },

  /**
   * Posted for an analytics event the parent's GA4 tag should record (the widget in a frame has
   * no first-party analytics of the hotel site): the parent passes it on as
   * `gtag('event', name, params)`. GA4's e-commerce events come this way with their standard
   * parameters (`value`, `currency`, `transaction_id`, `coupon`, `payment_type`, `item_list_id`,
   * `items`...). Never carries tokens or personal data.
   *
   * `params` values are texts (100 characters at most), numbers and booleans, and under the name
   * `items` only, GA4's list of items: at most 200 flat records of at most 27 such values. The
   * list was added to the first shape (texts, numbers, booleans) as a widening, so the name stays:
   * every payload valid before is valid now and parses to the same value, no field was removed,
   * renamed or given another meaning, and the parent's `gtag` call is the same call. A receiver
   * that still checks the first shape refuses an event carrying `items` as a malformed message
   * (and reports it) rather than misreading it; the embed SDK, which checks it, is served by the
   * widget's own site and takes the list from the same release.
   */
  ga4Event: {
    direction: 'toParent',
    payload: z.object({
      name: Ga4Name,
      params: z.optional(
        z.record(Ga4Name, z.union([Ga4Value, Ga4Items])).check(
          z.refine((p) => Object.keys(p).length <= 25, 'at most 25 parameters'),
          z.refine((p) => Object.entries(p).every(([k, v]) => !Array.isArray(v) || k === 'items'), 'a list only as items'),
        ),
      ),
    }),
    reply: null,
    carriesSession: false,
  },

  /**
   * Received: the chatbot signed the guest out. The widget logs out (server call, local clear).
   * Held until the widget is ready when it arrives before init has loaded.
   */
  logout: {
    direction: 'fromParent',
    payload: Empty,
    reply: null,
    carriesSession: false,
    deferUntilReady: true,
  },

  /**
   * Received: the chatbot changed the sign-in. The widget re-reads its session and identity; on
   * failure it logs out locally and goes to search results, on success a signed-in page goes to
   * search. Held until the widget is ready when it arrives before init has loaded.
   */
  'refresh-login-from-chatbot': {
    direction: 'fromParent',
    payload: Empty,
    reply: null,
    carriesSession: false,
    deferUntilReady: true,
  },
} as const satisfies Record<string, MessageSpec>;

type Table = typeof MESSAGES;
export type MessageName = keyof Table;
/** Names the widget posts to its parent. */
export type OutgoingName = { [K in MessageName]: Table[K]['direction'] extends 'toParent' ? K : never }[MessageName];
/** Names the widget receives from its parent. */
export type IncomingName = { [K in MessageName]: Table[K]['direction'] extends 'fromParent' ? K : never }[MessageName];

/** A payload as the sender writes it (before parsing). */
export type PayloadInput<N extends MessageName> = z.input<Table[N]['payload']>;
/** A payload as the receiver gets it (after parsing). */
export type Payload<N extends MessageName> = z.output<Table[N]['payload']>;
/** The parsed reply; `void` for a fire-and-forget message. */
export type Reply<N extends MessageName> = Table[N]['reply'] extends z.ZodMiniType ? z.output<Table[N]['reply']> : void;
/** The reply as the answering side writes it. */
export type ReplyInput<N extends MessageName> = Table[N]['reply'] extends z.ZodMiniType ? z.input<Table[N]['reply']> : void;

export const MESSAGE_NAMES = Object.keys(MESSAGES) as MessageName[];

export function isMessageName(name: unknown): name is MessageName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, name);
}

export function specOf(name: MessageName): MessageSpec {
  return MESSAGES[name];
}

/** Where a payload failed, without the values (they may be tokens). */
export interface IssueSummary {
  path: string;
  code: string;
}

export type Rejection =
  | { reason: 'unknown-name'; name: string }
  | { reason: 'wrong-direction'; name: MessageName; expected: Direction }
  | { reason: 'invalid-payload' | 'invalid-reply'; name: MessageName; issues: IssueSummary[] };

export type Parsed<N extends MessageName = MessageName> =
  | { ok: true; name: N; payload: Payload<N> }
  | ({ ok: false } & Rejection);

function summarise(issues: readonly { path: readonly PropertyKey[]; code: string }[]): IssueSummary[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), code: i.code }));
}

/** The name, shortened and stripped of control characters, safe to put in a log line. */
export function printable(name: unknown): string {
  return typeof name === 'string' ? name.replace(/[^\x20-\x7e]/g, '?').slice(0, 60) : `(${typeof name})`;
}

/**
 * Parses one message: the name must be in the table (and travel `direction` when given), the
 * payload must match its schema. A rejection is returned and handed to `report`.
 */
export function parseMessage(
  name: unknown,
  payload: unknown,
  options: { direction?: Direction; report?: (rejection: Rejection) => void } = {},
): Parsed {
  const reject = (rejection: Rejection): Parsed => {
    options.report?.(rejection);
    return { ok: false, ...rejection };
  };
  if (!isMessageName(name)) return reject({ reason: 'unknown-name', name: printable(name) });
  const spec = specOf(name);
  if (options.direction && spec.direction !== options.direction) {
    return reject({ reason: 'wrong-direction', name, expected: options.direction });
  }
  const result = spec.payload.safeParse(payload);
  if (!result.success) return reject({ reason: 'invalid-payload', name, issues: summarise(result.error.issues) });
  return { ok: true, name, payload: result.data as Payload<typeof name> };
}

/** Parses the reply to `name`; a message without a reply schema has nothing to parse. */
export function parseReply<N extends MessageName>(
  name: N,
  reply: unknown,
): { ok: true; reply: Reply<N> } | ({ ok: false } & Rejection) {
  const schema = specOf(name).reply;
  if (!schema) return { ok: true, reply: undefined as Reply<N> };
  const result = schema.safeParse(reply);
  if (!result.success) return { ok: false, reason: 'invalid-reply', name, issues: summarise(result.error.issues) };
  return { ok: true, reply: result.data as Reply<N> };
}
