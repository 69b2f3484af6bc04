// A reservation's receipt (document 1 §1 "get a receipt for a reservation"): what was paid, in the
// currency it was paid in, made out to the name the guest chose, with the issue number so a copy
// is known as a reissue. Pure: the route loads the facts and picks HTML or PDF. Its words are the
// `api_receipt` namespace of the locale files (server/i18n.ts).
import { isRtlLanguage, type CurrencyCode, type HotelAddress, type Language, type PriceObject } from '../../contract';
import { daysBetween } from '../../contract/dates';
import { escapeHtml } from '../html';
import { translator, type Translate } from '../i18n';
import { guestName } from '../../contract/rules/names';
import { formatAddress } from '../../contract/rules/hotel-text';
import { chargeStatement, formatAmount, inChargedCurrency, type Charge } from '../../contract/rules/charge';

/** The receipt's words in its language: the `api_receipt` namespace of the locale files. */
export function receiptTexts(locale: Language): Translate {
  return translator(locale, 'api_receipt');
}

export interface ReceiptLine {
  label: string;
  detail: string;
  amount: number | null;
}

export interface Receipt {
  locale: Language;
  number: string;
  /** 1 for the first issue; a receipt issued before is a reissue. */
  issue: number;
  /** Not issued: shows what the next issue would be, marked as a preview. */
  preview: boolean;
  issuedOn: string;
  title: string;
  currency: CurrencyCode;
  amount: number;
  proviso: string;
  hotelName: string;
  hotelAddress: string;
  /** How to reach the hotel, each with its label ("Tel: …", "E-mail: …"). */
  hotelContact: string[];
  /** The issuer's qualified-invoice registration number, with its label; null when it has none. */
  registrationNumber: string | null;
  stay: string;
  lines: ReceiptLine[];
  notes: ReceiptLine[];
  payment: string;
}

export interface ReceiptFacts {
  locale: Language;
  reservationNumber: string;
  status: 'done' | 'payment_pending' | 'cancelled';
  checkin: string;
  checkout: string;
  isDayUse: boolean;
  currency: CurrencyCode;
  mcpCurrency: CurrencyCode | null;
  totalPrice: number;
  price: PriceObject;
  rooms: { name: string; adults: number; children: number; amount: number; active: boolean }[];
  extrasTotal: number;
  cancellationFees: number;
  /** Paid by card and not refunded, in the hotel's currency. */
  cardPaid: number;
  /**
   * Paid by card and not refunded, as the payment transactions took it: the amount in the
   * currency charged and what it stands for in the hotel's; the rate the reservation recorded.
   */
  charged?: { amount: number; currency: CurrencyCode; hotelAmount: number; rate: number | null } | null;
  pointsUsed: number;
  hotelName: string;
  /** The hotel's address as the reader's language writes it (hotelAddressIn). */
  address: HotelAddress;
  contact?: { phone: string | null; email: string | null };
  /** Japan's qualified-invoice registration number (T and 13 digits), or null. */
  invoiceRegistrationNumber?: string | null;
  /** Today at the hotel. */
  today: string;
  issue: number;
  title: string;
  preview: boolean;
}

export { formatAddress };

/** Amounts on a receipt: written as every statement of a charge writes them. */
export function formatMoney(minor: number, currency: CurrencyCode): string {
  return formatAmount(minor, currency);
}

/**
 * What the receipt says, or null when nothing has been paid yet: money taken by card (less
 * refunds), or, once the stay is over, what was paid at the hotel.
 */
