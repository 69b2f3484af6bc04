import { defineConfig } from '@playwright/test';

// The widget and API run as `npm start` runs them (built widget, PGlite in a fresh folder);
// host pages are served from another site (127.0.0.1 vs localhost) to embed the widget.
// E2E_BASE_PORT moves them all, so several runs can share a machine.
const BASE = Number(process.env.E2E_BASE_PORT ?? 4180);
export const WIDGET = `http://localhost:${BASE}`;
export const API = `http://localhost:${BASE + 1}`;
export const HOST = `http://127.0.0.1:${BASE + 10}`;
/** The custom bot test page, served by the product on an origin (and site) of its own. */
export const BOT_TEST = `http://127.0.0.1:${BASE + 2}`;
export const STAFF_TOKEN = 'e2e-staff-token-0123456789';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: WIDGET,
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `rm -rf .data/e2e-${BASE} && tsx server/main.ts`,
      url: `${API}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The whole suite comes from one address: the limits are scaled up (tests/api/rate-limits.test.ts holds them).
      // The hotel's own site (HOST) is also its chatbot's page.
      env: { PORT: String(BASE), API_PORT: String(BASE + 1), DATA_DIR: `.data/e2e-${BASE}`, STAFF_TOKEN, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '20', DEMO_PARENT_ORIGINS: HOST, CHECK_ANSWERS: '1' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'tsx e2e/host-server.ts',
      url: `${HOST}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOST_PORT: String(BASE + 10) },
    },
  ],
});
