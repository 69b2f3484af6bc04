// The search form's rules (document 1 §5): the form edits a draft, the rules answer messages by
// translation key, and only a valid draft becomes the search. Nothing the guest typed is dropped.
import { addDays, daysBetween } from '../../../contract/dates';
import {
  MAX_NIGHTS,
  allRoomsAlike,
  childrenAccepted,
  cloneCriteria,
  companionsOf,
  earliestCheckin,
  kidsMode,
  lastBookableDay,
  someCompanions,
  maxGuestsPerRoom,
  type CriteriaView,
  type RoomGuests,
  type SearchCriteria,
  type SearchSettings,
} from '../../lib/search-criteria/criteria';

export interface DraftRoom {
  adults: number;
  kids_tiers: Record<string, number>;
  /** null: a child whose age is not chosen yet. */
  kids_ages: (number | null)[];
  /** Of the adults and of the children, the member's companions (see companions.ts). */
  adult_companion?: number;
  kid_tier_A_companion?: number;
}

export interface SearchDraft {
  checkin: string | null;
  checkout: string | null;
  is_day_use: boolean;
  search_type: 'dated' | 'undated';
  nights: number;
  rooms: DraftRoom[];
  coupon_code: string;
}

export interface FormError {
  /** Which field: checkin, checkout, nights, rooms, room-<i>, age-<i>-<j>, coupon_code. */
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

export function draftFromCriteria(c: CriteriaView): SearchDraft {
  return {
    checkin: c.checkin,
    checkout: c.checkout,
    is_day_use: c.is_day_use,
    search_type: c.search_type,
    nights: c.nights,
    rooms: c.rooms.map((r) => ({
      adults: r.adults,
      kids_tiers: { ...r.kids_tiers },
      kids_ages: [...r.kids_ages],
      ...someCompanions(r),
    })),
    coupon_code: c.coupon_code ?? '',
  };
}

export function draftChildren(room: DraftRoom, settings: SearchSettings): number {
  return kidsMode(settings) === 'ages' ? room.kids_ages.length : Object.values(room.kids_tiers).reduce((n, c) => n + c, 0);
}

/** A room as edited: companions are some of its guests, so fewer guests take companions with them. */
export function fitDraftRoom(room: DraftRoom, settings: SearchSettings): DraftRoom {
  const { adult_companion: _a, kid_tier_A_companion: _k, ...guests } = room;
  const had = room.adult_companion !== undefined || room.kid_tier_A_companion !== undefined;
  return had ? { ...guests, ...companionsOf(room, draftChildren(room, settings)) } : guests;
}

export function validateDraft(draft: SearchDraft, settings: SearchSettings, today: string): FormError[] {
  const errors: FormError[] = [];
  const last = lastBookableDay(settings, today);
  const months = settings.reservable_months;

  if (draft.search_type === 'undated') {
    if (!Number.isInteger(draft.nights) || draft.nights < 1 || draft.nights > MAX_NIGHTS) errors.push({ field: 'nights', key: 'search.errors.nights_range', params: { max: MAX_NIGHTS } });
  } else {
    const { checkin, checkout } = draft;
    if (!checkin) errors.push({ field: 'checkin', key: 'search.errors.checkin_required' });
    else if (checkin < earliestCheckin(settings, today)) errors.push({ field: 'checkin', key: 'search.errors.checkin_past' });
    else if (checkin >= last) errors.push({ field: 'checkin', key: 'search.errors.too_far', params: { months, date: addDays(last, -1) } });
    if (!draft.is_day_use && checkin && checkin < last) {
      if (!checkout) errors.push({ field: 'checkout', key: 'search.errors.checkout_required' });
      else if (checkout <= checkin) errors.push({ field: 'checkout', key: 'search.errors.checkout_after_checkin' });
      else if (daysBetween(checkin, checkout) > MAX_NIGHTS) errors.push({ field: 'checkout', key: 'search.errors.stay_too_long', params: { max: MAX_NIGHTS } });
      else if (checkout > last) errors.push({ field: 'checkout', key: 'search.errors.too_far', params: { months, date: last } });
    }
  }

  const maxGuests = maxGuestsPerRoom(settings);
  const perAdult = settings.kids_setting.max_children_per_adult;
  // With one room, messages need not say which room.
  const k = (key: string) => (draft.rooms.length > 1 ? key : `${key}_single`);
  draft.rooms.forEach((room, i) => {
    const children = childrenAccepted(settings) ? draftChildren(room, settings) : 0;
    if (room.adults < 1) errors.push({ field: `room-${i}`, key: k('search.errors.adults_required'), params: { room: i + 1 } });
    if (room.adults + children > maxGuests) errors.push({ field: `room-${i}`, key: k('search.errors.too_many_guests'), params: { max: maxGuests, room: i + 1 } });
    else if (perAdult > 0 && children > room.adults * perAdult) errors.push({ field: `room-${i}`, key: k('search.errors.too_many_children'), params: { max: perAdult, room: i + 1 } });
    if ((room.adult_companion ?? 0) > room.adults || (room.kid_tier_A_companion ?? 0) > children) {
      errors.push({ field: `room-${i}`, key: k('search.errors.too_many_companions'), params: { room: i + 1 } });
    }
    if (kidsMode(settings) === 'ages') {
      room.kids_ages.forEach((age, j) => {
        if (age === null) errors.push({ field: `age-${i}-${j}`, key: k('search.errors.age_required'), params: { n: j + 1, room: i + 1 } });
      });
    }
  });

  if (draft.search_type === 'undated' && draft.rooms.every((r) => r.kids_ages.every((a) => a !== null)) && !allRoomsAlike(draft.rooms as RoomGuests[])) {
    errors.push({ field: 'rooms', key: 'search.errors.undated_rooms_differ' });
  }
  if (draft.coupon_code.trim().length > 200) errors.push({ field: 'coupon_code', key: 'search.errors.coupon_too_long' });
  return errors;
}

/** A valid draft over the current search: dates, party and coupon change; the rest stays. */
export function criteriaFromDraft(draft: SearchDraft, current: CriteriaView): SearchCriteria {
  const undated = draft.search_type === 'undated';
  return {
    ...cloneCriteria(current),
    search_type: draft.search_type,
    nights: undated ? draft.nights : current.nights,
    is_day_use: undated ? false : draft.is_day_use,
    checkin: undated ? current.checkin : draft.checkin,
    checkout: undated ? current.checkout : draft.is_day_use ? draft.checkin : draft.checkout,
    rooms: draft.rooms.map((r) => ({
      adults: r.adults,
      kids_tiers: Object.fromEntries(Object.entries(r.kids_tiers).filter(([, n]) => n > 0)),
      kids_ages: r.kids_ages.filter((a): a is number => a !== null),
      ...someCompanions(r),
    })),
    coupon_code: draft.coupon_code.trim() || null,
  };
}
