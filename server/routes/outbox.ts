// The development outbox: every mail the API sent, newest first, as a page and as JSON. Offered
// only while no SMTP server is configured.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { parseInput } from '../errors';
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

  app.get('/dev/outbox.json', async (req) => {
    const q = parseInput(QuerySchema, req.query, 'query');
    return { data: await list(q.to) };
  });

  app.get('/dev/outbox', async (req, reply) => {
    const q = parseInput(QuerySchema, req.query, 'query');
    const rows = await list(q.to);
    // Each mail's HTML is shown in a sandboxed frame: it cannot run script or reach this page.
    const items = rows
      .map(
        (m) => `<article><h2>${esc(m.subject)}</h2><p class="meta">To <strong>${esc(m.to_address)}</strong> · ${esc(m.created_at)}</p>
<iframe sandbox title="${esc(m.subject)}" srcdoc="${esc(m.html)}"></iframe></article>`,
      )
      .join('\n');
    reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; frame-ancestors 'none'")
      .type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title><style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:900px;padding:16px;color:#1d232b}
article{border:1px solid #d9d4cb;border-radius:10px;padding:12px 16px;margin:16px 0}h2{font-size:1.05rem;margin:0 0 4px}.meta{color:#5b6470;margin:0 0 8px}
iframe{width:100%;height:360px;border:1px solid #eee;border-radius:6px}</style></head>
<body><h1>Outbox</h1><p>${rows.length} message(s)${q.to ? ` to ${esc(q.to)}` : ''}.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
