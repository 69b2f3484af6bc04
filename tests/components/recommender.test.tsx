// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  errorEnvelope,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  RecommendationAnswerSchema,
  RoomSearchQuerySchema,
  type InitSettings,
} from '../../contract';
import { Routes } from '../../src/app/routes';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { changeLanguage } from '../../src/lib/language';
import { resetRecommender } from '../../src/features/recommender/recommender-store';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import recommendationFixture from '../fixtures/recommendation-demo-tokyo.json';
import { deferred, installFakeApi, ok, type FakeAnswer, type FakeHandler, type FakeRequest } from '../fixtures/fake-api';
import { enterValue } from '../fixtures/enter-value';

// Real answers of the reference API; they must still match the contract.
const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
const recommendation = RecommendationAnswerSchema.parse(recommendationFixture);

const PATH = '/hotels/demo-tokyo/rooms/recommendation';
const TODAY = '2026-05-11';
const NOW = new Date('2026-05-11T03:00:00Z');

const answer: FakeHandler = () => ok(RecommendationAnswerSchema, recommendation);

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Routes />
    </Router>,
  );
  return location;
}

/** The room search payload the widget sent, parsed as the server parses it. */
function sentRooms(req: FakeRequest) {
  return RoomSearchQuerySchema.parse(Object.fromEntries(req.url.searchParams)).rooms;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Show recommendations' }));
const useSettings = (change: (s: InitSettings) => void) => {
  const copy = structuredClone(init);
  change(copy);
  setSettings(copy, structuredClone(login));
};

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
  resetRecommender();
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  api = installFakeApi({ [`GET ${PATH}`]: answer });
});

afterEach(() => {
  cleanup();
  expect(api.unhandled).toEqual([]);
});

