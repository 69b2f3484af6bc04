import type { FastifyInstance } from 'fastify';
import { ClientSessionRequestSchema, LIMITS, type ClientSessionAnswerSchema } from '../../contract';
import type * as z from 'zod/mini';
import { fail, parseInput } from '../errors';
import { createClientSession, findClientApp } from '../db/identity-repo';
import { safeEqual, sha256 } from '../auth/crypto';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  /** Key and secret -> a client session the widget sends on every later call. */
  app.post('/api/client_sessions', async (req, reply): Promise<z.infer<typeof ClientSessionAnswerSchema>> => {
    const body = parseInput(ClientSessionRequestSchema, req.body, 'body');
    const client = await findClientApp(app.db, body.key);
    if (!client || !safeEqual(sha256(body.secret), client.secret_hash)) {
      throw fail.forbidden('Unknown client key or secret.');
    }
    const session = await createClientSession(app.db, client.id, LIMITS.clientSessionCookieMs);
    reply.status(201);
    return { data: { client_session: session.token, expires_at: session.expiresAt.toISOString() } };
  });
}
