// The HTTP load generator, run as a child process (forked by ./load.ts) so that sending requests
// and parsing answers never competes with the server on its event loop.
//
// Each run: a fresh keep-alive agent with one socket per concurrent loop, one request per socket
// first to open the connections (not recorded), then the closed loop. A request's latency is from
// issuing it to its last body byte; the answer is then checked (200, JSON, data.rooms non-empty).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { closedLoop } from './runner';
import type { LoadReply, LoadRequest } from './load';

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ status: number; body: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { method: 'GET', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('request timed out after 30 s')));
    req.on('error', reject);
    req.end();
  });
}

function check(status: number, body: Buffer): number {
  if (status !== 200) throw new Error(`HTTP ${status}: ${body.toString('utf8').slice(0, 200)}`);
  const json = JSON.parse(body.toString('utf8')) as { data?: { rooms?: unknown[] } };
  const rooms = json.data?.rooms;
  if (!Array.isArray(rooms) || rooms.length === 0) throw new Error('200 but data.rooms is empty');
  return rooms.length;
}

async function run(msg: LoadRequest): Promise<LoadReply> {
  const url = new URL(msg.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: msg.spec.concurrency });
  let bytes = 0;
  let rooms = 0;
  try {
    if (msg.primeConnections) {
      await Promise.all(Array.from({ length: msg.spec.concurrency }, () => get(agent, url, msg.headers)));
    }
    const result = await closedLoop(msg.spec, async () => {
      const res = await get(agent, url, msg.headers);
      rooms = check(res.status, res.body);
      bytes = res.body.byteLength;
      return res.ms;
    });
    return { type: 'result', id: msg.id, result, bytes, rooms };
  } finally {
    agent.destroy();
  }
}

process.on('message', (raw: unknown) => {
  const msg = raw as LoadRequest | { type: 'exit' };
  if (msg.type === 'exit') {
    process.disconnect();
    return;
  }
  run(msg).then(
    (reply) => process.send?.(reply),
    (err: unknown) => process.send?.({ type: 'error', id: msg.id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies LoadReply),
  );
});
process.send?.({ type: 'ready' } satisfies LoadReply);
