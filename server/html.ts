// What the API's own HTML (mails, the sandbox payment pages, the receipt, the outbox) shares:
// escaping, and the language and direction a page or mail is written in.
import { isRtlLanguage, htmlLangOf } from '../contract';

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** `lang` and `dir` for a language code (Arabic reads right to left; an unknown code left to right). */
export function langAttributes(locale: string): string {
  return `lang="${escapeHtml(htmlLangOf(locale))}" dir="${isRtlLanguage(locale) ? 'rtl' : 'ltr'}"`;
}
