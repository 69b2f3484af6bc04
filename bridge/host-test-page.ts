// The custom bot test page (/custom-bot-test.html, the `custom_bot_test=true` flow): a hotel
// opens the widget as its chatbot would, through the served embed SDK (`window.Yadori`), answers
// getTriplabotUserId with an assertion for the id it types (signed by this page's own server with
// the demo chatbot secret, in development only) or with an assertion pasted from the hotel's
// chatbot server, sends logout and refresh-login, and watches every message both ways. Built by vite.host.config.ts to /embed/custom-bot-test.js.
import type { YadoriSdk, YadoriTrace, YadoriWidget } from './host-api';
import { clock, logLine, type LogLine } from './host-test-log';
import { TEST_PAGE_HTML_LANG, TEST_PAGE_LANGUAGES, TEST_PAGE_STRINGS, testPageDir, testPageLanguage, type TestPageKey, type TestPageLanguage } from './host-test-strings';
import { CHATBOT_ASSERTION } from './host-core';

/** A chatbot user id, as the demo assertions name it. */
const CHATBOT_USER_ID = /^[A-Za-z0-9_-]{16,128}$/;
/** The assertion signed last, reused while it has a minute left. */
let demoAssertion: { user: string; code: string; token: string; until: number } | null = null;

/**
 * The answer to getTriplabotUserId for what was typed: a pasted assertion as it is; an id, signed
 * by this page's server for the demo hotels (development only; null when it cannot).
 */
async function assertionFor(code: string, value: string): Promise<string | null> {
  if (!value) return null;
  if (value.length <= 2048 && CHATBOT_ASSERTION.test(value)) return value;
  if (!CHATBOT_USER_ID.test(value)) return null;
  if (demoAssertion && demoAssertion.user === value && demoAssertion.code === code && demoAssertion.until > Date.now()) return demoAssertion.token;
  try {
    const res = await fetch('/demo-assertion', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, user: value }) });
    if (!res.ok) return null;
    const { assertion, expires_in } = (await res.json()) as { assertion: string; expires_in: number };
    demoAssertion = { user: value, code, token: assertion, until: Date.now() + (expires_in - 60) * 1000 };
    return assertion;
  } catch {
    return null;
  }
}

const HOTEL_CODE = /^[A-Za-z0-9_-]{1,100}$/;
/** The log keeps the latest lines only, so a long session stays responsive. */
const MAX_LINES = 500;
/** The page's own parameters, not passed on to the widget. */
const OWN_PARAMS = ['code', 'hotel_code', 'lang', 'chatbot_user_id', 'start'];
/** The pages a chatbot links to, by the value of the start select (and `?start=`). */
const START_PATHS: Record<string, string> = { search: '/', 'chat-sign-in': '/chat-sign-in', 'chat-sign-up': '/chat-sign-up' };

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`custom bot test page: #${id} is missing`);
  return el as T;
}

const query = new URLSearchParams(location.search);
let lang: TestPageLanguage = testPageLanguage(query.get('lang'), navigator.languages ?? [navigator.language]);
const t = (key: TestPageKey, vars: Record<string, string> = {}) =>
  TEST_PAGE_STRINGS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');

const form = byId<HTMLFormElement>('open-form');
const codeInput = byId<HTMLInputElement>('code');
const codeError = byId('code-error');
const userIdInput = byId<HTMLInputElement>('user-id');
const userIdError = byId('user-id-error');
const openButton = byId<HTMLButtonElement>('open');
const logoutButton = byId<HTMLButtonElement>('logout');
const refreshButton = byId<HTMLButtonElement>('refresh');
const clearButton = byId<HTMLButtonElement>('clear');
const statusLine = byId('status');
const logStatus = byId('log-status');
const box = byId('widget-box');
const placeholder = byId('widget-empty');
const logBody = byId<HTMLTableSectionElement>('log-body');
const logEmpty = byId('log-empty');
const logScroll = byId('log-scroll');
const languageSelect = byId<HTMLSelectElement>('lang');
const startSelect = byId<HTMLSelectElement>('start');

let widget: YadoriWidget | null = null;
const lines: LogLine[] = [];
/** What the status line says, kept as a key so a language change can say it again. */
let status: { key: TestPageKey; vars?: Record<string, string> } | null = null;

function setStatus(key: TestPageKey, vars?: Record<string, string>) {
  status = { key, vars };
  statusLine.textContent = t(key, vars);
}

function renderStrings() {
  document.documentElement.lang = TEST_PAGE_HTML_LANG[lang];
  document.documentElement.dir = testPageDir(lang);
  document.title = t('docTitle');
  for (const el of document.querySelectorAll<HTMLElement>('[data-t]')) el.textContent = t(el.dataset.t as TestPageKey);
  openButton.textContent = t(widget && !widget.closed ? 'reopen' : 'open');
  if (status) statusLine.textContent = t(status.key, status.vars);
  validateCode(false);
  validateUserId();
  renderLog();
}

function cell(row: HTMLTableRowElement, text: string, className?: string) {
  const td = row.insertCell();
  td.textContent = text;
  if (className) td.className = className;
}