export function buildReceipt(f: ReceiptFacts): Receipt | null {
  const t = receiptTexts(f.locale);
  const stayOver = f.today >= f.checkout;
  // The amount and currency are the payment transactions': what the card took, less refunds, in
  // the currency it was charged in; paid at the hotel, the total in the hotel's currency.
  let charge: Charge;
  const byCard = f.cardPaid > 0;
  if (byCard) {
    const c = f.charged ?? { amount: f.cardPaid, currency: f.currency, hotelAmount: f.cardPaid, rate: null };
    charge = { amount: c.amount, currency: c.currency, hotelAmount: c.hotelAmount, hotelCurrency: f.currency, rate: c.rate };
  }
  else if (f.status === 'done' && stayOver) charge = { amount: f.totalPrice, currency: f.currency, hotelAmount: f.totalPrice, hotelCurrency: f.currency, rate: null };
  else return null;
  const amount = charge.hotelAmount;
  if (charge.amount <= 0) return null;
  const feeOnly = f.status === 'cancelled';
  // Paid in another currency: every amount is shown in it, in the proportion the card was charged.
  const converted = charge.currency !== f.currency;
  const inPaid = (n: number) => (converted ? inChargedCurrency(n, charge) : n);
  const statement = chargeStatement(charge);
  const nights = f.isDayUse ? 0 : daysBetween(f.checkin, f.checkout);
  const lines: ReceiptLine[] = feeOnly
    ? [{ label: t('cancellation_fee'), detail: '', amount: inPaid(f.cancellationFees) }]
    : [
        ...f.rooms.filter((r) => r.active).map((r) => ({ label: r.name, detail: t('guests', { n: r.adults + r.children }), amount: inPaid(r.amount) })),
        ...(f.extrasTotal > 0 ? [{ label: t('extras'), detail: '', amount: inPaid(f.extrasTotal) }] : []),
        ...(f.cancellationFees > 0 ? [{ label: t('cancellation_fee'), detail: '', amount: inPaid(f.cancellationFees) }] : []),
      ];
  // Taxes are those of the price booked: shown when the receipt covers that whole price.
  const whole = !feeOnly && f.cancellationFees === 0 && amount === f.totalPrice;
  const twins = converted && f.price.mcp_currency === charge.currency && f.price.mcp ? f.price.mcp : null;
  const taxOf = (key: 'tax' | 'accommodation_tax' | 'service_charge') => (converted ? (twins?.[key] ?? inPaid(f.price[key])) : f.price[key]);
  const notes: ReceiptLine[] = [
    ...(whole && taxOf('tax') > 0 ? [{ label: t('tax_included'), detail: '', amount: taxOf('tax') }] : []),
    ...(whole && taxOf('service_charge') > 0 ? [{ label: t('service_charge'), detail: '', amount: taxOf('service_charge') }] : []),
    ...(whole && taxOf('accommodation_tax') > 0 ? [{ label: t('accommodation_tax'), detail: '', amount: taxOf('accommodation_tax') }] : []),
    ...(f.pointsUsed > 0 ? [{ label: t('points_used'), detail: String(f.pointsUsed), amount: null }] : []),
    ...(statement.hotelAmount ? [{ label: t('hotel_equivalent'), detail: statement.hotelAmount, amount: null }] : []),
    ...(statement.rate ? [{ label: t('exchange_rate'), detail: statement.rate, amount: null }] : []),
  ];
  return {
    locale: f.locale,
    number: `${f.reservationNumber}-${f.issue}`,
    issue: f.issue,
    preview: f.preview,
    issuedOn: f.today,
    title: f.title,
    currency: charge.currency,
    amount: charge.amount,
    proviso: t(feeOnly ? 'proviso_fee' : 'proviso'),
    hotelName: f.hotelName,
    hotelAddress: formatAddress(f.address, f.locale),
    hotelContact: [
      ...(f.contact?.phone ? [t('phone', { phone: f.contact.phone })] : []),
      ...(f.contact?.email ? [t('email', { email: f.contact.email })] : []),
    ],
    registrationNumber: f.invoiceRegistrationNumber ? t('registration_number', { number: f.invoiceRegistrationNumber }) : null,
    stay: `${f.checkin} – ${f.checkout}${nights > 0 ? ` (${t('nights', { n: nights })})` : ''}`,
    lines,
    notes,
    payment: byCard ? t('card_charged', { amount: statement.amount, currency: statement.currency }) : t('at_hotel'),
  };
}

const esc = escapeHtml;

/** The name a receipt is made out to when the guest chose none: family name first in East Asian languages. */
export function guestReceiptName(guest: { first_name: string; last_name: string }, locale: Language): string {
  return guestName(guest, locale);
}

/** The name the receipt is made out to, with the honorific its language puts beside it (山田 花子 様). */
export function addressee(r: Pick<Receipt, 'title' | 'locale'>): string {
  return receiptTexts(r.locale)('addressee', { name: r.title });
}

/** Dates in a text kept whole: a line may break between them, never inside one. */
function keepDates(escaped: string): string {
  return escaped.replace(/\d{4}-\d{2}-\d{2}/g, (d) => `<span class="nw">${d}</span>`);
}

/**
 * A page to print: no script, no outside resources, laid out for A4 and readable on a phone
 * (below 520px the header stacks and each line of the table shows its label above its amounts).
 * A preview says across its top that it is not a receipt. Arabic reads right to left (the layout
 * is written with start and end, so it turns with the text).
 */
