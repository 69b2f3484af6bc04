// The chatbot's word for who its user is (document 2 §7.2 `user_id`, `chatbot_user_id`): a JWT the
// chatbot's own server signs with the hotel's chatbot secret (HS256), short-lived and addressed to
// the hotel. A chatbot session is read, and a chatbot user linked, only for the `sub` of such an
// assertion: the browser never names the chatbot user itself.
import { SignJWT, errors, jwtVerify } from 'jose';
import { CATALOGUE, ChatbotUserIdSchema } from '../../contract';
import type { Queryable } from '../db/db';
import type { Hotel } from '../db/hotels-repo';
import { ApiError } from '../errors';

/** The longest an assertion may live (from `iat` to `exp`, and its age when used). */
export const CHATBOT_ASSERTION_MAX_SECONDS = 600;
/** Clocks of the chatbot's server and this one may differ by this much. */
const CLOCK_TOLERANCE_SECONDS = 30;

export const CHATBOT_ERRORS = {
  notEnabled: 'chatbot_not_enabled',
  noSecret: 'chatbot_secret_missing',
  assertionInvalid: 'chatbot_assertion_invalid',
  assertionExpired: 'chatbot_assertion_expired',
  lineUserMismatch: 'chatbot_assertion_line_user_mismatch',
} as const;

export interface ChatbotAssertion {
  /** The chatbot user id (`sub`). */
  userId: string;
  /** The LINE user the assertion was issued for (`line_user_id`), when the chatbot named one. */
  lineUserId: string | null;
}

const refused = (reason: string, message: string, field: string) =>
  new ApiError(403, CATALOGUE.INVALID.code, 'Forbidden', `${reason}: ${message}`, field);

/** The hotel's chatbot secret; null when it has none. */
export async function chatbotSecretOf(db: Queryable, hotel: Pick<Hotel, 'id'>): Promise<string | null> {
  const [row] = await db.query<{ chatbot_secret: string | null }>('select chatbot_secret from hotels where id = $1', [hotel.id]);
  return row?.chatbot_secret ?? null;
}

function chatbotEnabled(hotel: Hotel): boolean {
  const setting = hotel.initExtras.chatbot_setting as { enabled?: unknown } | undefined;
  return setting?.enabled === true;
}

/**
 * Verifies `token` for `hotel`, or throws a 403 naming `field`: the hotel's chatbot is on and has a
 * secret, the token is HS256 with that secret, addressed to the hotel (`aud`), issued at most
 * CHATBOT_ASSERTION_MAX_SECONDS ago (`iat`), not expired (`exp`, required), and its `sub` is a
 * chatbot user id.
 */
export async function verifyChatbotAssertion(db: Queryable, hotel: Hotel, token: string, field: string): Promise<ChatbotAssertion> {
  if (!chatbotEnabled(hotel)) throw refused(CHATBOT_ERRORS.notEnabled, `The chatbot of ${hotel.code} is not enabled.`, field);
  const secret = await chatbotSecretOf(db, hotel);
  if (!secret) throw refused(CHATBOT_ERRORS.noSecret, `${hotel.code} has no chatbot secret to verify assertions with.`, field);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      audience: hotel.code,
      maxTokenAge: CHATBOT_ASSERTION_MAX_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw refused(CHATBOT_ERRORS.assertionExpired, 'The chatbot assertion has expired: ask the chatbot for a new one.', field);
    throw refused(CHATBOT_ERRORS.assertionInvalid, 'The chatbot assertion is not signed for this hotel.', field);
  }
  const lifetime = Number(payload.exp) - Number(payload.iat);
  if (!(lifetime > 0 && lifetime <= CHATBOT_ASSERTION_MAX_SECONDS)) {
    throw refused(CHATBOT_ERRORS.assertionInvalid, `A chatbot assertion lives ${CHATBOT_ASSERTION_MAX_SECONDS} seconds at most.`, field);
  }
  const sub = ChatbotUserIdSchema.safeParse(payload.sub);
  if (!sub.success) throw refused(CHATBOT_ERRORS.assertionInvalid, 'The chatbot assertion names no chatbot user id (16 to 128 letters, digits, - or _).', field);
  const line = payload.line_user_id;
  return { userId: sub.data, lineUserId: typeof line === 'string' && line.length > 0 ? line : null };
}

/** A LIFF sign-in links only the chatbot user whose assertion names the LINE user who signed in. */
export function requireLineUser(assertion: ChatbotAssertion, lineUserId: string, field: string): void {
  if (assertion.lineUserId !== lineUserId) {
    throw refused(CHATBOT_ERRORS.lineUserMismatch, 'The chatbot assertion was issued for another LINE user.', field);
  }
}

/**
 * What a chatbot's server does to vouch for its user (here for the custom bot test page's demo
 * assertions and for tests): `sub` the chatbot user id, `aud` the hotel code, living `seconds`.
 */
export function signChatbotAssertion(
  secret: string,
  hotelCode: string,
  userId: string,
  options: { seconds?: number; lineUserId?: string; issuedAt?: number } = {},
): Promise<string> {
  const iat = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const claims: Record<string, string> = options.lineUserId ? { line_user_id: options.lineUserId } : {};
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience(hotelCode)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.seconds ?? 300))
    .sign(new TextEncoder().encode(secret));
}
