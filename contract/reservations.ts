// Reservations (document 2 §7.4; document 1 §3 "Reservation", §5 booking validation). The guest
// schema is the one the guest-detail form extends, so both sides apply the same rules.
import * as z from 'zod/mini';
import { CurrencyCodeSchema } from './currencies';
import { IsoDateSchema, dataOf } from './common';
import { KidsCountSchema, PriceObjectSchema } from './search';
import { LanguageSchema, PaymentMethodSchema } from './lists';
import { CancellationReasonSchema, CardBrandSchema, ReservationStatusSchema } from './booking-lists';
import { AttachmentIdSchema, FileAttachmentSchema } from './attachments';
import { LIMITS } from './limits';

/** Half-width Roman letters, spaces, hyphens and apostrophes: "full English names" (document 1 §5). */
export const LATIN_NAME_RE = /^[A-Za-z][A-Za-z '\-.]*$/;
/** Japanese names: kanji, hiragana, katakana (and the prolonged sound mark), or Roman letters. */
export const JAPANESE_NAME_RE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶA-Za-z '\-]+$/u;
/** Kana readings: katakana or hiragana only. */
export const KANA_RE = /^[\p{Script=Katakana}\p{Script=Hiragana}ー\s　]+$/u;
export const HANGUL_NAME_RE = /^[\p{Script=Hangul}A-Za-z '\-]+$/u;
export const CHINESE_NAME_RE = /^[\p{Script=Han}A-Za-z '\-·]+$/u;
export const PHONE_RE = /^\+?[0-9]{6,20}$/;
export const POSTCODE_RE = /^[A-Za-z0-9]{2,10}$/;
export const TW_RECEIPT_ID_RE = /^[0-9]{8}$/;

/** Which script a name may be written in, for the guest's language. */
export function nameRuleFor(locale: string): RegExp {
  switch (locale) {
    case 'ja':
      return JAPANESE_NAME_RE;
    case 'ko':
      return HANGUL_NAME_RE;
    case 'zh_Hans':
    case 'zh_Hant':
      return CHINESE_NAME_RE;
    default:
      return LATIN_NAME_RE;
  }
}

const name = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(60, 'too_long'));
const optionalText = /*#__NO_SIDE_EFFECTS__*/ (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'too_long')));

export const GuestSchema = z.object({
  first_name: name,
  last_name: name,
  first_name_kana: z.optional(z.string().check(z.trim(), z.maxLength(60, 'too_long'), z.regex(KANA_RE, 'kana_only'))),
  last_name_kana: z.optional(z.string().check(z.trim(), z.maxLength(60, 'too_long'), z.regex(KANA_RE, 'kana_only'))),
  email: z.email('email_invalid').check(z.maxLength(254, 'too_long')),
  phone: z.string().check(z.trim(), z.regex(PHONE_RE, 'phone_digits')),
  nationality: optionalText(2),
  occupation: optionalText(60),
  dob: z.optional(IsoDateSchema),
  gender: z.optional(z.enum(['male', 'female', 'other', 'no_answer'])),
  postal_code: z.optional(z.string().check(z.trim(), z.regex(POSTCODE_RE, 'postcode_format'))),
  prefecture_or_state: optionalText(60),
  street_address: optionalText(200),
  building_name_and_number: optionalText(200),
  receipt_name: optionalText(100),
  tw_receipt_id: z.optional(z.string().check(z.regex(TW_RECEIPT_ID_RE, 'tw_receipt_id'))),
});
export type Guest = z.infer<typeof GuestSchema>;

// ---------------------------------------------------------------------------------------------
// Additional questions and extras chosen with a booking.

export const AdditionalQuestionSchema = z.object({
  id: z.number(),
  code: z.string(),
  question_type: z.enum(['number_of_men_women_per_room', 'checkin', 'checkout', 'free', 'file_attachment']),
  answer_type: z.enum(['text', 'options', 'file']),
  text: z.partialRecord(LanguageSchema, z.string()),
  options: z.array(z.string()),
  required: z.boolean(),
  labels: z.array(z.string()),
  hotel_plan_codes: z.array(z.string()),
  display_start_date: z.nullable(IsoDateSchema),
  display_end_date: z.nullable(IsoDateSchema),
});
export type AdditionalQuestion = z.infer<typeof AdditionalQuestionSchema>;

