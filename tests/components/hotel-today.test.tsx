// @vitest-environment jsdom
// "Today" on the results page is the hotel's (init settings hotel.time_zone, Asia/Tokyo here),
// never the device's: a guest in Los Angeles late in the evening is already on the next day at a
// Tokyo hotel. The default stay, the dates a link may keep and yesterday_bookable all follow it.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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
import { deviceToday } from '../../contract/dates';
import ResultsPage from '../../src/features/search/ResultsPage';
import { criteriaState } from '../../src/features/search/criteria-store';
import { resetSearch } from '../../src/features/search/search-store';
import { currencyState } from '../../src/lib/currency-store';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { HeaderSlotTarget } from '../../src/ui/HeaderSlot';
import { installFakeApi, ok } from '../fixtures/fake-api';
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

const PROCESS_ZONE = process.env.TZ;
let api: ReturnType<typeof installFakeApi>;

function useTokyo(yesterdayBookable: boolean) {
  const init = structuredClone(tokyoInit);
  expect(init.booking_widget_setting_attributes.hotel.time_zone).toBe('Asia/Tokyo');
  init.booking_widget_setting_attributes.default_search_setting.yesterday_bookable = yesterdayBookable;
  setSettings(init, structuredClone(tokyoLogin));
  appState.hotelCode = 'demo-tokyo';
}

function renderAt(url: string) {
  const loc = memoryLocation({ path: url, record: true });
  return render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <HeaderSlotTarget />
      <ResultsPage />
    </Router>,
  );
}

/** The stay of the first room search the page made. */
async function searchedStay(): Promise<{ checkin_date?: string; checkout_date?: string }> {
  await waitFor(() => expect(api.callsTo('/hotels/demo-tokyo/rooms').length).toBeGreaterThan(0));
  const [first] = api.callsTo('/hotels/demo-tokyo/rooms');
  const query = RoomSearchQuerySchema.parse(Object.fromEntries(first!.url.searchParams.entries()));
  return query.rooms[0]!;
}

beforeAll(async () => {
  await setLocale('en');
});

beforeEach(() => {
  // The guest's device is in Los Angeles.
  process.env.TZ = 'America/Los_Angeles';
  vi.useFakeTimers({ toFake: ['Date'] });
  localStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  resetSearch();
  Object.assign(currencyState, { temporary: null, selected: null, detected: null, guessed: null });
  appState.user = null;
  api = installFakeApi({
    'GET /hotels/demo-tokyo/rooms': () => ok(RoomSearchAnswerSchema, rooms),
    'GET /hotels/demo-tokyo': () => ok(HotelAnswerSchema, HotelAnswerSchema.parse(hotelTokyoFixture)),
    'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy1Fixture)),
    'GET /hotels/demo-tokyo/cancellation_policies/2': () => ok(CancellationPolicyAnswerSchema, CancellationPolicyAnswerSchema.parse(policy2Fixture)),
    'GET /hotels/demo-tokyo/rooms/availability': () => ok(AvailabilityAnswerSchema, AvailabilityAnswerSchema.parse(availabilityFixture)),
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (PROCESS_ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = PROCESS_ZONE;
  expect(api.unhandled).toEqual([]);
});

describe('the hotel’s today, for a guest in Los Angeles', () => {
  it('at 23:30 in Los Angeles the default stay starts on the Tokyo hotel’s today, the next day', async () => {
    // 23:30 on 20 November in Los Angeles (PST) is 16:30 on 21 November in Tokyo.
    vi.setSystemTime(new Date('2026-11-21T07:30:00Z'));
    expect(deviceToday()).toBe('2026-11-20');
    useTokyo(false);
    renderAt('/booking/result?code=demo-tokyo');
    expect(await searchedStay()).toMatchObject({ checkin_date: '2026-11-21', checkout_date: '2026-11-22' });
  });

  it('drops a link’s check-in that is still today for the guest but already past at the hotel', async () => {
    vi.setSystemTime(new Date('2026-11-21T07:30:00Z'));
    useTokyo(false);
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-11-20&checkout=2026-11-22&adults=2');
    expect(await searchedStay()).toMatchObject({ checkin_date: '2026-11-21', checkout_date: '2026-11-22' });
    expect(criteriaState.datesDropped).toBe(true);
    // Said, naming what the link asked for.
    await screen.findByText(/The dates in the link \(.*\) can no longer be booked/);
  });
});

describe('yesterday_bookable just after midnight at the hotel', () => {
  // 00:30 on 21 November in Tokyo; still 07:30 on 20 November in Los Angeles.
  const AFTER_MIDNIGHT = new Date('2026-11-20T15:30:00Z');

  it('keeps last night (the hotel’s yesterday, 20 November)', async () => {
    vi.setSystemTime(AFTER_MIDNIGHT);
    useTokyo(true);
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-11-20&checkout=2026-11-21&adults=2');
    expect(await searchedStay()).toMatchObject({ checkin_date: '2026-11-20', checkout_date: '2026-11-21' });
    expect(criteriaState.datesDropped).toBe(false);
  });

  it('drops the night before, which is the guest’s yesterday but two days ago at the hotel', async () => {
    vi.setSystemTime(AFTER_MIDNIGHT);
    expect(deviceToday()).toBe('2026-11-20');
    useTokyo(true);
    renderAt('/booking/result?code=demo-tokyo&checkin=2026-11-19&checkout=2026-11-21&adults=2');
    expect(await searchedStay()).toMatchObject({ checkin_date: '2026-11-21', checkout_date: '2026-11-22' });
    expect(criteriaState.datesDropped).toBe(true);
  });
});
