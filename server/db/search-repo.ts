// What a search reads: the hotel's catalogue (room types, plans, room plans), rates and rooms left
// for a date window, exchange rates, coupons, policies and extras.
import type { Queryable } from './db';
import { cachePerDb } from '../cache';
import type { Catalogue, PlanRow, RoomPlanRow, RoomTypeRow, StockAndRates } from '../domain/search';
import type { NightRate, CouponRule } from '../domain/pricing';
import type { RateTable } from '../domain/currency';
import type { AdditionalQuestion, CancellationPolicy, Extra } from '../../contract';

// Room types and plans change when the hotel edits them, rarely: kept thirty seconds.
const catalogueCache = cachePerDb<number, Catalogue>(30_000, 500);

export async function loadCatalogue(db: Queryable, hotelId: number): Promise<Catalogue> {
  return (await catalogueCache(db).getOrLoad(hotelId, () => readCatalogue(db, hotelId)))!;
}

async function readCatalogue(db: Queryable, hotelId: number): Promise<Catalogue> {
  const [roomTypes, plans, roomPlans] = await Promise.all([
    db.query<RoomTypeRow>(
      `select id, code, name, description, size_sqm::float8 as size_sqm, size_tatami::float8 as size_tatami, max_adults, max_children,
              max_occupancy, bed_type, bed_count, smoking, wifi, amenities, accessibility, filters, photos, position
         from room_types where hotel_id = $1 order by position, id`,
      [hotelId],
    ),
    db.query<PlanRow>(
      `select id, code, name, description, meal_type, visibility, payment_methods, cancellation_policy_id, inclusive_extra_ids,
              member_discount_percent, min_nights, max_nights, booking_start_days, day_use, checkin_time, checkout_time, sale_limit, position
         from plans where hotel_id = $1 order by position, id`,
      [hotelId],
    ),
    db.query<RoomPlanRow>('select id, code, room_type_id, plan_id from room_plans where hotel_id = $1 order by id', [hotelId]),
  ]);
  return { roomTypes, plans, roomPlans };
}

/** Rates and rooms left for nights from `from` (included) to `to` (excluded). */
export async function loadStockAndRates(db: Queryable, hotelId: number, from: string, to: string): Promise<StockAndRates> {
  const [rateRows, stockRows] = await Promise.all([
    db.query<{ room_plan_id: number; d: string; base_price: number; extra_adult_price: number }>(
      `select r.room_plan_id, r.stay_date::text as d, r.base_price, r.extra_adult_price
         from rates r join room_plans rp on rp.id = r.room_plan_id
        where rp.hotel_id = $1 and r.stay_date >= $2::date and r.stay_date < $3::date`,
      [hotelId, from, to],
    ),
    db.query<{ room_type_id: number; d: string; remaining: number }>(
      `select i.room_type_id, i.stay_date::text as d, i.total - i.sold as remaining
         from inventory i join room_types t on t.id = i.room_type_id
        where t.hotel_id = $1 and i.stay_date >= $2::date and i.stay_date < $3::date`,
      [hotelId, from, to],
    ),
  ]);
  const rates = new Map<number, Map<string, NightRate>>();
  for (const r of rateRows) {
    let m = rates.get(r.room_plan_id);
    if (!m) rates.set(r.room_plan_id, (m = new Map()));
    m.set(r.d, { date: r.d, base_price: r.base_price, extra_adult_price: r.extra_adult_price });
  }
  const remaining = new Map<number, Map<string, number>>();
  for (const s of stockRows) {
    let m = remaining.get(s.room_type_id);
    if (!m) remaining.set(s.room_type_id, (m = new Map()));
    m.set(s.d, s.remaining);
  }
  return { rates, remaining };
}

let rateCache: { at: number; table: RateTable } | null = null;
const RATE_CACHE_MS = 60_000;

/** Exchange rates change daily at most: read them once a minute. */
export async function loadCurrencyRates(db: Queryable): Promise<RateTable> {
  if (rateCache && Date.now() - rateCache.at < RATE_CACHE_MS) return rateCache.table;
  const rows = await db.query<{ currency: string; per_jpy: string | number }>('select currency, per_jpy from currency_rates');
  const table = Object.fromEntries(rows.map((r) => [r.currency, Number(r.per_jpy)])) as RateTable;
  rateCache = { at: Date.now(), table };
  return table;
}

export async function findCoupon(db: Queryable, hotelId: number, code: string, today: string): Promise<(CouponRule & { exhausted: boolean }) | 'expired' | undefined> {
  const [row] = await db.query<{ discount_type: string; discount_value: number; max_discounted_nights: number | null; valid_until: string | null; usage_limit: number | null; used_count: number }>(
    `select discount_type, discount_value, max_discounted_nights, valid_until::text as valid_until, usage_limit, used_count
       from coupons where hotel_id = $1 and upper(code) = upper($2)`,
    [hotelId, code],
  );
  if (!row) return undefined;
  if (row.valid_until && row.valid_until < today) return 'expired';
  return {
    discount_type: row.discount_type === 'fixed' ? 'fixed' : 'percentage',
    discount_value: row.discount_value,
    max_discounted_nights: row.max_discounted_nights,
    exhausted: row.usage_limit !== null && row.used_count >= row.usage_limit,
  };
}

