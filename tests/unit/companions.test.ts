// @vitest-environment jsdom
// Companions (document 1 §3 "Search form" rooms; §4 "Login/logout"): kept within each room's
// guests, carried by the address's rooms list and the search payload, dropped when their tier is
// not active, cleared by a sign-in or sign-out, and told to the chatbot on each change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitSettingsAnswerSchema, type MembershipProgram } from '../../contract';
import { fitRooms, keepActiveCompanions, toSearchRoom, type RoomGuests } from '../../src/lib/search-criteria/criteria';
import { criteriaFromUrl, criteriaToPairs, parseSearchUrl } from '../../src/lib/search-criteria/search-params';
import { criteriaFromDraft, draftFromCriteria, validateDraft } from '../../src/features/search/form-rules';
import tokyoInit from '../fixtures/init-demo-tokyo.json';

const told = vi.hoisted(() => ({ framed: true, messages: [] as { name: string; payload: unknown }[] }));
vi.mock('../../src/lib/chatbot', () => ({
  inChatbot: () => told.framed,
  tellParent: (name: string, payload: unknown) => told.messages.push({ name, payload }),
}));
const program = vi.hoisted(() => ({ tiers: [] as MembershipProgram['additional_tiers_attributes'], calls: 0 }));
vi.mock('../../src/lib/member-program', () => ({
  fetchMemberProgram: async () => {
    program.calls += 1;
    return { data: { additional_tiers_attributes: program.tiers } };
  },
}));

const { activeCompanionTiers, companionState, loadCompanionTiers, tellChatCompanions } = await import('../../src/features/search/companions');
const { criteriaState, resetCriteria, setCriteria, setRooms } = await import('../../src/features/search/criteria-store');

const tokyo = InitSettingsAnswerSchema.parse(tokyoInit).data.booking_widget_setting_attributes;
const TODAY = '2026-11-21';
const names = { en: 'Companions (adults)', ja: '同伴者（大人）' };
const ADULT = { code: 'adult_companion', is_active: true, translations: names };
const KID = { code: 'kid_tier_A_companion', is_active: true, translations: { en: 'Companions (children)' } };

const room = (r: Partial<RoomGuests>): RoomGuests => ({ adults: 2, kids_tiers: {}, kids_ages: [], ...r });

describe('companions in the search', () => {
  it('go into the address as the rooms list and read back as the same search', () => {
    const { criteria } = criteriaFromUrl(parseSearchUrl('checkin=2026-12-10&checkout=2026-12-12&adults=2'), tokyo, TODAY);
    criteria.rooms = [room({ adult_companion: 1, kids_tiers: { A: 1 }, kid_tier_A_companion: 1 })];
    const pairs = new URLSearchParams(criteriaToPairs(criteria, tokyo));
    expect(pairs.get('adults')).toBeNull();
    expect(JSON.parse(pairs.get('rooms') ?? '[]')).toEqual([{ adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }], adult_companion: 1, kid_tier_A_companion: 1 }]);
    const back = criteriaFromUrl(parseSearchUrl(pairs.toString()), tokyo, TODAY).criteria;
    expect(back.rooms).toEqual(criteria.rooms);
  });

  it('stay within the room’s guests, however the address put them', () => {
    const { criteria, kidsAdjusted } = criteriaFromUrl(parseSearchUrl('rooms=[{"adults":1,"adult_companion":5,"kid_tier_A_companion":2}]'), tokyo, TODAY);
    expect(criteria.rooms).toEqual([{ adults: 1, kids_tiers: {}, kids_ages: [], adult_companion: 1 }]);
    expect(kidsAdjusted).toBe(false);
    expect(fitRooms([room({ adults: 3, adult_companion: 3, kids_tiers: { A: 1 }, kid_tier_A_companion: 4 })], tokyo).rooms[0]).toMatchObject({ adult_companion: 3, kid_tier_A_companion: 1 });
  });

  it('go to the API per room, and only when there are some', () => {
    expect(toSearchRoom(room({ adult_companion: 2 }), tokyo, {})).toEqual({ adults: 2, children: 0, kids_age_range: [], adult_companion: 2 });
    expect(toSearchRoom(room({}), tokyo, {})).toEqual({ adults: 2, children: 0, kids_age_range: [] });
  });

  it('of a kind that is not active are dropped', () => {
    expect(keepActiveCompanions([room({ adult_companion: 1, kids_tiers: { A: 1 }, kid_tier_A_companion: 1 })], ['kid_tier_A_companion'])).toEqual([room({ kids_tiers: { A: 1 }, kid_tier_A_companion: 1 })]);
  });

  it('pass through the form, which refuses more companions than guests', () => {
    const { criteria } = criteriaFromUrl(parseSearchUrl('checkin=2026-12-10&checkout=2026-12-12'), tokyo, TODAY);
    criteria.rooms = [room({ adult_companion: 1 })];
    const draft = draftFromCriteria(criteria);
    expect(draft.rooms[0]).toMatchObject({ adult_companion: 1 });
    expect(criteriaFromDraft(draft, criteria).rooms[0]).toMatchObject({ adult_companion: 1 });
    draft.rooms[0]!.kid_tier_A_companion = 1;
    expect(validateDraft(draft, tokyo, TODAY)).toEqual([{ field: 'room-0', key: 'search.errors.too_many_companions_single', params: { room: 1 } }]);
  });
});

