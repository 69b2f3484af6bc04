// The rooms recommender's picks (document 1 §5 "Recommender"): from a search's results, sorted by
// price from the lowest, up to four offers, each for a reason the guest is shown: the lowest price,
// the best value (the cheapest plan with a meal), the most space, and a room with accessibility
// features. A plan is offered once; a reason nothing fits is left out.
import type { RoomResult } from '../../contract';
import type { AnswerOf } from '../../contract/endpoint';
import type { getRoomRecommendation } from '../../contract/endpoints/offers';

type Offer = AnswerOf<typeof getRoomRecommendation>['data']['offers'][number];
type Plan = RoomResult['room_plan'][number];

const withMeal = (p: Plan) => p.plan.meal_type !== 'none';
const mealPrice = (r: RoomResult) => r.room_plan.find(withMeal)?.price.total_price ?? 0;

/** `rooms` sorted by price, lowest first (as a search ordered price_low_to_high answers). */
export function pickRecommendations(rooms: readonly RoomResult[]): Offer[] {
  const offers: Offer[] = [];
  const used = new Set<string>();
  const add = (reason: Offer['reason'], room: RoomResult | undefined, pick?: (p: Plan) => boolean) => {
    const plan = room?.room_plan.find((p) => !used.has(p.room_plan_code) && (!pick || pick(p)));
    if (!room || !plan) return;
    used.add(plan.room_plan_code);
    offers.push({
      room_type_code: room.room_type_code,
      room_type_name: room.room_type_name,
      room_plan_code: plan.room_plan_code,
      room_plan_name: plan.room_plan_name,
      total_price: plan.price.total_price,
      currency: plan.price.currency,
      mcp_total_price: plan.price.mcp?.total_price ?? null,
      mcp_currency: plan.price.mcp_currency,
      reason,
      photo: room.room_type.photos[0] ?? null,
    });
  };
  add('lowest_price', rooms[0]);
  add('best_value', rooms.filter((r) => r.room_plan.some(withMeal)).sort((a, b) => mealPrice(a) - mealPrice(b))[0], withMeal);
  add('most_space', [...rooms].sort((a, b) => b.room_type.size_sqm - a.room_type.size_sqm)[0]);
  add('accessible', rooms.find((r) => r.room_type.accessibility.length > 0));
  return offers;
}
