import { describe, expect, it } from 'vitest';
import type { RoomResult } from '../../../contract';
import { pickRecommendations } from '../../../server/domain/recommendation';
import { SIGN_IN_CEILING, secondsGuarded, signInGuard } from '../../../server/domain/sign-in-ceiling';
import { changeLock, type LockFacts } from '../../../server/domain/reservation-lock';

function room(code: string, size: number, plans: { code: string; meal: string; total: number }[], accessibility: string[] = []): RoomResult {
  return {
    room_type_code: code,
    room_type_name: code,
    room_type: { size_sqm: size, accessibility, photos: [`${code}.jpg`] },
    room_plan: plans.map((p) => ({ room_plan_code: p.code, room_plan_name: p.code, plan: { meal_type: p.meal }, price: { total_price: p.total, currency: 'JPY', mcp: null, mcp_currency: null } })),
  } as unknown as RoomResult;
}

describe('the recommender’s picks', () => {
  it('offers the lowest price, the cheapest plan with a meal, the most space and an accessible room, each plan once', () => {
    const rooms = [
      room('small', 15, [{ code: 'small-ro', meal: 'none', total: 10000 }, { code: 'small-bf', meal: 'breakfast', total: 13000 }]),
      room('mid', 25, [{ code: 'mid-ro', meal: 'none', total: 15000 }, { code: 'mid-bf', meal: 'breakfast', total: 12000 }]),
      room('suite', 60, [{ code: 'suite-ro', meal: 'none', total: 40000 }], ['grab_bars']),
    ];
    const picks = pickRecommendations(rooms).map((o) => [o.reason, o.room_plan_code]);
    expect(picks).toEqual([
      ['lowest_price', 'small-ro'],
      ['best_value', 'mid-bf'],
      ['most_space', 'suite-ro'],
    ]);
  });

  it('leaves out a reason nothing fits', () => {
    expect(pickRecommendations([room('only', 20, [{ code: 'only-ro', meal: 'none', total: 9000 }])]).map((o) => o.reason)).toEqual(['lowest_price']);
    expect(pickRecommendations([])).toEqual([]);
  });
});

describe('the sign-in ceiling', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('is open below the ceiling and guards at it until the deciding failure leaves the window', () => {
    const four = [1, 2, 3, 4].map(ago);
    expect(secondsGuarded(four, now)).toBeUndefined();
    const five = [1, 2, 3, 4, 5].map(ago);
    expect(secondsGuarded(five, now)).toBe((SIGN_IN_CEILING.windowMinutes - 5) * 60);
    expect(secondsGuarded([1, 2, 3, 4, 20].map(ago), now)).toBeUndefined();
  });

  it('asks for a person check where the hotel offers one, and a wait elsewhere', () => {
    const five = [1, 2, 3, 4, 5].map(ago);
    expect(signInGuard(five, now, true)).toEqual({ kind: 'challenge' });
    expect(signInGuard(five, now, false)).toEqual({ kind: 'wait', seconds: 600 });
    expect(signInGuard([], now, false)).toEqual({ kind: 'open' });
  });
});

describe('when a reservation may be changed', () => {
  const base: LockFacts = { status: 'done', checkinDate: '2026-12-10', today: '2026-12-01', editedByHotel: false, paymentsInProgress: 0, cardPayments: 0, currency: 'JPY', mcpCurrency: null };

  it('until the day before check-in, unless cancelled, changed by the hotel or being paid', () => {
    expect(changeLock(base)).toEqual({ updatable: true, deadline: '2026-12-09', reasons: [], canReduce: true });
    expect(changeLock({ ...base, today: '2026-12-10' }).reasons).toEqual(['deadline_passed']);
    expect(changeLock({ ...base, status: 'cancelled', editedByHotel: true, paymentsInProgress: 1 }).reasons).toEqual(['cancelled', 'edited_by_hotel', 'payment_in_progress']);
  });

  it('does not let a stay paid by card in another currency lose nights or rooms', () => {
    expect(changeLock({ ...base, currency: 'USD', cardPayments: 1 }).canReduce).toBe(false);
    expect(changeLock({ ...base, mcpCurrency: 'USD' }).canReduce).toBe(false);
    expect(changeLock({ ...base, currency: 'USD' }).canReduce).toBe(true);
  });
});
