// What the guest searches for (document 1 §3 "Search form"), the hotel's rules that bound it
// (§5 "Kids and children", "Stay and dates") and how it becomes the room search payload of
// document 2 §7.3. Plain TypeScript: no React, no store.
import type { Snapshot } from 'valtio';
import { LIMITS, type BookingWidgetSettings, type CurrencyCode, type Language, type RoomSearchQueryInput, type SearchOrder, type SearchRoom } from '../../../contract';
import { addDays, earliestCheckinFrom, nightCount, reservableLimit } from '../../../contract/dates';

export type SearchSettings = Snapshot<BookingWidgetSettings>;
export type KidsMode = 'tiers' | 'ages';


/**
 * Kept as they came and handed on as they are (tracking, metasearch, lottery, update mode). The
 * bypass_token of update mode is not among them: it never stays in an address or a link.
 */
export const PASSTHROUGH_KEYS = [
  'current_reservation',
  'user_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'campaignid',
  'adgroupid',
  'keyword',
  'gclid',
  'yclid',
  'source',
  'medium',
  'email_id',
  'dynamic_package',
  'lottery_event',
  'current_lottery_entry',
  'lottery_access_token',
  'metasearch_source',
  'price_displayed_total',
  'google_site',
  'google_promo_code',
] as const;
export type PassthroughKey = (typeof PASSTHROUGH_KEYS)[number];

/** The metasearch fields sent with the first search of a metasearch arrival only. */
export const METASEARCH_KEYS = ['metasearch_source', 'price_displayed_total', 'google_site', 'google_promo_code'] as const satisfies readonly PassthroughKey[];

export interface RoomGuests {
  adults: number;
  /** Tiers mode: children per kids tier code. */
  kids_tiers: Record<string, number>;
  /** Ages mode: one age per child. */
  kids_ages: number[];
  /** Of the adults, the member's companions (only while the program's companion adult tier is active). */
  adult_companion?: number;
  /** Of the children, kid-tier-A companions (only while that companion tier is active). */
  kid_tier_A_companion?: number;
}

/** The two companion counts a room may carry (document 1 §3 "Search form" rooms). */
export const COMPANION_KINDS = ['adult_companion', 'kid_tier_A_companion'] as const;
export type CompanionKind = (typeof COMPANION_KINDS)[number];

type Companions = Partial<Record<CompanionKind, number>>;

/** The companion counts of a room, each kept within the guests it is part of. */
export function companionsOf(room: Readonly<Companions & { adults: number }>, children: number): Record<CompanionKind, number> {
  const within = (n: number | undefined, max: number) => Math.max(0, Math.min(max, Math.trunc(n ?? 0) || 0));
  return { adult_companion: within(room.adult_companion, room.adults), kid_tier_A_companion: within(room.kid_tier_A_companion, children) };
}

/** Only the kinds with companions (of the active kinds, when given): how a room carries them. */
export function someCompanions(counts: Readonly<Companions>, active: readonly CompanionKind[] = COMPANION_KINDS): Companions {
  const out: Companions = {};
  for (const kind of active) if ((counts[kind] ?? 0) > 0) out[kind] = counts[kind];
  return out;
}

export function hasCompanions(rooms: readonly RoomView[]): boolean {
  return rooms.some((r) => (r.adult_companion ?? 0) > 0 || (r.kid_tier_A_companion ?? 0) > 0);
}

/** The rooms with companions only of the active kinds (the others set to none). */
export function keepActiveCompanions(rooms: readonly RoomView[], active: readonly CompanionKind[]): RoomGuests[] {
  return rooms.map((r) => ({ adults: r.adults, kids_tiers: { ...r.kids_tiers }, kids_ages: [...r.kids_ages], ...someCompanions(r, active) }));
}