export async function loadPolicies(db: Queryable, hotelId: number, roomPlanCodes: readonly string[], policyId?: number): Promise<CancellationPolicy[]> {
  const rows = await db.query<{ id: number; code: string; name: CancellationPolicy['name']; cancel_before_at: string | null; parts: CancellationPolicy['cancellation_policy_parts']; no_show_percentage_of_cost: number; room_plan_codes: string[] | null }>(
    `select c.id, c.code, c.name, c.cancel_before_at, c.parts, c.no_show_percentage_of_cost,
            (select array_agg(rp.code order by rp.code) from room_plans rp join plans p on p.id = rp.plan_id where p.cancellation_policy_id = c.id) as room_plan_codes
       from cancellation_policies c
      where c.hotel_id = $1 and ($2::int is null or c.id = $2::int)
      order by c.id`,
    [hotelId, policyId ?? null],
  );
  return rows
    .map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      cancel_before_at: r.cancel_before_at,
      cancellation_policy_parts: r.parts,
      no_show_percentage_of_cost: r.no_show_percentage_of_cost,
      room_plan_codes: r.room_plan_codes ?? [],
    }))
    .filter((p) => roomPlanCodes.length === 0 || p.room_plan_codes.some((c) => roomPlanCodes.includes(c)));
}

export async function loadExtras(db: Queryable, hotelId: number): Promise<Omit<Extra, 'price_with_tax' | 'consumption_tax_percent'>[]> {
  const rows = await db.query<{
    id: number; code: string; extra_type: 'generic' | 'dated'; name: Extra['name']; description: Extra['description']; price: number;
    min_quantity: number; max_quantity: number; stock: number | null; booking_available_dates: string[]; prices: Extra['prices'];
    requires_delivery_time: boolean; question: Extra['question'];
  }>(
    `select id, code, extra_type, name, description, price, min_quantity, max_quantity, stock, booking_available_dates, prices,
            requires_delivery_time, question
       from extras where hotel_id = $1 order by id`,
    [hotelId],
  );
  return rows.map(({ id, ...rest }) => ({ extra_id: id, ...rest }));
}

export interface HotelInfoRow {
  id: number;
  code: string;
  name: string;
  locale: string;
  time_zone: string;
  currency: string;
  settings: { hotel: { translations: Record<string, { name?: string; description?: string }>; address: { post_code: string; full_address: string; country: string } } };
  room_type_count: number;
  photo: string | null;
}

export async function loadHotelInfos(db: Queryable, where: { brandId?: number; hotelId?: number; codes?: readonly string[] }): Promise<HotelInfoRow[]> {
  return db.query<HotelInfoRow>(
    `select h.id, h.code, h.name, h.locale, h.time_zone, h.currency, h.settings,
            (select count(*)::int from room_types t where t.hotel_id = h.id) as room_type_count,
            h.photo
       from hotels h
      where ($1::int is null or h.brand_id = $1::int) and ($2::int is null or h.id = $2::int)
        and (cardinality($3::text[]) = 0 or h.code = any($3::text[]))
      order by h.id`,
    [where.brandId ?? null, where.hotelId ?? null, where.codes ?? []],
  );
}

export async function loadQuestions(db: Queryable, hotelId: number): Promise<AdditionalQuestion[]> {
  return db.query<AdditionalQuestion>(
    `select id, code, question_type, answer_type, text, options, required, labels, hotel_plan_codes,
            display_start_date::text as display_start_date, display_end_date::text as display_end_date
       from additional_questions where hotel_id = $1 order by position, id`,
    [hotelId],
  );
}

export interface Promotion {
  percent: number;
  planCodes: string[];
}

/** A promotion code for a check-in date: the promotion, 'not_applicable' outside its dates, or undefined. */
export async function findPromotion(db: Queryable, hotelId: number, code: string, checkin: string): Promise<Promotion | 'not_applicable' | undefined> {
  const [row] = await db.query<{ discount_percent: number; hotel_plan_codes: string[]; valid_from: string; valid_until: string }>(
    `select discount_percent, hotel_plan_codes, valid_from::text as valid_from, valid_until::text as valid_until
       from promotions where hotel_id = $1 and upper(code) = upper($2)`,
    [hotelId, code],
  );
  if (!row) return undefined;
  if (checkin < row.valid_from || checkin > row.valid_until) return 'not_applicable';
  return { percent: row.discount_percent, planCodes: row.hotel_plan_codes };
}
