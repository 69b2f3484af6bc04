import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../contract';
import { createClientSession as createClientSessionCall } from '../../contract/endpoints/sessions';
import { fail } from '../errors';
import { route } from '../http/route';
import { createClientSession, findClientApp } from '../db/identity-repo';
import { safeEqual, sha256 } from '../auth/crypto';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  /** Key and secret -> a client session the widget sends on every later call. */
  route(app, createClientSessionCall, async ({ body }, _req, reply) => {
    const client = await findClientApp(app.db, body.key);
    if (!client || !safeEqual(sha256(body.secret), client.secret_hash)) {
      throw fail.forbidden('Unknown client key or secret.');
    }
    const session = await createClientSession(app.db, client.id, LIMITS.clientSessionCookieMs);
    reply.status(201);
    return { data: { client_session: session.token, expires_at: session.expiresAt.toISOString() } };
  });
}
