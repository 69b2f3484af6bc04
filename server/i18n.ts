// The API's own words (mails, the receipt, the card provider's pages) in the guest's language.
// They live beside the widget's in src/locales/<locale>.json, under namespaces of their own whose
// names start with `api_` (the widget's build leaves those out), so every text of the product is
// translated in one place. The files are read from disk once, when the API starts; texts are
// formatted by rosetta with `{{name}}` placeholders, as the widget formats its own. A language
// without a file, or a text a language lacks, reads English.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rosetta from 'rosetta';

/** The namespaces the API reads; every one is written in all eight languages. */
export const API_NAMESPACES = ['api_mail', 'api_hotel_mail', 'api_member_mail', 'api_receipt', 'api_payment_pages'] as const;
export type ApiNamespace = (typeof API_NAMESPACES)[number];

const FALLBACK = 'en';
const LOCALES_DIR = fileURLToPath(new URL('../src/locales/', import.meta.url));

type Table = Record<string, unknown>;
export type TextParams = Record<string, string | number>;

/** Each locale's `api_` namespaces; the widget's own namespaces are not kept. */
function readTables(dir: string): Record<string, Table> {
  const tables: Record<string, Table> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const all = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Table;
    tables[file.slice(0, -'.json'.length)] = Object.fromEntries(Object.entries(all).filter(([ns]) => ns.startsWith('api_')));
  }
  return tables;
}

const tables = readTables(LOCALES_DIR);
const LOCALES: ReadonlySet<string> = new Set(Object.keys(tables));
const i18n = rosetta<Table>(tables);

/** Whether the API speaks this language (it has a locale file). */
export function hasLocale(locale: string | null | undefined): locale is string {
  return typeof locale === 'string' && LOCALES.has(locale);
}

/** The text at a key path in one language, or undefined when that language lacks it. */
function lookup(locale: string, keyPath: readonly string[]): string | undefined {
  let node: unknown = tables[locale];
  for (const part of keyPath) node = node !== null && typeof node === 'object' && Object.hasOwn(node, part) ? (node as Table)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export interface Translate {
  /** The text at `key` (dotted, inside the namespace) with its placeholders filled. */
  (key: string, params?: TextParams): string;
  /** Whether the language or English has a text at `key`. */
  has(key: string): boolean;
  /** The language texts are read in: the one asked for when the API speaks it, English otherwise. */
  readonly locale: string;
}

/** Texts of one namespace in one language, English standing in for what that language lacks. */
export function translator(locale: string | null | undefined, namespace: ApiNamespace): Translate {
  const lang = hasLocale(locale) ? locale : FALLBACK;
  const source = (keyPath: string[]) => (lookup(lang, keyPath) !== undefined ? lang : lookup(FALLBACK, keyPath) !== undefined ? FALLBACK : undefined);
  const translate = (key: string, params: TextParams = {}) => {
    const keyPath = [namespace, ...key.split('.')];
    const from = source(keyPath);
    // No language has it: the key shows, as the widget shows a key English lacks.
    return from === undefined ? keyPath.join('.') : i18n.t(keyPath, params, from);
  };
  return Object.assign(translate, { has: (key: string) => source([namespace, ...key.split('.')]) !== undefined, locale: lang });
}
