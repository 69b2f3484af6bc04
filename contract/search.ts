// Rooms, plans, prices and policies (document 2 §7.3; document 1 §3 "Search form", "Room result",
// "Price object", "Extras", "Cancellation policy"). GET calls carry their payload in the query:
// scalars as they are, lists as comma lists, and `rooms` as JSON.
import * as z from 'zod/mini';
import { CurrencyCodeSchema } from './currencies';
import { IsoDateSchema, TranslationsSchema, dataOf } from './common';
import { PaymentMethodSchema, SearchOrderSchema } from './lists';
import { HotelAddressSchema } from './settings';

/** A room's wifi. */
export const WIFI_OPTIONS = ['unavailable', 'free', 'charged'] as const;
export const WifiSchema = z.enum(WIFI_OPTIONS);
export type Wifi = z.infer<typeof WifiSchema>;

// ---------------------------------------------------------------------------------------------
// Query helpers: what arrives as text becomes typed values.

const boolFlag = z.pipe(
  z.optional(z.enum(['true', 'false', '1', '0'])),
  z.transform((v) => v === 'true' || v === '1'),
);
const codeList = z.pipe(
  z.optional(z.string().check(z.maxLength(2000))),
  z.transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [])),
);
const intText = /*#__NO_SIDE_EFFECTS__*/ (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.pipe(z.transform(Number), z.number().check(z.minimum(min), z.maximum(max))),
  );
const shortText = z.optional(z.string().check(z.maxLength(200)));

export const KidsCountSchema = z.object({
  /** A kids tier (tiers mode) or the age range a child's age falls in (ages mode). */
  code: z.string().check(z.minLength(1), z.maxLength(20)),
  count: z.number().check(z.int(), z.minimum(0), z.maximum(20)),
});
export type KidsCount = z.infer<typeof KidsCountSchema>;

export const SearchRoomSchema = z.object({
  checkin_date: z.optional(IsoDateSchema),
  checkout_date: z.optional(IsoDateSchema),
  adults: z.number().check(z.int(), z.minimum(1, 'must be at least 1'), z.maximum(99)),
  children: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(99)), 0),
  kids_age_range: z._default(z.array(KidsCountSchema).check(z.maxLength(10)), []),
  /**
   * Of the adults, how many travel as the signed-in member's companions (document 1 §3 "Search
   * form" rooms; offered when the member's program has its companion adult tier active).
   */
  adult_companion: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(99))),
  /** Of the children, how many travel as kid-tier-A companions (the program's companion kid tier). */
  kid_tier_A_companion: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(99))),
});
export type SearchRoom = z.infer<typeof SearchRoomSchema>;

const roomsJson = z.pipe(
  z.string().check(z.maxLength(5000)),
  z.transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'must be a JSON list of rooms', input: text });
      return z.NEVER;
    }
  }),
);

/** The room search payload of document 2 §7.3, as the query of GET /hotels/{id}/rooms. */
export const RoomSearchQuerySchema = z.object({
  rooms: z.pipe(roomsJson, z.array(SearchRoomSchema).check(z.minLength(1, 'must hold at least one room'), z.maxLength(999))),
  order: z._default(SearchOrderSchema, 'price_low_to_high'),
  mode: shortText,
  is_day_use: boolFlag,
  room_search_filters: codeList,
  search_type: z.optional(z.enum(['dated', 'undated'])),
  nights: z.optional(intText(1, 30)),
  bookable: boolFlag,
  room_plan_codes: codeList,
  room_type_codes: codeList,
  hotel_plan_codes: codeList,
  search_next_available_date_if_no_result: boolFlag,
  is_including_occupied: boolFlag,
  promo_code: shortText,
  coupon_code: shortText,
  retry: boolFlag,
  /**
   * Update mode: the reservation being changed. With access to it (email and bypass_token as the
   * manage calls take them, or the member who booked), its own rooms count as free for the nights
   * it holds; without access it is ignored.
   */
  reservation_no: shortText,
  email: z.optional(z.string().check(z.maxLength(254))),
  bypass_token: z.optional(z.string().check(z.maxLength(200))),
  utm_source: shortText,
  utm_medium: shortText,
  utm_campaign: shortText,
  metasearch_source: shortText,
  price_displayed_total: shortText,
  google_site: shortText,
  google_promo_code: shortText,
  currency: z.optional(CurrencyCodeSchema),
  type: z._default(z.enum(['rooms', 'plan']), 'rooms'),
  dynamic_package: shortText,
  lottery_event_uuid: shortText,
  lottery_access_token: shortText,
  lottery_result_entry_number: shortText,
  mcp_currency: z.optional(CurrencyCodeSchema),
  mcp_locale: shortText,
  locale: shortText,
});
export type RoomSearchQuery = z.infer<typeof RoomSearchQuerySchema>;
/** What the widget writes into the query (before text coercion). */
export type RoomSearchQueryInput = z.input<typeof RoomSearchQuerySchema>;

