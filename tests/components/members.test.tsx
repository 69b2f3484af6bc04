// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  errorEnvelope,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  MemberSessionAnswerSchema,
  SignInAnswerSchema,
  UserMeAnswerSchema,
  UserReservationsAnswerSchema,
  type User,
} from '../../contract';
import { Routes } from '../../src/app/routes';
import { LoginMenu } from '../../src/features/members/LoginMenu';
import { signInAtStartup } from '../../src/features/members/startup-sign-in';
import { appState, setReady, setSettings, setUser } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { forgetAccessToken, loadAccessToken, saveAccessToken } from '../../src/lib/session';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import { installFakeApi, ok, type FakeHandler } from '../fixtures/fake-api';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
// The password sign-in as these tests know it: the hotel's social sign-ins are tested elsewhere.
const login = { ...LoginWidgetAnswerSchema.parse(loginFixture).data, sns_auth_settings: [] };
const BRAND = init.hotel_brand.id;
const USER: User = {
  id: 7, membership_id: 'M-7', email: 'member@demo.yadori.test', first_name: 'Hanako', last_name: 'Yamada', first_name_kana: null, last_name_kana: null,
  locale: 'en', provider: null, program_id: 1, rank_id: 2, rank: { code: 'silver', name: 'Silver' }, hotel_brand_id: BRAND, organization: null, organization_role: null,
  point_program_enabled: true, profile_update_allowed: true,
};
const SESSION = 'member-session-token-0123456789';

let api: ReturnType<typeof installFakeApi>;
const install = (routes: Record<string, FakeHandler>) => {
  api = installFakeApi(routes);
};

function renderAt(path: string, children = <Routes />) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>,
  );
  return location;
}

function reservations(page: number, total: number, status: string) {
  return ok(UserReservationsAnswerSchema, {
    data: [
      { reservation_number: `R${status}${page}A`, hotel_code: 'demo-tokyo', hotel_name: 'Yadori Tokyo Ginza', status: 'done', checkin_date: '2030-04-01', checkout_date: '2030-04-03', total_price: 24000, currency: 'JPY', rooms: 1 },
      { reservation_number: `R${status}${page}B`, hotel_code: 'demo-kyoto', hotel_name: 'Yadori Kyoto', status: status === 'cancelled' ? 'cancelled' : 'payment_pending', checkin_date: '2030-05-01', checkout_date: '2030-05-02', total_price: 12000, currency: 'JPY', rooms: 2 },
    ],
    meta: { page, total_pages: total, total_entries: total * 10, status: status as 'upcoming' },
  });
}

beforeAll(async () => {
  await setLocale('en');
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  setReady();
  setUser(null);
  appState.globalError = null;
  forgetAccessToken(BRAND);
});
afterEach(() => {
  cleanup();
  expect(api.unhandled).toEqual([]);
});

describe('/my-account/reservations', () => {
  it('lists the reservations of a group a page at a time, with the group and page in the address', async () => {
    setUser(USER);
    saveAccessToken(BRAND, SESSION);
    install({
      'GET /user/reservations': (req) => reservations(Number(req.url.searchParams.get('page')), 3, req.url.searchParams.get('status')!),
      'GET /hotels/demo-tokyo/memberships/program': () => ({ status: 404, body: errorEnvelope('Not Found', 1000, 'program_not_found') }),
    });
    const location = renderAt('/my-account/reservations?code=demo-tokyo');
    const items = await screen.findAllByTestId('reservation-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Yadori Tokyo Ginza');
    expect(items[0]!.textContent).toContain('Rupcoming1A');
    expect(items[1]!.textContent).toContain('Payment pending');
    expect(items[1]!.textContent).toContain('2 rooms');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByTestId('group-upcoming').getAttribute('aria-current')).toBe('page');
    expect(api.callsTo('/user/reservations')[0]!.url.searchParams.toString()).toBe('status=upcoming&page=1&locale=en');

    fireEvent.click(screen.getByTestId('page-next'));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    expect(location.history.at(-1)).toBe('/my-account/reservations?code=demo-tokyo&status=upcoming&page=2');
    expect(screen.getByTestId('page-prev')).toBeTruthy();

    fireEvent.click(screen.getByTestId('group-cancelled'));
    await waitFor(() => expect(screen.getAllByTestId('reservation-item')[0]!.textContent).toContain('Rcancelled1A'));
    expect(screen.getByTestId('group-cancelled').getAttribute('aria-current')).toBe('page');
    expect(api.callsTo('/user/reservations').at(-1)!.url.searchParams.get('status')).toBe('cancelled');
  });

  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    install({});
    const location = renderAt('/my-account/reservations?code=demo-tokyo&status=completed');
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/sign-in\?/));
    const target = new URLSearchParams(location.history.at(-1)!.split('?')[1]).get('target');
    expect(target).toBe('/my-account/reservations?code=demo-tokyo&status=completed');
  });
});

