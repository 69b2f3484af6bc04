// Strings of the custom bot test page (/custom-bot-test.html). The page is a tool for a hotel
// testing its own chatbot, not part of the widget, so it carries its own small table. Every
// language must have every key: the type below refuses a missing one.

export const TEST_PAGE_LANGUAGES = ['en', 'ja'] as const;
export type TestPageLanguage = (typeof TEST_PAGE_LANGUAGES)[number];

const en = {
  docTitle: 'Custom bot test — Yadori',
  title: 'Custom bot test',
  intro: 'Opens the booking widget as your chatbot would, and shows every message between them.',
  language: 'Language',
  setup: 'Set-up',
  code: 'Hotel code',
  codeRequired: 'Enter the hotel code.',
  codeInvalid: 'A hotel code is letters, digits, - or _ (up to 100).',
  userId: 'Chatbot user id',
  userIdHint: 'Sent when the widget asks getTriplabotUserId. 16 to 128 letters, digits, - or _. Leave it empty to answer null.',
  userIdInvalid: 'Use 16 to 128 letters, digits, - or _. Until then the widget is answered null.',
  open: 'Open the widget',
  reopen: 'Reload the widget',
  actions: 'Messages to the widget',
  logout: 'Send logout',
  refresh: 'Send refresh-login-from-chatbot',
  actionsHint: 'Sent at once when the widget is ready; held until booking-widget-opened otherwise.',
  widget: 'Widget',
  noWidget: 'Enter a hotel code and open the widget.',
  statusLoading: 'Widget loading: waiting for booking-widget-opened…',
  statusReady: 'Widget ready: booking-widget-opened received.',
  statusClosed: 'Widget closed ({reason}).',
  statusError: 'The widget could not be opened: {error}',
  statusNoSdk: 'The embed SDK (/embed/yadori-embed.js) did not load.',
  log: 'Message log',
  logCaption: 'Messages between this page and the widget, oldest first. Tokens show only their last 4 characters.',
  clear: 'Clear log',
  cleared: 'Log cleared.',
  empty: 'No messages yet.',
  time: 'Time',
  direction: 'Direction',
  message: 'Message',
  payload: 'Payload',
  note: 'Note',
  toPage: 'widget → bot',
  toWidget: 'bot → widget',
  held: 'held in the bot',
  kind_received: 'received',
  kind_answered: 'reply',
  kind_queued: 'held until the widget is ready',
  kind_sent: 'sent',
  kind_delivered: 'taken by the widget',
  kind_failed: 'failed',
  kind_refused: 'refused',
  reason_message: 'the widget asked',
  reason_escape: 'Escape',
  reason_button: 'close button',
  reason_api: 'reloaded',
};

export type TestPageKey = keyof typeof en;

const ja: Record<TestPageKey, string> = {
  docTitle: 'カスタムボットテスト — Yadori',
  title: 'カスタムボットテスト',
  intro: 'チャットボットと同じ方法で予約ウィジェットを開き、両者の間のメッセージをすべて表示します。',
  language: '言語',
  setup: '設定',
  code: '施設コード',
  codeRequired: '施設コードを入力してください。',
  codeInvalid: '施設コードは英数字、- または _ で入力してください（100文字まで）。',
  userId: 'チャットボットのユーザーID',
  userIdHint: 'ウィジェットが getTriplabotUserId で尋ねたときに返します。英数字、- または _ で16〜128文字。空欄なら null を返します。',
  userIdInvalid: '英数字、- または _ で16〜128文字にしてください。それまでは null を返します。',
  open: 'ウィジェットを開く',
  reopen: 'ウィジェットを再読み込み',
  actions: 'ウィジェットへのメッセージ',
  logout: 'logout を送る',
  refresh: 'refresh-login-from-chatbot を送る',
  actionsHint: 'ウィジェットの準備ができていればすぐに送り、そうでなければ booking-widget-opened まで保留します。',
  widget: 'ウィジェット',
  noWidget: '施設コードを入力してウィジェットを開いてください。',
  statusLoading: 'ウィジェットを読み込み中：booking-widget-opened を待っています…',
  statusReady: 'ウィジェットの準備ができました：booking-widget-opened を受信しました。',
  statusClosed: 'ウィジェットを閉じました（{reason}）。',
  statusError: 'ウィジェットを開けませんでした：{error}',
  statusNoSdk: '埋め込みSDK（/embed/yadori-embed.js）を読み込めませんでした。',
  log: 'メッセージログ',
  logCaption: 'このページとウィジェットの間のメッセージ（古い順）。トークンは末尾4文字だけを表示します。',
  clear: 'ログを消去',
  cleared: 'ログを消去しました。',
  empty: 'メッセージはまだありません。',
  time: '時刻',
  direction: '方向',
  message: 'メッセージ',
  payload: 'ペイロード',
  note: '備考',
  toPage: 'ウィジェット → ボット',
  toWidget: 'ボット → ウィジェット',
  held: 'ボット内で保留',
  kind_received: '受信',
  kind_answered: '応答',
  kind_queued: 'ウィジェットの準備まで保留',
  kind_sent: '送信',
  kind_delivered: 'ウィジェットが受理',
  kind_failed: '失敗',
  kind_refused: '拒否',
  reason_message: 'ウィジェットからの要求',
  reason_escape: 'Escape キー',
  reason_button: '閉じるボタン',
  reason_api: '再読み込み',
};

export const TEST_PAGE_STRINGS: Record<TestPageLanguage, Record<TestPageKey, string>> = { en, ja };

/** The page's language: `?lang=`, else the browser's, else English. */
export function testPageLanguage(query: string | null, browser: readonly string[]): TestPageLanguage {
  for (const candidate of [query, ...browser]) {
    const base = candidate?.toLowerCase().split('-')[0];
    const found = TEST_PAGE_LANGUAGES.find((l) => l === base);
    if (found) return found;
  }
  return 'en';
}
