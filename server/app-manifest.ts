// The installable app of one hotel: its web app manifest (name, colours, icons, start address
// with the hotel code) and its icons, drawn here in the hotel's colours as PNG files.
import { deflateSync, crc32 } from 'node:zlib';
import { HotelRefSchema, LANGUAGES, htmlLangOf, isRtlLanguage, type Language } from '../contract';
import type { Queryable } from './db/db';
import { findHotel, initSettingsOf, type Hotel } from './db/hotels-repo';

/** What the manifest and the icons need to know of a hotel. */
export interface HotelAppLook {
  code: string;
  /** The hotel's name in its own language. */
  name: string;
  brandName: string;
  /** The name and description the hotel writes in each language. */
  translations: Partial<Record<Language, { name?: string | undefined; description?: string | undefined }>>;
  /** Languages the hotel's widget offers (init's available_languages). */
  languages: readonly Language[];
  headerColour: string;
  headerTextColour: string;
  buttonColour: string;
}

export function appLookOf(hotel: Hotel): HotelAppLook {
  const s = hotel.settings;
  let languages: readonly Language[] = [s.hotel.locale];
  try {
    languages = initSettingsOf(hotel).available_languages;
  } catch {
    // Init settings that do not parse: the hotel's own language is still known.
  }
  return {
    code: hotel.code,
    name: s.hotel.name || hotel.name,
    brandName: s.hotel_brand_name,
    translations: s.hotel.translations,
    languages: languages.length ? languages : [s.hotel.locale],
    headerColour: s.header_color,
    headerTextColour: s.header_text_color,
    buttonColour: s.button_color,
  };
}

/** Looks hotels up by code in the booking database, for the widget server. */
export function appLookFinder(db: Queryable): (code: string) => Promise<HotelAppLook | undefined> {
  return async (code) => {
    const hotel = await findHotel(db, code);
    return hotel ? appLookOf(hotel) : undefined;
  };
}

/** A hotel code as the widget's address carries it; anything else names no hotel. */
export function hotelCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = HotelRefSchema.safeParse(value);
  // Ids are numbers; an installed app is named by its code only.
  return parsed.success && !/^\d+$/.test(parsed.data) ? parsed.data : undefined;
}

/** "ja-JP", "zh-TW", "zh-Hans", "ja" or one of ours -> one of the widget's languages. */
function languageOfTag(tag: string): Language | undefined {
  const t = tag.trim().toLowerCase().replace(/_/g, '-');
  if (t.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(t) ? 'zh_Hant' : 'zh_Hans';
  const primary = t.split('-')[0] === 'in' ? 'id' : t.split('-')[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : undefined;
}

/**
 * The language the app is named in, as the widget picks its own: the page's `locale`, then the
 * browser's languages (Accept-Language, in the order given), then English, always one the hotel
 * offers (else the first it offers).
 */
export function manifestLanguage(look: HotelAppLook, query: string | undefined, acceptLanguage: string | undefined): Language {
  const offered = (l: Language | undefined): l is Language => !!l && look.languages.includes(l);
  const asked = query ? languageOfTag(query) : undefined;
  if (offered(asked)) return asked;
  const browser = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter((x) => x.tag.trim() && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of browser) {
    const l = languageOfTag(tag);
    if (offered(l)) return l;
  }
  return offered('en') ? 'en' : (look.languages[0] ?? 'en');
}

/** The icon sizes served; the manifest lists 192 and 512, 180 is the home-screen icon of iOS. */
export const ICON_SIZES = [180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export type IconPurpose = 'any' | 'maskable';

export function iconPath(code: string, size: IconSize, purpose: IconPurpose): string {
  return `/app-icon.png?${new URLSearchParams({ code, size: String(size), ...(purpose === 'maskable' ? { purpose } : {}) }).toString()}`;
}

/** A launcher's label is short: a long name loses its brand word first ("Yadori Tokyo Ginza" -> "Tokyo Ginza"). */
function shortNameOf(name: string, brandName: string): string {
  const brandWord = brandName.trim().split(/\s+/)[0];
  if ([...name].length <= 12 || !brandWord) return name;
  const rest = name.startsWith(`${brandWord} `) ? name.slice(brandWord.length + 1).trim() : '';
  return rest || name;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: 'image/png'; purpose: IconPurpose }[];
}

/**
 * The manifest of a hotel's app. It opens on the hotel's search (`/?code=…`) and is known by that
 * address, so each hotel installs as an app of its own; its scope is the widget's whole origin,
 * whose every page carries the hotel code.
 */
export function webAppManifest(look: HotelAppLook, language: Language): WebAppManifest {
  const words = look.translations[language];
  const name = words?.name?.trim() || look.name;
  const description = words?.description?.trim();
  const start = `/?${new URLSearchParams({ code: look.code }).toString()}`;
  const icons = ([192, 512] as const).flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({ src: iconPath(look.code, size, purpose), sizes: `${size}x${size}`, type: 'image/png' as const, purpose })),
  );
  return {
    id: start,
    name,
    short_name: shortNameOf(name, look.brandName),
    ...(description ? { description } : {}),
    lang: htmlLangOf(language),
    dir: isRtlLanguage(language) ? 'rtl' : 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: look.headerColour,
    background_color: look.headerColour,
    categories: ['travel'],
    icons,
  };
}

