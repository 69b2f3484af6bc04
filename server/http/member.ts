// Request helpers of the member calls: the signed-in member of the hotel's brand and the retired
// member cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Hotel } from '../db/hotels-repo';
import { findMemberSession } from '../db/identity-repo';
import { sha256 } from '../auth/crypto';
import { fail } from '../errors';
import { memberTokenOf } from './guards';

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
