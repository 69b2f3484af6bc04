// Rooms, hotels and policies (document 2 §7.3): routes validate with the contract, load what the
// rules need, and hand it to server/domain.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE, HEADERS, RoomSearchQuerySchema, type CurrencyCode, type HotelInfo, type RoomSearchAnswer, type RoomSearchQuery } from '../../contract';
import type { AnswerOf } from '../../contract/endpoint';
import { getCancellationPolicy, getHotel, getRoomAvailability, listCancellationPolicies, listExtras, searchRooms as searchRoomsCall } from '../../contract/endpoints/search';
import { getRoomPrice, getRoomRecommendation } from '../../contract/endpoints/offers';
import { getBrandInventory, getRoomInventory, listBrandHotels, searchOtaHotels } from '../../contract/endpoints/hotels';
import { ApiError, fail, parseInput } from '../errors';
import { DomainError } from '../domain/errors';
import { findBrandId, findHotel, type Hotel } from '../db/hotels-repo';
import { findCoupon, loadCatalogue, loadCurrencyRates, loadExtras, loadHotelInfos, loadPolicies, loadStockAndRates, type HotelInfoRow } from '../db/search-repo';
import { addDays, daysBetween, nightsOf } from '../../contract/dates';
import { displayCurrencyOf, planWindow, priceCalendar, searchRooms, withHeldRooms, type Catalogue, type HeldRooms, type HotelRules, type SearchContext } from '../domain/search';
import { convertMinor } from '../domain/currency';
import { pickRecommendations } from '../domain/recommendation';
import type { TaxRules } from '../domain/pricing';
import { requireClientSession, requireHotel } from '../http/guards';
import { route } from '../http/route';
import { loadReservation, mayRead } from '../services/reservations';
import { hotelRules, memberPricing, promotionFor } from '../services/pricing';
import { randomUUID } from 'node:crypto';
import { RESERVATION_NUMBER_RE } from '../../contract/reservation-number';
import { localised } from '../../contract/rules/localised';
import { hotelNameIn } from '../../contract/rules/hotel-text';
import { extraLine } from '../../contract/rules/extras';

const MAX_CALENDAR_DAYS = 62;
const RESERVATION_REF = RESERVATION_NUMBER_RE;

function localeOf(req: FastifyRequest, query?: { locale?: string | undefined }): string {
  const header = req.headers[HEADERS.locale];
  return query?.locale ?? (typeof header === 'string' ? header : 'en');
}

async function contextFor(req: FastifyRequest, hotel: Hotel, rules: HotelRules, couponCode: string | undefined, locale: string): Promise<SearchContext> {
  let coupon: SearchContext['coupon'] = null;
  if (couponCode) {
    const found = await findCoupon(req.server.db, hotel.id, couponCode, rules.today);
    if (found === undefined) throw new ApiError(400, CATALOGUE.COUPON_INVALID.code, 'Bad Request', 'This coupon code is not valid.', 'coupon_code');
    if (found === 'expired') throw new ApiError(400, CATALOGUE.COUPON_INVALID.code, 'Bad Request', 'This coupon has expired.', 'coupon_code');
    if (found.exhausted) throw new ApiError(400, CATALOGUE.COUPON_LIMIT_REACHED.code, 'Bad Request', 'This coupon has reached its usage limit.', 'coupon_code');
    coupon = found;
  }
  const [member, currencyRates] = await Promise.all([memberPricing(req, hotel), loadCurrencyRates(req.server.db)]);
  return { rules, ...member, coupon, locale, currencyRates };
}

/**
 * The rooms of the reservation a search in update mode names (reservation_no), when the one asking
 * may read it: its bypass token (with its e-mail when given) or the member who booked, as for the
 * manage calls. Without that access the name is ignored, so the answer is the same as without it
 * and says nothing about the reservation.
 */
