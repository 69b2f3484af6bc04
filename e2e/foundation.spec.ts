import { expect, test } from '@playwright/test';
import { HOST, WIDGET } from '../playwright.config';
import { dataLayerEvents, oneTimeToken, setMaintenance, setWebsiteHtml, shot } from './support';

const MEMBER = 'member@demo.yadori.test';

test.describe('the demo hotel, standalone', () => {
  test('opens in English, switches to Japanese, and stays Japanese after a reload', async ({ page }) => {
    await page.goto('/?code=demo-tokyo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yadori Tokyo Ginza');
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.screenshot({ path: shot('home-en'), fullPage: true });

    await expect(page.getByTestId('hotel-address')).toHaveText('7-18-2 Ginza, Chuo-ku, Tokyo, 104-0061, Japan');
    await page.getByLabel('Language').selectOption('ja');
    await expect(page.getByRole('heading', { name: '空室検索' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Yadori Tokyo Ginza');
    await expect(page.getByTestId('hotel-address')).toHaveText(/^\d{3}-\d{4}, /);

    await page.reload();
    await expect(page.getByRole('heading', { name: '空室検索' })).toBeVisible();
    await expect(page.getByLabel('言語')).toHaveValue('ja');
    await page.screenshot({ path: shot('home-ja'), fullPage: true });
  });

  test('takes the language from the query and drops it when the guest picks another', async ({ page }) => {
    await page.goto('/?code=demo-tokyo&locale=ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.getByTestId('language-selector').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('locale')).toBe(false);
    expect(new URL(page.url()).searchParams.get('code')).toBe('demo-tokyo');
  });

  test('renders Arabic right to left', async ({ page }) => {
    await page.goto('/?code=demo-tokyo&locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('language-selector')).toHaveValue('ar');
    await page.screenshot({ path: shot('home-ar'), fullPage: true });
  });

  test('offers only the languages the hotel allows', async ({ page }) => {
    await page.goto('/?code=demo-kyoto&locale=ar');
    // demo-kyoto speaks the five core languages: Arabic falls back.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-selector').locator('option')).toHaveCount(5);
  });

  test('re-syncs the language from storage when the window gets focus', async ({ page }) => {
    await page.goto('/?code=demo-tokyo');
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('yadori:locale', JSON.stringify({ v: 'ja', e: null }));
      window.dispatchEvent(new Event('focus'));
    });
    await expect(page.getByRole('heading', { name: '空室検索' })).toBeVisible();
  });

  test('shows the 404 page with a way back home', async ({ page }) => {
    await page.goto('/no/such/page?code=demo-tokyo');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    // Home is the booking results page (document 1 §2: / redirects there, keeping the query).
    await expect(page).toHaveURL(new RegExp(`^${WIDGET}/booking/result\\?code=demo-tokyo(&|$)`));
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
  });

  test('tells the guest when the hotel does not exist', async ({ page }) => {
    await page.goto('/?code=no-such-hotel');
    await expect(page.getByTestId('init-error')).toContainText('no-such-hotel');
    // The tab says what kind of message the page holds.
    await expect(page).toHaveTitle('Error');
  });
});

test.describe('URL rules', () => {
  test('a legacy #/ URL lands on its plain path', async ({ page }) => {
    await page.goto('/#/?code=demo-tokyo');
    await expect(page).toHaveURL(new RegExp(`^${WIDGET}/booking/result\\?code=demo-tokyo(&|$)`));
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    await page.goto('/#/no-such-page?code=demo-tokyo');
    await expect(page).toHaveURL(`${WIDGET}/no-such-page?code=demo-tokyo`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a double slash before the query is corrected', async ({ page }) => {
    await page.goto(`${WIDGET}//?code=demo-tokyo`);
    await expect(page).toHaveURL(new RegExp(`^${WIDGET}/booking/result\\?code=demo-tokyo(&|$)`));
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
  });

  test('a URL carrying an e-mail address is cleaned and analytics stay off', async ({ page }) => {
    await page.goto('/?code=demo-tokyo&guest=someone%40example.com');
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    const cleaned = new URL(page.url());
    expect(cleaned.pathname).toBe('/booking/result');
    expect(cleaned.searchParams.get('code')).toBe('demo-tokyo');
    expect(cleaned.searchParams.has('guest')).toBe(false);
    expect(page.url()).not.toContain('example.com');
    expect(await dataLayerEvents(page)).toEqual([]);

    await page.goto('/?code=demo-tokyo');
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    await expect.poll(() => dataLayerEvents(page)).toContain('page_view');
  });
});

test.describe('maintenance', () => {
  test.afterEach(async ({ request }) => setMaintenance(request, 'demo-kyoto', false));

  test('a hotel in maintenance sends the guest to /503', async ({ page, request }) => {
    await setMaintenance(request, 'demo-kyoto', true);
    await page.goto('/?code=demo-kyoto');
    await expect(page).toHaveURL(`${WIDGET}/503?code=demo-kyoto`);
    await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
    await page.screenshot({ path: shot('maintenance-en'), fullPage: true });

    await setMaintenance(request, 'demo-kyoto', false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`^${WIDGET}/booking/result\\?code=demo-kyoto(&|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('hotel HTML', () => {
  test.afterEach(async ({ request }) => setWebsiteHtml(request, 'demo-sapporo', null, null));

  test('a custom header runs no script, fills its placeholders, and footer links open a new tab', async ({ page, request }) => {
    await setWebsiteHtml(
      request,
      'demo-sapporo',
      '<div class="hotel-head"><img src=x onerror="window.__pwned = 1"><strong>{{facility_name}}</strong> · <em>{{brand_name}}</em><script>window.__pwned = 2</script></div>',
      '<p>Footer <a href="https://example.com/access" onclick="window.__pwned = 3">Access</a></p>',
    );
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/?code=demo-sapporo');
    const header = page.locator('.y-header__custom');
    await expect(header.locator('strong')).toHaveText('Yadori Sapporo Odori');
    await expect(header.locator('em')).toHaveText('Yadori Demo Hotels');
    await expect(header.locator('img')).not.toHaveAttribute('onerror');
    await expect(header.locator('script')).toHaveCount(0);
    const link = page.locator('.y-footer__custom a');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('onclick');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('identity at start-up', () => {
  test('a one-time token signs the member in and never stays in the URL or history', async ({ page, request }) => {
    const token = await oneTimeToken(request, MEMBER);
    await page.goto(`/?code=demo-tokyo&one_time_access_token=${token}`);
    await expect(page.getByTestId('signed-in')).toContainText('Hanako');
    expect(page.url()).not.toContain(token);
    expect(page.url()).toContain('code=demo-tokyo');
    // The stored session keeps the member signed in after a reload.
    await page.reload();
    await expect(page.getByTestId('signed-in')).toContainText('Hanako');
    // The token's address was replaced, not pushed: going back leaves the widget without ever showing it.
    await page.goBack();
    expect(page.url()).not.toContain(token);
  });

  test('a spent one-time token falls back to the stored session', async ({ page, request }) => {
    const token = await oneTimeToken(request, MEMBER);
    await page.goto(`/?code=demo-tokyo&one_time_access_token=${token}`);
    await expect(page.getByTestId('signed-in')).toBeVisible();
    await page.goto(`/?code=demo-tokyo&one_time_access_token=${token}`);
    await expect(page.getByTestId('signed-in')).toContainText('Hanako');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an unknown one-time token signs out with a message', async ({ page }) => {
    await page.goto('/?code=demo-tokyo&one_time_access_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid');
    await expect(page.getByTestId('signed-in')).toHaveCount(0);
  });

  test('a stale stored session logs out locally with a dismissible message', async ({ page }) => {
    await page.goto('/?code=demo-tokyo');
    await expect(page.getByRole('heading', { name: 'Search rooms' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('yadori:user_token:1', JSON.stringify({ v: 'stale-token-0123456789', e: null })));
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your session has expired');
    expect(await page.evaluate(() => localStorage.getItem('yadori:user_token:1'))).toBeNull();
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a corporate user signs in by otid', async ({ page, request }) => {
    const token = await oneTimeToken(request, 'corp-admin@demo.yadori.test');
    await page.goto(`/?code=demo-tokyo&otid=${token}`);
    await expect(page.getByTestId('signed-in')).toContainText('Taro');
    expect(page.url()).not.toContain(token);
  });
});

test.describe('inside a hotel site', () => {
  test('the widget works in an iframe on another origin', async ({ page }) => {
    const src = `${WIDGET}/?code=demo-tokyo`;
    await page.goto(`${HOST}/iframe.html?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('#widget');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Yadori Tokyo Ginza');
    await frame.getByLabel('Language').selectOption('ja');
    await expect(frame.getByRole('heading', { name: '空室検索' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(HOST);
    await page.screenshot({ path: shot('iframe-host'), fullPage: true });
  });
});
