// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  BrandHotelsAnswerSchema,
  BrandInventoryAnswerSchema,
  errorEnvelope,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
} from '../../contract';
import { Routes } from '../../src/app/routes';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { resetFacilities } from '../../src/features/facilities/facilities-store';
import { addDays } from '../../contract/dates';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import hotelsFixture from '../fixtures/brand-hotels-yadori-demo.json';
import { installFakeApi, ok, type FakeHandler, type FakeRequest } from '../fixtures/fake-api';
import { enterValue } from '../fixtures/enter-value';

// Real answers of the reference API; they must still match the contract.
const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
const hotels = BrandHotelsAnswerSchema.parse(hotelsFixture);
const BRAND = init.hotel_brand.id;

// Monday 11 May 2026, noon in Tokyo (the widget hotel's time zone).
const TODAY = '2026-05-11';
const NOW = new Date('2026-05-11T03:00:00Z');

/** The brand inventory for the asked week: Kyoto alone takes parties of 4+, Sapporo is full on the 13th. */
const inventory: FakeHandler = (req: FakeRequest) => {
  const start = req.url.searchParams.get('start_date')!;
  const end = req.url.searchParams.get('end_date')!;
  const adults = Number(req.url.searchParams.get('adults'));
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return ok(BrandInventoryAnswerSchema, {
    data: hotels.data.map((h, i) => ({
      hotel_code: h.code,
      hotel_name: h.translations.en?.name ?? h.name,
      currency: h.currency,
      days: dates.map((date, j) => {
        const full = (adults >= 4 && h.code !== 'demo-kyoto') || (h.code === 'demo-sapporo' && date === '2026-05-13');
        return { date, remaining: full ? 0 : 10 + i, lowest_price: full ? null : 9900 + 1000 * i + 100 * j + 1000 * (adults - 1) };
      }),
    })),
  });
};

const routes = () => ({
  [`GET /hotel_brands/${BRAND}/hotels`]: () => ok(BrandHotelsAnswerSchema, hotels),
  [`GET /hotel_brands/${BRAND}/inventory`]: inventory,
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Routes />
    </Router>,
  );
  return location;
}

const table = () => screen.findByRole('table');
// Intl writes ranges with thin spaces; compare with plain ones.
const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const weekRange = () => plain(screen.getByTestId('week-range').textContent);
const lastQuery = (history: string[]) => new URLSearchParams(history.at(-1)!.split('?')[1]);

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await setLocale('en');
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  resetFacilities();
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  api = installFakeApi(routes());
});

afterEach(() => {
  cleanup();
  expect(api.unhandled).toEqual([]);
});

