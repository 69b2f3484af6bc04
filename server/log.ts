// What the request log may keep of an address: tokens, secrets and e-mail addresses in its query
// (the bypass_token and email the manage and update-mode search calls carry), the chatbot user id
// (it opens that user's chatbot session), the corporate otid, LINE's and OAuth's code and state,
// and a secret carried in the path itself (a 3-D Secure challenge's token) are masked.
import type { FastifyRequest } from 'fastify';

const HIDDEN_KEY = /token|secret|password|email|assertion|^user_id$|^chatbot_user_id$|^otid$|^code$|^state$|^line_code$|^line_state$/i;

/** Paths whose last part is itself a secret. */
const SECRET_PATHS = [/^(\/payments\/sandbox\/3ds\/)[^/?#]+/];

export function loggableUrl(given: string): string {
  let url = given;
  for (const re of SECRET_PATHS) url = url.replace(re, '$1***');
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const hidden = [...new Set(params.keys())].filter((k) => HIDDEN_KEY.test(k));
  if (hidden.length === 0) return url;
  for (const k of hidden) params.set(k, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** The request as the log shows it: Fastify's usual fields, with the address masked. */
export function logRequest(req: Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'>): { method: string; url: string; host: string; remoteAddress: string } {
  return { method: req.method, url: loggableUrl(req.url), host: req.host, remoteAddress: req.ip };
}
