// From the search to the room search payload of document 2 §7.3.
import { describe, expect, it } from 'vitest';
import { InitSettingsAnswerSchema, RoomSearchQuerySchema } from '../../contract';
import { defaultCriteria, fitRooms, tierForAge, toRoomSearchQuery, toSearchRoom } from '../../src/lib/search-criteria/criteria';
import tokyoInit from '../fixtures/init-demo-tokyo.json';
import kyotoInit from '../fixtures/init-demo-kyoto.json';

const tokyo = InitSettingsAnswerSchema.parse(tokyoInit).data.booking_widget_setting_attributes;
const kyoto = InitSettingsAnswerSchema.parse(kyotoInit).data.booking_widget_setting_attributes;
const TODAY = '2026-11-21';

describe('children on the wire', () => {
  it('tiers mode sends a count per tier, in the hotel’s tier order', () => {
    const room = toSearchRoom({ adults: 2, kids_tiers: { C: 1, A: 2, B: 0 }, kids_ages: [] }, tokyo, {});
    expect(room).toEqual({ adults: 2, children: 3, kids_age_range: [{ code: 'A', count: 2 }, { code: 'C', count: 1 }] });
  });

  it('ages mode sends the code of the range each age falls in', () => {
    expect(tierForAge(kyoto, 0)).toBe('age_0_2');
    expect(tierForAge(kyoto, 6)).toBe('age_3_6');
    expect(tierForAge(kyoto, 7)).toBe('age_7_12');
    const room = toSearchRoom({ adults: 2, kids_tiers: {}, kids_ages: [5, 1, 3] }, kyoto, { checkin_date: '2026-12-01', checkout_date: '2026-12-02' });
    expect(room.kids_age_range).toEqual([{ code: 'age_3_6', count: 2 }, { code: 'age_0_2', count: 1 }]);
    expect(room.children).toBe(3);
  });

  it('fitRooms reports what it had to change', () => {
    expect(fitRooms([{ adults: 2, kids_tiers: { A: 1 }, kids_ages: [] }], tokyo).adjusted).toBe(false);
    expect(fitRooms([{ adults: 2, kids_tiers: { Q: 1 }, kids_ages: [] }], tokyo)).toMatchObject({ adjusted: true, rooms: [{ kids_tiers: {} }] });
    expect(fitRooms([{ adults: 9, kids_tiers: {}, kids_ages: [] }], tokyo)).toMatchObject({ adjusted: true, rooms: [{ adults: tokyo.max_guests_per_room }] });
  });
});

describe('toRoomSearchQuery', () => {
  const base = { mcpCurrency: null, includeMetasearch: false, locale: 'en' as const };

  it('writes a query the API’s own schema accepts', () => {
    const c = defaultCriteria(tokyo, TODAY);
    c.rooms = [{ adults: 2, kids_tiers: { B: 1 }, kids_ages: [] }];
    c.filter = ['twin', 'accessible'];
    c.coupon_code = 'WELCOME10';
    const q = toRoomSearchQuery(c, tokyo, base);
    const parsed = RoomSearchQuerySchema.parse(q);
    expect(parsed.rooms).toEqual([{ checkin_date: TODAY, checkout_date: '2026-11-22', adults: 2, children: 1, kids_age_range: [{ code: 'B', count: 1 }] }]);
    expect(parsed.room_search_filters).toEqual(['twin', 'accessible']);
    expect(parsed.coupon_code).toBe('WELCOME10');
    expect(parsed.search_next_available_date_if_no_result).toBe(true);
    expect(parsed.mcp_currency).toBeUndefined();
  });

  it('day use checks out on the check-in day; undated sends nights and no dates', () => {
    const day = { ...defaultCriteria(kyoto, TODAY), is_day_use: true, checkin: '2026-12-03', checkout: '2026-12-03' };
    const q = RoomSearchQuerySchema.parse(toRoomSearchQuery(day, kyoto, base));
    expect(q.is_day_use).toBe(true);
    expect(q.rooms[0]).toMatchObject({ checkin_date: '2026-12-03', checkout_date: '2026-12-03' });
    const undated = { ...defaultCriteria(tokyo, TODAY), search_type: 'undated' as const, nights: 2 };
    const u = RoomSearchQuerySchema.parse(toRoomSearchQuery(undated, tokyo, base));
    expect(u.search_type).toBe('undated');
    expect(u.nights).toBe(2);
    expect(u.rooms[0]?.checkin_date).toBeUndefined();
  });

  it('sends the shown currency as mcp_currency and currency, and metasearch fields only when asked', () => {
    const c = defaultCriteria(tokyo, TODAY);
    c.passthrough = { metasearch_source: 'google', price_displayed_total: '30580', utm_source: 'ads' };
    const first = RoomSearchQuerySchema.parse(toRoomSearchQuery(c, tokyo, { ...base, mcpCurrency: 'USD', includeMetasearch: true }));
    expect(first).toMatchObject({ mcp_currency: 'USD', currency: 'USD', metasearch_source: 'google', price_displayed_total: '30580', utm_source: 'ads' });
    const later = toRoomSearchQuery(c, tokyo, base);
    expect(later.metasearch_source).toBeUndefined();
    expect(later.utm_source).toBe('ads');
  });
});