describe('the facilities page', () => {
  it('lists the brand’s hotels as cards in the guest’s language, and sets the page title', async () => {
    renderAt('/facilities?code=demo-tokyo');
    const cards = await screen.findAllByTestId('facility-card');
    expect(cards).toHaveLength(4);
    const tokyo = cards[0]!;
    expect(within(tokyo).getByRole('heading', { level: 3 }).textContent).toContain('Yadori Tokyo Ginza');
    expect(within(tokyo).getByText('This hotel')).toBeTruthy();
    // The address in English, as the hotel wrote it for English readers.
    expect(tokyo.textContent).toContain('7-18-2 Ginza, Chuo-ku, Tokyo, 104-0061, Japan');
    expect(tokyo.textContent).not.toContain('東京都中央区銀座');
    expect(tokyo.textContent).toContain('Room types: 5');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Yadori Tokyo GinzaThis hotel',
      'Yadori Kyoto Gion',
      'Yadori Sapporo Odori',
      'Yadori Seoul Myeongdong',
    ]);
    expect(api.callsTo(`/hotel_brands/${BRAND}/hotels`)).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Our hotels | Yadori Tokyo Ginza'));
  });

  it('shows a week of inventory as an accessible table: caption, column and row headers', async () => {
    renderAt('/facilities?code=demo-tokyo');
    const grid = await table();
    expect(plain(grid.querySelector('caption')?.textContent)).toBe('Rooms left and lowest nightly rate per hotel, May 11 – 17, 2026, adults per room: 2');
    const columns = within(grid).getAllByRole('columnheader');
    expect(columns).toHaveLength(8);
    expect(columns.every((c) => c.getAttribute('scope') === 'col')).toBe(true);
    expect(columns[1]!.textContent).toBe('Mon5/11Today');
    expect(columns[7]!.textContent).toBe('Sun5/17');
    const rows = within(grid).getAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual(['Yadori Tokyo Ginza', 'Yadori Kyoto Gion', 'Yadori Sapporo Odori', 'Yadori Seoul Myeongdong']);
    expect(rows.every((r) => r.getAttribute('scope') === 'row')).toBe(true);

    const call = api.callsTo(`/hotel_brands/${BRAND}/inventory`)[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ start_date: TODAY, end_date: '2026-05-17', adults: '2' });
  });

  it('links each available night to that hotel’s results, and says “Full” in words', async () => {
    renderAt('/facilities?code=demo-tokyo');
    await table();
    const kyoto = screen.getByTestId('inventory-row-demo-kyoto');
    const links = within(kyoto).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]!.getAttribute('href')).toBe('/booking/result?code=demo-kyoto&checkin=2026-05-11&checkout=2026-05-12&adults=2');
    // The link names the hotel and the day as well as what the cell shows.
    expect(links[0]!.textContent).toBe('Yadori Kyoto Gion, Monday, May 11: ¥11,90011 left');

    const sapporo = screen.getByTestId('inventory-row-demo-sapporo');
    const cells = within(sapporo).getAllByRole('cell');
    expect(cells[2]!.textContent).toBe('Full');
    expect(within(cells[2]!).queryByRole('link')).toBeNull();
    expect(within(sapporo).getAllByRole('link')).toHaveLength(6);
  });

  it('moves a week forward and back, resets to this week, and keeps the week in the URL', async () => {
    const { history } = renderAt('/facilities?code=demo-tokyo&utm_source=mail');
    await table();
    expect(weekRange()).toBe('May 11 – 17, 2026');
    const previous = screen.getByRole('button', { name: 'Previous week' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(weekRange()).toBe('May 18 – 24, 2026'));
    expect(within(await table()).getAllByRole('columnheader')[1]!.textContent).toBe('Mon5/18');
    expect(lastQuery(history).get('start')).toBe('2026-05-18');
    expect(lastQuery(history).get('utm_source')).toBe('mail');
    expect(lastQuery(history).get('code')).toBe('demo-tokyo');

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(weekRange()).toBe('May 25 – 31, 2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(weekRange()).toBe('May 18 – 24, 2026'));
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(weekRange()).toBe('May 11 – 17, 2026'));

    // Weeks already seen are kept: three weeks, three calls.
    const starts = api.callsTo(`/hotel_brands/${BRAND}/inventory`).map((c) => c.url.searchParams.get('start_date'));
    expect(starts).toEqual(['2026-05-11', '2026-05-18', '2026-05-25']);
  });

  it('jumps to a typed date, and never before today', async () => {
    renderAt('/facilities?code=demo-tokyo');
    await table();
    const input = screen.getByLabelText('Go to date') as HTMLInputElement;
    expect(input.value).toBe(TODAY);
    expect(input.min).toBe(TODAY);
    enterValue(input, '2026-07-01');
    await waitFor(() => expect(weekRange()).toBe('Jul 1 – 7, 2026'));
    enterValue(input, '2026-01-01');
    await waitFor(() => expect(weekRange()).toBe('May 11 – 17, 2026'));
    expect(input.value).toBe(TODAY);
    // Before today again, with this week already shown: the field still shows today.
    enterValue(input, '2026-02-01');
    expect(input.value).toBe(TODAY);
    expect(weekRange()).toBe('May 11 – 17, 2026');
  });

  it('refetches for another party size and links with it', async () => {
    const { history } = renderAt('/facilities?code=demo-tokyo');
    await table();
    enterValue(screen.getByLabelText('Adults per room'), '4');
    await waitFor(() => expect(within(screen.getByTestId('inventory-row-demo-tokyo')).getAllByText('Full')).toHaveLength(7));
    const calls = api.callsTo(`/hotel_brands/${BRAND}/inventory`);
    expect(calls.at(-1)!.url.searchParams.get('adults')).toBe('4');
    expect(lastQuery(history).get('adults')).toBe('4');
    const link = within(screen.getByTestId('inventory-row-demo-kyoto')).getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toBe('/booking/result?code=demo-kyoto&checkin=2026-05-11&checkout=2026-05-12&adults=4');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toContain('adults per room: 4');
  });

  it('opens on the week and party a link carries, bounded to the bookable window', async () => {
    renderAt('/facilities?code=demo-tokyo&start=2026-06-01&adults=3');
    await table();
    expect(weekRange()).toBe('Jun 1 – 7, 2026');
    expect((screen.getByLabelText('Adults per room') as HTMLSelectElement).value).toBe('3');
    cleanup();
    renderAt('/facilities?code=demo-tokyo&start=2020-01-01&adults=42');
    await table();
    expect(weekRange()).toBe('May 11 – 17, 2026');
    expect((screen.getByLabelText('Adults per room') as HTMLSelectElement).value).toBe('2');
  });

  it('tells the guest when the inventory cannot be loaded, and tries again on request', async () => {
    let fail = true;
    api = installFakeApi({
      ...routes(),
      [`GET /hotel_brands/${BRAND}/inventory`]: (req) => (fail ? { status: 500, body: errorEnvelope('Server error', 1000, 'boom') } : inventory(req)),
    });
    renderAt('/facilities?code=demo-tokyo');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load availability. Please try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeTruthy();
  });

  it('tells the guest when the hotels cannot be loaded', async () => {
    api = installFakeApi({
      ...routes(),
      [`GET /hotel_brands/${BRAND}/hotels`]: () => ({ status: 404, body: errorEnvelope('Not Found', 1000, 'No hotel brand') }),
    });
    renderAt('/facilities?code=demo-tokyo');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the hotels. Please try again.');
  });

  it('speaks Japanese', async () => {
    await act(() => setLocale('ja'));
    try {
      renderAt('/facilities?code=demo-tokyo&adults=4');
      const grid = await table();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('施設一覧');
      expect(within(grid).getAllByRole('rowheader')[0]!.textContent).toBe('ヤドリ東京銀座');
      expect(within(screen.getByTestId('inventory-row-demo-tokyo')).getAllByText('満室')).toHaveLength(7);
      expect(within(screen.getByTestId('inventory-row-demo-kyoto')).getAllByText('残り11室')).toHaveLength(7);
      expect(screen.getByRole('button', { name: '次の週' })).toBeTruthy();
      expect(weekRange()).toContain('2026');
    } finally {
      await act(() => setLocale('en'));
    }
  });
});
