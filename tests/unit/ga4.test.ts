// @vitest-environment jsdom
// Analytics events on their way out (src/lib/analytics.ts, ecommerce-events.ts, ga4.ts): the
// dataLayer in Google Tag Manager's e-commerce form, one page view per page, and the `ga4Event`
// message to the page around the frame whenever a parent channel exists (a chatbot's or a hotel
// page's), always within GA4's limits and the message table's schema.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParentChannel, SendOutcome } from '../../bridge/child';
import { parseInbound } from '../../bridge/host-core';
import { MESSAGES, type OutgoingName } from '../../bridge/messages';
import { setGa4Conversion, track, trackPageView } from '../../src/lib/analytics';
import { trackEcommerce } from '../../src/lib/ecommerce-events';
import { link } from '../../src/lib/chatbot';
import { GA4_MAX_ITEMS, GA4_MAX_ITEM_PARAMS, GA4_MAX_PARAMS, ga4EventPayload } from '../../src/lib/ga4';

const sent: { name: string; payload: unknown }[] = [];
const channel = {
  send: ((name: OutgoingName, payload?: unknown) => {
    sent.push({ name, payload });
    return Promise.resolve({ ok: true, reply: undefined } as SendOutcome<OutgoingName>);
  }) as ParentChannel['send'],
} as ParentChannel;

beforeEach(() => {
  // As the parent channel's code sets it when it opens.
  setGa4Conversion(ga4EventPayload);
  sent.length = 0;
  window.dataLayer = [];
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  link.channel = null;
  link.opening = false;
  link.pending = [];
  vi.restoreAllMocks();
});

/** Parsed as the widget's channel and the embed SDK parse it. */
function expectValidMessage(payload: unknown): void {
  expect(MESSAGES.ga4Event.payload.safeParse(payload).success).toBe(true);
  expect(parseInbound('ga4Event', payload)).toEqual({ value: payload });
}

describe('an event as the ga4Event message', () => {
  it('keeps GA4 parameters and items as they are', () => {
    const params = { currency: 'JPY', value: 398.2, coupon_used: false, items: [{ item_id: 'twin-room-only', price: 398.2, quantity: 1 }] };
    const payload = ga4EventPayload('purchase', params);
    expect(payload).toEqual({ name: 'purchase', params });
    expectValidMessage(payload);
  });

  it('leaves out what GA4 cannot take, says which, and still makes a valid message', () => {
    const data: Record<string, unknown> = {
      'bad key': 1,
      nested: { a: 1 },
      products: [{ item_id: 'a' }],
      infinite: Number.POSITIVE_INFINITY,
      nothing: null,
      long: 'x'.repeat(150),
      items: [{ item_id: 'a', 'bad-key': 1, deep: { x: 1 }, item_name: 'n'.repeat(150) }],
    };
    for (let i = 0; i < 30; i++) data[`p${i}`] = i;
    const payload = ga4EventPayload('view_item_list', data)!;
    expect(payload.params.long).toBe('x'.repeat(100));
    expect(payload.params.items).toEqual([{ item_id: 'a', item_name: 'n'.repeat(100) }]);
    expect(Object.keys(payload.params)).toHaveLength(GA4_MAX_PARAMS);
    for (const gone of ['bad key', 'nested', 'products', 'infinite', 'nothing']) expect(payload.params).not.toHaveProperty(gone);
    expect(console.info).toHaveBeenCalledWith('[analytics] parameters not sent to the parent page', 'view_item_list', expect.arrayContaining(['bad key', 'nested', 'products', 'infinite', 'p29']));
    expectValidMessage(payload);
  });

  it('sends 200 items of 27 parameters at most', () => {
    const wide = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, i]));
    const payload = ga4EventPayload('view_item_list', { items: Array.from({ length: 250 }, () => wide) })!;
    const items = payload.params.items as Record<string, unknown>[];
    expect(items).toHaveLength(GA4_MAX_ITEMS);
    expect(Object.keys(items[0]!)).toHaveLength(GA4_MAX_ITEM_PARAMS);
    expectValidMessage(payload);
  });

  it('sends no event whose name GA4 would refuse', () => {
    expect(ga4EventPayload('1st-event', {})).toBeNull();
  });
});

describe('the dataLayer and the parent page', () => {
  it('standalone: e-commerce events in the dataLayer in GTM’s form, nothing to a parent', () => {
    trackEcommerce('begin_checkout', { currency: 'JPY', value: 100, items: [{ item_id: 'a' }] });
    expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'begin_checkout', ecommerce: { currency: 'JPY', value: 100, items: [{ item_id: 'a' }] } }]);
    expect(sent).toEqual([]);
  });

  it('framed: the same event goes to the parent as ga4Event, whatever flavour the channel has', () => {
    link.channel = channel;
    trackEcommerce('purchase', { transaction_id: 'YDABCDEFGH12', currency: 'JPY', value: 100, items: [{ item_id: 'a', quantity: 1 }] });
    track('search', { hotel_code: 'demo-tokyo', checkin_date: null });
    expect(sent).toEqual([
      { name: 'ga4Event', payload: { name: 'purchase', params: { transaction_id: 'YDABCDEFGH12', currency: 'JPY', value: 100, items: [{ item_id: 'a', quantity: 1 }] } } },
      { name: 'ga4Event', payload: { name: 'search', params: { hotel_code: 'demo-tokyo' } } },
    ]);
    expect(window.dataLayer?.map((e) => e.event)).toEqual([undefined, 'purchase', 'search']);
  });

  it('while the channel opens, events wait for it in order', () => {
    link.opening = true;
    track('widget_ready', { hotel_code: 'demo-tokyo' });
    trackEcommerce('view_item_list', { items: [] });
    expect(sent).toEqual([]);
    link.opening = false;
    link.channel = channel;
    for (const send of link.pending.splice(0)) send();
    expect(sent.map((s) => (s.payload as { name: string }).name)).toEqual(['widget_ready', 'view_item_list']);
  });

  it('counts a page once however often it is reported, and the next page again', () => {
    // Whether the guest came from another page: not for the first, nor for the same page again.
    expect([
      trackPageView('/booking/result'),
      trackPageView('/booking/result'),
      trackPageView('/reservation/guest-detail'),
      trackPageView('/booking/result'),
    ]).toEqual([false, false, true, true]);
    const views = (window.dataLayer ?? []).filter((e) => e.event === 'page_view');
    expect(views.map((e) => e.page_path)).toEqual(['/booking/result', '/reservation/guest-detail', '/booking/result']);
    expect(views[0]).toMatchObject({ page_location: `${location.origin}/booking/result`, page_title: expect.any(String) });
  });
});
