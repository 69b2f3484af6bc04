// Translations with rosetta. Each language is its own lazily loaded chunk; English is loaded too
// and fills any key a language lacks, so no key ever shows raw when English has it.
import rosetta from 'rosetta';
import { proxy, useSnapshot } from 'valtio';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import type { Language } from '../../../contract';
import { storeGet, storeSet } from '../storage';
import { htmlLang, isRtl } from './resolve';

import en from '../../locales/en.json';

export * from './resolve';

type Dict = Record<string, unknown>;
// English is the fallback for every key and the text of the first paint: it ships in the entry.
const i18n = rosetta<Dict>({ en });
const loaders = import.meta.glob<Dict>(['../../locales/*.json', '!../../locales/en.json'], { import: 'default' });
const loaded = new Set<Language>(['en']);

export const localeState = proxy({ locale: 'en' as Language, version: 0 });

async function ensure(locale: Language): Promise<void> {
  if (loaded.has(locale)) return;
  const load = loaders[`../../locales/${locale}.json`];
  if (!load) throw new Error(`No translations for ${locale}`);
  i18n.set(locale, await load());
  loaded.add(locale);
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

export function t(key: string, params?: TParams): string {
  const value = i18n.t(key, params, localeState.locale);
  if (value) return value;
  return i18n.t(key, params, 'en') || key;
}

/** The translate function, re-rendering its component when the language changes. */
export function useT(): (key: string, params?: TParams) => string {
  const snap = useSnapshot(localeState);
  // The snapshot values are the dependencies: a new language means a new function.
  return useCallback((key: string, params?: TParams) => t(key, params), [snap.locale, snap.version]);
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
