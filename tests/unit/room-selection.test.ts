// Rooms chosen to book together on the results page (document 1 §3 "Selected room", §4 "counts
// can be set or reduced by one, never below zero", §5 "one payment method across rooms") and the
// query form that carries them to the booking step.
import { describe, expect, it } from 'vitest';
import { InitSettingsAnswerSchema, RoomSearchAnswerSchema, type PaymentMethod, type PriceObject } from '../../contract';
import {
  commonPaymentMethods,
  countOf,
  estimateTotal,
  maxCount,
  offerFacts,
  perRoomAmounts,
  reconcile,
  selectionPaymentMethods,
  setCount,
  stepCount,
  type OfferFacts,
  type SelectionEntry,
} from '../../src/features/search/room-selection';
import { offerKey } from '../../src/features/search/results';
import { selectionHref } from '../../src/features/search/links';
import { assignParties, parseSelectedValues, selectedValues } from '../../src/lib/search-criteria/selected-rooms';
import { parseSelection } from '../../src/features/booking/selection';
import { defaultCriteria } from '../../src/lib/search-criteria/criteria';
import roomsFixture from '../fixtures/search-rooms-demo-tokyo.json';
import usdFixture from '../fixtures/search-rooms-demo-tokyo-usd.json';
import init from '../fixtures/init-demo-tokyo.json';

const answer = RoomSearchAnswerSchema.parse(roomsFixture).data;
const usd = RoomSearchAnswerSchema.parse(usdFixture).data;
const settings = InitSettingsAnswerSchema.parse(init).data.booking_widget_setting_attributes;
const onePrice = answer.rooms[0]!.room_plan[1]!.price;

/** A price object for `rooms` searched rooms, each costing `each` (hotel currency). */
function priceOf(each: readonly number[]): PriceObject {
  const room = onePrice.rooms[0]!;
  const total = each.reduce((a, b) => a + b, 0);
  return {
    ...onePrice,
    total_price: total,
    rooms: each.map((x) => ({ ...room, sign_in_discount: { ...room.sign_in_discount, total_price_after_discount: x }, non_sign_in_discount: { ...room.non_sign_in_discount, total_price_after_discount: x } })),
  };
}

function offer(over: Partial<OfferFacts> & Pick<OfferFacts, 'room_type_code' | 'room_plan_code'>): OfferFacts {
  return {
    hotel_plan_code: over.room_plan_code.split('-').slice(-1)[0] ?? 'plan',
    plan_stock_count: 10,
    sale_limit: null,
    room_count: 10,
    payment_methods: ['on_site', 'credit_card'] as PaymentMethod[],
    price: priceOf([10000, 10000]),
    room_name: over.room_type_code,
    plan_name: over.room_plan_code,
    ...over,
  };
}

const A = offer({ room_type_code: 'double', room_plan_code: 'double-only', hotel_plan_code: 'only' });
const B = offer({ room_type_code: 'twin', room_plan_code: 'twin-breakfast', hotel_plan_code: 'breakfast' });

describe('selected room counts', () => {
  it('adds and reduces by one, never below zero, and an offer at zero leaves the selection', () => {
    let s: SelectionEntry[] = [];
    s = stepCount(s, A, 1, 3);
    expect(s).toEqual([{ room_type_code: 'double', room_plan_code: 'double-only', hotel_plan_code: 'only', quantity: 1 }]);
    s = stepCount(s, A, -1, 3);
    expect(s).toEqual([]);
    s = stepCount(s, A, -1, 3);
    expect(s).toEqual([]);
    expect(setCount([], A, -4, 3)).toEqual([]);
    expect(setCount([], A, Number.NaN, 3)).toEqual([]);
  });

  it('never holds more rooms than were searched, across all offers', () => {
    let s = setCount([], A, 1, 2);
    s = setCount(s, B, 5, 2);
    expect(s.map((e) => e.quantity)).toEqual([1, 1]);
    expect(maxCount(s, B, 2)).toEqual({ max: 1, reason: 'searched' });
    expect(stepCount(s, B, 1, 2)).toEqual(s);
    expect(maxCount(s, A, 2).max).toBe(1);
  });

  it('never more than the rooms of the type left (shared by its plans), the plan stock or the plan sale limit', () => {
    const lastRoom = offer({ room_type_code: 'suite', room_plan_code: 'suite-only', hotel_plan_code: 'only', room_count: 1, plan_stock_count: 1 });
    const lastRoomOtherPlan = offer({ room_type_code: 'suite', room_plan_code: 'suite-breakfast', hotel_plan_code: 'breakfast', room_count: 1, plan_stock_count: 1 });
    let s = setCount([], lastRoom, 3, 5);
    expect(countOf(s, lastRoom)).toBe(1);
    expect(maxCount(s, lastRoomOtherPlan, 5)).toEqual({ max: 0, reason: 'stock' });
    s = stepCount(s, lastRoomOtherPlan, 1, 5);
    expect(countOf(s, lastRoomOtherPlan)).toBe(0);

    const limited = offer({ room_type_code: 'double', room_plan_code: 'double-promo', hotel_plan_code: 'promo', sale_limit: 2 });
    const limitedTwin = offer({ room_type_code: 'twin', room_plan_code: 'twin-promo', hotel_plan_code: 'promo', sale_limit: 2 });
    s = setCount([], limited, 1, 5);
    s = setCount(s, limitedTwin, 4, 5);
    expect(countOf(s, limitedTwin)).toBe(1);

    const scarce = offer({ room_type_code: 'double', room_plan_code: 'double-nr', hotel_plan_code: 'nr', plan_stock_count: 2 });
    expect(countOf(setCount([], scarce, 4, 5), scarce)).toBe(2);
  });

  it('keeps each offer in its place, so the rooms before it keep their parties', () => {
    let s = setCount([], A, 1, 4);
    s = setCount(s, B, 1, 4);
    s = setCount(s, A, 2, 4);
    expect(s.map((e) => [e.room_plan_code, e.quantity])).toEqual([
      ['double-only', 2],
      ['twin-breakfast', 1],
    ]);
  });

  it('checks a kept selection against new results: gone offers leave, counts shrink to what is left', () => {
    const s = setCount(setCount([], A, 1, 3), B, 2, 3);
    const facts = new Map([[offerKey(B.room_type_code, B.room_plan_code), { ...B, plan_stock_count: 1 }]]);
    expect(reconcile(s, facts, 3)).toEqual({ entries: [{ ...s[1]!, quantity: 1 }], changed: true });
    const all = new Map([A, B].map((o) => [offerKey(o.room_type_code, o.room_plan_code), o]));
    expect(reconcile(s, all, 3)).toEqual({ entries: s, changed: false });
  });
});