// ---- Icons: the Yadori house mark (public/favicon.svg) in the hotel's colours ----

type Rgb = readonly [number, number, number];

function rgbOf(hex: string, fallback: Rgb): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : fallback;
}

/** The house of the mark on its 32-unit grid: roof, walls (a convex outline) and the door. */
const HOUSE: readonly (readonly [number, number])[] = [
  [6, 17],
  [16, 8],
  [26, 17],
  [26, 25],
  [6, 25],
];
const DOOR = { x0: 13, y0: 18, x1: 19, y1: 25 };

function insideHouse(x: number, y: number): boolean {
  for (let i = 0; i < HOUSE.length; i++) {
    const [ax, ay] = HOUSE[i]!;
    const [bx, by] = HOUSE[(i + 1) % HOUSE.length]!;
    // Clockwise on screen: a point inside lies to the right of every edge.
    if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) < 0) return false;
  }
  return true;
}

/** Inside the icon's rounded square (corner radius 7 of 32, as the favicon). */
function insideTile(x: number, y: number): boolean {
  const r = 7;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const SAMPLES = 4;

/**
 * Draws the icon: the hotel's header colour as the tile, the house in the header's text colour,
 * the door in the button colour. A maskable icon fills the whole square and keeps the mark inside
 * the central safe circle (radius 40%) that launchers never crop.
 */
export function drawIcon(look: Pick<HotelAppLook, 'headerColour' | 'headerTextColour' | 'buttonColour'>, size: IconSize, purpose: IconPurpose): Buffer {
  const tile = rgbOf(look.headerColour, [0x1f, 0x3a, 0x5f]);
  const house = rgbOf(look.headerTextColour, [0xff, 0xff, 0xff]);
  const door = rgbOf(look.buttonColour, [0xc8, 0x55, 0x3d]);
  const maskable = purpose === 'maskable';
  // Maskable: the mark shrinks to 80% about the centre (its farthest corner then sits at 34%).
  const markScale = maskable ? 0.8 : 1;
  const unit = 32 / size;
  const rowBytes = size * 4 + 1;
  const raw = Buffer.alloc(rowBytes * size);
  const n = SAMPLES * SAMPLES;
  for (let py = 0; py < size; py++) {
    raw[py * rowBytes] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) * unit;
          const y = (py + (sy + 0.5) / SAMPLES) * unit;
          if (!maskable && !insideTile(x, y)) continue;
          const mx = 16 + (x - 16) / markScale;
          const my = 16 + (y - 16) / markScale;
          const colour = mx >= DOOR.x0 && mx < DOOR.x1 && my >= DOOR.y0 && my < DOOR.y1 ? door : insideHouse(mx, my) ? house : tile;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const at = py * rowBytes + 1 + px * 4;
      if (a > 0) {
        raw[at] = Math.round(r / a);
        raw[at + 1] = Math.round(g / a);
        raw[at + 2] = Math.round(b / a);
      }
      raw[at + 3] = Math.round((a / n) * 255);
    }
  }
  return encodePng(size, size, raw);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG from rows that each start with their filter byte. */
function encodePng(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
