// The embed SDK's logic: the page's side of the parent-window protocol (bridge/messages.ts) for
// a widget it opens inline or as a modal. The transport is injected, so this file runs in tests
// without post-robot; bridge/host.ts gives it post-robot and becomes the served script.
//
// Size matters here (the served file, post-robot included, stays within 15 KB gzip), so payloads
// are checked by the small hand-written parsers below instead of zod. They follow the schemas of
// bridge/messages.ts field for field; tests/unit/host-core.test.ts runs the same good and bad
// payloads through both and expects the same verdicts.
import type {
  ChatbotUserIdSource,
  YadoriAction,
  YadoriEventName,
  YadoriEvents,
  YadoriListener,
  YadoriMode,
  YadoriOptions,
  YadoriSdk,
  YadoriTrace,
  YadoriWidget,
} from './host-api';
import { isSameOrigin, originOf } from './origin';
import { version } from '../package.json';

/** What a transport hands a listener. */
export interface HostTransportEvent {
  source: unknown;
  origin: string;
  data: unknown;
}

/** The part of post-robot the SDK uses; always one window and one exact origin. */
export interface HostTransport {
  on(name: string, options: { domain: string; window: Window }, handler: (event: HostTransportEvent) => unknown): { cancel(): void };
  send(win: Window, name: string, data: unknown, options: { domain: string; timeout?: number }): PromiseLike<unknown>;
}

// ---- payload parsers (the shapes of bridge/messages.ts) -----------------------------------------

const NO = Symbol('invalid');
type Parser = (value: unknown) => unknown;

const test =
  (ok: (value: unknown) => boolean): Parser =>
  (v) =>
    ok(v) ? v : NO;
const text = (max: number, pattern?: RegExp) => test((v) => typeof v === 'string' && v.length > 0 && v.length <= max && (!pattern || pattern.test(v)));
const int = (min: number, max: number) => test((v) => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max);
const optional =
  (p: Parser): Parser =>
  (v) =>
    v === undefined ? undefined : p(v);
const nullable =
  (p: Parser): Parser =>
  (v) =>
    v === null ? null : p(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A plain object: known fields parsed, unknown ones dropped (as zod's object does). */
const object =
  (shape: Record<string, Parser>): Parser =>
  (v) => {
    if (!isRecord(v)) return NO;
    const out: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const r = parse(v[key]);
      if (r === NO) return NO;
      if (r !== undefined) out[key] = r;
    }
    return out;
  };
const list =
  (p: Parser, min: number, max: number): Parser =>
  (v) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return NO;
    const out = v.map(p);
    return out.includes(NO) ? NO : out;
  };
/** No fields; a missing payload means the same. */
const empty: Parser = (v) => (v === undefined ? {} : object({})(v));

