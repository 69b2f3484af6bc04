// The search form's rules (document 1 §5): messages by key, and a valid draft becomes the search.
import { describe, expect, it } from 'vitest';
import { InitSettingsAnswerSchema } from '../../contract';
import { defaultCriteria } from '../../src/lib/search-criteria/criteria';
import { criteriaFromDraft, draftFromCriteria, validateDraft, type SearchDraft } from '../../src/features/search/form-rules';
import tokyoInit from '../fixtures/init-demo-tokyo.json';
import kyotoInit from '../fixtures/init-demo-kyoto.json';

const tokyo = InitSettingsAnswerSchema.parse(tokyoInit).data.booking_widget_setting_attributes;
const kyoto = InitSettingsAnswerSchema.parse(kyotoInit).data.booking_widget_setting_attributes;
const TODAY = '2026-11-21';

function draft(over: Partial<SearchDraft> = {}, settings = tokyo): SearchDraft {
  return { ...draftFromCriteria(defaultCriteria(settings, TODAY)), ...over };
}
const keys = (d: SearchDraft, settings = tokyo) => validateDraft(d, settings, TODAY).map((e) => e.key);

describe('validateDraft', () => {
  it('accepts the defaults', () => {
    expect(keys(draft())).toEqual([]);
  });

  it('wants the check-out after the check-in', () => {
    expect(keys(draft({ checkin: '2026-12-02', checkout: '2026-12-02' }))).toEqual(['search.errors.checkout_after_checkin']);
    expect(keys(draft({ checkin: '2026-12-02', checkout: null }))).toEqual(['search.errors.checkout_required']);
    expect(keys(draft({ checkin: null }))).toEqual(['search.errors.checkin_required']);
  });

  it('keeps stays within the reservable months and not in the past', () => {
    expect(keys(draft({ checkin: '2026-11-20', checkout: '2026-11-22' }))).toEqual(['search.errors.checkin_past']);
    const tooFar = validateDraft(draft({ checkin: '2027-11-21', checkout: '2027-11-22' }), tokyo, TODAY);
    expect(tooFar[0]).toMatchObject({ key: 'search.errors.too_far', params: { months: 12, date: '2027-11-20' } });
    expect(keys(draft({ checkin: '2027-11-20', checkout: '2027-11-22' }))).toEqual(['search.errors.too_far']);
    expect(keys(draft({ checkin: '2026-12-01', checkout: '2027-01-15' }))).toEqual(['search.errors.stay_too_long']);
  });

  it('day use needs only the date', () => {
    expect(keys(draft({ is_day_use: true, checkin: '2026-12-02', checkout: '2026-12-02' }, kyoto), kyoto)).toEqual([]);
  });

  it('keeps guests within the room and per-adult limits', () => {
    expect(keys(draft({ rooms: [{ adults: 5, kids_tiers: { A: 2 }, kids_ages: [] }] }))).toEqual(['search.errors.too_many_guests_single']);
    expect(keys(draft({ rooms: [{ adults: 1, kids_tiers: { A: 3 }, kids_ages: [] }] }))).toEqual(['search.errors.too_many_children_single']);
    const two = draft({ rooms: [{ adults: 2, kids_tiers: {}, kids_ages: [] }, { adults: 6, kids_tiers: { B: 1 }, kids_ages: [] }] });
    expect(validateDraft(two, tokyo, TODAY)).toEqual([{ field: 'room-1', key: 'search.errors.too_many_guests', params: { max: 6, room: 2 } }]);
  });

  it('asks each child’s age in ages mode', () => {
    const d = draft({ rooms: [{ adults: 2, kids_tiers: {}, kids_ages: [4, null] }] }, kyoto);
    expect(validateDraft(d, kyoto, TODAY)).toEqual([{ field: 'age-0-1', key: 'search.errors.age_required_single', params: { n: 2, room: 1 } }]);
  });

  it('searches without dates only with the same guests in every room', () => {
    const d = draft({ search_type: 'undated', rooms: [{ adults: 2, kids_tiers: {}, kids_ages: [] }, { adults: 1, kids_tiers: {}, kids_ages: [] }] });
    expect(keys(d)).toEqual(['search.errors.undated_rooms_differ']);
  });
});

describe('criteriaFromDraft', () => {
  it('changes dates, party and coupon, and keeps the rest of the search', () => {
    const current = { ...defaultCriteria(tokyo, TODAY), filter: ['twin'], order: 'recommended' as const };
    const next = criteriaFromDraft(draft({ checkin: '2026-12-01', checkout: '2026-12-04', coupon_code: ' WELCOME10 ', rooms: [{ adults: 3, kids_tiers: { A: 0, B: 1 }, kids_ages: [] }] }), current);
    expect(next).toMatchObject({ checkin: '2026-12-01', checkout: '2026-12-04', coupon_code: 'WELCOME10', filter: ['twin'], order: 'recommended' });
    expect(next.rooms).toEqual([{ adults: 3, kids_tiers: { B: 1 }, kids_ages: [] }]);
  });
});
