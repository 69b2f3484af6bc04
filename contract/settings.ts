// Hotel settings, init settings and login-widget data (document 1 §3 "Hotel init settings",
// "Login widget"; document 2 §7.2).
import * as z from 'zod/mini';
import { CurrencyCodeSchema } from './currencies';
import { HttpUrlSchema, TranslationsSchema, dataOf } from './common';
import {
  BOOKING_WIDGET_TYPES,
  ChildMealBeddingSchema,
  ChildPolicyModeSchema,
  FieldRequirementSchema,
  LanguageSchema,
  PaymentMethodSchema,
  PaymentProviderSchema,
  SearchOrderSchema,
} from './lists';

const HexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'));

export const KidsTierSchema = z.object({
  code: z.string(),
  name: TranslationsSchema,
  age_from: z.number(),
  age_to: z.number(),
  /** How the tier is priced against an adult's rate. */
  price_type: z.enum(['percentage_of_adult', 'fixed', 'free']),
  price_value: z.number(),
  meal_bedding: z.optional(ChildMealBeddingSchema),
});
export type KidsTier = z.infer<typeof KidsTierSchema>;

export const KidsSettingSchema = z.object({
  kids_type: ChildPolicyModeSchema,
  accept_type: FieldRequirementSchema,
  shared_bed_type: z.enum(['allowed', 'not_allowed']),
  max_children_per_adult: z.number(),
  max_child_age: z.number(),
});

/** A qualified-invoice registration number (Japan's invoice system): T and 13 digits. */
export const INVOICE_REGISTRATION_NUMBER_RE = /^T\d{13}$/;

export const HotelAddressSchema = z.object({
  post_code: z.string(),
  full_address: z.string(),
  country: z.string(),
});
export type HotelAddress = z.infer<typeof HotelAddressSchema>;

export const RoomSearchFilterSchema = z.object({ code: z.string(), name: TranslationsSchema });

export const BookingWidgetSettingsSchema = z.object({
  hotel_id: z.number(),
  hotel_code: z.string(),
  hotel_brand_id: z.number(),
  hotel_brand_name: z.string(),
  hotel: z.object({
    name: z.string(),
    time_zone: z.string(),
    locale: LanguageSchema,
    /** Name, description and address as the hotel writes them in each language. */
    translations: z.partialRecord(LanguageSchema, z.object({ name: z.optional(z.string()), description: z.optional(z.string()), address: z.optional(HotelAddressSchema) })),
    address: HotelAddressSchema,
    /** How guests reach the front desk: a telephone number and an e-mail address (null: not given). */
    phone: z._default(z.nullable(z.string()), null),
    email: z._default(z.nullable(z.string()), null),
    /**
     * Japan's qualified-invoice registration number (T and 13 digits), printed on the hotel's
     * receipts; null for a hotel without one.
     */
    invoice_registration_number: z._default(z.nullable(z.string().check(z.regex(INVOICE_REGISTRATION_NUMBER_RE))), null),
  }),
  logo_url: z.nullable(z.string()),
  button_color: HexColour,
  button_text_color: HexColour,
  header_color: HexColour,
  header_text_color: HexColour,
  currency: CurrencyCodeSchema,
  kids_setting: KidsSettingSchema,
  kids_tiers: z.array(KidsTierSchema),
  max_guests_per_room: z.number(),
  multi_rooms_search_enabled: z.boolean(),
  multi_rooms_search_limit: z.number(),
  coupon_active: z.boolean(),
  voucher_coupon_active: z.boolean(),
  day_use_search_active: z.boolean(),
  search_type: z.enum(['dated', 'dated_and_undated']),
  plan_search_enabled: z.boolean(),
  is_brand_facility: z.boolean(),
  booking_widget_type: z.enum(BOOKING_WIDGET_TYPES),
  standalone_settings: z.object({ url: z.nullable(z.string()) }),
  confirmation_link: z.nullable(z.string()),
  kanji_name_required: z.boolean(),
  english_name_required: z.boolean(),
  customer_address_required: z.boolean(),
  show_prices_tax_included: z.boolean(),
  reservable_months: z.number(),
  default_search_setting: z.object({
    yesterday_bookable: z.boolean(),
    available_rooms_only: z.boolean(),
    checkin_offset_days: z.number(),
    sort_order: SearchOrderSchema,
  }),
  room_search_filters: z.array(RoomSearchFilterSchema),
  turnstile_verification_enabled: z.boolean(),
  facility_sign_in_enabled: z.boolean(),
  membership: z.object({ encrypted_qr_code_enabled: z.boolean() }),
  data_layers: z.array(z.record(z.string(), z.unknown())),
  analytics_setting: z.object({ gtm_container_id: z.nullable(z.string()), ga4_measurement_id: z.nullable(z.string()) }),
  point_program_disabled: z.boolean(),
  /** Hotel-authored HTML; the widget sanitises it before showing it. */
  website_header_html: z.nullable(z.string()),
  website_footer_html: z.nullable(z.string()),
  compiled_website_header_css: z.nullable(z.string()),
  brand_custom_auth_token_name: z.nullable(z.string()),
});
export type BookingWidgetSettings = z.infer<typeof BookingWidgetSettingsSchema>;

