// The installable app of one hotel: its web app manifest (name, colours, icons, start address
// with the hotel code) and its icons, drawn here in the hotel's colours as PNG files.
import { Resvg } from '@resvg/resvg-js';
import { HotelRefSchema, htmlLangOf, isRtlLanguage, resolveLocale, type Language } from '../contract';
import { TtlCache } from './cache';
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
  /** The sign-in providers the hotel offers (its login widget's social sign-ins). */
  signInProviders: readonly string[];
  /** The hotel asks for a person check past an account's sign-in ceiling (Turnstile). */
  personCheck: boolean;
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
    signInProviders: hotel.loginWidget.sns_auth_settings.map((sns) => sns.provider),
    personCheck: s.turnstile_verification_enabled,
  };
}

/**
 * Looks hotels up by code in the booking database, for the widget server. Each answer, a hotel's
 * look or none, is kept a few seconds: a page load costs no query and no settings parse while it is.
 */
export function appLookFinder(db: Queryable): (code: string) => Promise<HotelAppLook | undefined> {
  const looks = new TtlCache<string, HotelAppLook | null>(5_000, 1000);
  return async (code) => {
    const known = looks.get(code);
    if (known !== undefined) return known ?? undefined;
    const hotel = await findHotel(db, code);
    const look = hotel ? appLookOf(hotel) : null;
    looks.set(code, look);
    return look ?? undefined;
  };
}

/** A hotel code as the widget's address carries it; anything else names no hotel. */
export function hotelCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = HotelRefSchema.safeParse(value);
  // Ids are numbers; an installed app is named by its code only.
  return parsed.success && !/^\d+$/.test(parsed.data) ? parsed.data : undefined;
}

/** The tags of an Accept-Language header, most wanted first (at most 20; refused ones left out). */
function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((x) => x.tag);
}

/**
 * The language the app is named in, picked as the widget picks its own (contract's resolveLocale):
 * the page's `locale`, then the browser's languages (Accept-Language), then English, always one
 * the hotel offers (else the first it offers).
 */
export function manifestLanguage(look: HotelAppLook, query: string | undefined, acceptLanguage: string | undefined): Language {
  return resolveLocale({ query: query?.trim(), browser: acceptedTags(acceptLanguage), available: look.languages });
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

/** A colour as `#rrggbb`, or the mark's own when the setting is not one (nothing else reaches the SVG). */
function hexOr(colour: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(colour) ? colour : fallback;
}

/**
 * The icon as SVG: the hotel's header colour as the tile, the house in the header's text colour,
 * the door in the button colour. A maskable icon fills the whole square and keeps the mark inside
 * the central safe circle (radius 40%) that launchers never crop: it shrinks to 80% about the
 * centre (its farthest corner then sits at 34%).
 */
export function iconSvg(look: Pick<HotelAppLook, 'headerColour' | 'headerTextColour' | 'buttonColour'>, purpose: IconPurpose): string {
  const tile = hexOr(look.headerColour, '#1f3a5f');
  const house = hexOr(look.headerTextColour, '#ffffff');
  const door = hexOr(look.buttonColour, '#c8553d');
  const maskable = purpose === 'maskable';
  const mark = `<path d="M6 17 16 8l10 9v8H6z" fill="${house}"/><rect x="13" y="18" width="6" height="7" fill="${door}"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<rect width="32" height="32"${maskable ? '' : ' rx="7"'} fill="${tile}"/>`,
    maskable ? `<g transform="translate(16 16) scale(0.8) translate(-16 -16)">${mark}</g>` : mark,
    '</svg>',
  ].join('');
}

/** The icon drawn as a PNG of `size` pixels square. */
export function drawIcon(look: Pick<HotelAppLook, 'headerColour' | 'headerTextColour' | 'buttonColour'>, size: IconSize, purpose: IconPurpose): Buffer {
  return new Resvg(iconSvg(look, purpose), { fitTo: { mode: 'width', value: size } }).render().asPng();
}
