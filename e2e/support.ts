import type { APIRequestContext, Page } from '@playwright/test';
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
