// The fixed lists of document 2 §9 and the enumerations of document 1 §3, each written once:
// the tuple is the source, the zod enum and the type derive from it.
import * as z from 'zod/mini';

export const RESERVATION_STATUSES = ['done', 'payment_pending', 'cancelled'] as const;
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

export const LISTING_GROUPS = ['upcoming', 'completed', 'cancelled', 'lottery'] as const;
export const ListingGroupSchema = z.enum(LISTING_GROUPS);
export type ListingGroup = z.infer<typeof ListingGroupSchema>;

export const LOTTERY_STATUSES = [
  'registered',
  'not_winner',
  'winner_reservation_confirmed',
  'winner_reservation_cancelled',
  'registration_cancelled',
  'winner_reservation_pending_declined',
  'winner_reservation_pending',
] as const;
export const LotteryStatusSchema = z.enum(LOTTERY_STATUSES);
export type LotteryStatus = z.infer<typeof LotteryStatusSchema>;

export const VOUCHER_STATUSES = ['available', 'pending', 'expired', 'consumed'] as const;
export const VoucherStatusSchema = z.enum(VOUCHER_STATUSES);
export type VoucherStatus = z.infer<typeof VoucherStatusSchema>;

export const PAYMENT_TRANSACTION_STATES = ['pre_3d_secure', 'capturing', 'captured', 'failed', 'cancelled', 'authorized'] as const;
export const PaymentTransactionStateSchema = z.enum(PAYMENT_TRANSACTION_STATES);
export type PaymentTransactionState = z.infer<typeof PaymentTransactionStateSchema>;

export const PAYMENT_LINK_OUTCOMES = ['paid', 'already_paid', 'failed', 'completed', 'refunded', 'cancelled', 'not_found'] as const;
export const PaymentLinkOutcomeSchema = z.enum(PAYMENT_LINK_OUTCOMES);
export type PaymentLinkOutcome = z.infer<typeof PaymentLinkOutcomeSchema>;

export const POINT_HISTORY_KINDS = ['expired', 'future', 'spent', 'gained', 'refunded'] as const;
export const PointHistoryKindSchema = z.enum(POINT_HISTORY_KINDS);
export type PointHistoryKind = z.infer<typeof PointHistoryKindSchema>;

