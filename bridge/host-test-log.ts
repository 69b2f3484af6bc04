// The custom bot test page's log lines: payloads as JSON with every token masked. Pure, so it is
// unit-tested apart from the page.
import type { YadoriTrace } from './host-api';

/** Fields whose values are secrets (the chatbot session, any token, secret or password). */
const SECRET_KEY = /session|token|secret|password/i;

/** A secret shown by its last 4 characters only; the bullets do not tell its length. */
export function maskSecret(value: string): string {
  return value.length <= 4 ? '••••' : `••••••••${value.slice(-4)}`;
}

/** A copy of `value` with the string values of secret fields masked, at any depth. */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SECRET_KEY.test(key) ? maskSecret(value) : value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSecrets(v, k)]));
  }
  return value;
}

export type LogDirection = 'toPage' | 'toWidget' | 'held';

export interface LogLine {
  at: Date;
  direction: LogDirection;
  name: string;
  kind: YadoriTrace['kind'];
  /** The payload as JSON with secrets masked, or '' when the line has none. */
  payload: string;
  reason: string;
}

const DIRECTION: Record<YadoriTrace['kind'], LogDirection> = {
  received: 'toPage',
  refused: 'toPage',
  delivered: 'toPage',
  answered: 'toWidget',
  sent: 'toWidget',
  failed: 'toWidget',
  queued: 'held',
};

export function logLine(entry: YadoriTrace, at = new Date()): LogLine {
  return {
    at,
    direction: DIRECTION[entry.kind],
    name: entry.name,
    kind: entry.kind,
    payload: entry.payload === undefined ? '' : JSON.stringify(maskSecrets(entry.payload), null, 1).replace(/\n\s*/g, ' '),
    reason: entry.reason ?? '',
  };
}

/** `HH:MM:SS.mmm` in the browser's time zone. */
export function clock(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}
