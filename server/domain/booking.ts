// What a booking costs and whether it may be made (document 1 §5 booking validation): every room's
// plan sold for the stay, every party fitting its room, one payment method the hotel and every
// plan accept. Pure: the caller loads the catalogue, rates and stock.
import type { PaymentMethod, PriceObject, ReservationRequest } from '../../contract';
import { nightsOf } from '../../contract/dates';
import { BOOKING_ERRORS } from '../../contract/booking-lists';
import { DomainError } from './errors';
import { checkParty, fitsRoom } from './occupancy';
import { priceObject, priceRoom, type RoomPrice } from './pricing';
import { planSuits, pricingOf, ratesFor, remainingFor, type Catalogue, type HotelRules, type PlanRow, type RoomPlanRow, type RoomTypeRow, type SearchContext, type StockAndRates } from './search';
import { checkStay } from './stay';
import type { CurrencyCode } from '../../contract';
import type { PricedExtra } from './extras';

export interface QuotedRoom {
  roomType: RoomTypeRow;
  roomPlan: RoomPlanRow;
  plan: PlanRow;
  price: RoomPrice;
}

export interface Quote {
  nights: number;
  rooms: QuotedRoom[];
  price: PriceObject;
  /** Rooms wanted per room type id, for the inventory guard. */
  roomsByType: Map<number, number>;
}

/**
 * One payment method across rooms (document 1 §5), which every room's plan accepts. Plans with no
 * method in common cannot be booked together at all ("mixed payment methods across rooms").
 */
export function checkPaymentAcrossRooms(rooms: readonly Pick<QuotedRoom, 'plan'>[], paymentType: PaymentMethod): void {
  const [first, ...rest] = rooms.map((r) => r.plan);
  if (!first) return;
  const shared = first.payment_methods.filter((m) => rest.every((p) => p.payment_methods.includes(m)));
  if (shared.length === 0) {
    throw new DomainError(1000, 'mixed payment methods across rooms are not allowed: the plans of these rooms have no payment method in common', 'payment_type');
  }
  const i = rooms.findIndex((r) => !r.plan.payment_methods.includes(paymentType));
  if (i >= 0) {
    const plan = rooms[i]!.plan;
    throw new DomainError(1000, `plan ${plan.code} of room ${i + 1} does not accept ${paymentType}; these rooms can be paid by ${shared.join(', ')}`, 'payment_type');
  }
}

export function quoteBooking(
  request: ReservationRequest,
  catalogue: Catalogue,
  data: StockAndRates,
  ctx: SearchContext,
  hotelPaymentOptions: readonly PaymentMethod[],
  display: CurrencyCode | null,
  extras: readonly PricedExtra[] = [],
): Quote {
  const rules: HotelRules = ctx.rules;
  const { checkin_date: checkin, checkout_date: checkout, is_day_use: isDayUse } = request;
  const nights = checkStay({ checkin, checkout, isDayUse }, rules);
  const dates = isDayUse ? [checkin] : nightsOf(checkin, checkout);
  if (!hotelPaymentOptions.includes(request.payment_type)) {
    throw new DomainError(1000, `payment_type ${request.payment_type} is not offered by this hotel`, 'payment_type');
  }
  const rooms: QuotedRoom[] = request.rooms.map((r, i) => {
    const party = { adults: r.adults, kids: r.kids_age_range.filter((k) => k.count > 0) };
    checkParty(party, rules, `rooms.${i}`);
    const roomPlan = catalogue.roomPlans.find((rp) => rp.code === r.room_plan_code);
    const plan = roomPlan && catalogue.plans.find((p) => p.id === roomPlan.plan_id);
    const roomType = roomPlan && catalogue.roomTypes.find((t) => t.id === roomPlan.room_type_id);
    if (!roomPlan || !plan || !roomType) throw new DomainError(1000, `room_plan_code ${r.room_plan_code} does not exist`, `rooms.${i}.room_plan_code`);
    if (!planSuits(plan, { mode: undefined, hotel_plan_codes: [] }, { isDayUse, nights }, checkin, rules)) {
      throw new DomainError(2304, `plan ${plan.code} is not sold for this stay`, `rooms.${i}.room_plan_code`);
    }
    // A members' plan is sold to a signed-in member only (document 1 §1 roles: members-only plans).
    if (plan.visibility === 'member' && !ctx.signedIn) {
      throw new DomainError(2304, `plan ${plan.code} is for members: sign in to book it`, `rooms.${i}.room_plan_code`);
    }
    if (!fitsRoom(party, roomType)) {
      throw new DomainError(1000, `${BOOKING_ERRORS.partyDoesNotFit}: max_adults=${roomType.max_adults} max_children=${roomType.max_children} max_occupancy=${roomType.max_occupancy} (room type ${roomType.code})`, `rooms.${i}`);
    }
    const nightsRates = ratesFor(data, roomPlan.id, dates);
    if (!nightsRates) throw new DomainError(2304, `plan ${plan.code} has no rate for every night`, `rooms.${i}.room_plan_code`);
    const price = priceRoom({ nights: nightsRates, party, ...pricingOf(plan, ctx) });
    return { roomType, roomPlan, plan, price };
  });
  checkPaymentAcrossRooms(rooms, request.payment_type);
  const roomsByType = new Map<number, number>();
  const roomsByPlan = new Map<number, { plan: PlanRow; count: number }>();
  for (const r of rooms) {
    roomsByType.set(r.roomType.id, (roomsByType.get(r.roomType.id) ?? 0) + 1);
    roomsByPlan.set(r.plan.id, { plan: r.plan, count: (roomsByPlan.get(r.plan.id)?.count ?? 0) + 1 });
  }
  // Rooms of a type are shared by all its plans; a plan's sale limit counts its own rooms only,
  // so rooms of one type booked with two plans are not held to the stricter plan's limit.
  for (const [typeId, count] of roomsByType) {
    if (remainingFor(data, typeId, dates) < count) throw new DomainError(1000, `${BOOKING_ERRORS.soldOut}: This room is no longer available for these dates.`, 'rooms');
  }
  for (const { plan, count } of roomsByPlan.values()) {
    if (plan.sale_limit !== null && count > plan.sale_limit) throw new DomainError(1000, `${BOOKING_ERRORS.soldOut}: This room is no longer available for these dates.`, 'rooms');
  }
  const price = priceObject(
    rooms.map((r) => r.price),
    { currency: rules.currency, taxIncluded: rules.taxIncluded, display: display ? { currency: display, rates: ctx.currencyRates } : null, extras },
  );
  return { nights, rooms, price, roomsByType };
}
