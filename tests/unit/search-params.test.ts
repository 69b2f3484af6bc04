// The results page's query (document 1 §2): bad values dropped, kids fitted to the hotel, and a
// written query that reads back as the same search.
import { describe, expect, it } from 'vitest';
import { InitSettingsAnswerSchema } from '../../contract';
import { defaultCriteria } from '../../src/lib/search-criteria/criteria';
import { buildResultsQuery, cookieValue, criteriaFromUrl, criteriaToPairs, hasCriteria, parseSearchUrl } from '../../src/lib/search-criteria/search-params';
import tokyoInit from '../fixtures/init-demo-tokyo.json';
import kyotoInit from '../fixtures/init-demo-kyoto.json';

const tokyo = InitSettingsAnswerSchema.parse(tokyoInit).data.booking_widget_setting_attributes;
const kyoto = InitSettingsAnswerSchema.parse(kyotoInit).data.booking_widget_setting_attributes;
const TODAY = '2026-11-21';

function fromQuery(query: string, settings = tokyo) {
  return criteriaFromUrl(parseSearchUrl(query), settings, TODAY);
}

describe('parseSearchUrl', () => {
  it('keeps good values and drops bad ones without failing', () => {
    const url = parseSearchUrl('checkin=2026-12-01&checkout=2026-13-40&adults=two&children=1&order=asc&type=plan&nights=99&mcp_currency=usd&currency=XXX&filter=non_smoking,b@d,twin');
    expect(url.checkin).toBe('2026-12-01');
    expect(url.checkout).toBeUndefined();
    expect(url.adults).toBeUndefined();
    expect(url.children).toBe(1);
    expect(url.order).toBe('price_low_to_high');
    expect(url.type).toBe('plan');
    expect(url.nights).toBeUndefined();
    expect(url.mcp_currency).toBe('USD');
    expect(url.currency).toBeUndefined();
    expect(url.filter).toEqual(['non_smoking', 'twin']);
  });

  it('reads kids_tiers and kids_ages as JSON, a parse failure giving an empty list', () => {
    expect(parseSearchUrl('kids_tiers=[{"code":"A","children":1},{"code":"B"}]').kids_tiers).toEqual([{ code: 'A', children: 1 }]);
    expect(parseSearchUrl('kids_tiers=not json').kids_tiers).toEqual([]);
    expect(parseSearchUrl('kids_ages=[5,"x",9]').kids_ages).toEqual([5, 9]);
    expect(parseSearchUrl('kids_ages={').kids_ages).toEqual([]);
  });

  it('knows whether the query names a search at all', () => {
    expect(hasCriteria(parseSearchUrl('code=demo-tokyo&locale=ja&utm_source=x'))).toBe(false);
    expect(hasCriteria(parseSearchUrl('code=demo-tokyo&adults=3'))).toBe(true);
  });
});

