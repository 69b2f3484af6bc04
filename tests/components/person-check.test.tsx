// @vitest-environment jsdom
// The person check in the sign-in forms: asked for by the API once the account's failed sign-ins
// reached the ceiling, shown (the sandbox's "I am a person" box here), what was typed kept, and the
// next sign-in sent with its token; a spent or refused token asks for the check again.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  errorEnvelope,
  InitSettingsAnswerSchema,
  LoginWidgetAnswerSchema,
  SandboxChallengeTokenAnswerSchema,
  SignInAnswerSchema,
  SignInChallengeAnswerSchema,
  UserMeAnswerSchema,
  type User,
} from '../../contract';
import { Routes } from '../../src/app/routes';
import { appState, setSettings, setUser } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { forgetAccessToken } from '../../src/lib/session';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import { installFakeApi, ok, type FakeAnswer, type FakeHandler, type FakeRequest } from '../fixtures/fake-api';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
// The password sign-in as these tests know it: the hotel's social sign-ins are tested elsewhere.
const login = { ...LoginWidgetAnswerSchema.parse(loginFixture).data, sns_auth_settings: [] };
const BRAND = init.hotel_brand.id;
const USER: User = {
  id: 7, membership_id: 'M-7', email: 'member@demo.yadori.test', first_name: 'Hanako', last_name: 'Yamada', first_name_kana: null, last_name_kana: null,
  locale: 'en', provider: null, program_id: null, rank_id: null, rank: null, hotel_brand_id: BRAND, organization: null, organization_role: null, point_program_enabled: true,
};
const SESSION = 'member-session-token-0123456789';
const SIGN_IN = '/hotels/demo-tokyo/memberships/sign_in';
const SANDBOX_KEY = '3x00000000000000000000SANDBOX';
/** Where a sign-in returns to: a page that calls nothing, so the test sees the sign-in alone. */
const TARGET = '/not-a-page?code=demo-tokyo';
const target = `target=${encodeURIComponent(TARGET)}`;

let api: ReturnType<typeof installFakeApi>;

/**
 * The API past the ceiling: a sign-in without a token asks for the check; each sandbox token is
 * good once, and `good` says which tokens the check accepts.
 */
function pastTheCeiling(good: (token: string) => boolean = () => true, extra: Record<string, FakeHandler> = {}) {
  let issued = 0;
  const spent = new Set<string>();
  const signIn = (req: FakeRequest): FakeAnswer => {
    const token = (req.body as { turnstile_token?: string }).turnstile_token;
    if (!token) return { status: 403, body: errorEnvelope('Forbidden', 1000, 'challenge_required: Too many failed sign-ins.', 'turnstile_token') };
    if (spent.has(token) || !good(token)) {
      spent.add(token);
      return { status: 403, body: errorEnvelope('Forbidden', 1000, 'challenge_failed: The check has expired or did not pass.', 'turnstile_token') };
    }
    spent.add(token);
    return ok(SignInAnswerSchema, { data: { session: SESSION, access_token: SESSION, user: USER }, meta: { reset_code: null } });
  };
  api = installFakeApi({
    [`POST ${SIGN_IN}`]: signIn,
    [`GET ${SIGN_IN}/challenge`]: () => ok(SignInChallengeAnswerSchema, { data: { provider: 'sandbox', site_key: SANDBOX_KEY } }),
    'POST /sandbox/turnstile/tokens': (req) => {
      expect(req.body).toEqual({ site_key: SANDBOX_KEY });
      issued += 1;
      return ok(SandboxChallengeTokenAnswerSchema, { data: { token: `sandbox.token-${issued}` } });
    },
    ...extra,
  });
}

const signInBodies = () => api.callsTo(SIGN_IN).map((c) => c.body as Record<string, unknown>);

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Routes />
    </Router>,
  );
  return location;
}

async function fillAndSubmit(email: string, password: string) {
  fireEvent.input(await screen.findByLabelText(/E-mail address|メールアドレス/), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(/^Password|^パスワード/), { target: { value: password } });
  fireEvent.click(screen.getByTestId('sign-in-submit'));
}

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
afterEach(async () => {
  cleanup();
  await setLocale('en');
  expect(api.unhandled).toEqual([]);
});

describe('/sign-in past the ceiling', () => {
  it('shows the check, keeps what was typed, and signs in with its token', async () => {
    pastTheCeiling();
    const location = renderAt(`/sign-in?code=demo-tokyo&${target}`);
    await fillAndSubmit('member@demo.yadori.test', 'Yadori-Demo-1');
    expect((await screen.findByTestId('form-error')).textContent).toContain('Please confirm you are a person below, then sign in again.');
    const box = (await screen.findByRole('checkbox', { name: 'I am a person' })) as HTMLInputElement;
    expect(screen.getByRole('group', { name: 'Confirm you are a person' })).toBeTruthy();
    // Nothing typed is lost.
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('member@demo.yadori.test');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Yadori-Demo-1');
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByTestId('person-check-status').textContent).toBe('Thank you. Now sign in again.'));
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(location.history.at(-1)).toBe(TARGET));
    expect(signInBodies()).toEqual([
      { email: 'member@demo.yadori.test', password: 'Yadori-Demo-1' },
      { email: 'member@demo.yadori.test', password: 'Yadori-Demo-1', turnstile_token: 'sandbox.token-1' },
    ]);
    expect(appState.user?.id).toBe(7);
  });

  it('asks for the check again when its token is refused, and sends the new one', async () => {
    pastTheCeiling((token) => token !== 'sandbox.token-1');
    const location = renderAt(`/sign-in?code=demo-tokyo&${target}`);
    await fillAndSubmit('member@demo.yadori.test', 'Yadori-Demo-1');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I am a person' }));
    await screen.findByText('Thank you. Now sign in again.');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toContain('The check has expired or did not pass.'));
    // A fresh check, not yet passed.
    const again = (await screen.findByRole('checkbox', { name: 'I am a person' })) as HTMLInputElement;
    expect(again.checked).toBe(false);
    fireEvent.click(again);
    await screen.findByText('Thank you. Now sign in again.');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(location.history.at(-1)).toBe(TARGET));
    expect(signInBodies().map((b) => b.turnstile_token)).toEqual([undefined, 'sandbox.token-1', 'sandbox.token-2']);
  });

  it('can be used with the keyboard alone: the box is a real checkbox in the form’s tab order', async () => {
    pastTheCeiling();
    renderAt('/sign-in?code=demo-tokyo');
    await fillAndSubmit('member@demo.yadori.test', 'Yadori-Demo-1');
    const box = await screen.findByRole('checkbox', { name: 'I am a person' });
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('tabindex')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain('Several sign-ins to this account have failed.');
  });
});

