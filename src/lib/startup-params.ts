// Start-up parameters of document 1 §2, read from the query once, parsed with zod. Tokens among
// them are taken out of the address bar at once so they never stay in history.
import * as z from 'zod/mini';

const opt = z.optional(z.string().check(z.maxLength(2000)));
const flag = z.pipe(z.optional(z.string()), z.transform((v) => v === 'true' || v === '1'));

export const StartupParamsSchema = z.object({
  hotel_code: opt,
  code: opt,
  hotel_id: opt,
  fromChatbot: flag,
  parentUrl: opt,
  parentPathname: opt,
  metasearch_source: opt,
  /**
   * `chatbot`: inside a hotel's chatbot (chatbot mode). `embed`: framed by a hotel's own page
   * through the embed SDK's page mode, with `parentUrl`: a hotel page that talks to its parent
   * (its height, analytics, close), never of sessions.
   */
  iframe: opt,
  segment_ids: z.pipe(opt, z.transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))),
  accessToken: opt,
  login_token: opt,
  otid: opt,
  one_time_access_token: opt,
  locale: opt,
  utm_campaign: opt,
  utm_medium: opt,
  utm_source: opt,
  campaignid: opt,
  adgroupid: opt,
  keyword: opt,
  gclid: opt,
  yclid: opt,
  /** The chatbot's auto-message id, passed on with the chatbot session call (its form or nothing). */
  auth_auto_message_id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/))),
  icon_message_id: opt,
  tripla_preview: flag,
  mcp_currency: opt,
  currency: opt,
  custom_bot_test: flag,
  /** The chat's own id for the person (16–128 letters, digits, - or _); else asked of the parent. */
  chatbot_user_id: opt,
  /**
   * The chatbot sync flag (the embed SDK's `chatbotSync` sets it). Read but not needed: the widget
   * links the chatbot user on every sign-in inside the chat, so the chat stays signed in next time.
   */
  chatbot_sync: flag,
  refresh_token: opt,
});
export type StartupParams = z.infer<typeof StartupParamsSchema>;

/**
 * Parameters that carry a secret: removed from the address bar as soon as they are read. The
 * chatbot user id is one: it opens that user's chatbot session.
 */
export const SECRET_PARAMS = ['accessToken', 'login_token', 'otid', 'one_time_access_token', 'refresh_token', 'chatbot_user_id'] as const;

export function parseStartupParams(search: string): StartupParams {
  const raw = Object.fromEntries(new URLSearchParams(search).entries());
  const parsed = StartupParamsSchema.safeParse(raw);
  // A malformed value is dropped rather than stopping the widget.
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return StartupParamsSchema.parse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))));
}

/** The query without the secret parameters; undefined when there were none. */
export function withoutSecrets(search: string): string | undefined {
  const params = new URLSearchParams(search);
  let removed = false;
  for (const k of SECRET_PARAMS) {
    if (params.has(k)) {
      params.delete(k);
      removed = true;
    }
  }
  if (!removed) return undefined;
  const q = params.toString();
  return q ? `?${q}` : '';
}

export function isChatbotFrame(params: Pick<StartupParams, 'iframe' | 'fromChatbot'>): boolean {
  return params.iframe === 'chatbot' || params.fromChatbot;
}