describe('companion tiers of the member’s program', () => {
  beforeEach(() => {
    companionState.forUser = undefined;
    companionState.tiers = [];
    told.messages = [];
    told.framed = true;
    program.tiers = [ADULT, KID];
    program.calls = 0;
    setCriteria(criteriaFromUrl(parseSearchUrl('checkin=2026-12-10&checkout=2026-12-12'), tokyo, TODAY).criteria);
  });
  afterEach(() => {
    resetCriteria();
  });

  it('names the active ones in the language, and skips inactive and unknown codes', () => {
    const tiers = activeCompanionTiers({ additional_tiers_attributes: [ADULT, { ...KID, is_active: false }, { code: 'vip', is_active: true, translations: {} }] }, 'ja');
    expect(tiers).toEqual([{ kind: 'adult_companion', name: '同伴者（大人）' }]);
  });

  it('keeps what the address brought for the member it is loaded for, and a sign-out clears it', async () => {
    setRooms([room({ adult_companion: 1 })]);
    await loadCompanionTiers('demo-tokyo', { id: 7, program_id: 1 }, 'en');
    expect(companionState.tiers.map((t) => t.kind)).toEqual(['adult_companion', 'kid_tier_A_companion']);
    expect(criteriaState.criteria!.rooms[0]!.adult_companion).toBe(1);
    await loadCompanionTiers('demo-tokyo', null, 'en');
    expect(companionState.tiers).toEqual([]);
    expect(criteriaState.criteria!.rooms[0]!.adult_companion).toBeUndefined();
  });

  it('a sign-in as someone else clears them too, and someone who is not a member gets none', async () => {
    await loadCompanionTiers('demo-tokyo', { id: 7, program_id: 1 }, 'en');
    setRooms([room({ adult_companion: 2 })]);
    await loadCompanionTiers('demo-tokyo', { id: 8, program_id: 1 }, 'en');
    expect(criteriaState.criteria!.rooms[0]!.adult_companion).toBeUndefined();
    companionState.forUser = undefined;
    setRooms([room({ adult_companion: 2 })]);
    await loadCompanionTiers('demo-tokyo', null, 'en');
    expect(program.calls).toBe(2);
    expect(criteriaState.criteria!.rooms[0]!.adult_companion).toBeUndefined();
  });

  it('tells the chat each change, from the first companion on, and nothing outside a chatbot', async () => {
    const stop = tellChatCompanions(tokyo);
    setCriteria(criteriaFromUrl(parseSearchUrl('checkin=2026-12-10&checkout=2026-12-12&order=price_high_to_low'), tokyo, TODAY).criteria);
    await Promise.resolve();
    expect(told.messages).toEqual([]);
    setRooms([room({ adult_companion: 1 }), room({})]);
    await Promise.resolve();
    setRooms([room({}), room({})]);
    await Promise.resolve();
    expect(told.messages).toEqual([
      { name: 'receiveCompanionInfo', payload: { rooms: [{ adult_companion: 1, kid_tier_A_companion: 0 }, { adult_companion: 0, kid_tier_A_companion: 0 }] } },
      { name: 'receiveCompanionInfo', payload: { rooms: [{ adult_companion: 0, kid_tier_A_companion: 0 }, { adult_companion: 0, kid_tier_A_companion: 0 }] } },
    ]);
    stop();
    told.framed = false;
    const stop2 = tellChatCompanions(tokyo);
    setRooms([room({ adult_companion: 2 })]);
    await Promise.resolve();
    expect(told.messages).toHaveLength(2);
    stop2();
  });
});
