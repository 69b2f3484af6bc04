// The LIFF SDK, pluggable: the core with only the modules the widget uses. This file is reached by
// dynamic import only (liff/index.ts), so no other bundle carries @line/liff.
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';
import IsLoggedInModule from '@line/liff/is-logged-in';
import LoginModule from '@line/liff/login';
import GetIDTokenModule from '@line/liff/get-id-token';
import GetAppLanguageModule from '@line/liff/get-app-language';
import CloseWindowModule from '@line/liff/close-window';
import PermanentLinkModule from '@line/liff/permanent-link';
import GetContextModule from '@line/liff/get-context';
import IsApiAvailableModule from '@line/liff/is-api-available';
import PermissionModule from '@line/liff/permission';
import SendMessagesModule from '@line/liff/send-messages';
import ShareTargetPickerModule from '@line/liff/share-target-picker';
import { detectLineEnvironment, type LineEnvironment } from './environment';
import { restoreLiffState } from './state';

/** A message LINE accepts from a LIFF app (the SDK's own type: text, template, flex ...). */
export type LiffMessage = Parameters<typeof liff.sendMessages>[0][number];

/** How posting or sharing ended, as the guest should hear it. */
export type LiffSendOutcome = 'sent' | 'cancelled';

/** Chats a LIFF app can post into: one-to-one, group, multi-person chat and OpenChat. */
const CHAT_CONTEXTS: readonly string[] = ['utou', 'room', 'group', 'square_chat'];

/** What the widget may ask of LIFF once it is initialised. */
export interface LiffSession {
  environment: LineEnvironment;
  isLoggedIn(): boolean;
  /** LINE Login, coming back to `redirectUri` (the same screen). */
  login(redirectUri: string): void;
  /** The LIFF ID token: the only thing the widget sends to the API. Null when not logged in. */
  idToken(): string | null;
  /** LINE's app language (e.g. "ja", "zh-TW"), or null outside LINE. */
  language(): string | null;
  /** Back to the chat: closes the LIFF window (in the LIFF browser only). */
  close(): void;
  /** A permanent LIFF link to `href` (a screen of this app), for sharing. */
  permanentLink(href: string): Promise<string>;
  /**
   * Whether messages may be posted into the chat LINE opened the app from: in the LIFF browser,
   * opened from a chat, the app has the `chat_message.write` scope and the guest granted it (or
   * LINE asks for it when the message is sent, as the SDK does where LINE allows it).
   */
  canPostToChat(): Promise<boolean>;
  /** Posts messages into that chat as the guest (liff.sendMessages); 'cancelled' when the guest refused LINE's consent. */
  postToChat(messages: LiffMessage[]): Promise<LiffSendOutcome>;
  /** Whether LINE's share target picker can be opened here (liff.isApiAvailable). */
  canShare(): boolean;
  /** Opens LINE's share target picker with messages; 'cancelled' when the guest closed it. */
  share(messages: LiffMessage[]): Promise<LiffSendOutcome>;
}

export interface StartOptions {
  liffId: string;
  /** Test builds only: run against @line/liff-mock. */
  mock?: boolean;
}

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  // The mock (test builds) needs isInClient installed first.
  liff.use(new IsInClientModule());
  liff.use(new IsLoggedInModule());
  liff.use(new LoginModule());
  liff.use(new GetIDTokenModule());
  liff.use(new GetAppLanguageModule());
  liff.use(new CloseWindowModule());
  liff.use(new PermanentLinkModule());
  liff.use(new GetContextModule());
  liff.use(new IsApiAvailableModule());
  liff.use(new PermissionModule());
  liff.use(new SendMessagesModule());
  liff.use(new ShareTargetPickerModule());
}

/** The SDK's conditions for posting into the chat the app was opened from. */
async function chatPostingAllowed(): Promise<boolean> {
  if (!liff.isInClient() || !liff.isLoggedIn()) return false;
  const context = liff.getContext();
  if (!context || !CHAT_CONTEXTS.includes(context.type)) return false;
  if (!context.scope.includes('chat_message.write')) return false;
  const { state } = await liff.permission.query('chat_message.write');
  if (state === 'granted') return true;
  // Not granted yet: the SDK asks the guest on sending where LINE lets it (not in OpenChat).
  return state === 'prompt' && context.type !== 'square_chat' && liff.isApiAvailable('skipChannelVerificationScreen');
}

/** Initialises LIFF; resolves once the address is the one the guest opened (liff.state applied). */
export async function startLiff(options: StartOptions): Promise<LiffSession> {
  install();
  if (options.mock && import.meta.env.VITE_LIFF_MOCK === '1') {
    const { installLiffMock } = await import('./mock');
    installLiffMock(liff);
  }
  await liff.init({ liffId: options.liffId, ...(options.mock && import.meta.env.VITE_LIFF_MOCK === '1' ? { mock: true } : {}) } as Parameters<typeof liff.init>[0]);
  // LIFF restores liff.state itself; where it did not (or left LINE's marks), the address is put right here.
  const restored = restoreLiffState(location.href);
  if (restored !== null) history.replaceState(history.state, '', restored);
  const environment = detectLineEnvironment(navigator.userAgent, liff.isInClient());
  return {
    environment,
    isLoggedIn: () => liff.isLoggedIn(),
    login: (redirectUri) => liff.login({ redirectUri }),
    idToken: () => liff.getIDToken(),
    language: () => (environment === 'external' ? null : liff.getAppLanguage()),
    close: () => liff.closeWindow(),
    permanentLink: (href) => liff.permanentLink.createUrlBy(href),
    canPostToChat: () => chatPostingAllowed().catch(() => false),
    postToChat: async (messages) => {
      const asked = (await liff.permission.query('chat_message.write')).state === 'prompt';
      try {
        await liff.sendMessages(messages);
        return 'sent';
      } catch (err) {
        // LINE asked for the permission on the way and the guest said no.
        if (asked && (err as { code?: unknown }).code === 'UNAUTHORIZED') return 'cancelled';
        throw err;
      }
    },
    canShare: () => liff.isLoggedIn() && liff.isApiAvailable('shareTargetPicker'),
    share: async (messages) => ((await liff.shareTargetPicker(messages))?.status === 'success' ? 'sent' : 'cancelled'),
  };
}
