import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createServer, type AddressInfo } from 'node:net';
import { API, STAFF_TOKEN } from '../playwright.config';

export const staffHeaders = { authorization: `Bearer ${STAFF_TOKEN}` };

export async function setMaintenance(request: APIRequestContext, hotel: string, enabled: boolean): Promise<void> {
  const res = await request.put(`${API}/staff/hotels/${hotel}/maintenance`, { headers: staffHeaders, data: { enabled } });
  if (!res.ok()) throw new Error(`maintenance: ${res.status()}`);
}

export async function setWebsiteHtml(request: APIRequestContext, hotel: string, header: string | null, footer: string | null): Promise<void> {
  const res = await request.put(`${API}/staff/hotels/${hotel}/website_html`, {
    headers: staffHeaders,
    data: { website_header_html: header, website_footer_html: footer },
  });
  if (!res.ok()) throw new Error(`website_html: ${res.status()}`);
}

export async function oneTimeToken(request: APIRequestContext, email: string, hotel = 'demo-tokyo'): Promise<string> {
  const res = await request.post(`${API}/staff/one_time_tokens`, { headers: staffHeaders, data: { email, hotel } });
  if (!res.ok()) throw new Error(`one-time token: ${res.status()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Where screenshots for people to look at go. */
export function shot(name: string): string {
  return `test-results/screens/${name}.png`;
}

export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((e) => String(e.event)));
}

/** Phone and desktop viewports the screens are checked at. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** A date `days` from today in the hotels' time zone, as YYYY-MM-DD. */
export function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A chatbot user assertion for a demo hotel, signed as the demo chatbot's server would. */
export async function chatbotAssertion(user: string, hotel = 'demo-tokyo'): Promise<string> {
  const { signChatbotAssertion } = await import('../server/auth/chatbot-assertion');
  const { DEMO } = await import('../server/seed/demo-content');
  return signChatbotAssertion(DEMO.chatbotSecret, hotel, user);
}

/** The newest mail to `to` in the development outbox whose text has `path`, and that link. */
export async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<URL> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/dev/outbox.json?${new URLSearchParams({ to })}`, { headers: staffHeaders });
      const rows = ((await res.json()) as { data: { text_body: string }[] }).data;
      for (const row of rows) {
        const found = [...row.text_body.matchAll(/(https?:\/\/\S+)/g)].map((m) => m[1]!).find((u) => new URL(u).pathname === path);
        if (found) {
          link = found;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return new URL(link);
}

export async function clientSession(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/api/client_sessions`, { data: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' } });
  return ((await res.json()) as { data: { client_session: string } }).data.client_session;
}

/** A confirmed member of the demo brand, made through the API as a sign-up and its mailed link would. */
export async function newMember(request: APIRequestContext, email: string, password: string): Promise<void> {
  const headers = { 'x-client-session': await clientSession(request) };
  const res = await request.post(`${API}/hotels/demo-tokyo/memberships/sign_up`, { headers, data: { email, password, first_name: 'Aki', last_name: 'Mori', locale: 'en' } });
  expect(res.status()).toBe(201);
  const link = await mailedLink(request, email, '/member-confirmation');
  const confirm = await request.get(`${API}/hotels/demo-tokyo/memberships/confirm?${new URLSearchParams({ confirmation_token: link.searchParams.get('confirmation_token')! })}`, { headers });
  expect(confirm.ok()).toBe(true);
}

/** A port nothing on this machine listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
