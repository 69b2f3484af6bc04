// Request helpers of the member calls: the signed-in member of the hotel's brand, the retired
// member cookie, and the catalogue code a malformed e-mail address is answered with.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_CODES, INVALID } from '../../contract';
import type { Endpoint } from '../../contract/endpoint';
import type { Hotel } from '../db/hotels-repo';
import { findMemberSession } from '../db/identity-repo';
import { sha256 } from '../auth/crypto';
import { ApiError, fail } from '../errors';
import { memberTokenOf } from './guards';
import { hotelFirst, inputOf } from './route';

export interface SignedInMember {
  token: string;
  sessionHash: string;
  memberId: number;
}

/** The signed-in member of this hotel's brand, or 401 (code 1400). */
export async function requireMember(req: FastifyRequest, hotel: Hotel): Promise<SignedInMember> {
  const token = memberTokenOf(req);
  const session = token ? await findMemberSession(req.server.db, token) : undefined;
  if (!token || !session || session.brand_id !== hotel.brand_id) throw fail.unauthorized();
  return { token, sessionHash: sha256(token), memberId: session.member_id };
}

/**
 * A member cookie the API no longer sets or reads (`yadori_member`, HttpOnly, Partitioned) may
 * still sit in a browser for up to 30 days: any answer to a request that carries one expires it.
 */
export function expireRetiredMemberCookie(req: FastifyRequest, reply: FastifyReply): void {
  const header = req.headers.cookie;
  if (typeof header !== 'string' || !/(?:^|;)\s*yadori_member=/.test(header)) return;
  reply.header('set-cookie', 'yadori_member=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=None; Partitioned');
}

/**
 * Member calls answer a malformed e-mail address with 3704 (document 2 §8), not with the general
 * 1000 of bad input: for the calls given, when the first thing wrong with the input is its
 * `email`, the answer is 3704 naming `email`. Anything else wrong is answered as every call
 * answers it, when the route reads its input.
 */
export function malformedEmailAs3704(app: FastifyInstance, endpoints: readonly Endpoint[]): void {
  app.addHook('preValidation', async (req) => {
    const e = req.routeOptions.config.endpoint;
    if (!e || !endpoints.includes(e)) return;
    // The hotel first, as for every call of a hotel.
    await hotelFirst(req);
    try {
      inputOf(e, req);
    } catch (err) {
      if (err instanceof ApiError && err.code === INVALID.code && err.field === 'email') {
        throw new ApiError(400, ACCOUNT_CODES.EMAIL_INVALID.code, 'Bad Request', 'This e-mail address is not valid.', 'email');
      }
    }
  });
}