// ---------------------------------------------------------------------------------------------
// The price object (document 1 §3). Amounts are integers in minor units of `currency`; in
// multi-currency mode each has an mcp_ twin in minor units of `mcp_currency`.

export const SignInDiscountSchema = z.object({
  total_price_after_discount: z.number(),
  total_price_after_discount_tax: z.number(),
  total_accommodation_tax: z.number(),
});

export const PriceRoomSchema = z.object({
  discounts: z.array(z.object({ discount_type: z.enum(['payment', 'creansmaerd', 'rounding', 'special', 'member', 'promotion', 'coupon']), discount_amount: z.number() })),
  rounding_discount: z.number(),
  sign_in_discount: SignInDiscountSchema,
  non_sign_in_discount: SignInDiscountSchema,
  /** Per night, tax excluded, after discounts. */
  nightly: z.array(z.object({ date: IsoDateSchema, price: z.number() })),
});

const amounts = {
  accommodation_tax: z.number(),
  brr_discount_amount: z.number(),
  coupon_discount_amount: z.number(),
  deposit_amount: z.number(),
  discounted_price: z.number(),
  extra_price_without_tax: z.number(),
  original_price: z.number(),
  original_price_with_tax: z.number(),
  promotion_discount_amount: z.number(),
  remain_amount: z.number(),
  room_price_without_tax: z.number(),
  total_special_discount: z.number(),
  spending_point_value: z.number(),
  tax: z.number(),
  service_charge: z.number(),
  total_extra_price: z.number(),
  total_price: z.number(),
  total_price_before_point_discount: z.number(),
  total_price_without_tax: z.number(),
  voucher_coupon_discount_amount: z.number(),
};
export type PriceAmounts = { [K in keyof typeof amounts]: number };
export const PRICE_AMOUNT_KEYS = Object.keys(amounts) as (keyof PriceAmounts)[];

export const PriceObjectSchema = z.object({
  ...amounts,
  currency: CurrencyCodeSchema,
  /** True when total_price is shown with taxes (the hotel's show_prices_tax_included). */
  tax_included: z.boolean(),
  cancellation: z.object({ fee: z.number() }),
  rooms: z.array(PriceRoomSchema),
  extras: z.array(z.object({ extra_id: z.number(), price_without_tax: z.number(), price: z.number() })),
  mcp_currency: z.nullable(CurrencyCodeSchema),
  /** The mcp_ twins of the amounts, present in multi-currency mode. */
  mcp: z.nullable(z.record(z.string(), z.number())),
});
export type PriceObject = z.infer<typeof PriceObjectSchema>;

// ---------------------------------------------------------------------------------------------
// Results.

export const RoomTypeInfoSchema = z.object({
  description: TranslationsSchema,
  size_sqm: z.number(),
  size_tatami: z.nullable(z.number()),
  bed_type: z.string(),
  bed_count: z.number(),
  smoking: z.boolean(),
  wifi: WifiSchema,
  amenities: z.array(z.string()),
  accessibility: z.array(z.string()),
  filters: z.array(z.string()),
  photos: z.array(z.string()),
  max_adults: z.number(),
  max_children: z.number(),
  max_occupancy: z.number(),
});
export type RoomTypeInfo = z.infer<typeof RoomTypeInfoSchema>;

export const PlanInfoSchema = z.object({
  name: TranslationsSchema,
  description: TranslationsSchema,
  meal_type: z.string(),
  visibility: z.string(),
  checkin_time: z.nullable(z.string()),
  checkout_time: z.nullable(z.string()),
  day_use: z.boolean(),
  min_nights: z.number(),
  max_nights: z.number(),
  member_discount_percent: z.number(),
});

