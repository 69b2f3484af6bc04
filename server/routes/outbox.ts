// The development outbox: every mail the API sent, newest first, as a page and as JSON. Offered in
// development only, while no SMTP server is configured, and only to the staff token: its mails hold
// sign-in, reset and booking links. The JSON takes the token as `Authorization: Bearer`; the page
// asks for it in a form (a token never travels in an address).
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { safeEqual } from '../auth/crypto';
import { parseInput } from '../errors';
import { requireStaff } from '../http/guards';
import { escapeHtml } from '../html';

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  created_at: string;
}

const QuerySchema = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });

const esc = escapeHtml;

export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  async function list(to: string | undefined): Promise<OutboxRow[]> {
    return app.db.query<OutboxRow>(
      `select id, to_address, subject, html, text_body, created_at::text as created_at from mail_outbox
        where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit 200`,
      [to ?? null],
    );
  }

  app.get('/dev/outbox.json', { onRequest: requireStaff }, async (req) => {
    const q = parseInput(QuerySchema, req.query, 'query');
    return { data: await list(q.to) };
  });

  // The page: a form asks for the staff token, and the mails come as the answer to it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/dev/outbox', async (req, reply) => {
    const q = parseInput(QuerySchema, req.query, 'query');
    return page(reply, 200, form(q.to, null));
  });

  app.post('/dev/outbox', async (req, reply) => {
    const body = parseInput(FormSchema, req.body ?? {}, 'body');
    const to = body.to || undefined;
    if (!safeEqual(body.token, app.config.staffToken)) return page(reply, 401, form(to, 'That is not the staff token.'));
    const rows = await list(to);
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

const FormSchema = z.object({ token: z.string().check(z.maxLength(512)), to: z.optional(z.string().check(z.maxLength(254))) });

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