export const AdditionalQuestionsQuerySchema = z.object({
  room_plan_codes: z.pipe(z.optional(z.string().check(z.maxLength(2000))), z.transform((v) => (v ? v.split(',').filter(Boolean) : []))),
  checkin: z.optional(IsoDateSchema),
});
export const AdditionalQuestionsAnswerSchema = dataOf(z.array(AdditionalQuestionSchema));

export const ANSWER_TEXT_MAX = 255;

/** One room's part of an answer: the room by its place in the booking (0 = first room). */
export const QuestionRoomAnswerSchema = z.object({
  room_index: z.number().check(z.int(), z.minimum(0)),
  checkin_time: z.optional(z.string().check(z.regex(/^\d{2}:\d{2}$/, 'time'))),
  checkout_time: z.optional(z.string().check(z.regex(/^\d{2}:\d{2}$/, 'time'))),
  adults: z.optional(z.number().check(z.int(), z.minimum(0))),
  men_count: z.optional(z.number().check(z.int(), z.minimum(0))),
  women_count: z.optional(z.number().check(z.int(), z.minimum(0))),
});

export const QuestionAnswerSchema = z.object({
  question_id: z.number().check(z.int()),
  text: z.optional(z.string().check(z.maxLength(ANSWER_TEXT_MAX, 'too_long'))),
  rooms: z._default(z.array(QuestionRoomAnswerSchema), []),
  /** A file question: the files uploaded with POST /file_attachments by this client session. */
  attachment_ids: z.optional(z.array(AttachmentIdSchema).check(z.maxLength(LIMITS.maxFiles, 'too_many_files'))),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

/** An answer as the reservation keeps it: a file question's files with where to fetch each. */
export const ReservationQuestionAnswerSchema = z.extend(QuestionAnswerSchema, {
  /** GET /file_attachments/:id of each file (absolute), in the order of attachment_ids. */
  remote_attachments_urls: z.optional(z.array(z.string())),
  /** The files themselves, in the same order: names for the guest to recognise them by. */
  attachments: z.optional(z.array(FileAttachmentSchema)),
});
export type ReservationQuestionAnswer = z.infer<typeof ReservationQuestionAnswerSchema>;

export const ExtraChoiceSchema = z.object({
  extra_id: z.number().check(z.int()),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
  /** Dated extras: the night it is delivered on. */
  delivery_date: z.optional(IsoDateSchema),
  answer: z.optional(z.string().check(z.maxLength(ANSWER_TEXT_MAX, 'too_long'))),
  /** The line's price with tax the guest was shown; a different price now answers 1103. */
  total_price: z.optional(z.number().check(z.int(), z.minimum(0))),
});
export type ExtraChoice = z.infer<typeof ExtraChoiceSchema>;

/** Men and women counts complete each other to the adults of the room (document 1 §3). */
export function complementCount(adults: number, given: number): number {
  return Math.max(0, adults - Math.min(given, adults));
}

export const ReservationRoomRequestSchema = z.object({
  room_plan_code: z.string().check(z.minLength(1), z.maxLength(100)),
  adults: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
  children: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(99)), 0),
  kids_age_range: z._default(z.array(KidsCountSchema).check(z.maxLength(10)), []),
});

export const ReservationRequestSchema = z.object({
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  is_day_use: z._default(z.boolean(), false),
  rooms: z.array(ReservationRoomRequestSchema).check(z.minLength(1, 'required'), z.maxLength(10)),
  guest: GuestSchema,
  payment_type: PaymentMethodSchema,
  coupon_code: optionalText(50),
  promo_code: optionalText(50),
  mcp_currency: z.optional(CurrencyCodeSchema),
  notes: optionalText(1000),
  locale: z._default(LanguageSchema, 'en'),
  /** The total the guest was shown; a different price now answers 409 so they can confirm. */
  expected_total_price: z.number().check(z.int(), z.minimum(0)),
  /** Points paying for part of the total (members of the points program; 1 point = 1 unit). */
  spending_point_amount: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000)), 0),
  /** The most the guest agreed to spend; more is refused. */
  maximum_spending_point: z.optional(z.number().check(z.int(), z.minimum(0))),
  extras: z._default(z.array(ExtraChoiceSchema).check(z.maxLength(50)), []),
  answers: z._default(z.array(QuestionAnswerSchema).check(z.maxLength(100)), []),
  /** For card payments: the one-time token of the provider's card form and the brand chosen. */
  card: z.optional(z.object({ token: z.string().check(z.regex(/^tok_[A-Za-z0-9_-]{10,80}$/, 'is not a card token')), brand: CardBrandSchema })),
  terms_accepted: z.literal(true, 'terms_required'),
});
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;
export type ReservationRequestInput = z.input<typeof ReservationRequestSchema>;

