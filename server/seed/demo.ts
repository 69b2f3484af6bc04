// The idempotent demo seed: the "Yadori Demo Hotels" brand with four hotels, their rooms, plans,
// a year of rates and inventory, extras, questions, membership, an organization, two accounts,
// a client application and the currency rates. Content lives in ./demo-content.ts.
//
// Running it again restores the demo configuration (settings, maintenance off, prices of extras…)
// with `on conflict … do update`, keeps what guests did (rates, inventory, members and coupon use
// are only ever added with `do nothing`), and extends the rate and inventory window to a year
// from the new "today".
import type { Db, Queryable } from '../db/db';
import { hashPassword, sha256 } from '../auth/crypto';
import { IsoDateSchema } from '../../contract/common';
import { addDays, isoWeekday, todayIn } from '../../contract/dates';
import {
  BookingWidgetSettingsSchema,
  InitSettingsSchema,
  LoginWidgetSchema,
  type BookingWidgetSettings,
  type InitSettings,
  type LoginWidget,
} from '../../contract/settings';
import {
  BRAND_SETTINGS,
  CURRENCY_PER_JPY,
  DEMO,
  HOTELS,
  LOGIN_TITLE,
  MEMBER_PROFILE,
  ORGANIZATION,
  ORG_USER_PROFILE,
  POLICIES,
  PROGRAM,
  RANKS,
  ROOM_SEARCH_FILTERS,
  type ExtraSeed,
  type HotelSeed,
  type QuestionSeed,
} from './demo-content';

export { DEMO } from './demo-content';
export type { DemoHotelCode } from './demo-content';

/** Days of rates and inventory written from "today". */
export const DEMO_WINDOW_DAYS = 365;

export interface SeedSummary {
  today: string;
  /** Last stay date of the rate and inventory window. */
  windowEnd: string;
  brandId: number;
  hotelIds: Record<string, number>;
  /** Rows of the demo brand after seeding. */
  counts: {
    hotels: number;
    roomTypes: number;
    plans: number;
    roomPlans: number;
    cancellationPolicies: number;
    rates: number;
    inventory: number;
    extras: number;
    additionalQuestions: number;
    coupons: number;
    lotteryEvents: number;
    membershipRanks: number;
    members: number;
    currencyRates: number;
  };
  /** Rows this run added (0 for rates, inventory and members on a same-day re-run). */
  inserted: { rates: number; inventory: number; members: number };
  timings: { hashMs: number; dbMs: number; totalMs: number };
}

type InitExtras = Omit<InitSettings, 'booking_widget_setting_attributes' | 'hotel_brand'>;

// ---------------------------------------------------------------------------------------------
// Batch upserts: one statement per table and hotel, rows passed as one jsonb array.

type SqlType = 'text' | 'integer' | 'boolean' | 'jsonb' | 'numeric' | 'date';

interface UpsertSpec {
  table: string;
  /** Columns taken from each row, with their SQL types. */
  columns: Record<string, SqlType>;
  /** Columns computed in SQL; may use x.<field> and parameters $2…. */
  computed?: Record<string, string>;
  /** Row fields read only by computed expressions. */
  helpers?: Record<string, SqlType>;
  /** The conflict target, e.g. ['hotel_id', 'code']. */
  conflict: string[];
  /** 'update' rewrites every non-key column given here; 'nothing' keeps existing rows. */
  onConflict: 'update' | 'nothing';
  returning?: string;
}

