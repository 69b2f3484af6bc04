// LINE Login's answer on /sign-in (line_code, line_state, line_redirect) is taken out of the
// address as the app loads, before anything else reads or records the URL.
import { LineCodeSchema, LineRedirectPathSchema, LineStateSchema } from '../../../contract';

export { LINE_LOGIN_STATE_KEY as STATE_KEY } from '../../lib/line-login-state';

export interface HeldLineCode {
  code: string | null;
  state: string | null;
  redirect: string;
}

export const heldLineCode: HeldLineCode | null = (() => {
  if (typeof window === 'undefined' || location.pathname !== '/sign-in') return null;
  const q = new URLSearchParams(location.search);
  if (!q.has('line_code')) return null;
  const code = LineCodeSchema.safeParse(q.get('line_code'));
  const state = LineStateSchema.safeParse(q.get('line_state'));
  const redirect = LineRedirectPathSchema.safeParse(q.get('line_redirect') ?? '/');
  for (const k of ['line_code', 'line_state', 'line_redirect']) q.delete(k);
  history.replaceState(history.state, '', `${location.pathname}?${q.toString()}`);
  return { code: code.success ? code.data : null, state: state.success ? state.data : null, redirect: redirect.success ? redirect.data : '/' };
})();
