// Translations with rosetta, loaded by namespace (the top-level keys of a locale file): the
// shell's namespaces ship with the entry in English; a page's namespaces load with its chunk
// (see src/app/routes.tsx); another language loads the namespaces already in use. English
// fills any key a language lacks, so no key ever shows raw when English has it.
import rosetta from 'rosetta';
import { proxy, useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { CORE, NAMESPACES, load } from 'virtual:locale-namespaces';
import type { Language } from '../../../contract';
import { storeGet, storeSet } from '../storage';
import { htmlLang, isRtl } from './resolve';

import en from '../../locales/en.json?ns=shell,banner,errors';

export * from './resolve';

type Dict = Record<string, unknown>;
const i18n = rosetta<Dict>({ en });
/** `${locale}/${namespace}` of everything loaded or on its way. */
const loading = new Map<string, Promise<void>>([[`en/${CORE}`, Promise.resolve()]]);
/** `${locale}/${namespace}` of everything arrived. */
const arrived = new Set<string>([`en/${CORE}`]);
/** Namespaces in use, kept for a change of language. */
const inUse = new Set<string>([CORE]);

export const localeState = proxy({ locale: 'en' as Language, version: 0 });

function loadOne(locale: Language, ns: string): Promise<void> {
  const key = `${locale}/${ns}`;
  let done = loading.get(key);
  if (!done) {
    done = load(locale, ns).then((dict) => {
      i18n.set(locale, dict);
      arrived.add(key);
    });
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Loads namespaces in the current language and in English, the fallback. */
export async function loadNamespaces(namespaces: readonly string[], locale: Language = localeState.locale): Promise<void> {
  for (const ns of namespaces) inUse.add(ns);
  await Promise.all(namespaces.flatMap((ns) => [...new Set<Language>(['en', locale])].map((l) => loadOne(l, ns))));
}

/** Every namespace (a language switch in a long session, tests). */
export const ALL_NAMESPACES: readonly string[] = [CORE, ...NAMESPACES];

async function ensure(locale: Language): Promise<void> {
  await loadNamespaces([...inUse], locale);
}

/** Loads a language (and English beside it) and makes it current. */
export async function setLocale(locale: Language): Promise<void> {
  await ensure(locale);
  localeState.locale = locale;
  localeState.version++;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLang(locale);
    document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }
}

export type TParams = Record<string, string | number>;

/** A key of a namespace nobody asked for yet loads it, and the text shows once it has come. */
function missingNamespace(key: string): boolean {
  const ns = key.slice(0, key.indexOf('.'));
  if (!(NAMESPACES as readonly string[]).includes(ns) || arrived.has(`en/${ns}`)) return false;
  loadNamespaces([ns]).then(
    () => void localeState.version++,
    () => undefined,
  );
  return true;
}

export function t(key: string, params?: TParams): string {
  const value = i18n.t(key, params, localeState.locale);
  if (value) return value;
  if (missingNamespace(key)) return '';
  const english = i18n.t(key, params, 'en');
  if (!english) return key;
  // English standing in for a right-to-left language is isolated left-to-right, so its
  // punctuation stays where English puts it ("Forgot your password?", not "?Forgot your password").
  return isRtl(localeState.locale) ? `${LTR_ISOLATE}${english}${POP_ISOLATE}` : english;
}

const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

type Translate = (key: string, params?: TParams) => string;

/** The translate function of the current language and texts arrived so far. */
let translator: { locale: Language; version: number; translate: Translate } | null = null;

/**
 * One function per language and arrival of texts: a new language or newly arrived texts mean a
 * new function, so memos and effects that translate run again; otherwise every component shares it.
 */
function translatorFor(locale: Language, version: number): Translate {
  if (translator?.locale !== locale || translator.version !== version) translator = { locale, version, translate: (key, params) => t(key, params) };
  return translator.translate;
}

/** The translate function, re-rendering its component when the language changes. */
export function useT(): Translate {
  const { locale, version } = useSnapshot(localeState);
  return translatorFor(locale, version);
}

export function useLocale(): Language {
  return useSnapshot(localeState).locale;
}

const LOCALE_KEY = 'yadori:locale';
const StoredLocaleSchema = z.string();

export function storedLocale(): string | undefined {
  return storeGet(LOCALE_KEY, StoredLocaleSchema);
}

export function storeLocale(locale: Language): void {
  storeSet(LOCALE_KEY, locale);
}