describe('the rooms recommender', () => {
  it('offers a short form with native dates from today and the default party', async () => {
    renderAt('/booking/recommender?code=demo-tokyo');
    const checkin = (await screen.findByLabelText('Check-in')) as HTMLInputElement;
    const checkout = screen.getByLabelText('Check-out') as HTMLInputElement;
    expect(checkin.type).toBe('date');
    expect(checkin.min).toBe(TODAY);
    expect(checkin.value).toBe(TODAY);
    expect(checkout.value).toBe('2026-05-12');
    expect(checkout.min).toBe('2026-05-12');
    expect((screen.getByLabelText('Adults') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText(/^Children/) as HTMLInputElement).value).toBe('0');
    expect(api.callsTo(PATH)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Room recommender | Yadori Tokyo Ginza'));
  });

  it('sends the room search payload and shows the offers as cards, reasons in words', async () => {
    const { history } = renderAt('/booking/recommender?code=demo-tokyo&utm_source=line');
    enterValue(await screen.findByLabelText('Check-in'), '2026-05-20');
    enterValue(screen.getByLabelText('Check-out'), '2026-05-22');
    submit();
    const offers = await screen.findAllByTestId('offer');
    expect(offers).toHaveLength(4);

    const [req] = api.callsTo(PATH);
    expect(sentRooms(req!)).toEqual([{ checkin_date: '2026-05-20', checkout_date: '2026-05-22', adults: 2, children: 0, kids_age_range: [] }]);

    expect(offers.map((o) => within(o).getByTestId('offer-reason').textContent)).toEqual(['↓Lowest price', '★Best value', '⤢Most space', '♿Accessible']);
    const first = offers[0]!;
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Moderate Double');
    expect(first.textContent).toContain('Advance purchase – non-refundable');
    expect(within(first).getByTestId('offer-price').textContent).toBe('¥30,470');
    const link = within(first).getByRole('link', { name: /^See this room/ });
    expect(link.textContent).toBe('See this room: Moderate Double, Advance purchase – non-refundable');
    expect(link.getAttribute('href')).toBe('/booking/result?code=demo-tokyo&checkin=2026-05-20&checkout=2026-05-22&adults=2&room_type_code=moderate-double');
    expect(within(offers[2]!).getByRole('link').getAttribute('href')).toContain('room_type_code=ginza-suite');

    // What was sent stays in the URL (other parameters kept), so a reload shows the same stay.
    const query = new URLSearchParams(history.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ code: 'demo-tokyo', utm_source: 'line', checkin: '2026-05-20', checkout: '2026-05-22', adults: '2' });
  });

  it('counts children in the hotel’s kids tiers and carries them to the results page', async () => {
    renderAt('/booking/recommender?code=demo-tokyo');
    fireEvent.click(await screen.findByRole('button', { name: 'More children' }));
    fireEvent.click(screen.getByRole('button', { name: 'More children' }));
    const second = screen.getByLabelText('Child 2') as HTMLSelectElement;
    expect([...second.options].map((o) => o.textContent)).toEqual([
      'Child A (6–11): adult meals and bed',
      'Child B (3–5): meals, no bed',
      'Infant (0–2): no meals, no bed',
    ]);
    enterValue(second, 'C');
    submit();
    const offers = await screen.findAllByTestId('offer');
    expect(sentRooms(api.callsTo(PATH)[0]!)).toEqual([
      { checkin_date: TODAY, checkout_date: '2026-05-12', adults: 2, children: 2, kids_age_range: [{ code: 'A', count: 1 }, { code: 'C', count: 1 }] },
    ]);
    const href = new URL(within(offers[0]!).getByRole('link').getAttribute('href')!, 'http://x');
    expect(href.searchParams.get('children')).toBe('2');
    expect(JSON.parse(href.searchParams.get('kids_tiers')!)).toEqual([{ code: 'A', children: 1 }, { code: 'C', children: 1 }]);
  });

  it('asks each child’s age when the hotel counts children by age', async () => {
    useSettings((s) => {
      s.booking_widget_setting_attributes.kids_setting.kids_type = 'ages';
      s.booking_widget_setting_attributes.kids_setting.max_child_age = 12;
      s.booking_widget_setting_attributes.kids_tiers = [
        { code: 'age_7_12', name: { en: '7–12 years' }, age_from: 7, age_to: 12, price_type: 'percentage_of_adult', price_value: 70 },
        { code: 'age_0_2', name: { en: '0–2 years' }, age_from: 0, age_to: 2, price_type: 'free', price_value: 0 },
      ];
    });
    renderAt('/booking/recommender?code=demo-tokyo');
    fireEvent.click(await screen.findByRole('button', { name: 'More children' }));
    const age = screen.getByLabelText('Age of child 1') as HTMLSelectElement;
    // Ages 3–6 fall in no range of this hotel.
    expect([...age.options].map((o) => o.value)).toEqual(['', '0', '1', '2', '7', '8', '9', '10', '11', '12']);
    submit();
    expect(await screen.findByText('Choose the age of each child.')).toBeTruthy();
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(PATH)).toHaveLength(0);
    enterValue(age, '8');
    submit();
    const offers = await screen.findAllByTestId('offer');
    expect(sentRooms(api.callsTo(PATH)[0]!)[0]!.kids_age_range).toEqual([{ code: 'age_7_12', count: 1 }]);
    const href = new URL(within(offers[0]!).getByRole('link').getAttribute('href')!, 'http://x');
    expect(href.searchParams.get('kids_ages')).toBe('[8]');
  });

  it('checks the dates before asking, and keeps what was typed', async () => {
    renderAt('/booking/recommender?code=demo-tokyo');
    const checkout = (await screen.findByLabelText('Check-out')) as HTMLInputElement;
    enterValue(checkout, TODAY);
    submit();
    expect(await screen.findByText('The check-out date must be after the check-in date.')).toBeTruthy();
    expect(checkout.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(checkout);
    expect(checkout.value).toBe(TODAY);
    expect(api.callsTo(PATH)).toHaveLength(0);
    enterValue(checkout, '2026-05-14');
    expect(screen.queryByText('The check-out date must be after the check-in date.')).toBeNull();
    expect(checkout.getAttribute('aria-invalid')).toBeNull();
  });

  it('moves the check-out along when the check-in passes it', async () => {
    renderAt('/booking/recommender?code=demo-tokyo');
    enterValue(await screen.findByLabelText('Check-in'), '2026-06-10');
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe('2026-06-11');
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).min).toBe('2026-06-11');
  });

  it('shows a loading state, then the offers', async () => {
    const gate = deferred<FakeAnswer>();
    api = installFakeApi({ [`GET ${PATH}`]: () => gate.promise });
    renderAt('/booking/recommender?code=demo-tokyo');
    await screen.findByLabelText('Check-in');
    submit();
    expect((await screen.findAllByText('Finding the best rooms for you…')).length).toBeGreaterThan(0);
    gate.resolve(ok(RecommendationAnswerSchema, recommendation));
    expect(await screen.findAllByTestId('offer')).toHaveLength(4);
    expect(screen.queryByText('Finding the best rooms for you…')).toBeNull();
  });

  it('says so when nothing is available', async () => {
    api = installFakeApi({ [`GET ${PATH}`]: () => ok(RecommendationAnswerSchema, { data: { offers: [] } }) });
    renderAt('/booking/recommender?code=demo-tokyo');
    await screen.findByLabelText('Check-in');
    submit();
    expect((await screen.findByTestId('no-offers')).textContent).toBe('No rooms are available for these dates and guests. Please try other dates.');
  });

  it.each([
    [2308, 400, 'Rooms cannot be booked for this check-in date. Please choose another date.'],
    [2309, 400, 'This check-out date cannot be accepted. Please check the length of your stay.'],
    [1903, 400, 'Rooms can be booked up to 12 months ahead. Please choose earlier dates.'],
    [1000, 400, 'Something went wrong while processing your request. Please try again.'],
    [1000, 500, 'Something went wrong while processing your request. Please try again.'],
  ])('turns catalogue code %i (HTTP %i) into words the guest understands', async (code, status, text) => {
    const months = init.booking_widget_setting_attributes.reservable_months;
    api = installFakeApi({ [`GET ${PATH}`]: () => ({ status, body: errorEnvelope('Bad Request', code, 'raw server text') }) });
    renderAt('/booking/recommender?code=demo-tokyo');
    const checkin = (await screen.findByLabelText('Check-in')) as HTMLInputElement;
    enterValue(checkin, '2026-05-13');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text.replace('12', String(months)));
    expect(alert.textContent).not.toContain('raw server text');
    // The form is untouched.
    expect(checkin.value).toBe('2026-05-13');
  });

  it('searches at once when a link carries the stay', async () => {
    renderAt('/booking/recommender?code=demo-tokyo&checkin=2026-05-20&checkout=2026-05-21&adults=3&children=1&kids_tiers=%5B%7B%22code%22%3A%22B%22%2C%22children%22%3A1%7D%5D');
    expect(await screen.findAllByTestId('offer')).toHaveLength(4);
    expect(sentRooms(api.callsTo(PATH)[0]!)).toEqual([
      { checkin_date: '2026-05-20', checkout_date: '2026-05-21', adults: 3, children: 1, kids_age_range: [{ code: 'B', count: 1 }] },
    ]);
    expect((screen.getByLabelText('Child 1') as HTMLSelectElement).value).toBe('B');
  });

  it('speaks Japanese, and asks again in the new language when the guest switches', async () => {
    renderAt('/booking/recommender?code=demo-tokyo');
    await screen.findByLabelText('Check-in');
    submit();
    await screen.findAllByTestId('offer');
    await act(() => changeLanguage('ja'));
    try {
      await waitFor(() => expect(api.callsTo(PATH)).toHaveLength(2));
      expect(api.callsTo(PATH)[1]!.headers['x-locale']).toBe('ja');
      const offers = await screen.findAllByTestId('offer');
      expect(within(offers[0]!).getByTestId('offer-reason').textContent).toBe('↓最安値');
      expect(within(offers[3]!).getByTestId('offer-reason').textContent).toBe('♿バリアフリー');
      expect(screen.getByRole('button', { name: 'おすすめを表示' })).toBeTruthy();
      expect(screen.getByLabelText('チェックイン')).toBeTruthy();
      expect(within(offers[0]!).getByRole('link', { name: /^この客室を見る/ })).toBeTruthy();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
