// The fixtures script (scripts/fixtures.ts): which file is which call, how shapes compare, and
// which values a new answer takes from the committed file.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES, fileText, keepValues, shapeDiff, urlOf } from '../../scripts/fixtures';

const DIR = new URL('../fixtures/', import.meta.url);

describe('fixtures script', () => {
  it('takes every JSON file of tests/fixtures, each once', () => {
    const files = readdirSync(DIR).filter((n) => n.endsWith('.json')).sort();
    const names = FIXTURES.map((f) => `${f.name}.json`);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(files);
  });

  it('writes the files as it would write them again (2 spaces, a final newline)', () => {
    for (const f of FIXTURES) {
      const text = readFileSync(new URL(`${f.name}.json`, DIR), 'utf8');
      expect(fileText(JSON.parse(text)), f.name).toBe(text);
    }
  });

  it('builds addresses from the endpoint table, the query as the widget writes it', () => {
    const byName = (name: string) => FIXTURES.find((f) => f.name === name)!;
    expect(urlOf(byName('cancellation-policy-3-demo-kyoto'))).toBe('/hotels/demo-kyoto/cancellation_policies/3');
    const search = new URL(urlOf(byName('search-rooms-demo-tokyo-usd')), 'http://x');
    expect(search.pathname).toBe('/hotels/demo-tokyo/rooms');
    expect(JSON.parse(search.searchParams.get('rooms')!)).toEqual([{ checkin_date: '2026-12-01', checkout_date: '2026-12-03', adults: 2 }]);
    expect(search.searchParams.get('mcp_currency')).toBe('USD');
  });

  it('compares shapes: keys and types, the items of a list together, an empty list against anything', () => {
    expect(shapeDiff({ data: { a: 1, b: [{ x: 'y' }, { x: 'z' }] } }, { data: { a: 2, b: [{ x: 'w' }] } })).toEqual([]);
    expect(shapeDiff({ data: { list: [] } }, { data: { list: [{ id: 1 }] } })).toEqual([]);
    expect(shapeDiff({ data: { a: 1, gone: true } }, { data: { a: '1', added: null } })).toEqual(['data.a: number → string', 'data.gone: removed', 'data.added: added (null)']);
    expect(shapeDiff({ data: [{ id: 1 }] }, { data: [{ id: 1, extra: 'x' }] })).toEqual(['data[].extra: added (string)']);
  });

  it('keeps the committed random values where the new answer has one of the same type', () => {
    const committed = { data: { search_id: 'kept', reservation: { reservation_number: 'YD1', created_at: '2026-11-21T15:09:01.680Z' } } };
    const fresh = { data: { search_id: 'new', total: 3, reservation: { reservation_number: 7, created_at: '2026-11-26T00:00:00.000Z' } } };
    expect(keepValues(fresh, committed, ['data.search_id', 'data.reservation.reservation_number', 'data.reservation.created_at', 'data.missing.x'])).toEqual({
      data: { search_id: 'kept', total: 3, reservation: { reservation_number: 7, created_at: '2026-11-21T15:09:01.680Z' } },
    });
  });
});