/** Who stays in a room (document 1 §3 "rooms (guest names with kana)"). */
export const RoomGuestSchema = z.object({ first_name: name, last_name: name, first_name_kana: GuestSchema.shape.first_name_kana, last_name_kana: GuestSchema.shape.last_name_kana });
export type RoomGuest = z.infer<typeof RoomGuestSchema>;

export const ReservationSchema = z.object({
  id: z.number(),
  reservation_number: z.string(),
  hotel_id: z.number(),
  hotel_code: z.string(),
  status: ReservationStatusSchema,
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  is_day_use: z.boolean(),
  guest: GuestSchema,
  payment_type: PaymentMethodSchema,
  currency: CurrencyCodeSchema,
  mcp_currency: z.nullable(CurrencyCodeSchema),
  /**
   * What the card was charged, as its payment transaction took it (null when no card paid): the
   * amount in the currency charged, what it stands for in the hotel's currency, and the rate used
   * when converted (units of the hotel's currency per unit of the charged one).
   */
  charged: z.optional(
    z.nullable(
      z.object({ amount: z.number(), currency: CurrencyCodeSchema, hotel_amount: z.number(), hotel_currency: CurrencyCodeSchema, rate: z.nullable(z.number()) }),
    ),
  ),
  total_price: z.number(),
  price: PriceObjectSchema,
  rooms: z.array(
    z.object({
      id: z.number(),
      room_type_code: z.string(),
      room_type_name: z.string(),
      room_plan_code: z.string(),
      room_plan_name: z.string(),
      adults: z.number(),
      children: z.number(),
      kids_age_range: z.array(KidsCountSchema),
      status: z.enum(['active', 'cancelled']),
      total_price: z.number(),
      /** The room's own plan's policy: rooms booked together may differ. */
      cancellation_policy_id: z.optional(z.nullable(z.number())),
      /** Who stays in the room, when given (PUT …/guests); the booking guest otherwise. */
      guest: z.optional(z.nullable(RoomGuestSchema)),
    }),
  ),
  notes: z.nullable(z.string()),
  extras: z.array(z.object({ extra_id: z.number(), quantity: z.number(), delivery_date: z.optional(IsoDateSchema), answer: z.optional(z.string()), price: z.number() })),
  answers: z.array(ReservationQuestionAnswerSchema),
  locale: LanguageSchema,
  cancellation_policy_id: z.nullable(z.number()),
  created_at: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** Created: the bypass token is answered once, for the confirmation link. */
export const ReservationCreatedAnswerSchema = dataOf(
  z.object({
    reservation: ReservationSchema,
    bypass_token: z.string(),
    /** Set when the card issuer asks for 3-D Secure: the guest completes it there (15 minutes). */
    three_d_secure_url: z.nullable(z.string()),
  }),
);

/** Payment methods that charge or hold a card through the provider. */
export const CARD_PAYMENT_METHODS = ['credit_card', 'credit_card_full', 'credit_card_deposit', 'credit_card_international', 'on_site_credit_card_required', 'pre_paid'] as const;
export const ReservationAnswerSchema = dataOf(ReservationSchema);

// ---------------------------------------------------------------------------------------------
// Managing a reservation: look-up and cancellation.

export const LookupQuerySchema = z.object({ email: z.email('email_invalid').check(z.maxLength(254)) });
/** A look-up answers the reservation and a token to manage it with. */
export const LookupAnswerSchema = dataOf(z.object({ reservation: ReservationSchema, bypass_token: z.string() }));

export const CancelRequestSchema = z.object({
  reason: CancellationReasonSchema,
  details: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'too_long'))),
  /** The fee the guest was shown; a different fee now answers 409 so they can confirm. */
  cancellation_fee_displayed: z.number().check(z.int(), z.minimum(0)),
  /** Rooms to cancel; all rooms when absent. */
  room_ids: z.optional(z.array(z.number().check(z.int())).check(z.minLength(1), z.maxLength(10))),
});
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

