// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { errorEnvelope, InitSettingsAnswerSchema, LoginWidgetAnswerSchema, SignInAnswerSchema, UserMeAnswerSchema, type User } from '../../contract';
import { Routes } from '../../src/app/routes';
import { appState, setSettings, setUser } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { forgetAccessToken, loadAccessToken } from '../../src/lib/session';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import { installFakeApi, ok, type FakeHandler } from '../fixtures/fake-api';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
/** The hotel offers the password only; the other ways have tests of their own below. */
const login = { ...LoginWidgetAnswerSchema.parse(loginFixture).data, sns_auth_settings: [], direct_sso_enabled: false };
const BRAND = init.hotel_brand.id;
const USER: User = {
  id: 7, membership_id: 'M-7', email: 'member@demo.yadori.test', first_name: 'Hanako', last_name: 'Yamada', first_name_kana: null, last_name_kana: null,
  locale: 'en', provider: null, program_id: null, rank_id: null, rank: null, hotel_brand_id: BRAND, organization: null, organization_role: null, point_program_enabled: true,
};
const SESSION = 'member-session-token-0123456789';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Routes />
    </Router>,
  );
  return location;
}

let api: ReturnType<typeof installFakeApi>;
const install = (routes: Record<string, FakeHandler>) => {
  api = installFakeApi(routes);
};

beforeAll(async () => {
  await setLocale('en');
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  setUser(null);
  forgetAccessToken(BRAND);
});
afterEach(() => {
  cleanup();
  expect(api.unhandled).toEqual([]);
});

async function fillAndSubmit(email: string, password: string) {
  fireEvent.input(await screen.findByLabelText(/E-mail address/), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByTestId('sign-in-submit'));
}

describe('/chat-sign-in', () => {
  it('signs in, keeps the session, and goes to a same-origin target', async () => {
    install({ 'POST /hotels/demo-tokyo/memberships/sign_in': () => ok(SignInAnswerSchema, { data: { session: SESSION, access_token: SESSION, user: USER }, meta: { reset_code: null } }) });
    const location = renderAt('/chat-sign-in?code=demo-tokyo&target=%2Fbooking%2Fresult%3Fcode%3Ddemo-tokyo%26adults%3D3');
    await fillAndSubmit('member@demo.yadori.test', 'Yadori-Demo-1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/booking/result?code=demo-tokyo&adults=3'));
    const call = api.callsTo('/hotels/demo-tokyo/memberships/sign_in')[0]!;
    expect(call.method).toBe('POST');
    expect(appState.user?.id).toBe(7);
    expect(loadAccessToken(BRAND)).toBe(SESSION);
  });

  it('refuses another site as target and goes to the results instead', async () => {
    install({ 'POST /hotels/demo-tokyo/memberships/sign_in': () => ok(SignInAnswerSchema, { data: { session: SESSION, access_token: SESSION, user: USER }, meta: { reset_code: null } }) });
    const location = renderAt('/chat-sign-in?code=demo-tokyo&target=%2F%2Fevil.example%2Fx');
    await fillAndSubmit('member@demo.yadori.test', 'Yadori-Demo-1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/booking/result?code=demo-tokyo'));
  });

  it('says a wrong password in words, stays signed out and keeps the e-mail', async () => {
    install({ 'POST /hotels/demo-tokyo/memberships/sign_in': () => ({ status: 401, body: errorEnvelope('Unauthorized', 1000, 'The e-mail address or the password is not right.') }) });
    const location = renderAt('/chat-sign-in?code=demo-tokyo');
    await fillAndSubmit('member@demo.yadori.test', 'nope');
    expect((await screen.findByTestId('form-error')).textContent).toContain('The e-mail address or the password is not right.');
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('member@demo.yadori.test');
    expect(appState.user).toBeNull();
    expect(location.history).toEqual(['/chat-sign-in?code=demo-tokyo']);
  });

  it('says how long a locked account waits, and that an unconfirmed address must be confirmed', async () => {
    let answer = { status: 423, body: errorEnvelope('Locked', 1301, 'Too many failed sign-ins. Please try again in 12 minute(s).') };
    install({ 'POST /hotels/demo-tokyo/memberships/sign_in': () => answer });
    renderAt('/chat-sign-in?code=demo-tokyo');
    await fillAndSubmit('member@demo.yadori.test', 'Yadori-Demo-1');
    expect((await screen.findByTestId('form-error')).textContent).toContain('try again in 12 min');
    answer = { status: 403, body: errorEnvelope('Forbidden', 1000, 'not_confirmed') };
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'Yadori-Demo-1' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toContain('not confirmed yet'));
  });

  it('asks for the fields in words before calling the server', async () => {
    install({});
    renderAt('/chat-sign-in?code=demo-tokyo');
    fireEvent.click(await screen.findByTestId('sign-in-submit'));
    expect((await screen.findAllByText('Please fill in this field.')).length).toBe(2);
    expect(api.callsTo(/sign_in/)).toHaveLength(0);
  });
});

