// Shared request guards: the client session every widget call carries, the hotel a route names
// (404 when unknown, 503 while in maintenance), and the staff token.
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { HEADERS, HotelRefSchema } from '../../contract';
import { fail, parseInput } from '../errors';
import { findHotel, type Hotel } from '../db/hotels-repo';
import { isClientSessionValid } from '../db/identity-repo';
import { safeEqual } from '../auth/crypto';

export async function requireClientSession(req: FastifyRequest): Promise<void> {
  const token = req.headers[HEADERS.clientSession];
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw fail.identityExpired();
  if (!(await isClientSessionValid(req.server.db, token))) throw fail.identityExpired();
}

/** A hotel's path names it `{id}` or `{code}` (document 2 writes both); either is its code or id, called `hotel` in errors. */
const HotelParamsSchema = z.object({ hotel: HotelRefSchema });

/** The hotel the route's path names (`/hotels/{id}/…`, `/hotels/{code}/…`), open for business. */
export async function requireHotel(req: FastifyRequest, options: { allowMaintenance?: boolean } = {}): Promise<Hotel> {
  const given = req.params as { id?: unknown; code?: unknown };
  const { hotel: ref } = parseInput(HotelParamsSchema, { hotel: given.id ?? given.code }, 'params');
  const hotel = await findHotel(req.server.db, ref);
  if (!hotel) throw fail.notFound(`No hotel ${ref}`);
  if (hotel.maintenance && !options.allowMaintenance) throw fail.maintenance();
  return hotel;
}

export function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer ([A-Za-z0-9._~+/=-]{10,512})$/.exec(header);
  return m?.[1];
}

export async function requireStaff(req: FastifyRequest): Promise<void> {
  const token = bearerOf(req);
  if (!token || !safeEqual(token, req.server.config.staffToken)) throw fail.unauthorized('A valid staff token is required.');
}

/**
 * The member's session token: the Authorization bearer header, and nothing else. The widget holds
 * the token (it hands it to a chatbot's page too), so no cookie carries it: a request that names
 * no member by its header is nobody's, whatever cookies the browser adds.
 */
export function memberTokenOf(req: FastifyRequest): string | undefined {
  return bearerOf(req);
}