export interface SearchCriteria {
  checkin: string | null;
  checkout: string | null;
  type: 'rooms' | 'plan';
  is_day_use: boolean;
  search_type: 'dated' | 'undated';
  /** Undated search only. */
  nights: number;
  order: SearchOrder;
  filter: string[];
  rooms: RoomGuests[];
  coupon_code: string | null;
  promo_code: string | null;
  voucher_coupon_code: string | null;
  mode: string | null;
  is_including_occupied: boolean;
  room_type_codes: string[];
  hotel_plan_codes: string[];
  room_plan_codes: string[];
  passthrough: Partial<Record<PassthroughKey, string>>;
}

export const MAX_NIGHTS = 30;

/** A plain, mutable copy (criteria may be a store proxy, which structuredClone refuses). */
export function cloneCriteria(c: Snapshot<SearchCriteria>): SearchCriteria {
  return JSON.parse(JSON.stringify(c)) as SearchCriteria;
}

/** Read-only views, as components and snapshots hold them. */
export type CriteriaView = Snapshot<SearchCriteria>;
export type RoomView = Snapshot<RoomGuests>;

export function kidsMode(settings: SearchSettings): KidsMode {
  return settings.kids_setting.kids_type === 'ages' ? 'ages' : 'tiers';
}

export function childrenAccepted(settings: SearchSettings): boolean {
  return settings.kids_setting.accept_type !== 'do_not_ask';
}

export function childrenOf(room: RoomView, mode: KidsMode): number {
  return mode === 'ages' ? room.kids_ages.length : Object.values(room.kids_tiers).reduce((n, c) => n + c, 0);
}

export function guestsOf(room: RoomView, mode: KidsMode): number {
  return room.adults + childrenOf(room, mode);
}

export function maxGuestsPerRoom(settings: SearchSettings): number {
  return settings.max_guests_per_room > 0 ? settings.max_guests_per_room : LIMITS.defaultGuestsPerRoom;
}

export function maxRooms(settings: SearchSettings): number {
  return settings.multi_rooms_search_enabled ? Math.max(1, Math.min(LIMITS.maxRooms, settings.multi_rooms_search_limit)) : 1;
}

export function defaultAdults(settings: SearchSettings): number {
  return Math.min(LIMITS.defaultAdults, maxGuestsPerRoom(settings));
}

export function emptyRoom(settings: SearchSettings): RoomGuests {
  return { adults: defaultAdults(settings), kids_tiers: {}, kids_ages: [] };
}

/** The first check-in the hotel takes: today, or yesterday while last night is still bookable. */
export function earliestCheckin(settings: SearchSettings, today: string): string {
  return earliestCheckinFrom(today, settings.default_search_setting.yesterday_bookable);
}

/** Stays must end within reservable_months of today (document 1 §5). */
export function lastBookableDay(settings: SearchSettings, today: string): string {
  return reservableLimit(today, Math.max(1, settings.reservable_months));
}

export function defaultCheckin(settings: SearchSettings, today: string): string {
  const offset = Math.max(0, settings.default_search_setting.checkin_offset_days || LIMITS.defaultCheckinOffsetDays);
  return addDays(today, offset);
}

export function defaultCriteria(settings: SearchSettings, today: string): SearchCriteria {
  const checkin = defaultCheckin(settings, today);
  return {
    checkin,
    checkout: addDays(checkin, 1),
    type: 'rooms',
    is_day_use: false,
    search_type: 'dated',
    nights: LIMITS.defaultUndatedNights,
    order: settings.default_search_setting.sort_order,
    filter: [],
    rooms: [emptyRoom(settings)],
    coupon_code: null,
    promo_code: null,
    voucher_coupon_code: null,
    mode: null,
    is_including_occupied: false,
    room_type_codes: [],
    hotel_plan_codes: [],
    room_plan_codes: [],
    passthrough: {},
  };
}

/** The tier (or age range) a child's age falls in; ranges are inclusive. */
export function tierForAge(settings: SearchSettings, age: number): string | undefined {
  return settings.kids_tiers.find((t) => age >= t.age_from && age <= t.age_to)?.code;
}

