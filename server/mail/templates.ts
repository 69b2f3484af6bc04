// Reservation mails in the guest's language (en, ja, ko, zh_Hans, zh_Hant, id, th, ar; others read
// English). Their words are the `api_mail` namespace of the locale files (server/i18n.ts).
import type { Reservation } from '../../contract';
import { CURRENCIES, isRtlLanguage } from '../../contract';
import { escapeHtml, langAttributes } from '../html';
import { translator, type Translate } from '../i18n';
import { guestName } from '../../contract/rules/names';
import { chargeSentences } from '../../contract/rules/charge';

/** The mail's opening tag: its language, and its direction. */
export const htmlOpen = (locale: string) => `<!doctype html><html ${langAttributes(locale)}>`;

/** Row headings line up with the start of the line in either direction. */
export const startAlign = (locale: string) => (isRtlLanguage(locale) ? 'right' : 'left');

const esc = escapeHtml;

/** A payment method in the guest's words; a method without words shows its code. */
export function paymentName(t: Translate, method: string): string {
  return t.has(`payment_types.${method}`) ? t(`payment_types.${method}`) : method;
}

export function money(minor: number, currency: Reservation['currency']): string {
  const digits = CURRENCIES[currency].decimalDigits;
  return `${CURRENCIES[currency].symbol === currency ? `${currency} ` : CURRENCIES[currency].symbol}${(minor / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

export { guestName };

export function confirmationMail(r: Reservation, hotelName: string, manageUrl: string, forHotel = false): { subject: string; html: string; text: string } {
  const t = translator(r.locale, 'api_mail');
  const fill = { no: r.reservation_number, name: guestName(r.guest, r.locale) };
  const rows: [string, string][] = [
    [t('number'), r.reservation_number],
    [t('stay'), `${r.checkin_date} → ${r.checkout_date}`],
    [t('rooms'), r.rooms.map((x) => `${x.room_type_name} / ${x.room_plan_name} (${x.adults}+${x.children})`).join(', ')],
    [t('total'), money(r.total_price, r.currency)],
    [t('payment'), [paymentName(t, r.payment_type), ...chargeSentences(r.charged, (key, params) => t(key, params))].join(' ')],
  ];
  const manage = t('confirmation.manage');
  // The hotel's copy tells the hotel; only the guest's greets and thanks.
  const opening = forHotel ? [t('confirmation.hotel_intro')] : [t('greeting', fill), t('confirmation.intro')];
  const closing = forHotel ? [] : [t('confirmation.thanks')];
  const subject = `${hotelName}: ${t(forHotel ? 'confirmation.hotel_subject' : 'confirmation.subject', fill)}`;
  const html = `${htmlOpen(r.locale)}<body style="font-family:sans-serif;color:#1d232b">
${opening.map((line) => `<p>${esc(line)}</p>`).join('')}
<table cellpadding="6" style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th align="${startAlign(r.locale)}" style="border-bottom:1px solid #ddd">${esc(k)}</th><td style="border-bottom:1px solid #ddd">${esc(v)}</td></tr>`).join('')}</table>
${forHotel ? '' : `<p><a href="${esc(manageUrl)}">${esc(manage)}</a></p>`}${closing.map((line) => `<p>${esc(line)}</p>`).join('')}<p>${esc(hotelName)}</p></body></html>`;
  const text = [opening.join('\n\n'), '', ...rows.map(([k, v]) => `${k}: ${v}`), '', ...(forHotel ? [] : [`${manage}: ${manageUrl}`, '']), ...closing, hotelName].join('\n');
  return { subject, html, text };
}

export function cancellationMail(r: Reservation, hotelName: string, fee: number, all: boolean): { subject: string; html: string; text: string } {
  const t = translator(r.locale, 'api_mail');
  const greeting = t('greeting', { name: guestName(r.guest, r.locale) });
  const said = t(all ? 'cancellation.all' : 'cancellation.some');
  const subject = `${hotelName}: ${t('cancellation.subject', { no: r.reservation_number })}`;
  const lines: [string, string][] = [[t('number'), r.reservation_number], [t('stay'), `${r.checkin_date} → ${r.checkout_date}`], [t('cancellation.fee'), money(fee, r.currency)]];
  const html = `${htmlOpen(r.locale)}<body style="font-family:sans-serif;color:#1d232b"><p>${esc(greeting)}</p><p>${esc(said)}</p>
<table cellpadding="6">${lines.map(([k, v]) => `<tr><th align="${startAlign(r.locale)}">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table><p>${esc(hotelName)}</p></body></html>`;
  const text = [greeting, '', said, '', ...lines.map(([k, v]) => `${k}: ${v}`), '', hotelName].join('\n');
  return { subject, html, text };
}

/** Tells the guest what changed: the stay and rooms before and now, the price difference and any refund. */
export function updateMail(r: Reservation, before: Reservation, hotelName: string, difference: number, refund: number): { subject: string; html: string; text: string } {
  const t = translator(r.locale, 'api_mail');
  const greeting = t('greeting', { name: `${r.guest.first_name} ${r.guest.last_name}` });
  const intro = t('update.intro');
  const stay = (x: Reservation) => `${x.checkin_date} → ${x.checkout_date}`;
  const rooms = (x: Reservation) => x.rooms.filter((room) => room.status === 'active').map((room) => `${room.room_type_name} / ${room.room_plan_name} (${room.adults}+${room.children})`).join(', ');
  const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${money(Math.abs(n), r.currency)}`;
  const lines: [string, string, string][] = [
    [t('stay'), stay(before), stay(r)],
    [t('rooms'), rooms(before), rooms(r)],
    [t('total'), money(before.total_price, r.currency), money(r.total_price, r.currency)],
  ];
  const extra: [string, string][] = [[t('number'), r.reservation_number], [t('update.difference'), signed(difference)], ...(refund > 0 ? [[t('update.refund'), money(refund, r.currency)] as [string, string]] : [])];
  const subject = `${hotelName}: ${t('update.subject', { no: r.reservation_number })}`;
  const cell = 'style="border-bottom:1px solid #ddd"';
  const html = `${htmlOpen(r.locale)}<body style="font-family:sans-serif;color:#1d232b"><p>${esc(greeting)}</p><p>${esc(intro)}</p>
<table cellpadding="6" style="border-collapse:collapse"><tr><th></th><th align="${startAlign(r.locale)}" ${cell}>${esc(t('update.before'))}</th><th align="${startAlign(r.locale)}" ${cell}>${esc(t('update.after'))}</th></tr>
${lines.map(([k, a, b]) => `<tr><th align="${startAlign(r.locale)}" ${cell}>${esc(k)}</th><td ${cell}>${esc(a)}</td><td ${cell}>${esc(b)}</td></tr>`).join('')}</table>
<table cellpadding="6">${extra.map(([k, v]) => `<tr><th align="${startAlign(r.locale)}">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table><p>${esc(hotelName)}</p></body></html>`;
  const text = [
    greeting, '', intro, '',
    ...lines.map(([k, a, b]) => `${k}: ${a}  →  ${b}`), '',
    ...extra.map(([k, v]) => `${k}: ${v}`), '', hotelName,
  ].join('\n');
  return { subject, html, text };
}