export const RoomPlanResultSchema = z.object({
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  hotel_plan_code: z.string(),
  plan: PlanInfoSchema,
  inclusive_extra_ids: z.array(z.number()),
  sale_limit: z.nullable(z.number()),
  plan_stock_count: z.number(),
  matched_search_criteria: z.object({
    adults_count: z.number(),
    adults_with_companion: z.number(),
    children_count: z.number(),
    children_with_kid_tier_A_companion: z.number(),
  }),
  payment_method: z.array(z.object({ code: PaymentMethodSchema })),
  credit_card_payment: z.boolean(),
  paymentPromotionInfo: z.nullable(z.object({ target_mode: z.enum(['include', 'exclude']), hotel_plan_codes: z.array(z.string()) })),
  cancellation_policy_id: z.nullable(z.number()),
  /** Undated search: the first check-in date at which the lowest price is found. */
  lowest_price_date: z.nullable(IsoDateSchema),
  price: PriceObjectSchema,
});
export type RoomPlanResult = z.infer<typeof RoomPlanResultSchema>;

export const RoomResultSchema = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_type_names: TranslationsSchema,
  room_type: RoomTypeInfoSchema,
  /** Rooms of this type free for the whole stay. */
  room_count: z.number(),
  room_plan: z.array(RoomPlanResultSchema),
});
export type RoomResult = z.infer<typeof RoomResultSchema>;

export const PlanResultSchema = z.object({
  hotel_plan_code: z.string(),
  plan_name: z.string(),
  plan: PlanInfoSchema,
  booking_start_date: z.nullable(IsoDateSchema),
  sale_limit: z.nullable(z.number()),
  inclusive_extra_ids: z.array(z.number()),
  rooms: z.array(z.object({ room_type_code: z.string(), room_type_name: z.string(), room_count: z.number(), room_plan: RoomPlanResultSchema })),
});
export type PlanResult = z.infer<typeof PlanResultSchema>;

export const RoomSearchAnswerSchema = dataOf(
  z.object({
    search_id: z.string(),
    currency: CurrencyCodeSchema,
    mcp_currency: z.nullable(CurrencyCodeSchema),
    mcp_locale_enabled: z.boolean(),
    checkin_date: z.nullable(IsoDateSchema),
    checkout_date: z.nullable(IsoDateSchema),
    nights: z.number(),
    rooms: z.array(RoomResultSchema),
    plans: z.array(PlanResultSchema),
    /** When nothing matched and it was asked for: the first check-in date that has rooms. */
    next_available_date: z.nullable(IsoDateSchema),
  }),
);
export type RoomSearchAnswer = z.infer<typeof RoomSearchAnswerSchema>;

/** GET /hotels/{id}/rooms/recommendation: the best offers for the party. */
export const RecommendationAnswerSchema = dataOf(
  z.object({
    offers: z.array(
      z.object({
        room_type_code: z.string(),
        room_type_name: z.string(),
        room_plan_code: z.string(),
        room_plan_name: z.string(),
        total_price: z.number(),
        currency: CurrencyCodeSchema,
        /** In multi-currency mode: the total in the currency asked for (mcp_currency). */
        mcp_total_price: z.optional(z.nullable(z.number())),
        mcp_currency: z.optional(z.nullable(CurrencyCodeSchema)),
        reason: z.enum(['lowest_price', 'best_value', 'most_space', 'accessible']),
        photo: z.nullable(z.string()),
      }),
    ),
  }),
);

/** GET /hotels/{id}/rooms/price: the price of one selected booking, re-checked. */
export const PriceQuerySchema = z.object({
  room_plan_code: z.string().check(z.minLength(1), z.maxLength(100)),
  rooms: RoomSearchQuerySchema.shape.rooms,
  is_day_use: boolFlag,
  coupon_code: shortText,
  currency: z.optional(CurrencyCodeSchema),
  mcp_currency: z.optional(CurrencyCodeSchema),
});
export const PriceAnswerSchema = dataOf(z.object({ room_plan_code: z.string(), available: z.boolean(), plan_stock_count: z.number(), price: PriceObjectSchema }));

/** GET /hotels/{id}/rooms/inventory: rooms left per room type and night. */
export const InventoryQuerySchema = z.object({
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  room_type_codes: codeList,
});
export const InventoryAnswerSchema = dataOf(
  z.object({
    room_types: z.array(
      z.object({
        room_type_code: z.string(),
        room_type_name: z.string(),
        days: z.array(z.object({ date: IsoDateSchema, remaining: z.number(), lowest_price: z.nullable(z.number()) })),
      }),
    ),
    currency: CurrencyCodeSchema,
  }),
);

/**
 * GET /hotels/{id}/rooms/availability: for a check-in and a party, every possible check-out date
 * with the lowest total stay price (the price calendar), and whether each check-in date of the
 * month has rooms at all.
 */
