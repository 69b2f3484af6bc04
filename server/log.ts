// What the request log may keep of an address: tokens, secrets and e-mail addresses in its query
// (the bypass_token and email the manage and update-mode search calls carry) and the chatbot
// user id (it opens that user's chatbot session) are masked.
import type { FastifyRequest } from 'fastify';

const HIDDEN_KEY = /token|secret|password|email|^user_id$/i;

export function loggableUrl(url: string): string {
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
