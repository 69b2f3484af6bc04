// The widget's side of the parent-window protocol (the table and the rules are in
// bridge/messages.ts). Everything here is bound to window.parent and one exact origin; post-robot
// is loaded only when the widget is framed, and only through this file.
import { CHATBOT_USER_ID_HANDSHAKE_MS, CHATBOT_USER_ID_POLL_MS } from '../contract/constants';
import {
  MESSAGES,
  isMessageName,
  type MessageName,
  parseMessage,
  parseReply,
  printable,
  type IncomingName,
  type MessageSpec,
  type OutgoingName,
  type Payload,
  type PayloadInput,
  type Rejection,
  type Reply,
  type ReplyInput,
} from './messages';
import { ANY_ORIGIN, isSameOrigin, originOf } from './origin';

/** post-robot 10.0.46 prefixes every packet with this key (see ARCHITECTURE.md). */
export const POST_ROBOT_WIRE_KEY = '__post_robot_10_0_46__';

/** What a transport hands to a listener, and resolves a request with. */
export interface TransportEvent {
  source: unknown;
  origin: string;
  data: unknown;
}

/**
 * The part of post-robot the bridge uses. Injectable, so tests (and another transport, should
 * post-robot ever be replaced) can stand in for it.
 */
export interface BridgeTransport {
  on(name: string, options: { domain: string; window: Window }, handler: (event: TransportEvent) => unknown): { cancel(): void };
  send(
    win: Window,
    name: string,
    data: unknown,
    options: { domain: string; timeout?: number; fireAndForget?: boolean },
  ): PromiseLike<TransportEvent | void>;
}

export type LogDetails = Readonly<Record<string, string | number | boolean | null | readonly string[]>>;
/** Receives every refusal. Details never hold payload values, tokens or the parent's full URL. */
export type BridgeLogger = (message: string, details?: LogDetails) => void;

const defaultLogger: BridgeLogger = (message, details) => {
  console.warn(`[bridge] ${message}`, details ?? '');
};

/**
 * Who the parent is. `chatbot`: a hotel's chatbot, every message of the table. `page`: a hotel's
 * own page that framed the widget through the embed SDK (`iframe=embed`): only what a page needs
 * goes (PAGE_MESSAGES), nothing that carries a session, no chatbot user is asked, and nothing
 * from the page is taken.
 */
export type ChannelFlavour = 'chatbot' | 'page';

/** What the widget says to a hotel's page (the `page` flavour). */
export const PAGE_MESSAGES: ReadonlySet<MessageName> = new Set<MessageName>(['booking-widget-opened', 'close', 'removeQuery', 'ga4Event', 'resize', 'pageChanged']);

export interface ConnectOptions {
  /** The `parentUrl` start-up parameter: its origin is the only one the bridge talks to. */
  parentUrl: string | undefined;
  /** Default `chatbot`. A `page` channel needs an exact `parentUrl` origin (no any-origin). */
  flavour?: ChannelFlavour;
  /**
   * The hotel's setting that allows a parent on any origin. Off unless the caller passes true;
   * even then, messages that carry a session go to the exact `parentUrl` origin or nowhere.
   */
  allowAnyOrigin?: boolean;
  logger?: BridgeLogger;
  /** Defaults to post-robot, loaded on first use. */
  transport?: BridgeTransport;
  /** The widget's own window; defaults to the global window. */
  self?: Window;
  /** The parent; defaults to `self.parent`. */
  parent?: Window;
  /** How long a request (other than the user-id handshake) waits for its reply. */
  replyTimeoutMs?: number;
  /**
   * Messages wait until `approveSessions` says whether this parent may have those that carry a
   * session (the hotel's list of chatbot pages, known once its settings load); refused, only the
   * others go (or the caller closes the channel). Off: everything goes at once.
   */
  awaitApproval?: boolean;
}

export type SendFailure =
  | 'unknown-name'
  | 'wrong-direction'
  | 'invalid-payload'
  | 'invalid-reply'
  | 'session-to-any-origin'
  | 'parent-not-allowed'
  | 'chatbot-only'
  | 'foreign-reply'
  | 'closed'
  | 'failed';

export type SendOutcome<N extends OutgoingName> = { ok: true; reply: Reply<N> } | { ok: false; reason: SendFailure };

/** `send('close')` may omit a payload that has no fields; others must give theirs. */
export type PayloadArgs<N extends OutgoingName> = undefined extends PayloadInput<N> ? [payload?: PayloadInput<N>] : [payload: PayloadInput<N>];

export type Handler<N extends IncomingName> = (payload: Payload<N>) => ReplyInput<N> | Promise<ReplyInput<N>>;

