// The recommender's short form (document 1 §2 `/booking/recommender`): stay dates and the party,
// its checks, the room search payload it sends (document 2 §7.3), the links it offers and the
// message each failure shows. Plain TypeScript; the page is a thin layer over it.
import type { Snapshot } from 'valtio';
import * as z from 'zod/mini';
import { CATALOGUE, IsoDateSchema, LIMITS, type BookingWidgetSettings, type KidsCount, type SearchRoom } from '../../../contract';
import { addDays } from '../../../contract/dates';

/** What the form needs of the hotel settings (a snapshot is fine). */
export type RecommenderSettings = Snapshot<
  Pick<BookingWidgetSettings, 'kids_setting' | 'kids_tiers' | 'max_guests_per_room' | 'reservable_months' | 'default_search_setting'>
>;

export interface RecommenderInput {
  checkin: string;
  checkout: string;
  adults: number;
  /** One entry per child: a kids tier code (tiers modes) or an age as text (ages mode; "" = not chosen yet). */
  children: readonly string[];
}

export type KidsMode = 'tiers' | 'ages';

export function kidsMode(settings: RecommenderSettings): KidsMode {
  return settings.kids_setting.kids_type === 'ages' ? 'ages' : 'tiers';
}

export function asksForChildren(settings: RecommenderSettings): boolean {
  return settings.kids_setting.accept_type !== 'do_not_ask' && settings.kids_tiers.length > 0;
}

function guestLimit(settings: RecommenderSettings): number {
  return settings.max_guests_per_room > 0 ? settings.max_guests_per_room : LIMITS.defaultGuestsPerRoom;
}

export function maxAdults(settings: RecommenderSettings, children: number): number {
  return Math.max(1, guestLimit(settings) - children);
}

export function maxChildren(settings: RecommenderSettings, adults: number): number {
  if (!asksForChildren(settings)) return 0;
  const perAdult = settings.kids_setting.max_children_per_adult > 0 ? settings.kids_setting.max_children_per_adult * adults : Infinity;
  return Math.max(0, Math.min(perAdult, guestLimit(settings) - adults));
}

/** The ages a child may have: those the hotel's age ranges cover, up to its maximum. */
export function childAges(settings: RecommenderSettings): number[] {
  const ages: number[] = [];
  for (let age = 0; age <= settings.kids_setting.max_child_age; age++) if (tierForAge(settings, age)) ages.push(age);
  return ages;
}

export function tierForAge(settings: RecommenderSettings, age: number): string | undefined {
  return settings.kids_tiers.find((t) => age >= t.age_from && age <= t.age_to)?.code;
}

/** A new child: in tiers mode the first tier the hotel lists; in ages mode the guest must pick. */
export function newChild(settings: RecommenderSettings): string {
  return kidsMode(settings) === 'ages' ? '' : (settings.kids_tiers[0]?.code ?? '');
}

export function resizeChildren(children: readonly string[], count: number, settings: RecommenderSettings): string[] {
  const next = children.slice(0, count);
  while (next.length < count) next.push(newChild(settings));
  return next;
}

/** The first check-in the form offers: today plus the hotel's default check-in offset. */
export function defaultInput(settings: RecommenderSettings, today: string): RecommenderInput {
  const checkin = addDays(today, Math.max(0, settings.default_search_setting.checkin_offset_days));
  return { checkin, checkout: addDays(checkin, 1), adults: Math.min(LIMITS.defaultAdults, guestLimit(settings)), children: [] };
}

export type FieldErrors = Partial<Record<'checkin' | 'checkout' | 'children', string>>;

/** Translation keys of what is wrong, per field; empty when the form may be sent. */
export function validate(input: RecommenderInput, settings: RecommenderSettings, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!IsoDateSchema.safeParse(input.checkin).success) errors.checkin = 'recommender.errors.checkin_required';
  else if (input.checkin < today) errors.checkin = 'recommender.errors.checkin_past';
  if (!IsoDateSchema.safeParse(input.checkout).success) errors.checkout = 'recommender.errors.checkout_required';
  else if (!errors.checkin && input.checkout <= input.checkin) errors.checkout = 'recommender.errors.checkout_order';
  if (kidsMode(settings) === 'ages' && input.children.some((a) => a === '')) errors.children = 'recommender.errors.child_age';
  return errors;
}

/** kids_age_range of the payload: children counted per tier, or per age range their age falls in. */
export function kidsAgeRange(input: RecommenderInput, settings: RecommenderSettings): KidsCount[] {
  const counts = new Map<string, number>();
  for (const child of input.children) {
    const code = kidsMode(settings) === 'ages' ? tierForAge(settings, Number(child)) : child;
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].map(([code, count]) => ({ code, count }));
}

