// A hotel's own site on another origin, for embedding tests: serves e2e/host/*.html, and is also
// the chatbot's server: it vouches for its chat's user with an assertion signed with the demo
// hotels' chatbot secret (`/chatbot-assertion?hotel=&user=`), as a vendor's server does.
import { createServer } from 'node:http';
import { signChatbotAssertion } from '../server/auth/chatbot-assertion';
import { DEMO } from '../server/seed/demo-content';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'host');
const port = Number(process.env.HOST_PORT ?? 4190);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/chatbot-assertion') {
    const hotel = url.searchParams.get('hotel') ?? '';
    const user = url.searchParams.get('user') ?? '';
    if (!(DEMO.hotelCodes as readonly string[]).includes(hotel) || !/^[A-Za-z0-9_-]{16,128}$/.test(user)) {
      res.writeHead(400).end();
      return;
    }
    signChatbotAssertion(DEMO.chatbotSecret, hotel, user).then(
      (assertion) => res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ assertion })),
      () => res.writeHead(500).end(),
    );
    return;
  }
  if (url.pathname === '/vendor/post-robot.js') {
    // The chatbot parent pages speak post-robot, as a hotel's chatbot does.
    readFile(path.join(dir, '..', '..', 'node_modules', 'post-robot', 'dist', 'post-robot.min.js'))
      .then((body) => res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body))
      .catch(() => res.writeHead(404).end());
    return;
  }
  const name = path.basename(url.pathname) || 'index.html';
  if (!/^[a-z0-9-]+\.html$/.test(name)) {
    res.writeHead(404).end();
    return;
  }
  readFile(path.join(dir, name))
    .then((body) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body))
    .catch(() => res.writeHead(404).end());
}).listen(port, '127.0.0.1');