const id = text(255);
const count = int(0, 999);
const ga4Name = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const ga4Value = test((v) => (typeof v === 'string' && v.length <= 100) || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean');
/** A flat record of GA4 values under GA4 names, `max` entries at most. */
const ga4Record =
  (max: number): Parser =>
  (v) => {
    if (!isRecord(v)) return NO;
    const entries = Object.entries(v);
    if (entries.length > max || entries.some(([k, x]) => !ga4Name.test(k) || ga4Value(x) === NO)) return NO;
    return Object.fromEntries(entries);
  };
const ga4Items = list(ga4Record(27), 0, 200);
const ga4Params: Parser = (v) => {
  if (!isRecord(v)) return NO;
  const entries = Object.entries(v);
  const ok = (k: string, x: unknown) => ga4Name.test(k) && (ga4Value(x) !== NO || (k === 'items' && ga4Items(x) !== NO));
  if (entries.length > 25 || entries.some(([k, x]) => !ok(k, x))) return NO;
  return Object.fromEntries(entries);
};

/** Every message the widget posts to its parent, with its payload parser. */
export const INBOUND: Record<YadoriEventName | 'getTriplabotUserId', Parser> = {
  'show-chatbot': object({ icon_message_id: optional(id) }),
  'booking-widget-opened': empty,
  login: object({ user_id: int(1, Number.MAX_SAFE_INTEGER), membership_id: nullable(id) }),
  receiveTriplabotSession: object({ session: text(4096) }),
  triplabotSynced: object({ user_id: id }),
  getTriplabotUserId: empty,
  receiveCompanionInfo: object({ rooms: list(object({ adult_companion: count, kid_tier_A_companion: count }), 0, 999) }),
  close: empty,
  resize: object({ height: int(0, 100_000) }),
  pageChanged: empty,
  removeQuery: object({ keys: list(text(100, /^[A-Za-z0-9_.[\]-]+$/), 1, 50) }),
  ga4Event: object({ name: text(40, ga4Name), params: optional(ga4Params) }),
};

/** Parses one inbound payload: the checked value, or `undefined` when it does not match. */
export function parseInbound(name: string, payload: unknown): { value: unknown } | undefined {
  const parse = Object.hasOwn(INBOUND, name) ? INBOUND[name as keyof typeof INBOUND] : undefined;
  const value = parse ? parse(payload) : NO;
  return value === NO ? undefined : { value };
}

/** The form of a chatbot user assertion (a JWT the chatbot's server signed), as the widget checks it. */
export const CHATBOT_ASSERTION = /^[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}$/;

/** Start-up parameters that carry a secret: in `parentUrl` only their names travel, for `removeQuery`. */
const SECRET_PARAMS = ['accessToken', 'login_token', 'otid', 'one_time_access_token', 'refresh_token'];

/** How long an action waits for the widget to take it. */
const ACTION_TIMEOUT_MS = 10_000;

/** The options only chatbot mode takes. */
const CHATBOT_OPTIONS = ['chatbotUserId', 'chatbotSync', 'iconMessageId', 'authAutoMessageId', 'customBotTest'] as const;

/** An inline frame that follows the widget's height is never shorter than this (px). */
export const MIN_AUTO_HEIGHT = 320;

/**
 * The page's address as `parentUrl`: no fragment, and the values of secret parameters blanked
 * (the widget needs only their names, to ask for their removal).
 */
export function parentUrlOf(href: string): string {
  const url = new URL(href);
  url.hash = '';
  for (const key of SECRET_PARAMS) if (url.searchParams.has(key)) url.searchParams.set(key, '');
  return url.href;
}

/** The first line of an error (post-robot's carry the whole stack after it). */
const firstLine = (err: unknown) => String((err as Error)?.message ?? err).split('\n')[0]!.slice(0, 200);

// The modal: a native <dialog> (focus kept inside, the page behind it inert), full screen on phones.
const CSS =
  '.yadori-modal{padding:0;border:0;width:min(960px,100vw - 32px);height:min(860px,100dvh - 32px);max-width:none;max-height:none;' +
  'border-radius:12px;overflow:hidden;background:#fff;color:#222}' +
  '.yadori-modal[open]{display:flex;flex-direction:column}' +
  '.yadori-modal::backdrop{background:#0008}' +
  '.yadori-bar{display:flex;align-items:center;justify-content:space-between;padding:4px 4px 4px 16px;border-bottom:1px solid #ddd;font:600 15px system-ui,sans-serif}' +
  '.yadori-bar button{min-width:44px;min-height:44px;border:0;border-radius:8px;background:none;color:inherit;font-size:24px;cursor:pointer}' +
  '.yadori-bar button:focus-visible{outline:3px solid #1a5fd0;outline-offset:-3px}' +
  '.yadori-modal iframe{flex:1;border:0}' +
  '@media (max-width:600px){.yadori-modal{width:100vw;height:100dvh;border-radius:0}}';

interface Environment {
  /** The address the SDK script was loaded from: its site is the default widget address. */
  scriptSrc?: string | undefined;
}

/** The SDK over a transport. */
export function createSdk(transport: HostTransport, env: Environment = {}): YadoriSdk {
  return { version, open: (options) => open(transport, env, options) };
}

function open(transport: HostTransport, env: Environment, options: YadoriOptions): YadoriWidget {
  const doc = document;
  if (typeof options?.code !== 'string' || !options.code || options.code.length > 200) throw new TypeError('Yadori: code required');
  const mode: YadoriMode = options.mode ?? 'page';
  if (mode !== 'page' && mode !== 'chatbot') throw new TypeError(`Yadori: no mode ${String(mode)}`);
  const chatbot = options.mode === 'chatbot' ? options : null;
  const stray = chatbot ? undefined : CHATBOT_OPTIONS.find((key) => (options as unknown as Record<string, unknown>)[key] !== undefined);
  if (stray) throw new TypeError(`Yadori: ${stray} needs mode: 'chatbot'`);
  const origin = originOf(options.widgetUrl ?? env.scriptSrc);
  if (!origin) throw new TypeError('Yadori: widgetUrl not http(s)');
  const src = new URL(options.path ?? '/', origin);
  // A path may not lead the frame to another site: the SDK talks to one origin only.
  if (src.origin !== origin) throw new TypeError('Yadori: path leaves the widget site');

  const query = src.searchParams;
  for (const [key, value] of Object.entries(options.search ?? {})) if (value != null) query.set(key, String(value));
  const given: Record<string, string | boolean | undefined> = {
    code: options.code,
    locale: options.locale,
    // A hotel's page frames the widget as `embed`: a hotel page that talks to its parent.
    iframe: chatbot ? 'chatbot' : 'embed',
    parentUrl: parentUrlOf(location.href),
    parentPathname: location.pathname,
    icon_message_id: chatbot?.iconMessageId,
    auth_auto_message_id: chatbot?.authAutoMessageId,
    chatbot_sync: chatbot?.chatbotSync,
    custom_bot_test: chatbot?.customBotTest,
  };
  for (const [key, value] of Object.entries(given)) if (value) query.set(key, String(value));

  const ja = /^ja/i.test(options.locale ?? '');
  const title = options.title ?? (ja ? '予約' : 'Booking');
  const trace = (entry: YadoriTrace) => {
    try {
      options.trace?.(entry);
    } catch (err) {
      console.error(err);
    }
  };

  const iframe = doc.createElement('iframe');
  iframe.title = title;
  let dialog: HTMLDialogElement | undefined;
  let returnFocus: Element | null = null;
  /** An inline frame that follows the widget's height. */
  const autoHeight = !!options.container && (options.autoHeight ?? !chatbot);

  if (options.container) {
    const box = typeof options.container === 'string' ? doc.querySelector(options.container) : options.container;
    if (!box) throw new TypeError('Yadori: no container');
    Object.assign(iframe.style, { display: 'block', width: '100%', height: options.height ?? '640px', border: '0' });
    box.append(iframe);
  } else {
    if (!doc.getElementById('yadori-embed-css')) {
      const style = doc.createElement('style');
      style.id = 'yadori-embed-css';
      style.textContent = CSS;
      doc.head.append(style);
    }
    returnFocus = doc.activeElement;
    dialog = doc.createElement('dialog');
    dialog.className = 'yadori-modal';
    dialog.setAttribute('aria-label', title);
    const bar = doc.createElement('div');
    bar.className = 'yadori-bar';
    const heading = doc.createElement('span');
    heading.textContent = title;
    const button = doc.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', options.closeLabel ?? (ja ? '閉じる' : 'Close'));
    button.textContent = '×';
    button.onclick = () => close('button');
    bar.append(heading, button);
    dialog.append(bar, iframe);
    // Escape: the dialog's cancel event.
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      close('escape');
    });
    // Closed by the browser without a cancel event (repeated Escape): still ours to tidy up.
    dialog.addEventListener('close', () => close('escape'));
    doc.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Focus starts on the close button, not in the frame: a key pressed inside the widget (another
    // site) never reaches this page, so Escape closes the dialog only while focus is out here.
    button.focus();
  }

  // The frame navigates in this same task, before any message could arrive: its window (one
  // WindowProxy for the frame's life in browsers) is taken after `src` is set.
  iframe.src = src.href;
  const win = iframe.contentWindow;
  if (!win) throw new Error('Yadori: container not in the document');

  let ready = false;
  let closed = false;
  const held: YadoriAction[] = [];
  const listeners = new Map<YadoriEventName, Set<(payload: never) => void>>();
  const subscriptions: { cancel(): void }[] = [];

  const on = <N extends YadoriEventName>(name: N, listener: YadoriListener<N>) => {
    if (!Object.hasOwn(INBOUND, name) || name === ('getTriplabotUserId' as string)) throw new TypeError(`Yadori: no event ${String(name)}`);
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set);
    set.add(listener as (payload: never) => void);
    return () => void set.delete(listener as (payload: never) => void);
  };
  for (const [name, listener] of Object.entries(options.on ?? {})) if (listener) on(name as YadoriEventName, listener as YadoriListener<YadoriEventName>);

  const emit = (name: YadoriEventName, payload: unknown) => {
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        (listener as (p: unknown) => void)(payload);
      } catch (err) {
        console.error(err);
      }
    }
  };

  const post = (name: YadoriAction) => {
    trace({ kind: 'sent', name, payload: {} });
    Promise.resolve(transport.send(win, name, {}, { domain: origin, timeout: ACTION_TIMEOUT_MS })).then(
      () => trace({ kind: 'delivered', name }),
      (err: unknown) => trace({ kind: 'failed', name, reason: firstLine(err) }),
    );
  };

  const act = (name: YadoriAction) => {
    if (closed) return trace({ kind: 'failed', name, reason: 'closed' });
    // A hotel page takes no word from its page: signing in and out is the chatbot's business.
    if (!chatbot) return trace({ kind: 'failed', name, reason: 'chatbot mode only' });
    if (ready) return post(name);
    held.push(name);
    trace({ kind: 'queued', name, payload: {} });
  };

  const userId = async (source: ChatbotUserIdSource | undefined): Promise<string | null> => {
    const value = typeof source === 'function' ? await source() : source;
    if (value == null || value === '') return null;
    if (typeof value === 'string' && value.length <= 2048 && CHATBOT_ASSERTION.test(value)) return value;
    trace({ kind: 'failed', name: 'getTriplabotUserId', reason: 'bad chatbotUserId' });
    return null;
  };

  const receive = async (name: YadoriEventName | 'getTriplabotUserId', event: HostTransportEvent) => {
    if (closed) throw new Error('closed');
    // post-robot already filters on window and origin; this is the SDK's own check.
    if (event.source !== win || !isSameOrigin(origin, event.origin)) {
      trace({ kind: 'refused', name, reason: `from another ${event.source !== win ? 'window' : 'origin'}` });
      throw new Error('refused');
    }
    const parsed = parseInbound(name, event.data);
    if (!parsed) {
      trace({ kind: 'refused', name, payload: event.data, reason: 'invalid payload' });
      throw new Error('invalid payload');
    }
    trace({ kind: 'received', name, payload: parsed.value });
    if (name === 'getTriplabotUserId') {
      const reply = { user_id: await userId(chatbot?.chatbotUserId) };
      trace({ kind: 'answered', name, payload: reply });
      return reply;
    }
    const payload = parsed.value as YadoriEvents[typeof name];
    if (name === 'booking-widget-opened' && !ready) {
      ready = true;
      for (const action of held.splice(0)) post(action);
    } else if (name === 'resize' && autoHeight) {
      iframe.style.height = `${Math.max(MIN_AUTO_HEIGHT, (payload as YadoriEvents['resize']).height)}px`;
    } else if (name === 'pageChanged' && !dialog && options.scrollOnPageChange !== false && iframe.getBoundingClientRect().top < 0) {
      // The new page starts at the frame's top, which the hotel's page had scrolled past.
      iframe.scrollIntoView({ block: 'start' });
    } else if (name === 'removeQuery' && options.removeQuery !== false) {
      const url = new URL(location.href);
      for (const key of (payload as YadoriEvents['removeQuery']).keys) url.searchParams.delete(key);
      if (url.href !== location.href) history.replaceState(history.state, '', url.href);
    } else if (name === 'ga4Event' && options.ga4 !== false) {
      const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
      const { name: event, params } = payload as YadoriEvents['ga4Event'];
      if (typeof gtag === 'function') gtag('event', event, params ?? {});
    }
    emit(name, payload);
    if (name === 'close') close('message');
    return undefined;
  };

  for (const name of Object.keys(INBOUND) as (YadoriEventName | 'getTriplabotUserId')[]) {
    subscriptions.push(transport.on(name, { domain: origin, window: win }, (event) => receive(name, event)));
  }

  function close(reason: 'message' | 'escape' | 'button' | 'api') {
    if (closed) return;
    closed = true;
    held.length = 0;
    for (const s of subscriptions) s.cancel();
    if (dialog) {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    } else {
      iframe.remove();
    }
    listeners.clear();
    try {
      options.onClosed?.(reason);
    } catch (err) {
      console.error(err);
    }
  }

  return {
    iframe,
    mode,
    get ready() {
      return ready;
    },
    get closed() {
      return closed;
    },
    on,
    logout: () => act('logout'),
    refreshLogin: () => act('refresh-login-from-chatbot'),
    close: () => close('api'),
  };
}
