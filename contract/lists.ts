// The fixed lists of document 2 §9 and the enumerations of document 1 §3 that start-up reads
// (languages, the settings' and the member's enumerations), each written once: the tuple is the
// source, the zod enum and the type derive from it. The other lists are booking-lists.ts.
import * as z from 'zod/mini';

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

export const MEMBER_PROVIDERS = ['facebook', 'line', 'custom', 'other'] as const;
export const MemberProviderSchema = z.enum(MEMBER_PROVIDERS);
export type MemberProvider = z.infer<typeof MemberProviderSchema>;

export const BOOKING_WIDGET_TYPES = ['standalone', 'iframe'] as const;