export const PAYMENT_METHODS = [
  'on_site',
  'credit_card',
  'on_site_credit_card_required',
  'deferred_payment',
  'credit_card_international',
  'pre_paid',
  'amazon_pay',
  'credit_card_full',
  'credit_card_deposit',
  'bank_transfer',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PAYMENT_PROVIDERS = ['gmo', 'gmo-paypal', 'paygent', 'paygent-paypal', 'tappay', 'paypal', 'payment_hub', 'adyen_gmo', 'adyen_gmo_paypal'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const CARD_BRANDS = ['visa', 'ponta_visa', 'master', 'mastercard', 'amex', 'jcb', 'diners'] as const;
export const CardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof CardBrandSchema>;

export const CHANNELS = ['all', 'officialWebsite', 'tripla', 'wbf'] as const;
export const ChannelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof ChannelSchema>;

/** Every language the product speaks; the widget core is the first five. */
export const LANGUAGES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
export const CORE_LANGUAGES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'] as const satisfies readonly Language[];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag ("ja-JP", "zh-TW", "zh-Hans-CN") or one of ours ("zh_Hant") to a language. */
export function fromLanguageTag(tag: string): Language | undefined {
  if (isLanguage(tag)) return tag;
  const t = tag.toLowerCase().replace(/_/g, '-');
  if (t.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(t) ? 'zh_Hant' : 'zh_Hans';
  const primary = t.split('-')[0];
  if (primary === 'in') return 'id';
  return isLanguage(primary) ? primary : undefined;
}

export interface ResolveLocaleInput {
  query?: string | null | undefined;
  stored?: string | null | undefined;
  browser?: readonly string[];
  /** The hotel's allowed languages; undefined before init arrives (everything allowed). */
  available?: readonly Language[] | undefined;
  agencyMode?: boolean;
}

/**
 * Which language to speak (document 1 §1, §4): an explicit choice (query, then storage), then the
 * browser's languages, then the mode's default (ja for the agency site, en otherwise), always one
 * the hotel allows; a disallowed choice falls back to the first allowed.
 */
export function resolveLocale({ query, stored, browser = [], available, agencyMode = false }: ResolveLocaleInput): Language {
  const allowed = available && available.length > 0 ? available : LANGUAGES;
  const ok = (l: Language | undefined): l is Language => !!l && allowed.includes(l);
  const explicit = [query, stored].map((v) => (v ? fromLanguageTag(v) : undefined));
  for (const l of explicit) if (ok(l)) return l;
  for (const tag of browser) {
    const l = fromLanguageTag(tag);
    if (ok(l)) return l;
  }
  const fallback: Language = agencyMode ? 'ja' : 'en';
  return ok(fallback) ? fallback : (allowed[0] as Language);
}

/** A language code as HTML's `lang` writes it: `zh_Hant` is `zh-Hant`. */
export function htmlLangOf(locale: string): string {
  return locale.replace('_', '-');
}

/** Whether a language code reads right to left (an unknown code does not). */
export function isRtlLanguage(locale: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(locale);
}

export const SOCIAL_SDK_LOCALES = { en: 'en_US', ja: 'ja_JP', ko: 'ko_KR', zh_Hans: 'zh_CN', zh_Hant: 'zh_TW' } as const;

export const SORT_OPTIONS = ['recommended', 'asc', 'desc'] as const;
export const SortOptionSchema = z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof SortOptionSchema>;
/** The search form's `order` values (document 1 §3; default price_low_to_high). */
export const SEARCH_ORDERS = ['recommended', 'price_low_to_high', 'price_high_to_low'] as const;
export const SearchOrderSchema = z.enum(SEARCH_ORDERS);
export type SearchOrder = z.infer<typeof SearchOrderSchema>;

export const CHILD_POLICY_MODES = ['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages'] as const;
export const ChildPolicyModeSchema = z.enum(CHILD_POLICY_MODES);
export type ChildPolicyMode = z.infer<typeof ChildPolicyModeSchema>;

export const FIELD_REQUIREMENTS = ['do_not_ask', 'optional', 'required'] as const;
export const FieldRequirementSchema = z.enum(FIELD_REQUIREMENTS);
export type FieldRequirement = z.infer<typeof FieldRequirementSchema>;

export const CHILD_MEAL_BEDDING = ['meal_no', 'meal_no_bedding', 'meal_same_as_adult_bedding', 'meal_yes', 'meal_yes_bedding'] as const;
export const ChildMealBeddingSchema = z.enum(CHILD_MEAL_BEDDING);
export type ChildMealBedding = z.infer<typeof ChildMealBeddingSchema>;

export const RATE_VISIBILITIES = ['brr', 'member', 'all', 'secret', 'rounding'] as const;
export const RateVisibilitySchema = z.enum(RATE_VISIBILITIES);
export type RateVisibility = z.infer<typeof RateVisibilitySchema>;

export const WIFI_OPTIONS = ['unavailable', 'free', 'charged'] as const;
export const WifiSchema = z.enum(WIFI_OPTIONS);
export type Wifi = z.infer<typeof WifiSchema>;

export const CANCELLATION_REASONS = ['trip_changed', 'cheaper_elsewhere', 'traveller_count_changed', 'different_hotel', 'other'] as const;
export const CancellationReasonSchema = z.enum(CANCELLATION_REASONS);
export type CancellationReason = z.infer<typeof CancellationReasonSchema>;

export const MEMBER_PROVIDERS = ['facebook', 'line', 'custom', 'other'] as const;
export const MemberProviderSchema = z.enum(MEMBER_PROVIDERS);
export type MemberProvider = z.infer<typeof MemberProviderSchema>;

export const BOOKING_WIDGET_TYPES = ['standalone', 'iframe'] as const;
export const ADDITIONAL_QUESTION_TYPES = ['number_of_men_women_per_room', 'checkin', 'checkout', 'free', 'file_attachment'] as const;
export const ANSWER_KINDS = ['text', 'options', 'file'] as const;
export const EXTRA_TYPES = ['generic', 'dated'] as const;

/** The 47 prefectures of Japan, by their romanised name (address forms offer them in order). */
export const JAPAN_PREFECTURES = [
  'Hokkaido', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma',
  'Saitama', 'Chiba', 'Tokyo', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano',
  'Gifu', 'Shizuoka', 'Aichi', 'Mie', 'Shiga', 'Kyoto', 'Osaka', 'Hyogo', 'Nara', 'Wakayama', 'Tottori',
  'Shimane', 'Okayama', 'Hiroshima', 'Yamaguchi', 'Tokushima', 'Kagawa', 'Ehime', 'Kochi', 'Fukuoka', 'Saga',
  'Nagasaki', 'Kumamoto', 'Oita', 'Miyazaki', 'Kagoshima', 'Okinawa',
] as const;
