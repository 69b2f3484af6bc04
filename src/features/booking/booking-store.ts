// The booking slice: the selection from the query, the re-checked price, the plan's payment
// methods, the questions and extras on offer (the guest's answers and choices are in
// add-ons-store), the card token from the provider's form, and the outcome of each attempt.
// Components read snapshots; these verbs are the only writers.
import { proxy } from 'valtio';
import * as z from 'zod/mini';
import type {
  CardBrandSchema} from '../../../contract';
import {
  CATALOGUE,
  CARD_FAILURE_CODES,
  LIMITS,
  PriceObjectSchema,
  type AdditionalQuestion,
  type Extra,
  type Language,
  type PaymentMethod,
  type PriceObject,
  type RoomPlanResult,
} from '../../../contract';
import type { ErrorCase } from '../../../contract/endpoint';
import { createReservation as createReservationCall } from '../../../contract/endpoints/reservations';
import { ApiCallError } from '../../lib/api/client';
import { isFailure } from '../../lib/api/is-failure';
import { appState } from '../../lib/app-store';
import { createReservation, fetchExtras, fetchPlan, fetchPrice, fetchQuestions, type BookingBody } from './booking-api';
import { extraChoices, extrasTotal, offeredExtras, questionAnswers, type ExtraDraft } from './booking-rules';
import { addOnsState, chooseExtra, refuseAddOn, resetAddOns, restoreAddOns } from './add-ons-store';
import { formFieldOf, type GuestFormField, type GuestFormOutput } from './guest-form';
import { keepGet, keepReservationAccess, keepSet } from './session-keep';
import { pointsRefused, pointsState } from './points';
import { resetPlanPolicies } from './policies';
import { forgetSelectedRooms } from '../../lib/search-criteria/selected-rooms';
import { combinePrices, enoughTogether, sharedMethods } from './multi-offer';
import { stayNights, type BookedOffer, type BookingSelection } from './selection';
import { isSupportedPaymentMethod, paysByCard } from '../../../contract/rules/payment-methods';

export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export interface CardToken {
  token: string;
  brand: z.infer<typeof CardBrandSchema>;
  last4: string;
}

/** The payment methods the widget can take (the server refuses the others). */