export interface ParentChannel {
  /** The exact parent origin, or null when only the any-origin setting let the channel open. */
  readonly origin: string | null;
  /** The hotel allows a parent on any origin (never for session data). */
  readonly anyOrigin: boolean;
  readonly flavour: ChannelFlavour;
  /** Has `markReady()` been called? */
  readonly ready: boolean;
  /**
   * Validates the payload against the table and posts it. Fire-and-forget messages resolve once
   * posted; a message with a reply resolves with the parsed reply. Never rejects: a refusal or a
   * failure is logged and answered with `{ ok: false, reason }`.
   */
  send<N extends OutgoingName>(name: N, ...payload: PayloadArgs<N>): Promise<SendOutcome<N>>;
  /**
   * Runs `handler` for each valid `name` from the parent (one handler per name). A message from
   * another window or origin, or with a malformed payload, is ignored and logged. A message
   * marked `deferUntilReady` that arrives before `markReady()` is held (the latest one) and run
   * then. Returns the function that stops listening.
   */
  on<N extends IncomingName>(name: N, handler: Handler<N>): () => void;
  /**
   * The chatbot user-id handshake (document 2 §9): asks with `getTriplabotUserId` every 200 ms
   * for up to 2 s. Resolves with the first id the parent gives, or null.
   */
  askUserId(): Promise<string | null>;
  /** The widget is ready (init loaded): runs the messages held until now. */
  markReady(): void;
  /**
   * Whether this parent may receive messages that carry a session (with `awaitApproval`, every
   * message waits for this); refused, those are dropped and logged. Said once; later calls change
   * nothing.
   */
  approveSessions(allowed: boolean): void;
  /** Stops every listener; later sends answer `closed`. */
  close(): void;
}

function firstLine(err: unknown): string {
  const text = err instanceof Error ? err.message : typeof err === 'string' ? err : 'unknown error';
  return (text.split('\n')[0] ?? '').slice(0, 200);
}

/** An origin as it may appear in a log line: short, printable. */
function printableOrigin(origin: unknown): string {
  return typeof origin === 'string' ? origin.replace(/[^\x20-\x7e]/g, '?').slice(0, 100) : `(${typeof origin})`;
}

/** The names of the requests in a post-robot packet (its JSON: the wire key holds the messages). */
function requestNames(data: string): string[] {
  try {
    const packet: unknown = JSON.parse(data);
    const messages: unknown = packet && typeof packet === 'object' ? (packet as Record<string, unknown>)[POST_ROBOT_WIRE_KEY] : undefined;
    if (!Array.isArray(messages)) return [];
    return messages.flatMap((m: unknown) => {
      const { type, name } = (m && typeof m === 'object' ? m : {}) as { type?: unknown; name?: unknown };
      return type === 'postrobot_message_request' && typeof name === 'string' ? [name] : [];
    });
  } catch {
    return [];
  }
}

function rejectionDetails(r: Rejection): LogDetails {
  if (r.reason === 'unknown-name') return { reason: r.reason, name: r.name };
  if (r.reason === 'wrong-direction') return { reason: r.reason, name: r.name, expected: r.expected };
  return { reason: r.reason, name: r.name, issues: r.issues.map((i) => `${i.path || '(root)'}: ${i.code}`) };
}

interface PostRobotLike {
  on: BridgeTransport['on'];
  send: BridgeTransport['send'];
}

/** post-robot, imported on first use so a widget that is not framed never loads it. */
function postRobotTransport(log: BridgeLogger): BridgeTransport {
  let loading: Promise<PostRobotLike> | undefined;
  const load = () =>
    (loading ??= import('./post-robot-transport').then(({ postRobot }) => {
      if (typeof postRobot.on !== 'function' || typeof postRobot.send !== 'function') throw new Error('post-robot did not load');
      return postRobot as PostRobotLike;
    }));
  return {
    on(name, options, handler) {
      let cancelled = false;
      let listener: { cancel(): void } | undefined;
      load().then(
        (pr) => {
          if (!cancelled) listener = pr.on(name, options, handler);
        },
        (err: unknown) => log('could not start listening', { name, error: firstLine(err) }),
      );
      return {
        cancel() {
          cancelled = true;
          listener?.cancel();
        },
      };
    },
    async send(win, name, data, options) {
      const pr = await load();
      return pr.send(win, name, data, options);
    },
  };
}

/**
 * Opens the channel to the parent window, or answers null when the widget is not framed, or
 * when `parentUrl` names no http(s) origin and the hotel does not allow any origin.
 */