describe('payment methods across rooms', () => {
  it('keeps only the methods every plan takes; none in common blocks the booking', () => {
    expect(commonPaymentMethods([['on_site', 'credit_card', 'bank_transfer'], ['credit_card', 'on_site']])).toEqual(['on_site', 'credit_card']);
    expect(commonPaymentMethods([['on_site'], ['credit_card']])).toEqual([]);
    const cardOnly = offer({ room_type_code: 'twin', room_plan_code: 'twin-nr', payment_methods: ['credit_card'] });
    const onSiteOnly = offer({ room_type_code: 'double', room_plan_code: 'double-hotel', payment_methods: ['on_site'] });
    const facts = new Map([A, cardOnly, onSiteOnly].map((o) => [offerKey(o.room_type_code, o.room_plan_code), o]));
    expect(selectionPaymentMethods([], facts)).toBeNull();
    expect(selectionPaymentMethods(setCount(setCount([], A, 1, 3), cardOnly, 1, 3), facts)).toEqual(['credit_card']);
    expect(selectionPaymentMethods(setCount(setCount([], onSiteOnly, 1, 3), cardOnly, 1, 3), facts)).toEqual([]);
  });
});

describe('the estimate', () => {
  it('prices each chosen room with the party of the searched room in its position', () => {
    const a = { ...A, price: priceOf([10000, 12000, 14000]) };
    const b = { ...B, price: priceOf([20000, 22000, 24000]) };
    const facts = new Map([a, b].map((o) => [offerKey(o.room_type_code, o.room_plan_code), o]));
    // Rooms 1 and 2 with A, room 3 with B.
    const s = setCount(setCount([], a, 2, 3), b, 1, 3);
    expect(estimateTotal(s, facts)).toEqual({ total: 10000 + 12000 + 24000, currency: 'JPY', rooms: 3 });
    expect(estimateTotal(s.slice(1), facts).total).toBe(20000);
    // An offer the results no longer show: no total rather than a wrong one.
    expect(estimateTotal(s, new Map([[offerKey(a.room_type_code, a.room_plan_code), a]])).total).toBeNull();
  });

  it('shares out a converted total in the rooms’ proportions, and follows the member total when it applies', () => {
    const converted = usd.rooms[0]!.room_plan[0]!.price;
    expect(converted.mcp_currency).toBe('USD');
    const shares = perRoomAmounts(converted);
    expect(shares).toHaveLength(converted.rooms.length);
    expect(shares.reduce((x, y) => x + y, 0)).toBe(converted.mcp!.total_price);
    const member = priceOf([10000, 10000]);
    member.rooms = member.rooms.map((r) => ({ ...r, sign_in_discount: { ...r.sign_in_discount, total_price_after_discount: 9000 } }));
    member.total_price = 18000;
    expect(perRoomAmounts(member)).toEqual([9000, 9000]);
  });

  it('reads the offers of a results answer', () => {
    const facts = offerFacts(answer.rooms);
    const suite = facts.get('ginza-suite/ginza-suite-room-only');
    expect(suite).toMatchObject({ room_type_code: 'ginza-suite', hotel_plan_code: 'room-only', room_count: 1, payment_methods: ['on_site', 'credit_card', 'bank_transfer'] });
  });
});