export const CancellationQuoteAnswerSchema = dataOf(
  z.object({
    /** The sum of the rooms' fees, each by its own plan's policy; this is what cancelling charges. */
    fee: z.number(),
    /** The highest percentage among the rooms. */
    percent: z.number(),
    same_day: z.boolean(),
    currency: CurrencyCodeSchema,
    room_ids: z.array(z.number()),
    rooms: z.optional(z.array(z.object({ id: z.number(), fee: z.number(), percent: z.number() }))),
  }),
);

/**
 * Why a change is refused to the one asking (document 1 §6), as `error` of a 403 (code 1000) and
 * as update_settings' sign_in_warning: the UI says it in the user's language.
 */
export const MANAGE_WARNINGS = [
  'sign_out_to_manage_guest_reservation',
  'sign_in_as_the_member_who_booked',
  'sign_in_as_corporate_user',
  'sign_in_to_the_organization_that_booked',
  'sign_in_through_this_hotel',
] as const;
export const ManageWarningSchema = z.enum(MANAGE_WARNINGS);
export type ManageWarning = z.infer<typeof ManageWarningSchema>;

/** What may change now (PUT …/update_settings answers it; the update checks it). */
export const UpdateSettingsAnswerSchema = dataOf(
  z.object({
    updatable: z.boolean(),
    /** Last moment an update is accepted: the day before check-in, at the hotel. */
    deadline: IsoDateSchema,
    reasons: z.array(z.enum(['deadline_passed', 'edited_by_hotel', 'cancelled', 'payment_in_progress'])),
    min_nights: z.number(),
    can_reduce: z.boolean(),
    /** Why the signed-in state does not allow changing it (document 1 §6); null when it does. */
    sign_in_warning: z.optional(z.nullable(ManageWarningSchema)),
  }),
);

export const UpdateRoomSchema = z.object({
  /** An active room of the reservation. */
  id: z.optional(z.number().check(z.int())),
  /** A room to add. */
  room_plan_code: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  adults: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
  kids_age_range: z._default(z.array(KidsCountSchema).check(z.maxLength(10)), []),
});

export const UpdateRequestSchema = z.object({
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  /** The new guests per active room, in the reservation's room order; the same when absent. */
  adults: z.optional(z.array(z.number().check(z.int(), z.minimum(1), z.maximum(99))).check(z.maxLength(10))),
  guest: z.optional(GuestSchema),
  /**
   * The rooms after the change, instead of `adults`: an active room by its `id` (its plan stays),
   * or a new room by `room_plan_code`. Active rooms not named are removed.
   */
  rooms: z.optional(z.array(UpdateRoomSchema).check(z.minLength(1, 'required'), z.maxLength(10))),
  /** The extras after the change; the booked ones (re-priced for the new nights) when absent. */
  extras: z.optional(z.array(ExtraChoiceSchema).check(z.maxLength(50))),
  /** The total the guest was shown for the change; a different total answers 409. */
  expected_total_price: z.number().check(z.int(), z.minimum(0)),
});
export type UpdateRequest = z.infer<typeof UpdateRequestSchema>;
export type UpdateRequestInput = z.input<typeof UpdateRequestSchema>;

/** `PUT …/{rid}?dry_run=true`: the same body; the price is answered and nothing changes. */
export const UpdateQuoteRequestSchema = z.extend(UpdateRequestSchema, { expected_total_price: z.optional(z.number().check(z.int(), z.minimum(0))) });
export const UpdateQueryFlagsSchema = z.object({ dry_run: z.optional(z.enum(['true', 'false'])) });