async function heldByReservation(req: FastifyRequest, hotel: Hotel, query: RoomSearchQuery, catalogue: Catalogue): Promise<HeldRooms[]> {
  const ref = query.reservation_no;
  if (!ref || !RESERVATION_REF.test(ref)) return [];
  const found = await loadReservation(req.server.db, hotel.id, ref.toUpperCase());
  if (!found || found.status === 'cancelled') return [];
  if (!(await mayRead(req, hotel, found, { email: query.email, bypass_token: query.bypass_token }))) return [];
  const dates = found.is_day_use ? [found.checkin_date] : nightsOf(found.checkin_date, found.checkout_date);
  const counts = new Map<number, number>();
  for (const room of found.rooms) {
    if (room.status !== 'active') continue;
    const type = catalogue.roomTypes.find((t) => t.code === room.room_type_code);
    if (type) counts.set(type.id, (counts.get(type.id) ?? 0) + 1);
  }
  return [...counts].map(([roomTypeId, count]) => ({ roomTypeId, dates, count }));
}

async function runSearch(req: FastifyRequest, hotel: Hotel, query: RoomSearchQuery): Promise<RoomSearchAnswer['data']> {
  const rules = hotelRules(hotel);
  const window = planWindow(query, rules);
  const [ctx, catalogue, stock] = await Promise.all([
    contextFor(req, hotel, rules, query.coupon_code, localeOf(req, query)),
    loadCatalogue(req.server.db, hotel.id),
    loadStockAndRates(req.server.db, hotel.id, window.from, window.to),
  ]);
  const data = withHeldRooms(stock, await heldByReservation(req, hotel, query, catalogue));
  const promotion = await promotionFor(req, hotel, query.promo_code, window.checkin ?? rules.today);
  const outcome = searchRooms(catalogue, data, query, window, { ...ctx, promotion });
  return {
    search_id: randomUUID(),
    currency: rules.currency,
    mcp_currency: outcome.displayCurrency,
    mcp_locale_enabled: rules.mcpEnabled,
    checkin_date: outcome.checkin,
    checkout_date: outcome.checkout,
    nights: outcome.nights,
    rooms: outcome.rooms,
    plans: outcome.plans,
    next_available_date: outcome.nextAvailableDate,
  };
}

function toHotelInfo(row: HotelInfoRow): HotelInfo {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    translations: row.settings.hotel.translations,
    locale: row.locale,
    time_zone: row.time_zone,
    currency: row.currency as CurrencyCode,
    address: row.settings.hotel.address,
    photo: row.photo,
    room_type_count: row.room_type_count,
  };
}

function checkRange(start: string, end: string): string[] {
  if (end < start) throw fail.badRequest('end_date must not be before start_date', 'end_date');
  if (daysBetween(start, end) > MAX_CALENDAR_DAYS) throw fail.badRequest(`at most ${MAX_CALENDAR_DAYS} days at once`, 'end_date');
  return nightsOf(start, addDays(end, 1));
}

/** Lowest nightly price per date for a party of `adults`, among plans sold by the night. */
async function lowestNightly(req: FastifyRequest, hotel: Hotel, start: string, end: string, adults: number) {
  const [catalogue, data] = await Promise.all([loadCatalogue(req.server.db, hotel.id), loadStockAndRates(req.server.db, hotel.id, start, addDays(end, 1))]);
  const nightlyPlans = new Set(catalogue.plans.filter((p) => !p.day_use && p.visibility !== 'secret').map((p) => p.id));
  return { catalogue, data, price: (roomTypeId: number, date: string): number | null => {
    let best: number | null = null;
    const room = catalogue.roomTypes.find((t) => t.id === roomTypeId);
    if (!room || adults > room.max_adults) return null;
    for (const rp of catalogue.roomPlans) {
      if (rp.room_type_id !== roomTypeId || !nightlyPlans.has(rp.plan_id)) continue;
      const r = data.rates.get(rp.id)?.get(date);
      if (!r) continue;
      const p = r.base_price + r.extra_adult_price * (adults - 1);
      if (best === null || p < best) best = p;
    }
    return best;
  } };
}


