// An analytics event as GA4 takes it, for the `ga4Event` message to the page around a framed
// widget (bridge/messages.ts): names of letters, digits and underscores (40 at most), at most 25
// parameters, texts of 100 characters at most, and `items` as GA4's list of flat item records (200
// items, 27 parameters each). What does not fit is left out and said in the console, never sent.
// It comes with the parent channel's code (lib/chatbot-channel.ts) and is free of zod;
// tests/unit/ga4.test.ts checks that whatever it builds parses with the message table's schema.

export type Ga4Scalar = string | number | boolean;
export type Ga4Item = Record<string, Ga4Scalar>;
export interface Ga4EventPayload {
  name: string;
  params: Record<string, Ga4Scalar | Ga4Item[]>;
}

export const GA4_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const GA4_MAX_PARAMS = 25;
export const GA4_MAX_ITEMS = 200;
export const GA4_MAX_ITEM_PARAMS = 27;
export const GA4_MAX_TEXT = 100;

function scalar(value: unknown): Ga4Scalar | undefined {
  if (typeof value === 'string') return value.slice(0, GA4_MAX_TEXT);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  return undefined;
}

function item(value: unknown): Ga4Item | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Ga4Item = {};
  let count = 0;
  for (const [k, v] of Object.entries(value)) {
    const s = scalar(v);
    if (count >= GA4_MAX_ITEM_PARAMS || !GA4_NAME.test(k) || s === undefined) continue;
    out[k] = s;
    count++;
  }
  return count > 0 ? out : undefined;
}

/**
 * The event as the `ga4Event` payload, or null when its name is not a GA4 name. Parameters GA4
 * cannot take (a bad name, an object, a list under another name than `items`, past the 25th) are
 * left out, and their names are said in the console.
 */
export function ga4EventPayload(event: string, data: Record<string, unknown>): Ga4EventPayload | null {
  if (!GA4_NAME.test(event)) {
    console.info('[analytics] event not sent to the parent page: its name is not a GA4 name', event.slice(0, 60));
    return null;
  }
  const params: Ga4EventPayload['params'] = {};
  const dropped: string[] = [];
  let count = 0;
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue;
    let value: Ga4Scalar | Ga4Item[] | undefined;
    if (k === 'items' && Array.isArray(v)) {
      const items = v.slice(0, GA4_MAX_ITEMS).map(item);
      value = items.every((i) => i !== undefined) ? (items as Ga4Item[]) : undefined;
    } else {
      value = scalar(v);
    }
    if (count >= GA4_MAX_PARAMS || !GA4_NAME.test(k) || value === undefined) {
      dropped.push(k.slice(0, 40));
      continue;
    }
    params[k] = value;
    count++;
  }
  if (dropped.length) console.info('[analytics] parameters not sent to the parent page', event, dropped);
  return { name: event, params };
}
