// The results page's query (document 1 §2 "Search query parameters (results page)") parsed with
// zod, value by value: a bad value is dropped, never fatal. The same writer builds the URL, the
// one-hour search cookie and the links that carry a search, so a pasted URL searches again exactly.
import * as z from 'zod/mini';
import { IsoDateSchema, SEARCH_ORDERS, isCurrencyCode, type CurrencyCode, type SearchOrder } from '../../../contract';
import { addDays, daysBetween } from '../../../contract/dates';
import {
  MAX_NIGHTS,
  PASSTHROUGH_KEYS,
  allRoomsAlike,
  childrenOf,
  companionsOf,
  cloneCriteria,
  defaultCriteria,
  earliestCheckin,
  fitRooms,
  hasCompanions,
  someCompanions,
  kidsMode,
  lastBookableDay,
  maxRooms,
  type CriteriaView,
  type RoomGuests,
  type SearchCriteria,
  type SearchSettings,
} from './criteria';

const shortText = z.string().check(z.maxLength(500));
const flag = z.pipe(z.enum(['true', 'false', '1', '0']), z.transform((v) => v === 'true' || v === '1'));
const wholeNumber = (min: number, max: number) =>
  z.pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.pipe(z.transform(Number), z.number().check(z.minimum(min), z.maximum(max))));
const codeList = z.pipe(
  z.string().check(z.maxLength(2000)),
  z.transform((v) => v.split(',').map((s) => s.trim()).filter((s) => /^[\w.-]{1,100}$/.test(s))),
);
const currency = z.pipe(
  z.string(),
  z.transform((v, ctx) => {
    const upper = v.trim().toUpperCase();
    if (isCurrencyCode(upper)) return upper;
    ctx.issues.push({ code: 'custom', message: 'not a supported currency', input: v });
    return z.NEVER;
  }),
);
const order = z.pipe(
  z.enum([...SEARCH_ORDERS, 'asc', 'desc']),
  z.transform((v): SearchOrder => (v === 'asc' ? 'price_low_to_high' : v === 'desc' ? 'price_high_to_low' : v)),
);

/** JSON text in the query; a parse failure yields an empty list (document 1 §5). */
function jsonList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.string().check(z.maxLength(5000)),
    z.transform((text): z.infer<T>[] => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return [];
      }
      if (!Array.isArray(value)) return [];
      // Each entry on its own: a bad entry is dropped, the rest kept.
      return value.flatMap((v) => {
        const r = item.safeParse(v);
        return r.success ? [r.data as z.infer<T>] : [];
      });
    }),
  );
}

const count = z.number().check(z.int(), z.minimum(0), z.maximum(99));
const KidsTierEntrySchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(40)), children: count });
const AgeSchema = z.number().check(z.int(), z.minimum(0), z.maximum(30));
const UrlRoomSchema = z.object({
  adults: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
  children: z.optional(count),
  kids_tiers: z.optional(z.array(KidsTierEntrySchema)),
  kids_ages: z.optional(z.array(AgeSchema)),
  adult_companion: z.optional(count),
  kid_tier_A_companion: z.optional(count),
});

const opt = <T extends z.ZodMiniType>(s: T) => z.optional(s);

export const SearchUrlSchema = z.object({
  checkin: opt(IsoDateSchema),
  checkout: opt(IsoDateSchema),
  type: opt(z.enum(['rooms', 'plan'])),
  is_day_use: opt(flag),
  mode: opt(shortText),
  filter: opt(codeList),
  order: opt(order),
  is_including_occupied: opt(flag),
  promo_code: opt(shortText),
  coupon_code: opt(shortText),
  voucher_coupon_code: opt(shortText),
  room_type_code: opt(codeList),
  room_type_codes: opt(codeList),
  hotel_plan_code: opt(codeList),
  hotel_plan_codes: opt(codeList),
  room_plan_code: opt(codeList),
  room_plan_codes: opt(codeList),
  search_type: opt(z.enum(['dated', 'undated'])),
  nights: opt(wholeNumber(1, MAX_NIGHTS)),
  mcp_currency: opt(currency),
  currency: opt(currency),
  adults: opt(wholeNumber(1, 99)),
  children: opt(wholeNumber(0, 99)),
  kids_ages: opt(jsonList(AgeSchema)),
  kids_tiers: opt(jsonList(KidsTierEntrySchema)),
  room_count: opt(wholeNumber(1, 999)),
  rooms: opt(jsonList(UrlRoomSchema)),
  ...Object.fromEntries(PASSTHROUGH_KEYS.map((k) => [k, opt(shortText)])),
} as Record<string, z.ZodMiniType>);

