import { expect, test, type Page } from '@playwright/test';
import { API, HOST, WIDGET } from '../playwright.config';
import { DESKTOP, PHONE, clientSession, inDays, mailedLink, newMember, shot } from './support';

type Locale = 'en' | 'ja';

const WORDS = {
  en: {
    menu: 'Sign in',
    signedOut: 'You are signed out.',
    first: 'Hanako',
    last: 'Yamada',
    usedBefore: 'You have used this password before',
    wrong: 'The e-mail address or the password is not right.',
    alreadyConfirmed: 'already confirmed',
  },
  ja: {
    menu: 'ログイン',
    signedOut: 'ログアウトしました。',
    first: '花子',
    last: '山田',
    usedBefore: '以前に使用したパスワードです',
    wrong: 'メールアドレスまたはパスワードが正しくありません。',
    alreadyConfirmed: '確認済み',
  },
} as const;

function resultsPath(days: number): string {
  return `/booking/result?code=demo-tokyo&checkin=${inDays(days)}&checkout=${inDays(days + 1)}&adults=2`;
}

/** The member notes on the results: "available" (signed out) or "applied" (a member's price). */
async function memberNotes(page: Page): Promise<{ available: number; applied: number }> {
  await expect(page.getByTestId('price-total').first()).toBeVisible();
  return {
    available: await page.locator('.ys-price__member--available').count(),
    applied: await page.locator('.ys-price__member--applied').count(),
  };
}

async function openMenu(page: Page) {
  await page.getByTestId('login-menu-button').click();
  await expect(page.getByTestId('login-menu')).toBeVisible();
}

