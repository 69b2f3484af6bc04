// The hotel's mail about a reservation: one for every booking, change and cancellation, in the
// hotel's language, with everything the front desk needs to prepare the stay — the guest and how
// to reach them, the rooms and who stays in them, the plan and dates, extras with their delivery,
// the answers to the hotel's questions, files (with the staff way to fetch them), requests, and the
// payment with what was charged. It carries no link or token that acts as the guest. Its words are
// the `api_hotel_mail` namespace of the locale files (server/i18n.ts).
import { CURRENCIES, type CurrencyCode, type Reservation } from '../../contract';
import { guestName } from '../../contract/rules/names';
import { hotelNameIn } from '../../contract/rules/hotel-text';
import { localised } from '../../contract/rules/localised';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { extrasOf, paymentsOf, questionsOf, type ExtraFacts, type PaymentFacts, type QuestionFacts } from '../db/mail-facts-repo';
import { escapeHtml } from '../html';
import { translator, type Translate } from '../i18n';
import { sendMail } from './mailer';
import { htmlOpen, money, paymentName, startAlign } from './templates';

const esc = escapeHtml;

/** What happened to the reservation. */
export type HotelEvent =
  | { kind: 'created' }
  | { kind: 'changed'; before?: Reservation | undefined; difference?: number | undefined; refund?: number | undefined }
  | { kind: 'cancelled'; all: boolean; fee: number; refund: number; roomIds: readonly number[] };

/** Where the hotel's reservation mail goes. */
export function hotelMailAddress(hotel: Pick<Hotel, 'code'>): string {
  return `reservations+${hotel.code}@demo.yadori.test`;
}

/** What the card was charged, as the reservation records the charge. */
export interface Charge {
  amount: number;
  currency: string;
  /** Units of the hotel's currency per unit of the charged one, when converted. */
  rate: number | null;
}

/**
 * The amounts the hotel's mail states: the reservation's total in its currency, and what the card
 * was charged in the currency charged (the reservation's record of the charge, else its payments'
 * own records). Every amount of the mail is read here.
 */
export function chargedFigures(r: Reservation, payments: readonly PaymentFacts[]): { total: { amount: number; currency: string }; card: Charge | null; refunded: { amount: number; currency: string }[] } {
  const recorded = (r as Reservation & { charged?: Charge | null }).charged ?? null;
  const taken = payments.filter((p) => p.state === 'captured' || p.state === 'authorized');
  const fromPayments = taken.length > 0 ? { amount: taken.reduce((n, p) => n + p.amount, 0), currency: taken[0]!.currency, rate: null } : null;
  const refunded = payments.filter((p) => p.refunded_amount > 0).map((p) => ({ amount: p.refunded_amount, currency: p.currency }));
  return { total: { amount: r.total_price, currency: r.currency }, card: recorded ? { amount: recorded.amount, currency: recorded.currency, rate: recorded.rate ?? null } : fromPayments, refunded };
}

function amount(minor: number, currency: string): string {
  return currency in CURRENCIES ? money(minor, currency as CurrencyCode) : `${currency} ${minor}`;
}

interface Facts {
  extras: ExtraFacts[];
  questions: QuestionFacts[];
  payments: PaymentFacts[];
}

type Row = [string, string];

function roomLines(t: Translate, r: Reservation, locale: string, onlyIds?: readonly number[]): string[] {
  return r.rooms
    .filter((room) => (onlyIds ? onlyIds.includes(room.id) : room.status === 'active'))
    .map((room, i) => {
      const kids = room.kids_age_range.filter((k) => k.count > 0).map((k) => `${k.code}×${k.count}`);
      const party = t('party', { adults: room.adults, children: room.children }) + (kids.length ? ` (${kids.join(', ')})` : '');
      const stays = room.guest ? ` — ${t('staying', { name: personName(room.guest, locale) })}` : '';
      return `${i + 1}. ${room.room_type_name} / ${t('plan')}: ${room.room_plan_name} — ${party}${stays}`;
    });
}

function personName(p: { first_name: string; last_name: string; first_name_kana?: string | undefined; last_name_kana?: string | undefined }, locale: string): string {
  const kana = p.first_name_kana || p.last_name_kana ? ` (${guestName({ first_name: p.first_name_kana ?? '', last_name: p.last_name_kana ?? '' }, 'ja').trim()})` : '';
  return `${guestName(p, locale)}${kana}`;
}