export interface SearchUrl {
  checkin?: string;
  checkout?: string;
  type?: 'rooms' | 'plan';
  is_day_use?: boolean;
  mode?: string;
  filter?: string[];
  order?: SearchOrder;
  is_including_occupied?: boolean;
  promo_code?: string;
  coupon_code?: string;
  voucher_coupon_code?: string;
  room_type_code?: string[];
  room_type_codes?: string[];
  hotel_plan_code?: string[];
  hotel_plan_codes?: string[];
  room_plan_code?: string[];
  room_plan_codes?: string[];
  search_type?: 'dated' | 'undated';
  nights?: number;
  mcp_currency?: CurrencyCode;
  currency?: CurrencyCode;
  adults?: number;
  children?: number;
  kids_ages?: number[];
  kids_tiers?: { code: string; children: number }[];
  room_count?: number;
  rooms?: z.infer<typeof UrlRoomSchema>[];
  [passthrough: string]: unknown;
}

/** Every query key the results page owns (the rest of the query is left as it is). */
export const SEARCH_KEYS: readonly string[] = Object.keys(SearchUrlSchema.shape);

/** Keys that make up a search (dates and party); without any, the cookie or defaults apply. */
const CRITERIA_KEYS = ['checkin', 'checkout', 'adults', 'children', 'kids_ages', 'kids_tiers', 'room_count', 'rooms', 'search_type', 'nights', 'is_day_use'];

export function parseSearchUrl(search: string | URLSearchParams): SearchUrl {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string> = {};
  for (const key of SEARCH_KEYS) {
    const v = params.get(key);
    if (v !== null && v !== '') raw[key] = v;
  }
  const parsed = SearchUrlSchema.safeParse(raw);
  if (parsed.success) return parsed.data as SearchUrl;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return SearchUrlSchema.parse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)))) as SearchUrl;
}

export function hasCriteria(url: SearchUrl): boolean {
  return CRITERIA_KEYS.some((k) => url[k] !== undefined);
}

/**
 * Why the link's dates were replaced: `passed` (the check-in can no longer be booked), `beyond`
 * (past the months ahead the hotel takes bookings for), `too_long` (more nights than one booking
 * holds) or `checkout_beyond` (the check-out falls past the bookable months).
 */
export interface DatesNote {
  reason: 'passed' | 'beyond' | 'too_long' | 'checkout_beyond';
  /** The dates the link asked for. */
  checkin: string;
  checkout: string | null;
  /** The nights the link asked for (too_long). */
  nights: number;
}

export interface FromUrl {
  criteria: SearchCriteria;
  /** Children had to be changed to fit the hotel: warn the guest. */
  kidsAdjusted: boolean;
  /** Dates from the link could not be used (past, or beyond the bookable period). */
  datesDropped: boolean;
  /** What was changed in the link's dates and why, for the note the guest is shown; null when they were kept. */
  datesNote: DatesNote | null;
  /** A currency asked for in the query (mcp_currency, else currency). */
  currency: CurrencyCode | null;
}

function roomFromUrl(
  mode: 'tiers' | 'ages',
  adults: number,
  children: number | undefined,
  tiers: SearchUrl['kids_tiers'],
  ages: number[] | undefined,
): { room: RoomGuests; countMismatch: boolean } {
  const kids_tiers: Record<string, number> = {};
  for (const t of tiers ?? []) if (t.children > 0) kids_tiers[t.code] = (kids_tiers[t.code] ?? 0) + t.children;
  const room: RoomGuests = { adults, kids_tiers, kids_ages: ages ?? [] };
  // `children` without the tiers or ages that say who they are cannot be searched as it is.
  const given = mode === 'ages' ? room.kids_ages.length : Object.values(kids_tiers).reduce((n, c) => n + c, 0);
  return { room, countMismatch: children !== undefined && children !== given };
}

/**
 * URL (or cookie) values over the defaults, fitted to the hotel. `base` supplies what the URL
 * does not say (defaults, or the cookie's criteria).
 */