/** The brand the path names, by id or code. */
async function requireBrand(req: FastifyRequest, ref: string): Promise<number> {
  const id = await findBrandId(req.server.db, ref);
  if (id === undefined) throw fail.notFound(`No hotel brand ${ref}`);
  return id;
}

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  route(app, searchRoomsCall, async ({ query }, req) => {
    const hotel = await requireHotel(req);
    return { data: await runSearch(req, hotel, query) };
  });

  route(app, getRoomRecommendation, async ({ query }, req) => {
    const hotel = await requireHotel(req);
    const result = await runSearch(req, hotel, { ...query, order: 'price_low_to_high', type: 'rooms' });
    return { data: { offers: pickRecommendations(result.rooms) } };
  });

  route(app, getRoomPrice, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    const query = parseInput(RoomSearchQuerySchema, { rooms: JSON.stringify(q.rooms) }, 'query');
    const result = await runSearch(req, hotel, {
      ...query,
      room_plan_codes: [q.room_plan_code],
      is_day_use: q.is_day_use,
      coupon_code: q.coupon_code,
      currency: q.currency,
      mcp_currency: q.mcp_currency,
      is_including_occupied: true,
    });
    const plan = result.rooms.flatMap((r) => r.room_plan).find((p) => p.room_plan_code === q.room_plan_code);
    if (!plan) throw fail.notFound(`room_plan_code ${q.room_plan_code} is not sold for this stay`);
    return { data: { room_plan_code: plan.room_plan_code, available: plan.plan_stock_count >= q.rooms.length, plan_stock_count: plan.plan_stock_count, price: plan.price } };
  });

  route(app, getRoomAvailability, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    const maxNights = q.max_nights ?? 14;
    const rooms = q.rooms.map((r) => ({ ...r, checkin_date: q.checkin, checkout_date: addDays(q.checkin, 1) }));
    const query = parseInput(RoomSearchQuerySchema, { rooms: JSON.stringify(rooms), ...(q.currency ? { currency: q.currency } : {}) }, 'query');
    const rules = hotelRules(hotel);
    planWindow(query, rules);
    const [ctx, catalogue, data] = await Promise.all([
      contextFor(req, hotel, rules, undefined, localeOf(req)),
      loadCatalogue(app.db, hotel.id),
      loadStockAndRates(app.db, hotel.id, q.checkin, addDays(q.checkin, maxNights)),
    ]);
    const checkouts = priceCalendar(q.checkin, maxNights, catalogue, data, query, ctx);
    // In multi-currency mode the calendar speaks the currency the results are shown in.
    const display = displayCurrencyOf(query, rules);
    const shown = display
      ? checkouts.map((c) => ({ ...c, lowest_total_price: c.lowest_total_price === null ? null : convertMinor(c.lowest_total_price, rules.currency, display, ctx.currencyRates) }))
      : checkouts;
    return { data: { checkin: q.checkin, currency: display ?? rules.currency, checkouts: shown } };
  });

  route(app, getRoomInventory, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    const dates = checkRange(q.start_date, q.end_date);
    const { catalogue, data, price } = await lowestNightly(req, hotel, q.start_date, q.end_date, 1);
    const locale = localeOf(req);
    return {
      data: {
        currency: hotel.settings.currency,
        room_types: catalogue.roomTypes
          .filter((t) => q.room_type_codes.length === 0 || q.room_type_codes.includes(t.code))
          .map((t) => ({
            room_type_code: t.code,
            room_type_name: localised(t.name, locale, t.code),
            days: dates.map((d) => ({ date: d, remaining: data.remaining.get(t.id)?.get(d) ?? 0, lowest_price: price(t.id, d) })),
          })),
      },
    };
  });

  route(app, listCancellationPolicies, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    return { data: await loadPolicies(app.db, hotel.id, q.room_plan_codes) };
  });

  route(app, getCancellationPolicy, async ({ params }, req) => {
    const hotel = await requireHotel(req);
    const [found] = await loadPolicies(app.db, hotel.id, [], Number(params.policy));
    if (!found) throw fail.notFound(`No cancellation policy ${params.policy}`);
    return { data: found };
  });

  route(app, listExtras, async ({ query: q }, req) => {
    const hotel = await requireHotel(req);
    const taxes = hotel.tax_rules as TaxRules;
    const nights = q.checkin && q.checkout && q.checkout > q.checkin ? nightsOf(q.checkin, q.checkout) : null;
    const extras = (await loadExtras(app.db, hotel.id))
      // Generic extras always; dated ones only when the stay meets their dates (document 1 §5).
      .filter((e) => e.extra_type === 'generic' || !nights || e.booking_available_dates.some((d) => nights.includes(d)))
      .map((e) => ({ ...e, price_with_tax: extraLine(e.price, 1, taxes.consumption_tax_percent).withTax, consumption_tax_percent: taxes.consumption_tax_percent }));
    return { data: extras };
  });

  route(app, getHotel, async (_input, req) => {
    const hotel = await requireHotel(req);
    const [row] = await loadHotelInfos(app.db, { hotelId: hotel.id });
    return { data: toHotelInfo(row!) };
  });

  route(app, listBrandHotels, async ({ params }, req) => {
    const brandId = await requireBrand(req, params.id);
    return { data: (await loadHotelInfos(app.db, { brandId })).map(toHotelInfo) };
  });

  route(app, getBrandInventory, async ({ params, query: q }, req) => {
    const brandId = await requireBrand(req, params.id);
    const dates = checkRange(q.start_date, q.end_date);
    const infos = await loadHotelInfos(app.db, { brandId });
    const locale = localeOf(req);
    const out: AnswerOf<typeof getBrandInventory>['data'] = [];
    for (const info of infos) {
      const hotel = await findHotel(app.db, String(info.id));
      if (!hotel || hotel.maintenance) continue;
      const { catalogue, data, price } = await lowestNightly(req, hotel, q.start_date, q.end_date, q.adults);
      out.push({
        hotel_code: hotel.code,
        hotel_name: hotelNameIn({ ...info.settings.hotel, name: info.name }, locale),
        currency: hotel.settings.currency,
        days: dates.map((d) => {
          const fitting = catalogue.roomTypes.filter((t) => t.max_adults >= q.adults);
          const remaining = fitting.reduce((n, t) => n + Math.max(0, data.remaining.get(t.id)?.get(d) ?? 0), 0);
          const prices = fitting.filter((t) => (data.remaining.get(t.id)?.get(d) ?? 0) > 0).map((t) => price(t.id, d)).filter((p): p is number => p !== null);
          return { date: d, remaining, lowest_price: prices.length ? Math.min(...prices) : null };
        }),
      });
    }
    return { data: out };
  });

  route(app, searchOtaHotels, async ({ query: q }, req) => {
    const infos = await loadHotelInfos(app.db, { codes: q.hotel_codes });
    const total = infos.length;
    const page = infos.slice((q.page - 1) * q.per_page, q.page * q.per_page);
    const data: AnswerOf<typeof searchOtaHotels>['data'] = [];
    for (const info of page) {
      const hotel = await findHotel(app.db, String(info.id));
      if (!hotel) continue;
      const tiers = new Set(hotel.settings.kids_tiers.map((t) => t.code));
      // Each hotel names its own kids codes: keep only those it knows.
      const rooms = q.rooms.map((r) => ({ ...r, kids_age_range: r.kids_age_range.filter((k) => tiers.has(k.code)) })).map((r) => ({ ...r, children: r.kids_age_range.reduce((n, k) => n + k.count, 0) }));
      let lowest: number | null = null;
      if (q.is_including_lowest_price && !hotel.maintenance) {
        try {
          const result = await runSearch(req, hotel, parseInput(RoomSearchQuerySchema, { rooms: JSON.stringify(rooms) }, 'query'));
          lowest = result.rooms.reduce<number | null>((m, r) => (r.room_plan[0] && (m === null || r.room_plan[0].price.total_price < m) ? r.room_plan[0].price.total_price : m), null);
        } catch (err) {
          // A party this hotel cannot take is no reason to fail the whole list.
          if (!(err instanceof ApiError || err instanceof DomainError)) throw err;
        }
      }
      data.push({ hotel: toHotelInfo(info), lowest_price: lowest, search_params: { rooms } });
    }
    return { data, meta: { page: q.page, per_page: q.per_page, total_pages: Math.max(1, Math.ceil(total / q.per_page)), total_entries: total } };
  });
}
