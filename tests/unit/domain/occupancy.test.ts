// Who fits where (server/domain/occupancy.ts): the hotel's party rules (catalogue code 1000) and a
// room type's capacity.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../server/domain/errors';
import { checkParty, childrenOf, fitsRoom, type Party, type RoomCapacity, type TierRule } from '../../../server/domain/occupancy';

function failure(run: () => unknown): { code: number; field: string | undefined; message: string } {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    const err = e as DomainError;
    return { code: err.code, field: err.field, message: err.message };
  }
  throw new Error('expected a DomainError, got none');
}

// The kids tiers of a Tokyo hotel: A (6–11) 70% of the extra-adult rate, B (3–5) 50%, C (0–2) free.
const TOKYO_TIERS: TierRule[] = [
  { code: 'A', price_type: 'percentage_of_adult', price_value: 70 },
  { code: 'B', price_type: 'percentage_of_adult', price_value: 50 },
  { code: 'C', price_type: 'free', price_value: 0 },
];
// At most 6 guests in a room, at most 2 children per adult.
const RULES = { maxGuestsPerRoom: 6, maxChildrenPerAdult: 2, tiers: TOKYO_TIERS };

const party = (adults: number, kids: Record<string, number> = {}): Party => ({
  adults,
  kids: Object.entries(kids).map(([code, count]) => ({ code, count })),
});

describe('childrenOf', () => {
  it.each([
    ['no kids', party(2), 0],
    ['one child', party(2, { A: 1 }), 1],
    ['children of several tiers', party(2, { A: 1, B: 2, C: 1 }), 4],
    ['tiers with a count of 0', party(2, { A: 0, B: 0 }), 0],
  ])('%s → %d', (_name, p, expected) => {
    expect(childrenOf(p)).toBe(expected);
  });
});

describe('checkParty: accepted parties', () => {
  it.each([
    ['one adult', party(1)],
    ['two adults', party(2)],
    ['six adults (the per-room maximum)', party(6)],
    ['two adults and two children', party(2, { A: 1, B: 1 })],
    ['one adult and two children (the per-adult maximum)', party(1, { A: 1, C: 1 })],
    ['two adults and four children: 6 guests, 2 per adult', party(2, { A: 2, B: 1, C: 1 })],
    ['a tier the hotel does not offer, with a count of 0', party(2, { Z: 0 })],
  ])('%s', (_name, p) => {
    expect(() => checkParty(p, RULES)).not.toThrow();
  });
});

describe('checkParty: unknown kids codes', () => {
  it('refuses a tier the hotel does not offer', () => {
    expect(failure(() => checkParty(party(2, { Z: 1 }), RULES))).toMatchObject({ code: 1000, field: 'rooms', message: expect.stringMatching(/Z/) });
  });
  it('refuses an age range of another hotel (ages mode code in a tiers hotel)', () => {
    expect(failure(() => checkParty(party(2, { A: 1, age_3_6: 1 }), RULES))).toMatchObject({ code: 1000, message: expect.stringMatching(/age_3_6/) });
  });
  it('refuses any child when the hotel has no kids tiers at all', () => {
    expect(failure(() => checkParty(party(2, { A: 1 }), { ...RULES, tiers: [] })).code).toBe(1000);
    expect(() => checkParty(party(2), { ...RULES, tiers: [] })).not.toThrow();
  });
  it('reports the field the caller names (e.g. one room of a multi-room search)', () => {
    expect(failure(() => checkParty(party(2, { Z: 1 }), RULES, 'rooms.1.kids_age_range')).field).toBe('rooms.1.kids_age_range');
  });
  it('reports an unknown code before counting guests', () => {
    // 5 adults + 2 children is too many, but the unknown code is what is reported.
    expect(failure(() => checkParty(party(5, { Z: 2 }), RULES)).message).toMatch(/not offered/);
  });
});