describe('with a real Turnstile widget', () => {
  it('renders Turnstile with the site key, the action and the member’s language, and sends its token', async () => {
    await setLocale('zh_Hant');
    type Options = { sitekey: string; action: string; language: string; callback(token: string): void };
    const rendered: Options[] = [];
    const turnstile = { render: vi.fn((_el: HTMLElement, options: Options) => (rendered.push(options), 'widget-1')), remove: vi.fn() };
    (window as unknown as { turnstile?: typeof turnstile }).turnstile = turnstile;
    try {
      pastTheCeiling((token) => token === 'turnstile-token', {
        [`GET ${SIGN_IN}/challenge`]: () => ok(SignInChallengeAnswerSchema, { data: { provider: 'turnstile', site_key: '0x4AAAAAAAyadoriTest' } }),
        // The member is read again in the page's language once signed in.
        'GET /user/me': () => ok(UserMeAnswerSchema, { data: { user: USER, access_token: SESSION, session: SESSION }, meta: { reset_code: null } }),
      });
      const location = renderAt(`/sign-in?code=demo-tokyo&${target}`);
      fireEvent.input(await screen.findByLabelText(/^電子郵件地址/), { target: { value: 'member@demo.yadori.test' } });
      fireEvent.input(screen.getByLabelText(/^密碼/), { target: { value: 'Yadori-Demo-1' } });
      fireEvent.click(screen.getByTestId('sign-in-submit'));
      expect((await screen.findByTestId('form-error')).textContent).toContain('請先完成下方的真人驗證');
      await waitFor(() => expect(rendered).toHaveLength(1));
      expect(rendered[0]).toMatchObject({ sitekey: '0x4AAAAAAAyadoriTest', action: 'sign_in', language: 'zh-tw' });
      expect(screen.getByRole('group', { name: '確認您是真人' })).toBeTruthy();
      act(() => rendered[0]!.callback('turnstile-token'));
      fireEvent.click(screen.getByTestId('sign-in-submit'));
      await waitFor(() => expect(location.history.at(-1)).toBe(TARGET));
      expect(signInBodies().at(-1)).toMatchObject({ turnstile_token: 'turnstile-token' });
      expect(turnstile.remove).toHaveBeenCalledWith('widget-1');
    } finally {
      delete (window as unknown as { turnstile?: unknown }).turnstile;
    }
  });
});

describe('/chat-sign-in past the ceiling', () => {
  it('asks for nothing until the API does', async () => {
    api = installFakeApi({ [`POST ${SIGN_IN}`]: () => ok(SignInAnswerSchema, { data: { session: SESSION, access_token: SESSION, user: USER }, meta: { reset_code: null } }) });
    const location = renderAt(`/chat-sign-in?code=demo-tokyo&${target}`);
    await fillAndSubmit('member@demo.yadori.test', 'Yadori-Demo-1');
    await waitFor(() => expect(location.history.at(-1)).toBe(TARGET));
    expect(api.callsTo(`${SIGN_IN}/challenge`)).toHaveLength(0);
    expect(signInBodies()).toEqual([{ email: 'member@demo.yadori.test', password: 'Yadori-Demo-1' }]);
  });

  it('shows the check in the member’s language, keeps the e-mail and the password, and sends the token', async () => {
    await setLocale('ja');
    pastTheCeiling();
    const location = renderAt(`/chat-sign-in?code=demo-tokyo&locale=ja&${target}`);
    await fillAndSubmit('member@demo.yadori.test', 'Yadori-Demo-1');
    expect((await screen.findByTestId('form-error')).textContent).toContain('下の確認を済ませてから、もう一度ログインしてください。');
    const box = await screen.findByRole('checkbox', { name: '私はロボットではありません' });
    expect((screen.getByLabelText(/メールアドレス/) as HTMLInputElement).value).toBe('member@demo.yadori.test');
    expect((screen.getByLabelText(/^パスワード/) as HTMLInputElement).value).toBe('Yadori-Demo-1');
    fireEvent.click(box);
    await screen.findByText('確認できました。もう一度ログインしてください。');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(location.history.at(-1)).toBe(TARGET));
    expect(signInBodies().at(-1)).toEqual({ email: 'member@demo.yadori.test', password: 'Yadori-Demo-1', turnstile_token: 'sandbox.token-1' });
  });
});
