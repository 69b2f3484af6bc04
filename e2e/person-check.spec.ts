// An account whose failed sign-ins reached the ceiling, at a hotel that asks for a person check:
// the member passes the check (the development sandbox's) and is in, on the full sign-in page and
// on the chat's, in every language, by keyboard, with no serious axe finding.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, HOST, WIDGET } from '../playwright.config';
import { PHONE, clientSession, newMember, shot, staffHeaders } from './support';

const HOTEL = 'demo-sapporo';
const PASSWORD = 'Person-check-1';
const CEILING = 5;

async function personCheck(request: APIRequestContext, enabled: boolean): Promise<void> {
  const res = await request.put(`${API}/staff/hotels/${HOTEL}/turnstile_verification`, { headers: staffHeaders, data: { enabled } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The account's ceiling reached, as somebody guessing from elsewhere would reach it. */
async function guessedAt(request: APIRequestContext, email: string): Promise<void> {
  const headers = { 'x-client-session': await clientSession(request) };
  for (let i = 0; i < CEILING; i++) {
    const res = await request.post(`${API}/hotels/${HOTEL}/memberships/sign_in`, { headers, data: { email, password: `Wrong-guess-${i}A` } });
    expect(res.status()).toBe(401);
  }
}

async function seriousFindings(page: Page, selector: string): Promise<string[]> {
  const found = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include(selector).analyze();
  expect(found.passes.length).toBeGreaterThan(0);
  const serious = found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (process.env.AXE_DEBUG) console.log(JSON.stringify(serious.map((v) => v.nodes.map((n) => [n.target, n.failureSummary])), null, 1));
  return serious.map((v) => v.id);
}

test.describe('the person check past the sign-in ceiling', () => {
  test.beforeAll(async ({ request }) => personCheck(request, true));
  test.afterAll(async ({ request }) => personCheck(request, false));

  for (const locale of ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'th', 'id', 'ar'] as const) {
    test(`on the sign-in page, by keyboard (${locale})`, async ({ page, request }) => {
      const email = `check-${locale}-${Date.now()}@example.com`;
      await newMember(request, email, PASSWORD);
      await guessedAt(request, email);
      await page.setViewportSize(PHONE);
      await page.goto(`${WIDGET}/sign-in?code=${HOTEL}&locale=${locale}`);
      await page.locator('#si-email').fill(email);
      await page.locator('#si-password').fill(PASSWORD);
      await page.locator('#si-password').press('Enter');
      // Asked for the check: what was typed stays, and the check shows.
      await expect(page.getByTestId('person-check')).toBeVisible();
      await expect(page.locator('#si-email')).toHaveValue(email);
      await expect(page.locator('#si-password')).toHaveValue(PASSWORD);
      expect(await seriousFindings(page, '[data-testid="sign-in-page"]')).toEqual([]);
      if (locale === 'en' || locale === 'ja' || locale === 'ar') await page.screenshot({ path: shot(`person-check-${locale}-phone`), fullPage: true });
      // By keyboard: to the box, tick it, then on to the button.
      const box = page.getByTestId('person-check-box');
      await box.focus();
      await page.keyboard.press('Space');
      await expect(page.getByTestId('person-check-status')).not.toBeEmpty();
      await page.getByTestId('sign-in-submit').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('login-menu-button')).toContainText('Aki', { timeout: 15_000 });
    });
  }

  test('in a chat frame on another site (ja)', async ({ page, request }) => {
    const email = `check-chat-${Date.now()}@example.com`;
    await newMember(request, email, PASSWORD);
    await guessedAt(request, email);
    await page.setViewportSize({ width: 400, height: 700 });
    const src = `${WIDGET}/chat-sign-in?${new URLSearchParams({ code: HOTEL, locale: 'ja' })}`;
    await page.goto(`${HOST}/iframe.html?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('#widget');
    await frame.locator('#cs-email').fill(email);
    await frame.locator('#cs-password').fill(PASSWORD);
    await frame.getByTestId('sign-in-submit').click();
    await expect(frame.getByTestId('person-check')).toBeVisible();
    await expect(frame.locator('#cs-password')).toHaveValue(PASSWORD);
    await page.screenshot({ path: shot('person-check-chat-ja-frame') });
    await frame.getByTestId('person-check-box').check();
    await expect(frame.getByTestId('person-check-status')).not.toBeEmpty();
    await frame.getByTestId('sign-in-submit').click();
    await expect(frame.getByTestId('signed-in')).toBeVisible({ timeout: 15_000 });
  });
});
