// @vitest-environment jsdom
// The embeddable recommender widget (/recommender-widget): its settings call, the short form, the
// few offers the box shows and their links to the full booking in a window of its own, the
// hotel-disabled and failed states, the bare document, and start-up never opening the chatbot
// channel on this route.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  errorEnvelope,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  RecommendationAnswerSchema,
  RecommenderWidgetSettingsAnswerSchema,
  RoomSearchQuerySchema,
  type RecommenderWidgetSettings,
} from '../../contract';
import { Routes } from '../../src/app/routes';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { resetRecommender } from '../../src/features/recommender/recommender-store';
import { resetWidgetSettings } from '../../src/features/recommender/recommender-widget-store';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import recommendationFixture from '../fixtures/recommendation-demo-tokyo.json';
import { deferred, installFakeApi, ok, type FakeAnswer, type FakeHandler, type FakeRequest } from '../fixtures/fake-api';
import { enterValue } from '../fixtures/enter-value';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
const recommendation = RecommendationAnswerSchema.parse(recommendationFixture);

const OFFERS = '/hotels/demo-tokyo/rooms/recommendation';
const SETTINGS = '/hotels/demo-tokyo/settings/recommender_widget';
const NOW = new Date('2026-05-11T03:00:00Z');
const HERE = location.origin;

const widgetSettings = (over: Partial<RecommenderWidgetSettings> = {}): FakeHandler =>
  () => ok(RecommenderWidgetSettingsAnswerSchema, { data: { enabled: true, max_offers: 3, booking_url: null, ...over } });
const offers: FakeHandler = () => ok(RecommendationAnswerSchema, recommendation);

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Routes />
    </Router>,
  );
  return { ...location, view };
}

function sentRooms(req: FakeRequest) {
  return RoomSearchQuerySchema.parse(Object.fromEntries(req.url.searchParams)).rooms;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Show recommendations' }));

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
  resetWidgetSettings();
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  appState.chatbotFrame = false;
  api = installFakeApi({ [`GET ${SETTINGS}`]: widgetSettings(), [`GET ${OFFERS}`]: offers });
});

afterEach(() => {
  cleanup();
  expect(api.unhandled).toEqual([]);
});