describe('the selected query form', () => {
  const offers = [
    { room_type_code: 'moderate-double', room_plan_code: 'moderate-double-room-only', quantity: 1 },
    { room_type_code: 'superior.twin', room_plan_code: 'superior_twin.breakfast', quantity: 2 },
  ];

  it('writes one readable pair per offer and reads it back', () => {
    expect(selectedValues(offers)).toEqual(['moderate-double*moderate-double-room-only*1', 'superior.twin*superior_twin.breakfast*2']);
    expect(selectedValues([{ ...offers[0]!, quantity: 0 }])).toEqual([]);
    expect(parseSelectedValues(selectedValues(offers))).toEqual({ ok: true, offers });
    const q = new URLSearchParams(selectedValues(offers).map((v) => ['selected', v])).toString();
    expect(q).toBe('selected=moderate-double*moderate-double-room-only*1&selected=superior.twin*superior_twin.breakfast*2');
  });

  it.each([
    ['a missing part', 'moderate-double*1'],
    ['a zero quantity', 'a*b*0'],
    ['a negative quantity', 'a*b*-1'],
    ['a quantity that is not a number', 'a*b*two'],
    ['markup in a code', 'a*<script>*1'],
    ['an extra part', 'a*b*1*2'],
    ['nothing', ''],
  ])('refuses %s', (_name, value) => {
    expect(parseSelectedValues([value])).toEqual({ ok: false, problem: 'selection_invalid' });
  });

  it('refuses an offer named twice', () => {
    expect(parseSelectedValues(['a*b*1', 'a*b*1'])).toEqual({ ok: false, problem: 'selection_duplicate' });
  });

  it('gives the searched rooms in order, and refuses more rooms than were searched', () => {
    expect(assignParties(offers, ['r1', 'r2', 'r3'])).toEqual([
      { offer: offers[0], rooms: ['r1'], first: 0 },
      { offer: offers[1], rooms: ['r2', 'r3'], first: 1 },
    ]);
    expect(assignParties(offers, ['r1', 'r2'])).toBeNull();
  });
});

describe('the booking step reads the selection', () => {
  const today = '2029-12-01';
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, children: 0 }, { adults: 1, children: 0 }, { adults: 3, children: 0 }]));
  const stay = `code=demo-tokyo&checkin=2030-01-10&checkout=2030-01-12&rooms=${rooms}&room_count=3`;

  it('from the link the results page writes: each offer with the parties of its rooms', () => {
    const c = defaultCriteria(settings, today);
    c.checkin = '2030-01-10';
    c.checkout = '2030-01-12';
    c.rooms = [
      { adults: 2, kids_tiers: {}, kids_ages: [] },
      { adults: 1, kids_tiers: {}, kids_ages: [] },
      { adults: 3, kids_tiers: {}, kids_ages: [] },
    ];
    const href = selectionHref('demo-tokyo', c, settings, [{ room_type_code: 'moderate-double', room_plan_code: 'moderate-double-room-only', quantity: 1 }, { room_type_code: 'accessible-twin', room_plan_code: 'accessible-twin-breakfast', quantity: 2 }], 'USD');
    expect(href).toMatch(/^\/reservation\/guest-detail\?/);
    const r = parseSelection(href.split('?')[1]!, 'demo-tokyo', settings, today);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.selection.multi).toBe(true);
    expect(r.selection.mcp_currency).toBe('USD');
    expect(r.selection.offers.map((o) => [o.room_plan_code, o.quantity, o.first, o.rooms.map((x) => x.adults)])).toEqual([
      ['moderate-double-room-only', 1, 0, [2]],
      ['accessible-twin-breakfast', 2, 1, [1, 3]],
    ]);
    expect(r.selection.rooms.map((x) => x.adults)).toEqual([2, 1, 3]);
    expect(r.selection.resultsHref).not.toContain('selected');
  });

  it('books fewer rooms than searched when fewer were chosen', () => {
    const r = parseSelection(`${stay}&selected=moderate-double*moderate-double-room-only*2`, 'demo-tokyo', settings, today);
    expect(r.ok && r.selection.rooms.map((x) => x.adults)).toEqual([2, 1]);
  });

  it('keeps the single-offer link as it was', () => {
    const r = parseSelection(`${stay}&room_type_code=moderate-double&room_plan_code=moderate-double-room-only&hotel_plan_code=room-only`, 'demo-tokyo', settings, today);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.selection.multi).toBe(false);
    expect(r.selection.offers).toEqual([{ room_type_code: 'moderate-double', room_plan_code: 'moderate-double-room-only', hotel_plan_code: 'room-only', quantity: 3, first: 0, rooms: r.selection.rooms }]);
  });

  it.each([
    ['an unreadable value', '&selected=moderate-double', 'selection_invalid'],
    ['an offer twice', '&selected=a*b*1&selected=a*b*1', 'selection_duplicate'],
    ['more rooms than searched', '&selected=a*b*2&selected=c*d*2', 'too_many_rooms'],
  ])('gives a reason and the way back for %s', (_name, extra, problem) => {
    expect(parseSelection(`${stay}${extra}`, 'demo-tokyo', settings, today)).toMatchObject({ ok: false, problem, resultsHref: expect.stringContaining('/booking/result?code=demo-tokyo&checkin=2030-01-10') });
  });
});
