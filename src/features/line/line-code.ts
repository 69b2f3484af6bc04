// LINE Login's answer on /sign-in or /chat-sign-in (line_code, line_state, line_redirect) is taken out of the
// address as the app loads, before anything else reads or records the URL, and held in memory
// (lib/line-answer.ts, where a framed widget's sign-in window hands its answer over too).
// Held as it came: the LINE page checks its form (checkedLineAnswer) before anything is spent,
// so the contract's LINE schemas load with that page, not with every page.
import { heldLineCode as held, holdLineCode, type HeldLineCode } from '../../lib/line-answer';

export { holdLineCode, onLineCodeHeld, type HeldLineCode } from '../../lib/line-answer';

let captured = false;

function captureLineCode(): void {
  if (captured || typeof window === 'undefined') return;
  captured = true;
  if (location.pathname !== '/sign-in' && location.pathname !== '/chat-sign-in') return;
  const q = new URLSearchParams(location.search);
  if (!q.has('line_code')) return;
  const answer: HeldLineCode = { code: q.get('line_code'), state: q.get('line_state'), redirect: q.get('line_redirect') ?? '/' };
  for (const k of ['line_code', 'line_state', 'line_redirect']) q.delete(k);
  history.replaceState(history.state, '', `${location.pathname}?${q.toString()}`);
  holdLineCode(answer);
}

/** LINE Login's answer waiting to be spent (null when none came). */
export function heldLineCode(): HeldLineCode | null {
  captureLineCode();
  return held();
}

captureLineCode();