describe('checkParty: max guests per room', () => {
  it.each([
    ['seven adults', party(7)],
    ['four adults and three children', party(4, { A: 1, B: 1, C: 1 })],
    ['three adults and four children, infants included', party(3, { C: 4 })],
  ])('refuses %s in a 6-guest room', (_name, p) => {
    const f = failure(() => checkParty(p, RULES));
    expect(f).toMatchObject({ code: 1000, field: 'rooms' });
    expect(f.message).toMatch(/at most 6 guests per room/);
  });
  it('follows the hotel limit (default 20 guests per room)', () => {
    expect(() => checkParty(party(20), { ...RULES, maxGuestsPerRoom: 20 })).not.toThrow();
    expect(failure(() => checkParty(party(21), { ...RULES, maxGuestsPerRoom: 20 })).message).toMatch(/at most 20 guests/);
  });
  it('reports the caller field', () => {
    expect(failure(() => checkParty(party(7), RULES, 'rooms.0')).field).toBe('rooms.0');
  });
});

describe('checkParty: max children per adult', () => {
  it.each([
    ['one adult and three children', party(1, { A: 1, B: 1, C: 1 }), 2],
    ['two adults and three children when one child per adult', party(2, { A: 3 }), 1],
  ])('refuses %s (at most %d per adult)', (_name, p, perAdult) => {
    const f = failure(() => checkParty(p, { ...RULES, maxChildrenPerAdult: perAdult }));
    expect(f).toMatchObject({ code: 1000, field: 'rooms' });
    expect(f.message).toMatch(new RegExp(`at most ${perAdult} children per adult`));
  });
  it('counts free infants as children', () => {
    expect(failure(() => checkParty(party(1, { C: 3 }), RULES)).message).toMatch(/children per adult/);
  });
  it('refuses children without an adult', () => {
    expect(failure(() => checkParty(party(0, { A: 1 }), RULES)).message).toMatch(/children per adult/);
  });
  it('accepts exactly the per-adult maximum', () => {
    expect(() => checkParty(party(2, { A: 3 }), { ...RULES, maxChildrenPerAdult: 2 })).not.toThrow();
    expect(() => checkParty(party(3, { A: 3 }), { ...RULES, maxChildrenPerAdult: 1 })).not.toThrow();
  });
  it('reports the guests-per-room limit first when both are broken', () => {
    // 1 adult + 6 children: 7 guests > 6 and 6 children > 2.
    expect(failure(() => checkParty(party(1, { A: 6 }), RULES)).message).toMatch(/guests per room/);
  });
});

describe('fitsRoom', () => {
  // A twin: 2 adults, 1 child (an extra bed), 3 guests in all.
  const TWIN: RoomCapacity = { max_adults: 2, max_children: 1, max_occupancy: 3 };
  // A family room: up to 4 adults or children but at most 4 guests.
  const FAMILY: RoomCapacity = { max_adults: 4, max_children: 3, max_occupancy: 4 };

  it.each([
    ['one adult in a twin', party(1), TWIN, true],
    ['two adults in a twin', party(2), TWIN, true],
    ['two adults and a child in a twin', party(2, { A: 1 }), TWIN, true],
    ['three adults in a twin (too many adults)', party(3), TWIN, false],
    ['two adults and two children in a twin (too many children)', party(2, { A: 1, C: 1 }), TWIN, false],
    ['one adult and two children in a twin (too many children, though 3 guests)', party(1, { A: 2 }), TWIN, false],
    ['two adults and two children in a family room', party(2, { A: 1, B: 1 }), FAMILY, true],
    ['one adult and three children in a family room', party(1, { A: 3 }), FAMILY, true],
    ['two adults and three children in a family room (5 > 4 guests)', party(2, { A: 2, C: 1 }), FAMILY, false],
    ['four adults in a family room', party(4), FAMILY, true],
    ['kids tiers with a count of 0 take no place', party(2, { A: 0, B: 0 }), TWIN, true],
  ])('%s → %s', (_name, p, room, expected) => {
    expect(fitsRoom(p, room)).toBe(expected);
  });
});
