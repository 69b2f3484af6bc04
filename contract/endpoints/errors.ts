// Error cases many calls share. A call lists the ones it may give in its `errors`; the OpenAPI
// document adds what every call of its kind may meet (see `errorsOf`).
import { IDENTITY_EXPIRED as IDENTITY_EXPIRED_CODE, INVALID as INVALID_CODE, SESSION_EXPIRED } from '../errors';
import type { Caller, Endpoint, ErrorCase } from '../endpoint';

export const INVALID = { status: 400, code: INVALID_CODE.code, description: 'The input is not valid; the detail names the field at fault.' } as const satisfies ErrorCase;
export const NOT_FOUND = { status: 404, code: INVALID_CODE.code, description: 'Nothing of that name, or nothing the caller may read.' } as const satisfies ErrorCase;
export const CONFLICT = { status: 409, code: INVALID_CODE.code, description: 'Another request changed or made the same thing at once.' } as const satisfies ErrorCase;
export const FORBIDDEN = { status: 403, code: INVALID_CODE.code, description: 'The caller may not do this.' } as const satisfies ErrorCase;
export const UNAUTHORIZED = { status: 401, code: SESSION_EXPIRED.code, description: 'No valid member session (or staff token): sign in again.' } as const satisfies ErrorCase;
export const IDENTITY_EXPIRED = { status: 403, code: IDENTITY_EXPIRED_CODE.code, description: 'The client session is missing or has expired: make a new one and try once more.' } as const satisfies ErrorCase;
export const MAINTENANCE = { status: 503, code: INVALID_CODE.code, description: 'The hotel is under maintenance.' } as const satisfies ErrorCase;
export const RATE_LIMITED = { status: 429, code: INVALID_CODE.code, description: 'Too many requests; the detail says how many seconds to wait (retry_after).' } as const satisfies ErrorCase;
export const PAYLOAD_TOO_LARGE = { status: 413, code: INVALID_CODE.code, description: 'The body is larger than the call takes.' } as const satisfies ErrorCase;

/** What any call of a kind may meet besides its own cases. */
export function errorsOf(e: Pick<Endpoint, 'caller' | 'path' | 'errors'>): Record<string, ErrorCase> {
  const base: Record<string, ErrorCase> = { invalid: INVALID, rateLimited: RATE_LIMITED };
  const byCaller: Record<Caller, Record<string, ErrorCase>> = {
    public: {},
    client: { identityExpired: IDENTITY_EXPIRED },
    member_optional: { identityExpired: IDENTITY_EXPIRED },
    member: { identityExpired: IDENTITY_EXPIRED, unauthorized: UNAUTHORIZED },
    staff: { unauthorized: UNAUTHORIZED },
  };
  const hotel: Record<string, ErrorCase> = /^\/hotels\/\{/.test(e.path) ? { notFound: NOT_FOUND, maintenance: MAINTENANCE } : {};
  return { ...base, ...byCaller[e.caller], ...hotel, ...e.errors };
}
