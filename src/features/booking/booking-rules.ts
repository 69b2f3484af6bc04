// Pure rules of the booking step: which extras may be offered for the stay, what they add to the
// total, the add-on choices and answers as the reservation body wants them, and what is missing.
import * as z from 'zod/mini';
import type { PRICE_AMOUNT_KEYS} from '../../../contract';
import {
  ANSWER_TEXT_MAX,
  CURRENCIES,
  FileAttachmentSchema,
  type AdditionalQuestion,
  type CurrencyCode,
  type Extra,
  type ExtraChoice,
  type PriceObject,
  type QuestionAnswer,
} from '../../../contract';
import { answerProblem, asksMenWomen, isFileQuestion, roomCountOf, type AnswerValue } from '../../lib/question-answers';
import { extraLine, extraUnitPrice } from '../../../contract/rules/extras';

export interface ExtraDraft {
  quantity: number;
  delivery_date: string;
  answer: string;
}

/**
 * One file of a file question, by a key of the page's own: stored (with the server's answer), on
 * its way, or refused (with the message key under booking.attachments and its parameters).
 */
export const AttachmentDraftSchema = z.union([
  z.object({ key: z.string(), state: z.literal('done'), file: FileAttachmentSchema }),
  z.object({ key: z.string(), state: z.literal('uploading'), name: z.string(), size: z.number() }),
  z.object({ key: z.string(), state: z.literal('failed'), name: z.string(), size: z.number(), error: z.string(), params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) }),
]);
export type AttachmentDraft = z.infer<typeof AttachmentDraftSchema>;

/** One question's answer: the words, the men and women of each booked room, and a file question's files. */
export interface AnswerDraft extends AnswerValue {
  /** A file question's files, in the order chosen. */
  files?: readonly AttachmentDraft[];
}

/** The stored files of a draft, in order. */
export function storedFiles(draft: AnswerDraft | undefined) {
  return (draft?.files ?? []).flatMap((f) => (f.state === 'done' ? [f.file] : []));
}

/** Generic extras always; dated ones only when one of their dates is a night of the stay. */
export function offeredExtras(catalogue: readonly Extra[], nights: readonly string[]): Extra[] {
  return catalogue.filter((e) => e.extra_type === 'generic' || e.booking_available_dates.some((d) => nights.includes(d)));
}

/** The nights a dated extra can be delivered on. */
export function deliveryDates(extra: Extra, nights: readonly string[]): string[] {
  return extra.extra_type === 'dated' ? nights.filter((d) => extra.booking_available_dates.includes(d)) : [];
}

/** One extra's price with tax, for the quantity and night chosen (as the server prices it). */
export function extraPrice(extra: Extra, draft: ExtraDraft): number {
  if (draft.quantity <= 0) return 0;
  return extraLine(extraUnitPrice(extra, draft.delivery_date), draft.quantity, extra.consumption_tax_percent).withTax;
}

export function extrasTotal(catalogue: readonly Extra[], drafts: Readonly<Record<number, ExtraDraft>>): number {
  return catalogue.reduce((sum, e) => sum + (drafts[e.extra_id] ? extraPrice(e, drafts[e.extra_id] as ExtraDraft) : 0), 0);
}

export function extraChoices(catalogue: readonly Extra[], drafts: Readonly<Record<number, ExtraDraft>>): ExtraChoice[] {
  return catalogue.flatMap((e) => {
    const d = drafts[e.extra_id];
    if (!d || d.quantity <= 0) return [];
    // The price shown goes with it: the server refuses the line if the price has moved since.
    const choice: ExtraChoice = { extra_id: e.extra_id, quantity: d.quantity, total_price: extraPrice(e, d) };
    if (e.extra_type === 'dated' && d.delivery_date) choice.delivery_date = d.delivery_date;
    if (e.question && d.answer.trim()) choice.answer = d.answer.trim();
    return [choice];
  });
}

export function questionAnswers(questions: readonly AdditionalQuestion[], drafts: Readonly<Record<number, AnswerDraft>>, adults: readonly number[]): QuestionAnswer[] {
  return questions.flatMap((q): QuestionAnswer[] => {
    const d = drafts[q.id];
    if (!d) return [];
    if (isFileQuestion(q)) {
      const ids = storedFiles(d).map((f) => f.id);
      return ids.length ? [{ question_id: q.id, rooms: [], attachment_ids: ids }] : [];
    }
    if (asksMenWomen(q)) {
      const rooms = d.rooms.flatMap((r, room_index) => (r.men === null && r.women === null ? [] : [{ room_index, ...roomCountOf(r, adults[room_index] ?? 0) }]));
      return rooms.length ? [{ question_id: q.id, rooms }] : [];
    }
    const text = d.text.trim();
    if (!text) return [];
    if (q.question_type === 'checkin') return [{ question_id: q.id, text, rooms: adults.map((_, room_index) => ({ room_index, checkin_time: text })) }];
    if (q.question_type === 'checkout') return [{ question_id: q.id, text, rooms: adults.map((_, room_index) => ({ room_index, checkout_time: text })) }];
    return [{ question_id: q.id, text, rooms: [] }];
  });
}