/** The mail, from the reservation as it now is and the facts read beside it. */
export function hotelMail(r: Reservation, event: HotelEvent, hotel: Pick<Hotel, 'code' | 'name'> & { settings: { hotel: Hotel['settings']['hotel'] } }, facts: Facts, apiUrl: string): { subject: string; html: string; text: string } {
  const locale = hotel.settings.hotel.locale;
  const t = translator(locale, 'api_hotel_mail');
  const words = translator(locale, 'api_mail');
  const none = t('none');
  const no = r.reservation_number;
  const kind = event.kind === 'cancelled' && !event.all ? 'partly_cancelled' : event.kind;
  const subject = `${hotelNameIn(hotel.settings.hotel, locale)}: ${t(`${kind}.subject`, { no })}`;
  const intro = t(`${kind}.intro`);
  const figures = chargedFigures(r, facts.payments);

  const guest = r.guest as Reservation['guest'] & { postal_code?: string; street_address?: string };
  const rows: Row[] = [
    [t('number'), no],
    [t('status'), t(`statuses.${r.status}`)],
    [t('stay'), `${r.checkin_date} → ${r.checkout_date}${r.is_day_use ? ` (${t('day_use')})` : ''}`],
    [t('guest'), personName(guest, locale)],
    [t('email'), guest.email],
    [t('phone'), guest.phone],
  ];
  if (guest.postal_code || guest.street_address) rows.push([t('address'), [guest.postal_code, guest.street_address].filter(Boolean).join(' ')]);
  rows.push([t('booked_in'), r.locale]);

  const lists: [string, string[]][] = [];
  lists.push([t('rooms'), roomLines(t, r, locale)]);
  if (event.kind === 'cancelled') lists.push([t('cancelled_rooms'), roomLines(t, r, locale, event.roomIds)]);
  if (event.kind === 'changed' && event.before) {
    const b = event.before;
    lists.push([t('before'), [`${t('stay')}: ${b.checkin_date} → ${b.checkout_date}`, ...roomLines(t, b, locale), `${t('total')}: ${amount(b.total_price, b.currency)}`]]);
  }
  lists.push([
    t('extras'),
    r.extras.map((e) => {
      const extra = extraOf(facts.extras, e.extra_id);
      const name = localised(extra?.name, locale, `#${e.extra_id}`);
      const delivery = (e as { delivered_at?: string | null }).delivered_at ?? e.delivery_date;
      const parts = [`${name} × ${e.quantity}`, amount(e.price, r.currency)];
      if (delivery) parts.push(t('delivery', { at: delivery }));
      else if (extra?.requires_delivery_time) parts.push(t('delivery', { at: none }));
      if (e.answer) parts.push(e.answer);
      return parts.join(' — ');
    }),
  ]);
  const files: string[] = [];
  lists.push([
    t('answers'),
    r.answers.map((a) => {
      const q = facts.questions.find((x) => x.id === a.question_id);
      const title = localised(q?.text, locale, `#${a.question_id}`);
      const parts: string[] = [];
      if (a.text) parts.push(a.text);
      for (const room of a.rooms) {
        const counts = room as { room_index: number; men_count?: number; women_count?: number };
        if (counts.men_count !== undefined || counts.women_count !== undefined) parts.push(t('men_women', { room: counts.room_index + 1, men: counts.men_count ?? 0, women: counts.women_count ?? 0 }));
      }
      for (const f of a.attachments ?? []) {
        parts.push(f.name);
        files.push(`${f.name} (${f.size} B): ${apiUrl}/file_attachments/${f.id}`);
      }
      return `${title}: ${parts.join(', ') || none}`;
    }),
  ]);
  if (files.length) lists.push([t('attachments'), [t('attachments_how'), ...files]]);
  lists.push([t('notes'), r.notes ? [r.notes] : []]);

  const pay: Row[] = [
    [t('payment_method'), paymentName(words, r.payment_type)],
    [t('total'), amount(figures.total.amount, figures.total.currency)],
  ];
  if (figures.card) pay.push([t('charged'), `${amount(figures.card.amount, figures.card.currency)}${figures.card.rate ? ` (${t('rate', { rate: figures.card.rate })})` : ''}`]);
  for (const p of facts.payments) {
    const card = p.card_brand ? `${p.card_brand}${p.card_last4 ? ` ••••${p.card_last4}` : ''}` : '';
    pay.push([t('payment_state'), [t(`payment_states.${p.state}`), amount(p.amount, p.currency), card].filter(Boolean).join(' — ')]);
  }
  for (const x of figures.refunded) pay.push([t('refunded'), amount(x.amount, x.currency)]);
  if (event.kind === 'cancelled') pay.push([t('cancellation_fee'), amount(event.fee, r.currency)]);
  if (event.kind === 'changed' && event.difference !== undefined && event.difference !== 0) pay.push([t('difference'), `${event.difference > 0 ? '+' : '−'}${amount(Math.abs(event.difference), r.currency)}`]);

  const align = startAlign(locale);
  const cell = 'style="border-bottom:1px solid #ddd;vertical-align:top"';
  const table = (items: Row[]) => `<table cellpadding="6" style="border-collapse:collapse">${items.map(([k, v]) => `<tr><th align="${align}" ${cell}>${esc(k)}</th><td ${cell}>${esc(v)}</td></tr>`).join('')}</table>`;
  const html = `${htmlOpen(locale)}<body style="font-family:sans-serif;color:#1d232b"><p>${esc(intro)}</p>${table(rows)}
${lists.map(([k, items]) => `<h3>${esc(k)}</h3>${items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : `<p>${esc(none)}</p>`}`).join('\n')}
<h3>${esc(t('payment'))}</h3>${table(pay)}</body></html>`;
  const text = [
    intro, '',
    ...rows.map(([k, v]) => `${k}: ${v}`), '',
    ...lists.flatMap(([k, items]) => [`${k}:`, ...(items.length ? items.map((x) => `  - ${x}`) : [`  ${none}`]), '']),
    `${t('payment')}:`, ...pay.map(([k, v]) => `  ${k}: ${v}`),
  ].join('\n');
  return { subject, html, text };
}

function extraOf(list: readonly ExtraFacts[], id: number): ExtraFacts | undefined {
  return list.find((x) => x.id === id);
}

/** Writes the hotel's mail about the reservation to the outbox, in `db`'s transaction. */
export async function queueHotelMail(db: Queryable, hotel: Hotel, r: Reservation, event: HotelEvent, apiUrl: string): Promise<void> {
  const [extras, questions, payments] = [
    await extrasOf(db, hotel.id, r.extras.map((e) => e.extra_id)),
    await questionsOf(db, hotel.id, r.answers.map((a) => a.question_id)),
    await paymentsOf(db, r.id),
  ];
  await sendMail(db, { to: hotelMailAddress(hotel), ...hotelMail(r, event, hotel, { extras, questions, payments }, apiUrl) });
}
