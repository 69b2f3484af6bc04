// Runtime configuration: the widget server writes it into a meta tag, so one build serves any
// API address. Parsed with zod like every other boundary.
import * as z from 'zod/mini';
import { HttpUrlSchema } from '../../contract';

const RuntimeConfigSchema = z.object({
  apiBaseUrl: HttpUrlSchema,
  clientKey: z.string().check(z.minLength(1)),
  clientSecret: z.string().check(z.minLength(1)),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export const APP_VERSION = '0.1.0';

export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const raw = doc.querySelector('meta[name="yadori-config"]')?.getAttribute('content') ?? '{}';
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = {};
  }
  const parsed = RuntimeConfigSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  // Served by a plain static server (vite dev): the API on its default port beside it.
  return { apiBaseUrl: `${location.protocol}//${location.hostname}:8081`, clientKey: 'yadori-demo-key', clientSecret: 'yadori-demo-secret' };
}