describe('/iframe-token', () => {
  const TOKEN = 'one-time-token-abcdefghijklmnop';

  it('exchanges the fragment token once for a session, never leaving it in the address', async () => {
    install({
      'GET /user/me': () => ok(UserMeAnswerSchema, { data: { user: USER, access_token: SESSION, session: SESSION }, meta: { reset_code: null } }),
    });
    // The target is a page that calls nothing, so the test sees the hand-off alone.
    const target = encodeURIComponent('/not-a-page?code=demo-tokyo');
    window.history.replaceState(null, '', `/iframe-token?code=demo-tokyo&target=${target}#token=${TOKEN}`);
    const location = renderAt(`/iframe-token?code=demo-tokyo&target=${target}`);
    await waitFor(() => expect(location.history).toContain('/not-a-page?code=demo-tokyo'));
    // In the app the route table takes it out before start-up (e2e/chat.spec.ts); here the page does.
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.location.hash).toBe('');
    const calls = api.callsTo('/user/me');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['x-one-time-access-token']).toBe(TOKEN);
    expect(calls[0]!.url.toString()).not.toContain(TOKEN);
    expect(appState.user?.id).toBe(7);
    expect(loadAccessToken(BRAND)).toBe(SESSION);
  });

  it('refuses a spent token with a clear message and stays signed out', async () => {
    install({ 'GET /user/me': () => ok(UserMeAnswerSchema, { data: { user: null }, meta: { reset_code: 3403 } }) });
    window.history.replaceState(null, '', `/iframe-token?code=demo-tokyo#token=${TOKEN}-2`);
    renderAt('/iframe-token?code=demo-tokyo');
    expect((await screen.findByTestId('hand-off-error')).textContent).toContain('already been used');
    expect(appState.user).toBeNull();
  });

  it('says an unknown token is not valid, and a missing one that nothing was handed over', async () => {
    install({ 'GET /user/me': () => ok(UserMeAnswerSchema, { data: { user: null }, meta: { reset_code: 3401 } }) });
    window.history.replaceState(null, '', `/iframe-token?code=demo-tokyo#token=${TOKEN}-3`);
    renderAt('/iframe-token?code=demo-tokyo');
    expect((await screen.findByTestId('hand-off-error')).textContent).toContain('not valid or has expired');
    cleanup();
    window.history.replaceState(null, '', '/iframe-token?code=demo-tokyo');
    renderAt('/iframe-token?code=demo-tokyo');
    expect((await screen.findByTestId('hand-off-error')).textContent).toContain('No sign-in token');
  });
});

describe('what the hotel does not offer in the chat', () => {
  it('no sign-ups: the sign-in page offers none, and the sign-up pages say so with the way to the rooms', async () => {
    setSettings(structuredClone(init), { ...structuredClone(login), allow_signup: false });
    install({});
    renderAt('/chat-sign-in?code=demo-tokyo');
    expect(await screen.findByLabelText(/E-mail address/)).toBeTruthy();
    expect(screen.queryByTestId('to-sign-up')).toBeNull();
    cleanup();
    for (const path of ['/chat-sign-up?code=demo-tokyo', '/chat-sign-up-form?code=demo-tokyo']) {
      renderAt(path);
      const box = await screen.findByTestId('chat-not-offered');
      expect(box.textContent).toContain('This hotel does not take new members here.');
      expect(screen.getByRole('link', { name: 'See rooms and rates' }).getAttribute('href')).toBe('/?code=demo-tokyo');
      expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
      cleanup();
    }
  });

  it('no way to sign in at all (no membership login, no LINE, Facebook or single sign-on): neither sign-in nor sign-up', async () => {
    setSettings(structuredClone(init), { ...structuredClone(login), membership_login_enabled: false });
    install({});
    renderAt('/chat-sign-in?code=demo-tokyo');
    expect((await screen.findByTestId('chat-not-offered')).textContent).toContain('does not offer member sign-in here');
    expect(screen.queryByTestId('sign-in-submit')).toBeNull();
  });
});

describe('the other ways the hotel offers, in the chat', () => {
  const noSandbox = { 'HEAD /sandbox/facebook/dialog': () => ({ status: 404, body: '' }) };

  it('offers LINE, Facebook and single sign-on beside the password, each a labelled button', async () => {
    setSettings(structuredClone(init), { ...structuredClone(login), direct_sso_enabled: true, sns_auth_settings: [{ provider: 'line', app_id: '1234567890' }, { provider: 'facebook', app_id: '987654321' }] });
    install(noSandbox);
    renderAt('/chat-sign-in?code=demo-tokyo');
    expect(await screen.findByTestId('sign-on-line')).toBeTruthy();
    expect(screen.getByTestId('sign-on-facebook').textContent).toMatch(/Facebook/);
    expect(screen.getByTestId('sign-on-open_id')).toBeTruthy();
    expect(screen.getByTestId('sign-in-submit')).toBeTruthy();
    // Introduced as another way, after the password form.
    expect(screen.getByRole('heading', { name: 'or' })).toBeTruthy();
  });

  it('a hotel with LINE only: the page offers LINE, not a password form and not "not offered"', async () => {
    setSettings(structuredClone(init), { ...structuredClone(login), membership_login_enabled: false, sns_auth_settings: [{ provider: 'line', app_id: '1234567890' }] });
    install({});
    renderAt('/chat-sign-in?code=demo-tokyo');
    expect(await screen.findByTestId('sign-on-line')).toBeTruthy();
    expect(screen.queryByTestId('sign-in-submit')).toBeNull();
    expect(screen.queryByTestId('chat-not-offered')).toBeNull();
    expect(screen.queryByTestId('to-sign-up')).toBeNull();
  });
});