export function connectToParent(options: ConnectOptions): ParentChannel | null {
  const log = options.logger ?? defaultLogger;
  const self = options.self ?? (typeof window === 'undefined' ? undefined : window);
  if (!self) return null;
  const parent = options.parent ?? self.parent;
  if (!parent || parent === self) return null;

  const origin = originOf(options.parentUrl);
  const flavour: ChannelFlavour = options.flavour === 'page' ? 'page' : 'chatbot';
  // A hotel's page is talked to at the exact origin of parentUrl, or not at all.
  const anyOrigin = flavour === 'chatbot' && options.allowAnyOrigin === true;
  if (origin === null && !anyOrigin) {
    // The parent URL itself may carry secrets in its query: it is never logged.
    log('no channel to the parent: parentUrl names no http(s) origin', { parentUrl: options.parentUrl ? 'refused' : 'missing' });
    return null;
  }
  // Where the browser names the page around the frame, it must be the one `parentUrl` names.
  const ancestors = (self.location as (Location & { ancestorOrigins?: DOMStringList }) | undefined)?.ancestorOrigins;
  const framing = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (origin !== null && framing !== undefined && !isSameOrigin(origin, framing ?? null)) {
    log('no channel: the framing page is not parentUrl', { origin: printableOrigin(framing) });
    return null;
  }
  const transport = options.transport ?? postRobotTransport(log);
  let approve: (allowed: boolean) => void = () => {};
  const approved: Promise<boolean> = options.awaitApproval ? new Promise((resolve) => (approve = resolve)) : Promise.resolve(true);
  const replyTimeoutMs = options.replyTimeoutMs ?? 5000;
  const listenDomain = anyOrigin ? ANY_ORIGIN : (origin as string);

  let ready = false;
  let closed = false;
  const listeners = new Map<IncomingName, { cancel(): void }>();
  const held = new Map<IncomingName, () => unknown>();

  /** Session data goes to the exact origin or nowhere; the rest may go to any when allowed. */
  const targetFor = (spec: MessageSpec): string | null => {
    if (spec.carriesSession) return origin;
    return anyOrigin ? ANY_ORIGIN : origin;
  };

  /** Our own check, in addition to post-robot's filter: the parent window and the right origin. */
  const fromParent = (source: unknown, eventOrigin: unknown, spec: MessageSpec): boolean => {
    if (source !== parent) return false;
    if (anyOrigin && !spec.carriesSession) return true;
    return origin !== null && isSameOrigin(origin, typeof eventOrigin === 'string' ? eventOrigin : null);
  };

  const report = (r: Rejection) => log('message refused', rejectionDetails(r));

  // post-robot drops a packet from another window or origin without a word: watch for such
  // packets so the refusal is logged. Only the origin is logged, never the packet.
  const observer = (event: MessageEvent) => {
    if (typeof event.data !== 'string' || !event.data.includes(POST_ROBOT_WIRE_KEY)) return;
    const right = event.source === parent && (anyOrigin || (origin !== null && isSameOrigin(origin, event.origin)));
    if (!right) {
      log('ignored a message from another window or origin', {
        origin: printableOrigin(event.origin),
        window: event.source === parent ? 'parent' : 'other',
      });
      return;
    }
    // post-robot answers a name nobody listens for by itself: the refusal is logged here.
    for (const name of requestNames(event.data)) {
      if (name.startsWith('postrobot_')) continue;
      const known = isMessageName(name) && MESSAGES[name].direction === 'fromParent';
      if (!known) report(isMessageName(name) ? { reason: 'wrong-direction', name, expected: 'fromParent' } : { reason: 'unknown-name', name: printable(name) });
    }
  };
  self.addEventListener('message', observer);

  async function request<N extends OutgoingName>(name: N, payload: unknown, quiet: boolean, timeout?: number): Promise<SendOutcome<N>> {
    const fail = (reason: SendFailure, details?: LogDetails): SendOutcome<N> => {
      if (!quiet) log('message not sent', { name, reason, ...details });
      return { ok: false, reason };
    };
    if (closed) return fail('closed');
    const parsed = parseMessage(name, payload, { direction: 'toParent', report: quiet ? undefined : report });
    if (!parsed.ok) return { ok: false, reason: parsed.reason };
    const spec: MessageSpec = MESSAGES[name];
    if (flavour === 'page' && !PAGE_MESSAGES.has(name)) return fail('chatbot-only');
    const domain = targetFor(spec);
    if (domain === null) return fail('session-to-any-origin');
    // Nothing goes before the hotel's word on this parent; what carries a session, only with it.
    const allowed = await approved;
    if (closed) return fail('closed');
    if (spec.carriesSession && !allowed) return fail('parent-not-allowed');
    try {
      if (!spec.reply) {
        await transport.send(parent as Window, name, parsed.payload, { domain, fireAndForget: true });
        return { ok: true, reply: undefined as Reply<N> };
      }
      const event = await transport.send(parent as Window, name, parsed.payload, { domain, timeout: timeout ?? replyTimeoutMs });
      if (!event || !fromParent(event.source, event.origin, spec)) return fail('foreign-reply', { origin: printableOrigin(event?.origin) });
      const reply = parseReply(name, event.data);
      if (!reply.ok) {
        if (!quiet) report(reply);
        return { ok: false, reason: 'invalid-reply' };
      }
      return { ok: true, reply: reply.reply };
    } catch (err) {
      return fail('failed', { error: firstLine(err) });
    }
  }

  const channel: ParentChannel = {
    origin,
    anyOrigin,
    flavour,
    get ready() {
      return ready;
    },

    send(name, ...args) {
      // Callers outside TypeScript may pass any name: parseMessage refuses unknown ones and
      // names that travel the other way.
      return request(name, args[0], false);
    },

    on(name, handler) {
      const spec: MessageSpec | undefined = Object.prototype.hasOwnProperty.call(MESSAGES, name) ? MESSAGES[name] : undefined;
      if (!spec || spec.direction !== 'fromParent') throw new TypeError(`not a message from the parent: ${String(name)}`);
      if (listeners.has(name)) throw new Error(`already listening for ${name}`);
      // A hotel's page has nothing to say to the widget: what it would say is the chatbot's.
      if (closed || flavour === 'page') return () => {};

      const run = async (payload: Payload<typeof name>) => {
        const result = await handler(payload);
        const reply = parseReply(name, result);
        if (!reply.ok) {
          report(reply);
          throw new Error('rejected');
        }
        return reply.reply;
      };

      const listener = transport.on(name, { domain: listenDomain, window: parent as Window }, async (event) => {
        if (closed) throw new Error('closed');
        if (!fromParent(event.source, event.origin, spec)) {
          log('ignored a message from another window or origin', {
            name,
            origin: printableOrigin(event.origin),
            window: event.source === parent ? 'parent' : 'other',
          });
          throw new Error('rejected');
        }
        const parsed = parseMessage(name, event.data, { direction: 'fromParent', report });
        if (!parsed.ok) throw new Error('rejected');
        const payload = parsed.payload as Payload<typeof name>;
        if (spec.deferUntilReady && !ready) {
          // The latest of each name is held, in the order they last came: the chat's last word runs last.
          held.delete(name);
          held.set(name, () => run(payload));
          return undefined;
        }
        return run(payload);
      });
      listeners.set(name, listener);
      return () => {
        if (listeners.get(name) !== listener) return;
        listener.cancel();
        listeners.delete(name);
        held.delete(name);
      };
    },

    askUserId() {
      const spec: MessageSpec = MESSAGES.getTriplabotUserId;
      if (flavour === 'page') return Promise.resolve(null);
      if (targetFor(spec) === null) {
        log('message not sent', { name: 'getTriplabotUserId', reason: 'session-to-any-origin' });
        return Promise.resolve(null);
      }
      const total = CHATBOT_USER_ID_HANDSHAKE_MS;
      const every = CHATBOT_USER_ID_POLL_MS;
      const maxAttempts = Math.ceil(total / every);
      return new Promise<string | null>((resolve) => {
        let attempts = 0;
        let done = false;
        let interval: ReturnType<typeof setInterval> | undefined;
        let deadline: ReturnType<typeof setTimeout> | undefined;
        const finish = (id: string | null) => {
          if (done) return;
          done = true;
          clearInterval(interval);
          clearTimeout(deadline);
          resolve(id);
        };
        const attempt = () => {
          if (done || closed) return;
          attempts += 1;
          if (attempts >= maxAttempts) clearInterval(interval);
          // Each ask waits no longer than the handshake has left; an early "no id yet" or a
          // parent not yet listening is simply asked again on the next tick.
          const left = total - (attempts - 1) * every;
          void request('getTriplabotUserId', {}, true, left).then((outcome) => {
            if (outcome.ok && outcome.reply.user_id) finish(outcome.reply.user_id);
          });
        };
        interval = setInterval(attempt, every);
        deadline = setTimeout(() => {
          if (!done) log('no chatbot user id from the parent', { attempts, ms: total });
          finish(null);
        }, total);
        attempt();
      });
    },

    approveSessions(allowed) {
      approve(allowed);
    },

    markReady() {
      if (ready) return;
      ready = true;
      const pending = [...held.values()];
      held.clear();
      for (const run of pending) {
        Promise.resolve()
          .then(run)
          .catch((err: unknown) => log('held message failed', { error: firstLine(err) }));
      }
    },

    close() {
      if (closed) return;
      closed = true;
      for (const listener of listeners.values()) listener.cancel();
      listeners.clear();
      held.clear();
      self.removeEventListener('message', observer);
    },
  };
  return channel;
}
