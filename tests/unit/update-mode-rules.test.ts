// @vitest-environment jsdom
// Update mode's rules (document 1 §2 current_reservation, §4 "Update and cancel"): what each offer
// does to the reservation being changed, the change proposed to the change page, and when the
// results address is in update mode at all.
import { describe, expect, it } from 'vitest';
import { offerAction, type UpdateContext } from '../../src/features/search/update-offers';
import { parseProposal, proposalPairs } from '../../src/lib/update-proposal';
import { takeUpdateModeToken, updateModeNumber, reservationAccess } from '../../src/lib/reservation-access';
import { loginWidgetShown } from '../../src/features/members/visibility';

const reservation: UpdateContext['reservation'] = {
  reservation_number: 'YD123',
  checkin_date: '2026-12-10',
  checkout_date: '2026-12-12',
  is_day_use: false,
  rooms: [
    { status: 'active', room_type_code: 'double', room_plan_code: 'double-room-only', adults: 2, kids_age_range: [] },
    { status: 'cancelled', room_type_code: 'suite', room_plan_code: 'suite-room-only', adults: 2, kids_age_range: [] },
  ],
};
const open = { updatable: true, reasons: [], sign_in_warning: null };
const room = (adults: number, kids: { code: string; count: number }[] = []) => ({ adults, children: kids.reduce((n, k) => n + k.count, 0), kids_age_range: kids });

function ctx(over: Partial<UpdateContext> = {}): UpdateContext {
  return {
    hotelCode: 'demo-tokyo',
    reservation,
    settings: open,
    search: { search_type: 'dated', checkin: '2026-12-10', checkout: '2026-12-13', is_day_use: false, nights: 1 },
    rooms: [room(2)],
    ...over,
  };
}

describe('offers in update mode', () => {
  it('an offer of the booked plan moves the reservation to the searched stay, with the searched adults', () => {
    expect(offerAction(ctx({ rooms: [room(3)] }), { room_plan_code: 'double-room-only' })).toEqual({
      kind: 'change',
      href: '/reservation/manage/YD123/update?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-13&adults=3',
    });
    // Another number of rooms than booked: the adults stay as booked.
    expect(offerAction(ctx({ rooms: [room(2), room(2)] }), { room_plan_code: 'double-room-only' })).toMatchObject({ href: expect.not.stringContaining('adults=') });
  });

  it('the booked stay itself changes nothing', () => {
    expect(offerAction(ctx({ search: { search_type: 'dated', checkin: '2026-12-10', checkout: '2026-12-12', is_day_use: false, nights: 1 } }), { room_plan_code: 'double-room-only' })).toEqual({ kind: 'current' });
  });

  it('another plan is added as a room with the party of the searched room beyond the booked ones', () => {
    expect(offerAction(ctx({ rooms: [room(2), room(1, [{ code: 'A', count: 1 }])] }), { room_plan_code: 'twin-breakfast' })).toEqual({
      kind: 'add',
      href: '/reservation/manage/YD123/update?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-13&add_room=twin-breakfast&add_adults=1&add_kids=A%3A1',
    });
    // On the booked dates the dates are not proposed again; a cancelled room's plan is another plan.
    const same = ctx({ search: { search_type: 'dated', checkin: '2026-12-10', checkout: '2026-12-12', is_day_use: false, nights: 1 } });
    expect(offerAction(same, { room_plan_code: 'suite-room-only' })).toEqual({ kind: 'add', href: '/reservation/manage/YD123/update?code=demo-tokyo&add_room=suite-room-only&add_adults=2' });
  });

  it('an undated search proposes the offer’s lowest-price check-in for the nights searched', () => {
    const undated = ctx({ search: { search_type: 'undated', checkin: null, checkout: null, is_day_use: false, nights: 3 } });
    expect(offerAction(undated, { room_plan_code: 'double-room-only', lowest_price_date: '2026-12-20' })).toMatchObject({ kind: 'change', href: expect.stringContaining('checkin=2026-12-20&checkout=2026-12-23') });
    expect(offerAction(undated, { room_plan_code: 'double-room-only', lowest_price_date: null })).toEqual({ kind: 'unavailable', reason: 'no_dates' });
  });

  it('says why not: blocked, signed in as someone else, a day use searched for a stay, too many rooms', () => {
    expect(offerAction(ctx({ settings: { updatable: false, reasons: ['deadline_passed', 'edited_by_hotel'] } }), { room_plan_code: 'double-room-only' })).toEqual({ kind: 'blocked', reasons: ['deadline_passed', 'edited_by_hotel'] });
    expect(offerAction(ctx({ settings: { ...open, sign_in_warning: 'sign_out_to_manage_guest_reservation' } }), { room_plan_code: 'x' })).toEqual({ kind: 'blocked', reasons: ['sign_in'] });
    expect(offerAction(ctx({ search: { search_type: 'dated', checkin: '2026-12-10', checkout: '2026-12-10', is_day_use: true, nights: 1 } }), { room_plan_code: 'x' })).toEqual({ kind: 'unavailable', reason: 'overnight' });
    const full = { ...reservation, rooms: Array.from({ length: 10 }, () => ({ status: 'active' as const, room_type_code: 'double', room_plan_code: 'double-room-only', adults: 2, kids_age_range: [] })) };
    expect(offerAction(ctx({ reservation: full }), { room_plan_code: 'twin' })).toEqual({ kind: 'unavailable', reason: 'room_limit' });
  });

  it('counts the reservation’s own rooms in the stock: a room added needs one more than it holds', () => {
    // The search counts the booked double as free: 1 is that room, 2 leaves one more.
    expect(offerAction(ctx(), { room_plan_code: 'double-room-only', room_type_code: 'double', plan_stock_count: 1 })).toMatchObject({ kind: 'change' });
    expect(offerAction(ctx(), { room_plan_code: 'double-breakfast', room_type_code: 'double', plan_stock_count: 1 })).toEqual({ kind: 'unavailable', reason: 'no_rooms' });
    expect(offerAction(ctx(), { room_plan_code: 'double-breakfast', room_type_code: 'double', plan_stock_count: 2 })).toMatchObject({ kind: 'add' });
    // Another type: its stock is all free rooms; a cancelled room holds nothing.
    expect(offerAction(ctx(), { room_plan_code: 'suite-room-only', room_type_code: 'suite', plan_stock_count: 1 })).toMatchObject({ kind: 'add' });
    // Two booked doubles moved need two.
    const two = { ...reservation, rooms: [reservation.rooms[0]!, reservation.rooms[0]!] };
    expect(offerAction(ctx({ reservation: two }), { room_plan_code: 'double-room-only', room_type_code: 'double', plan_stock_count: 1 })).toEqual({ kind: 'unavailable', reason: 'no_rooms' });
    expect(offerAction(ctx({ reservation: two }), { room_plan_code: 'double-room-only', room_type_code: 'double', plan_stock_count: 2 })).toMatchObject({ kind: 'change' });
  });
});

