// The fixed lists of document 2 §9 and the enumerations of document 1 §3 that the booking, manage
// and member screens use (statuses, card brands, reasons, prefectures…). The lists start-up reads
// (languages, the settings' enumerations) are lists.ts: apart, so the first download carries only those.
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

export const CARD_BRANDS = ['visa', 'ponta_visa', 'master', 'mastercard', 'amex', 'jcb', 'diners'] as const;
export const CardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof CardBrandSchema>;

export const CHANNELS = ['all', 'officialWebsite', 'tripla', 'wbf'] as const;
export const ChannelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof ChannelSchema>;

export const SOCIAL_SDK_LOCALES = { en: 'en_US', ja: 'ja_JP', ko: 'ko_KR', zh_Hans: 'zh_CN', zh_Hant: 'zh_TW' } as const;

export const SORT_OPTIONS = ['recommended', 'asc', 'desc'] as const;
export const SortOptionSchema = z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof SortOptionSchema>;
/** The search form's `order` values (document 1 §3; default price_low_to_high). */
export const RATE_VISIBILITIES = ['brr', 'member', 'all', 'secret', 'rounding'] as const;
export const RateVisibilitySchema = z.enum(RATE_VISIBILITIES);
export type RateVisibility = z.infer<typeof RateVisibilitySchema>;

export const CANCELLATION_REASONS = ['trip_changed', 'cheaper_elsewhere', 'traveller_count_changed', 'different_hotel', 'other'] as const;
export const CancellationReasonSchema = z.enum(CANCELLATION_REASONS);
export type CancellationReason = z.infer<typeof CancellationReasonSchema>;

/** The 47 prefectures of Japan, by their romanised name (address forms offer them in order). */
export const JAPAN_PREFECTURES = [
  'Hokkaido', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma',
  'Saitama', 'Chiba', 'Tokyo', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano',
  'Gifu', 'Shizuoka', 'Aichi', 'Mie', 'Shiga', 'Kyoto', 'Osaka', 'Hyogo', 'Nara', 'Wakayama', 'Tottori',
  'Shimane', 'Okayama', 'Hiroshima', 'Yamaguchi', 'Tokushima', 'Kagawa', 'Ehime', 'Kochi', 'Fukuoka', 'Saga',
  'Nagasaki', 'Kumamoto', 'Oita', 'Miyazaki', 'Kagoshima', 'Okinawa',
] as const;


export const ADDITIONAL_QUESTION_TYPES = ['number_of_men_women_per_room', 'checkin', 'checkout', 'free', 'file_attachment'] as const;
export const ANSWER_KINDS = ['text', 'options', 'file'] as const;
export const EXTRA_TYPES = ['generic', 'dated'] as const;

/**
 * Reasons a booking call names at the start of its error text (the catalogue code alone is 1000),
 * for the widget to react to by name, never by the wording.
 */
export const BOOKING_ERRORS = {
  /** The room sold out meanwhile (409 or 400, field `rooms`). */
  soldOut: 'sold_out',
  /**
   * The party is more than the room type takes (400, field `rooms.{i}`); the text goes on with the
   * room type's limits: `party_does_not_fit_room: max_adults=2 max_children=1 max_occupancy=3`.
   */
  partyDoesNotFit: 'party_does_not_fit_room',
} as const;

/** A room type's limits, read back from a partyDoesNotFit refusal; null when the text does not carry them. */
export function capacityOfRefusal(error: string): { max_adults: number; max_children: number; max_occupancy: number } | null {
  const m = /^party_does_not_fit_room: max_adults=(\d+) max_children=(\d+) max_occupancy=(\d+)/.exec(error);
  return m ? { max_adults: Number(m[1]), max_children: Number(m[2]), max_occupancy: Number(m[3]) } : null;
}