/** What the change would cost: the new price, what it adds or takes off, what goes back. */
export const UpdateQuoteAnswerSchema = dataOf(
  z.object({
    price: PriceObjectSchema,
    /** The new total the guest owes (points deducted): send it back as expected_total_price. */
    total_price: z.number(),
    /** New total less the current one; negative when cheaper. */
    difference: z.number(),
    currency: CurrencyCodeSchema,
    /** Card payments: what goes back to the card now. */
    refund: z.number(),
    /** Card payments: what is left to pay at the hotel after the change. */
    remain_amount: z.number(),
    /** Points given back because the stay now costs less than they paid. */
    points_back: z.number(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Details changed after booking: guests, answers to additional questions, the receipt.

export const GuestsRequestSchema = z.object({
  guest: z.optional(GuestSchema),
  /** Who stays in each room, by reservation room id; null clears a room's guest. */
  rooms: z.optional(z.array(z.object({ id: z.number().check(z.int()), guest: z.nullable(RoomGuestSchema) })).check(z.maxLength(10))),
});
export type GuestsRequest = z.infer<typeof GuestsRequestSchema>;

/** One answer of `PUT …/additional_questions/batch_update` (document 2 §7.4). */
export const BatchAnswerSchema = z.object({
  question_id: z.number().check(z.int()),
  text: z.optional(z.string().check(z.maxLength(ANSWER_TEXT_MAX, 'too_long'))),
  rooms: z._default(
    z.array(
      z.extend(z.omit(QuestionRoomAnswerSchema, { room_index: true }), { reservation_hotel_room_id: z.number().check(z.int()) }),
    ).check(z.maxLength(10)),
    [],
  ),
});
export const BatchUpdateRequestSchema = z.object({ answers: z.array(BatchAnswerSchema).check(z.minLength(1, 'required'), z.maxLength(100)) });
export type BatchUpdateRequest = z.infer<typeof BatchUpdateRequestSchema>;

/** The questions asked of this reservation, and its answers (rooms also named by reservation room id). */
export const ReservationQuestionsAnswerSchema = dataOf(
  z.object({
    questions: z.array(AdditionalQuestionSchema),
    answers: z.array(
      z.extend(ReservationQuestionAnswerSchema, {
        rooms: z.array(z.extend(QuestionRoomAnswerSchema, { reservation_hotel_room_id: z.optional(z.number()) })),
      }),
    ),
  }),
);

/**
 * `GET …/receipt`: `json` reads the receipt's state; `html` is the page (a preview, or with
 * issue=true the page opened to print); `pdf` is a download. Only an issue is counted: every PDF,
 * and the page with issue=true. The first issue is the original, every later one a reissue.
 */
export const RECEIPT_FORMATS = ['html', 'pdf', 'json'] as const;
export const ReceiptQuerySchema = z.object({
  format: z._default(z.enum(RECEIPT_FORMATS), 'html'),
  /** The name the receipt is made out to; kept for later issues once one is issued with it. */
  receipt_title: z.optional(z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'too_long'))),
  locale: z.optional(LanguageSchema),
  /** html only: true when the page is opened to be printed, which counts as an issue. */
  issue: z.optional(z.enum(['true', 'false'])),
});

/** `GET …/receipt?format=json`: the receipt's state; reading it issues nothing. */
export const ReceiptStateAnswerSchema = dataOf(
  z.object({
    /** Whether a receipt can be issued now (something has been paid). */
    available: z.boolean(),
    /** The name kept from the last issue, or the one a first issue would use. */
    receipt_title: z.string(),
    /** Receipts issued so far; the next one is a reissue when this is 1 or more. */
    issue_count: z.number().check(z.int(), z.minimum(0)),
    last_issued_at: z.nullable(z.string()),
  }),
);
export type ReceiptState = z.infer<typeof ReceiptStateAnswerSchema>['data'];

// ---------------------------------------------------------------------------------------------
// The queries of the calls that read or change one reservation after booking.

/** Who holds the reservation: its guest's e-mail and a token answered by the booking or a look-up (the member who booked needs neither). */
export const ReservationAccessQuerySchema = z.object({
  email: z.optional(z.string().check(z.maxLength(254))),
  bypass_token: z.optional(z.string().check(z.maxLength(200))),
});

/** `GET …/cancellation_fee`: the rooms to cancel as a comma list of room ids (all active rooms when absent). */
export const CancellationFeeQuerySchema = z.extend(ReservationAccessQuerySchema, {
  room_ids: z.pipe(z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/, 'must be a comma list of room ids'))), z.transform((v) => (v ? v.split(',').map(Number) : undefined))),
});

/** The access with a call's own query fields. */
/*#__NO_SIDE_EFFECTS__*/
function withAccess<T extends z.core.$ZodShape>(schema: z.ZodMiniObject<T>) {
  return z.extend(ReservationAccessQuerySchema, schema.shape);
}

/** `PUT …/{rid}`: the access, and `dry_run=true` to ask the price of a change without making it. */
export const UpdateReservationQuerySchema = withAccess(UpdateQueryFlagsSchema);

/** `GET …/receipt`: the access and what to answer (see ReceiptQuerySchema). */
export const ReceiptRequestQuerySchema = withAccess(ReceiptQuerySchema);

/** `PUT …/{rid}` answers the changed reservation, or with `dry_run=true` what the change would cost. */
export const UpdateReservationAnswerSchema = z.union([ReservationAnswerSchema, UpdateQuoteAnswerSchema]);
