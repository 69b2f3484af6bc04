// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { loaders } from 'virtual:locale-namespaces';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InitSettingsAnswerSchema, LoginWidgetAnswerSchema } from '../../contract';
import { Shell } from '../../src/app/shell/Shell';
import { appState, setSettings } from '../../src/lib/app-store';
import { localeState, setLocale, storedLocale } from '../../src/lib/i18n';
import { enterValue } from '../fixtures/enter-value';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';

// Fixtures are real answers of the reference API and must still match the contract.
const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <Shell>
        <p>page</p>
      </Shell>
    </Router>,
  );
}

beforeAll(async () => {
  await setLocale('en');
});

beforeEach(() => {
  setSettings(structuredClone(init), structuredClone(login));
  appState.chatbotFrame = false;
  appState.hotelCode = 'demo-tokyo';
});

afterEach(cleanup);

describe('the shell', () => {
  it('shows the hotel name, the language selector and the hotel colours', async () => {
    renderAt('/');
    expect(screen.getByText('Yadori Tokyo Ginza')).toBeTruthy();
    // The selector's code comes once the hotel's languages are known.
    expect(await screen.findByLabelText('Language')).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--y-header')).toBe(init.booking_widget_setting_attributes.header_color);
  });

  it('offers exactly the hotel’s languages', async () => {
    renderAt('/');
    const options = [...((await screen.findByLabelText('Language')) as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(init.available_languages);
  });

  it('shows the hotel’s own footer sanitised, its links opening in a new tab', async () => {
    renderAt('/');
    const link = await screen.findByRole('link', { name: 'Privacy' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('hides the language selector inside the chatbot frame', () => {
    appState.chatbotFrame = true;
    renderAt('/');
    expect(screen.queryByLabelText('Language')).toBeNull();
  });

  it('hides the language selector on the guest-detail and payment steps', () => {
    renderAt('/reservation/guest-detail');
    expect(screen.queryByLabelText('Language')).toBeNull();
    cleanup();
    renderAt('/reservation/payment');
    expect(screen.queryByLabelText('Language')).toBeNull();
  });

  it('hides the selector when the hotel speaks one language', () => {
    appState.init!.available_languages = ['ja'];
    renderAt('/');
    expect(screen.queryByLabelText('Language')).toBeNull();
  });

  it('follows a language change', async () => {
    renderAt('/');
    await act(() => setLocale('ja'));
    expect(screen.getByLabelText('言語')).toBeTruthy();
    expect(screen.getByText('ヤドリ東京銀座')).toBeTruthy();
    await act(() => setLocale('en'));
  });

  it('stays in its language, and says why, when the words of another cannot be loaded', async () => {
    // Thai's words cannot be fetched (the connection dropped).
    const thai = loaders!.th as Record<string, () => Promise<unknown>>;
    const saved = { ...thai };
    for (const ns of Object.keys(thai)) thai[ns] = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      renderAt('/');
      const select = screen.getByTestId('language-selector') as HTMLSelectElement;
      enterValue(select, 'th');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('We could not reach the booking service'));
      expect(select.value).toBe('en');
      expect(localeState.locale).toBe('en');
      expect(storedLocale()).not.toBe('th');
    } finally {
      Object.assign(thai, saved);
      appState.globalMessage = null;
    }
  });

  it('names the language asked for, busy, while its words load, then speaks it', async () => {
    const korean = loaders!.ko as Record<string, () => Promise<unknown>>;
    const saved = { ...korean };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    for (const ns of Object.keys(korean)) korean[ns] = () => held.then(() => saved[ns]!());
    try {
      renderAt('/');
      const select = screen.getByTestId('language-selector') as HTMLSelectElement;
      enterValue(select, 'ko');
      await waitFor(() => expect(select.getAttribute('aria-busy')).toBe('true'));
      expect(select.value).toBe('ko');
      expect(localeState.locale).toBe('en');
      await act(async () => release());
      await waitFor(() => expect(localeState.locale).toBe('ko'));
      expect(select.value).toBe('ko');
      expect(select.hasAttribute('aria-busy')).toBe(false);
    } finally {
      Object.assign(korean, saved);
      await act(() => setLocale('en'));
    }
  });

  it('shows dismissible global banners with their kind in words', async () => {
    appState.globalError = { key: 'errors.session_expired', variant: 'error' };
    renderAt('/');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error:');
    expect(alert.textContent).toContain('Your session has expired');
    await act(async () => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(appState.globalError).toBeNull();
  });
});
