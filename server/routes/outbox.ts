// The development outbox: every mail the API sent, newest first, as a page and as JSON. Offered in
// development only, while no SMTP server is configured, and only to the staff token: its mails hold
// sign-in, reset and booking links. The JSON takes the token as `Authorization: Bearer`; the page
// asks for it in a form (a token never travels in an address).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { outboxPage, outboxSignIn, readOutboxJson } from '../../contract/endpoints/staff';
import { safeEqual } from '../auth/crypto';
import { latestMail } from '../db/outbox-repo';
import { requireStaff } from '../http/guards';
import { route } from '../http/route';
import { escapeHtml } from '../html';

const esc = escapeHtml;

export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  route(app, readOutboxJson, async ({ query }) => ({ data: await latestMail(app.db, query.to) }), { onRequest: requireStaff });

  // The page: a form asks for the staff token, and the mails come as the answer to it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  route(app, outboxPage, async ({ query }, _req, reply) => page(reply, 200, form(query.to, null)));

  route(app, outboxSignIn, async ({ body }, _req, reply) => {
    const to = body.to || undefined;
    if (!safeEqual(body.token, app.config.staffToken)) return page(reply, 401, form(to, 'That is not the staff token.'));
    const rows = await latestMail(app.db, to);
    // Each mail's HTML is shown in a sandboxed frame: it cannot run script or reach this page.
    const items = rows
      .map(
        (m) => `<article><h2>${esc(m.subject)}</h2><p class="meta">To <strong>${esc(m.to_address)}</strong> · ${esc(m.created_at)}</p>
<iframe sandbox title="${esc(m.subject)}" srcdoc="${esc(m.html)}"></iframe></article>`,
      )
      .join('\n');
    return page(reply, 200, `${form(to, null)}<p>${rows.length} message(s)${to ? ` to ${esc(to)}` : ''}.</p>${items || '<p>No mail yet.</p>'}`);
  });
}

function form(to: string | undefined, problem: string | null): string {
  return `<form method="post" action="/dev/outbox">
${problem ? `<p role="alert" class="problem">${esc(problem)}</p>` : ''}
<p><label for="token">Staff token</label><br><input id="token" name="token" type="password" autocomplete="off" required></p>
<p><label for="to">Only mail to (optional)</label><br><input id="to" name="to" type="email" value="${esc(to ?? '')}"></p>
<p><button type="submit">Show the mail</button></p></form>`;
}

function page(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title><style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:900px;padding:16px;color:#1d232b}
article{border:1px solid #d9d4cb;border-radius:10px;padding:12px 16px;margin:16px 0}h2{font-size:1.05rem;margin:0 0 4px}.meta{color:#5b6470;margin:0 0 8px}
iframe{width:100%;height:360px;border:1px solid #eee;border-radius:6px}input{font:inherit;padding:6px;min-width:18rem}.problem{color:#a1261b;font-weight:600}
:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}</style></head>
<body><main><h1>Outbox (development)</h1>${body}</main></body></html>`);
}
