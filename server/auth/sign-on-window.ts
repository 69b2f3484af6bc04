// A framed widget opens sign-in providers in a window of its own, and that window hands the
// provider's answer back to the frame through `window.opener` (src/lib/sign-on-window.ts). A page
// with Cross-Origin-Opener-Policy `same-origin` on the way cuts that link, so the pages the window
// passes through on this API (the sandbox providers' sign-in pages, the redirects back to the
// widget) keep it.
import type { FastifyReply } from 'fastify';

export function keepOpener(reply: FastifyReply): FastifyReply {
  return reply.header('cross-origin-opener-policy', 'unsafe-none');
}