export const AvailabilityQuerySchema = z.object({
  checkin: IsoDateSchema,
  rooms: RoomSearchQuerySchema.shape.rooms,
  max_nights: z.optional(intText(1, 30)),
  currency: z.optional(CurrencyCodeSchema),
});
export const AvailabilityAnswerSchema = dataOf(
  z.object({
    checkin: IsoDateSchema,
    currency: CurrencyCodeSchema,
    checkouts: z.array(z.object({ checkout: IsoDateSchema, nights: z.number(), lowest_total_price: z.nullable(z.number()), room_type_code: z.nullable(z.string()) })),
  }),
);

// ---------------------------------------------------------------------------------------------
// Policies, extras, hotels.

export const CancellationPolicyPartSchema = z.object({
  days_before: z.number(),
  hours_after: z.nullable(z.number()),
  percentage_of_cost: z.number(),
});
export const CancellationPolicySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: TranslationsSchema,
  cancel_before_at: z.nullable(z.string()),
  cancellation_policy_parts: z.array(CancellationPolicyPartSchema),
  no_show_percentage_of_cost: z.number(),
  room_plan_codes: z.array(z.string()),
});
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;
export const CancellationPoliciesQuerySchema = z.object({ room_plan_codes: codeList });
/** A cancellation policy's id, as its path names it. */
export const CancellationPolicyIdSchema = z.string().check(z.regex(/^\d{1,9}$/, 'must be a policy id'));
export const CancellationPoliciesAnswerSchema = dataOf(z.array(CancellationPolicySchema));
export const CancellationPolicyAnswerSchema = dataOf(CancellationPolicySchema);

export const ExtraSchema = z.object({
  extra_id: z.number(),
  code: z.string(),
  extra_type: z.enum(['generic', 'dated']),
  name: TranslationsSchema,
  description: TranslationsSchema,
  price: z.number(),
  price_with_tax: z.number(),
  /** The hotel's consumption tax on extras, in percent: a line's tax is this share of it, rounded down. */
  consumption_tax_percent: z.number(),
  min_quantity: z.number(),
  max_quantity: z.number(),
  stock: z.nullable(z.number()),
  booking_available_dates: z.array(IsoDateSchema),
  prices: z.array(z.object({ date: IsoDateSchema, price: z.number() })),
  requires_delivery_time: z.boolean(),
  question: z.nullable(z.object({ answer_type: z.enum(['text', 'options']), text: TranslationsSchema, options: z.array(z.string()), required: z.boolean() })),
});
export type Extra = z.infer<typeof ExtraSchema>;
export const ExtrasQuerySchema = z.object({ checkin: z.optional(IsoDateSchema), checkout: z.optional(IsoDateSchema) });
export const ExtrasAnswerSchema = dataOf(z.array(ExtraSchema));

export const HotelInfoSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** Name, description and address as the hotel writes them in each language. */
  translations: z.partialRecord(z.string(), z.object({ name: z.optional(z.string()), description: z.optional(z.string()), address: z.optional(HotelAddressSchema) })),
  locale: z.string(),
  time_zone: z.string(),
  currency: CurrencyCodeSchema,
  address: z.object({ post_code: z.string(), full_address: z.string(), country: z.string() }),
  photo: z.nullable(z.string()),
  room_type_count: z.number(),
});
export type HotelInfo = z.infer<typeof HotelInfoSchema>;
export const HotelAnswerSchema = dataOf(HotelInfoSchema);
export const BrandHotelsAnswerSchema = dataOf(z.array(HotelInfoSchema));

export const BrandInventoryQuerySchema = z.object({
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  adults: z._default(intText(1, 99), 2),
});
export const BrandInventoryAnswerSchema = dataOf(
  z.array(
    z.object({
      hotel_code: z.string(),
      hotel_name: z.string(),
      currency: CurrencyCodeSchema,
      days: z.array(z.object({ date: IsoDateSchema, remaining: z.number(), lowest_price: z.nullable(z.number()) })),
    }),
  ),
);

/** GET /api/ota/v1/hotels/search (agency): hotels with their lowest price for a party. */
export const OtaHotelSearchQuerySchema = z.object({
  hotel_codes: codeList,
  is_including_lowest_price: boolFlag,
  rooms: RoomSearchQuerySchema.shape.rooms,
  page: z._default(intText(1, 1000), 1),
  per_page: z._default(intText(1, 50), 20),
});
export const OtaHotelSearchAnswerSchema = z.object({
  data: z.array(
    z.object({
      hotel: HotelInfoSchema,
      lowest_price: z.nullable(z.number()),
      search_params: z.object({ rooms: z.array(SearchRoomSchema) }),
    }),
  ),
  meta: z.object({ page: z.number(), per_page: z.number(), total_pages: z.number(), total_entries: z.number() }),
});