/** The `rooms` value of the room search payload: JSON text of one room. */
export function roomsPayload(input: RecommenderInput, settings: RecommenderSettings): string {
  const kids = kidsAgeRange(input, settings);
  const room: SearchRoom = {
    checkin_date: input.checkin,
    checkout_date: input.checkout,
    adults: input.adults,
    children: kids.reduce((n, k) => n + k.count, 0),
    kids_age_range: kids,
  };
  return JSON.stringify([room]);
}

/** The party in the results page's own terms (document 1 §2 "Search query parameters"). */
function partyParams(params: URLSearchParams, input: RecommenderInput, settings: RecommenderSettings): void {
  params.set('adults', String(input.adults));
  if (input.children.length === 0) return;
  params.set('children', String(input.children.length));
  if (kidsMode(settings) === 'ages') params.set('kids_ages', JSON.stringify(input.children.map(Number)));
  else params.set('kids_tiers', JSON.stringify(kidsAgeRange(input, settings).map((k) => ({ code: k.code, children: k.count }))));
}

/** The hotel, the stay and the party, as the results and booking pages read them from a link. */
export function stayParams(hotelCode: string, input: RecommenderInput, settings: RecommenderSettings): URLSearchParams {
  const params = new URLSearchParams({ code: hotelCode, checkin: input.checkin, checkout: input.checkout });
  partyParams(params, input, settings);
  return params;
}

/** "See this room": the results page for the same stay and party, narrowed to the room type. */
export function roomHref(hotelCode: string, input: RecommenderInput, settings: RecommenderSettings, roomTypeCode: string): string {
  const params = stayParams(hotelCode, input, settings);
  params.set('room_type_code', roomTypeCode);
  return `/booking/result?${params.toString()}`;
}

/** The form written into the query, every other parameter (code, iframe, utm…) kept. */
export function writeInput(search: string, input: RecommenderInput, settings: RecommenderSettings): string {
  const params = new URLSearchParams(search);
  for (const k of ['checkin', 'checkout', 'adults', 'children', 'kids_tiers', 'kids_ages']) params.delete(k);
  params.set('checkin', input.checkin);
  params.set('checkout', input.checkout);
  partyParams(params, input, settings);
  return params.toString();
}

const Count = z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.transform(Number));
const TiersJson = z.array(z.object({ code: z.string().check(z.maxLength(40)), children: z.number().check(z.int(), z.minimum(0), z.maximum(20)) }));
const AgesJson = z.array(z.number().check(z.int(), z.minimum(0), z.maximum(30)));

function json(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The form as a link left it (a reload, a shared link), value by value: a bad value falls back to
 * the default, and `complete` says whether the stay was given so the page may search at once.
 */
export function readInput(search: string, settings: RecommenderSettings, today: string): { input: RecommenderInput; complete: boolean } {
  const params = new URLSearchParams(search);
  const base = defaultInput(settings, today);
  const checkin = IsoDateSchema.safeParse(params.get('checkin') ?? '');
  const checkout = IsoDateSchema.safeParse(params.get('checkout') ?? '');
  const adults = Count.safeParse(params.get('adults') ?? '');
  let children: string[] = [];
  if (asksForChildren(settings)) {
    if (kidsMode(settings) === 'ages') {
      const ages = AgesJson.safeParse(json(params.get('kids_ages')));
      const allowed = new Set(childAges(settings));
      if (ages.success) children = ages.data.filter((a) => allowed.has(a)).map(String);
    } else {
      const tiers = TiersJson.safeParse(json(params.get('kids_tiers')));
      const known = new Set(settings.kids_tiers.map((t) => t.code));
      if (tiers.success) children = tiers.data.filter((t) => known.has(t.code)).flatMap((t) => Array<string>(t.children).fill(t.code));
    }
  }
  const input: RecommenderInput = {
    checkin: checkin.success ? checkin.data : base.checkin,
    checkout: checkout.success ? checkout.data : base.checkout,
    adults: adults.success ? Math.min(Math.max(1, adults.data), maxAdults(settings, 0)) : base.adults,
    children,
  };
  input.children = input.children.slice(0, maxChildren(settings, input.adults));
  return { input, complete: checkin.success && checkout.success };
}

/** The message of a failed call (document 2 §8), as a translation key and its parameters. */
export function errorMessage(error: { status: number; code: number | undefined }, settings: RecommenderSettings): { key: string; params?: Record<string, number> } {
  switch (error.code) {
    case CATALOGUE.CHECKIN_NOT_ACCEPTED.code:
      return { key: 'recommender.errors.checkin_not_accepted' };
    case CATALOGUE.CHECKOUT_NOT_ACCEPTED.code:
      return { key: 'recommender.errors.checkout_not_accepted' };
    case CATALOGUE.RESERVABLE_PERIOD.code:
      return { key: 'recommender.errors.reservable_period', params: { months: settings.reservable_months } };
    default:
      return { key: 'errors.generic' };
  }
}