test.describe('members', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  for (const locale of ['en', 'ja'] as const satisfies readonly Locale[]) {
    const w = WORDS[locale];
    test(`${locale}: sign up, confirm from the mail, sign in, member prices on the results, edit the profile, sign out`, async ({ page, request }) => {
      const email = `member-${locale}-${Date.now()}@example.com`;
      const password = 'Yadori-Signup-8';
      const results = `${resultsPath(locale === 'en' ? 41 : 43)}&locale=${locale}`;

      // A guest sees that member prices exist, and the login menu offers sign-in and sign-up.
      await page.goto(results);
      const guest = await memberNotes(page);
      expect(guest.available).toBeGreaterThan(0);
      expect(guest.applied).toBe(0);
      const guestTotals = await page.getByTestId('price-total').allTextContents();
      await openMenu(page);
      await expect(page.getByTestId('menu-sign_in')).toBeVisible();
      await page.screenshot({ path: shot(`members-menu-guest-${locale}-phone`) });
      await page.getByTestId('menu-sign_up').click();
      await expect(page.getByTestId('sign-up-page')).toBeVisible();
      expect(new URL(page.url()).searchParams.get('target')).toContain('/booking/result');

      // Problems are listed at the top and by each field; what was typed stays.
      await page.locator('#su-email').fill(email);
      await page.locator('#su-email_confirmation').fill(email);
      await page.locator('#su-last_name').fill(w.last);
      await page.locator('#su-first_name').fill(w.first);
      if (locale === 'ja') {
        await page.locator('#su-last_name_kana').fill('ヤマダ');
        await page.locator('#su-first_name_kana').fill('ハナコ');
      }
      await page.locator('#su-password').fill('short');
      await page.locator('#su-password_confirmation').fill('other');
      await page.getByTestId('sign-up-submit').click();
      const summary = page.getByTestId('error-summary');
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveCount(3);
      await expect(page.locator('#su-email')).toHaveValue(email);
      await page.screenshot({ path: shot(`members-sign-up-errors-${locale}-phone`), fullPage: true });
      await page.locator('#su-password').fill(password);
      await expect(page.getByTestId('password-rules').locator('li[data-met="true"]')).toHaveCount(4);
      await page.locator('#su-password_confirmation').fill(password);
      await page.locator('#su-terms').check();
      await page.getByTestId('sign-up-submit').click();

      // Provisional until the mailed link is opened.
      await expect(page.getByTestId('sign-up-result')).toContainText(email);
      await page.screenshot({ path: shot(`members-sign-up-result-${locale}-phone`), fullPage: true });
      const link = await mailedLink(request, email, '/member-confirmation');
      expect(link.searchParams.get('confirmation_token')).toBeTruthy();
      await page.goto(link.toString());
      await expect(page.getByTestId('signed-in-done')).toBeVisible();
      expect(page.url()).not.toContain('confirmation_token');
      await page.screenshot({ path: shot(`members-sign-up-done-${locale}-phone`), fullPage: true });

      // The same link again: already confirmed, said in words; the token never stays in the address.
      await page.goto(link.toString());
      await expect(page.getByTestId('confirm-error')).toContainText(w.alreadyConfirmed);
      expect(page.url()).not.toContain('confirmation_token');
      await page.screenshot({ path: shot(`members-confirmation-error-${locale}-phone`), fullPage: true });

      // Signed in by the link: sign out from the menu, then sign in from the results.
      await page.goto(results);
      await expect.poll(async () => (await memberNotes(page)).applied).toBeGreaterThan(0);
      await openMenu(page);
      await page.getByTestId('menu-logout').click();
      await expect(page.getByRole('status').filter({ hasText: w.signedOut })).toBeVisible();
      await expect.poll(async () => (await memberNotes(page)).applied).toBe(0);

      await openMenu(page);
      await page.getByTestId('menu-sign_in').click();
      await expect(page.getByTestId('sign-in-page')).toBeVisible();
      await page.locator('#si-email').fill(email);
      await page.locator('#si-password').fill('Wrong-Password-9');
      await page.getByTestId('sign-in-submit').click();
      await expect(page.getByTestId('form-error')).toHaveText(new RegExp(w.wrong));
      await expect(page.locator('#si-email')).toHaveValue(email);
      await page.screenshot({ path: shot(`members-sign-in-error-${locale}-phone`), fullPage: true });
      await page.locator('#si-password').fill(password);
      await page.getByTestId('sign-in-submit').click();

      // Back on the same search, which is searched again for the member: member prices.
      await expect(page).toHaveURL(/\/booking\/result\?/);
      expect(new URL(page.url()).searchParams.get('checkin')).toBe(new URL(`${WIDGET}${results}`).searchParams.get('checkin'));
      await expect.poll(async () => (await memberNotes(page)).applied).toBeGreaterThan(0);
      expect((await memberNotes(page)).available).toBe(0);
      const memberTotals = await page.getByTestId('price-total').allTextContents();
      expect(memberTotals).not.toEqual(guestTotals);
      await expect(page.getByTestId('login-menu-button')).toContainText(w.first);
      // The name in the language's order: family name first in Japanese.
      await expect(page.getByTestId('signed-in')).toContainText(locale === 'ja' ? `${w.last} ${w.first}` : `${w.first} ${w.last}`);
      await page.screenshot({ path: shot(`members-results-member-${locale}-phone`) });

      // The profile: edit, a wrong phone said at the top and by the field, then saved.
      await openMenu(page);
      await page.screenshot({ path: shot(`members-menu-member-${locale}-phone`) });
      await page.getByTestId('menu-account').click();
      await expect(page.getByTestId('member-name')).toContainText(w.last);
      await expect(page.getByTestId('rank-badge')).toBeVisible();
      await page.screenshot({ path: shot(`members-profile-${locale}-phone`), fullPage: true });
      await page.getByTestId('edit-profile').click();
      await page.locator('#pf-occupation').fill('Engineer');
      await page.locator('#pf-phone').fill('03-12AB');
      await page.locator('#pf-postal_code').fill('104-0061');
      await page.getByTestId('promotion-opt-in').check();
      await page.getByTestId('save-profile').click();
      await expect(page.getByTestId('error-summary')).toBeVisible();
      await expect(page.locator('#pf-occupation')).toHaveValue('Engineer');
      await page.screenshot({ path: shot(`members-profile-errors-${locale}-phone`), fullPage: true });
      await page.locator('#pf-phone').fill('+81 3-1234-5678');
      await page.getByTestId('save-profile').click();
      await expect(page.getByTestId('profile-saved')).toBeVisible();
      await expect(page.getByTestId('profile-occupation')).toHaveText('Engineer');
      await expect(page.getByTestId('profile-phone')).toHaveText('+81312345678');
      await page.reload();
      await expect(page.getByTestId('profile-postal_code')).toHaveText('1040061');

      // Reservations by group.
      await page.getByRole('link', { name: locale === 'ja' ? '予約一覧' : 'Reservations' }).click();
      await expect(page.getByTestId('no-reservations')).toBeVisible();
      await page.getByTestId('group-cancelled').click();
      await expect(page.getByTestId('group-cancelled')).toHaveAttribute('aria-current', 'page');
      await page.screenshot({ path: shot(`members-reservations-${locale}-phone`), fullPage: true });

      // Sign out from an account page: back to the search, signed out.
      await openMenu(page);
      await page.getByTestId('menu-logout').click();
      await expect(page).toHaveURL(/\/booking\/result/);
      await expect(page.getByTestId('login-menu-button')).toContainText(w.menu);
      await page.goto(`/my-account/profile?code=demo-tokyo&locale=${locale}`);
      await expect(page).toHaveURL(/\/sign-in\?/);
      expect(new URL(page.url()).searchParams.get('target')).toContain('/my-account/profile');
    });
  }

  test('forgot password: the mailed link, the password rules, a password used before, then signing in with the new one', async ({ page, request }) => {
    const email = `reset-${Date.now()}@example.com`;
    await newMember(request, email, 'Yadori-Reset-1');

    await page.goto('/sign-in?code=demo-tokyo&locale=en');
    await page.locator('#si-email').fill(`nobody-${Date.now()}@example.com`);
    await page.getByTestId('to-forgot-password').click();
    // The address typed on the sign-in page comes along (never in the address bar).
    await expect(page.locator('#fp-email')).toHaveValue(/^nobody-/);
    expect(page.url()).not.toContain('%40');
    // Nothing tells whether an address belongs to a member: an unknown one reads as a known one.
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('reset-sent')).toContainText('nobody-');
    await expect(page.getByTestId('form-error')).toHaveCount(0);
    await page.screenshot({ path: shot('members-forgot-unknown-en-phone'), fullPage: true });
    await page.goto('/forgot-password?code=demo-tokyo&locale=en');
    await page.locator('#fp-email').fill(email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('reset-sent')).toContainText(email);
    await page.screenshot({ path: shot('members-forgot-sent-en-phone'), fullPage: true });

    const link = await mailedLink(request, email, '/change-password');
    await page.goto(link.toString());
    await expect(page.getByTestId('change-password')).toBeVisible();
    expect(page.url()).not.toContain('reset_password_token');

    // The old password again: refused as used before (1302), what was typed stays.
    await page.locator('#cp-password').fill('Yadori-Reset-1');
    await page.locator('#cp-password_confirmation').fill('Yadori-Reset-1');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('form-error')).toContainText(WORDS.en.usedBefore);
    await expect(page.locator('#cp-password')).toHaveValue('Yadori-Reset-1');
    await page.screenshot({ path: shot('members-change-password-error-en-phone'), fullPage: true });
    await page.locator('#cp-password').fill('Yadori-Reset-2');
    await page.locator('#cp-password_confirmation').fill('Yadori-Reset-2');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('password-changed')).toBeVisible();
    await page.screenshot({ path: shot('members-change-password-done-en-phone'), fullPage: true });

    // The link is spent.
    await page.goto(link.toString());
    await page.locator('#cp-password').fill('Yadori-Reset-3');
    await page.locator('#cp-password_confirmation').fill('Yadori-Reset-3');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('form-error')).toHaveAttribute('data-key', 'members.errors.reset_link_expired');

    await page.goto('/sign-in?code=demo-tokyo&locale=en');
    await page.locator('#si-email').fill(email);
    await page.locator('#si-password').fill('Yadori-Reset-2');
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(/\/booking\/result/);
    await expect(page.getByTestId('login-menu-button')).toContainText('Aki');
  });

  test('ja: forgot password and resend confirmation in Japanese', async ({ page, request }) => {
    const email = `resend-${Date.now()}@example.com`;
    await page.goto('/resend-confirmation-email?code=demo-tokyo&locale=ja');
    await page.locator('#rc-email').fill(email);
    // An address nobody signed up with reads as one that did: nothing tells who is a member.
    await page.getByTestId('resend-submit').click();
    await expect(page.getByTestId('resent')).toContainText(email);
    await expect(page.getByTestId('form-error')).toHaveCount(0);
    await page.screenshot({ path: shot('members-resend-unknown-ja-phone'), fullPage: true });
    await page.goto('/resend-confirmation-email?code=demo-tokyo&locale=ja');
    await page.locator('#rc-email').fill(email);

    // A provisional sign-up gets its link again.
    const headers = { 'x-client-session': await clientSession(request) };
    await request.post(`${API}/hotels/demo-tokyo/memberships/sign_up`, { headers, data: { email, password: 'Yadori-Resend-1', first_name: '明', last_name: '森', locale: 'ja' } });
    await page.getByTestId('resend-submit').click();
    await expect(page.getByTestId('resent')).toContainText(email);
    await page.screenshot({ path: shot('members-resend-sent-ja-phone'), fullPage: true });

    await page.goto('/forgot-password?code=demo-tokyo&locale=ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('パスワードをお忘れの方');
    await page.screenshot({ path: shot('members-forgot-ja-phone'), fullPage: true });
  });

  test('single sign-on (OpenID Connect) through the sandbox identity provider', async ({ page }) => {
    // demo-kyoto offers single sign-on (demo-tokyo does not); both are of the demo brand.
    const results = `${resultsPath(45).replace('code=demo-tokyo', 'code=demo-kyoto')}&locale=en`;
    await page.goto(`/sign-in?code=demo-kyoto&locale=en&target=${encodeURIComponent(results)}`);
    await expect(page.getByTestId('sign-in-page')).toBeVisible();
    await page.getByTestId('sign-on-open_id').click();
    const subject = `sso-${Date.now()}`;
    await page.locator('#subject').fill(subject);
    await page.locator('#email').fill(`${subject}@sso.yadori.test`);
    await page.getByRole('button', { name: /Sign in/ }).click();
    await expect(page).toHaveURL(/\/booking\/result\?/);
    expect(page.url()).not.toContain('sso_code');
    await expect(page.getByTestId('login-menu-button')).toContainText('Sora');
    await expect.poll(async () => (await memberNotes(page)).applied).toBeGreaterThan(0);

    // A custom-provider member: no account link, and the profile cannot be changed here.
    await openMenu(page);
    await expect(page.getByTestId('menu-account')).toHaveCount(0);
    await expect(page.getByTestId('menu-reservations')).toBeVisible();

    // The callback again (a reload): the state was spent, said in words.
    await page.goto('/sso/custom/callback?code=demo-tokyo&sso_code=abcdefgh1234&sso_state=' + 'x'.repeat(32));
    await expect(page.getByTestId('sso-error')).toBeVisible();
    expect(page.url()).not.toContain('sso_code');
    await page.screenshot({ path: shot('members-sso-error-en-phone'), fullPage: true });
  });

  test('Facebook through the sandbox login dialog: sign-up details asked when Facebook gives no address', async ({ page, request }) => {
    // The dialog hands the token to the page that opened it (window.opener), which a
    // Cross-Origin-Opener-Policy of same-origin on the dialog would cut off.
    const dialogPage = await request.get(`${API}/sandbox/facebook/dialog?client_id=100000000000001&origin=${encodeURIComponent(WIDGET)}&state=abcdefgh12`);
    expect(dialogPage.headers()['cross-origin-opener-policy']).toBe('unsafe-none');
    await page.goto(`/sign-in?code=demo-tokyo&locale=en&target=${encodeURIComponent(`${resultsPath(51)}&locale=en`)}`);
    const popup = page.waitForEvent('popup');
    await page.getByTestId('sign-on-facebook').click();
    const dialog = await popup;
    await dialog.locator('#name').fill('Ken Facebook');
    await dialog.getByRole('button', { name: /Continue/ }).click();
    // No address from Facebook: the member gives one, prefilled names kept.
    await expect(page.getByTestId('social-profile-form')).toBeVisible();
    await expect(page.locator('#sp-first_name')).toHaveValue('Ken');
    await page.screenshot({ path: shot('members-facebook-profile-en-phone'), fullPage: true });
    await page.locator('#sp-email').fill(`fb-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create membership' }).click();
    await expect(page).toHaveURL(/\/booking\/result\?/);
    await expect(page.getByTestId('login-menu-button')).toContainText('Ken');
  });

  test('a refresh token in the address signs in once; spent, it is said in words', async ({ page, request }) => {
    const email = `refresh-${Date.now()}@example.com`;
    await newMember(request, email, 'Yadori-Refresh-1');
    const headers = { 'x-client-session': await clientSession(request) };
    const signIn = await request.post(`${API}/hotels/demo-tokyo/memberships/sign_in`, { headers, data: { email, password: 'Yadori-Refresh-1' } });
    const refresh = ((await signIn.json()) as { data: { refresh_token: string } }).data.refresh_token;
    const url = `${resultsPath(53)}&locale=en&refresh_token=${refresh}`;
    await page.goto(url);
    await expect(page.getByTestId('login-menu-button')).toContainText('Aki');
    expect(page.url()).not.toContain('refresh_token');

    await page.goto(url);
    await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
    await expect(page.getByTestId('login-menu-button')).toContainText('Sign in');
    expect(page.url()).not.toContain('refresh_token');
  });

  test('the login widget is not shown in the chatbot frame', async ({ page }) => {
    const src = `${WIDGET}${resultsPath(47)}&iframe=chatbot&locale=en`;
    await page.goto(`${HOST}/chatbot.html?${new URLSearchParams({ src, user: `chat-user-${Date.now()}-members` })}`);
    const frame = page.frameLocator('#widget');
    await expect(frame.getByTestId('price-total').first()).toBeVisible();
    await expect(frame.getByTestId('login-menu-button')).toHaveCount(0);
  });

  test('keyboard: the menu opens, closes on Escape and gives the focus back', async ({ page }) => {
    await page.goto(`${resultsPath(49)}&locale=en`);
    await expect(page.getByTestId('price-total').first()).toBeVisible();
    const button = page.getByTestId('login-menu-button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('menu-sign_in')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('every member screen at 390 px in en and ja, ar right to left, and desktop', async ({ page }) => {
    for (const locale of ['en', 'ja'] as const) {
      for (const [name, path] of [
        ['sign-in', '/sign-in'],
        ['sign-up', '/sign-up'],
        ['forgot', '/forgot-password'],
        ['resend', '/resend-confirmation-email'],
        ['change-password-missing', '/change-password'],
        ['confirmation-missing', '/member-confirmation'],
        ['deleted', '/member-deleted-confirmation'],
        ['sign-up-result', '/sign-up-result'],
      ] as const) {
        await page.goto(`${path}?code=demo-tokyo&locale=${locale}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.screenshot({ path: shot(`members-${name}-${locale}-phone`), fullPage: true });
      }
    }
    await page.goto('/sign-in?code=demo-tokyo&locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('sign-in-page')).toBeVisible();
    await page.screenshot({ path: shot('members-sign-in-ar-phone'), fullPage: true });

    await page.setViewportSize(DESKTOP);
    await page.goto('/sign-in?code=demo-tokyo&locale=en');
    await expect(page.getByTestId('sign-in-page')).toBeVisible();
    await page.screenshot({ path: shot('members-sign-in-en-desktop'), fullPage: true });
  });

  test('the account pages on the desktop and right to left', async ({ page, request }) => {
    const email = `screens-${Date.now()}@example.com`;
    await newMember(request, email, 'Yadori-Screens-1');
    await page.goto('/sign-in?code=demo-tokyo&locale=en');
    await page.locator('#si-email').fill(email);
    await page.locator('#si-password').fill('Yadori-Screens-1');
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(/\/booking\/result/);

    await page.setViewportSize(DESKTOP);
    await page.goto('/my-account/profile?code=demo-tokyo&locale=en');
    await expect(page.getByTestId('profile')).toBeVisible();
    await page.screenshot({ path: shot('members-profile-en-desktop'), fullPage: true });
    await page.getByTestId('edit-profile').click();
    await page.screenshot({ path: shot('members-profile-edit-en-desktop'), fullPage: true });
    await page.goto('/my-account/reservations?code=demo-tokyo&locale=en');
    await expect(page.getByTestId('no-reservations')).toBeVisible();
    await page.screenshot({ path: shot('members-reservations-en-desktop'), fullPage: true });
    await page.getByTestId('login-menu-button').click();
    await page.screenshot({ path: shot('members-menu-member-en-desktop') });

    await page.setViewportSize(PHONE);
    await page.goto('/my-account/profile?code=demo-tokyo&locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('profile')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: shot('members-profile-ar-phone'), fullPage: true });

    // Deleting the account: the password, the confirmation, then the goodbye page, signed out.
    await page.goto('/my-account/profile?code=demo-tokyo&locale=en');
    await page.getByTestId('delete-account').click();
    await page.locator('#del-current_password').fill('Wrong-Password-1');
    await page.getByTestId('delete-form').getByRole('checkbox').check();
    await page.screenshot({ path: shot('members-delete-en-phone') });
    await page.getByTestId('confirm-delete').click();
    await expect(page.getByTestId('delete-form').getByTestId('form-error')).toContainText('The current password is not right.');
    await page.locator('#del-current_password').fill('Yadori-Screens-1');
    await page.getByTestId('confirm-delete').click();
    await expect(page.getByTestId('member-deleted')).toBeVisible();
    await expect(page.getByTestId('login-menu-button')).toContainText('Sign in');
    await page.screenshot({ path: shot('members-deleted-after-en-phone'), fullPage: true });

    // The address can sign up again, and the old password opens nothing.
    await page.goto('/sign-in?code=demo-tokyo&locale=en');
    await page.locator('#si-email').fill(email);
    await page.locator('#si-password').fill('Yadori-Screens-1');
    await page.getByTestId('sign-in-submit').click();
    await expect(page.getByTestId('form-error')).toBeVisible();
  });
});
