// @vitest-environment jsdom
// A results link that cannot be searched as it is: a code the hotel refuses (document 2 §8: 2001,
// 1500) keeps the rooms, searched without it, says why and offers to remove it; dates out of the
// bookable window or too long a stay are replaced with a note saying what changed and why.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  AvailabilityAnswerSchema,
  CancellationPolicyAnswerSchema,
  HotelAnswerSchema,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  RoomSearchAnswerSchema,
  RoomSearchQuerySchema,
} from '../../contract';
import { errorEnvelope } from '../../contract/errors';
import ResultsPage from '../../src/features/search/ResultsPage';
import { resetSearch } from '../../src/features/search/search-store';
import { currencyState } from '../../src/lib/currency-store';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { HeaderSlotTarget } from '../../src/ui/HeaderSlot';
import { installFakeApi, ok, type FakeHandler, type FakeRequest } from '../fixtures/fake-api';
import tokyoInitFixture from '../fixtures/init-demo-tokyo.json';
import tokyoLoginFixture from '../fixtures/login-widget-demo-tokyo.json';
import roomsFixture from '../fixtures/search-rooms-demo-tokyo.json';
import availabilityFixture from '../fixtures/availability-demo-tokyo.json';
import policy1Fixture from '../fixtures/cancellation-policy-1.json';
import policy2Fixture from '../fixtures/cancellation-policy-2.json';
import hotelTokyoFixture from '../fixtures/hotel-demo-tokyo.json';

const tokyoInit = InitSettingsAnswerSchema.parse(tokyoInitFixture).data;
const tokyoLogin = LoginWidgetAnswerSchema.parse(tokyoLoginFixture).data;
const rooms = RoomSearchAnswerSchema.parse(roomsFixture);

type Api = ReturnType<typeof installFakeApi>;
let api: Api;

/** The rooms answer: 2001 for a promotion code, 1500 for a coupon code, else the rooms. */
function roomsAnswer(req: FakeRequest) {
  const q = req.url.searchParams;
  if (q.get('promo_code')) return { status: 400, body: errorEnvelope('Bad Request', 2001, 'This promotion code cannot be applied to this stay.', 'promo_code') };
  if (q.get('coupon_code')) return { status: 400, body: errorEnvelope('Bad Request', 1500, 'The coupon code is not valid.', 'coupon_code') };
  return ok(RoomSearchAnswerSchema, rooms);
}

function routes(): Record<string, FakeHandler> {
  return {
    'GET /hotels/demo-tokyo/rooms': roomsAnswer,
    'GET /hotels/demo-tokyo': () => ok(HotelAnswerSchema, HotelAnswerSchema.parse(hotelTokyoFixture)),
    'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy1Fixture)),
    'GET /hotels/demo-tokyo/cancellation_policies/2': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy2Fixture)),
    'GET /hotels/demo-tokyo/rooms/availability': () => ok(AvailabilityAnswerSchema, AvailabilityAnswerSchema.parse(availabilityFixture)),
  };
}

function searches() {
  return api.callsTo('/hotels/demo-tokyo/rooms').map((c) => RoomSearchQuerySchema.parse(Object.fromEntries(c.url.searchParams.entries())));
}

function renderAt(url: string) {
  const loc = memoryLocation({ path: url, record: true });
  render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <HeaderSlotTarget />
      <ResultsPage />
    </Router>,
  );
  return { current: () => new URLSearchParams(loc.history.at(-1)?.split('?')[1] ?? '') };
}

beforeAll(async () => {
  await setLocale('en');
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  await setLocale('en');
  localStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  resetSearch();
  Object.assign(currencyState, { temporary: null, selected: null, detected: null, guessed: null });
  appState.user = null;
  setSettings(structuredClone(tokyoInit), structuredClone(tokyoLogin));
  appState.hotelCode = 'demo-tokyo';
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  expect(api.unhandled).toEqual([]);
});

describe('a code the hotel refuses', () => {
  it('keeps the rooms (searched without the promotion code), says why, and removes the code from the address', async () => {
    api = installFakeApi(routes());
    const { current } = renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2&promo_code=SPRING');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    const banner = screen.getByTestId('refused-promo_code');
    expect(banner.textContent).toContain('The promotion code “SPRING” was not applied.');
    expect(banner.textContent).toContain('This promotion code cannot be used for this stay.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const asked = searches();
    expect(asked[0]?.promo_code).toBe('SPRING');
    expect(asked.at(-1)?.promo_code).toBeUndefined();
    // Booking goes on without the refused code.
    const book = document.querySelector<HTMLAnchorElement>('a[href*="/reservation/guest-detail"]');
    expect(book?.getAttribute('href')).not.toContain('promo_code');
    expect(current().get('promo_code')).toBe('SPRING');

    const before = searches().length;
    fireEvent.click(screen.getByRole('button', { name: 'Remove the promotion code' }));
    await waitFor(() => expect(current().has('promo_code')).toBe(false));
    await waitFor(() => expect(searches().length).toBe(before + 1));
    expect(searches().at(-1)?.promo_code).toBeUndefined();
    await screen.findByRole('heading', { name: 'Moderate Double' });
    expect(screen.queryByTestId('refused-promo_code')).toBeNull();
  });

  it('says why a coupon code is refused in the guest’s language (1500)', async () => {
    await act(() => setLocale('ja'));
    api = installFakeApi(routes());
    const { current } = renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2&coupon_code=NOPE');
    const banner = await screen.findByTestId('refused-coupon_code');
    expect(banner.textContent).toContain('クーポンコード「NOPE」は適用されませんでした。');
    expect(screen.getByTestId('results').textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'クーポンコードを削除' }));
    await waitFor(() => expect(current().has('coupon_code')).toBe(false));
  });
});

describe('dates in a link that cannot be searched', () => {
  it('says a 62-night stay was searched as one night, and why', async () => {
    api = installFakeApi(routes());
    const { current } = renderAt('/booking/result?code=demo-tokyo&checkin=2026-12-01&checkout=2027-02-01&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    const note = screen.getByTestId('dates-note').textContent ?? '';
    expect(note).toContain('62 nights');
    expect(note).toContain('at most 30 nights');
    expect(note).toContain('one night from');
    await waitFor(() => expect(current().get('checkout')).toBe('2026-12-02'));
  });

  it('says dates that have passed were replaced, naming them', async () => {
    api = installFakeApi(routes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-01-10&checkout=2026-01-12&adults=2');
    await screen.findByRole('heading', { name: 'Moderate Double' });
    const note = screen.getByTestId('dates-note').textContent ?? '';
    expect(note).toContain('can no longer be booked');
    expect(note).toMatch(/Jan 10|10 Jan/);
  });

  it('says dates beyond the bookable months were replaced, in Japanese', async () => {
    await act(() => setLocale('ja'));
    api = installFakeApi(routes());
    renderAt('/booking/result?code=demo-tokyo&checkin=2029-01-10&checkout=2029-01-12&adults=2');
    await screen.findByTestId('results');
    expect(screen.getByTestId('dates-note').textContent).toMatch(/か月先より後のため/);
  });
});