describe('the recommender widget', () => {
  it('asks for its settings, then offers the short form in a bare box', async () => {
    renderAt('/recommender-widget?code=demo-tokyo');
    const widget = await screen.findByTestId('recommender-widget');
    expect(await screen.findByLabelText('Check-in')).toBeTruthy();
    expect(screen.getByLabelText('Check-out')).toBeTruthy();
    expect(screen.getByLabelText('Adults')).toBeTruthy();
    expect(screen.getByLabelText(/^Children/)).toBeTruthy();
    expect(api.callsTo(SETTINGS)).toHaveLength(1);
    expect(api.callsTo(OFFERS)).toHaveLength(0);
    expect(within(widget).getByRole('heading', { level: 1 }).textContent).toBe('Find your room');
    expect(widget.textContent).toContain('Yadori Tokyo Ginza');
    // The shell's header and footer are hidden around the box while it is shown.
    expect(document.documentElement.getAttribute('data-y-embed')).toBe('recommender');
    await waitFor(() => expect(document.title).toBe('Room recommendations | Yadori Tokyo Ginza'));
    cleanup();
    expect(document.documentElement.hasAttribute('data-y-embed')).toBe(false);
  });

  it('shows the few offers its settings allow, each booked in a new window with the hotel and the search', async () => {
    const { history } = renderAt('/recommender-widget?code=demo-tokyo&utm_source=hotel-site');
    enterValue(await screen.findByLabelText('Check-in'), '2026-05-20');
    enterValue(screen.getByLabelText('Check-out'), '2026-05-22');
    fireEvent.click(screen.getByRole('button', { name: 'More children' }));
    submit();
    const cards = await screen.findAllByTestId('offer');
    expect(cards).toHaveLength(3);
    expect(sentRooms(api.callsTo(OFFERS)[0]!)).toEqual([
      { checkin_date: '2026-05-20', checkout_date: '2026-05-22', adults: 2, children: 1, kids_age_range: [{ code: 'A', count: 1 }] },
    ]);
    expect(cards.map((c) => within(c).getByTestId('offer-reason').textContent)).toEqual(['↓Lowest price', '★Best value', '⤢Most space']);
    expect(within(cards[0]!).getByTestId('offer-price').textContent).toBe('¥30,470');

    const book = within(cards[1]!).getByRole('link');
    expect(book.textContent).toMatch(/^Book this room: Moderate Double, Breakfast included/);
    expect(book.textContent).toContain('(opens in a new window)');
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')).toContain('noopener');
    const href = new URL(book.getAttribute('href')!);
    expect(href.origin).toBe(HERE);
    expect(href.pathname).toBe('/reservation/guest-detail');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      code: 'demo-tokyo',
      checkin: '2026-05-20',
      checkout: '2026-05-22',
      adults: '2',
      children: '1',
      kids_tiers: '[{"code":"A","children":1}]',
      room_type_code: 'moderate-double',
      room_plan_code: 'moderate-double-breakfast',
      locale: 'en',
      utm_source: 'hotel-site',
    });

    const all = new URL(screen.getByTestId('see-all').getAttribute('href')!);
    expect(all.pathname).toBe('/booking/result');
    expect(all.searchParams.get('code')).toBe('demo-tokyo');
    expect(all.searchParams.get('checkin')).toBe('2026-05-20');
    expect(screen.getByTestId('see-all').getAttribute('target')).toBe('_blank');

    // The stay is written into the widget's own address, replacing, so a reload shows it again.
    expect(new URLSearchParams(history.at(-1)!.split('?')[1]).get('checkin')).toBe('2026-05-20');
  });

  it('opens the booking on the hotel’s own booking site when it has one', async () => {
    api = installFakeApi({ [`GET ${SETTINGS}`]: widgetSettings({ booking_url: 'https://book.hotel.example/start', max_offers: 1 }), [`GET ${OFFERS}`]: offers });
    renderAt('/recommender-widget?code=demo-tokyo&checkin=2026-05-20&checkout=2026-05-21&adults=1');
    const cards = await screen.findAllByTestId('offer');
    expect(cards).toHaveLength(1);
    const href = new URL(within(cards[0]!).getByRole('link').getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://book.hotel.example/start/reservation/guest-detail');
    expect(href.searchParams.get('adults')).toBe('1');
  });

  it('says clearly when the hotel does not offer recommendations, with a way to search its rooms', async () => {
    api = installFakeApi({ [`GET ${SETTINGS}`]: widgetSettings({ enabled: false }) });
    renderAt('/recommender-widget?code=demo-tokyo');
    const off = await screen.findByTestId('widget-disabled');
    expect(off.textContent).toContain('Room recommendations are not available for this hotel at the moment.');
    expect(screen.queryByLabelText('Check-in')).toBeNull();
    const search = within(off).getByRole('link', { name: /^Search rooms/ });
    expect(search.getAttribute('target')).toBe('_blank');
    expect(new URL(search.getAttribute('href')!).pathname).toBe('/booking/result');
    expect(api.callsTo(OFFERS)).toHaveLength(0);
  });

  it('waits for its settings, and offers to try again when they fail', async () => {
    const gate = deferred<FakeAnswer>();
    let calls = 0;
    api = installFakeApi({
      [`GET ${SETTINGS}`]: () => (++calls === 1 ? gate.promise : widgetSettings()({} as FakeRequest)),
      [`GET ${OFFERS}`]: offers,
    });
    renderAt('/recommender-widget?code=demo-tokyo');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    gate.resolve({ status: 500, body: errorEnvelope('Internal Server Error', 1000, 'boom') });
    expect((await screen.findByRole('alert')).textContent).toContain('Room recommendations could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Check-in')).toBeTruthy();
  });

  it('keeps the form and says what went wrong when the offers fail', async () => {
    api = installFakeApi({ [`GET ${SETTINGS}`]: widgetSettings(), [`GET ${OFFERS}`]: () => ({ status: 400, body: errorEnvelope('Bad Request', 2308, 'raw') }) });
    renderAt('/recommender-widget?code=demo-tokyo');
    const checkin = (await screen.findByLabelText('Check-in')) as HTMLInputElement;
    enterValue(checkin, '2026-05-13');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Rooms cannot be booked for this check-in date.');
    expect(checkin.value).toBe('2026-05-13');
  });

  it('speaks Japanese', async () => {
    await setLocale('ja');
    try {
      renderAt('/recommender-widget?code=demo-tokyo&checkin=2026-05-20&checkout=2026-05-21');
      const cards = await screen.findAllByTestId('offer');
      expect(screen.getByLabelText('チェックイン')).toBeTruthy();
      const book = within(cards[0]!).getByRole('link');
      expect(book.textContent).toMatch(/^この客室を予約する/);
      expect(book.textContent).toContain('（新しいウィンドウで開きます）');
      expect(new URL(book.getAttribute('href')!).searchParams.get('locale')).toBe('ja');
      expect(screen.getByTestId('see-all').textContent).toContain('すべての客室・プランを見る');
    } finally {
      await act(() => setLocale('en'));
    }
  });
});

describe('start-up on the widget’s route', () => {
  it('never opens the chatbot channel, even with iframe=chatbot in the address', async () => {
    const { startApp } = await import('../../src/app/startup');
    const { inChatbot } = await import('../../src/lib/chatbot');
    const { parseStartupParams } = await import('../../src/lib/startup-params');
    api = installFakeApi({
      'GET /hotels/demo-tokyo/settings/init': () => ok(InitSettingsAnswerSchema, initFixture as never),
      'GET /hotels/demo-tokyo/settings/login_widget': () => ok(LoginWidgetAnswerSchema, loginFixture as never),
    });
    const before = `${location.pathname}${location.search}`;
    history.replaceState(null, '', `/recommender-widget?code=demo-tokyo&iframe=chatbot&parentUrl=${encodeURIComponent('https://hotel.example/')}`);
    try {
      appState.phase = 'starting';
      await startApp(parseStartupParams(location.search));
      expect(appState.phase).toBe('ready');
      expect(appState.chatbotFrame).toBe(false);
      expect(inChatbot()).toBe(false);
    } finally {
      history.replaceState(null, '', before);
    }
  });
});
