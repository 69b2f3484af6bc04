// The LINE calls (contract/line.ts): only the LIFF ID token or the LINE Login code leave the widget.
import { LineAuthorizeAnswerSchema, LineSignInAnswerSchema, LINE_ERRORS, type LineSignInAnswer, type LineSignUpProfile } from '../../../contract';
import { api } from '../../lib/api';
import { ApiCallError } from '../../lib/api/client';

export function liffUpsert(body: { hotel_code: string; id_token: string; chatbot_user_id?: string; profile?: LineSignUpProfile }): Promise<LineSignInAnswer> {
  return api.request('POST', '/liff/upsert', { schema: LineSignInAnswerSchema, body, reactToUnauthorized: false });
}

export function lineCodeSignIn(hotelCode: string, body: { line_code: string; line_state: string; profile?: LineSignUpProfile }): Promise<LineSignInAnswer> {
  return api.request('POST', `/hotels/${encodeURIComponent(hotelCode)}/memberships/line`, { schema: LineSignInAnswerSchema, body, reactToUnauthorized: false });
}

export function lineAuthorize(hotelCode: string, lineRedirect: string): Promise<{ authorize_url: string; state: string }> {
  return api
    .request('POST', `/hotels/${encodeURIComponent(hotelCode)}/memberships/line/authorize`, { schema: LineAuthorizeAnswerSchema, body: { line_redirect: lineRedirect } })
    .then((a) => a.data);
}

const KEYS: Record<string, string> = {
  [LINE_ERRORS.tokenExpired]: 'line.errors.token_expired',
  [LINE_ERRORS.wrongChannel]: 'line.errors.wrong_channel',
  [LINE_ERRORS.tokenInvalid]: 'line.errors.token_invalid',
  [LINE_ERRORS.stateInvalid]: 'line.errors.state_invalid',
  [LINE_ERRORS.codeInvalid]: 'line.errors.code_invalid',
  [LINE_ERRORS.notConfigured]: 'line.errors.not_configured',
  [LINE_ERRORS.emailTaken]: 'line.errors.email_taken',
};

/** The message key for a failed LINE call: the API leads its message with the refusal's code. */
export function lineProblemKey(err: unknown): string {
  if (err instanceof ApiCallError) {
    if (err.isNetwork) return 'line.errors.network';
    const code = /^(line_[a-z_]+):/.exec(err.message)?.[1];
    if (code && KEYS[code]) return KEYS[code];
  }
  return 'line.errors.generic';
}
