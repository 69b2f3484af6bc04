// The LINE calls (contract/endpoints/membership.ts): only the LIFF ID token or the LINE Login code
// leave the widget.
import type { LineSignInAnswer, LineSignUpProfile } from '../../../contract';
import type { CallInput, ErrorCase } from '../../../contract/endpoint';
import { liffUpsert as liffUpsertCall, lineAuthorize as lineAuthorizeCall, lineSignIn } from '../../../contract/endpoints/membership';
import { api } from '../../lib/api';
import { ApiCallError } from '../../lib/api/client';
import { isFailure } from '../../lib/api/is-failure';

export function liffUpsert(body: CallInput<typeof liffUpsertCall>['body']): Promise<LineSignInAnswer> {
  return api.call(liffUpsertCall, { body }, { reactToUnauthorized: false });
}

export function lineCodeSignIn(hotelCode: string, body: { line_code: string; line_state: string; profile?: LineSignUpProfile }): Promise<LineSignInAnswer> {
  return api.call(lineSignIn, { params: { id: hotelCode }, body }, { reactToUnauthorized: false });
}

export function lineAuthorize(hotelCode: string, lineRedirect: string): Promise<{ authorize_url: string; state: string }> {
  return api.call(lineAuthorizeCall, { params: { id: hotelCode }, body: { line_redirect: lineRedirect } }).then((a) => a.data);
}

/** The LINE sign-in's refusals (POST /liff/upsert and LINE Login refuse alike), each with its words. */
const KEYS: readonly (readonly [ErrorCase, string])[] = [
  [lineSignIn.errors.lineTokenExpired, 'line.errors.token_expired'],
  [lineSignIn.errors.lineWrongChannel, 'line.errors.wrong_channel'],
  [lineSignIn.errors.lineTokenInvalid, 'line.errors.token_invalid'],
  [lineSignIn.errors.lineStateInvalid, 'line.errors.state_invalid'],
  [lineSignIn.errors.lineCodeInvalid, 'line.errors.code_invalid'],
  [lineSignIn.errors.lineNotConfigured, 'line.errors.not_configured'],
  [lineSignIn.errors.lineEmailTaken, 'line.errors.email_taken'],
];

/** The message key for a failed LINE call. */
export function lineProblemKey(err: unknown): string {
  if (err instanceof ApiCallError && err.isNetwork) return 'line.errors.network';
  return KEYS.find(([c]) => isFailure(err, c))?.[1] ?? 'line.errors.generic';
}
