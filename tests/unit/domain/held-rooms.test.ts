// The stock a reservation being changed sees (server/domain/search.ts withHeldRooms).
import { describe, expect, it } from 'vitest';
import { remainingFor, withHeldRooms, type StockAndRates } from '../../../server/domain/search';

const stock = (): StockAndRates => ({
  rates: new Map([[7, new Map([['2030-05-01', { date: '2030-05-01', base_price: 10000, extra_adult_price: 0 }]])]]),
  remaining: new Map([
    [1, new Map([['2030-05-01', 0], ['2030-05-02', 0], ['2030-05-03', 3]])],
    [2, new Map([['2030-05-01', 4]])],
  ]),
});

describe('withHeldRooms', () => {
  it('frees the held rooms of their type on the nights held, and nothing else', () => {
    const data = stock();
    const seen = withHeldRooms(data, [{ roomTypeId: 1, dates: ['2030-05-01', '2030-05-02'], count: 2 }]);
    expect(remainingFor(seen, 1, ['2030-05-01', '2030-05-02', '2030-05-03'])).toBe(2);
    expect(seen.remaining.get(1)?.get('2030-05-03')).toBe(3);
    expect(seen.remaining.get(2)?.get('2030-05-01')).toBe(4);
    expect(seen.rates).toBe(data.rates);
    // The stock it was given is left as it was.
    expect(remainingFor(data, 1, ['2030-05-01', '2030-05-02'])).toBe(0);
  });

  it('adds no night the stock does not sell and no type it does not know', () => {
    const seen = withHeldRooms(stock(), [
      { roomTypeId: 1, dates: ['2030-06-01'], count: 1 },
      { roomTypeId: 9, dates: ['2030-05-01'], count: 1 },
    ]);
    expect(seen.remaining.get(1)?.has('2030-06-01')).toBe(false);
    expect(seen.remaining.has(9)).toBe(false);
  });

  it('answers the same stock when nothing is held', () => {
    const data = stock();
    expect(withHeldRooms(data, [])).toBe(data);
  });
});
