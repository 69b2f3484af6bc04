// Hotels and their brand, read with their settings parsed by the contract.
import type { Queryable } from './db';
import { cachePerDb } from '../cache';
import {
  BookingWidgetSettingsSchema,
  InitSettingsSchema,
  LoginWidgetSchema,
  type BookingWidgetSettings,
  type InitSettings,
  type LoginWidget,
} from '../../contract';

export interface HotelRow {
  id: number;
  code: string;
  brand_id: number;
  name: string;
  locale: string;
  time_zone: string;
  currency: string;
  maintenance: boolean;
  settings: unknown;
  init_extras: unknown;
  login_widget: unknown;
  tax_rules: unknown;
  brand_code: string;
  brand_name: string;
  brand_settings: { first_party_cookie?: InitSettings['hotel_brand']['first_party_cookie'] };
}

export interface Hotel extends Omit<HotelRow, 'settings' | 'login_widget' | 'init_extras'> {
  settings: BookingWidgetSettings;
  loginWidget: LoginWidget;
  initExtras: Record<string, unknown>;
}

const SELECT = `
  select h.id, h.code, h.brand_id, h.name, h.locale, h.time_zone, h.currency, h.maintenance,
         h.settings, h.init_extras, h.login_widget, h.tax_rules,
         b.code as brand_code, b.name as brand_name, b.settings as brand_settings
    from hotels h join hotel_brands b on b.id = h.brand_id`;

// Read on every request, changed by staff: kept five seconds, dropped at once on a change here.
const hotelCache = cachePerDb<string, Hotel>(5_000, 500);

const MAX_HOTEL_ID = 2_147_483_647;

/** A hotel by numeric id or by code. */
export async function findHotel(db: Queryable, ref: string): Promise<Hotel | undefined> {
  return hotelCache(db).getOrLoad(ref, () => readHotel(db, ref));
}

async function readHotel(db: Queryable, ref: string): Promise<Hotel | undefined> {
  const byId = /^\d+$/.test(ref);
  // Hotel ids are 32-bit: a longer number names no hotel (and must not reach the query).
  if (byId && Number(ref) > MAX_HOTEL_ID) return undefined;
  const [row] = await db.query<HotelRow>(`${SELECT} where ${byId ? 'h.id = $1' : 'h.code = $1'}`, [byId ? Number(ref) : ref]);
  if (!row) return undefined;
  const { settings, login_widget, init_extras, ...rest } = row;
  return {
    ...rest,
    settings: BookingWidgetSettingsSchema.parse(settings),
    loginWidget: LoginWidgetSchema.parse(login_widget),
    initExtras: (init_extras ?? {}) as Record<string, unknown>,
  };
}

export function initSettingsOf(hotel: Hotel): InitSettings {
  return InitSettingsSchema.parse({
    ...hotel.initExtras,
    hotel_brand: {
      id: hotel.brand_id,
      code: hotel.brand_code,
      name: hotel.brand_name,
      first_party_cookie: hotel.brand_settings.first_party_cookie ?? { status: 'none', domain_name: null },
    },
    booking_widget_setting_attributes: hotel.settings,
  });
}

export async function setMaintenance(db: Queryable, hotelId: number, enabled: boolean): Promise<void> {
  await db.query('update hotels set maintenance = $2 where id = $1', [hotelId, enabled]);
  hotelCache(db).clear();
}

/** Whether a sign-in past an account's ceiling needs a person check at this hotel (init's turnstile_verification_enabled). */
export async function setPersonCheck(db: Queryable, hotelId: number, enabled: boolean): Promise<void> {
  await db.query(`update hotels set settings = jsonb_set(settings, '{turnstile_verification_enabled}', $2::jsonb) where id = $1`, [hotelId, JSON.stringify(enabled)]);
  hotelCache(db).clear();
}

/** The hotel's chatbot setting (public, in init) and, when given, its assertion secret (never public). */
export async function setChatbotSetting(db: Queryable, hotelId: number, setting: InitSettings['chatbot_setting'], secret: string | undefined): Promise<void> {
  await db.query(
    `update hotels set init_extras = jsonb_set(coalesce(init_extras, '{}'::jsonb), '{chatbot_setting}', $2::jsonb), chatbot_secret = coalesce($3, chatbot_secret)
      where id = $1`,
    [hotelId, JSON.stringify(setting), secret ?? null],
  );
  hotelCache(db).clear();
}

export async function setWebsiteHtml(db: Queryable, hotelId: number, header: string | null, footer: string | null): Promise<void> {
  await db.query(
    `update hotels set settings = jsonb_set(jsonb_set(settings, '{website_header_html}', $2::jsonb), '{website_footer_html}', $3::jsonb)
      where id = $1`,
    [hotelId, JSON.stringify(header), JSON.stringify(footer)],
  );
  hotelCache(db).clear();
}

const BRAND_ID_RE = /^\d{1,9}$/;

/** A brand's id, by its id or its code; a number beyond the range ids have names no brand. */
export async function findBrandId(db: Queryable, ref: string): Promise<number | undefined> {
  const byId = BRAND_ID_RE.test(ref);
  if (/^\d+$/.test(ref) && !byId) return undefined;
  const [row] = await db.query<{ id: number }>(`select id from hotel_brands where ${byId ? 'id = $1::int' : 'code = $1'}`, [ref]);
  return row?.id;
}