function renderLine(line: LogLine) {
  const row = logBody.insertRow();
  row.className = `kind-${line.kind}`;
  cell(row, clock(line.at), 'time');
  cell(row, t(line.direction), 'dir');
  cell(row, line.name, 'name');
  const pre = document.createElement('code');
  // JSON reads left to right, on an Arabic page too.
  pre.dir = 'ltr';
  pre.textContent = line.payload;
  row.insertCell().append(pre);
  const note = line.note ? t(line.note.key, line.note.vars) : '';
  cell(row, [[t(`kind_${line.kind}`), line.reason].filter(Boolean).join(': '), note].filter(Boolean).join(' — '), 'note');
}

function renderLog() {
  logBody.replaceChildren();
  for (const line of lines) renderLine(line);
  logEmpty.hidden = lines.length > 0;
}

function record(entry: YadoriTrace) {
  const line = logLine(entry);
  lines.push(line);
  if (lines.length > MAX_LINES) {
    lines.splice(0, lines.length - MAX_LINES);
    renderLog();
  } else {
    renderLine(line);
    logEmpty.hidden = true;
  }
  // Follow new lines unless the reader has scrolled up to read older ones.
  const atEnd = logScroll.scrollHeight - logScroll.scrollTop - logScroll.clientHeight < 80;
  if (atEnd) logScroll.scrollTop = logScroll.scrollHeight;
  if (entry.kind === 'received' && entry.name === 'booking-widget-opened') setStatus('statusReady');
}

function validateCode(show: boolean): boolean {
  const code = codeInput.value.trim();
  const problem: TestPageKey | null = !code ? 'codeRequired' : HOTEL_CODE.test(code) ? null : 'codeInvalid';
  const visible = Boolean(problem && (show || codeInput.getAttribute('aria-invalid') === 'true'));
  codeInput.setAttribute('aria-invalid', String(visible));
  codeError.hidden = !visible;
  codeError.textContent = visible && problem ? t(problem) : '';
  return problem === null;
}

function validateUserId(): boolean {
  const value = userIdInput.value.trim();
  const ok = value === '' || CHATBOT_USER_ID.test(value) || (value.length <= 2048 && CHATBOT_ASSERTION.test(value));
  userIdInput.setAttribute('aria-invalid', String(!ok));
  userIdError.hidden = ok;
  userIdError.textContent = ok ? '' : t('userIdInvalid');
  return ok;
}

function setWidgetControls(open: boolean) {
  logoutButton.disabled = !open;
  refreshButton.disabled = !open;
  placeholder.hidden = open;
  openButton.textContent = t(open ? 'reopen' : 'open');
}

function openWidget() {
  const sdk = (window as { Yadori?: YadoriSdk }).Yadori;
  if (!sdk) {
    setStatus('statusNoSdk');
    return;
  }
  if (!validateCode(true)) {
    codeInput.focus();
    return;
  }
  const code = codeInput.value.trim();
  const start = START_PATHS[startSelect.value] ? startSelect.value : 'search';
  widget?.close();
  const url = new URL(location.href);
  url.searchParams.set('code', code);
  if (start === 'search') url.searchParams.delete('start');
  else url.searchParams.set('start', start);
  history.replaceState(history.state, '', url.href);
  try {
    widget = sdk.open({
      code,
      path: START_PATHS[start],
      locale: lang,
      title: t('frameTitle'),
      container: box,
      height: '100%',
      mode: 'chatbot',
      customBotTest: true,
      // The page's other parameters (checkin, checkout, adults ...) go on to the widget; the user
      // id is answered through the handshake, as a chatbot does, never put in the address.
      search: Object.fromEntries([...query].filter(([k]) => !OWN_PARAMS.includes(k))),
      // Read each time the widget asks, so an id typed later is answered from then on.
      chatbotUserId: () => assertionFor(code, userIdInput.value.trim()),
      trace: record,
      onClosed: (reason) => {
        setWidgetControls(false);
        if (reason !== 'api') setStatus('statusClosed', { reason: t(`reason_${reason}`) });
      },
    });
    setWidgetControls(true);
    setStatus('statusLoading');
  } catch (err) {
    widget = null;
    setWidgetControls(false);
    setStatus('statusError', { error: err instanceof Error ? err.message : String(err) });
  }
}

for (const l of TEST_PAGE_LANGUAGES) {
  const option = languageSelect.querySelector<HTMLOptionElement>(`option[value="${l}"]`);
  if (option) option.selected = l === lang;
}
languageSelect.addEventListener('change', () => {
  lang = testPageLanguage(languageSelect.value, []);
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  history.replaceState(history.state, '', url.href);
  renderStrings();
  // An open widget speaks the page's new language too: it opens again in it.
  if (widget) openWidget();
});
form.addEventListener('submit', (e) => {
  e.preventDefault();
  openWidget();
});
codeInput.addEventListener('input', () => validateCode(false));
userIdInput.addEventListener('input', validateUserId);
logoutButton.addEventListener('click', () => widget?.logout());
refreshButton.addEventListener('click', () => widget?.refreshLogin());
clearButton.addEventListener('click', () => {
  lines.length = 0;
  renderLog();
  logStatus.textContent = t('cleared');
});

codeInput.value = query.get('code') ?? query.get('hotel_code') ?? '';
userIdInput.value = query.get('chatbot_user_id') ?? '';
startSelect.value = START_PATHS[query.get('start') ?? ''] ? (query.get('start') as string) : 'search';
setWidgetControls(false);
renderStrings();
if (codeInput.value) openWidget();
else codeInput.focus();