/** One offer of the booking as the API prices it now: its plan, its price, what is left of it. */
export interface OfferQuote {
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  quantity: number;
  /** The position of its first room among the booked rooms. */
  first: number;
  roomTypeName: string;
  planName: string;
  plan: RoomPlanResult | null;
  price: PriceObject;
  available: boolean;
  /** Rooms of its type left, and the plan's rooms per booking (null: unknown or no limit). */
  room_count: number | null;
  sale_limit: number | null;
  methods: PaymentMethod[];
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

function initialBooking() {
  return {
    key: null as string | null,
    status: 'idle' as Status,
    loadError: null as Message | null,
    selection: null as BookingSelection | null,
    price: null as PriceObject | null,
    available: true,
    plan: null as RoomPlanResult | null,
    roomTypeName: '',
    paymentMethods: [] as PaymentMethod[],
    /** Every offer of the booking, priced on its own (one for a single-offer link). */
    offers: [] as OfferQuote[],
    /** Offers booked together whose plans share no payment method (document 1 §5). */
    mixedPayment: false,
    questions: [] as AdditionalQuestion[],
    extras: [] as Extra[],
    /** The multi-currency total changed since this selection was last shown. */
    ratesUpdated: false,
    card: null as CardToken | null,
    /** A new value mounts a fresh card form. */
    cardFormKey: 0,
    submitting: false,
    error: null as (Message & { kind: 'generic' | 'sold_out' | 'card' | 'fields' }) | null,
    cardFailureCode: null as number | null,
    priceChange: null as { direction: 'cheaper' | 'dearer'; price: PriceObject } | null,
    /** The total the guest confirmed after a price change. */
    confirmedTotal: null as number | null,
    /** After a card failure the guest chose to pay at the hotel: the hotel's currency. */
    hotelCurrency: false,
    /**
     * Chosen on /reservation/fail: how the next guest-detail page takes the attempt up again. The
     * form applies it once the selection has loaded (`loaded`), never to a page shown before that.
     */
    resume: null as { choice: ResumeChoice; loaded: boolean } | null,
  };
}

export const bookingState = proxy(initialBooking());

/** The last attempt's body and key: the same body sent again (after a lost answer) keeps its key. */
let lastAttempt: { body: string; key: string } | null = null;

/** The booking step as on a fresh page load: nothing loaded, chosen or attempted. */
export function resetBooking(): void {
  Object.assign(bookingState, initialBooking());
  resetAddOns();
  resetPlanPolicies();
  lastAttempt = null;
}

/** The card-failure offers, taken up from /reservation/fail. */
export type ResumeChoice = 'on_site' | 'card' | 'method';

function selectionKey(s: BookingSelection): string {
  const offers = s.multi ? [s.offers.map((o) => [o.room_type_code, o.room_plan_code, o.quantity])] : [];
  return JSON.stringify([s.hotelCode, s.room_plan_code, s.room_type_code, s.checkin, s.checkout, s.is_day_use, s.rooms, s.coupon_code, s.mcp_currency, ...offers]);
}

const FormDraftSchema = z.record(z.string(), z.union([z.string(), z.boolean()]));

function draftKey(kind: string): string {
  return `yadori:booking-${kind}:${bookingState.key ?? ''}`;
}

/** The form's values, kept with the add-ons for 10 minutes so nothing is lost on the way back. */
export function saveFormDraft(values: Record<string, string | boolean>): void {
  if (!bookingState.key) return;
  keepSet(draftKey('form'), values, LIMITS.savedBrowsingStateMs);
}

export function formDraft(): Record<string, string | boolean> | undefined {
  return keepGet(draftKey('form'), FormDraftSchema);
}

/** The guest-detail page of the last attempt: /reservation/fail has only the search in its query. */
const ATTEMPT_KEY = 'yadori:booking-attempt';
const AttemptSchema = z.object({
  href: z.string().check(z.regex(/^\/reservation\/guest-detail\?[^\s#]{1,4000}$/)),
  hotel: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  methods: z.array(z.string()),
});
export type RememberedAttempt = z.infer<typeof AttemptSchema>;

function rememberAttempt(href: string, s: BookingSelection): void {
  keepSet(ATTEMPT_KEY, { href, hotel: s.hotelCode, checkin: s.checkin, checkout: s.checkout, methods: [...bookingState.paymentMethods] }, LIMITS.savedBrowsingStateMs);
}

/** The attempt kept at submission, when it is still fresh and for this hotel and stay. */
export function rememberedAttempt(where: { hotel: string | null; checkin: string | null; checkout: string | null }): RememberedAttempt | undefined {
  const kept = keepGet(ATTEMPT_KEY, AttemptSchema);
  if (!kept || kept.hotel !== where.hotel) return undefined;
  if ((where.checkin && where.checkin !== kept.checkin) || (where.checkout && where.checkout !== kept.checkout)) return undefined;
  return kept;
}

/** The guest took up an offer on /reservation/fail: the guest-detail page it goes to applies it. */
export function resumeAfterCardFailure(choice: ResumeChoice): void {
  bookingState.resume = { choice, loaded: false };
}

/** The choice the form applies now: only once the selection it came back to has loaded. */
export function resumeToApply(): ResumeChoice | null {
  return bookingState.resume?.loaded ? bookingState.resume.choice : null;
}

/** The choice is applied once: the page that applied it clears it. */
export function clearResume(): void {
  bookingState.resume = null;
}

/** GET /rooms/price for one offer and the rooms it takes. */
function priceQuery(s: BookingSelection, offer: BookedOffer) {
  const mcp = bookingState.hotelCurrency ? null : s.mcp_currency;
  return {
    room_plan_code: offer.room_plan_code,
    rooms: JSON.stringify(offer.rooms),
    ...(s.is_day_use ? { is_day_use: 'true' as const } : {}),
    ...(s.coupon_code ? { coupon_code: s.coupon_code } : {}),
    ...(mcp ? { mcp_currency: mcp, currency: mcp } : {}),
  };
}

function messageOf(err: unknown): Message {
  if (err instanceof ApiCallError) {
    if (err.isNetwork) return { key: 'errors.network' };
    if (err.status === 404) return { key: 'booking.errors.not_sold' };
    if (err.code !== undefined && KNOWN_CODES.has(err.code)) return { key: `booking.codes.${err.code}` };
  }
  return { key: 'errors.generic' };
}

/** Codes with a message of their own under booking.codes. */
export const KNOWN_CODES = new Set([1100, 1101, 1102, 1103, 1104, 1105, 1106, 1500, 1501, 1903, 2304, 2308, 2309, 2401, 3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3011, 3203, 3204, 3205, 3250, 3251, 3252, 1251, 1252]);

/** Loads everything the step needs for a selection; the guest's earlier choices come back. */
export async function loadBooking(selection: BookingSelection, locale: Language): Promise<void> {
  const key = selectionKey(selection);
  const fresh = bookingState.key !== key;
  bookingState.key = key;
  bookingState.selection = selection;
  bookingState.status = 'loading';
  bookingState.loadError = null;
  if (fresh) {
    Object.assign(bookingState, { card: null, error: null, cardFailureCode: null, priceChange: null, confirmedTotal: null, hotelCurrency: false });
    restoreAddOns(key);
  }
  // A choice from /reservation/fail that its page did not take (sold out, say) is not kept for later.
  if (bookingState.resume?.loaded) bookingState.resume = null;
  if (bookingState.resume) {
    // Back from /reservation/fail: the used card is gone; paying at the hotel is in its currency.
    Object.assign(bookingState, { card: null, error: null, cardFailureCode: null });
    if (bookingState.resume.choice === 'on_site') bookingState.hotelCurrency = true;
  }
  const code = selection.hotelCode;
  try {
    const [quotes, questions, extras] = await Promise.all([
      Promise.all(selection.offers.map((o) => quoteOffer(selection, o, locale))),
      fetchQuestions(code, [...new Set(selection.offers.map((o) => o.room_plan_code))], selection.checkin).catch(() => ({ data: [] as AdditionalQuestion[] })),
      fetchExtras(code, selection.checkin, selection.checkout).catch(() => ({ data: [] as Extra[] })),
    ]);
    if (bookingState.key !== key) return;
    const first = quotes[0]!;
    const hotelOptions = appState.init?.payment_options ?? [];
    // One payment method across rooms: only what every plan takes (document 1 §5).
    const shared = sharedMethods(quotes.map((q) => q.methods));
    bookingState.offers = quotes;
    bookingState.plan = first.plan;
    bookingState.roomTypeName = first.roomTypeName;
    bookingState.mixedPayment = quotes.length > 1 && shared.length === 0;
    bookingState.paymentMethods = shared.filter((m) => isSupportedPaymentMethod(m) && (hotelOptions.length === 0 || hotelOptions.includes(m)));
    setPrice(combinePrices(quotes.map((q) => q.price))!);
    bookingState.available = quotes.every((q) => q.available) && enoughTogether(quotes);
    bookingState.questions = questions.data;
    bookingState.extras = offeredExtras(extras.data, stayNights(selection.checkin, selection.checkout, selection.is_day_use));
    if (bookingState.resume) bookingState.resume.loaded = true;
    bookingState.status = 'ready';
  } catch (err) {
    if (bookingState.key !== key) return;
    bookingState.status = 'error';
    bookingState.loadError = messageOf(err);
    bookingState.resume = null;
  }
}

/** One offer's price for its rooms, and its plan as the results show it (names, payment methods). */
async function quoteOffer(s: BookingSelection, o: BookedOffer, locale: Language): Promise<OfferQuote> {
  const [price, plans] = await Promise.all([
    fetchPrice(s.hotelCode, priceQuery(s, o)),
    fetchPlan(s.hotelCode, { rooms: JSON.stringify(o.rooms), room_plan_codes: o.room_plan_code, locale, ...(s.is_day_use ? { is_day_use: 'true' } : {}) }),
  ]);
  const room = plans.data.rooms.find((r) => r.room_type_code === o.room_type_code) ?? plans.data.rooms.find((r) => r.room_plan.some((p) => p.room_plan_code === o.room_plan_code));
  const plan = room?.room_plan.find((p) => p.room_plan_code === o.room_plan_code) ?? null;
  return {
    room_type_code: o.room_type_code,
    room_plan_code: o.room_plan_code,
    hotel_plan_code: plan?.hotel_plan_code ?? o.hotel_plan_code,
    quantity: o.quantity,
    first: o.first,
    roomTypeName: room?.room_type_name ?? o.room_type_code,
    planName: plan?.room_plan_name ?? o.room_plan_code,
    plan,
    price: price.data.price,
    available: price.data.available,
    room_count: room?.room_count ?? null,
    sale_limit: plan?.sale_limit ?? null,
    methods: plan?.payment_method.map((m) => m.code) ?? [],
  };
}

/** Each offer priced again (another currency, a price the guest confirmed): the lines and the total. */
async function repriceOffers(s: BookingSelection): Promise<PriceObject | null> {
  const prices = await Promise.all(s.offers.map((o) => fetchPrice(s.hotelCode, priceQuery(s, o))));
  if (bookingState.selection !== s) return null;
  prices.forEach((p, i) => {
    const quote = bookingState.offers[i];
    if (quote) quote.price = p.data.price;
  });
  return combinePrices(prices.map((p) => p.data.price));
}

function setPrice(price: PriceObject): void {
  bookingState.price = price;
  const total = price.mcp?.total_price;
  if (price.mcp_currency && total !== undefined && bookingState.key) {
    const seenKey = `yadori:booking-mcp:${bookingState.key}`;
    const seen = keepGet(seenKey, z.object({ hotel: z.number(), mcp: z.number(), currency: z.string() }));
    bookingState.ratesUpdated = !!seen && seen.hotel === price.total_price && seen.currency === price.mcp_currency && seen.mcp !== total;
    keepSet(seenKey, { hotel: price.total_price, mcp: total, currency: price.mcp_currency }, 24 * 60 * 60 * 1000);
  }
}

/** An extra chosen or changed: the total changes with it, so a total confirmed before no longer stands. */
export function setExtra(extraId: number, patch: Partial<ExtraDraft>): void {
  bookingState.confirmedTotal = null;
  chooseExtra(extraId, patch);
}

export function setCard(card: CardToken): void {
  bookingState.card = card;
  if (bookingState.error?.kind === 'card') bookingState.error = null;
}

/** Another card: the used token is gone, a fresh form is mounted. */
export function tryAnotherCard(): void {
  bookingState.card = null;
  bookingState.cardFormKey++;
  bookingState.cardFailureCode = null;
  bookingState.error = null;
}

export function changePaymentMethod(): void {
  bookingState.card = null;
  bookingState.cardFormKey++;
  bookingState.cardFailureCode = null;
  bookingState.error = null;
}

/** Pay at the hotel after a card failure: the hotel's own currency from now on. */
export async function switchToHotelCurrency(): Promise<void> {
  bookingState.cardFailureCode = null;
  bookingState.error = null;
  bookingState.card = null;
  if (bookingState.hotelCurrency || !bookingState.selection) return;
  bookingState.hotelCurrency = true;
  try {
    const price = await repriceOffers(bookingState.selection);
    if (price) setPrice(price);
  } catch {
    /* the total in the hotel's currency is the same; the breakdown keeps the last one */
  }
}

export function dismissPriceChange(): void {
  bookingState.priceChange = null;
}

/** The guest accepts the new total: it is what the next attempt expects. */
export function acceptNewPrice(): void {
  const change = bookingState.priceChange;
  if (!change) return;
  const extrasNow = extrasTotal(bookingState.extras, addOnsState.extraDrafts);
  // The breakdown keeps showing rooms and extras apart: the price object without this page's extras.
  bookingState.price = { ...change.price };
  bookingState.confirmedTotal = change.price.total_price;
  bookingState.priceChange = null;
  void extrasNow;
  // Offers booked together: each offer's line follows the new prices (the total is the confirmed one).
  const s = bookingState.selection;
  if (s && s.offers.length > 1) repriceOffers(s).catch(() => undefined);
}

export function expectedTotal(): number {
  if (bookingState.confirmedTotal !== null) return bookingState.confirmedTotal;
  const price = bookingState.price;
  if (!price) return 0;
  // A confirmed price object already holds the extras.
  return price.total_price + extrasTotal(bookingState.extras, addOnsState.extraDrafts) - price.total_extra_price;
}

function newKey(): string {
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `bk_${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

export type SubmitOutcome =
  | { kind: 'confirmed'; path: string }
  | { kind: 'three_d_secure'; url: string }
  | { kind: 'field'; field: GuestFormField }
  | { kind: 'addon'; id: string }
  | { kind: 'stay' };

const PriceChangeBodySchema = z.object({ price: PriceObjectSchema });

export function requestBody(form: GuestFormOutput, locale: Language): BookingBody | null {
  const s = bookingState.selection;
  if (!s) return null;
  const card = paysByCard(form.payment_type);
  const mcp = card && !bookingState.hotelCurrency ? s.mcp_currency : null;
  const body: BookingBody = {
    checkin_date: s.checkin,
    checkout_date: s.checkout,
    is_day_use: s.is_day_use,
    // Each room with its own offer's plan, in the order the rooms were chosen.
    rooms: s.offers.flatMap((o) => o.rooms.map((r) => ({ room_plan_code: o.room_plan_code, adults: r.adults, children: r.children, kids_age_range: r.kids_age_range }))),
    guest: form.guest,
    payment_type: form.payment_type,
    locale,
    expected_total_price: expectedTotal(),
    extras: extraChoices(bookingState.extras, addOnsState.extraDrafts),
    answers: questionAnswers(bookingState.questions, addOnsState.answerDrafts, s.rooms.map((r) => r.adults)),
    terms_accepted: true,
  };
  if (s.coupon_code) body.coupon_code = s.coupon_code;
  if (mcp) body.mcp_currency = mcp;
  if (form.notes) body.notes = form.notes;
  if (pointsState.use > 0) {
    body.spending_point_amount = pointsState.use;
    body.maximum_spending_point = pointsState.use;
  }
  if (card && bookingState.card) body.card = { token: bookingState.card.token, brand: bookingState.card.brand };
  return body;
}

/**
 * One booking attempt. Answers what the page does next; failures land in the store. `pageHref` is
 * the guest-detail page's own address (path and query), kept for /reservation/fail.
 */
export async function submitBooking(form: GuestFormOutput, locale: Language, pageHref?: string): Promise<SubmitOutcome> {
  const s = bookingState.selection;
  const body = requestBody(form, locale);
  if (!s || !body || bookingState.submitting) return { kind: 'stay' };
  if (paysByCard(form.payment_type) && !bookingState.card) {
    bookingState.error = { kind: 'card', key: 'booking.card.needed' };
    return { kind: 'stay' };
  }
  const text = JSON.stringify(body);
  // The same attempt sent again (after a lost answer) keeps its key; anything else is a new one.
  const key = lastAttempt && lastAttempt.body === text ? lastAttempt.key : newKey();
  lastAttempt = { body: text, key };
  bookingState.submitting = true;
  bookingState.error = null;
  bookingState.cardFailureCode = null;
  if (pageHref) rememberAttempt(pageHref, s);
  try {
    const created = (await createReservation(s.hotelCode, body, key)).data;
    lastAttempt = null;
    const number = created.reservation.reservation_number;
    keepReservationAccess(number, { email: created.reservation.guest.email, bypass_token: created.bypass_token });
    // Rooms chosen together on the results page are booked now: the next search starts afresh.
    if (s.multi) forgetSelectedRooms();
    if (created.three_d_secure_url) return { kind: 'three_d_secure', url: created.three_d_secure_url };
    return { kind: 'confirmed', path: `/reservation/confirmation/${encodeURIComponent(number)}?${new URLSearchParams({ code: s.hotelCode }).toString()}` };
  } catch (err) {
    if (!(err instanceof ApiCallError) || !err.isNetwork) lastAttempt = null;
    return failed(err, body);
  } finally {
    bookingState.submitting = false;
  }
}

/** An extra's price moved: its new price is shown, the guest's choices stay. */
async function refreshExtras(): Promise<void> {
  const selection = bookingState.selection;
  if (!selection) return;
  try {
    bookingState.extras = (await fetchExtras(selection.hotelCode, selection.checkin, selection.checkout)).data;
  } catch {
    /* the message already asks the guest to check the extras */
  }
}

function failed(err: unknown, body: BookingBody): SubmitOutcome {
  if (!(err instanceof ApiCallError)) {
    bookingState.error = { kind: 'generic', key: 'errors.generic' };
    return { kind: 'stay' };
  }
  const refusals = createReservationCall.errors;
  const is = (c: ErrorCase): boolean => isFailure(err, c);
  const cheaper = is(refusals.priceBecameCheaper);
  if (cheaper || is(refusals.priceBecameDearer)) {
    const parsed = PriceChangeBodySchema.safeParse(err.body);
    if (parsed.success) {
      bookingState.priceChange = { direction: cheaper ? 'cheaper' : 'dearer', price: parsed.data.price };
      return { kind: 'stay' };
    }
  }
  if (err.code !== undefined && CARD_FAILURE_CODES.includes(err.code)) {
    bookingState.card = null;
    bookingState.cardFailureCode = err.code;
    bookingState.error = { kind: 'card', key: `booking.codes.${err.code}` };
    return { kind: 'stay' };
  }
  if (is(refusals.soldOut)) {
    bookingState.error = { kind: 'sold_out', key: 'booking.errors.sold_out' };
    return { kind: 'stay' };
  }
  if (err.field === 'spending_point_amount' && bookingState.selection) {
    // Fewer points than the page knew of (2401), or points this booking cannot take.
    void pointsRefused(bookingState.selection.hotelCode);
    bookingState.error = { kind: 'fields', key: err.code === CATALOGUE.NOT_ENOUGH_POINTS.code ? 'booking.codes.2401' : 'booking.points.refused' };
    return { kind: 'stay' };
  }
  const field = formFieldOf(err.field);
  if (field && err.status === 400) {
    bookingState.error = { kind: 'fields', key: 'booking.errors.check_fields' };
    return { kind: 'field', field };
  }
  const addOn = err.field?.match(/^(extras|answers)\.(\d+)/);
  if (addOn && err.code === CATALOGUE.EXTRA_TOTAL_PRICE.code) void refreshExtras();
  if (addOn) {
    const i = Number(addOn[2]);
    const id = addOn[1] === 'extras' ? `extra.${body.extras?.[i]?.extra_id ?? ''}.quantity` : `question.${body.answers?.[i]?.question_id ?? ''}`;
    refuseAddOn(id);
    bookingState.error = { kind: 'fields', key: err.code !== undefined && KNOWN_CODES.has(err.code) ? `booking.codes.${err.code}` : 'booking.errors.check_fields' };
    return { kind: 'addon', id };
  }
  bookingState.error = { kind: 'generic', ...messageOf(err) };
  return { kind: 'stay' };
}