/** Field ids ("question.3", "extra.2.quantity") -> message keys under booking.errors. */
export function checkAddOns(
  questions: readonly AdditionalQuestion[],
  answers: Readonly<Record<number, AnswerDraft>>,
  extras: readonly Extra[],
  drafts: Readonly<Record<number, ExtraDraft>>,
  nights: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questions) {
    const a = answers[q.id];
    if (isFileQuestion(q)) {
      // A booking sent now would go without the files still on their way.
      if (a?.files?.some((f) => f.state === 'uploading')) errors[`question.${q.id}`] = 'attachments_uploading';
      else if (q.required && storedFiles(a).length === 0) errors[`question.${q.id}`] = 'required';
      continue;
    }
    const problem = answerProblem(q, a);
    if (problem) errors[`question.${q.id}`] = problem;
  }
  for (const e of extras) {
    const d = drafts[e.extra_id];
    if (!d || d.quantity <= 0) continue;
    if (d.quantity < e.min_quantity || d.quantity > e.max_quantity || (e.stock !== null && d.quantity > e.stock)) errors[`extra.${e.extra_id}.quantity`] = 'quantity_range';
    if (e.extra_type === 'dated' && !deliveryDates(e, nights).includes(d.delivery_date)) errors[`extra.${e.extra_id}.delivery_date`] = 'required';
    if (e.question?.required && !d.answer.trim()) errors[`extra.${e.extra_id}.answer`] = 'required';
    if (d.answer.length > ANSWER_TEXT_MAX) errors[`extra.${e.extra_id}.answer`] = 'too_long';
  }
  return errors;
}

export interface Breakdown {
  currency: CurrencyCode;
  /** The room before the coupon and the promotion, so that each discount has a line of its own. */
  room: number;
  /** Taken off the room (tax excluded), 0 without. */
  coupon: number;
  promotion: number;
  tax: number;
  service: number;
  accommodationTax: number;
  extras: number;
  /** A voucher paying part of the total (0 without). */
  voucher: number;
  /** Points paid with, taken off the total (0 without). */
  points: number;
  total: number;
  taxIncluded: boolean;
  /** Converted from the hotel's currency: the hotel charges its own. */
  converted: boolean;
  hotelCurrency: CurrencyCode;
  hotelTotal: number;
}

/** Converts a hotel-currency amount the way the server does, at the rate the price object implies. */
/** The currency the price is shown in: the multi-currency one when the price carries it. */
export function shownCurrency(price: PriceObject): CurrencyCode {
  return price.mcp && price.mcp_currency ? (price.mcp_currency as CurrencyCode) : price.currency;
}

/** An amount in the hotel's currency, in the currency the price is shown in (the same when not converted). */
export function toShown(amount: number, price: PriceObject): number {
  if (!price.mcp || !price.mcp_currency) return amount;
  const from = price.total_price;
  const to = price.mcp.total_price ?? 0;
  if (from <= 0) return 0;
  // Both in minor units: scale by the ratio of the totals, rounded to the shown currency.
  return Math.round((amount * to) / from);
}

/**
 * The breakdown in the shown currency: the price object's mcp twins when it carries them, plus the
 * extras chosen on this page (the price check does not know them yet) and the points the guest is
 * spending on this page (in the hotel's currency; the price check has none). The lines add up to
 * the total: the room before its coupon and promotion, each discount taken off on a line of its own.
 */
export function breakdownOf(price: PriceObject, extrasAdded: number, pointsSpent = 0): Breakdown {
  const m = price.mcp && price.mcp_currency ? price.mcp : null;
  const pick = (k: (typeof PRICE_AMOUNT_KEYS)[number]) => (m ? (m[k] ?? 0) : price[k]);
  // Extras are shown with their tax, so their tax is not counted again in the tax line: the
  // lines add up to the total.
  const extras = pick('total_extra_price') + toShown(extrasAdded, price);
  const extrasTax = pick('total_extra_price') - pick('extra_price_without_tax');
  const coupon = pick('coupon_discount_amount');
  const promotion = pick('promotion_discount_amount');
  const room = pick('room_price_without_tax') + coupon + promotion;
  const tax = pick('tax') - extrasTax;
  const service = pick('service_charge');
  const accommodationTax = pick('accommodation_tax');
  const spent = Math.max(0, pointsSpent);
  const total = pick('total_price') + toShown(extrasAdded, price) - toShown(spent, price);
  return {
    currency: shownCurrency(price),
    room, coupon, promotion, tax, service, accommodationTax, extras, total,
    voucher: pick('voucher_coupon_discount_amount'),
    points: pick('spending_point_value') + toShown(spent, price),
    taxIncluded: price.tax_included,
    converted: !!m,
    hotelCurrency: price.currency,
    hotelTotal: price.total_price + extrasAdded - spent,
  };
}

export function minorDigits(currency: CurrencyCode): number {
  return CURRENCIES[currency].decimalDigits;
}