describe('/sign-in', () => {
  it('signs in and goes back to the target, keeping the session', async () => {
    install({ 'POST /hotels/demo-tokyo/memberships/sign_in': () => ok(SignInAnswerSchema, { data: { session: SESSION, access_token: SESSION, user: USER }, meta: { reset_code: null } }) });
    const location = renderAt(`/sign-in?code=demo-tokyo&target=${encodeURIComponent('/booking/result?code=demo-tokyo&adults=3')}`);
    fireEvent.input(await screen.findByLabelText(/E-mail address/), { target: { value: 'member@demo.yadori.test' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'Yadori-Demo-1' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/booking/result?code=demo-tokyo&adults=3'));
    expect(appState.user?.id).toBe(7);
    expect(loadAccessToken(BRAND)).toBe(SESSION);
  });

  it('an unconfirmed address: says so and offers the confirmation mail again; nothing typed is lost', async () => {
    install({ 'POST /hotels/demo-tokyo/memberships/sign_in': () => ({ status: 403, body: errorEnvelope('Forbidden', 1000, 'not_confirmed') }) });
    renderAt('/sign-in?code=demo-tokyo');
    fireEvent.input(await screen.findByLabelText(/E-mail address/), { target: { value: 'new@example.com' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'Yadori-New-1' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('not confirmed yet');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/resend-confirmation-email?code=demo-tokyo');
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('new@example.com');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Yadori-New-1');
    expect(appState.user).toBeNull();
  });

  it('signed in as someone else: signs out on request and shows the form, keeping the target', async () => {
    setUser(USER);
    saveAccessToken(BRAND, SESSION);
    install({ 'DELETE /hotels/demo-tokyo/memberships/sign_out': () => ({ status: 204, body: null }) });
    renderAt(`/sign-in?code=demo-tokyo&target=${encodeURIComponent('/reservation/manage/YD1?code=demo-tokyo')}`);
    expect((await screen.findByTestId('already-signed-in')).textContent).toContain('Hanako Yamada');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await screen.findByLabelText(/E-mail address/)).toBeTruthy();
    expect(api.callsTo('/hotels/demo-tokyo/memberships/sign_out')).toHaveLength(1);
    expect(appState.user).toBeNull();
    expect(loadAccessToken(BRAND)).toBeNull();
  });

  it('offers the providers the hotel enables', async () => {
    appState.loginWidget = { ...structuredClone(login), direct_sso_enabled: true, sns_auth_settings: [{ provider: 'line', app_id: '1234567890' }] };
    install({});
    renderAt('/sign-in?code=demo-tokyo');
    expect(await screen.findByTestId('sign-on-open_id')).toBeTruthy();
    expect(screen.getByTestId('sign-on-line').textContent).toContain('Sign in with LINE');
    expect(screen.queryByTestId('sign-on-facebook')).toBeNull();
  });
});

describe('the login menu', () => {
  it('a guest: member sign-in and sign-up returning to this page; Escape closes and gives the focus back', async () => {
    install({});
    renderAt('/booking/result?code=demo-tokyo&adults=3', <LoginMenu />);
    const button = await screen.findByTestId('login-menu-button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = screen.getByTestId('login-menu');
    // Corporate sign-in has no page in this build: not offered.
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Member sign-in', 'Become a member']);
    expect(screen.getByTestId('menu-sign_in').getAttribute('href')).toBe(`/sign-in?code=demo-tokyo&target=${encodeURIComponent('/booking/result?code=demo-tokyo&adults=3')}`);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByTestId('login-menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a member: name, rank, account and reservations; signing out ends the session here and on the server', async () => {
    setUser(USER);
    saveAccessToken(BRAND, SESSION);
    install({ 'DELETE /hotels/demo-tokyo/memberships/sign_out': () => ({ status: 204, body: null }) });
    renderAt('/booking/result?code=demo-tokyo', <LoginMenu />);
    fireEvent.click(await screen.findByTestId('login-menu-button'));
    const menu = screen.getByTestId('login-menu');
    expect(menu.textContent).toContain('Signed in as Hanako Yamada');
    expect(menu.textContent).toContain('Silver');
    expect(screen.getByTestId('menu-account').getAttribute('href')).toBe('/my-account/profile?code=demo-tokyo');
    expect(screen.getByTestId('menu-reservations')).toBeTruthy();
    expect(screen.queryByTestId('menu-sign_up')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-logout'));
    await waitFor(() => expect(appState.user).toBeNull());
    expect(api.callsTo('/hotels/demo-tokyo/memberships/sign_out')[0]!.headers.authorization).toBe(`Bearer ${SESSION}`);
    expect(loadAccessToken(BRAND)).toBeNull();
    expect(appState.globalMessage?.key).toBe('shell.account.signed_out');
  });

  it('is not there in the chatbot frame', async () => {
    appState.chatbotFrame = true;
    install({});
    renderAt('/booking/result?code=demo-tokyo', <LoginMenu />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('login-menu-button')).toBeNull();
    appState.chatbotFrame = false;
  });

  it('reads the member again when the language changes (the rank in the new language)', async () => {
    setUser(USER);
    saveAccessToken(BRAND, SESSION);
    install({ 'GET /user/me': (req) => ok(UserMeAnswerSchema, { data: { user: { ...USER, rank: { code: 'silver', name: req.url.searchParams.get('locale') === 'ja' ? 'シルバー' : 'Silver' } } }, meta: { reset_code: null } }) });
    renderAt('/booking/result?code=demo-tokyo', <LoginMenu />);
    await screen.findByTestId('login-menu-button');
    await setLocale('ja');
    await waitFor(() => expect(appState.user?.rank?.name).toBe('シルバー'));
    await setLocale('en');
  });
});

describe('signing in at start-up', () => {
  const session = { session: SESSION, access_token: SESSION, refresh_token: 'refresh-token-rotated-0123456789', user: USER, social: false };

  it("a brand custom auth token counts on the results page only, and leaves the address", async () => {
    const withName = structuredClone(init);
    withName.booking_widget_setting_attributes.brand_custom_auth_token_name = 'brand_token';
    install({ 'POST /hotels/demo-tokyo/memberships/custom_auth': () => ok(MemberSessionAnswerSchema, { data: session, meta: { reset_code: null } }) });
    window.history.replaceState(null, '', '/booking/result?code=demo-tokyo&brand_token=aaa.bbb.ccc&adults=2');
    expect(await signInAtStartup(undefined, 'demo-tokyo', withName)).toBe(true);
    expect(window.location.search).toBe('?code=demo-tokyo&adults=2');
    expect(api.callsTo('/hotels/demo-tokyo/memberships/custom_auth')).toHaveLength(1);
    expect(appState.user?.id).toBe(7);
    expect(loadAccessToken(BRAND)).toBe(SESSION);

    // Elsewhere the parameter means nothing.
    setUser(null);
    window.history.replaceState(null, '', '/sign-in?code=demo-tokyo&brand_token=aaa.bbb.ccc');
    expect(await signInAtStartup(undefined, 'demo-tokyo', withName)).toBe(false);
    expect(api.callsTo('/hotels/demo-tokyo/memberships/custom_auth')).toHaveLength(1);
  });

  it('a refused brand token is said in a banner; the guest stays signed out', async () => {
    const withName = structuredClone(init);
    withName.booking_widget_setting_attributes.brand_custom_auth_token_name = 'brand_token';
    install({ 'POST /hotels/demo-tokyo/memberships/custom_auth': () => ({ status: 400, body: errorEnvelope('Bad Request', 1000, 'custom_auth_expired: too old') }) });
    window.history.replaceState(null, '', '/facilities?code=demo-tokyo&brand_token=aaa.bbb.ccc');
    expect(await signInAtStartup(undefined, 'demo-tokyo', withName)).toBe(false);
    expect(appState.globalError?.key).toBe('errors.custom_auth_failed');
    expect(appState.user).toBeNull();
  });

  it.each([
    [3401, 'errors.refresh_token_not_found'],
    [3402, 'errors.brand_mismatch'],
    [3403, 'errors.refresh_token_spent'],
  ])('a refresh token refused with %i: signed out, said as %s', async (code, key) => {
    setUser(USER);
    saveAccessToken(BRAND, SESSION);
    install({ 'POST /user/token_exchange': () => ({ status: 400, body: errorEnvelope('Bad Request', code, 'no') }) });
    window.history.replaceState(null, '', '/booking/result?code=demo-tokyo');
    expect(await signInAtStartup('refresh-token-0123456789abcdef', 'demo-tokyo', init)).toBe(true);
    expect(appState.user).toBeNull();
    expect(loadAccessToken(BRAND)).toBeNull();
    expect(appState.globalError?.key).toBe(key);
  });
});
