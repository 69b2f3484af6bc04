// Who fits where: party size against the hotel's per-room limit and a room type's capacity, and
// how children are counted (document 1 §5 "Kids and children").
import { DomainError } from './errors';

export interface Party {
  adults: number;
  /** Children per kids tier (tiers mode) or per age range (ages mode). */
  kids: { code: string; count: number }[];
}

export interface TierRule {
  code: string;
  price_type: 'percentage_of_adult' | 'fixed' | 'free';
  price_value: number;
}

export interface RoomCapacity {
  max_adults: number;
  max_children: number;
  max_occupancy: number;
}

export function childrenOf(party: Party): number {
  return party.kids.reduce((n, k) => n + k.count, 0);
}

/** Checks a party against the hotel's rules; unknown kids codes are refused. */
export function checkParty(
  party: Party,
  rules: { maxGuestsPerRoom: number; maxChildrenPerAdult: number; tiers: readonly TierRule[] },
  field = 'rooms',
): void {
  const known = new Set(rules.tiers.map((t) => t.code));
  for (const k of party.kids) {
    if (k.count > 0 && !known.has(k.code)) throw new DomainError(1000, `kids_age_range code ${k.code} is not offered by this hotel`, field);
  }
  const children = childrenOf(party);
  if (party.adults + children > rules.maxGuestsPerRoom) {
    throw new DomainError(1000, `at most ${rules.maxGuestsPerRoom} guests per room`, field);
  }
  if (children > party.adults * rules.maxChildrenPerAdult) {
    throw new DomainError(1000, `at most ${rules.maxChildrenPerAdult} children per adult`, field);
  }
}

export function fitsRoom(party: Party, room: RoomCapacity): boolean {
  const children = childrenOf(party);
  return party.adults <= room.max_adults && children <= room.max_children && party.adults + children <= room.max_occupancy;
}