export function criteriaFromUrl(url: SearchUrl, settings: SearchSettings, today: string, base?: CriteriaView): FromUrl {
  const c = cloneCriteria(base ?? defaultCriteria(settings, today));
  let kidsAdjusted = false;
  let datesDropped = false;
  let datesNote: DatesNote | null = null;

  if (url.type) c.type = url.type === 'plan' && !settings.plan_search_enabled ? 'rooms' : url.type;
  if (url.order) c.order = url.order;
  if (url.filter) c.filter = [...new Set(url.filter)];
  if (url.mode !== undefined) c.mode = url.mode;
  if (url.is_including_occupied !== undefined) c.is_including_occupied = url.is_including_occupied;
  if (url.promo_code !== undefined) c.promo_code = url.promo_code;
  if (url.coupon_code !== undefined) c.coupon_code = url.coupon_code;
  if (url.voucher_coupon_code !== undefined) c.voucher_coupon_code = url.voucher_coupon_code;
  const merge = (a?: string[], b?: string[]) => (a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined);
  c.room_type_codes = merge(url.room_type_code, url.room_type_codes) ?? c.room_type_codes;
  c.hotel_plan_codes = merge(url.hotel_plan_code, url.hotel_plan_codes) ?? c.hotel_plan_codes;
  c.room_plan_codes = merge(url.room_plan_code, url.room_plan_codes) ?? c.room_plan_codes;
  for (const k of PASSTHROUGH_KEYS) {
    const v = url[k];
    if (typeof v === 'string') c.passthrough[k] = v;
  }

  // Search type and dates: undated drops dates and day use (document 1 §2).
  const undatedAllowed = settings.search_type === 'dated_and_undated';
  if (url.search_type === 'undated' && undatedAllowed) {
    c.search_type = 'undated';
    c.is_day_use = false;
    c.nights = url.nights ?? c.nights;
  } else if (url.search_type || url.checkin || url.checkout) {
    c.search_type = 'dated';
  }
  if (url.is_day_use !== undefined) c.is_day_use = url.is_day_use && settings.day_use_search_active && c.search_type === 'dated';

  if (c.search_type === 'dated' && (url.checkin || url.checkout)) {
    const earliest = earliestCheckin(settings, today);
    const last = lastBookableDay(settings, today);
    const checkin = url.checkin;
    if (checkin && checkin >= earliest && checkin < last) {
      c.checkin = checkin;
      let checkout = url.checkout;
      const nights = checkout ? daysBetween(checkin, checkout) : 0;
      if (c.is_day_use) checkout = checkin;
      else if (!checkout || nights <= 0 || nights > MAX_NIGHTS || checkout > last) {
        // Too long a stay, or one ending past the bookable months, is searched as one night; the guest is told.
        if (checkout && nights > MAX_NIGHTS) datesNote = { reason: 'too_long', checkin, checkout, nights };
        else if (checkout && nights > 0 && checkout > last) datesNote = { reason: 'checkout_beyond', checkin, checkout, nights };
        checkout = addDays(checkin, 1);
      }
      c.checkout = checkout;
    } else {
      datesDropped = true;
      if (checkin) datesNote = { reason: checkin < earliest ? 'passed' : 'beyond', checkin, checkout: url.checkout ?? null, nights: url.checkout ? daysBetween(checkin, url.checkout) : 0 };
    }
  }
  if (c.search_type === 'dated' && c.is_day_use && c.checkin) c.checkout = c.checkin;
  if (c.search_type === 'dated' && !c.is_day_use && c.checkin && c.checkout && c.checkout <= c.checkin) c.checkout = addDays(c.checkin, 1);

  // Party.
  const mode = kidsMode(settings);
  let rooms: RoomGuests[] | null = null;
  if (url.rooms && url.rooms.length) {
    rooms = url.rooms.map((r) => {
      const { room, countMismatch } = roomFromUrl(mode, r.adults, r.children, r.kids_tiers, r.kids_ages);
      if (countMismatch) kidsAdjusted = true;
      // Companion counts travel only in the rooms list (companion mode); fitRooms keeps each
      // within the guests it is part of.
      return { ...room, ...someCompanions(r) };
    });
  } else if (url.adults !== undefined || url.children !== undefined || url.kids_tiers || url.kids_ages || url.room_count !== undefined) {
    const first = c.rooms[0];
    const adults = url.adults ?? first?.adults ?? 2;
    const hasKids = url.children !== undefined || url.kids_tiers !== undefined || url.kids_ages !== undefined;
    const { room, countMismatch } = hasKids
      ? roomFromUrl(mode, adults, url.children, url.kids_tiers, url.kids_ages)
      : { room: { adults, kids_tiers: { ...(first?.kids_tiers ?? {}) }, kids_ages: [...(first?.kids_ages ?? [])] }, countMismatch: false };
    if (countMismatch) kidsAdjusted = true;
    rooms = Array.from({ length: url.room_count ?? c.rooms.length }, () => ({ adults: room.adults, kids_tiers: { ...room.kids_tiers }, kids_ages: [...room.kids_ages] }));
  }
  if (rooms) {
    // More rooms than the hotel searches at once are cut without a warning about children.
    const fitted = fitRooms(rooms.slice(0, maxRooms(settings)), settings);
    c.rooms = fitted.rooms;
    kidsAdjusted = kidsAdjusted || fitted.adjusted;
  }
  // Undated search needs the same party in every room (document 1 §5).
  if (c.search_type === 'undated' && !allRoomsAlike(c.rooms)) c.search_type = 'dated';
  if (c.search_type === 'dated' && (!c.checkin || !c.checkout)) {
    const d = defaultCriteria(settings, today);
    c.checkin = d.checkin;
    c.checkout = c.is_day_use ? d.checkin : d.checkout;
  }

  return { criteria: c, kidsAdjusted, datesDropped, datesNote, currency: url.mcp_currency ?? url.currency ?? null };
}

