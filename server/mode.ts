// Development and production (server/config.ts `mode`). In production nothing of a sandbox may
// answer a guest: start-up refuses, naming each reason, while mail has nowhere to go or a hotel
// needs a provider (LINE, Facebook, single sign-on, a payment gateway, Turnstile) that is not configured.
import type { Config } from './config';
import type { Queryable } from './db/db';
import { DEMO } from './seed/demo-content';

interface HotelRow {
  code: string;
  /** The init settings beyond the booking widget's (payment gateways, LINE ids). */
  init_extras: Record<string, unknown> | null;
  login_widget: Record<string, unknown> | null;
  chatbot_secret: string | null;
  /** Whether a sign-in past the ceiling must pass a person check (the booking widget's setting). */
  turnstile: boolean | null;
}

function providerOf(setting: unknown): string | null {
  if (!setting || typeof setting !== 'object') return null;
  const provider = (setting as { provider?: unknown }).provider;
  return typeof provider === 'string' ? provider : null;
}

function snsProviders(loginWidget: Record<string, unknown> | null): string[] {
  const sns = loginWidget?.sns_auth_settings;
  return Array.isArray(sns) ? sns.map((s) => providerOf(s)).filter((p): p is string => p !== null) : [];
}

/** Why this configuration cannot run in production; empty when it can. */
export async function productionProblems(config: Config, db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  if (!config.smtpUrl) problems.push('SMTP_URL is not set: mail would only go to the development outbox.');
  if (config.staffTokenGenerated) problems.push('STAFF_TOKEN is not set: staff calls need a token fixed for the deployment.');
  if (config.clientKey === 'yadori-demo-key' || config.clientSecret === 'yadori-demo-secret') problems.push('CLIENT_KEY and CLIENT_SECRET are the demo ones.');
  const hotels = await db.query<HotelRow>(`select code, init_extras, login_widget, chatbot_secret, (settings->>'turnstile_verification_enabled')::boolean as turnstile from hotels order by code`);
  const needing = (test: (h: HotelRow) => boolean) => hotels.filter(test).map((h) => h.code);
  const line = needing((h) => snsProviders(h.login_widget).includes('line') || !!h.init_extras?.line_liff_id || !!h.init_extras?.line_channel_id);
  if (line.length && !config.line) problems.push(`LINE is used by ${line.join(', ')} but no LINE channel is configured (LINE_CHANNEL_ID, LINE_CHANNEL_SECRET, LINE_API_URL, LINE_AUTHORIZE_URL).`);
  const facebook = needing((h) => snsProviders(h.login_widget).includes('facebook'));
  if (facebook.length && !config.facebook) problems.push(`Facebook sign-in is used by ${facebook.join(', ')} but no Facebook app is configured (FACEBOOK_APP_SECRET).`);
  const sso = needing((h) => h.login_widget?.direct_sso_enabled === true);
  if (sso.length && !config.oidc) problems.push(`Single sign-on is used by ${sso.join(', ')} but no OpenID Connect provider is configured (OIDC_*).`);
  const sandboxPay = needing((h) => providerOf(h.init_extras?.payment_gateway_setting) === 'sandbox' || providerOf(h.init_extras?.mcp_payment_gateway_setting) === 'sandbox');
  if (sandboxPay.length) problems.push(`The sandbox payment gateway is set for ${sandboxPay.join(', ')}: a deployment takes cards through a real gateway.`);
  const turnstile = needing((h) => h.turnstile === true);
  if (turnstile.length && !config.turnstile) problems.push(`The person check at sign-in (Turnstile) is asked for by ${turnstile.join(', ')} but no Turnstile widget is configured (TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY).`);
  const chatbot = needing((h) => (h.init_extras?.chatbot_setting as { enabled?: unknown } | undefined)?.enabled === true && (!h.chatbot_secret || h.chatbot_secret === DEMO.chatbotSecret || h.chatbot_secret.length < 32));
  if (chatbot.length) problems.push(`The chatbot of ${chatbot.join(', ')} has no secret of its own (at least 32 characters) to verify its user assertions with.`);
  return problems;
}
