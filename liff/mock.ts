// Test builds only (VITE_LIFF_MOCK=1): LIFF runs on @line/liff-mock, fed by the page's
// `__YADORI_LIFF_MOCK__` (set by the browser tests before the page loads). A normal build never
// reaches this file: its one import sits behind the build-time flag.
import * as z from 'zod/mini';
import { LiffMockPlugin } from '@line/liff-mock';
import type liffCore from '@line/liff/core';

const MockSettingsSchema = z.object({
  inClient: z._default(z.boolean(), true),
  loggedIn: z._default(z.boolean(), true),
  idToken: z.nullable(z.string()),
  language: z._default(z.string(), 'ja'),
});

interface MockWindow {
  __YADORI_LIFF_MOCK__?: unknown;
  /** What the app asked of LIFF, for the tests to see. */
  __YADORI_LIFF_CALLS__?: string[];
}

export function installLiffMock(liff: typeof liffCore): void {
  const w = window as unknown as MockWindow;
  const settings = MockSettingsSchema.parse(w.__YADORI_LIFF_MOCK__ ?? { idToken: null });
  const calls: string[] = (w.__YADORI_LIFF_CALLS__ = []);
  liff.use(new LiffMockPlugin() as never);
  const mocked = liff as unknown as {
    $mock: { set(update: (prev: Record<string, unknown>) => Record<string, unknown>): void };
    init: (config: unknown) => Promise<void>;
    closeWindow: () => void;
    login: (config?: unknown) => void;
    permanentLink: { createUrlBy: (url: string) => Promise<string> };
  };
  const init = mocked.init.bind(liff);
  mocked.init = async (config) => {
    await init(config);
    mocked.$mock.set((prev: Record<string, unknown>) => ({
      ...prev,
      isInClient: settings.inClient,
      isLoggedIn: settings.loggedIn,
      getIDToken: settings.idToken,
      getAppLanguage: settings.language,
    }));
    // The mock does nothing on these: record them so a test can tell they happened.
    mocked.closeWindow = () => void calls.push('closeWindow');
    mocked.login = () => void calls.push('login');
    // A permanent link in LIFF's own shape: the LIFF app and the screen's path and query.
    mocked.permanentLink.createUrlBy = (url) => {
      const u = new URL(url);
      return Promise.resolve(`liff://app/${String((config as { liffId?: string }).liffId)}${u.pathname}${u.search}`);
    };
  };
}
