// What the results list shows: the tiers-mode hiding rule (document 1 §5), filters, sorting, and
// which amount a price shows (document 1 §3 "Price object").
import { describe, expect, it } from 'vitest';
import { RoomSearchAnswerSchema } from '../../contract';
import { arrangePlans, arrangeRooms, memberNote, metasearchTarget, planSellsRooms, shownPrice } from '../../src/features/search/results';
import roomsFixture from '../fixtures/search-rooms-demo-tokyo.json';
import usdFixture from '../fixtures/search-rooms-demo-tokyo-usd.json';
import plansFixture from '../fixtures/search-plans-demo-tokyo.json';

const answer = RoomSearchAnswerSchema.parse(roomsFixture).data;
const usd = RoomSearchAnswerSchema.parse(usdFixture).data;
const plans = RoomSearchAnswerSchema.parse(plansFixture).data;
const base = { tiersMode: true, roomCount: 1, filters: [] as string[], order: 'price_low_to_high' as const };

describe('tiers-mode hiding rule', () => {
  it('hides plans whose sale limit or stock is below the rooms asked for', () => {
    expect(planSellsRooms({ sale_limit: null, plan_stock_count: 2 }, 2)).toBe(true);
    expect(planSellsRooms({ sale_limit: 1, plan_stock_count: 5 }, 2)).toBe(false);
    expect(planSellsRooms({ sale_limit: null, plan_stock_count: 1 }, 2)).toBe(false);
  });

  it('hides rooms with fewer rooms left than asked for, only in tiers mode', () => {
    const codes = (o: Partial<typeof base>) => arrangeRooms(answer.rooms, { ...base, ...o }).map((r) => r.room_type_code);
    expect(codes({ roomCount: 1 })).toEqual(['moderate-double', 'accessible-twin', 'ginza-suite']);
    expect(codes({ roomCount: 2 })).toEqual(['moderate-double', 'accessible-twin']);
    expect(codes({ roomCount: 3 })).toEqual(['moderate-double']);
    expect(codes({ roomCount: 3, tiersMode: false })).toHaveLength(3);
  });
});

describe('filters and order', () => {
  it('keeps rooms carrying every chosen filter', () => {
    expect(arrangeRooms(answer.rooms, { ...base, filters: ['accessible'] }).map((r) => r.room_type_code)).toEqual(['accessible-twin']);
    expect(arrangeRooms(answer.rooms, { ...base, filters: ['accessible', 'double'] })).toEqual([]);
  });

  it('sorts rooms by their lowest plan and plans by price, both ways', () => {
    const desc = arrangeRooms(answer.rooms, { ...base, order: 'price_high_to_low' });
    expect(desc.map((r) => r.room_type_code)).toEqual(['ginza-suite', 'accessible-twin', 'moderate-double']);
    const totals = desc[0]?.room_plan.map((p) => p.price.total_price) ?? [];
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(arrangeRooms(answer.rooms, { ...base, order: 'recommended' }).map((r) => r.room_type_code)).toEqual(answer.rooms.map((r) => r.room_type_code));
  });

  it('applies the same rules to the plans view', () => {
    const arranged = arrangePlans(plans.plans, plans.rooms, { ...base, roomCount: 2 });
    expect(arranged.length).toBeGreaterThan(0);
    for (const p of arranged) expect(p.rooms.map((e) => e.room_type_code)).not.toContain('ginza-suite');
  });
});

describe('prices', () => {
  it('shows the total in the hotel currency, with the tax wording of the answer', () => {
    const price = answer.rooms[0]!.room_plan[0]!.price;
    expect(shownPrice(price)).toMatchObject({ amount: price.total_price, currency: 'JPY', taxIncluded: true, converted: false });
  });

  it('reads the mcp twins in multi-currency mode', () => {
    const price = usd.rooms[0]!.room_plan[0]!.price;
    expect(price.mcp_currency).toBe('USD');
    expect(shownPrice(price)).toMatchObject({ amount: price.mcp?.total_price, currency: 'USD', converted: true });
  });

  it('notes the member price when signed-in and signed-out totals differ', () => {
    const members = answer.rooms[0]!.room_plan.find((p) => p.plan.visibility === 'member')!;
    expect(memberNote(members.price, false)).toMatchObject({ kind: 'available', currency: 'JPY' });
    expect(memberNote(members.price, false)!.saving).toBeGreaterThan(0);
    expect(memberNote(members.price, true)?.kind).toBe('applied');
    expect(memberNote(answer.rooms[0]!.room_plan[0]!.price, false)).toBeNull();
  });
});

describe('metasearch arrival', () => {
  it('finds the offer by plan code, else by the displayed total', () => {
    const plan = answer.rooms[1]!.room_plan[1]!;
    expect(metasearchTarget(answer.rooms, { roomTypeCodes: [], roomPlanCodes: [plan.room_plan_code] })).toBe(`accessible-twin/${plan.room_plan_code}`);
    const cheapest = answer.rooms[0]!.room_plan[0]!;
    expect(metasearchTarget(answer.rooms, { roomTypeCodes: [], roomPlanCodes: [], priceDisplayedTotal: String(cheapest.price.total_price) })).toBe(`moderate-double/${cheapest.room_plan_code}`);
    expect(metasearchTarget(answer.rooms, { roomTypeCodes: [], roomPlanCodes: [], priceDisplayedTotal: '1' })).toBeNull();
  });
});