/**
 * Fits rooms to the hotel (document 1 §5 "Kids and children"): tier codes the hotel does not
 * offer are dropped, ages outside its ranges are dropped, children beyond the per-adult and
 * per-room limits are dropped, and `adjusted` says whether anything had to change (the guest is
 * then warned).
 */
export function fitRooms(rooms: readonly RoomView[], settings: SearchSettings): { rooms: RoomGuests[]; adjusted: boolean } {
  const mode = kidsMode(settings);
  const accepted = childrenAccepted(settings);
  const maxGuests = maxGuestsPerRoom(settings);
  const perAdult = settings.kids_setting.max_children_per_adult > 0 ? settings.kids_setting.max_children_per_adult : Number.POSITIVE_INFINITY;
  const tierCodes = settings.kids_tiers.map((t) => t.code);
  let adjusted = false;

  const out = rooms.slice(0, maxRooms(settings)).map((room) => {
    const adults = Math.min(maxGuests, Math.max(1, Math.trunc(room.adults) || 1));
    if (adults !== room.adults) adjusted = true;
    const hadOtherMode = mode === 'ages' ? Object.values(room.kids_tiers).some((c) => c > 0) : room.kids_ages.length > 0;
    if (hadOtherMode) adjusted = true;
    let budget = Math.min(maxGuests - adults, adults * perAdult);
    if (!accepted) {
      if (childrenOf(room, mode) > 0) adjusted = true;
      budget = 0;
    }
    if (mode === 'ages') {
      const ages: number[] = [];
      for (const age of room.kids_ages) {
        const ok = Number.isInteger(age) && age >= 0 && age <= settings.kids_setting.max_child_age && tierForAge(settings, age) !== undefined;
        if (!ok || ages.length >= budget) {
          adjusted = true;
          continue;
        }
        ages.push(age);
      }
      return { adults, kids_tiers: {}, kids_ages: ages, ...someCompanions(companionsOf({ ...room, adults }, ages.length)) };
    }
    const kids: Record<string, number> = {};
    for (const [code, count] of Object.entries(room.kids_tiers)) {
      if (count <= 0) continue;
      if (!tierCodes.includes(code)) {
        adjusted = true;
        continue;
      }
      const take = Math.min(count, budget);
      if (take < count) adjusted = true;
      budget -= take;
      if (take > 0) kids[code] = take;
    }
    return { adults, kids_tiers: kids, kids_ages: [], ...someCompanions(companionsOf({ ...room, adults }, Object.values(kids).reduce((n, c) => n + c, 0))) };
  });
  if (rooms.length > out.length) adjusted = true;
  return { rooms: out.length ? out : [emptyRoom(settings)], adjusted };
}

export function sameGuests(a: RoomView, b: RoomView): boolean {
  if (a.adults !== b.adults) return false;
  if (COMPANION_KINDS.some((k) => (a[k] ?? 0) !== (b[k] ?? 0))) return false;
  if (a.kids_ages.length !== b.kids_ages.length || a.kids_ages.some((age, i) => age !== b.kids_ages[i])) return false;
  const codes = new Set([...Object.keys(a.kids_tiers), ...Object.keys(b.kids_tiers)]);
  return [...codes].every((c) => (a.kids_tiers[c] ?? 0) === (b.kids_tiers[c] ?? 0));
}

export function allRoomsAlike(rooms: readonly RoomView[]): boolean {
  return rooms.every((r) => sameGuests(r, rooms[0] as RoomView));
}

/** The nights of the stay (0 for day use). */
export function nightsOf(criteria: CriteriaView): number {
  if (criteria.search_type === 'undated') return criteria.nights;
  if (criteria.is_day_use || !criteria.checkin || !criteria.checkout) return 0;
  return nightCount(criteria.checkin, criteria.checkout);
}