export function receiptHtml(r: Receipt): string {
  const t = receiptTexts(r.locale);
  const money = (n: number | null) => (n === null ? '' : esc(formatMoney(n, r.currency)));
  const row = (l: ReceiptLine) => `<tr${l.detail ? '' : ' class="bare"'}><th scope="row">${esc(l.label)}</th><td>${keepDates(esc(l.detail))}</td><td class="num">${money(l.amount)}</td></tr>`;
  const wide = (label: string, value: string) => `<tr><th scope="row">${esc(label)}</th><td colspan="2">${keepDates(esc(value))}</td></tr>`;
  return `<!doctype html>
<html lang="${r.locale.replace('_', '-')}"${isRtlLanguage(r.locale) ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${t('title')} ${r.number}`)}</title>
<style>
@page { size: A4; margin: 18mm; }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { font-family: "Noto Sans JP", "Noto Sans KR", "Hiragino Sans", "Yu Gothic", system-ui, sans-serif; color: #1d232b; line-height: 1.5; margin: 0; padding: 24px 16px; }
main { max-width: 180mm; margin: 0 auto; }
.preview { margin: 0 0 20px; padding: 8px 12px; border: 2px dashed #b54708; background: #fffaeb; color: #7a2e0e; font-weight: bold; }
header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-start; gap: 8px 24px; }
h1 { font-size: 28px; line-height: 1.2; margin: 0; white-space: nowrap; }
:is(:lang(ja), :lang(ko), :lang(zh)) h1 { letter-spacing: .3em; }
.meta { font-size: 14px; text-align: end; }
.nw { white-space: nowrap; unicode-bidi: isolate; direction: ltr; }
.reissue { display: inline-block; white-space: nowrap; margin: 12px 0 0; padding: 2px 10px; border: 2px solid #b42318; color: #b42318; font-weight: bold; }
.to { font-size: 22px; line-height: 1.4; width: fit-content; min-width: 60%; max-width: 100%; margin: 20px 0 24px; padding-bottom: 4px; border-bottom: 1px solid #1d232b; overflow-wrap: anywhere; }
.amount { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 4px 16px; padding: 12px 20px; border: 2px solid #1d232b; }
.amount .label { font-size: 16px; }
.amount .value { font-size: 30px; font-weight: bold; white-space: nowrap; margin-inline-start: auto; font-variant-numeric: tabular-nums; }
table { width: 100%; border-collapse: collapse; margin-top: 24px; font-size: 14px; }
th, td { text-align: start; vertical-align: top; padding: 6px 4px; border-bottom: 1px solid #d0d5dd; }
th { font-weight: 600; }
td.num { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
.issuer { margin-top: 32px; text-align: end; }
@media (max-width: 520px) {
  body { padding: 16px 12px; }
  header { flex-direction: column; }
  h1 { font-size: 24px; }
  .meta { text-align: start; }
  .to { font-size: 19px; min-width: 100%; }
  .amount { padding: 10px 14px; }
  .amount .value { font-size: 26px; }
  table, tbody, tr, th, td { display: block; }
  tr { display: flex; flex-wrap: wrap; gap: 0 12px; padding: 8px 0; border-bottom: 1px solid #d0d5dd; }
  th { flex: 1 0 100%; padding: 0; border: 0; }
  td { padding: 2px 0 0; border: 0; }
  td:empty { display: none; }
  tr.bare th { flex: 1 1 10em; }
  td.num { margin-inline-start: auto; font-size: 15px; }
  .issuer { text-align: start; margin-top: 24px; }
}
@media print { body { padding: 0; } }
</style></head>
<body><main>
${r.preview ? `<p class="preview">${esc(t('preview'))}</p>` : ''}<header><h1>${esc(t('title'))}</h1>
<div class="meta"><div>${esc(t('number'))}: <span class="nw">${esc(r.number)}</span></div><div>${esc(t('issued'))}: <span class="nw">${esc(r.issuedOn)}</span></div></div></header>
${r.issue > 1 ? `<p class="reissue">${esc(t('reissue'))} · ${esc(t('issue_no', { n: r.issue }))}</p>` : ''}
<p class="to">${esc(addressee(r))}</p>
<div class="amount"><span class="label">${esc(t('amount'))}</span><span class="value">${money(r.amount)}</span></div>
<p>${esc(r.proviso)}<br>${esc(t('received'))}</p>
<table><tbody>
${wide(t('stay'), r.stay)}
${r.lines.map(row).join('\n')}
${r.notes.map(row).join('\n')}
${wide(t('payment'), r.payment)}
</tbody></table>
<div class="issuer"><div>${esc(t('issuer'))}</div><strong>${esc(r.hotelName)}</strong><div><bdi>${esc(r.hotelAddress)}</bdi></div>${r.hotelContact.map((c) => `<div><bdi>${esc(c)}</bdi></div>`).join('')}${r.registrationNumber ? `<div class="nw">${esc(r.registrationNumber)}</div>` : ''}</div>
</main></body></html>`;
}
