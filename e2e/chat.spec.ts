import { expect, test, type Page } from '@playwright/test';
import { API, HOST, WIDGET } from '../playwright.config';
import { PHONE, chatbotAssertion, oneTimeToken, shot, staffHeaders } from './support';

const MEMBER = { email: 'member@demo.yadori.test', password: 'Yadori-Demo-1' };
type Message = { name: string; data: Record<string, unknown> };

/** The newest mail to `to` in the development outbox, and the first link in it. */
async function lastLink(page: Page, to: string): Promise<URL> {
  let text = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`${API}/dev/outbox.json?${new URLSearchParams({ to })}`, { headers: staffHeaders });
      const rows = ((await res.json()) as { data: { text_body: string }[] }).data;
      text = rows[0]?.text_body ?? '';
      return text;
    })
    .toContain('http');
  return new URL(/(https?:\/\/\S+)/.exec(text)![1]!);
}

test.describe('chat sign-in, sign-up and hand-off', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('signs the demo member in and lands on the results, signed in', async ({ page }) => {
    await page.goto('/chat-sign-in?code=demo-tokyo&locale=en');
    await expect(page.getByRole('heading', { name: 'Member sign-in', level: 1 })).toBeVisible();
    await page.screenshot({ path: shot('chat-sign-in-en-phone'), fullPage: true });

    // A wrong password is said in words; the e-mail typed stays.
    await page.getByLabel('E-mail address').fill(MEMBER.email);
    await page.locator('#cs-password').fill('Wrong-Password-1');
    await page.getByTestId('sign-in-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText(/The e-mail address or the password is not right/);
    await expect(page.getByLabel('E-mail address')).toHaveValue(MEMBER.email);
    await page.screenshot({ path: shot('chat-sign-in-error-en-phone'), fullPage: true });

    // The password can be shown, to check what was typed.
    const password = page.locator('#cs-password');
    await password.fill(MEMBER.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(/\/booking\/result\?code=demo-tokyo/);
    await expect(page.getByTestId('signed-in')).toBeVisible();
  });

  test('in the chat frame: signing in links the chatbot user and tells the chat (triplabotSynced, login, receiveTriplabotSession)', async ({ page }) => {
    const user = `chat-user-${Date.now()}-abcdef`;
    const src = `${WIDGET}/chat-sign-in?${new URLSearchParams({ code: 'demo-tokyo', iframe: 'chatbot', locale: 'ja' })}`;
    await page.goto(`${HOST}/chatbot.html?${new URLSearchParams({ src, user })}`);
    const frame = page.frameLocator('#widget');
    await expect(frame.getByRole('heading', { name: '会員ログイン', level: 1 })).toBeVisible();
    await page.screenshot({ path: shot('chat-sign-in-ja-frame') });
    await frame.getByLabel('メールアドレス').fill(MEMBER.email);
    await frame.locator('#cs-password').fill(MEMBER.password);
    await frame.getByTestId('sign-in-submit').click();
    await expect(frame.getByTestId('signed-in')).toBeVisible();
    const messages = () => page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages.map((m) => m.name));
    await expect.poll(messages).toEqual(expect.arrayContaining(['triplabotSynced', 'login', 'receiveTriplabotSession']));
    const all = await page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages);
    expect(all.find((m) => m.name === 'triplabotSynced')!.data).toEqual({ user_id: user });

    // The chat now opens signed in for this chatbot user.
    const cs = await page.request.post(`${API}/api/client_sessions`, { data: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' } });
    const session = ((await cs.json()) as { data: { client_session: string } }).data.client_session;
    const res = await page.request.get(`${API}/hotels/demo-tokyo/chatbot_session?user_id=${await chatbotAssertion(user)}`, { headers: { 'x-client-session': session } });
    expect(((await res.json()) as { data: { user: { email: string } | null } }).data.user?.email).toBe(MEMBER.email);
  });

  test('signs up: form, result, confirmation link from the mail, done and signed in', async ({ page }) => {
    const email = `chat-${Date.now()}@example.test`;
    await page.goto('/chat-sign-up?code=demo-tokyo&locale=en');
    await page.screenshot({ path: shot('chat-sign-up-en-phone'), fullPage: true });
    await page.getByTestId('to-sign-up-form').click();
    await expect(page.getByRole('heading', { name: 'Member registration', level: 1 })).toBeVisible();

    // Nothing filled: every problem in words.
    await page.getByTestId('sign-up-submit').click();
    await expect(page.getByText('Please agree to the terms.')).toBeVisible();
    await page.locator('#su-email').fill(email);
    await page.locator('#su-email_confirmation').fill(email);
    await page.locator('#su-last_name').fill('Tanaka');
    await page.locator('#su-first_name').fill('Yui');
    // The rules are shown as they are met.
    await page.locator('#su-password').fill('short');
    await expect(page.getByTestId('password-rules').locator('li[data-met="true"]')).toHaveCount(1);
    await page.screenshot({ path: shot('chat-sign-up-form-en-phone'), fullPage: true });
    await page.locator('#su-password').fill('Chat-Signup-9');
    await expect(page.getByTestId('password-rules').locator('li[data-met="true"]')).toHaveCount(4);
    await page.locator('#su-password_confirmation').fill('Chat-Signup-8');
    await page.getByLabel(/membership terms/).check();
    await page.getByTestId('sign-up-submit').click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();

    // Going back and forth keeps what was typed (never the password).
    await page.reload();
    await expect(page.locator('#su-last_name')).toHaveValue('Tanaka');
    await expect(page.locator('#su-password')).toHaveValue('');
    await page.locator('#su-password').fill('Chat-Signup-9');
    await page.locator('#su-password_confirmation').fill('Chat-Signup-9');
    await page.getByTestId('sign-up-submit').click();

    await expect(page).toHaveURL(/\/chat-sign-up-result\?code=demo-tokyo/);
    await expect(page.getByTestId('sent-to')).toHaveText(email);
    await page.screenshot({ path: shot('chat-sign-up-result-en-phone'), fullPage: true });

    const link = await lastLink(page, email);
    expect(link.pathname).toBe('/chat-sign-up-done');
    expect(link.searchParams.get('confirmation_token')).toBeTruthy();
    await page.goto(link.toString());
    await expect(page.getByTestId('signed-in-done')).toContainText('Welcome, Yui');
    expect(page.url()).not.toContain('confirmation_token');
    // Not started in a chat: nothing says the chat is signed in.
    await expect(page.getByTestId('chat-not-linked')).toBeVisible();
    await page.screenshot({ path: shot('chat-sign-up-done-en-phone'), fullPage: true });
    await page.getByTestId('continue').click();
    await expect(page.getByTestId('signed-in')).toBeVisible();

    // The same link again: already confirmed, said in words.
    await page.goto(link.toString());
    await expect(page.getByTestId('confirm-error')).toContainText('already confirmed');
  });

  test('signs up inside the chat; the mail link opened in another tab links the chat, which then opens signed in', async ({ page, context }) => {
    const user = `chat-user-${Date.now()}-signup`;
    const email = `chat-frame-${Date.now()}@example.test`;
    const src = `${WIDGET}/chat-sign-up-form?${new URLSearchParams({ code: 'demo-tokyo', iframe: 'chatbot', locale: 'en' })}`;
    await page.goto(`${HOST}/chatbot.html?${new URLSearchParams({ src, user })}`);
    const frame = page.frameLocator('#widget');
    await frame.locator('#su-email').fill(email);
    await frame.locator('#su-email_confirmation').fill(email);
    await frame.locator('#su-last_name').fill('Tanaka');
    await frame.locator('#su-first_name').fill('Yui');
    await frame.locator('#su-password').fill('Chat-Signup-9');
    await frame.locator('#su-password_confirmation').fill('Chat-Signup-9');
    await frame.getByLabel(/membership terms/).check();
    await frame.getByTestId('sign-up-submit').click();
    await expect(frame.getByTestId('sent-to')).toHaveText(email);

    // The guest opens the mail's link in their browser, outside the chat.
    const tab = await context.newPage();
    await tab.goto((await lastLink(page, email)).toString());
    await expect(tab.getByTestId('signed-in-done')).toContainText('Welcome, Yui');
    await expect(tab.getByTestId('chat-linked')).toHaveText('You can go back to the chat and carry on there, signed in.');
    await tab.close();

    // Back in the chat, the widget opens signed in as the new member.
    const results = `${WIDGET}/booking/result?${new URLSearchParams({ code: 'demo-tokyo', iframe: 'chatbot', locale: 'en' })}`;
    await page.goto(`${HOST}/chatbot.html?${new URLSearchParams({ src: results, user })}`);
    await expect(frame.getByTestId('signed-in')).toContainText('Yui');
  });

  test('hands a one-time token over in the fragment: signed in, the token never in the address, a second use refused', async ({ page, request }) => {
    const token = await oneTimeToken(request, MEMBER.email);
    const target = '/booking/result?code=demo-tokyo&adults=3';
    await page.goto(`/iframe-token?code=demo-tokyo&locale=en&target=${encodeURIComponent(target)}#token=${token}`);
    await expect(page.getByTestId('signed-in')).toBeVisible();
    expect(page.url()).not.toContain(token);
    expect(new URL(page.url()).pathname).toBe('/booking/result');
    expect(new URL(page.url()).searchParams.get('adults')).toBe('3');
    const entries = await page.evaluate(() => window.history.length);
    expect(entries).toBeLessThanOrEqual(2);

    // A new visit with the spent token is refused with a clear message.
    const fresh = await page.context().browser()!.newContext();
    const again = await fresh.newPage();
    await again.setViewportSize(PHONE);
    await again.goto(`${WIDGET}/iframe-token?code=demo-tokyo&locale=en#token=${token}`);
    await expect(again.getByTestId('hand-off-error')).toHaveText(/already been used/);
    expect(again.url()).not.toContain(token);
    await again.screenshot({ path: shot('chat-iframe-token-spent-en-phone'), fullPage: true });
    await again.goto(`${WIDGET}/iframe-token?code=demo-tokyo&locale=ja#token=${token}`);
    await expect(again.getByTestId('hand-off-error')).toContainText('すでに使用');
    await again.screenshot({ path: shot('chat-iframe-token-spent-ja-phone'), fullPage: true });
    await fresh.close();
  });

  test('iframe-change-locale sets an offered language and continues; another site as target is refused', async ({ page }) => {
    await page.goto(`/iframe-change-locale?code=demo-tokyo&locale=ja&target=${encodeURIComponent('//evil.example/x')}`);
    await expect(page).toHaveURL(/\/booking\/result\?code=demo-tokyo/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.goto('/chat-sign-in?code=demo-tokyo');
    await expect(page.getByRole('heading', { name: '会員ログイン', level: 1 })).toBeVisible();

    // A language the hotel does not offer (Kyoto offers five, not Thai): its first one, and on.
    await page.goto(`/iframe-change-locale?code=demo-kyoto&locale=th&target=${encodeURIComponent('/chat-sign-in?code=demo-kyoto')}`);
    await expect(page).toHaveURL(/\/chat-sign-in\?code=demo-kyoto/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the screens in Japanese at phone width', async ({ page }) => {
    await page.goto('/chat-sign-in?code=demo-tokyo&locale=ja');
    await page.getByLabel('メールアドレス').fill('nobody@example.test');
    await page.getByRole('button', { name: 'パスワードをお忘れですか?' }).click();
    // Nothing tells whether the address belongs to a member.
    await expect(page.getByTestId('reset-sent')).toContainText('会員のメールアドレスであれば');
    await expect(page.getByTestId('reset-error')).toHaveCount(0);
    await page.screenshot({ path: shot('chat-sign-in-ja-phone'), fullPage: true });
    await page.goto('/chat-sign-up?code=demo-tokyo&locale=ja');
    await page.screenshot({ path: shot('chat-sign-up-ja-phone'), fullPage: true });
    await page.goto('/chat-sign-up-form?code=demo-tokyo&locale=ja');
    await page.getByTestId('sign-up-submit').click();
    await expect(page.getByText('規約に同意してください。')).toBeVisible();
    await page.screenshot({ path: shot('chat-sign-up-form-ja-phone'), fullPage: true });
    await page.goto('/chat-sign-up-result?code=demo-tokyo&locale=ja');
    await page.screenshot({ path: shot('chat-sign-up-result-ja-phone'), fullPage: true });
    await page.goto('/chat-sign-up-done?code=demo-tokyo&locale=ja&confirmation_token=AAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByTestId('confirm-error')).toContainText('無効');
    expect(page.url()).not.toContain('confirmation_token');
    await page.screenshot({ path: shot('chat-sign-up-done-ja-phone'), fullPage: true });
  });
});

test.describe('/iframe-liff-token', () => {
  test('a signed-in member hands the session to a widget frame on another site', async ({ page, request }) => {
    // The mini-app's signed-in member asks for a hand-off token (POST …/memberships/tokens).
    const cs = await request.post(`${API}/api/client_sessions`, { data: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' } });
    const session = ((await cs.json()) as { data: { client_session: string } }).data.client_session;
    const signIn = await request.post(`${API}/hotels/demo-tokyo/memberships/sign_in`, { headers: { 'x-client-session': session }, data: MEMBER });
    const bearer = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
    const minted = await request.post(`${API}/hotels/demo-tokyo/memberships/tokens`, { headers: { 'x-client-session': session, authorization: `Bearer ${bearer}` } });
    expect(minted.status()).toBe(201);
    const token = ((await minted.json()) as { data: { token: string } }).data.token;
    const src = `${WIDGET}/iframe-liff-token?code=demo-tokyo&locale=en#token=${token}`;
    await page.goto(`${HOST}/iframe.html?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('#widget');
    await expect(frame.getByTestId('signed-in')).toContainText('Hanako');
  });
});