/** One room of the payload: children counted per tier; in ages mode, per age range the age falls in. */
export function toSearchRoom(room: RoomView, settings: SearchSettings, dates: { checkin_date?: string; checkout_date?: string }): SearchRoom {
  const mode = kidsMode(settings);
  const counts = new Map<string, number>();
  if (mode === 'ages') {
    for (const age of room.kids_ages) {
      const code = tierForAge(settings, age);
      if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  } else {
    for (const [code, count] of Object.entries(room.kids_tiers)) if (count > 0) counts.set(code, count);
  }
  // Keep the hotel's tier order so equal searches give equal payloads.
  const kids_age_range = settings.kids_tiers.filter((t) => (counts.get(t.code) ?? 0) > 0).map((t) => ({ code: t.code, count: counts.get(t.code) as number }));
  const children = kids_age_range.reduce((n, k) => n + k.count, 0);
  return { ...dates, adults: room.adults, children, kids_age_range, ...someCompanions(companionsOf(room, children)) };
}

export function toSearchRooms(criteria: CriteriaView, settings: SearchSettings): SearchRoom[] {
  const dates: { checkin_date?: string; checkout_date?: string } = {};
  if (criteria.search_type === 'dated' && criteria.checkin) {
    dates.checkin_date = criteria.checkin;
    const checkout = criteria.is_day_use ? criteria.checkin : criteria.checkout;
    if (checkout) dates.checkout_date = checkout;
  }
  return criteria.rooms.map((r) => toSearchRoom(r, settings, dates));
}

export interface PayloadOptions {
  /** The multi-currency currency, when prices are shown in another currency than the hotel's. */
  mcpCurrency: CurrencyCode | null;
  /** The first search of a metasearch arrival carries the metasearch fields; later ones do not. */
  includeMetasearch: boolean;
  locale: Language;
}

const list = (codes: readonly string[]) => (codes.length ? codes.join(',') : undefined);
const text = (value: string | null | undefined) => (value ? value : undefined);

/** The GET query of /hotels/{code}/rooms (RoomSearchQuerySchema's input). */
export function toRoomSearchQuery(criteria: CriteriaView, settings: SearchSettings, options: PayloadOptions): RoomSearchQueryInput {
  const p = criteria.passthrough;
  const undated = criteria.search_type === 'undated';
  const query: RoomSearchQueryInput = {
    rooms: JSON.stringify(toSearchRooms(criteria, settings)),
    order: criteria.order,
    type: criteria.type,
    is_day_use: criteria.is_day_use && !undated ? 'true' : undefined,
    search_type: undated ? 'undated' : undefined,
    nights: undated ? String(criteria.nights) : undefined,
    room_search_filters: list(criteria.filter),
    room_type_codes: list(criteria.room_type_codes),
    hotel_plan_codes: list(criteria.hotel_plan_codes),
    room_plan_codes: list(criteria.room_plan_codes),
    search_next_available_date_if_no_result: undated ? undefined : 'true',
    is_including_occupied: criteria.is_including_occupied ? 'true' : undefined,
    promo_code: text(criteria.promo_code),
    coupon_code: text(criteria.coupon_code),
    mode: text(criteria.mode),
    reservation_no: text(p.current_reservation),
    utm_source: text(p.utm_source),
    utm_medium: text(p.utm_medium),
    utm_campaign: text(p.utm_campaign),
    dynamic_package: text(p.dynamic_package),
    lottery_event_uuid: text(p.lottery_event),
    lottery_access_token: text(p.lottery_access_token),
    lottery_result_entry_number: text(p.current_lottery_entry),
    currency: options.mcpCurrency ?? undefined,
    mcp_currency: options.mcpCurrency ?? undefined,
    locale: options.locale,
  };
  if (options.includeMetasearch) {
    for (const k of METASEARCH_KEYS) query[k] = text(p[k]);
  }
  // Drop what is not set, so equal searches give equal queries.
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as RoomSearchQueryInput;
}