async function upsertRows<R = { id: number; code: string }>(
  tx: Queryable,
  spec: UpsertSpec,
  rows: readonly object[],
  params: unknown[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const computed = spec.computed ?? {};
  const insertCols = [...Object.keys(spec.columns), ...Object.keys(computed)];
  const selectExprs = [...Object.keys(spec.columns).map((c) => `x.${c}`), ...Object.values(computed)];
  const recordCols = Object.entries({ ...spec.columns, ...(spec.helpers ?? {}) })
    .map(([c, type]) => `${c} ${type}`)
    .join(', ');
  const updates = insertCols.filter((c) => !spec.conflict.includes(c)).map((c) => `${c} = excluded.${c}`);
  const action = spec.onConflict === 'update' && updates.length > 0 ? `do update set ${updates.join(', ')}` : 'do nothing';
  const sql =
    `insert into ${spec.table} (${insertCols.join(', ')}) ` +
    `select ${selectExprs.join(', ')} from jsonb_to_recordset($1::jsonb) as x(${recordCols}) ` +
    `on conflict (${spec.conflict.join(', ')}) ${action}` +
    (spec.returning ? ` returning ${spec.returning}` : '');
  return tx.query<R>(sql, [JSON.stringify(rows), ...params]);
}

const byCode = (rows: { id: number; code: string }[]) => new Map(rows.map((r) => [r.code, r.id]));

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo seed: ${what} is missing`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Hotel settings, validated against the contract so a bad seed fails loudly.

function widgetSettings(h: HotelSeed, hotelId: number, brandId: number): BookingWidgetSettings {
  const name = need(h.translations[h.locale]?.name, `${h.code} name in ${h.locale}`);
  return BookingWidgetSettingsSchema.parse({
    hotel_id: hotelId,
    hotel_code: h.code,
    hotel_brand_id: brandId,
    hotel_brand_name: DEMO.brandName,
    hotel: { name, time_zone: h.time_zone, locale: h.locale, translations: h.translations, address: h.address, phone: h.contact.phone, email: h.contact.email, invoice_registration_number: h.invoice_registration_number },
    logo_url: null,
    button_color: h.colours.button,
    button_text_color: h.colours.button_text,
    header_color: h.colours.header,
    header_text_color: h.colours.header_text,
    currency: h.currency,
    kids_setting: h.kids_setting,
    kids_tiers: h.kids_tiers,
    max_guests_per_room: h.max_guests_per_room,
    multi_rooms_search_enabled: h.multi_rooms.enabled,
    multi_rooms_search_limit: h.multi_rooms.limit,
    coupon_active: true,
    voucher_coupon_active: false,
    day_use_search_active: h.day_use_search_active,
    search_type: h.search_type,
    plan_search_enabled: true,
    is_brand_facility: true,
    booking_widget_type: 'standalone',
    standalone_settings: { url: null },
    confirmation_link: null,
    kanji_name_required: h.guest_form.kanji_name_required,
    english_name_required: false,
    customer_address_required: h.guest_form.customer_address_required,
    show_prices_tax_included: true,
    reservable_months: 12,
    default_search_setting: { yesterday_bookable: false, available_rooms_only: true, checkin_offset_days: 0, sort_order: 'price_low_to_high' },
    room_search_filters: h.filter_codes.map((code) => ({ code, name: need(ROOM_SEARCH_FILTERS[code], `filter ${code}`) })),
    turnstile_verification_enabled: false,
    facility_sign_in_enabled: false,
    membership: { encrypted_qr_code_enabled: false },
    data_layers: [],
    analytics_setting: { gtm_container_id: null, ga4_measurement_id: null },
    point_program_disabled: false,
    website_header_html: null,
    website_footer_html: h.website_footer_html,
    compiled_website_header_css: null,
    brand_custom_auth_token_name: null,
  } satisfies BookingWidgetSettings);
}

function initExtras(h: HotelSeed, parentOrigins: readonly string[]): InitExtras {
  return {
    book_languages: h.available_languages,
    chatbot_setting: { enabled: h.chatbot_enabled, allow_any_parent_origin: false, allowed_parent_origins: [...parentOrigins] },
    hotel_brand_setting: {
      point_program_enabled: true,
      nearby_hotels_suggestion_enabled: true,
      room_recommender_enabled: true,
      partner_code: null,
      shared_payment_page_enabled: false,
      email_consent_enabled: true,
      first_party_cookie_enabled: false,
    },
    payment_gateway_setting: { provider: 'sandbox', three_d_secure_enabled: true },
    mcp_payment_gateway_setting: h.mcp_enabled ? { provider: 'sandbox' } : null,
    integrations: { membership_menu_redirect: null, membership_customer_login_redirect: null },
    available_languages: h.available_languages,
    payment_hub_integration_type: null,
    payment_options: h.payment_options,
    bw_to_ota_enabled: false,
    mcp_enabled: h.mcp_enabled,
    line_liff_id: DEMO.line.liffId,
    line_channel_id: DEMO.line.channelId,
  };
}

/** demo-kyoto also offers single sign-on, through the API's sandbox identity provider. */
function loginWidget(h: HotelSeed): LoginWidget {
  return LoginWidgetSchema.parse({
    is_active: true,
    translations: Object.fromEntries(Object.entries(LOGIN_TITLE).map(([lang, title]) => [lang, { title }])),
    allow_signup: true,
    direct_sso_enabled: h.code === 'demo-kyoto',
    membership_login_enabled: true,
    organization_login_enabled: true,
    sns_auth_settings: [
      { provider: 'line', app_id: DEMO.line.channelId },
      { provider: 'facebook', app_id: DEMO.facebookAppId },
    ],
  } satisfies LoginWidget);
}

// ---------------------------------------------------------------------------------------------
// Row builders.

function extraRow(e: ExtraSeed, today: string) {
  const dates: string[] = [];
  const prices: { date: string; price: number }[] = [];
  if (e.dated) {
    const { from_days, to_days, closed_isodow, weekend_price } = e.dated;
    for (let i = from_days; i <= to_days; i++) {
      const date = addDays(today, i);
      const dow = isoWeekday(date);
      if (closed_isodow.includes(dow)) continue;
      dates.push(date);
      prices.push({ date, price: dow === 5 || dow === 6 ? weekend_price : e.price });
    }
  }
  return {
    code: e.code,
    extra_type: e.extra_type,
    name: e.name,
    description: e.description,
    price: e.price,
    min_quantity: e.min_quantity,
    max_quantity: e.max_quantity,
    stock: e.stock,
    booking_available_dates: dates,
    prices,
    requires_delivery_time: e.requires_delivery_time,
    question: e.question,
  };
}

function questionRow(q: QuestionSeed, position: number, today: string) {
  return {
    code: q.code,
    question_type: q.question_type,
    answer_type: q.answer_type,
    text: q.text,
    options: q.options,
    required: q.required,
    labels: q.labels,
    hotel_plan_codes: q.hotel_plan_codes,
    display_start_date: q.display_window ? addDays(today, q.display_window.from_days) : null,
    display_end_date: q.display_window ? addDays(today, q.display_window.to_days) : null,
    position,
  };
}

// Nightly rates for every room plan of one hotel and every day of the window, in one statement:
// room base price × plan factor × (Friday/Saturday uplift) × (yearly cosine swing) × (busiest
// peak period covering the day) + the plan's per-person add-on, rounded to 100 yen.
const RATES_SQL = `
with ins as (
  insert into rates (room_plan_id, stay_date, base_price, extra_adult_price)
  select rp.id, g.d,
         (round((rb.base_price * pb.price_factor * g.m + pb.per_person_add) / 100.0) * 100)::integer,
         (round((rb.base_price * rb.extra_adult_ratio * pb.price_factor * g.m + pb.per_person_add) / 100.0) * 100)::integer
  from room_plans rp
  join room_types rt on rt.id = rp.room_type_id
  join plans p on p.id = rp.plan_id
  join jsonb_to_recordset($2::jsonb) as rb(code text, base_price integer, extra_adult_ratio numeric) on rb.code = rt.code
  join jsonb_to_recordset($3::jsonb) as pb(code text, price_factor numeric, per_person_add integer) on pb.code = p.code
  cross join lateral (
    select s.d,
           (case when extract(isodow from s.d) in (5, 6) then $6::numeric else 1 end)
           * (1 + $7::numeric * cos(2 * pi() * (extract(doy from s.d) - $8::integer) / 365.0))
           * coalesce((select max(pk.factor) from jsonb_to_recordset($9::jsonb) as pk(from_md text, to_md text, factor numeric)
                       where to_char(s.d, 'MM-DD') between pk.from_md and pk.to_md), 1) as m
    from (select $4::date + i as d from generate_series(0, $5::integer - 1) as i) s
  ) g
  where rp.hotel_id = $1 and rt.hotel_id = $1 and p.hotel_id = $1
  on conflict do nothing
  returning 1
)
select count(*)::integer as n from ins`;

const INVENTORY_SQL = `
with ins as (
  insert into inventory (room_type_id, stay_date, total, sold)
  select rt.id, $3::date + i, rt.total_rooms, 0
  from room_types rt
  join jsonb_array_elements_text($2::jsonb) as c(code) on c.code = rt.code
  cross join generate_series(0, $4::integer - 1) as i
  where rt.hotel_id = $1
  on conflict do nothing
  returning 1
)
select count(*)::integer as n from ins`;

const ROOM_PLANS_SQL = `
insert into room_plans (hotel_id, room_type_id, plan_id, code)
select $1::integer, rt.id, p.id, rt.code || '-' || p.code
from room_types rt
join jsonb_array_elements_text($2::jsonb) as rc(code) on rc.code = rt.code
join plans p on p.hotel_id = $1::integer
join jsonb_array_elements_text($3::jsonb) as pc(code) on pc.code = p.code
where rt.hotel_id = $1::integer
on conflict do nothing`;

// ---------------------------------------------------------------------------------------------

async function seedHotel(tx: Queryable, h: HotelSeed, brandId: number, today: string, parentOrigins: readonly string[]): Promise<{ id: number; rates: number; inventory: number }> {
  const login = loginWidget(h);
  const extras = initExtras(h, parentOrigins);
  const name = need(h.translations[h.locale]?.name, `${h.code} name`);
  const [hotel] = await tx.query<{ id: number }>(
    `insert into hotels (code, brand_id, name, locale, time_zone, currency, maintenance, settings, init_extras, login_widget, tax_rules, chatbot_secret)
     values ($1, $2, $3, $4, $5, $6, false, '{}'::jsonb, $7::jsonb, $8::jsonb, $9::jsonb, $10)
     on conflict (code) do update set brand_id = excluded.brand_id, name = excluded.name, locale = excluded.locale,
       time_zone = excluded.time_zone, currency = excluded.currency, maintenance = false,
       init_extras = excluded.init_extras, login_widget = excluded.login_widget, tax_rules = excluded.tax_rules,
       chatbot_secret = excluded.chatbot_secret
     returning id`,
    [h.code, brandId, name, h.locale, h.time_zone, h.currency, JSON.stringify(extras), JSON.stringify(login), JSON.stringify(h.tax_rules), DEMO.chatbotSecret],
  );
  const hotelId = need(hotel, `hotel ${h.code}`).id;
  const settings = widgetSettings(h, hotelId, brandId);
  // The whole init answer must parse, as the API will assemble it.
  InitSettingsSchema.parse({
    hotel_brand: { id: brandId, code: DEMO.brandCode, name: DEMO.brandName, ...BRAND_SETTINGS },
    booking_widget_setting_attributes: settings,
    ...extras,
  });
  await tx.query('update hotels set settings = $2::jsonb, photo = $3 where id = $1', [hotelId, JSON.stringify(settings), DEMO.hotelPhotos[h.code]]);

  await upsertRows(
    tx,
    {
      table: 'cancellation_policies',
      columns: { code: 'text', name: 'jsonb', cancel_before_at: 'text', parts: 'jsonb', no_show_percentage_of_cost: 'integer' },
      computed: { hotel_id: '$2::integer' },
      conflict: ['hotel_id', 'code'],
      onConflict: 'update',
    },
    POLICIES,
    [hotelId],
  );

  await upsertRows(
    tx,
    {
      table: 'room_types',
      columns: {
        code: 'text',
        name: 'jsonb',
        description: 'jsonb',
        size_sqm: 'numeric',
        size_tatami: 'numeric',
        max_adults: 'integer',
        max_children: 'integer',
        max_occupancy: 'integer',
        bed_type: 'text',
        bed_count: 'integer',
        smoking: 'boolean',
        wifi: 'text',
        amenities: 'jsonb',
        accessibility: 'jsonb',
        filters: 'jsonb',
        photos: 'jsonb',
        total_rooms: 'integer',
        position: 'integer',
      },
      computed: { hotel_id: '$2::integer' },
      conflict: ['hotel_id', 'code'],
      onConflict: 'update',
    },
    h.rooms.map((r, i) => ({ ...r, position: i + 1 })),
    [hotelId],
  );

  await upsertRows(
    tx,
    {
      table: 'plans',
      columns: {
        code: 'text',
        name: 'jsonb',
        description: 'jsonb',
        meal_type: 'text',
        visibility: 'text',
        payment_methods: 'jsonb',
        inclusive_extra_ids: 'jsonb',
        member_discount_percent: 'integer',
        min_nights: 'integer',
        max_nights: 'integer',
        booking_start_days: 'integer',
        day_use: 'boolean',
        checkin_time: 'text',
        checkout_time: 'text',
        sale_limit: 'integer',
        position: 'integer',
      },
      computed: {
        hotel_id: '$2::integer',
        cancellation_policy_id: '(select cp.id from cancellation_policies cp where cp.hotel_id = $2::integer and cp.code = x.policy_code)',
      },
      helpers: { policy_code: 'text' },
      conflict: ['hotel_id', 'code'],
      onConflict: 'update',
    },
    h.plans.map((p, i) => ({ ...p, position: i + 1 })),
    [hotelId],
  );

  const roomCodes = JSON.stringify(h.rooms.map((r) => r.code));
  const planCodes = JSON.stringify(h.plans.map((p) => p.code));
  await tx.query(ROOM_PLANS_SQL, [hotelId, roomCodes, planCodes]);

  const [rates] = await tx.query<{ n: number }>(RATES_SQL, [
    hotelId,
    JSON.stringify(h.rooms.map((r) => ({ code: r.code, base_price: r.base_price, extra_adult_ratio: r.extra_adult_ratio }))),
    JSON.stringify(h.plans.map((p) => ({ code: p.code, price_factor: p.price_factor, per_person_add: p.per_person_add }))),
    today,
    DEMO_WINDOW_DAYS,
    h.pricing.weekend_uplift,
    h.pricing.season_amplitude,
    h.pricing.season_peak_doy,
    JSON.stringify(h.pricing.peaks),
  ]);
  const [inventory] = await tx.query<{ n: number }>(INVENTORY_SQL, [hotelId, roomCodes, today, DEMO_WINDOW_DAYS]);

  await upsertRows(
    tx,
    {
      table: 'extras',
      columns: {
        code: 'text',
        extra_type: 'text',
        name: 'jsonb',
        description: 'jsonb',
        price: 'integer',
        min_quantity: 'integer',
        max_quantity: 'integer',
        stock: 'integer',
        booking_available_dates: 'jsonb',
        prices: 'jsonb',
        requires_delivery_time: 'boolean',
        question: 'jsonb',
      },
      computed: { hotel_id: '$2::integer' },
      conflict: ['hotel_id', 'code'],
      onConflict: 'update',
    },
    h.extras.map((e) => extraRow(e, today)),
    [hotelId],
  );

  await upsertRows(
    tx,
    {
      table: 'additional_questions',
      columns: {
        code: 'text',
        question_type: 'text',
        answer_type: 'text',
        text: 'jsonb',
        options: 'jsonb',
        required: 'boolean',
        labels: 'jsonb',
        hotel_plan_codes: 'jsonb',
        display_start_date: 'date',
        display_end_date: 'date',
        position: 'integer',
      },
      computed: { hotel_id: '$2::integer' },
      conflict: ['hotel_id', 'code'],
      onConflict: 'update',
    },
    h.questions.map((q, i) => questionRow(q, i + 1, today)),
    [hotelId],
  );

  // used_count is not among the columns, so a re-run keeps the coupon's usage.
  await upsertRows(
    tx,
    {
      table: 'coupons',
      columns: {
        code: 'text',
        discount_type: 'text',
        discount_value: 'integer',
        max_discounted_nights: 'integer',
        usage_limit: 'integer',
        valid_until: 'date',
        hotel_plan_codes: 'jsonb',
      },
      computed: { hotel_id: '$2::integer' },
      conflict: ['hotel_id', 'code'],
      onConflict: 'update',
    },
    [
      {
        code: DEMO.couponCode,
        discount_type: 'percentage',
        discount_value: 10,
        max_discounted_nights: null,
        usage_limit: 1000,
        valid_until: addDays(today, DEMO_WINDOW_DAYS - 1),
        hotel_plan_codes: [],
      },
    ],
    [hotelId],
  );

  await tx.query(
    `insert into promotions (hotel_id, code, discount_percent, hotel_plan_codes, valid_from, valid_until)
     values ($1, $2, 5, '[]'::jsonb, $3::date, $4::date)
     on conflict (hotel_id, code) do update set discount_percent = excluded.discount_percent,
       hotel_plan_codes = excluded.hotel_plan_codes, valid_from = excluded.valid_from, valid_until = excluded.valid_until`,
    [hotelId, DEMO.promoCode, today, addDays(today, DEMO_WINDOW_DAYS - 1)],
  );

  if (h.lottery) {
    const l = h.lottery;
    await upsertRows(
      tx,
      {
        table: 'lottery_events',
        columns: { uuid: 'text', name: 'jsonb', settings: 'jsonb' },
        computed: { hotel_id: '$2::integer' },
        conflict: ['uuid'],
        onConflict: 'update',
        returning: 'id',
      },
      [
        {
          uuid: l.uuid,
          name: l.name,
          settings: {
            entry_start: addDays(today, l.entry_start),
            entry_end: addDays(today, l.entry_end),
            result_date: addDays(today, l.result_date),
            reservation_deadline: addDays(today, l.reservation_deadline),
            min_nights: l.min_nights,
            max_nights: l.max_nights,
            stay_start: addDays(today, l.stay_start),
            stay_end: addDays(today, l.stay_end),
          },
        },
      ],
      [hotelId],
    );
  }

  return { id: hotelId, rates: need(rates, 'rates count').n, inventory: need(inventory, 'inventory count').n };
}

interface DemoAccount {
  email: string;
  password: string;
  row: {
    membership_id: string | null;
    first_name: string;
    last_name: string;
    first_name_kana: string;
    last_name_kana: string;
    locale: string;
    provider: string | null;
    rank_code: string | null;
    in_program: boolean;
    organization_role: string | null;
    in_organization: boolean;
    profile: object;
  };
}

/**
 * Seeds (or restores) the demo brand. Safe to run again: nothing is duplicated, configuration is
 * put back, bookings and accounts are kept, and the price window is extended to a year from today.
 */
/**
 * `parentOrigins`: the pages allowed to host the demo hotels' chatbot (the custom bot test page's
 * origin, and any a developer names with DEMO_PARENT_ORIGINS).
 */
export async function seedDemo(db: Db, opts: { today?: string; parentOrigins?: readonly string[] } = {}): Promise<SeedSummary> {
  const started = performance.now();
  const today = IsoDateSchema.parse(opts.today ?? todayIn('Asia/Tokyo'));

  const accounts: DemoAccount[] = [
    {
      email: DEMO.member.email,
      password: DEMO.member.password,
      row: {
        membership_id: DEMO.member.membershipId,
        first_name: DEMO.member.firstName,
        last_name: DEMO.member.lastName,
        first_name_kana: 'ハナコ',
        last_name_kana: 'ヤマダ',
        locale: 'ja',
        provider: null,
        rank_code: DEMO.member.rankCode,
        in_program: true,
        organization_role: null,
        in_organization: false,
        profile: MEMBER_PROFILE,
      },
    },
    {
      email: DEMO.orgUser.email,
      password: DEMO.orgUser.password,
      row: {
        membership_id: null,
        first_name: DEMO.orgUser.firstName,
        last_name: DEMO.orgUser.lastName,
        first_name_kana: 'タロウ',
        last_name_kana: 'スズキ',
        locale: 'ja',
        provider: null,
        rank_code: null,
        in_program: false,
        organization_role: DEMO.orgUser.organizationRole,
        in_organization: true,
        profile: ORG_USER_PROFILE,
      },
    },
  ];

  // scrypt is slow on purpose: hash only for accounts that do not exist yet, outside the transaction.
  const hashStarted = performance.now();
  const existing = new Set(
    (
      await db.query<{ email: string }>(
        `select m.email from members m join hotel_brands b on b.id = m.brand_id where b.code = $1 and m.email in ($2, $3)`,
        [DEMO.brandCode, DEMO.member.email, DEMO.orgUser.email],
      )
    ).map((r) => r.email),
  );
  const missing = accounts.filter((a) => !existing.has(a.email));
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));
  const newMembers = missing.map((a, i) => ({ ...a.row, email: a.email, password_hash: hashes[i] }));
  const hashMs = performance.now() - hashStarted;

  const dbStarted = performance.now();
  const result = await db.transaction(async (tx) => {
    const [brand] = await tx.query<{ id: number }>(
      `insert into hotel_brands (code, name, settings) values ($1, $2, $3::jsonb)
       on conflict (code) do update set name = excluded.name, settings = excluded.settings returning id`,
      // The brand's own sign-in secret stays in the brand row: init settings never carry it.
      [DEMO.brandCode, DEMO.brandName, JSON.stringify({ ...BRAND_SETTINGS, custom_auth: { secret: DEMO.customAuthSecret } })],
    );
    const brandId = need(brand, 'brand').id;

    await upsertRows(
      tx,
      {
        table: 'currency_rates',
        columns: { currency: 'text', per_jpy: 'numeric' },
        computed: { updated_at: 'now()' },
        conflict: ['currency'],
        onConflict: 'update',
      },
      Object.entries(CURRENCY_PER_JPY).map(([currency, per_jpy]) => ({ currency, per_jpy })),
    );

    await tx.query(
      `insert into client_apps (name, key, secret_hash) values ($1, $2, $3)
       on conflict (key) do update set name = excluded.name, secret_hash = excluded.secret_hash`,
      [DEMO.clientName, DEMO.clientKey, sha256(DEMO.clientSecret)],
    );

    const [program] = await tx.query<{ id: number }>(
      `insert into membership_programs (brand_id, code, name, settings) values ($1, $2, $3::jsonb, $4::jsonb)
       on conflict (brand_id, code) do update set name = excluded.name, settings = excluded.settings returning id`,
      [brandId, PROGRAM.code, JSON.stringify(PROGRAM.name), JSON.stringify(PROGRAM.settings)],
    );
    const programId = need(program, 'membership program').id;
    const ranks = byCode(
      await upsertRows(
        tx,
        {
          table: 'membership_ranks',
          columns: { code: 'text', name: 'jsonb', position: 'integer', discount_percent: 'integer', benefits: 'jsonb' },
          computed: { program_id: '$2::integer' },
          conflict: ['program_id', 'code'],
          onConflict: 'update',
          returning: 'id, code',
        },
        RANKS,
        [programId],
      ),
    );

    const [organization] = await tx.query<{ id: number }>(
      `insert into organizations (brand_id, code, name, display_name, max_stays) values ($1, $2, $3, $4, $5)
       on conflict (brand_id, code) do update set name = excluded.name, display_name = excluded.display_name, max_stays = excluded.max_stays
       returning id`,
      [brandId, ORGANIZATION.code, ORGANIZATION.name, ORGANIZATION.display_name, ORGANIZATION.max_stays],
    );
    const organizationId = need(organization, 'organization').id;

    const memberRows = newMembers.map((m) => ({
      ...m,
      rank_id: m.rank_code ? need(ranks.get(m.rank_code), `rank ${m.rank_code}`) : null,
      program_id: m.in_program ? programId : null,
      organization_id: m.in_organization ? organizationId : null,
    }));
    const insertedMembers = await upsertRows<{ id: number }>(
      tx,
      {
        table: 'members',
        columns: {
          membership_id: 'text',
          email: 'text',
          password_hash: 'text',
          first_name: 'text',
          last_name: 'text',
          first_name_kana: 'text',
          last_name_kana: 'text',
          locale: 'text',
          provider: 'text',
          program_id: 'integer',
          rank_id: 'integer',
          organization_id: 'integer',
          organization_role: 'text',
          profile: 'jsonb',
        },
        computed: { brand_id: '$2::integer', confirmed_at: 'now()' },
        conflict: ['brand_id', 'email'],
        onConflict: 'nothing',
        returning: 'id',
      },
      memberRows,
      [brandId],
    );
    // A new member of the points program starts with a welcome balance, in its history too.
    const welcomed = await tx.query<{ id: number }>(
      `update members set points_balance = $2 where id = any($1::int[]) and program_id is not null returning id`,
      [insertedMembers.map((m) => m.id), DEMO.member.points],
    );
    for (const m of welcomed) await tx.query(`insert into point_transactions (member_id, kind, amount) values ($1, 'gained', $2)`, [m.id, DEMO.member.points]);

    const hotelIds: Record<string, number> = {};
    let rates = 0;
    let inventory = 0;
    for (const h of HOTELS) {
      const r = await seedHotel(tx, h, brandId, today, opts.parentOrigins ?? []);
      hotelIds[h.code] = r.id;
      rates += r.rates;
      inventory += r.inventory;
    }

    const [counts] = await tx.query<SeedSummary['counts']>(
      `with h as (select id from hotels where brand_id = $1)
       select (select count(*) from h)::integer as "hotels",
              (select count(*) from room_types where hotel_id in (select id from h))::integer as "roomTypes",
              (select count(*) from plans where hotel_id in (select id from h))::integer as "plans",
              (select count(*) from room_plans where hotel_id in (select id from h))::integer as "roomPlans",
              (select count(*) from cancellation_policies where hotel_id in (select id from h))::integer as "cancellationPolicies",
              (select count(*) from rates where room_plan_id in (select id from room_plans where hotel_id in (select id from h)))::integer as "rates",
              (select count(*) from inventory where room_type_id in (select id from room_types where hotel_id in (select id from h)))::integer as "inventory",
              (select count(*) from extras where hotel_id in (select id from h))::integer as "extras",
              (select count(*) from additional_questions where hotel_id in (select id from h))::integer as "additionalQuestions",
              (select count(*) from coupons where hotel_id in (select id from h))::integer as "coupons",
              (select count(*) from lottery_events where hotel_id in (select id from h))::integer as "lotteryEvents",
              (select count(*) from membership_ranks where program_id = $2)::integer as "membershipRanks",
              (select count(*) from members where brand_id = $1)::integer as "members",
              (select count(*) from currency_rates)::integer as "currencyRates"`,
      [brandId, programId],
    );
    return { brandId, hotelIds, rates, inventory, members: insertedMembers.length, counts: need(counts, 'counts') };
  });
  const dbMs = performance.now() - dbStarted;

  return {
    today,
    windowEnd: addDays(today, DEMO_WINDOW_DAYS - 1),
    brandId: result.brandId,
    hotelIds: result.hotelIds,
    counts: result.counts,
    inserted: { rates: result.rates, inventory: result.inventory, members: result.members },
    timings: { hashMs: Math.round(hashMs), dbMs: Math.round(dbMs), totalMs: Math.round(performance.now() - started) },
  };
}