/**
 * The query pairs of a search, in a fixed order. Equal searches give equal text, which is how
 * the page knows whether the address and the store agree.
 */
export function criteriaToPairs(c: CriteriaView, settings: SearchSettings, options: { withPassthrough?: boolean } = {}): [string, string][] {
  const mode = kidsMode(settings);
  const out: [string, string][] = [];
  const put = (k: string, v: string | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') out.push([k, v]);
  };
  if (c.search_type === 'undated') {
    put('search_type', 'undated');
    put('nights', String(c.nights));
  } else {
    put('checkin', c.checkin);
    put('checkout', c.is_day_use ? c.checkin : c.checkout);
    if (c.is_day_use) put('is_day_use', 'true');
  }
  const first = c.rooms[0];
  // With companions the party goes as the rooms list, which alone carries them.
  if (first && allRoomsAlike(c.rooms) && !hasCompanions(c.rooms)) {
    put('adults', String(first.adults));
    put('children', String(childrenOf(first, mode)));
    if (mode === 'tiers') {
      const tiers = settings.kids_tiers.filter((t) => (first.kids_tiers[t.code] ?? 0) > 0).map((t) => ({ code: t.code, children: first.kids_tiers[t.code] as number }));
      if (tiers.length) put('kids_tiers', JSON.stringify(tiers));
    } else if (first.kids_ages.length) {
      put('kids_ages', JSON.stringify(first.kids_ages));
    }
    put('room_count', String(c.rooms.length));
  } else {
    const rooms = c.rooms.map((r) => {
      const entry: Record<string, unknown> = { adults: r.adults, children: childrenOf(r, mode) };
      if (mode === 'tiers') {
        const tiers = settings.kids_tiers.filter((t) => (r.kids_tiers[t.code] ?? 0) > 0).map((t) => ({ code: t.code, children: r.kids_tiers[t.code] as number }));
        if (tiers.length) entry.kids_tiers = tiers;
      } else if (r.kids_ages.length) {
        entry.kids_ages = r.kids_ages;
      }
      return { ...entry, ...someCompanions(companionsOf(r, childrenOf(r, mode))) };
    });
    put('rooms', JSON.stringify(rooms));
    put('room_count', String(c.rooms.length));
  }
  if (c.type !== 'rooms') put('type', c.type);
  put('order', c.order);
  if (c.filter.length) put('filter', c.filter.join(','));
  if (c.room_type_codes.length) put('room_type_codes', c.room_type_codes.join(','));
  if (c.hotel_plan_codes.length) put('hotel_plan_codes', c.hotel_plan_codes.join(','));
  if (c.room_plan_codes.length) put('room_plan_codes', c.room_plan_codes.join(','));
  put('coupon_code', c.coupon_code);
  put('promo_code', c.promo_code);
  put('voucher_coupon_code', c.voucher_coupon_code);
  put('mode', c.mode);
  if (c.is_including_occupied) put('is_including_occupied', 'true');
  if (options.withPassthrough !== false) for (const k of PASSTHROUGH_KEYS) put(k, c.passthrough[k]);
  return out;
}

/**
 * The results page's query: what it does not own stays as it was (code, locale …), then the
 * search in a fixed order, then the shown currency in multi-currency mode.
 */
export function buildResultsQuery(current: string, c: CriteriaView, settings: SearchSettings, mcpCurrency: CurrencyCode | null): string {
  const params = new URLSearchParams(current);
  for (const k of SEARCH_KEYS) params.delete(k);
  // Update mode's token is held for the tab, never written back into the address.
  params.delete('bypass_token');
  for (const [k, v] of criteriaToPairs(c, settings)) params.append(k, v);
  if (mcpCurrency) params.set('mcp_currency', mcpCurrency);
  return params.toString();
}

/** Only the search itself (dates, party, view): what the one-hour cookie keeps. */
export function cookieValue(c: CriteriaView, settings: SearchSettings): string {
  const keep = new Set(['checkin', 'checkout', 'is_day_use', 'search_type', 'nights', 'adults', 'children', 'kids_tiers', 'kids_ages', 'room_count', 'rooms', 'type', 'order', 'filter']);
  return new URLSearchParams(criteriaToPairs(c, settings, { withPassthrough: false }).filter(([k]) => keep.has(k))).toString();
}

export function searchCookieName(hotelCode: string): string {
  return `yadori_search_${hotelCode.replace(/[^\w-]/g, '_')}`;
}