describe('criteriaFromUrl', () => {
  it('starts from the defaults: today, one night, two adults, the hotel sort order', () => {
    const { criteria } = fromQuery('code=demo-tokyo');
    expect(criteria).toMatchObject({ checkin: TODAY, checkout: '2026-11-22', order: tokyo.default_search_setting.sort_order, type: 'rooms' });
    expect(criteria.rooms).toEqual([{ adults: 2, kids_tiers: {}, kids_ages: [] }]);
  });

  it('takes tiers, drops codes the hotel does not offer and warns', () => {
    const ok = fromQuery('checkin=2026-12-01&checkout=2026-12-03&adults=2&children=1&kids_tiers=[{"code":"A","children":1}]');
    expect(ok.kidsAdjusted).toBe(false);
    expect(ok.criteria.rooms[0]?.kids_tiers).toEqual({ A: 1 });
    const bad = fromQuery('checkin=2026-12-01&checkout=2026-12-03&adults=2&children=3&kids_tiers=[{"code":"A","children":1},{"code":"Z","children":2}]');
    expect(bad.kidsAdjusted).toBe(true);
    expect(bad.criteria.rooms[0]?.kids_tiers).toEqual({ A: 1 });
  });

  it('takes ages in ages mode; ages beyond the oldest child age are dropped with a warning', () => {
    const ok = fromQuery('adults=2&children=2&kids_ages=[5,12]', kyoto);
    expect(ok.kidsAdjusted).toBe(false);
    expect(ok.criteria.rooms[0]?.kids_ages).toEqual([5, 12]);
    const bad = fromQuery('adults=2&children=2&kids_ages=[5,17]', kyoto);
    expect(bad.kidsAdjusted).toBe(true);
    expect(bad.criteria.rooms[0]?.kids_ages).toEqual([5]);
    // Tiers given to an ages-mode hotel cannot be searched as they are.
    expect(fromQuery('adults=2&children=1&kids_tiers=[{"code":"A","children":1}]', kyoto).kidsAdjusted).toBe(true);
  });

  it('keeps children within the per-adult and per-room limits', () => {
    const { criteria, kidsAdjusted } = fromQuery('adults=1&kids_tiers=[{"code":"A","children":4}]');
    expect(kidsAdjusted).toBe(true);
    expect(criteria.rooms[0]?.kids_tiers.A).toBe(tokyo.kids_setting.max_children_per_adult);
  });

  it('drops dates in the past or beyond the bookable months', () => {
    expect(fromQuery('checkin=2026-01-01&checkout=2026-01-02')).toMatchObject({ datesDropped: true, criteria: { checkin: TODAY } });
    expect(fromQuery('checkin=2029-01-01&checkout=2029-01-02').datesDropped).toBe(true);
    // A check-out not after the check-in becomes the next day.
    expect(fromQuery('checkin=2026-12-05&checkout=2026-12-01').criteria.checkout).toBe('2026-12-06');
  });

  it('day use checks out on the check-in day, only where the hotel offers it', () => {
    expect(fromQuery('checkin=2026-12-05&checkout=2026-12-06&is_day_use=true', kyoto).criteria).toMatchObject({ is_day_use: true, checkout: '2026-12-05' });
    expect(fromQuery('checkin=2026-12-05&checkout=2026-12-06&is_day_use=true', tokyo).criteria.is_day_use).toBe(false);
  });

  it('undated search drops dates and day use, nights default 1', () => {
    const { criteria } = fromQuery('search_type=undated&checkin=2026-12-05');
    expect(criteria).toMatchObject({ search_type: 'undated', nights: 1, is_day_use: false });
    expect(fromQuery('search_type=undated&nights=3').criteria.nights).toBe(3);
    // Not offered by an only-dated hotel.
    expect(fromQuery('search_type=undated', kyoto).criteria.search_type).toBe('dated');
  });

  it('caps the room count at the multi-room limit', () => {
    expect(fromQuery('adults=2&room_count=9').criteria.rooms).toHaveLength(tokyo.multi_rooms_search_limit);
    expect(fromQuery('adults=2&room_count=3', kyoto).criteria.rooms).toHaveLength(1);
  });

  it('carries tracking and metasearch fields through', () => {
    const { criteria } = fromQuery('utm_source=news&metasearch_source=google&price_displayed_total=30580&room_plan_code=a,b&room_plan_codes=c');
    expect(criteria.passthrough).toMatchObject({ utm_source: 'news', metasearch_source: 'google', price_displayed_total: '30580' });
    expect(criteria.room_plan_codes).toEqual(['a', 'b', 'c']);
  });
});

describe('writing the query', () => {
  it('writes kids_tiers with entries above zero only, and reads back the same search', () => {
    const { criteria } = fromQuery('checkin=2026-12-01&checkout=2026-12-03&adults=2&kids_tiers=[{"code":"B","children":1},{"code":"A","children":0}]&filter=twin&order=recommended');
    const pairs = new URLSearchParams(criteriaToPairs(criteria, tokyo));
    expect(pairs.get('kids_tiers')).toBe('[{"code":"B","children":1}]');
    expect(pairs.get('children')).toBe('1');
    const again = fromQuery(pairs.toString());
    expect(criteriaToPairs(again.criteria, tokyo)).toEqual(criteriaToPairs(criteria, tokyo));
  });

  it('writes rooms as JSON when the rooms differ', () => {
    const c = defaultCriteria(tokyo, TODAY);
    c.rooms = [
      { adults: 2, kids_tiers: { A: 1 }, kids_ages: [] },
      { adults: 1, kids_tiers: {}, kids_ages: [] },
    ];
    const pairs = new URLSearchParams(criteriaToPairs(c, tokyo));
    expect(JSON.parse(pairs.get('rooms') as string)).toEqual([
      { adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }] },
      { adults: 1, children: 0 },
    ]);
    expect(pairs.get('adults')).toBeNull();
    expect(fromQuery(pairs.toString()).criteria.rooms).toEqual(c.rooms);
  });

  it('keeps what the page does not own and sets the shown currency', () => {
    const c = defaultCriteria(tokyo, TODAY);
    const q = new URLSearchParams(buildResultsQuery('code=demo-tokyo&locale=ja&checkin=2020-01-01&currency=EUR', c, tokyo, 'USD'));
    expect(q.get('code')).toBe('demo-tokyo');
    expect(q.get('locale')).toBe('ja');
    expect(q.get('checkin')).toBe(TODAY);
    expect(q.get('mcp_currency')).toBe('USD');
    expect(q.has('currency')).toBe(false);
  });

  it('keeps only the search itself in the cookie', () => {
    const { criteria } = fromQuery('checkin=2026-12-01&checkout=2026-12-03&utm_source=news&coupon_code=WELCOME10');
    const cookie = new URLSearchParams(cookieValue(criteria, tokyo));
    expect(cookie.get('checkin')).toBe('2026-12-01');
    expect(cookie.has('utm_source')).toBe(false);
    expect(cookie.has('coupon_code')).toBe(false);
  });
});
