import { expect, test, type Page } from '@playwright/test';
import { HOST, WIDGET } from '../playwright.config';
import { inDays, shot } from './support';

// The recommender widget framed by a hotel's page on another site. The host is the chatbot test
// page: it adds parentUrl to the frame's address and listens for every chatbot message with
// post-robot; a plain window listener set before any script hears whatever reaches the host.

type Message = { name: string };
type Raw = { origin: string; data: string };

/** Every message posted to the top window, recorded from before the page's own scripts run. */
async function recordTopMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const raw: { origin: string; data: string }[] = [];
    (window as unknown as { __raw: typeof raw }).__raw = raw;
    window.addEventListener('message', (e: MessageEvent) => {
      raw.push({ origin: e.origin, data: typeof e.data === 'string' ? e.data.slice(0, 300) : JSON.stringify(e.data).slice(0, 300) });
    });
  });
}

const chatMessages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages);
const topMessages = (page: Page) => page.evaluate(() => (window as unknown as { __raw: Raw[] }).__raw);

function hostUrl(path: string, query: Record<string, string>): string {
  const src = `${WIDGET}${path}?${new URLSearchParams({ code: 'demo-tokyo', iframe: 'chatbot', ...query })}`;
  return `${HOST}/chatbot.html?${new URLSearchParams({ src })}`;
}

test.describe('recommender widget', () => {
  test('framed on a hotel page of another site: offers in a narrow box, booking in a new window, not one message to the parent', async ({ page, context }) => {
    await recordTopMessages(page);
    await page.goto(hostUrl('/recommender-widget', { locale: 'en' }));
    await page.locator('#widget').evaluate((frame: HTMLIFrameElement) => {
      frame.style.width = '320px';
    });
    const frame = page.frameLocator('#widget');
    const widget = frame.getByTestId('recommender-widget');
    await expect(widget.getByRole('heading', { level: 1 })).toHaveText('Find your room');
    // A bare box: no site header or footer, sign-in or language menu, no chatbot buttons.
    await expect(frame.locator('.y-header')).toBeHidden();
    await expect(frame.locator('.y-footer')).toBeHidden();
    await expect(frame.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
    await expect(frame.getByTestId('chatbot-close')).toHaveCount(0);

    const checkin = inDays(30);
    const checkout = inDays(32);
    await frame.getByLabel('Check-in').fill(checkin);
    await frame.getByLabel('Check-out').fill(checkout);
    await frame.getByRole('button', { name: 'More adults' }).click();
    // Keyboard: the submit button is reached and pressed without a mouse.
    await frame.getByRole('button', { name: 'Show recommendations' }).focus();
    await page.keyboard.press('Enter');
    const offers = frame.getByTestId('offer');
    await expect(offers).toHaveCount(3);
    await expect(offers.first().getByTestId('offer-reason')).toHaveText('↓Lowest price');
    await expect(offers.first().getByTestId('offer-price')).toHaveText(/\d/);

    // Nothing wider than the box.
    const fits = await page.frames().find((f) => f.url().startsWith(`${WIDGET}/recommender-widget`))!.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(fits.client).toBeLessThanOrEqual(320);
    expect(fits.scroll).toBeLessThanOrEqual(fits.client);
    await page.screenshot({ path: shot('recommender-widget-en-320'), fullPage: true });

    // Booking an offer opens the full booking in a window of its own, with the hotel and the search.
    const book = offers.first().getByRole('link', { name: /^Book this room/ });
    await expect(book).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), book.click()]);
    await popup.waitForLoadState();
    const opened = new URL(popup.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(`${WIDGET}/reservation/guest-detail`);
    expect(opened.searchParams.get('code')).toBe('demo-tokyo');
    expect(opened.searchParams.get('checkin')).toBe(checkin);
    expect(opened.searchParams.get('checkout')).toBe(checkout);
    expect(opened.searchParams.get('adults')).toBe('3');
    expect(opened.searchParams.get('room_plan_code')).toBeTruthy();
    await expect(popup.getByTestId('price-breakdown')).toBeVisible();
    await popup.close();
    // The hotel's page stays where it was.
    expect(new URL(page.url()).origin).toBe(HOST);

    // Given time for anything late, the parent heard nothing: no post-robot message, no message at all.
    await page.waitForTimeout(1500);
    expect(await chatMessages(page)).toEqual([]);
    expect(await topMessages(page)).toEqual([]);
  });

  test('the same host page does hear a chatbot frame (the listeners work)', async ({ page }) => {
    await recordTopMessages(page);
    await page.goto(hostUrl('/booking/result', { locale: 'en', checkin: inDays(30), checkout: inDays(31), adults: '2' }));
    await expect.poll(async () => (await chatMessages(page)).map((m) => m.name)).toContain('booking-widget-opened');
    expect((await topMessages(page)).some((m) => m.origin === WIDGET && m.data.includes('__post_robot'))).toBe(true);
  });
});