export const ChatbotSettingSchema = z.object({
  enabled: z.boolean(),
  /** The spec's "or any origin": honoured only when a hotel switches it on, never for session data. */
  allow_any_parent_origin: z.boolean(),
  /**
   * The origins (`https://chat.example.com`) of the pages allowed to host the widget as this
   * hotel's chatbot; only to these does the widget say anything that carries a session.
   */
  allowed_parent_origins: z.array(z.string()),
});

export const InitSettingsSchema = z.object({
  hotel_brand: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    first_party_cookie: z.object({ status: z.enum(['none', 'completed', 'update_certificate_pending']), domain_name: z.nullable(z.string()) }),
  }),
  book_languages: z.array(LanguageSchema),
  booking_widget_setting_attributes: BookingWidgetSettingsSchema,
  chatbot_setting: ChatbotSettingSchema,
  hotel_brand_setting: z.object({
    point_program_enabled: z.boolean(),
    nearby_hotels_suggestion_enabled: z.boolean(),
    room_recommender_enabled: z.boolean(),
    partner_code: z.nullable(z.string()),
    shared_payment_page_enabled: z.boolean(),
    email_consent_enabled: z.boolean(),
    first_party_cookie_enabled: z.boolean(),
  }),
  payment_gateway_setting: z.object({ provider: z.union([PaymentProviderSchema, z.literal('sandbox')]), three_d_secure_enabled: z.boolean() }),
  mcp_payment_gateway_setting: z.nullable(z.object({ provider: z.union([PaymentProviderSchema, z.literal('sandbox')]) })),
  integrations: z.object({
    membership_menu_redirect: z.nullable(z.object({ url: z.string() })),
    membership_customer_login_redirect: z.nullable(z.object({ url: z.string(), with_organization_url: z.nullable(z.string()) })),
  }),
  available_languages: z.array(LanguageSchema),
  payment_hub_integration_type: z.nullable(z.string()),
  payment_options: z.array(PaymentMethodSchema),
  bw_to_ota_enabled: z.boolean(),
  mcp_enabled: z.boolean(),
  /** The hotel's LIFF app; with it the widget runs as a LINE mini-app when opened from LINE. */
  line_liff_id: z.optional(z.nullable(z.string().check(z.regex(/^[0-9]{6,20}-[A-Za-z0-9]{4,20}$/, 'is not a LIFF id')))),
  /** The LINE Login channel the LIFF app belongs to: the audience of its ID tokens. */
  line_channel_id: z.optional(z.nullable(z.string().check(z.regex(/^[0-9]{6,20}$/, 'is not a LINE channel id')))),
});
export type InitSettings = z.infer<typeof InitSettingsSchema>;
export const InitSettingsAnswerSchema = dataOf(InitSettingsSchema);
export const BookingWidgetSettingsAnswerSchema = dataOf(BookingWidgetSettingsSchema);

export const LoginWidgetSchema = z.object({
  is_active: z.boolean(),
  translations: z.partialRecord(LanguageSchema, z.object({ title: z.optional(z.string()) })),
  allow_signup: z.boolean(),
  direct_sso_enabled: z.boolean(),
  membership_login_enabled: z.boolean(),
  organization_login_enabled: z.boolean(),
  sns_auth_settings: z.array(z.object({ provider: z.enum(['facebook', 'line']), app_id: z.string() })),
});
export type LoginWidget = z.infer<typeof LoginWidgetSchema>;
export const LoginWidgetAnswerSchema = dataOf(LoginWidgetSchema);

/**
 * GET /hotels/{code}/settings/recommender_widget: the hotel's embeddable rooms recommender (the
 * `/recommender-widget` route, a small box on the hotel's own page).
 */
export const RecommenderWidgetSettingsSchema = z.object({
  /** The hotel offers room recommendations; when off the widget says so instead of its form. */
  enabled: z.boolean(),
  /** At most this many offers are shown in the widget's box. */
  max_offers: z.number().check(z.int(), z.minimum(1), z.maximum(10)),
  /** Where the full booking opens (the hotel's standalone booking site); null: the widget's own address. */
  booking_url: z.nullable(HttpUrlSchema),
});
export type RecommenderWidgetSettings = z.infer<typeof RecommenderWidgetSettingsSchema>;
export const RecommenderWidgetSettingsAnswerSchema = dataOf(RecommenderWidgetSettingsSchema);
