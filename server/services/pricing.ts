// The pricing context a search and a booking share: the hotel's rules (today in its time zone,
// limits, taxes, currency), whether a member is signed in and their rank's discount, and a
// promotion code's promotion. Routes call these; none is a route.
import type { FastifyRequest } from 'fastify';
import { CATALOGUE } from '../../contract';
import { todayIn } from '../../contract/dates';
import { ApiError } from '../errors';
import type { Hotel } from '../db/hotels-repo';
import { findMemberSession, memberRankDiscount } from '../db/identity-repo';
import { findPromotion } from '../db/search-repo';
import type { HotelRules, SearchContext } from '../domain/search';
import type { TaxRules } from '../domain/pricing';
import { memberTokenOf } from '../http/guards';

/** The hotel's rules for searching and booking, as its settings have them today. */
export function hotelRules(hotel: Hotel, now: Date = new Date()): HotelRules {
  const s = hotel.settings;
  return {
    today: todayIn(hotel.time_zone, now),
    reservableMonths: s.reservable_months,
    yesterdayBookable: s.default_search_setting.yesterday_bookable,
    maxGuestsPerRoom: s.max_guests_per_room,
    maxChildrenPerAdult: s.kids_setting.max_children_per_adult,
    kidsType: s.kids_setting.kids_type,
    tiers: s.kids_tiers,
    taxes: hotel.tax_rules as TaxRules,
    taxIncluded: s.show_prices_tax_included,
    currency: s.currency,
    mcpEnabled: (hotel.initExtras as { mcp_enabled?: boolean }).mcp_enabled === true,
  };
}

/** Whether a member of this brand is signed in, and their rank's discount on members' rates. */
export async function memberPricing(req: FastifyRequest, hotel: Hotel): Promise<{ signedIn: boolean; rankDiscountPercent: number }> {
  const token = memberTokenOf(req);
  const session = token ? await findMemberSession(req.server.db, token) : undefined;
  if (!session || session.brand_id !== hotel.brand_id) return { signedIn: false, rankDiscountPercent: 0 };
  return { signedIn: true, rankDiscountPercent: await memberRankDiscount(req.server.db, session.member_id) };
}

/** A promotion code applies to check-ins in its dates (2001 otherwise, and for an unknown code). */
export async function promotionFor(req: FastifyRequest, hotel: Hotel, code: string | undefined, checkin: string): Promise<SearchContext['promotion']> {
  if (!code) return null;
  const found = await findPromotion(req.server.db, hotel.id, code, checkin);
  if (!found || found === 'not_applicable') {
    throw new ApiError(400, CATALOGUE.PROMOTION_NOT_APPLICABLE.code, 'Bad Request', 'This promotion code cannot be applied to this stay.', 'promo_code');
  }
  return found;
}
