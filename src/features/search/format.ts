// Small view helpers: plurals, compact money for the price
// calendar, and human labels for codes (falling back to the code made readable).
import { CURRENCIES, type CurrencyCode, type Language } from '../../../contract';
import { htmlLang } from '../../lib/i18n';
import { toMajor } from '../../lib/money';
import { formatIsoDate } from '../../../contract/dates';
import { MAX_NIGHTS } from '../../lib/search-criteria/criteria';

type T = (key: string, params?: Record<string, string | number>) => string;


import { plural } from '../../lib/i18n/plural';

export { plural };

/** A label for a code (amenity, bed type …): its translation, or the code made readable. */
export function codeLabel(t: T, prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  const text = t(key);
  if (text !== key) return text;
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "¥12K", "$82", "₩1.2M": short enough for a calendar day; the full amount goes in its label. */
export function compactMoney(minor: number, currency: CurrencyCode, locale: Language): string {
  const { symbol } = CURRENCIES[currency];
  const major = toMajor(minor, currency);
  const number = new Intl.NumberFormat(htmlLang(locale), {
    // A calendar cell on a phone holds about five characters: $1,014 becomes $1K, ¥118,000 ¥12万.
    ...(major >= 1_000 ? { notation: 'compact', maximumSignificantDigits: 2 } : { maximumFractionDigits: 0 }),
  }).format(major);
  return symbol === currency ? `${currency} ${number}` : `${symbol}${number}`;
}

/** The stay of a search in words: "Tue, Jan 5 – Wed, Jan 6" and "1 night", a day-use date, or undated nights. */
export function staySummaryParts(
  t: T,
  criteria: { search_type: string; checkin: string | null; checkout: string | null; is_day_use: boolean; nights: number },
  nights: number,
  locale: Language,
): string[] {
  if (criteria.search_type === 'undated') return [t('search.results.undated_summary', { nights: plural(t, 'search.count.nights', criteria.nights, locale) })];
  if (!criteria.checkin) return [];
  if (criteria.is_day_use) return [t('search.results.day_use_summary', { date: shortDate(criteria.checkin, locale) })];
  return [`${shortDate(criteria.checkin, locale)} – ${criteria.checkout ? shortDate(criteria.checkout, locale) : ''}`, plural(t, 'search.count.nights', nights, locale)];
}

/** "Fri, 12 Jun" in the guest's language. */
export function shortDate(date: string, locale: Language): string {
  return formatIsoDate(date, htmlLang(locale), 'short');
}

/** "Friday, 12 June 2026". */
export function longDate(date: string, locale: Language): string {
  return formatIsoDate(date, htmlLang(locale), 'full');
}

/** The currency's name in the guest's language ("US Dollar", "米ドル"). */

/**
 * The note shown when the link's dates were replaced: what the link asked for, why it could not be
 * searched, and what was searched instead.
 */
export function datesNoteText(
  t: T,
  note: { reason: 'passed' | 'beyond' | 'too_long' | 'checkout_beyond'; checkin: string; checkout: string | null; nights: number } | null,
  searched: { checkin: string | null; checkout: string | null },
  months: number,
  locale: Language,
): string {
  if (!note) return t('search.dates_dropped');
  const range = (a: string | null, b: string | null) => [a, b].filter((d): d is string => !!d).map((d) => shortDate(d, locale)).join(' – ');
  const params = {
    asked: range(note.checkin, note.checkout),
    searched: range(searched.checkin, searched.checkout),
    checkin: shortDate(note.checkin, locale),
    checkout: note.checkout ? shortDate(note.checkout, locale) : '',
    nights: note.nights,
    max: MAX_NIGHTS,
    months: Math.max(1, months),
  };
  return t(`search.dates_note.${note.reason}`, params);
}