describe('the change proposed to the change page', () => {
  it('round-trips, and drops what is not valid value by value', () => {
    const p = { checkin: '2026-12-10', checkout: '2026-12-13', adults: [2, 1], add: { room_plan_code: 'twin-breakfast', adults: 2, kids_age_range: [{ code: 'A', count: 1 }] } };
    expect(parseProposal(new URLSearchParams(proposalPairs(p)).toString())).toEqual(p);
    expect(parseProposal('checkin=2026-13-40&checkout=2026-12-13&adults=2,0&add_room=bad%20code&add_adults=2')).toEqual({ checkout: '2026-12-13' });
    expect(parseProposal('add_room=twin&add_adults=2&add_kids=A:1,%3Cx%3E:2,B:0')).toEqual({ add: { room_plan_code: 'twin', adults: 2, kids_age_range: [{ code: 'A', count: 1 }] } });
  });
});

describe('the address in update mode', () => {
  it('is in update mode on the results page with a well-formed number', () => {
    expect(updateModeNumber('/booking/result', '?code=demo-tokyo&current_reservation=yd123')).toBe('YD123');
    expect(updateModeNumber('/booking/result', '?code=demo-tokyo&current_reservation=<x>')).toBeNull();
    expect(updateModeNumber('/booking/result', '?code=demo-tokyo')).toBeNull();
    expect(updateModeNumber('/reservation/fail', '?current_reservation=YD123')).toBeNull();
  });

  it('hides the login widget exactly when the results page is in update mode', () => {
    const shown = (path: string, search: string) => loginWidgetShown({ loginWidget: { is_active: true } as never, path, search, chatbotFrame: false });
    expect(shown('/booking/result', '?code=demo-tokyo&current_reservation=YD123')).toBe(false);
    expect(shown('/booking/result', '?code=demo-tokyo&current_reservation=%3Cx%3E')).toBe(true);
    expect(shown('/booking/result', '?code=demo-tokyo')).toBe(true);
    expect(shown('/reservation/manage/YD123', '?code=demo-tokyo&current_reservation=YD123')).toBe(true);
  });

  it('keeps the token for the tab and leaves the rest of the query', () => {
    sessionStorage.clear();
    expect(takeUpdateModeToken('code=demo-tokyo&adults=2')).toBeNull();
    expect(takeUpdateModeToken('code=demo-tokyo&current_reservation=YD123&bypass_token=t0k&adults=2')).toBe('code=demo-tokyo&current_reservation=YD123&adults=2');
    expect(reservationAccess('YD123')).toEqual({ email: '', bypass_token: 't0k' });
    // A token without a usable number is still taken out of the address, and kept nowhere.
    expect(takeUpdateModeToken('current_reservation=%3Cx%3E&bypass_token=other')).toBe('current_reservation=%3Cx%3E');
  });
});
